"""Random games on every B-side, and on mixed sides, with the base invariants.

The default run plays the first ``QUICK_GAMES`` seeds of each side and the first
``QUICK_MIXED`` mixed tables; the soak (``pytest -m slow``) plays the rest, up to
``SOAK_GAMES`` per side and ``SOAK_MIXED`` mixed tables.
"""
import pytest

from dragonarium.rules.engine.game import Seat
from dragonarium.rules.model.events import RewardPillar, ShrineSkipped
from dragonarium.cli.simulate import play_game

from tests.support.games import CATALOG
from tests.support.invariants import check_invariants
from tests.support.records import written_and_replayed

SIDES = ["church-ruins", "lostwing-cliffs", "marble-quarry", "eternal-shrines"]
QUICK_GAMES = 50
SOAK_GAMES = 1500
QUICK_MIXED = 20
SOAK_MIXED = 400


FEATURE_SEEN = {
    "church-ruins": lambda game: any(isinstance(event, RewardPillar) for event in game.state.log),
    "lostwing-cliffs": lambda game: any(str(a).startswith("extra-dragon") for a in game.history),
    "marble-quarry": lambda game: any(str(a).startswith("trade") for a in game.history),
    "eternal-shrines": lambda game: any(isinstance(event, ShrineSkipped) for event in game.state.log),
}


def play_on_side(side, seeds):
    seen = 0
    for seed in seeds:
        players = 1 + seed % 4
        game = play_game(CATALOG, [Seat(f"P{i}", side) for i in range(players)], seed)
        check_invariants(game)
        seen += FEATURE_SEEN[side](game)
        assert game.outcome().winners
        if seed % 50 == 0:
            again = written_and_replayed(game)
            assert again.state.same_table(game.state)
    assert seen > len(seeds) // 20, "the side's own rule came up in the random games"


def play_mixed(seeds):
    for seed in seeds:
        sides = ["library"] + SIDES
        chosen = [sides[(seed + i) % 5] for i in range(4)]
        game = play_game(CATALOG, [Seat(f"P{i}", side) for i, side in enumerate(chosen)], seed)
        check_invariants(game)
        assert [b.spec.name for b in game.state.boards] == chosen


@pytest.mark.parametrize("side", SIDES)
def test_random_games_on_a_b_side(side):
    play_on_side(side, range(QUICK_GAMES))


def test_mixed_sides_in_one_game():
    play_mixed(range(QUICK_MIXED))


@pytest.mark.slow
@pytest.mark.parametrize("side", SIDES)
def test_soak_random_games_on_a_b_side(side):
    play_on_side(side, range(QUICK_GAMES, SOAK_GAMES))


@pytest.mark.slow
def test_soak_mixed_sides_in_one_game():
    play_mixed(range(QUICK_MIXED, SOAK_MIXED))
