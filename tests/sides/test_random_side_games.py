"""Thousands of random games on every B-side, and on mixed sides, with the base invariants."""
import pytest

from dragonarium.rules.game import Seat
from dragonarium.rules.record import parse_record, record_of, record_to_yaml, replay
from dragonarium.simulate import play_game

from tests.game.play import CATALOG
from tests.game.test_random_games import check_invariants

SIDES = ["church-ruins", "lostwing-cliffs", "marble-quarry", "eternal-shrines"]
GAMES_PER_SIDE = 1500


FEATURE_SEEN = {
    "church-ruins": lambda game: any("reward step" in line for line in game.state.log),
    "lostwing-cliffs": lambda game: any(str(a).startswith("extra-dragon") for a in game.history),
    "marble-quarry": lambda game: any(str(a).startswith("trade") for a in game.history),
    "eternal-shrines": lambda game: any("skips the covered shrine" in line for line in game.state.log),
}


@pytest.mark.parametrize("side", SIDES)
def test_random_games_on_a_b_side(side):
    seen = 0
    for seed in range(GAMES_PER_SIDE):
        players = 1 + seed % 4
        game = play_game(CATALOG, [Seat(f"P{i}", side) for i in range(players)], seed)
        check_invariants(game)
        seen += FEATURE_SEEN[side](game)
        assert game.outcome().winners
        if seed % 50 == 0:
            again = replay(parse_record(record_to_yaml(record_of(game))))
            assert again.state.same_table(game.state)
    assert seen > GAMES_PER_SIDE // 20, "the side's own rule came up in the random games"


def test_mixed_sides_in_one_game():
    for seed in range(400):
        sides = ["library"] + SIDES
        chosen = [sides[(seed + i) % 5] for i in range(4)]
        game = play_game(CATALOG, [Seat(f"P{i}", side) for i, side in enumerate(chosen)], seed)
        check_invariants(game)
        assert [b.spec.name for b in game.state.boards] == chosen
