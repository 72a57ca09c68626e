"""The numbers a learned value weighs on a board, and the value made of them."""
from dragonarium.bots.board_features import FEATURES, LearnedValue, board_features
from dragonarium.rules import Terrain, parse_position, total_points

POSITION = """
format: dragonarium-position
version: 2
players:
  - name: Ann
    pillars: 2
    fresh_pillars: 1
    cells:
      A5: [fire/fire:f=f]
      B5: [royal/royal:**=ff]
      C5: [water/water:ww=w.]
      D5: [air]
      E5: [fire]
      E4: [fire, air]
      E3: [air]
    dragons:
      E5: [fire]
  - {name: Bob}
round: 4
pending: draft
"""


def test_a_board_counts_its_eggs_stones_pillars_open_squares_domains_and_height():
    state = parse_position(POSITION)
    found = dict(zip(FEATURES, board_features(state.boards[0], state.dragons)))
    assert found == {"ready_eggs": 1.0, "ready_royal_eggs": 1.0, "stones_waiting": 1.0, "spaces_open": 1.0,
                     "pillars": 3.0, "open_tops": 5.0, "domain_squares": 5.0, "highest_level": 2.0,
                     "covered_cells": 7.0}


def test_a_ready_egg_whose_dragons_are_all_gone_is_not_counted_ready():
    state = parse_position(POSITION)
    state.dragons = {**state.dragons, Terrain.FIRE: 0}
    found = dict(zip(FEATURES, board_features(state.boards[0], state.dragons)))
    assert found["ready_eggs"] == 0.0 and found["open_tops"] == 5.0


def test_the_learned_value_adds_the_weighted_features_of_the_round_to_the_points():
    state = parse_position(POSITION)
    features = board_features(state.boards[0], state.dragons)
    weights = tuple(float(i) for i in range(1, len(FEATURES) + 1)) + (10.0,)
    value = LearnedValue({(2, 4): weights})
    expected = total_points(state.boards[0]) + sum(w * f for w, f in zip(weights, features)) + 10.0
    assert value.state_value(state, 0) == expected
    # a round it has no weights for adds nothing
    assert LearnedValue({(2, 5): weights}).state_value(state, 0) == total_points(state.boards[0])
    assert value.covers(state) and not LearnedValue({(2, 5): weights}).covers(state)
    bob = value.state_value(state, 1)
    assert value.relative_value(state, 0) == expected - bob


def test_weights_read_back_as_the_fit_writes_them():
    value = LearnedValue.from_json({"features": list(FEATURES), "weights": {"2:4": [0.5] * (len(FEATURES) + 1)}})
    assert value.weights == {(2, 4): (0.5,) * (len(FEATURES) + 1)}


class _Fixed:
    """A stand-in learned value: ``value`` wherever it ``knows`` the round."""

    def __init__(self, knows: bool, value: float) -> None:
        self.knows, self.value = knows, value

    def covers(self, state) -> bool:
        return self.knows

    def relative_value(self, state, player: int) -> float:
        return self.value


def test_the_expert_stops_its_playouts_on_the_learned_value_where_it_knows_the_round():
    import math

    from dragonarium.bots.expert import ExpertPlayer
    from tests.bots.test_ladder import _draft_in_round

    state = _draft_in_round(3, seed=17).state
    known = ExpertPlayer(5, budget=math.inf, samples=2, candidates=2, leaf=_Fixed(True, 42.0))
    known.search(state)
    assert [e.mean for e in known.last_estimates] == [42.0, 42.0]
    unknown = ExpertPlayer(5, budget=math.inf, samples=2, candidates=2, leaf=_Fixed(False, 42.0))
    unknown.search(state)
    plain = ExpertPlayer(5, budget=math.inf, samples=2, candidates=2)
    plain.search(state)
    assert [e.mean for e in unknown.last_estimates] == [e.mean for e in plain.last_estimates] != [42.0, 42.0]
