"""Small parts of the board built in code for the board's batches: pillar slabs, level pips, contact shadows."""
from __future__ import annotations

from functools import cache
from typing import Optional

from panda3d.core import Geom, GeomTriangles

from dragonarium.rules import Board, Cell

from dragonarium.app.gfx import palette
from dragonarium.app.gfx.batch import ModelData
from dragonarium.app.scene.layout import LEVEL_HEIGHT, cell_centre
from dragonarium.app.gfx.mesh import Mesh

PILLAR_HALF = 0.42
"""Half the side of a pillar slab: a little smaller than a square."""
PILLAR_SEAM = 0.035
"""Height of the dark groove at the foot of every pillar slab, so stacked pillars can be counted."""
PIP_SIZE = 0.07
PIP_PITCH = 0.11
"""Distance between the middles of two level pips."""
CONTACT_DARKNESS = 0.42
"""Opacity of the contact shadow at the foot of a step up one level or more."""
NEIGHBOURS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


def _model(mesh: Mesh, low: tuple[float, float, float], high: tuple[float, float, float]) -> ModelData:
    geom = mesh.node("part").getGeom(0)
    triangles = GeomTriangles(geom.getPrimitive(0))
    triangles.setIndexType(Geom.NT_uint32)
    return ModelData(geom.getVertexData(), triangles, low, high)


SIDE_SHADE = 0.62
"""How much darker a slab's sides are than its top."""
SEAM = (0.25, 0.25, 0.25, 1.0)
SEAM_HEIGHT = 0.025


@cache
def square_slab(slot: str) -> ModelData:
    """A square's slab, one unit across and one level high, standing on z = 0, its top showing the atlas slot
    ``slot``, with a dark seam at its foot so every level can be counted from the side. Placed scaled to the
    square's size (a little less where it meets another tile)."""
    uv = palette.atlas_uv(slot)
    centre = ((uv[0] + uv[2]) / 2, (uv[1] + uv[3]) / 2)
    side_uv = (centre[0], centre[1], centre[0], centre[1])
    mesh = Mesh()
    mesh.box(0.0, 0.0, 0.0, 1.0, 1.0, LEVEL_HEIGHT, palette.WHITE, (SIDE_SHADE, SIDE_SHADE, SIDE_SHADE, 1.0), uv,
             side_uv)
    mesh.box(0.004, 0.004, 0.0, 0.996, 0.996, SEAM_HEIGHT, SEAM, SEAM, side_uv, side_uv)
    return _model(mesh, (0.0, 0.0, 0.0), (1.0, 1.0, LEVEL_HEIGHT))


def pillar_mesh(mesh: Mesh, z: float = 0.0, paler: float = 0.0) -> Mesh:
    """Into ``mesh``: one pillar tile, one level high, standing on ``z``: a light stone slab over a dark seam
    (``paler``: moved that much toward white)."""
    stone = palette.lighten(palette.PILLAR_SLAB, paler)[:3]
    top = (*stone, 1.0)
    side = (stone[0] * 0.78, stone[1] * 0.78, stone[2] * 0.78, 1.0)
    seam = (*palette.PILLAR_SEAM, 1.0)
    h, s = PILLAR_HALF, PILLAR_HALF - 0.03
    mesh.box(-s, -s, z, s, s, z + PILLAR_SEAM, seam, seam)
    mesh.box(-h, -h, z + PILLAR_SEAM, h, h, z + LEVEL_HEIGHT, top, side)
    return mesh


@cache
def pillar_slab() -> ModelData:
    """One pillar tile, one level high, standing on z = 0, for the board's batches."""
    h = PILLAR_HALF
    return _model(pillar_mesh(Mesh()), (-h, -h, 0.0), (h, h, LEVEL_HEIGHT))


@cache
def level_pip() -> ModelData:
    """A small light mark standing proud of a slab's side, its middle at the origin, facing -y."""
    r, depth = PIP_SIZE / 2, 0.012
    colour = (*palette.LEVEL_PIP, 1.0)
    mesh = Mesh()
    mesh.box(-r, -depth, -r, r, 0.0, r, colour, colour)
    return _model(mesh, (-r, -depth, -r), (r, 0.0, r))


def pip_spots(level: int, x: float, y: float, z: float) -> list[tuple[float, float, float]]:
    """Where the ``level`` pips of a square go: a row centred on ``x`` on the side at ``y``, at height ``z``."""
    return [(x + (k - (level - 1) / 2) * PIP_PITCH, y, z) for k in range(level)]


def contact_shadow(board: Board, cell: Cell, z: float) -> Optional[Mesh]:
    """A soft shadow over ``cell``'s top (at height ``z``) at each side and corner where a neighbour stands
    higher; None where none does."""
    x, y = cell_centre(cell, board.spec.rows, board.spec.cols)
    level = board.level(cell)
    higher = {(dr, dc): board.on_grid((cell[0] + dr, cell[1] + dc)) and
              board.level((cell[0] + dr, cell[1] + dc)) > level for dr, dc in NEIGHBOURS}
    if not any(higher.values()):
        return None
    # a 3 x 3 grid of points over the cell: dark at an edge or corner that meets a higher neighbour,
    # clear in the middle, so the shadow fades over half a cell
    mesh = Mesh()
    darkness = {}
    for sx in (-1, 0, 1):
        for sy in (-1, 0, 1):
            near = [(-sy, 0)] if sy else []          # +y is the far edge: row - 1
            near += [(0, sx)] if sx else []
            if sx and sy:
                near.append((-sy, sx))
            darkness[(sx, sy)] = CONTACT_DARKNESS * min(1.0, sum(higher[n] for n in near) / 2) if near else 0.0
    for sx, sy in ((-1, -1), (0, -1), (-1, 0), (0, 0)):
        corners = [(sx, sy), (sx + 1, sy), (sx + 1, sy + 1), (sx, sy + 1)]
        base = len(mesh.vertices)
        mesh.quad([(x + 0.5 * cx, y + 0.5 * cy, z) for cx, cy in corners], (0, 0, 1), (0, 0, 0, 0))
        for offset, corner in enumerate(corners):
            vertex = mesh.vertices[base + offset]
            mesh.vertices[base + offset] = (vertex[0], vertex[1], (0.0, 0.0, 0.0, darkness[corner]), vertex[3])
    return mesh
