"""The ladder's medium and expert players: whole legal games, the expert's deadline, its sampled supplies, its gate
over the strong player's choice, its kept gains, and the same choices from the same seed."""
import json
import math
import random

import pytest

from dragonarium.bots import expert as expert_module
from dragonarium.bots.expert import RESERVE, ExpertPlayer, GainMemo, fast_playout
from dragonarium.bots.ladder import make_player
from dragonarium.bots.medium import MediumPlayer
from dragonarium.bots.players import EasyPlayer, StrongPlayer
from dragonarium.bots.sampling import determinized, unseen_tiles
from dragonarium.cli.commands import main
from dragonarium.rules import PlayerKind
from dragonarium.rules.engine.game import Game, Phase, Seat

from tests.support.games import CATALOG


def _draft_in_round(round_: int, seed: int = 8, players: int = 2) -> Game:
    """A game played at random up to a draft of round ``round_``."""
    game = Game(CATALOG, [Seat(f"P{i}") for i in range(players)], seed)
    rng = random.Random(seed)
    while game.state.round < round_ or game.state.pending().phase is not Phase.DRAFT:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_make_player_makes_every_level_of_the_ladder():
    kinds = {kind: type(make_player(kind, 1)).__name__ for kind in PlayerKind.computers()}
    assert kinds == {PlayerKind.RANDOM: "RandomPlayer", PlayerKind.EASY: "EasyPlayer",
                     PlayerKind.MEDIUM: "MediumPlayer", PlayerKind.STRONG: "StrongPlayer",
                     PlayerKind.EXPERT: "ExpertPlayer"}
    assert make_player("expert", 1, 0.05).budget == 0.05


@pytest.mark.slow  # a whole game of searches; the expert's own game test runs every time
def test_simulate_plays_a_whole_legal_game_with_medium_and_expert_seats(capsys):
    # Game.apply refuses an illegal action, so a finished game is a legal one
    code = main(["simulate", "--players", "2", "--bots", "medium,expert", "--budget", "0.05", "--games", "1",
                 "--seed", "3", "--json"])
    game = json.loads(capsys.readouterr().out)["games"][0]
    assert code == 0 and game["rounds"] == 12 and len(game["players"]) == 2 and game["winners"]


def test_the_expert_plays_a_game_out_legally_with_its_search_running():
    game = _draft_in_round(10)
    expert = ExpertPlayer(2, budget=60, samples=2)
    other = EasyPlayer(3)
    searched = 0
    while not game.over:
        mine = game.state.current == 0
        game.apply((expert if mine else other).choose(game.state))
        searched += mine and expert.last_samples > 0
    assert searched >= 2 and game.outcome().sheets[0].total > 0


def test_the_unseen_tiles_are_exactly_the_supply_and_read_only_the_table():
    for players in (1, 2, 4):
        game = Game(CATALOG, [Seat(f"P{i}") for i in range(players)], 5)
        rng = random.Random(5)
        while not game.over:
            state = game.state
            unseen = unseen_tiles(state)
            assert unseen == sorted(state.supply)
            hidden = state.copy()
            hidden.supply = ["not a tile"]  # what the supply holds is never read
            assert unseen_tiles(hidden) == unseen
            game.apply(rng.choice(game.legal_actions()))


def test_a_determinized_state_changes_only_the_order_of_the_supply():
    state = _draft_in_round(4).state
    unseen = unseen_tiles(state)
    orders = set()
    for seed in range(6):
        sample = determinized(state, random.Random(seed), unseen)
        assert sorted(sample.supply) == sorted(state.supply) and sample.log == []
        sample.supply = list(state.supply)
        assert sample.same_table(state)
        orders.add(tuple(determinized(state, random.Random(seed), unseen).supply))
    assert len(orders) > 1 and len(state.log) > 0


class Ticks:
    """A clock that moves one second each time it is read."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def _ticking_expert(budget: float) -> tuple[ExpertPlayer, list[float]]:
    """An expert on a clock that ticks a second a reading, and the list the clock's reading before each of its
    playouts goes to."""
    clock = Ticks()
    expert = ExpertPlayer(1, budget=budget, samples=50, candidates=3, clock=clock)
    played: list[float] = []
    real_outcome = expert._outcome
    expert._outcome = lambda *arguments: played.append(clock.now) or real_outcome(*arguments)
    return expert, played


def test_the_expert_stops_searching_before_its_deadline_would_pass():
    state = _draft_in_round(3).state
    expert, played = _ticking_expert(9.5)
    choice = expert.search(state)
    # the deadline is 10.4 (the reserve kept back) and each playout takes a tick: the clock reads 2 before the
    # first playout (and 3 after it), 4, 6 before the next two, 8 before the second order's first; at 10 one more
    # would end past 10.4, so the search stops, and the unfinished order is left out of the comparison
    assert played == [2.0, 4.0, 6.0, 8.0] and expert.last_samples == 1
    assert [estimate.samples for estimate in expert.last_estimates] == [1, 1, 1]
    assert choice.action in state.pending().choices


def test_the_expert_keeps_its_reserve_of_the_budget():
    # 8.05 s from 1: a playout begun at 8 would end at 9, within the budget but not within it less the reserve
    expert, played = _ticking_expert(8.0 + RESERVE / 2)
    expert.search(_draft_in_round(3).state)
    assert played == [2.0, 4.0, 6.0]


def test_the_expert_compares_its_candidates_on_the_same_orders():
    state = _draft_in_round(3).state
    expert = ExpertPlayer(4, budget=60, samples=3, candidates=3)
    seen = []
    real_outcome = expert._outcome
    expert._outcome = lambda order, *rest: seen.append(tuple(order.supply)) or real_outcome(order, *rest)
    expert.search(state)
    assert len(seen) == 9 and len(set(seen)) == 3
    assert [seen[i:i + 3].count(seen[i]) for i in (0, 3, 6)] == [3, 3, 3]


def test_medium_and_expert_choices_are_the_same_from_the_same_seed():
    state = _draft_in_round(5).state
    first, second = (ExpertPlayer(9, budget=60, samples=2, candidates=2) for _ in range(2))
    assert first.search(state) == second.search(state)
    assert [e.mean for e in first.last_estimates] == [e.mean for e in second.last_estimates]
    game = _draft_in_round(2, seed=11)
    a, b = MediumPlayer(7), MediumPlayer(7)
    for _ in range(8):
        if game.over:
            break
        action = a.choose(game.state)
        assert b.choose(game.state) == action
        game.apply(action)


def test_the_medium_player_plays_a_turn_like_easy_or_like_its_strong_search():
    state = _draft_in_round(4, seed=12).state
    assert MediumPlayer(3, slip=1.0).choose(state) == EasyPlayer(4).choose(state)
    narrow = StrongPlayer(3, looked_at=4, played_through=4)
    assert MediumPlayer(3, slip=0.0).choose(state) == narrow.choose(state)
    medium = MediumPlayer(5, slip=0.5)
    turns = [medium.easy_turn(_draft_in_round(r, seed=13).state) for r in range(2, 12)]
    assert True in turns and False in turns


def test_the_expert_playouts_reach_the_draws_to_come():
    # in a two-player game the site is refilled every other round: the playouts go far enough to draft what comes
    state = _draft_in_round(5).state
    means = set()
    for seed in (1, 2):
        expert = ExpertPlayer(seed, budget=60, samples=1, candidates=2)
        expert.search(state)
        means.add(tuple(estimate.mean for estimate in expert.last_estimates))
    assert len(means) == 2


def test_the_expert_keeps_the_strong_players_choice_unless_a_rival_leads_it_beyond_the_playouts_noise():
    expert = ExpertPlayer(1, gate=1.0)
    first = [3.0, 5.0, 4.0, 6.0, 2.0]
    # a rival ahead by 1 point on average, but behind on two orders of five: a lead within its noise
    noisy = [8.0, 1.0, 9.0, 2.0, 5.0]
    assert expert.chosen([first, noisy]) == 0
    # the same lead of about 1 point on every order: beyond its noise
    steady = [4.0, 6.2, 4.9, 7.1, 3.0]
    assert expert.chosen([first, noisy, steady]) == 2
    # with too few orders the noise is not known, so the strong player's choice stands
    assert expert.chosen([first[:3], steady[:3]]) == 0
    # a rival that leads by less than the gate asks keeps the first
    assert ExpertPlayer(1, gate=50.0).chosen([first, steady]) == 0


def test_with_no_rival_taken_the_expert_drafts_as_the_strong_player_does():
    for round_ in (3, 7):
        state = _draft_in_round(round_, seed=14).state
        # no budget: neither is cut short by a clock, whatever else the machine does
        expert = ExpertPlayer(6, budget=math.inf, samples=4, candidates=3, gate=math.inf)
        assert expert.choose(state) == StrongPlayer(6).ranked(state)[0].action


def test_the_kept_gains_change_no_playout():
    state = _draft_in_round(4, seed=15).state
    memo = GainMemo()
    for seed in range(3):
        order = determinized(state, random.Random(seed), unseen_tiles(state))
        alone, kept = fast_playout(order.copy(), state.round + 3), fast_playout(order.copy(), state.round + 3, memo)
        assert kept.same_table(alone)
    assert len(memo) > 0


@pytest.mark.parametrize("players, rounds", [(1, 2), (2, 3), (4, 3)])
def test_the_expert_plays_out_three_rounds_and_two_in_solo(monkeypatch, players, rounds):
    state = _draft_in_round(2, seed=16, players=players).state
    stops = []

    def spy(probe, stop_round, memo=None):
        stops.append(stop_round)
        return probe

    monkeypatch.setattr(expert_module, "fast_playout", spy)
    ExpertPlayer(3, budget=math.inf, samples=1, candidates=2).search(state)
    assert stops and set(stops) == {state.round + 1 + rounds}
    stops.clear()
    ExpertPlayer(3, budget=math.inf, samples=1, candidates=2, horizon=1).search(state)
    assert set(stops) == {state.round + 2}
