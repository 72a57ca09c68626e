"""Try again from the review: on a decision that lost enough points the review offers it (a button, and the A
key); it opens the decision as a puzzle at the table, graded by the strong player's estimate, and Back returns to
the review at the same decision."""
import pytest

from dragonarium.puzzles.puzzle_words import title
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.review_screen import ReviewScreen
from dragonarium.app.screens.try_again_screen import TryAgainScreen
from dragonarium.app.table_app import TableApp
from dragonarium.play.base.commands import Command
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.review import judging as review
from dragonarium.play.review.judging import Judgement
from dragonarium.play.review_session import ReviewSession
from dragonarium.puzzles.model import Kind
from dragonarium.rules import Place

from tests.app.driver import Driver
from tests.support.games import CATALOG
from tests.support.records import FAR_AWAY, record


def stand_in(state, played, index):
    """The review's judgement of FAR_AWAY without its search: Bob's far corner (action 6) lost 7.96 points."""
    return Judgement(index, state.pending().player, state.pending().phase, played, played, 7.96 if index == 5 else 0)


@pytest.fixture
def app(monkeypatch, tmp_path):
    monkeypatch.setattr(review, "judge", stand_in)
    offscreen = OffscreenBase.get((1280, 720))
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    session = ReviewSession(record(FAR_AWAY), CATALOG)
    shown = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                     review=session, history=tmp_path / "history")
    session.analysis.run()
    shown.screen.tick(0.0)
    yield shown
    shown.close()


def labels(screen):
    return [button["text"] for button in screen.buttons.buttons]


def test_try_again_opens_the_mistake_as_a_puzzle_and_back_returns_to_the_same_decision(app):
    screen = app.screen
    session = screen.session
    assert isinstance(screen, ReviewScreen)
    screen.go(4)  # the draft before: it lost nothing
    assert "Try again (A)" not in labels(screen)
    screen.key("a")
    assert app.screen is screen
    screen.go(5)
    assert "Try again (A)" in labels(screen)
    screen.key("a")  # the puzzle is made off the frame's thread: the review says so meanwhile
    assert app.screen is screen and "Setting this decision up to try again" in session.panel_text()
    screen.key("a")
    screen.preparing.result(timeout=60)
    screen.tick(0.01)
    puzzle_screen = app.screen
    assert isinstance(puzzle_screen, TryAgainScreen)
    puzzle = puzzle_screen.run.puzzle
    assert puzzle.kind is Kind.DRAFT and puzzle.state.boards == session.states[4].boards
    assert puzzle_screen.panel_text().startswith(title(puzzle))
    switches = [label for _, label in puzzle_screen.session.switches()]
    assert "Back to the review" in switches and "Next puzzle" not in switches
    driver = Driver(puzzle_screen)
    driver.play(puzzle.easy.action)  # the move made in the game, again
    driver.play(Place(puzzle.easy.cells))
    assert puzzle_screen.grade is None  # one more try before the answer
    driver.play(puzzle.easy.action)  # and the same move once more
    driver.play(Place(puzzle.easy.cells))
    assert puzzle_screen.grade is not None and puzzle_screen.grade.percent == 12
    puzzle_screen.press(Command.BACK)
    assert isinstance(app.screen, ReviewScreen) and app.screen.session is session
    assert session.step == 5 and app.screen.table.matches(session.states[5])
    assert "Try again (A)" in labels(app.screen)
