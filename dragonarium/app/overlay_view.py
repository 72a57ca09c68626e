"""The scoring overlay: each type's scoring domain on every board, its size, height and points.

Cells of a domain get a translucent wash and a badge in their type's colour and
symbol (each type in its own corner, so a cell counting for two types shows
both); a label floats above the cell that gives the domain its height, which is
marked with a pin. A line per board gives royal dragons and the total.
"""
from __future__ import annotations

from panda3d.core import NodePath, TextNode, TransparencyAttrib

from ..rules import Board, Terrain
from ..play.overlay import DomainMark, board_marks, total_label
from . import palette
from .assets import Assets
from .palette import WHITE
from .layout import RING, BoardPlace, cell_centre, level_z
from .mesh import Mesh

BADGE_CORNER = {Terrain.FIRE: (-1, 1), Terrain.WATER: (1, 1), Terrain.AIR: (-1, -1), Terrain.ROYAL: (1, -1)}


class ScoreOverlay:
    """Draws the overlay for every board; ``show`` redraws it for a new state."""

    def __init__(self, assets: Assets, parent: NodePath) -> None:
        self.assets = assets
        self.root = parent.attachNewNode("score-overlay")
        self.root.setLightOff(1)
        self.root.setShaderOff(1)
        self.marks: list[list[DomainMark]] = []
        self.totals: list[str] = []
        self._signature: tuple = ()

    def set_visible(self, visible: bool) -> None:
        self.root.show() if visible else self.root.hide()

    @property
    def visible(self) -> bool:
        return not self.root.isHidden()

    def show(self, boards: list[Board], places: list[BoardPlace]) -> None:
        signature = tuple((tuple(b.stacks), tuple(b.dragons)) for b in boards) + tuple(places)
        if signature == self._signature:
            return
        self._signature = signature
        self.root.getChildren().detach()
        self.marks, self.totals = [], []
        for index, (board, place) in enumerate(zip(boards, places)):
            marks, sheet = board_marks(board)
            self.marks.append(marks)
            self.totals.append(total_label(sheet))
            holder = self.root.attachNewNode(f"overlay-{index}")
            holder.setPos(place.x, place.y, 0.0)
            holder.setH(place.heading)
            self._draw_board(holder, board, marks, self.totals[-1])

    def _draw_board(self, holder: NodePath, board: Board, marks: list[DomainMark], total: str) -> None:
        wash = Mesh()
        badges = Mesh()
        rows, cols = board.spec.rows, board.spec.cols
        for mark in marks:
            colour = palette.TERRAIN_COLOUR[mark.terrain]
            uv = palette.atlas_uv(mark.terrain.value)
            # the symbol sits in the upper-left quarter of the atlas slot
            symbol_uv = (uv[0], (uv[1] + uv[3]) / 2, (uv[0] + uv[2]) / 2, uv[3])
            sx, sy = BADGE_CORNER[mark.terrain]
            for cell in mark.cells:
                x, y = cell_centre(cell, rows, cols)
                z = level_z(board.level(cell)) + 0.05
                wash.quad(((x - 0.45, y - 0.45, z), (x + 0.45, y - 0.45, z), (x + 0.45, y + 0.45, z),
                           (x - 0.45, y + 0.45, z)), (0, 0, 1), (*colour, 0.45))
                bx, by = x + sx * 0.3, y + sy * 0.3
                badges.box(bx - 0.13, by - 0.13, z, bx + 0.13, by + 0.13, z + 0.03, WHITE, (0.2, 0.2, 0.2, 1.0),
                           symbol_uv)
            hx, hy = cell_centre(mark.height_cell, rows, cols)
            top = level_z(board.level(mark.height_cell))
            pin = Mesh()
            pin.box(hx - 0.04, hy - 0.04, top, hx + 0.04, hy + 0.04, top + 0.9, (*colour, 1.0), (*colour, 1.0))
            holder.attachNewNode(pin.node(f"height-{mark.terrain.value}"))
            self._label(holder, mark.label, (hx, hy, top + 1.05 + 0.28 * list(Terrain).index(mark.terrain)),
                        colour)
        washed = holder.attachNewNode(wash.node("domain-wash"))
        washed.setTransparency(TransparencyAttrib.MAlpha)
        washed.setDepthWrite(False)
        washed.setBin("transparent", 5)
        badge_node = holder.attachNewNode(badges.node("domain-badges"))
        badge_node.setTexture(self.assets.textures["terrain_atlas"])
        self._label(holder, total, (RING - 1.0, RING - 0.2, 2.6), (0.9, 0.75, 0.3))

    def _label(self, holder: NodePath, text: str, at: tuple[float, float, float], colour) -> None:
        node = TextNode("overlay-label")
        node.setText(text)
        node.setAlign(TextNode.ACenter)
        node.setTextColor(1, 1, 1, 1)
        node.setCardColor(colour[0] * 0.55, colour[1] * 0.55, colour[2] * 0.55, 0.9)
        node.setCardAsMargin(0.3, 0.3, 0.15, 0.15)
        node.setCardDecal(True)
        label = holder.attachNewNode(node)
        label.setPos(*at)
        label.setBillboardPointEye()
        label.setScale(0.32)
        label.setDepthTest(False)
        label.setDepthWrite(False)
        label.setBin("fixed", 20)
