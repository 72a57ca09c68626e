"""The keyboard's cell cursor on the table (``play.key_play``): four thick corner brackets round the cell, or round
the planning site's tile, in the focus ring's sky blue edged in near-black, drawn over everything.

Its shape parts it from every other mark (frames, rings, the hint's dashed outline): no other mark is corners
alone; its two tones read on every square colour and in greys, as the focus ring does on every widget.
"""
from __future__ import annotations

from typing import Sequence

from panda3d.core import NodePath

from dragonarium.play.base.picks import CellPick, Pick
from dragonarium.rules import GameState
from dragonarium.app.gfx import palette
from dragonarium.app.gfx.mesh import Mesh
from dragonarium.app.scene import strokes
from dragonarium.app.scene.ghosts import on_top, see_through
from dragonarium.app.scene.layout import LEVEL_HEIGHT, BoardPlace, cell_centre, site_place, site_positions
from dragonarium.app.scene.mark_meshes import top_z
from dragonarium.app.scene.table_view import SITE_SCALE

CELL_HALF = 0.66
"""Half the side of the brackets' square round a cell (a cell is 1.0)."""
SITE_MARGIN = 0.24
"""How far the brackets reach round a site's tile (beyond the hint's and the move played's frames)."""
ARM = 0.4
"""A bracket's arm, as a share of the side it lies on."""
WIDTH, EDGE = 0.1, 0.04


def _brackets(mesh: Mesh, x: float, y: float, z: float, half: tuple[float, float], width: float,
              colour: tuple[float, float, float, float]) -> None:
    """Four corner brackets ``width`` thick round the rectangle ``half`` across and deep from (x, y)."""
    hx, hy = half
    ax, ay = hx * 2 * ARM, hy * 2 * ARM
    for sx in (-1, 1):
        for sy in (-1, 1):
            cx, cy = x + sx * hx, y + sy * hy
            strokes.rect(mesh, min(cx, cx - sx * ax), min(cy, cy - sy * width), max(cx, cx - sx * ax),
                         max(cy, cy - sy * width), z, colour)
            strokes.rect(mesh, min(cx, cx - sx * width), min(cy, cy - sy * ay), max(cx, cx - sx * width),
                         max(cy, cy - sy * ay), z, colour)


def cursor_node(parent: NodePath, places: Sequence[BoardPlace], state: GameState, cursor: Pick) -> NodePath:
    """The cursor's brackets for ``cursor`` (a cell of a board, or a tile of the site), named ``key-cursor``."""
    if isinstance(cursor, CellPick):
        board = state.boards[cursor.player]
        place = places[cursor.player]
        x, y = cell_centre(cursor.cell, board.spec.rows, board.spec.cols)
        z, half = top_z(board, cursor.cell) + 0.08, (CELL_HALF, CELL_HALF)
    else:
        place = site_place(places, state.current)
        x, y = site_positions(len(state.site))[cursor.slot]
        z, half = LEVEL_HEIGHT + 0.04, (SITE_SCALE / 2 + SITE_MARGIN, SITE_SCALE + SITE_MARGIN)
    node = see_through(parent, "key-cursor")
    node.setPos(place.x, place.y, 0.0)
    node.setH(place.heading)
    mesh = Mesh()
    _brackets(mesh, x, y, z, (half[0] + EDGE, half[1] + EDGE), WIDTH + 2 * EDGE, (*palette.FOCUS_EDGE, 1.0))
    _brackets(mesh, x, y, z + 0.002, half, WIDTH, (*palette.FOCUS, 1.0))
    node.attachNewNode(mesh.node("key-cursor"))
    on_top(node, 5)
    return node
