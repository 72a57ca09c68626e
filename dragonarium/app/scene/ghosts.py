"""A tile's ghost over a board (legal, refused, or a hint) and the held tile floating off the boards.

The three kinds differ in shape as well as colour, and read in greyscale: a legal ghost is the tile itself,
lifted, outlined in pale green and marked with a tick; a refused one is the tile in greys, outlined in red and
marked with a cross; a hint is the tile seen through, outlined in sky-blue dashes and marked with a light bulb; the
move played (in a review) is the tile seen through, outlined twice in amber (a thin second line inside the band)
and marked with a triangle.
Each outline is a bright band between two dark edges, so that it parts from whatever lies around it, light or dark.
The outline, the mark and the square numbers are drawn over everything (no depth test): a taller stack never hides
them, and the tile itself floats just above where it would lie, seen through what stands in front of it (a copy of
its squares, half see-through, is drawn over everything too).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from panda3d.core import NodePath, TextNode, TransparencyAttrib

from dragonarium.play.table.marks import GhostKind, TileGhost
from dragonarium.rules import Board, TileSpec
from dragonarium.app.gfx import palette
from dragonarium.app.gfx.assets import Assets
from dragonarium.app.gfx.mesh import Mesh
from dragonarium.app.gfx.palette import RGB, WHITE
from dragonarium.app.scene import strokes
from dragonarium.app.scene.board_view import square_slot
from dragonarium.app.scene.layout import LEVEL_HEIGHT, BoardPlace, cell_centre, level_z

CARRIED_ALPHA = 0.85
"""How opaque the held tile is while carried over the table, off every board."""
LIFT = 0.1
"""How far above where it would lie a ghost floats."""
SQUARE_HALF = 0.49
OUTSIDE = 0.07
"""How far beyond the tile's edge its outline starts."""
EDGE = 0.045
"""The width of each dark edge of an outline."""
BAND = 0.09
"""The width of an outline's bright band."""
DASH, DASH_GAP = 0.2, 0.13
SECOND, SECOND_GAP = 0.035, 0.025
"""The second line of an outline drawn twice: its width, and the dark edge inside it."""
BADGE_RADIUS = 0.2
"""The disc that holds a ghost's mark (tick, cross or bulb), on the middle of the tile."""
ON_TOP = 40
"""The draw order, in the "fixed" bin, of what is drawn over everything: outline, badge, square numbers."""
SEEN_THROUGH = 0.7
"""How opaque the copy of a ghost's squares drawn over everything is, where a taller stack stands in front of them
(over the squares seen, it only deepens them a little)."""


@dataclass(frozen=True)
class GhostLook:
    """How one kind of ghost is drawn."""

    grey: bool
    """The tile's squares in greys."""
    body: tuple[float, float, float, float]
    """The colour scale of the squares (its alpha: how much of what is under them shows through)."""
    band: RGB
    dashed: bool
    symbol: str
    """``tick``, ``cross``, ``bulb`` or ``triangle``: the name of the node of the mark."""
    badge: RGB
    ink: RGB
    """The colour of the mark on the badge."""
    double: bool = False
    """A second, thin line inside the band."""


LOOKS: dict[GhostKind, GhostLook] = {
    GhostKind.LEGAL: GhostLook(False, (1.0, 1.0, 1.0, 0.9), palette.GHOST_LEGAL, False, "tick", palette.GHOST_PAPER,
                               palette.GHOST_TICK),
    GhostKind.REFUSED: GhostLook(True, (1.0, 1.0, 1.0, 0.85), palette.GHOST_REFUSED, False, "cross",
                                 palette.GHOST_REFUSED, palette.GHOST_PAPER),
    GhostKind.HINT: GhostLook(False, (1.0, 1.0, 1.0, 0.6), palette.GHOST_HINT, True, "bulb", palette.GHOST_HINT,
                              palette.GHOST_INK),
    GhostKind.PLAYED: GhostLook(False, (1.0, 1.0, 1.0, 0.6), palette.GHOST_PLAYED, False, "triangle",
                                palette.GHOST_PLAYED, palette.GHOST_INK, double=True),
}


def see_through(parent: NodePath, name: str) -> NodePath:
    """A node for translucent, unlit marks drawn over the table."""
    node = parent.attachNewNode(name)
    node.setTransparency(TransparencyAttrib.MAlpha)
    node.setDepthWrite(False)
    node.setBin("transparent", 10)
    node.setLightOff(1)
    node.setShaderOff(1)
    return node


def on_top(node: NodePath, order: int = 0) -> NodePath:
    """``node`` drawn over everything, after the table and the other marks."""
    node.setDepthTest(False)
    node.setDepthWrite(False)
    node.setBin("fixed", ON_TOP + order)
    return node


def tile_ghost(node: NodePath, assets: Assets, tile: TileSpec, squares: Sequence[tuple[float, float]], top: float,
               kind: GhostKind) -> None:
    """Into ``node``: the squares of ``tile`` centred on ``squares`` (first square first), their tops at ``top``,
    drawn as ``kind`` says, with its outline and its mark (named ``ghost-outline`` and ``tick``, ``cross`` or
    ``bulb``) over everything."""
    look = LOOKS[kind]
    mesh = Mesh()
    for part, (x, y) in enumerate(squares):
        uv = palette.atlas_uv(square_slot(tile.squares[part]))
        mesh.box(x - SQUARE_HALF, y - SQUARE_HALF, top - LEVEL_HEIGHT, x + SQUARE_HALF, y + SQUARE_HALF, top, WHITE,
                 (0.7, 0.7, 0.7, 1.0), uv, bottom=True)
    slabs = node.attachNewNode(mesh.node("ghost-slabs"))
    slabs.setTexture(assets.grey("terrain_atlas") if look.grey else assets.textures["terrain_atlas"])
    slabs.setColorScale(*look.body)
    through = on_top(slabs.copyTo(node), -1)
    through.setName("ghost-through")
    through.setColorScale(*look.body[:3], look.body[3] * SEEN_THROUGH)
    xs, ys = [x for x, _ in squares], [y for _, y in squares]
    centre = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
    half = ((max(xs) - min(xs)) / 2 + SQUARE_HALF + OUTSIDE, (max(ys) - min(ys)) / 2 + SQUARE_HALF + OUTSIDE)
    on_top(node.attachNewNode(_outline(centre, half, top + 0.01, look).node("ghost-outline")))
    on_top(node.attachNewNode(_badge(centre, top + 0.02, look).node(look.symbol)), 1)


def _outline(centre: tuple[float, float], half: tuple[float, float], z: float, look: GhostLook) -> Mesh:
    """A dark edge, the bright band (solid or dashed), a dark edge, from ``half`` inward around ``centre``."""
    mesh = Mesh()
    ink = (*palette.GHOST_INK, 1.0)
    width = 2 * EDGE + BAND + (SECOND + SECOND_GAP if look.double else 0.0)
    strokes.frame(mesh, *centre, z, half[0], width, ink, half_y=half[1])
    inset = (half[0] - EDGE, half[1] - EDGE)
    if look.double:
        inner = 2 * EDGE + BAND
        strokes.frame(mesh, *centre, z, half[0] - inner, SECOND, (*look.band, 1.0), half_y=half[1] - inner)
    if look.dashed:
        strokes.dashed_frame(mesh, *centre, z, inset, BAND, DASH, DASH_GAP, (*look.band, 1.0))
    else:
        strokes.frame(mesh, *centre, z, inset[0], BAND, (*look.band, 1.0), half_y=inset[1])
    return mesh


def _badge(centre: tuple[float, float], z: float, look: GhostLook) -> Mesh:
    """The disc edged dark on the middle of the tile, and the kind's mark on it."""
    mesh = Mesh()
    x, y = centre
    mesh.disc(x, y, z, BADGE_RADIUS + EDGE * 0.6, (*palette.GHOST_INK, 1.0), sides=24)
    mesh.disc(x, y, z, BADGE_RADIUS, (*look.badge, 1.0), sides=24)
    ink = (*look.ink, 1.0)
    if look.symbol == "tick":
        strokes.tick(mesh, x, y, z, ink, size=2.1, half=0.032)
    elif look.symbol == "cross":
        strokes.cross(mesh, x, y, z, ink, reach=0.1, half=0.032)
    elif look.symbol == "triangle":
        strokes.triangle(mesh, x, y, z, 0.11, ink)
    else:
        strokes.bulb(mesh, x, y, z, 0.34, (*palette.BULB_GLASS, 1.0), ink)
    return mesh


def ghost_node(parent: NodePath, assets: Assets, place: BoardPlace, board: Board, ghost: TileGhost) -> NodePath:
    """The tile as it would lie on ``board`` (at ``place``), drawn as its kind says, with the pillars it would need
    under it, the numbers of its squares and a frame on each square that breaks a rule."""
    node = see_through(parent, "ghost")
    node.setPos(place.x, place.y, 0.0)
    node.setH(place.heading)
    look = LOOKS[ghost.kind]
    rows, cols = board.spec.rows, board.spec.cols
    squares = [cell_centre(cell, rows, cols) for cell in ghost.cells]
    top = level_z(ghost.level) + LIFT
    tile_ghost(node, assets, ghost.tile, squares, top, ghost.kind)
    for part, (x, y) in enumerate(squares):
        # the square numbers that the verdict's reasons speak of
        number = TextNode(f"square-{part + 1}")
        number.setText(str(part + 1))
        number.setAlign(TextNode.ACenter)
        number.setTextColor(1, 1, 1, 1)
        number.setShadow(0.06, 0.06)
        label = on_top(node.attachNewNode(number), 2)
        label.setPos(x + 0.25, y - 0.32, top + 0.03)
        label.setP(-90)
        label.setScale(0.3)
    if ghost.pillar_cell is not None and board.on_grid(ghost.pillar_cell):
        x, y = cell_centre(ghost.pillar_cell, rows, cols)
        base = board.level(ghost.pillar_cell)
        for k in range(ghost.pillars):
            pillar = assets.model("pillar").copyTo(node)
            pillar.setPos(x, y, level_z(base + k))
            pillar.setScale(1.2, 1.2, LEVEL_HEIGHT)
            pillar.setColorScale(*look.band, 0.8)
    broken = Mesh()
    for cell in ghost.broken:
        # a frame under each square that breaks a rule points at it
        x, y = cell_centre(cell, rows, cols)
        z = (level_z(board.level(cell)) if board.on_grid(cell) else 0.0) + 0.02
        strokes.frame(broken, x, y, z, 0.5, 0.12, (*palette.GHOST_INK, 0.95))
        strokes.frame(broken, x, y, z + 0.002, 0.47, 0.07, (*palette.GHOST_REFUSED, 0.95))
    if ghost.broken:
        node.attachNewNode(broken.node("problem"))
    return node


def floating_tile(parent: NodePath, assets: Assets, tile: TileSpec, rotation: int, refused: bool) -> NodePath:
    """The held tile off its board, its first square at the origin and its second toward ``rotation``: drawn as
    refused over another player's board (it may not go there), else as itself, carried, with no mark (over the
    table or the site nothing is refused yet: it is on its way)."""
    node = see_through(parent, "held-tile")
    offsets = ((0.0, 0.0), [(1.0, 0.0), (0.0, -1.0), (-1.0, 0.0), (0.0, 1.0)][rotation % 4])
    if refused:
        tile_ghost(node, assets, tile, offsets, LEVEL_HEIGHT / 2, GhostKind.REFUSED)
        return node
    mesh = Mesh()
    for part, (x, y) in enumerate(offsets):
        uv = palette.atlas_uv(square_slot(tile.squares[part]))
        mesh.box(x - SQUARE_HALF, y - SQUARE_HALF, -LEVEL_HEIGHT / 2, x + SQUARE_HALF, y + SQUARE_HALF,
                 LEVEL_HEIGHT / 2, WHITE, (0.7, 0.7, 0.7, 1.0), uv, bottom=True)
    slabs = node.attachNewNode(mesh.node("ghost-slabs"))
    slabs.setTexture(assets.textures["terrain_atlas"])
    slabs.setColorScale(1, 1, 1, CARRIED_ALPHA)
    return node
