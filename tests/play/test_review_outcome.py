"""How a game went by the strong player's estimate: each player's estimate after every action (the final score
once the game is over), and the key moments, the decisions that lost most."""
from pathlib import Path

from dragonarium.bots.evaluation import state_value
from dragonarium.bots.players import promise_left
from dragonarium.play.review.judging import Judgement, game_states
from dragonarium.play.review.outcome import estimate, key_moments
from dragonarium.play.review_session import open_record
from dragonarium.rules import Draft, Phase, total_points

from tests.support.games import CATALOG

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "two-player-game.yaml"


def test_the_estimate_is_the_strong_players_value_and_at_the_end_the_final_score():
    states = game_states(open_record(EXAMPLE, CATALOG), CATALOG)
    middle = states[40]
    assert estimate(middle) == tuple(round(state_value(middle, p, promise_left(middle)), 1) for p in (0, 1))
    assert states[-1].over
    assert estimate(states[-1]) == tuple(float(total_points(board)) for board in states[-1].boards)


def _judged(index: int, loss: float) -> Judgement:
    return Judgement(index, index % 2, Phase.DRAFT, Draft(0), Draft(1), loss)


def test_the_key_moments_are_the_three_largest_losses_the_earlier_first_among_equals():
    judgements = {i: _judged(i, loss) for i, loss in enumerate([0.0, 5.0, 1.0, 9.0, 5.0, 0.5, 0.0])}
    assert key_moments(judgements) == [3, 1, 4]
    assert key_moments({0: _judged(0, 0.0), 2: _judged(2, 2.0)}) == [2], "a decision that lost nothing is none"
    assert key_moments({}) == []
