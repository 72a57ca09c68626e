"""A computer seat that thinks long says so under the table, as a hint does."""
import threading

from dragonarium.play.session import THINKING_AFTER, PlaySession
from dragonarium.rules.engine.game import Game, Seat

from tests.support.games import CATALOG


class Slow:
    """A player that answers only once it is let go."""

    name = "slow"

    def __init__(self) -> None:
        self.go = threading.Event()

    def choose(self, state):
        self.go.wait(10)
        return state.legal_actions()[0]


def test_a_long_computer_move_shows_the_thinking_line_until_it_is_played():
    game = Game(CATALOG, [Seat("Ada", kind="expert"), Seat("Bob", kind="expert")], 2)
    session = PlaySession(game)
    slow = Slow()
    session.computers = {0: slow, 1: slow}
    try:
        session.tick(0.0)
        session.tick(THINKING_AFTER / 2)
        assert "thinking" not in session.controller.message
        session.tick(THINKING_AFTER)
        seat = game.seats[game.state.current].name
        assert "thinking" in session.controller.message and seat in session.controller.message
        slow.go.set()
        session.thinking.result(5)
        session.tick(10.0)
        assert len(game.history) == 1 and "thinking" not in session.controller.message
    finally:
        slow.go.set()
        session.close()
