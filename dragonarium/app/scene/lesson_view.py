"""A lesson on the table: rings around the pieces its step speaks of, and its panel in the band the layout keeps
for it.

The step's pieces (``PlaySession.lesson_marks``: cells and stacks, site slots,
the Assistant) are ringed in the lesson's colour; ``focus_rects`` projects each
to the screen (tests check that no panel lies over them). The lesson's panel
hangs in its own band over the boards' part of the window
(``play.table.screen_layout``), so it covers no board at all.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from panda3d.core import Mat4, NodePath

from dragonarium.play.table.lesson_panel import Rect
from dragonarium.play.table.marks import AssistantFrame, CellRings, Mark, SiteFrame
from dragonarium.rules import GameState
from dragonarium.app.scene.board_view import assistant_spot
from dragonarium.app.ui.hud_panels import Box, anchor
from dragonarium.app.scene.layout import cell_centre, level_z, site_place, site_positions
from dragonarium.app.scene.mark_layer import ASSISTANT_HALF, mark_node
from dragonarium.app.scene.mark_meshes import BADGE_HALF, top_z
from dragonarium.app.scene.table_view import SITE_SCALE, TableView

MARK_REACH = 0.62 + 0.04 + BADGE_HALF + 0.03 - 0.04
"""How far round a cell's centre its lesson ring and the ring's corner badge reach (``mark_meshes``)."""
MARK_LIFT = 0.06
"""How far over a square's top (a cliff's rock included) its ring lies."""
ToScreen = Callable[[tuple[float, float, float]], Optional[tuple[float, float]]]


class LessonView:
    """Draws the rings of a lesson's current step over ``table`` and places its panel."""

    def __init__(self, root: NodePath, table: TableView, to_screen: ToScreen) -> None:
        self.root = root.attachNewNode("lesson-rings")
        self.table = table
        self.marks: tuple[Mark, ...] = ()
        """The step's marks, as last drawn."""
        self.to_screen = to_screen
        self._camera: Optional[tuple] = None
        self._moving = False

    def draw(self, state: GameState, marks: Sequence[Mark]) -> None:
        """Ring every piece of the step's ``marks`` (none once the lesson is complete)."""
        self.root.getChildren().detach()
        self.marks = tuple(marks)
        for mark in self.marks:
            mark_node(self.root, self.table, state, mark)

    def focus_rects(self, state: GameState) -> list[Rect]:
        """The step's pieces as rectangles of the 2D layer (pieces behind the camera are left out)."""
        return [rect for rect in (self._rect(points) for mark in self.marks for points in self._pieces(state, mark))
                if rect is not None]

    def mark_boxes(self, state: GameState) -> list[Box]:
        """The step's pieces with their rings and badges (a ring's tick or cross sits on its corner, out of the
        square), as boxes of the 2D layer: what the reason box by the held tile keeps off."""
        rects = (self._rect(points) for mark in self.marks for points in self._pieces(state, mark, MARK_REACH))
        return [Box(rect.left, rect.right, rect.bottom, rect.top) for rect in rects if rect is not None]

    def _pieces(self, state: GameState, mark: Mark, reach: float = 0.5) -> list[list[tuple[float, float, float]]]:
        """The corners of each piece ``mark`` rings, in the world (a cell's: ``reach`` squares round its centre)."""
        if isinstance(mark, CellRings):
            place, board = self.table.places[mark.player], state.boards[mark.player]
            pieces = []
            for cell in mark.cells:
                x, y = cell_centre(cell, board.spec.rows, board.spec.cols)
                z = level_z(board.level(cell)) if reach == 0.5 else top_z(board, cell) + MARK_LIFT
                pieces.append([place.to_world(x + dx, y + dy, zz) for dx in (-reach, reach)
                               for dy in (-reach, reach) for zz in (0.0, z)])
            return pieces
        if isinstance(mark, AssistantFrame):
            place, board = self.table.places[mark.player], state.boards[mark.player]
            x, y, z = assistant_spot(board, board.step)
            return [[place.to_world(x + dx, y + dy, zz) for dx in (-ASSISTANT_HALF, ASSISTANT_HALF)
                     for dy in (-ASSISTANT_HALF, ASSISTANT_HALF) for zz in (z, z + 0.7)]]
        if isinstance(mark, SiteFrame):
            site = site_place(self.table.places, state.current)
            sx, sy = site_positions(len(state.site))[mark.slot]
            # the tile, and its slot number written under it
            return [[site.to_world(sx + dx, sy + dy, 0.3) for dx in (-SITE_SCALE / 2, SITE_SCALE / 2)
                     for dy in (-SITE_SCALE - 0.45, SITE_SCALE)]]
        return []

    def _rect(self, points: list[tuple[float, float, float]]) -> Optional[Rect]:
        spots = [self.to_screen(point) for point in points]
        seen = [spot for spot in spots if spot is not None]
        return Rect.around(seen) if seen else None

    @staticmethod
    def place(panel: NodePath, box: Box, wrap: float) -> None:
        """Hang ``panel`` centred under the top of ``box`` (the layout's band for the lesson, over the boards'
        part of the window: it covers no board, no planning site and no track), its words wrapped to ``wrap``
        ems."""
        panel.node().setWordwrap(wrap)
        anchor(panel, box.centre, box.top, centred=True)

    def camera_settled(self, base) -> bool:
        """True once when the camera has stopped after moving (the panel is then placed afresh)."""
        key = (Mat4(base.cam.getMat(base.render)), tuple(base.camLens.getFov()))
        if key != self._camera:
            self._moving = self._camera is not None
            self._camera = key
            return False
        settled, self._moving = self._moving, False
        return settled

    def cleanup(self) -> None:
        self.root.removeNode()
