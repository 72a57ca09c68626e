"""Marks on a cliff are drawn on its rock, not inside it: every legal nest shows, empty cliffs too."""
from panda3d.core import GeomVertexReader

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.scene.board_view import CLIFF_HEIGHT
from dragonarium.app.scene.layout import cell_centre
from dragonarium.app.scene.mark_meshes import highlight_node, lesson_ring_node, ring_node
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.rules import Nest
from dragonarium.play.session import PlaySession

from tests.app.contexts import context_of
from tests.support.games import CATALOG


def lowest_z_around(node, x: float, y: float) -> float:
    """The lowest vertex of ``node``'s meshes within a cell's reach of (x, y), in the board's frame."""
    low = None
    for geom_path in node.findAllMatches("**/+GeomNode"):
        for index in range(geom_path.node().getNumGeoms()):
            reader = GeomVertexReader(geom_path.node().getGeom(index).getVertexData(), "vertex")
            while not reader.isAtEnd():
                vx, vy, vz = reader.getData3()
                if abs(vx - x) <= 0.7 and abs(vy - y) <= 0.7:
                    low = vz if low is None else min(low, vz)
    assert low is not None
    return low


def test_the_frames_of_every_legal_nest_lie_on_top_of_the_empty_cliffs():
    lesson = next(lesson for lesson in load_lessons(catalog=CATALOG) if lesson.id == "13-lostwing-cliffs")
    offscreen = OffscreenBase.get((640, 480))
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    run = LessonRun(lesson, CATALOG)
    screen = GameScreen(context_of(offscreen), PlaySession(run.game, lesson=run))
    try:
        screen.apply(screen.session.play(lesson.steps[0].solution))
        state = run.game.state
        board = state.boards[0]
        nests = {choice.cell for choice in state.pending().choices if isinstance(choice, Nest)}
        empty_cliffs = [cell for cell in board.spec.cliffs if not board.dragons_on(cell)]
        assert empty_cliffs and set(empty_cliffs) <= nests
        assert set(screen.session.controller.targets()) == nests
        place = screen.table.places[0]
        for make in (lambda cells: highlight_node(screen.root, place, board, cells),
                     lambda cells: ring_node(screen.root, place, board, cells, (1, 1, 1)),
                     lambda cells: lesson_ring_node(screen.root, place, board, cells, (1, 1, 1), "use")):
            for cell in empty_cliffs:
                node = make([cell])
                x, y = cell_centre(cell, board.spec.rows, board.spec.cols)
                assert lowest_z_around(node, x, y) > CLIFF_HEIGHT
                node.removeNode()
    finally:
        screen.cleanup()
