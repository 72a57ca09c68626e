"""Setting up a game for 1 to 4 players."""
import pytest

from dragonarium.rules.model.errors import DragonariumError
from dragonarium.rules.engine.game import Phase

from tests.support.games import CATALOG, new_game, seats
from dragonarium.rules.engine.game import Game


@pytest.mark.parametrize("count, tiles, site", [(1, 26, 6), (2, 26, 6), (3, 38, 5), (4, 50, 6)])
def test_tiles_and_planning_site_per_player_count(count, tiles, site):
    state = new_game(count).state
    assert len(state.site) == site
    assert len(state.site) + len(state.supply) == tiles
    allowed = {2} if count <= 2 else {2, 3} if count == 3 else {2, 3, 4}
    assert {CATALOG.tiles[t].set for t in state.site + state.supply} == allowed
    assert len(set(state.site + state.supply)) == tiles


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_each_player_starts_with_a_different_starting_tile_three_pillars_and_the_assistant_on_start(count):
    state = new_game(count).state
    starts = {board.stack((2, 2))[0].tile for board in state.boards}
    assert len(starts) == count
    assert all(b.pillars == 3 and b.fresh_pillars == 0 and b.step == b.spec.start_step for b in state.boards)
    assert all(n == 12 for n in state.dragons.values())


def test_the_first_decision_is_the_first_players_draft():
    state = new_game(3, seed=5).state
    decision = state.pending()
    assert decision.phase is Phase.DRAFT and decision.player == state.first
    assert len(decision.choices) == 5


def test_same_seed_same_setup_other_seed_other_setup():
    a, b, c = new_game(4, seed=11).state, new_game(4, seed=11).state, new_game(4, seed=12).state
    assert a.same_table(b)
    assert (a.site, a.supply) != (c.site, c.supply)


@pytest.mark.parametrize("count", [0, 5])
def test_player_count_is_one_to_four(count):
    with pytest.raises(DragonariumError, match="1 to 4 players"):
        Game(CATALOG, seats(count), 1)


def test_unknown_side_is_refused():
    with pytest.raises(DragonariumError, match="unknown board side 'moon'"):
        Game(CATALOG, seats(2, side="moon"), 1)
