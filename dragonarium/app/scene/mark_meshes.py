"""The nodes of the marks over the table (``play.table.marks`` says which to draw, and where); a tile's ghost is
``ghosts``'."""
from __future__ import annotations

from typing import Iterable, Optional

from panda3d.core import NodePath, TextNode

from dragonarium.play.table.legal_map import LegalMap
from dragonarium.rules import Board, Cell
from dragonarium.app.gfx.mesh import Mesh
from dragonarium.app.scene import strokes
from dragonarium.app.scene.ghosts import see_through
from dragonarium.app.scene.board_view import CLIFF_HEIGHT
from dragonarium.app.scene.layout import LEVEL_HEIGHT, BoardPlace, cell_centre, level_z


def _holder(parent: NodePath, place: BoardPlace, name: str) -> NodePath:
    """A see-through node in a board's frame."""
    node = see_through(parent, name)
    node.setPos(place.x, place.y, 0.0)
    node.setH(place.heading)
    return node


def top_z(board: Board, cell: Cell) -> float:
    """The height of a cell's top as drawn: a cliff's rock stands above bare board, and a mark under it is hidden."""
    return level_z(board.level(cell)) + (CLIFF_HEIGHT if cell in board.spec.cliffs else 0.0)


HIGHLIGHT: tuple[float, float, float] = (0.98, 0.98, 0.98)
"""White: no square is white, so the band itself parts from every square colour."""
OUTLINE: tuple[float, float, float] = (0.05, 0.04, 0.04)
"""The dark edge around every bright frame, so the frame reads on every square colour, yellow included."""


def highlight_node(parent: NodePath, place: BoardPlace, board: Board, cells: Iterable[Cell],
                   colour: Optional[tuple[float, float, float]] = None) -> NodePath:
    """Bright frames edged in black on the cells a click may choose."""
    node = _holder(parent, place, "highlights")
    mesh = Mesh()
    rgb = colour or HIGHLIGHT
    for cell in cells:
        x, y = cell_centre(cell, board.spec.rows, board.spec.cols)
        z = top_z(board, cell) + 0.03
        strokes.frame(mesh, x, y, z, 0.49, 0.2, (*OUTLINE, 0.95))
        strokes.frame(mesh, x, y, z + 0.002, 0.45, 0.12, (*rgb, 1.0))
        mesh.quad(((x - 0.29, y - 0.29, z), (x + 0.29, y - 0.29, z), (x + 0.29, y + 0.29, z),
                   (x - 0.29, y + 0.29, z)), (0, 0, 1), (*rgb, 0.18))
    node.attachNewNode(mesh.node("highlight-frames"))
    return node


def ring_node(parent: NodePath, place: BoardPlace, board: Board, cells: Iterable[Cell],
              colour: tuple[float, float, float], double: bool = False) -> NodePath:
    """A ring edged in black around each cell, just outside it, so that a highlight inside it stays seen;
    ``double``: with a thin second ring inside it (the move played, in a review)."""
    node = _holder(parent, place, "rings")
    mesh = Mesh()
    for cell in cells:
        x, y = cell_centre(cell, board.spec.rows, board.spec.cols)
        z = top_z(board, cell) + 0.05
        strokes.frame(mesh, x, y, z, 0.62, 0.16 + (0.09 if double else 0.0), (*OUTLINE, 0.95))
        strokes.frame(mesh, x, y, z + 0.002, 0.59, 0.1, (*colour, 1.0))
        if double:
            strokes.frame(mesh, x, y, z + 0.002, 0.46, 0.04, (*colour, 1.0))
    node.attachNewNode(mesh.node("ring-frames"))
    return node


def site_frame_node(parent: NodePath, site: BoardPlace, centre: tuple[float, float], half: tuple[float, float],
                    colour: tuple[float, float, float], double: bool = False) -> NodePath:
    """A glowing frame around one tile of the planning site (``site`` is the row's frame); ``double``: a second,
    thinner frame inside it (the move played, in a review)."""
    node = _holder(parent, site, "site-frame")
    mesh = Mesh()
    strokes.frame(mesh, *centre, LEVEL_HEIGHT + 0.02, half[0], 0.07, (*colour, 0.95), half_y=half[1])
    if double:
        strokes.frame(mesh, *centre, LEVEL_HEIGHT + 0.02, half[0] - 0.11, 0.035, (*colour, 0.95),
                      half_y=half[1] - 0.11)
    node.attachNewNode(mesh.node("site-frame"))
    return node


LESSON_USE, LESSON_AVOID, LESSON_INFO = "use", "avoid", "info"
"""The shapes of a lesson's marks: a solid ring with a tick badge, a solid ring with a cross badge, a dashed ring."""
BADGE_HALF = 0.13


def lesson_ring_node(parent: NodePath, place: BoardPlace, board: Board, cells: Iterable[Cell],
                     colour: tuple[float, float, float], shape: str) -> NodePath:
    """A lesson's ring around each cell, in its ``shape``: solid with a tick badge on its near left corner (use),
    solid with a cross badge there (avoid), or dashed (information); each edged in black. The shape is kept as the
    node's ``shape`` tag."""
    node = _holder(parent, place, "rings")
    mesh = Mesh()
    for cell in cells:
        x, y = cell_centre(cell, board.spec.rows, board.spec.cols)
        z = top_z(board, cell) + 0.05
        _lesson_frame(mesh, x, y, z, (0.62, 0.62), 0.16, colour, shape)
    node.attachNewNode(mesh.node(f"ring-{shape}"))
    node.setPythonTag("shape", shape)
    return node


def lesson_frame_node(parent: NodePath, place: BoardPlace, centre: tuple[float, float], half: tuple[float, float],
                      z: float, colour: tuple[float, float, float], shape: str) -> NodePath:
    """A lesson's frame around a tile of the planning site or the Assistant, in ``shape`` (``lesson_ring_node``)."""
    node = _holder(parent, place, "frame")
    mesh = Mesh()
    _lesson_frame(mesh, *centre, z, half, 0.1, colour, shape)
    node.attachNewNode(mesh.node(f"frame-{shape}"))
    node.setPythonTag("shape", shape)
    return node


def _lesson_frame(mesh: Mesh, x: float, y: float, z: float, half: tuple[float, float], width: float,
                  colour: tuple[float, float, float], shape: str) -> None:
    hx, hy = half
    if shape == LESSON_INFO:
        strokes.dashed_frame(mesh, x, y, z, (hx, hy), width, 0.18, 0.1, (*OUTLINE, 0.95))
        strokes.dashed_frame(mesh, x, y, z + 0.002, (hx - 0.03, hy - 0.03), width - 0.06, 0.12, 0.16,
                             (*colour, 1.0))
        return
    strokes.frame(mesh, x, y, z, hx, width, (*OUTLINE, 0.95), half_y=hy)
    strokes.frame(mesh, x, y, z + 0.002, hx - 0.03, width - 0.06, (*colour, 1.0), half_y=hy - 0.03)
    # the badge sits on the frame's corner, half outside it, so it hides nothing inside
    bx, by, bz = x - hx + 0.04, y - hy + 0.04, z + 0.004
    strokes.card(mesh, bx, by, bz, (BADGE_HALF + 0.03, BADGE_HALF + 0.03), (*OUTLINE, 0.95))
    strokes.card(mesh, bx, by, bz + 0.002, (BADGE_HALF, BADGE_HALF), (*colour, 1.0))
    if shape == LESSON_USE:
        strokes.tick(mesh, bx, by, bz + 0.004, (*OUTLINE, 1.0), size=1.6, half=0.024)
    else:
        strokes.cross(mesh, bx, by, bz + 0.004, (*OUTLINE, 1.0), reach=0.08, half=0.024)


MAP_TEXT_SCALE = 0.18
TICK_WIDTH = 0.11
CROSS_OFFSET = 0.28
"""How far toward the far right corner of a square its cross sits."""


def legal_map_node(parent: NodePath, place: BoardPlace, board: Board, shown: LegalMap) -> NodePath:
    """Every cell pair where the held tile may go (any rotation): a white bar edged in near-black joining the
    two cells, and on their shared edge a white card with a tick and the level it would take (``+Np`` for the
    pillars it would need); a cross on every cell the tile cannot cover at all. No fill colour, so no square
    colour is mistaken for a mark, nor a mark for one. The crossed cells are kept as the node's ``crossed`` tag."""
    node = _holder(parent, place, "legal-map")
    mesh = Mesh()
    for cell in shown.crossed:
        # in the square's far right corner, clear of its egg, sockets and type symbol
        x, y = cell_centre(cell, board.spec.rows, board.spec.cols)
        x, y, z = x + CROSS_OFFSET, y + CROSS_OFFSET, level_z(board.level(cell)) + 0.06
        strokes.card(mesh, x, y, z, (0.12, 0.12), (*OUTLINE, 0.9))
        strokes.cross(mesh, x, y, z + 0.002, (*HIGHLIGHT, 1.0))
    node.setPythonTag("crossed", list(shown.crossed))
    for pair in shown.pairs:
        a, b = pair.cells
        ax, ay = cell_centre(a, board.spec.rows, board.spec.cols)
        bx, by = cell_centre(b, board.spec.rows, board.spec.cols)
        z = max(level_z(board.level(a)), level_z(board.level(b))) + 0.06
        mx, my = (ax + bx) / 2, (ay + by) / 2
        strokes.bar(mesh, (ax, ay), (bx, by), z, 0.08, (*OUTLINE, 0.95))
        strokes.bar(mesh, (ax, ay), (bx, by), z + 0.002, 0.04, (*HIGHLIGHT, 1.0))
        text = TextNode("map-level")
        text.setText(pair.label)
        text.setAlign(TextNode.ALeft)
        text.setTextColor(*OUTLINE, 1)
        # the card holds the tick, then the text, centred on the edge the two cells share
        width = TICK_WIDTH + 0.03 + text.getWidth() * MAP_TEXT_SCALE
        left = mx - width / 2
        strokes.card(mesh, mx, my, z + 0.004, (width / 2 + 0.06, 0.14), (*OUTLINE, 0.95))
        strokes.card(mesh, mx, my, z + 0.006, (width / 2 + 0.03, 0.11), (*HIGHLIGHT, 1.0))
        strokes.tick(mesh, left + TICK_WIDTH / 2, my, z + 0.008, (*OUTLINE, 1.0))
        label = node.attachNewNode(text)
        label.setPos(left + TICK_WIDTH + 0.03, my - 0.06, z + 0.01)
        label.setP(-90)
        label.setScale(MAP_TEXT_SCALE)
        label.setBin("fixed", 1)
    marks = node.attachNewNode(mesh.node("legal-pairs"))
    marks.setBin("fixed", 0)  # under the labels, whatever their distance from the camera
    return node
