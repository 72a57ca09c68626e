"""The nodes of the marks over the table (``play.table.marks`` says which to draw, and where)."""
from __future__ import annotations

from typing import Iterable, Optional

from panda3d.core import NodePath, TextNode, TransparencyAttrib

from dragonarium.play.table.legal_map import LegalMap
from dragonarium.play.table.marks import TileGhost
from dragonarium.rules import Board, Cell, TileSpec
from dragonarium.app.gfx import palette
from dragonarium.app.gfx.assets import Assets
from dragonarium.app.scene.board_view import square_slot
from dragonarium.app.gfx.palette import WHITE
from dragonarium.app.scene.layout import LEVEL_HEIGHT, BoardPlace, cell_centre, level_z
from dragonarium.app.gfx.mesh import Mesh

GHOST_ALPHA = 0.62


def _see_through(parent: NodePath, name: str) -> NodePath:
    """A node for translucent, unlit marks drawn over the table."""
    node = parent.attachNewNode(name)
    node.setTransparency(TransparencyAttrib.MAlpha)
    node.setDepthWrite(False)
    node.setBin("transparent", 10)
    node.setLightOff(1)
    node.setShaderOff(1)
    return node


def _holder(parent: NodePath, place: BoardPlace, name: str) -> NodePath:
    """A see-through node in a board's frame."""
    node = _see_through(parent, name)
    node.setPos(place.x, place.y, 0.0)
    node.setH(place.heading)
    return node


def ghost_node(parent: NodePath, assets: Assets, place: BoardPlace, board: Board, ghost: TileGhost) -> NodePath:
    """The tile as it would lie: translucent, green when legal, red when not, pillars under it."""
    node = _holder(parent, place, "ghost")
    tint = palette.LEGAL if ghost.legal else palette.ILLEGAL
    level, tile = ghost.level, ghost.tile
    mesh = Mesh()
    for part, cell in enumerate(ghost.cells):
        x, y = cell_centre(cell, board.spec.rows, board.spec.cols)
        uv = palette.atlas_uv(square_slot(tile.squares[part]))
        z1 = level_z(level) + 0.01
        mesh.box(x - 0.49, y - 0.49, z1 - LEVEL_HEIGHT, x + 0.49, y + 0.49, z1, WHITE, (0.7, 0.7, 0.7, 1.0), uv,
                 bottom=True)
    slabs = node.attachNewNode(mesh.node("ghost-slabs"))
    slabs.setTexture(assets.textures["terrain_atlas"])
    for part, cell in enumerate(ghost.cells):
        # the square numbers that the verdict's reasons speak of
        x, y = cell_centre(cell, board.spec.rows, board.spec.cols)
        number = TextNode(f"square-{part + 1}")
        number.setText(str(part + 1))
        number.setAlign(TextNode.ACenter)
        number.setTextColor(1, 1, 1, 1)
        number.setShadow(0.06, 0.06)
        label = node.attachNewNode(number)
        label.setPos(x + 0.28, y - 0.38, level_z(level) + 0.03)
        label.setP(-90)
        label.setScale(0.3)
    slabs.setColorScale(0.55 + 0.45 * tint[0], 0.55 + 0.45 * tint[1], 0.55 + 0.45 * tint[2], GHOST_ALPHA)
    if ghost.pillar_cell is not None and board.on_grid(ghost.pillar_cell):
        x, y = cell_centre(ghost.pillar_cell, board.spec.rows, board.spec.cols)
        base = board.level(ghost.pillar_cell)
        for k in range(ghost.pillars):
            pillar = assets.model("pillar").copyTo(node)
            pillar.setPos(x, y, level_z(base + k))
            pillar.setScale(1.2, 1.2, LEVEL_HEIGHT)
            pillar.setColorScale(*tint, GHOST_ALPHA)
    # a frame under each square that breaks a rule points at it
    for cell in ghost.broken:
        x, y = cell_centre(cell, board.spec.rows, board.spec.cols)
        top = level_z(board.level(cell)) if board.on_grid(cell) else 0.0
        frame = Mesh()
        _frame(frame, x, y, top + 0.02, 0.5, 0.08, (*palette.ILLEGAL, 0.95))
        node.attachNewNode(frame.node("problem"))
    return node


def floating_tile(parent: NodePath, assets: Assets, tile: TileSpec, rotation: int) -> NodePath:
    """The held tile, translucent, its first square at the origin and its second toward ``rotation``."""
    node = _see_through(parent, "held-tile")
    mesh = Mesh()
    offsets = ((0.0, 0.0), [(1.0, 0.0), (0.0, -1.0), (-1.0, 0.0), (0.0, 1.0)][rotation % 4])
    for part, (x, y) in enumerate(offsets):
        uv = palette.atlas_uv(square_slot(tile.squares[part]))
        mesh.box(x - 0.48, y - 0.48, -LEVEL_HEIGHT / 2, x + 0.48, y + 0.48, LEVEL_HEIGHT / 2, WHITE,
                 (0.7, 0.7, 0.7, 1.0), uv, bottom=True)
    slabs = node.attachNewNode(mesh.node("held-slabs"))
    slabs.setTexture(assets.textures["terrain_atlas"])
    slabs.setAlphaScale(GHOST_ALPHA)
    return node


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
        z = level_z(board.level(cell)) + 0.03
        _frame(mesh, x, y, z, 0.49, 0.2, (*OUTLINE, 0.95))
        _frame(mesh, x, y, z + 0.002, 0.45, 0.12, (*rgb, 1.0))
        mesh.quad(((x - 0.29, y - 0.29, z), (x + 0.29, y - 0.29, z), (x + 0.29, y + 0.29, z),
                   (x - 0.29, y + 0.29, z)), (0, 0, 1), (*rgb, 0.18))
    node.attachNewNode(mesh.node("highlight-frames"))
    return node


def ring_node(parent: NodePath, place: BoardPlace, board: Board, cells: Iterable[Cell],
              colour: tuple[float, float, float]) -> NodePath:
    """A ring edged in black around each cell, just outside it, so that a highlight inside it stays seen."""
    node = _holder(parent, place, "rings")
    mesh = Mesh()
    for cell in cells:
        x, y = cell_centre(cell, board.spec.rows, board.spec.cols)
        z = level_z(board.level(cell)) + 0.05
        _frame(mesh, x, y, z, 0.62, 0.16, (*OUTLINE, 0.95))
        _frame(mesh, x, y, z + 0.002, 0.59, 0.1, (*colour, 1.0))
    node.attachNewNode(mesh.node("ring-frames"))
    return node


def site_frame_node(parent: NodePath, site: BoardPlace, centre: tuple[float, float], half: tuple[float, float],
                    colour: tuple[float, float, float]) -> NodePath:
    """A glowing frame around one tile of the planning site (``site`` is the row's frame)."""
    node = _holder(parent, site, "site-frame")
    mesh = Mesh()
    _frame(mesh, *centre, LEVEL_HEIGHT + 0.02, half[0], 0.07, (*colour, 0.95), half_y=half[1])
    node.attachNewNode(mesh.node("site-frame"))
    return node


def _frame(mesh: Mesh, x: float, y: float, z: float, half: float, width: float,
           colour: tuple[float, float, float, float], half_y: Optional[float] = None) -> None:
    """Four bars framing a rectangle ``half`` across and ``half_y`` (default ``half``) deep from its centre."""
    hx, hy = half, half if half_y is None else half_y
    ix, iy = hx - width, hy - width
    for x0, y0, x1, y1 in ((x - hx, y - hy, x + hx, y - iy), (x - hx, y + iy, x + hx, y + hy),
                           (x - hx, y - iy, x - ix, y + iy), (x + ix, y - iy, x + hx, y + iy)):
        mesh.quad(((x0, y0, z), (x1, y0, z), (x1, y1, z), (x0, y1, z)), (0, 0, 1), colour)


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
        _card(mesh, x, y, z, (0.12, 0.12), (*OUTLINE, 0.9))
        _cross(mesh, x, y, z + 0.002, (*HIGHLIGHT, 1.0))
    node.setPythonTag("crossed", list(shown.crossed))
    for pair in shown.pairs:
        a, b = pair.cells
        ax, ay = cell_centre(a, board.spec.rows, board.spec.cols)
        bx, by = cell_centre(b, board.spec.rows, board.spec.cols)
        z = max(level_z(board.level(a)), level_z(board.level(b))) + 0.06
        mx, my = (ax + bx) / 2, (ay + by) / 2
        _bar(mesh, (ax, ay), (bx, by), z, 0.08, (*OUTLINE, 0.95))
        _bar(mesh, (ax, ay), (bx, by), z + 0.002, 0.04, (*HIGHLIGHT, 1.0))
        text = TextNode("map-level")
        text.setText(pair.label)
        text.setAlign(TextNode.ALeft)
        text.setTextColor(*OUTLINE, 1)
        # the card holds the tick, then the text, centred on the edge the two cells share
        width = TICK_WIDTH + 0.03 + text.getWidth() * MAP_TEXT_SCALE
        left = mx - width / 2
        _card(mesh, mx, my, z + 0.004, (width / 2 + 0.06, 0.14), (*OUTLINE, 0.95))
        _card(mesh, mx, my, z + 0.006, (width / 2 + 0.03, 0.11), (*HIGHLIGHT, 1.0))
        _tick(mesh, left + TICK_WIDTH / 2, my, z + 0.008, (*OUTLINE, 1.0))
        label = node.attachNewNode(text)
        label.setPos(left + TICK_WIDTH + 0.03, my - 0.06, z + 0.01)
        label.setP(-90)
        label.setScale(MAP_TEXT_SCALE)
        label.setBin("fixed", 1)
    marks = node.attachNewNode(mesh.node("legal-pairs"))
    marks.setBin("fixed", 0)  # under the labels, whatever their distance from the camera
    return node


def _bar(mesh: Mesh, a: tuple[float, float], b: tuple[float, float], z: float, half: float,
         colour: tuple[float, float, float, float]) -> None:
    """A bar ``2 * half`` wide from 0.15 inside cell centre ``a`` to 0.15 inside ``b`` (neighbours in a row or
    a column)."""
    (ax, ay), (bx, by) = sorted((a, b))
    if ay == by:
        x0, x1, y0, y1 = ax + 0.15, bx - 0.15, ay - half, ay + half
    else:
        x0, x1, y0, y1 = ax - half, ax + half, min(ay, by) + 0.15, max(ay, by) - 0.15
    mesh.quad(((x0, y0, z), (x1, y0, z), (x1, y1, z), (x0, y1, z)), (0, 0, 1), colour)


def _card(mesh: Mesh, x: float, y: float, z: float, half: tuple[float, float],
          colour: tuple[float, float, float, float]) -> None:
    """A flat rectangle centred on (x, y)."""
    hx, hy = half
    mesh.quad(((x - hx, y - hy, z), (x + hx, y - hy, z), (x + hx, y + hy, z), (x - hx, y + hy, z)), (0, 0, 1),
              colour)


def _cross(mesh: Mesh, x: float, y: float, z: float, colour: tuple[float, float, float, float]) -> None:
    """A cross about 0.16 across, centred on (x, y)."""
    for (x0, y0), (x1, y1) in (((x - 0.08, y - 0.08), (x + 0.08, y + 0.08)), ((x - 0.08, y + 0.08), (x + 0.08, y - 0.08))):
        nx, ny = -(y1 - y0) / 0.2263 * 0.016, (x1 - x0) / 0.2263 * 0.016
        mesh.quad(((x0 - nx, y0 - ny, z), (x1 - nx, y1 - ny, z), (x1 + nx, y1 + ny, z), (x0 + nx, y0 + ny, z)),
                  (0, 0, 1), colour)


def _tick(mesh: Mesh, x: float, y: float, z: float, colour: tuple[float, float, float, float]) -> None:
    """A tick mark about 0.12 across, its corner below (x, y)."""
    points = ((x - 0.05, y + 0.005), (x - 0.015, y - 0.04), (x + 0.055, y + 0.05))
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
        nx, ny = -(y1 - y0) / length * 0.014, (x1 - x0) / length * 0.014
        mesh.quad(((x0 - nx, y0 - ny, z), (x1 - nx, y1 - ny, z), (x1 + nx, y1 + ny, z), (x0 + nx, y0 + ny, z)),
                  (0, 0, 1), colour)
