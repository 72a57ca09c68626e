"""Random legal games to the end for every player count, with the game's invariants.

The default run plays the first ``QUICK_GAMES`` seeds of each player count; the
soak (``pytest -m slow``) plays the rest, up to ``SOAK_GAMES`` per count.
"""
import pytest

from dragonarium.rules.engine.board import SquareLayer
from dragonarium.rules.files.record import parse_record, record_of, record_to_yaml, replay

from tests.game.play import new_game, play_random

QUICK_GAMES = 60
SOAK_GAMES = 900


def check_invariants(game):
    state = game.state
    assert state.dragons_in_play() == 48
    assert all(0 <= n <= 12 for n in state.dragons.values())
    for board in state.boards:
        for stack in board.stacks:
            for layer in stack[:-1]:
                if isinstance(layer, SquareLayer) and layer.square.egg is not None and layer.level > 0:
                    assert layer.hatched and not layer.has_stones, "a covered egg had not hatched"
        for cell in board.cells():
            dragons = board.dragons_on(cell)
            assert len(dragons) <= (board.spec.cliff_capacity if cell in board.spec.cliffs else 1)
        assert board.pillars >= 0 and board.fresh_pillars >= 0


def every_decision_has_a_choice(game, decision):
    assert decision.choices, f"no legal choice for {decision.phase} in round {game.state.round}"


def play_and_check(count, seeds):
    for seed in seeds:
        game = play_random(new_game(count, seed), seed, every_decision_has_a_choice)
        check_invariants(game)
        if count > 1:
            assert game.state.round == 12
        outcome = game.outcome()
        assert outcome.winners
        if seed % 10 == 0:
            again = replay(parse_record(record_to_yaml(record_of(game))))
            assert again.state.same_table(game.state)
            assert [s.total for s in again.outcome().sheets] == [s.total for s in outcome.sheets]


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_random_games_keep_the_invariants_and_replay_exactly(count):
    play_and_check(count, range(QUICK_GAMES))


@pytest.mark.slow
@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_soak_random_games_keep_the_invariants_and_replay_exactly(count):
    play_and_check(count, range(QUICK_GAMES, SOAK_GAMES))
