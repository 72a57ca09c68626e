"""A lesson's board stays where it is while the lesson goes on: a refused click, a hint or the next step's longer
words do not reframe the camera, so the next click lands on the cell under the pointer."""
import pytest

from dragonarium.play.base.commands import Command
from dragonarium.rules import Place, Placement

from tests.app.test_lesson_refusal_screen import cell_pixel, open_lesson


@pytest.mark.parametrize("lesson_id, size", [("05-hatching", (1280, 720)), ("01-first-tile", (1024, 768))])
def test_a_refused_click_a_hint_and_the_next_step_leave_the_board_where_it_was(lesson_id, size):
    screen = open_lesson(lesson_id, size)
    try:
        run = screen.lesson
        cell = next(iter(run.game.state.boards[0].cells()))

        def seen():
            return cell_pixel(screen, cell), screen.plan.boards

        before = seen()
        refused = next((action for action in run.game.legal_actions()
                        if isinstance(action, Place) and run.check(action) is not None), None)
        if refused is not None:
            rotation, first = next((r, each) for r in range(4) for each in run.game.state.boards[0].cells()
                                   if Placement.at(each, r).cells == refused.cells)
            screen.controller.rotation = rotation
            screen.left_click(*cell_pixel(screen, first))
            assert run.check(refused) in screen.lesson_panel.getText()
            assert seen() == before, "a refusal moves nothing"
        screen.press(Command.HINT)
        assert "Hint" in screen.lesson_panel.getText()
        assert seen() == before, "a hint moves nothing"
        screen.press(Command.HINT)
        step = run.index
        while run.index == step and not run.finished:  # the step's move, and the decisions that finish it
            screen.apply(screen.session.play(run.answer()))
        assert run.index == step + 1
        assert seen() == before, "the next step's words move nothing"
    finally:
        screen.cleanup()
