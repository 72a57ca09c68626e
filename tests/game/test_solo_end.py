"""The end of a solo game: twelve rounds, whatever the supply discards left on the site and in the supply."""
import pytest

from dragonarium.rules import (ChooseElement, Draft, Element, Ending, GameOver, Phase, SoloNothingDiscarded, Terrain,
                               parse_position)

from tests.support.games import CATALOG, new_game, play_random

SOLO = """
format: dragonarium-position
version: 2
players:
  - {name: Solo, side: library, start: S1}
site: [T01, T06]
supply: [T03, T24]
round: %d
pending: draft
"""
"""The left-most tile (air/air) is drafted and fire is chosen: no site tile shows fire, so the top of the supply
goes, leaving one tile on the site and one in the supply."""

QUICK_SEEDS = range(1, 9)
SOAK_SEEDS = range(9, 209)


def play_turn(state, element):
    """Play to the round's end: draft the left-most tile, take the first choice of every decision but the element,
    which is ``element``."""
    state.apply(Draft(0))
    start = state.round
    while not state.over and state.round == start:
        decision = state.pending()
        state.apply(ChooseElement(element) if decision.phase is Phase.ELEMENT else decision.choices[0])
    return state


def test_a_solo_game_is_over_after_its_twelfth_round_with_tiles_left_in_the_supply():
    state = play_turn(parse_position(SOLO % 12), Element.FIRE)
    assert state.discarded == ["T03"]
    assert state.over and state.round == 12
    assert (state.site, state.supply) == (["T06"], ["T24"]), "the last two tiles are not placed"
    assert state.log[-1] == GameOver(12, Ending.SOLO_ROUNDS, 12)


def test_before_the_twelfth_round_the_same_table_replenishes_and_plays_on():
    state = play_turn(parse_position(SOLO % 11), Element.FIRE)
    assert not state.over and state.round == 12
    assert (state.site, state.supply) == (["T06", "T24"], [])
    assert state.pending().phase is Phase.DRAFT


def test_with_nothing_to_discard_the_solo_discard_is_skipped_and_said():
    state = parse_position((SOLO % 5).replace("supply: [T03, T24]", "supply: []"))
    play_turn(state, Element.FIRE)
    assert state.discarded == [] and state.site == ["T06"]
    assert SoloNothingDiscarded(0, Terrain.FIRE) in state.log


def test_with_two_players_the_end_still_comes_from_the_supply_not_from_a_count_of_rounds():
    two = (SOLO % 12).replace("start: S1}", "start: S1}\n  - {name: Bob, start: S2}")
    state = play_turn(parse_position(two), Element.FIRE)  # both players' turns: the site runs out, four are drawn
    assert not state.over and state.round == 13
    assert (state.site, state.supply) == (["T03", "T24"], [])


def solo_games_last_twelve_rounds(side, seeds):
    for seed in seeds:
        game = play_random(new_game(1, seed, side), seed)
        drafts = sum(1 for action in game.history if isinstance(action, Draft))
        left = len(game.state.site) + len(game.state.supply)
        assert (game.state.round, drafts) == (12, 12), f"{side}, seed {seed}"
        assert left >= 2, f"{side}, seed {seed}: the last two tiles are never placed"


@pytest.mark.parametrize("side", sorted(CATALOG.boards))
def test_solo_games_last_twelve_rounds_on_every_side(side):
    solo_games_last_twelve_rounds(side, QUICK_SEEDS)


@pytest.mark.slow
@pytest.mark.parametrize("side", sorted(CATALOG.boards))
def test_soak_solo_games_last_twelve_rounds_on_every_side(side):
    solo_games_last_twelve_rounds(side, SOAK_SEEDS)
