"""Many small parts merged into one Geom (one draw call), with the copying done by Panda3D in C++.

A ``Batch`` gathers parts that share one render state: meshes built in code
(``Mesh``) and placed copies of models (``ModelData``, read once). Placing a
copy transforms and tints its vertex data in C++; joining batches concatenates
their vertex bytes and shifts their triangle indices, also in C++. A board's
stacks are a few such batches, cached cell by cell, so an action rebuilds the
cells it touched and joins the rest as they were.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from panda3d.core import (Geom, GeomNode, GeomTriangles, GeomVertexData, GeomVertexFormat, LMatrix4f, LPoint3f,
                          LVecBase4f, NodePath)

from dragonarium.app.gfx.mesh import Mesh

FORMAT = GeomVertexFormat.getV3n3c4t2()
"""Every batch's vertices: position, normal, colour (4 bytes) and texture coordinate, in one array."""
Vec3 = tuple[float, float, float]


@dataclass(frozen=True)
class ModelData:
    """A model's triangles in the batches' vertex format, and the box they fill."""

    data: GeomVertexData
    triangles: GeomTriangles
    low: Vec3
    high: Vec3

    @classmethod
    def of(cls, model: NodePath) -> "ModelData":
        """Every triangle of ``model`` (flattened first, so its own transforms are applied)."""
        flat = model.copyTo(NodePath("reading"))
        flat.flattenStrong()
        parts = Batch()
        for node_path in flat.findAllMatches("**/+GeomNode"):
            node = node_path.node()
            for index in range(node.getNumGeoms()):
                geom = node.getGeom(index).decompose()
                data = geom.getVertexData().convertTo(FORMAT)
                if not geom.getVertexData().getFormat().hasColumn("color"):
                    data = data.setColor(LVecBase4f(1, 1, 1, 1))
                for p in range(geom.getNumPrimitives()):
                    triangles = GeomTriangles(geom.getPrimitive(p))
                    triangles.setIndexType(Geom.NT_uint32)
                    parts.add(data, triangles)
        low, high = flat.getTightBounds()
        flat.removeNode()
        data, triangles = parts.merged()
        return cls(data, triangles, (low.x, low.y, low.z), (high.x, high.y, high.z))

    def box_at(self, matrix: LMatrix4f) -> tuple[Vec3, Vec3]:
        """The corners of the axis-aligned box around this model's own box once moved by ``matrix``."""
        corners = [matrix.xformPoint(LPoint3f(x, y, z)) for x in (self.low[0], self.high[0])
                   for y in (self.low[1], self.high[1]) for z in (self.low[2], self.high[2])]
        return (tuple(min(c[i] for c in corners) for i in range(3)),
                tuple(max(c[i] for c in corners) for i in range(3)))


class Batch:
    """Parts (vertex data and triangles) to be drawn with one render state."""

    def __init__(self) -> None:
        self._parts: list[tuple[GeomVertexData, GeomTriangles]] = []

    def add(self, data: GeomVertexData, triangles: GeomTriangles) -> None:
        """Add a part: ``triangles`` index ``data``'s rows (32-bit indices)."""
        triangles.makeIndexed()
        self._parts.append((data, triangles))

    def add_mesh(self, mesh: Mesh) -> None:
        """Add a ``Mesh`` built with quads, boxes and discs."""
        node = mesh.node("part")
        if node.getNumGeoms():
            geom = node.getGeom(0)
            triangles = GeomTriangles(geom.getPrimitive(0))
            triangles.setIndexType(Geom.NT_uint32)
            self.add(geom.getVertexData(), triangles)

    def add_model(self, model: ModelData, at: Sequence[float], heading: float = 0.0,
                  scale: float | Sequence[float] = 1.0, colour: Sequence[float] = (1.0, 1.0, 1.0, 1.0)
                  ) -> LMatrix4f:
        """A copy of ``model`` scaled, turned by ``heading`` degrees about z, moved to ``at`` and tinted;
        returns where it went, as a matrix (``model.box_at`` tells the box it fills)."""
        sx, sy, sz = (scale, scale, scale) if isinstance(scale, (int, float)) else scale
        matrix = LMatrix4f.scaleMat(sx, sy, sz) * LMatrix4f.rotateMat(heading, (0, 0, 1)) * \
            LMatrix4f.translateMat(*at)
        data = GeomVertexData(model.data)
        data.transformVertices(matrix)
        data = data.scaleColor(LVecBase4f(*colour))
        self.add(data, model.triangles)
        return matrix

    def merged(self) -> tuple[GeomVertexData, GeomTriangles]:
        """All parts as one vertex data and one set of triangles."""
        data = GeomVertexData("batch", FORMAT, Geom.UHStatic)
        triangles = GeomTriangles(Geom.UHStatic)
        triangles.setIndexType(Geom.NT_uint32)
        vertex_bytes, index_bytes, rows = [], [], 0
        for part_data, part_triangles in self._parts:
            shifted = GeomTriangles(part_triangles)
            if rows:
                shifted.offsetVertices(rows)
            vertex_bytes.append(bytes(memoryview(part_data.getArray(0))))
            index_bytes.append(bytes(memoryview(shifted.getVertices())))
            rows += part_data.getNumRows()
        data.uncleanSetNumRows(rows)
        if rows:
            memoryview(data.modifyArray(0)).cast("B")[:] = b"".join(vertex_bytes)
        indices = b"".join(index_bytes)
        handle = triangles.modifyVertices()
        handle.uncleanSetNumRows(len(indices) // 4)
        if indices:
            memoryview(handle).cast("B")[:] = indices
        return data, triangles

    @staticmethod
    def join(batches: Iterable["Batch"]) -> "Batch":
        """One batch holding all of ``batches``."""
        joined = Batch()
        for batch in batches:
            joined._parts.extend(batch._parts)
        return joined

    def compact(self) -> "Batch":
        """The same triangles as a single part (cheaper to join again and again)."""
        if len(self._parts) > 1:
            data, triangles = self.merged()
            self._parts = [(data, triangles)]
        return self

    def node(self, name: str) -> GeomNode:
        """The batch as one GeomNode with a single Geom (no Geom at all when empty)."""
        node = GeomNode(name)
        if not self._parts:
            return node
        data, triangles = self.merged()
        if triangles.getNumVertices():
            geom = Geom(data)
            geom.addPrimitive(triangles)
            node.addGeom(geom)
        return node
