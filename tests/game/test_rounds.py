"""Round end: replenishing the planning site, first player, pillars, game end."""
import pytest

from dragonarium.rules.model.actions import ChooseElement
from dragonarium.rules.engine.game import Phase
from dragonarium.rules.files.record import parse_position
from dragonarium.rules.model.values import Element

from tests.support.games import new_game, play_random


def round_starts(count, seed):
    """(round, site size, supply size, first player) at the first draft of every round."""
    seen = []

    def watch(game, decision):
        state = game.state
        if decision.phase is Phase.DRAFT and state.turn == 0:
            seen.append((state.round, len(state.site), len(state.supply), state.first))

    game = play_random(new_game(count, seed), seed, watch)
    return seen, game


def test_two_players_replenish_only_when_two_tiles_remain():
    seen, game = round_starts(2, 3)
    sites = [site for _, site, _, _ in seen]
    assert sites == [6, 4] * 6
    supplies = [supply for _, _, supply, _ in seen]
    assert supplies == [20, 20, 16, 16, 12, 12, 8, 8, 4, 4, 0, 0]
    assert game.state.round == 12 and len(game.state.site) == 2


@pytest.mark.parametrize("count, site, draw, start_supply", [(3, 5, 3, 33), (4, 6, 4, 44)])
def test_three_and_four_players_keep_two_and_draw(count, site, draw, start_supply):
    seen, game = round_starts(count, 7)
    assert [s for _, s, _, _ in seen] == [site] * 12
    assert [s for _, _, s, _ in seen] == [start_supply - draw * r for r in range(12)]
    assert len(seen) == 12
    assert len(game.state.site) == 2 and game.state.supply == []


@pytest.mark.parametrize("count", [2, 3, 4])
def test_first_player_passes_left_each_round(count):
    seen, _ = round_starts(count, 2)
    firsts = [first for _, _, _, first in seen]
    assert all((b - a) % count == 1 for a, b in zip(firsts, firsts[1:]))


@pytest.mark.parametrize("count", [2, 3, 4])
def test_every_player_places_twelve_times(count):
    game = play_random(new_game(count, 4), 4)
    drafts = [a for a in game.history if str(a).startswith("draft")]
    assert len(drafts) == 12 * count


SOLO = """
format: dragonarium-position
version: 1
players:
  - {name: Solo, side: library, start: S1}
site: [%s]
supply: [T05, T06, T07, T10, T11]
pending: element
"""


def finish_solo_turn(element, site):
    state = parse_position(SOLO % ", ".join(site))
    state.apply(ChooseElement(element))
    while state.round == 1:
        state.apply(state.legal_actions()[0])
    return state


def test_solo_discards_the_right_most_tile_showing_the_element():
    state = finish_solo_turn(Element.FIRE, ["T03", "T01", "T08", "T02"])
    assert state.discarded == ["T08"]
    assert state.site == ["T03", "T01", "T02"]
    assert state.supply == ["T05", "T06", "T07", "T10", "T11"], "three tiles left: no replenishing"


def test_solo_discards_the_top_of_the_supply_when_no_tile_shows_the_element():
    state = finish_solo_turn(Element.WATER, ["T03", "T01", "T19"])
    assert state.discarded == ["T05"]
    assert state.site == ["T03", "T01", "T19"]


def test_solo_replenishes_four_when_two_or_fewer_remain():
    state = finish_solo_turn(Element.AIR, ["T03", "T08", "T01"])
    assert state.discarded == ["T01"]
    assert state.site == ["T03", "T08", "T05", "T06", "T07", "T10"]
    assert state.supply == ["T11"]


def test_fresh_pillars_become_usable_at_round_end():
    game = new_game(2, 1)
    state = game.state
    state.boards[0].gain_pillars(2)
    state.boards[1].gain_pillars(1)
    while state.round == 1:
        game.apply(game.legal_actions()[0])
        state = game.state
    assert state.boards[0].fresh_pillars == 0 and state.boards[1].fresh_pillars == 0
