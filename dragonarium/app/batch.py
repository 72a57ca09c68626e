"""Geometry as numpy arrays, merged by concatenation: many small parts become one Geom, one draw call.

A ``Batch`` holds vertices (position, normal, colour, texture coordinate) and
triangles. Models are turned into ``ModelData`` once; placing a copy is a
transform of its arrays, so a board of many pieces costs a few array
operations instead of a scene-graph flatten. ``Batch.join`` concatenates
batches; ``Batch.node`` uploads them as a single ``GeomNode``.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, Sequence

import numpy as np
from panda3d.core import (Geom, GeomNode, GeomTriangles, GeomVertexData, GeomVertexFormat, GeomVertexReader,
                          NodePath)

from .mesh import Mesh

VERTEX = np.dtype([("position", "<f4", 3), ("normal", "<f4", 3), ("colour", "u1", 4), ("uv", "<f4", 2)])
"""One vertex, laid out as Panda3D's V3n3c4t2 format (36 bytes)."""


@dataclass(frozen=True)
class ModelData:
    """A model's triangles as arrays: positions, normals, colours (0-1 floats), triangle indices."""

    positions: np.ndarray
    normals: np.ndarray
    colours: np.ndarray
    indices: np.ndarray

    @classmethod
    def of(cls, model: NodePath) -> "ModelData":
        """Read every triangle of ``model`` (flattened first, so its transforms are applied)."""
        flat = model.copyTo(NodePath("reading"))
        flat.flattenStrong()
        positions, normals, colours, indices = [], [], [], []
        base = 0
        for node_path in flat.findAllMatches("**/+GeomNode"):
            node = node_path.node()
            for g in range(node.getNumGeoms()):
                geom = node.getGeom(g).decompose()
                data = geom.getVertexData()
                rows = data.getNumRows()
                reader = {name: GeomVertexReader(data, name) for name in ("vertex", "normal", "color")}
                has_normal = data.getFormat().hasColumn("normal")
                has_colour = data.getFormat().hasColumn("color")
                for _ in range(rows):
                    positions.append(tuple(reader["vertex"].getData3()))
                    normals.append(tuple(reader["normal"].getData3()) if has_normal else (0.0, 0.0, 1.0))
                    colours.append(tuple(reader["color"].getData4()) if has_colour else (1.0, 1.0, 1.0, 1.0))
                for p in range(geom.getNumPrimitives()):
                    primitive = geom.getPrimitive(p)
                    for k in range(primitive.getNumVertices()):
                        indices.append(base + primitive.getVertex(k))
                base += rows
        flat.removeNode()
        return cls(np.array(positions, np.float32).reshape(-1, 3), np.array(normals, np.float32).reshape(-1, 3),
                   np.array(colours, np.float32).reshape(-1, 4), np.array(indices, np.uint32).reshape(-1, 3))


class Batch:
    """Vertices and triangles to be drawn with one render state."""

    def __init__(self, vertices: np.ndarray | None = None, triangles: np.ndarray | None = None) -> None:
        self.vertices = vertices if vertices is not None else np.zeros(0, VERTEX)
        self.triangles = triangles if triangles is not None else np.zeros((0, 3), np.uint32)
        self._parts: list[tuple[np.ndarray, np.ndarray]] = []

    @property
    def triangle_count(self) -> int:
        self._gather()
        return len(self.triangles)

    def add(self, vertices: np.ndarray, triangles: np.ndarray) -> None:
        """Add vertices and triangles (indices into ``vertices``)."""
        self._parts.append((vertices, triangles))

    def add_mesh(self, mesh: Mesh) -> None:
        """Add a ``Mesh`` built with quads, boxes and discs."""
        if not mesh.vertices:
            return
        vertices = np.zeros(len(mesh.vertices), VERTEX)
        vertices["position"] = [v[0] for v in mesh.vertices]
        vertices["normal"] = [v[1] for v in mesh.vertices]
        vertices["colour"] = np.clip(np.array([v[2] for v in mesh.vertices]) * 255 + 0.5, 0, 255)
        vertices["uv"] = [v[3] for v in mesh.vertices]
        self.add(vertices, np.array(mesh.triangles, np.uint32).reshape(-1, 3))

    def add_model(self, model: ModelData, at: Sequence[float], heading: float = 0.0,
                  scale: float | Sequence[float] = 1.0, colour: Sequence[float] = (1.0, 1.0, 1.0, 1.0)
                  ) -> tuple[tuple[float, float, float], tuple[float, float, float]]:
        """A copy of ``model`` scaled, turned by ``heading`` degrees about z, moved to ``at`` and tinted;
        returns the corners of the box it fills."""
        sx, sy, sz = (scale, scale, scale) if isinstance(scale, (int, float)) else scale
        angle = math.radians(heading)
        cos, sin = math.cos(angle), math.sin(angle)
        turn = np.array([[cos, sin, 0.0], [-sin, cos, 0.0], [0.0, 0.0, 1.0]], np.float32)
        positions = (model.positions * np.array([sx, sy, sz], np.float32)) @ turn + np.array(at, np.float32)
        normals = (model.normals / np.array([sx, sy, sz], np.float32)) @ turn
        lengths = np.linalg.norm(normals, axis=1, keepdims=True)
        normals = normals / np.where(lengths == 0, 1, lengths)
        vertices = np.zeros(len(positions), VERTEX)
        vertices["position"] = positions
        vertices["normal"] = normals
        vertices["colour"] = np.clip(model.colours * np.array(colour, np.float32) * 255 + 0.5, 0, 255)
        vertices["uv"] = 0.5
        self.add(vertices, model.indices)
        low, high = positions.min(axis=0), positions.max(axis=0)
        return (float(low[0]), float(low[1]), float(low[2])), (float(high[0]), float(high[1]), float(high[2]))

    def _gather(self) -> None:
        if not self._parts:
            return
        vertex_parts, triangle_parts, offset = [self.vertices], [self.triangles], len(self.vertices)
        for vertices, triangles in self._parts:
            vertex_parts.append(vertices)
            triangle_parts.append(triangles + offset)
            offset += len(vertices)
        self.vertices = np.concatenate(vertex_parts)
        self.triangles = np.concatenate(triangle_parts).astype(np.uint32)
        self._parts = []

    @staticmethod
    def join(batches: Iterable["Batch"]) -> "Batch":
        """One batch holding all of ``batches``."""
        joined = Batch()
        for batch in batches:
            batch._gather()
            if len(batch.vertices):
                joined.add(batch.vertices, batch.triangles)
        joined._gather()
        return joined

    def node(self, name: str) -> GeomNode:
        """The batch as one GeomNode with a single Geom (no Geom at all when empty)."""
        self._gather()
        node = GeomNode(name)
        if not len(self.triangles):
            return node
        data = GeomVertexData(name, GeomVertexFormat.getV3n3c4t2(), Geom.UHStatic)
        data.uncleanSetNumRows(len(self.vertices))
        memoryview(data.modifyArray(0)).cast("B")[:] = self.vertices.tobytes()
        primitive = GeomTriangles(Geom.UHStatic)
        primitive.setIndexType(Geom.NT_uint32)
        indices = primitive.modifyVertices()
        indices.uncleanSetNumRows(self.triangles.size)
        memoryview(indices).cast("B")[:] = self.triangles.astype(np.uint32).tobytes()
        geom = Geom(data)
        geom.addPrimitive(primitive)
        node.addGeom(geom)
        return node
