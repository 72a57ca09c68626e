"""The Puzzles screen, driven through its methods with clicks: a right, a partly right and a wrong answer each
show their grade and the explanation, the best move drawn; the list and the progress through the table."""
import pytest

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.puzzle_screen import PuzzleScreen
from dragonarium.play.base.commands import Command
from dragonarium.play.table.marks import CellFrames, SiteFrame, TileGhost
from dragonarium.puzzles.files import load_puzzles
from dragonarium.puzzles.grading import evaluator
from dragonarium.puzzles.model import Answer, Kind
from dragonarium.puzzles.puzzle_words import grade_sentence, title
from dragonarium.rules import Place

from tests.app.contexts import context_of
from tests.app.driver import Driver
from tests.puzzles.support import SHIPPED

PUZZLES = load_puzzles(SHIPPED)


def open_puzzle(puzzle, graded=None):
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    return PuzzleScreen(context_of(offscreen), puzzle, lambda: None, lambda: None,
                        (lambda p, g, t: graded.append(g)) if graded is not None else (lambda p, g, t: None))


def answer_with_clicks(screen, answer):
    driver = Driver(screen)
    driver.play(answer.action)
    if answer.cells is not None:
        driver.play(Place(answer.cells))


def first(kind, test=lambda puzzle: True):
    return next(puzzle for puzzle in PUZZLES if puzzle.kind is kind and test(puzzle))


def test_the_right_answer_is_graded_and_the_table_goes_back_with_the_best_move_drawn():
    puzzle = first(Kind.DRAFT)
    graded = []
    screen = open_puzzle(puzzle, graded)
    try:
        assert screen.grade is None and title(puzzle) in screen.panel_text()
        answer_with_clicks(screen, puzzle.answer)
        grade = screen.grade
        assert grade is not None and grade.found and grade.percent == 100 and graded == [grade]
        assert grade_sentence(grade) in screen.panel_text() and "Take the" in screen.panel_text()
        state = screen.game.state
        assert state.pending().phase is puzzle.state.pending().phase and state.boards == puzzle.state.boards
        marks = screen.session.decision_marks()
        assert any(isinstance(mark, SiteFrame) and mark.slot == puzzle.answer.action.slot for mark in marks)
        assert any(isinstance(mark, TileGhost) and mark.verdict.placement.cells == puzzle.answer.cells
                   for mark in marks)
        labels = [label for _, label in screen.session.switches()]
        assert "Next puzzle" in labels and "Try again" in labels
    finally:
        screen.cleanup()


def partly_right(puzzle):
    """A legal move of ``puzzle`` worth some of the best move's points, but not all (None when it has none)."""
    for answer, value in evaluator().values(puzzle.state):
        if 0.05 < value < puzzle.value - 0.1:
            return answer, value
    return None


def test_a_partly_right_answer_gets_its_share_and_can_be_tried_again():
    puzzle, (answer, value) = next((p, found) for p in PUZZLES if p.kind is Kind.STONE
                                   for found in [partly_right(p)] if found is not None)
    screen = open_puzzle(puzzle)
    try:
        answer_with_clicks(screen, answer)
        assert screen.grade is None and screen.run.retrying  # one more try, the answer not shown
        answer_with_clicks(screen, answer)
        grade = screen.grade
        # the table counts from the best move's stated points, written to the hundredth
        assert 0 < grade.fraction < 1 and grade.points == pytest.approx(value, abs=0.0051)
        assert grade.fraction == pytest.approx(value / puzzle.value, abs=0.01)
        assert grade_sentence(grade) in screen.panel_text() and "Yours: " in screen.panel_text()
        marks = screen.session.decision_marks()
        assert any(isinstance(mark, CellFrames) and mark.cells == (puzzle.answer.action.cell,) for mark in marks)
        screen.press(Command.RESTART_STEP)
        assert screen.grade is None and title(puzzle) in screen.panel_text()
        answer_with_clicks(screen, puzzle.answer)
        assert screen.grade.found
    finally:
        screen.cleanup()


def worthless_move(puzzle):
    """A legal move of ``puzzle`` worth nothing or less (None when it has none)."""
    for answer, value in evaluator().values(puzzle.state):
        if value <= 0:
            return answer
    return None


def test_a_wrong_answer_gets_none_of_the_points():
    puzzle, wrong = next((p, w) for p in PUZZLES if p.kind in (Kind.NEST, Kind.STONE)
                         for w in [worthless_move(p)] if w is not None)
    screen = open_puzzle(puzzle)
    try:
        answer_with_clicks(screen, Answer(wrong.action))
        answer_with_clicks(screen, Answer(wrong.action))
        assert screen.grade.fraction == 0 and screen.grade.percent == 0
        assert grade_sentence(screen.grade) in screen.panel_text()
        problem = screen.run.check(puzzle.answer.action)
        assert problem is not None  # graded: no more moves until it is tried again
    finally:
        screen.cleanup()


def test_from_the_start_screen_to_a_puzzle_and_its_progress_kept(tmp_path):
    from tests.app.test_history_screen import open_app, start_button
    from dragonarium.app.puzzle_flow import PuzzleFlow
    from dragonarium.app.screens.puzzle_menu import PuzzleMenu, button_text
    from dragonarium.puzzles.progress import START, load_progress
    from dragonarium.puzzles.puzzle_words import standing_text
    from tests.app.drawn_text import texts_under

    app = open_app(tmp_path)
    try:
        app.puzzles = PuzzleFlow(app, progress_file=tmp_path / "puzzles.json")
        start_button(app.screen, "Puzzles")["command"]()
        menu = app.screen
        assert isinstance(menu, PuzzleMenu) and len(menu.puzzles) == len(PUZZLES)
        puzzle = next(p for p in menu.puzzles[:menu.per_page] if p.kind in (Kind.NEST, Kind.STONE))  # on the first page
        app.puzzles.play(puzzle)
        assert isinstance(app.screen, PuzzleScreen)
        answer_with_clicks(app.screen, puzzle.answer)
        kept = load_progress(tmp_path / "puzzles.json")
        assert kept.mark(puzzle.id).solved and kept.rating > START and kept.streak == 1
        assert standing_text(kept.rating, 1, kept.rating - START) in app.screen.panel_text()
        app.screen.press(Command.RESTART_STEP)  # tried again: the last answer's change goes with its grade
        assert standing_text(kept.rating, 1) in app.screen.panel_text() and "(+" not in app.screen.panel_text()
        app.screen.press(Command.NEXT_LESSON)
        assert app.screen.run.puzzle.id == app.puzzles.following(puzzle).id
        app.screen.press(Command.BACK)
        assert isinstance(app.screen, PuzzleMenu)
        number = PUZZLES.index(puzzle) + 1
        assert button_text(number, puzzle, app.puzzles.progress) in [b["text"] for b in app.screen.buttons]
        assert "solved" in button_text(number, puzzle, app.puzzles.progress)
        header = standing_text(kept.rating, kept.streak)
        assert any(header in text.getText() for text in texts_under(app.screen.root))
    finally:
        app.close()


def test_a_corrupt_progress_file_is_noted_on_the_list(tmp_path):
    from tests.app.test_history_screen import open_app
    from dragonarium.app.puzzle_flow import PuzzleFlow

    (tmp_path / "puzzles.json").write_text("{broken")
    app = open_app(tmp_path)
    try:
        app.puzzles = PuzzleFlow(app, progress_file=tmp_path / "puzzles.json")
        app.puzzle_menu()
        assert app.screen.progress.marks == {} and "puzzles.json" in app.screen.progress.note
    finally:
        app.close()
