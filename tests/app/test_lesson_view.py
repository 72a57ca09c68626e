"""On the table a lesson rings what its step speaks of, and its panel covers none of it."""
import pytest

from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.ui.hud_panels import bounds
from dragonarium.app.ui.layout_json import collect, problems
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.play.table.lesson_panel import Rect
from dragonarium.play.session import PlaySession

from tests.app.contexts import context_of
from tests.support.games import CATALOG

LESSONS = {lesson.id: lesson for lesson in load_lessons(catalog=CATALOG)}


def open_at(lesson_id: str, steps: int, size=(1280, 720)) -> tuple[OffscreenBase, GameScreen]:
    lesson = LESSONS[lesson_id]
    offscreen = OffscreenBase.get(size)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    run = LessonRun(lesson, CATALOG)
    screen = GameScreen(context_of(offscreen), PlaySession(run.game, lesson=run))
    for step in lesson.steps[:steps]:
        screen.apply(screen.session.play(step.solution))
    offscreen.render_frames(1)
    return offscreen, screen


def panel_rect(screen: GameScreen) -> Rect:
    return Rect(*bounds(screen.overlay.find("**/lesson")))


def inside_its_band(screen: GameScreen) -> bool:
    rect, band = panel_rect(screen), screen.plan.lesson
    return (band.left - 1e-6 <= rect.left and rect.right <= band.right + 1e-6 and band.bottom - 1e-6 <= rect.bottom
            and rect.top <= band.top + 1e-6 and not band.overlaps(screen.plan.boards))


@pytest.mark.parametrize("lesson_id, steps, rings", [
    ("01-first-tile", 0, "lesson-cells"),        # the starting tile, in the middle of the board
    ("01-first-tile", 2, "lesson-slot"),         # a planning-site tile, above the board
    ("08-assistant", 0, "lesson-assistant"),     # the Assistant on the ring's far corner (no domain before the choice)
    ("11-game-end", 0, "lesson-slot"),           # the whole planning site
])
def test_the_panel_covers_none_of_the_pieces_its_step_rings(lesson_id, steps, rings):
    offscreen, screen = open_at(lesson_id, steps)
    try:
        view = screen.lesson_view
        assert view is not None and inside_its_band(screen)
        assert not screen.root.find(f"**/{rings}").isEmpty()
        pieces = view.focus_rects(screen.game.state)
        assert pieces and all(panel_rect(screen).overlap(piece) == 0 for piece in pieces)
        assert problems(collect(offscreen.base.aspect2d, (1280, 720)), (1280, 720)) == []
    finally:
        screen.cleanup()


def test_the_next_step_finds_the_panel_in_its_band_clear_of_its_pieces():
    offscreen, screen = open_at("01-first-tile", 0)
    try:
        screen.apply(screen.session.play(LESSONS["01-first-tile"].steps[0].solution))
        # the next step speaks of the Assistant, on the track's corner
        assert "Choose water" in screen.lesson_panel.getText() and inside_its_band(screen)
        pieces = screen.lesson_view.focus_rects(screen.game.state)
        assert pieces and all(panel_rect(screen).overlap(piece) == 0 for piece in pieces)
    finally:
        screen.cleanup()


def test_once_complete_nothing_is_ringed():
    lesson = LESSONS["09-royal-eggs"]
    offscreen, screen = open_at(lesson.id, len(lesson.steps))
    try:
        assert screen.lesson.finished and screen.lesson_view.focus_rects(screen.game.state) == []
        assert screen.root.find("**/lesson-rings").getNumChildren() == 0
    finally:
        screen.cleanup()


def colours_of(node) -> set[tuple[float, ...]]:
    """The vertex colours of every mesh under ``node``, rounded."""
    from panda3d.core import GeomVertexReader
    found = set()
    for geom_path in node.findAllMatches("**/+GeomNode"):
        geom_node = geom_path.node()
        for index in range(geom_node.getNumGeoms()):
            reader = GeomVertexReader(geom_node.getGeom(index).getVertexData(), "color")
            while not reader.isAtEnd():
                found.add(tuple(round(channel, 2) for channel in reader.getData4()))
    return found


def test_pieces_to_use_to_avoid_and_to_look_at_differ_in_shape_and_colour():
    # lesson 5: the ready egg to cover, the dragon's square and the unready egg not to cover; lesson 6's second
    # step adds a square shown for information
    offscreen, screen = open_at("05-hatching", 0)
    try:
        rings = screen.root.findAllMatches("**/lesson-cells")
        shapes = {ring.getPythonTag("shape"): ring for ring in rings}
        assert set(shapes) == {"use", "avoid"}
        assert colours_of(shapes["use"]) != colours_of(shapes["avoid"])
        legend = screen.lesson_panel.getText().splitlines()[-1]
        assert "tick" in legend and "cross" in legend and "dashed" not in legend
    finally:
        screen.cleanup()
    offscreen, screen = open_at("06-nesting", 1)
    try:
        shapes = {ring.getPythonTag("shape"): ring for ring in screen.root.findAllMatches("**/lesson-cells")}
        assert set(shapes) == {"use", "info"}
        use, info = (shapes[shape].find("**/+GeomNode").node().getName() for shape in ("use", "info"))
        assert use != info and colours_of(shapes["use"]) != colours_of(shapes["info"])
        assert "dashed" in screen.lesson_panel.getText()
    finally:
        screen.cleanup()
