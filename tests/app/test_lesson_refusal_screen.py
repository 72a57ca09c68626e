"""A lesson's refusal on the table: said in the lesson's panel beside its ask, not under the table; the ghost of a
refused placement shows no tick; the reason box by the held tile keeps off the pieces the lesson marks, rings and
badges included."""
import pytest

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.ui.hud_panels import bounds
from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.play.base.commands import Command
from dragonarium.play.session import PlaySession
from dragonarium.play.table.marks import GhostKind
from dragonarium.play.table.screen_layout import Box
from dragonarium.app.scene.camera import apply_view
from dragonarium.app.scene.layout import cell_centre, level_z
from dragonarium.rules import Place, Placement, parse_cell

from tests.app.driver import Driver
from tests.support.games import CATALOG

LESSONS = {lesson.id: lesson for lesson in load_lessons(catalog=CATALOG)}


def open_lesson(lesson_id: str, size=(1280, 720)) -> GameScreen:
    offscreen = OffscreenBase.get(size)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    from tests.app.contexts import context_of

    run = LessonRun(LESSONS[lesson_id], CATALOG)
    return GameScreen(context_of(offscreen), PlaySession(run.game, lesson=run))


def test_a_refused_legal_placement_is_said_in_the_lesson_panel_and_its_ghost_has_no_tick():
    screen = open_lesson("05-hatching")
    try:
        run = screen.lesson
        refused = next(action for action in run.game.legal_actions()
                       if isinstance(action, Place) and run.check(action) is not None)
        rotation, cell = next((r, cell) for r in range(4) for cell in run.game.state.boards[0].cells()
                              if Placement.at(cell, r).cells == refused.cells)
        screen.controller.rotation = rotation
        pixel = Driver(screen).cell_pixel(0, cell)
        screen.pointer(*pixel)
        assert screen.session.pointer_mark().kind is GhostKind.LEGAL, "before the click the rules allow it"
        screen.left_click(*pixel)
        said = run.check(refused)
        panel = screen.lesson_panel.getText().splitlines()
        assert said in panel and panel.index(said) == panel.index(run.ask()) + 1, "the refusal follows the ask"
        assert said not in screen.message.getText() and "Not this move" not in screen.message.getText()
        ghost = screen.session.pointer_mark()
        assert ghost.judged and ghost.kind is GhostKind.REFUSED
        assert screen.root.find("**/tick").isEmpty() and not screen.root.find("**/cross").isEmpty()
        screen.press(Command.HINT)  # the hint shows in the panel; the placement refused stays refused
        assert screen.session.pointer_mark().judged and screen.root.find("**/tick").isEmpty()
        assert said not in screen.lesson_panel.getText() and "Hint: put the tile on" in screen.lesson_panel.getText()
    finally:
        screen.cleanup()


def cell_pixel(screen: GameScreen, cell) -> tuple[float, float]:
    """The window pixel of ``cell``'s centre on the learner's board, as the camera shows it now."""
    x, y = cell_centre(cell)
    point = screen.table.places[0].to_world(x, y, level_z(screen.game.state.boards[0].level(cell)))
    pixel = screen.picker.screen_point(point)
    assert pixel is not None
    return pixel


def overlaps(a: Box, b: Box) -> bool:
    return min(a.right, b.right) > max(a.left, b.left) and min(a.top, b.top) > max(a.bottom, b.bottom)


@pytest.mark.parametrize("lesson_id, marked, zoom", [
    ("05-hatching", ["C4", "B5"], 0), ("05-hatching", ["C4", "B5"], 6),
    ("13-lostwing-cliffs", ["E2"], 0), ("13-lostwing-cliffs", ["E2"], 6)])
def test_the_reason_box_keeps_off_the_cells_the_lesson_marks_and_their_badges(lesson_id, marked, zoom):
    screen = open_lesson(lesson_id)
    try:
        if zoom:  # seen from above, zoomed in, the board fills the window: no place is clear of the whole table
            screen.controls.focus_top(animate=False)
            screen.controls.zoom(zoom)
            apply_view(screen.base.camera, screen.controls.view)
            screen.refresh()
        view = screen.lesson_view
        ringed = {cell for mark in view.marks for cell in getattr(mark, "cells", ())}
        assert {parse_cell(name) for name in marked} <= ringed, ringed
        marks = view.mark_boxes(screen.game.state)
        label = screen.overlay.find("**/ghost-label")
        seen = 0
        cells = screen.game.state.boards[0].cells()
        for rotation, cell in ((rotation, cell) for rotation in range(4) for cell in cells):
            screen.controller.rotation = rotation
            screen.pointer(*cell_pixel(screen, cell))
            ghost = screen.session.pointer_mark()
            if ghost is None or not label.node().getText():
                continue
            left, right, bottom, top = bounds(label)
            box = Box(left, right, bottom, top)
            assert not any(overlaps(box, mark) for mark in marks), (cell, box, marks)
            seen += 1
        assert seen > 20, "ghosts were shown with their reasons"
    finally:
        screen.cleanup()
