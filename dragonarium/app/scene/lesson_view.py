"""A lesson on the table: rings around the pieces its step speaks of, and its panel placed clear of them.

The step's pieces (``PlaySession.lesson_marks``: cells and stacks, site slots,
the Assistant) are ringed in the lesson's colour. Each is also projected to the
screen, and the lesson's panel takes the first of its spots (over the table,
under it, in the left column) that covers none of them (``play.table.lesson_panel``).
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from panda3d.core import Mat4, NodePath

from dragonarium.play.table.lesson_panel import Rect, choose_spot
from dragonarium.play.table.marks import AssistantFrame, CellRings, Mark, SiteFrame
from dragonarium.rules import GameState
from dragonarium.app.scene.board_view import assistant_spot
from dragonarium.app.ui.hud import GAP, TEXT_SCALE, Box, Hud, anchor, below, bounds
from dragonarium.app.scene.layout import cell_centre, level_z, site_place, site_positions
from dragonarium.app.scene.mark_layer import ASSISTANT_HALF, mark_node
from dragonarium.app.scene.table_view import SITE_SCALE, TableView

ToScreen = Callable[[tuple[float, float, float]], Optional[tuple[float, float]]]


class LessonView:
    """Draws the rings of a lesson's current step over ``table`` and places its panel."""

    def __init__(self, root: NodePath, table: TableView, to_screen: ToScreen) -> None:
        self.root = root.attachNewNode("lesson-rings")
        self.table = table
        self.marks: tuple[Mark, ...] = ()
        """The step's marks, as last drawn."""
        self.to_screen = to_screen
        self.spot = "top"
        """Where the panel was last placed: ``top``, ``bottom`` or ``left``."""
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

    def _pieces(self, state: GameState, mark: Mark) -> list[list[tuple[float, float, float]]]:
        """The corners of each piece ``mark`` rings, in the world."""
        if isinstance(mark, CellRings):
            place, board = self.table.places[mark.player], state.boards[mark.player]
            pieces = []
            for cell in mark.cells:
                x, y = cell_centre(cell, board.spec.rows, board.spec.cols)
                z = level_z(board.level(cell))
                pieces.append([place.to_world(x + dx, y + dy, zz) for dx in (-0.5, 0.5) for dy in (-0.5, 0.5)
                               for zz in (0.0, z)])
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

    def place(self, panel: NodePath, state: GameState, hud: Hud, frame_rate: NodePath, switches_bottom: float) -> str:
        """Place ``panel`` over the table (under the frame rate), under it (over the instruction line) or in the
        left column (under the switches), wherever it covers none of the step's pieces."""
        regions = hud.regions
        top, left = regions.top_centre, regions.left
        message = bounds(hud.node("message"))
        supply = bounds(hud.node("supply"))
        low = (message[3] if message else regions.strip.top) + GAP
        spots = {"top": (Box(top.left, top.right, top.bottom, below(frame_rate, top.top)), False),
                 "bottom": (Box(top.left, top.right, low, top.bottom), True),
                 "left": (Box(left.left, left.right, (supply[3] if supply else left.bottom) + GAP,
                              switches_bottom - GAP), False)}
        return self.place_panel(panel, state, spots)

    def place_panel(self, panel: NodePath, state: GameState, spots: dict[str, tuple[Box, bool]]) -> str:
        """Put ``panel`` in the first of ``spots`` that fits its region and covers none of the step's pieces (else
        the one covering least). Each spot is a region and where the panel hangs in it: centred under its top
        edge, or (``True``) centred on its bottom edge. Returns the spot's name."""
        focus = self.focus_rects(state)
        fitting = [(name, rect) for name, (region, low) in spots.items()
                   if (rect := self._try(panel, region, low)) is not None]
        self.spot = choose_spot(fitting, focus) if fitting else next(iter(spots))
        self._try(panel, *spots[self.spot])
        return self.spot

    @staticmethod
    def _try(panel: NodePath, region: Box, low: bool) -> Optional[Rect]:
        """Wrap ``panel`` to ``region`` and hang it there; its rectangle, or None when it does not fit."""
        panel.node().setWordwrap(region.width / TEXT_SCALE - 1)
        anchor(panel, region.centre, region.bottom if low else region.top, bottom=low, centred=True)
        extent = bounds(panel)
        if extent is None:
            return None
        rect = Rect(*extent)
        inside = (rect.left >= region.left - 1e-6 and rect.right <= region.right + 1e-6
                  and rect.bottom >= region.bottom - 1e-6 and rect.top <= region.top + 1e-6)
        return rect if inside else None

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
