"""Building geometry in code: boxes, quads and discs gathered into one Geom."""
from __future__ import annotations

import math
import struct
from array import array
from typing import Sequence

from panda3d.core import Geom, GeomNode, GeomTriangles, GeomVertexData, GeomVertexFormat

Vec3 = tuple[float, float, float]
RGBA = tuple[float, float, float, float]
UV = tuple[float, float, float, float]


VERTEX = struct.Struct("<3f3f4B2f")
"""One row of Panda3D's V3n3c4t2 vertex format."""


def _byte(value: float) -> int:
    return min(255, max(0, int(value * 255 + 0.5)))


class Mesh:
    """Triangles with normals, colours and texture coordinates, turned into one GeomNode."""

    def __init__(self) -> None:
        self.vertices: list[tuple[Vec3, Vec3, RGBA, tuple[float, float]]] = []
        self.triangles: list[tuple[int, int, int]] = []

    def quad(self, corners: Sequence[Vec3], normal: Vec3, colour: RGBA, uv: UV = (0.0, 0.0, 1.0, 1.0)) -> None:
        """A quad from four corners counter-clockwise seen from its front; uv as (u0, v0, u1, v1)."""
        u0, v0, u1, v1 = uv
        uvs = ((u0, v0), (u1, v0), (u1, v1), (u0, v1))
        base = len(self.vertices)
        for corner, texcoord in zip(corners, uvs):
            self.vertices.append((corner, normal, colour, texcoord))
        self.triangles.append((base, base + 1, base + 2))
        self.triangles.append((base, base + 2, base + 3))

    def box(self, x0: float, y0: float, z0: float, x1: float, y1: float, z1: float, top: RGBA, side: RGBA,
            top_uv: UV = (0.0, 0.0, 1.0, 1.0), side_uv: UV | None = None, bottom: bool = False,
            lid: bool = True) -> None:
        """An axis-aligned box; the top may carry a texture region, the sides another (or a point of it); with no
        ``lid``, no top."""
        su = side_uv or (top_uv[0], top_uv[1], top_uv[0], top_uv[1])
        if lid:
            self.quad(((x0, y0, z1), (x1, y0, z1), (x1, y1, z1), (x0, y1, z1)), (0, 0, 1), top, top_uv)
        self.quad(((x0, y0, z0), (x1, y0, z0), (x1, y0, z1), (x0, y0, z1)), (0, -1, 0), side, su)
        self.quad(((x1, y1, z0), (x0, y1, z0), (x0, y1, z1), (x1, y1, z1)), (0, 1, 0), side, su)
        self.quad(((x0, y1, z0), (x0, y0, z0), (x0, y0, z1), (x0, y1, z1)), (-1, 0, 0), side, su)
        self.quad(((x1, y0, z0), (x1, y1, z0), (x1, y1, z1), (x1, y0, z1)), (1, 0, 0), side, su)
        if bottom:
            self.quad(((x0, y1, z0), (x1, y1, z0), (x1, y0, z0), (x0, y0, z0)), (0, 0, -1), side, su)

    def disc(self, x: float, y: float, z: float, radius: float, colour: RGBA, sides: int = 16) -> None:
        """A flat disc facing up."""
        base = len(self.vertices)
        self.vertices.append(((x, y, z), (0, 0, 1), colour, (0.5, 0.5)))
        for i in range(sides):
            angle = 2 * math.pi * i / sides
            self.vertices.append(((x + radius * math.cos(angle), y + radius * math.sin(angle), z), (0, 0, 1),
                                  colour, (0.5, 0.5)))
        for i in range(sides):
            self.triangles.append((base, base + 1 + i, base + 1 + (i + 1) % sides))

    def node(self, name: str) -> GeomNode:
        data = GeomVertexData(name, GeomVertexFormat.getV3n3c4t2(), Geom.UHStatic)
        data.uncleanSetNumRows(len(self.vertices))
        # the rows as bytes in the format's layout (position, normal: 3 floats; colour: 4 bytes; uv: 2 floats)
        pack = VERTEX.pack
        colours = {c: tuple(_byte(channel) for channel in c) for c in {v[2] for v in self.vertices}}
        rows = b"".join(pack(p[0], p[1], p[2], n[0], n[1], n[2], *colours[c], uv[0], uv[1])
                        for p, n, c, uv in self.vertices)
        if rows:
            memoryview(data.modifyArray(0)).cast("B")[:] = rows
        primitive = GeomTriangles(Geom.UHStatic)
        primitive.setIndexType(Geom.NT_uint32)
        indices = array("I", [index for triangle in self.triangles for index in triangle])
        handle = primitive.modifyVertices()
        handle.uncleanSetNumRows(len(indices))
        if indices:
            memoryview(handle).cast("B")[:] = indices.tobytes()
        geom = Geom(data)
        geom.addPrimitive(primitive)
        node = GeomNode(name)
        if self.triangles:
            node.addGeom(geom)
        return node
