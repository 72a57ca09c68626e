"""Random legal games to the end for every player count, with the game's invariants.

The default run plays the first ``QUICK_GAMES`` seeds of each player count; the
soak (``pytest -m slow``) plays the rest, up to ``SOAK_GAMES`` per count.
"""
import pytest


from tests.support.games import new_game, play_random
from tests.support.invariants import check_invariants, every_decision_has_a_choice
from tests.support.records import written_and_replayed

QUICK_GAMES = 60
SOAK_GAMES = 900


def play_and_check(count, seeds):
    for seed in seeds:
        game = play_random(new_game(count, seed), seed, every_decision_has_a_choice)
        check_invariants(game)
        if count > 1:
            assert game.state.round == 12
        outcome = game.outcome()
        assert outcome.winners
        if seed % 10 == 0:
            again = written_and_replayed(game)
            assert again.state.same_table(game.state)
            assert [s.total for s in again.outcome().sheets] == [s.total for s in outcome.sheets]


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_random_games_keep_the_invariants_and_replay_exactly(count):
    play_and_check(count, range(QUICK_GAMES))


@pytest.mark.slow
@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_soak_random_games_keep_the_invariants_and_replay_exactly(count):
    play_and_check(count, range(QUICK_GAMES, SOAK_GAMES))
