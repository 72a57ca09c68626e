#!/usr/bin/env python3
"""Generate the table's models and textures from code.

    python3 scripts/make_assets.py [--out DIR]

writes ``DIR/models/*.egg`` (Panda3D egg text, Z-up, one board cell = 1.0,
origin at the centre of the model's base, facing +Y) and
``DIR/textures/*.png`` (8-bit RGBA). DIR defaults to the repository root.

Everything is procedural: no downloaded asset, and the only randomness is a
fixed-seed numpy Generator, so running it again reproduces the files byte for
byte. Colours, symbols and the atlas layout come from
``dragonarium/app/palette.py``.

Model parts that the app tints with a colour scale are white; fixed details
(eyes, skin, wing membranes) carry their own colours.
"""
from __future__ import annotations

import argparse
import math
import struct
import sys
import zlib
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from dragonarium.app import palette  # noqa: E402
from dragonarium.rules.values import Terrain  # noqa: E402

DECIMALS = 5
PNG_LEVEL = 9

WHITE = (1.0, 1.0, 1.0, 1.0)
MEMBRANE = (0.8, 0.8, 0.8, 1.0)
EYE = (0.06, 0.05, 0.05, 1.0)
SKIN = (0.9, 0.75, 0.6, 1.0)


# ---------------------------------------------------------------------------
# Models
# ---------------------------------------------------------------------------

def _fmt(value: float) -> str:
    text = f"{value:.{DECIMALS}f}"
    if text.lstrip("-").strip("0.") == "":
        text = text.lstrip("-")
    return text


def _v(p) -> np.ndarray:
    return np.asarray(p, dtype=float)


def _unit(p) -> np.ndarray:
    p = _v(p)
    length = float(np.linalg.norm(p))
    return p / length if length > 1e-12 else p


class Mesh:
    """Triangles with per-vertex normal and colour, written as one egg <Group>."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.triangles: list[tuple[tuple[np.ndarray, np.ndarray, tuple], ...]] = []

    def tri(self, a, b, c, colour=WHITE, outward=None, normals=None) -> None:
        """Add triangle abc; flip it if its face normal points against ``outward``.

        ``normals`` gives smooth per-vertex normals (a, b, c); otherwise the
        face is flat shaded.
        """
        a, b, c = _v(a), _v(b), _v(c)
        n = np.cross(b - a, c - a)
        length = float(np.linalg.norm(n))
        if length < 1e-10:
            return
        n = n / length
        if normals is not None:
            na, nb, nc = (_unit(x) for x in normals)
        else:
            na = nb = nc = n
        if outward is not None and float(np.dot(n, _v(outward))) < 0:
            b, c, nb, nc = c, b, nc, nb
            if normals is None:
                na = nb = nc = -n
        self.triangles.append(((a, na, colour), (b, nb, colour), (c, nc, colour)))

    def quad(self, a, b, c, d, colour=WHITE, outward=None, normals=None) -> None:
        if normals is None:
            self.tri(a, b, c, colour, outward)
            self.tri(a, c, d, colour, outward)
        else:
            na, nb, nc, nd = normals
            self.tri(a, b, c, colour, outward, (na, nb, nc))
            self.tri(a, c, d, colour, outward, (na, nc, nd))

    def sheet(self, a, b, c, colour=WHITE) -> None:
        """A two-sided triangle (both windings, opposite normals)."""
        n = np.cross(_v(b) - _v(a), _v(c) - _v(a))
        self.tri(a, b, c, colour, n)
        self.tri(a, b, c, colour, -n)

    def convex_tri(self, a, b, c, colour, inside) -> None:
        """A face of a convex solid: oriented away from the interior point ``inside``."""
        centroid = (_v(a) + _v(b) + _v(c)) / 3.0
        self.tri(a, b, c, colour, centroid - _v(inside))

    def place_on_ground(self) -> None:
        """Move the model so its bounding box is centred on x, y and its bottom is z = 0."""
        points = np.array([v[0] for t in self.triangles for v in t])
        low, high = points.min(axis=0), points.max(axis=0)
        shift = np.array([-(low[0] + high[0]) / 2, -(low[1] + high[1]) / 2, -low[2]])
        self.triangles = [tuple((p + shift, n, c) for p, n, c in t) for t in self.triangles]

    def egg(self) -> str:
        pool = f"{self.name}.verts"
        index: dict[tuple[str, str, str], int] = {}
        vertex_lines: list[str] = []
        polygon_lines: list[str] = []
        for triangle in self.triangles:
            refs = []
            for p, n, c in triangle:
                key = (" ".join(_fmt(x) for x in p), " ".join(_fmt(x) for x in _unit(n)),
                       " ".join(_fmt(x) for x in c))
                if key not in index:
                    index[key] = len(index)
                    vertex_lines.append(
                        f"    <Vertex> {index[key]} {{\n      {key[0]}\n"
                        f"      <Normal> {{ {key[1]} }}\n      <RGBA> {{ {key[2]} }}\n    }}\n")
                refs.append(index[key])
            polygon_lines.append(
                f"  <Polygon> {{\n    <VertexRef> {{ {refs[0]} {refs[1]} {refs[2]} <Ref> {{ {pool} }} }}\n  }}\n")
        return ("<CoordinateSystem> { Z-up }\n\n"
                f"<Comment> {{ \"{self.name}: generated by scripts/make_assets.py, do not edit\" }}\n\n"
                f"<Group> {self.name} {{\n  <VertexPool> {pool} {{\n"
                + "".join(vertex_lines) + "  }\n" + "".join(polygon_lines) + "}\n")


def ellipsoid(mesh: Mesh, centre, radii, colour=WHITE, segments=8, rings=5,
              phi0=-math.pi / 2, phi1=math.pi / 2, smooth=True) -> None:
    """An ellipsoid (or a latitude band of one) with smooth normals."""
    centre, radii = _v(centre), _v(radii)

    def point(i: int, j: int):
        phi = phi0 + (phi1 - phi0) * i / rings
        theta = 2 * math.pi * j / segments
        unit = np.array([math.cos(phi) * math.cos(theta), math.cos(phi) * math.sin(theta), math.sin(phi)])
        return centre + radii * unit, _unit(unit / radii)

    for i in range(rings):
        for j in range(segments):
            (p00, n00), (p01, n01) = point(i, j), point(i, j + 1)
            (p10, n10), (p11, n11) = point(i + 1, j), point(i + 1, j + 1)
            for tri, nrm in (((p00, p01, p11), (n00, n01, n11)), ((p00, p11, p10), (n00, n11, n10))):
                out = sum(tri) / 3.0 - centre
                mesh.tri(*tri, colour=colour, outward=out, normals=nrm if smooth else None)


def _frames(path: list[np.ndarray]):
    """Tangents and parallel-transported (u, v) frames along a polyline."""
    count = len(path)
    tangents = []
    for i in range(count):
        a, b = path[max(i - 1, 0)], path[min(i + 1, count - 1)]
        tangents.append(_unit(b - a))
    reference = np.array([0.0, 0.0, 1.0])
    if abs(float(np.dot(tangents[0], reference))) > 0.9:
        reference = np.array([1.0, 0.0, 0.0])
    u = _unit(np.cross(tangents[0], reference))
    frames = []
    for t in tangents:
        u = _unit(u - np.dot(u, t) * t)
        frames.append((t, u, np.cross(t, u)))
    return frames


def tube(mesh: Mesh, path, radii, sides: int, colour=WHITE, cap_start=False, cap_end=False,
         smooth=True, twist=0.0, flatten=1.0) -> None:
    """A tapered tube swept along a polyline; a radius of 0 makes a point (cone tip)."""
    path = [_v(p) for p in path]
    frames = _frames(path)
    rings = []
    for p, r, (t, u, v) in zip(path, radii, frames):
        ring = []
        for j in range(sides + 1):
            theta = 2 * math.pi * j / sides + twist
            radial = math.cos(theta) * u + math.sin(theta) * v * flatten
            ring.append((p + r * radial, _unit(math.cos(theta) * u + math.sin(theta) * v / flatten)))
        rings.append(ring)
    for i in range(len(path) - 1):
        middle = (path[i] + path[i + 1]) / 2
        for j in range(sides):
            (a, na), (b, nb) = rings[i][j], rings[i][j + 1]
            (c, nc), (d, nd) = rings[i + 1][j + 1], rings[i + 1][j]
            for tri, nrm in (((a, b, c), (na, nb, nc)), ((a, c, d), (na, nc, nd))):
                out = sum(tri) / 3.0 - middle
                mesh.tri(*tri, colour=colour, outward=out, normals=nrm if smooth else None)
    for cap, index, sign in ((cap_start, 0, -1.0), (cap_end, -1, 1.0)):
        if not cap:
            continue
        centre, tangent = path[index], frames[index][0]
        ring = rings[index]
        for j in range(sides):
            mesh.tri(centre, ring[j][0], ring[j + 1][0], colour, sign * tangent)


def box(mesh: Mesh, low, high, colour=WHITE, skip_bottom=False) -> None:
    (x0, y0, z0), (x1, y1, z1) = low, high
    corners = [np.array([x, y, z]) for z in (z0, z1) for y in (y0, y1) for x in (x0, x1)]
    centre = (np.array(low) + np.array(high)) / 2
    faces = [(0, 1, 3, 2), (4, 5, 7, 6), (0, 1, 5, 4), (2, 3, 7, 6), (0, 2, 6, 4), (1, 3, 7, 5)]
    for k, (a, b, c, d) in enumerate(faces):
        if skip_bottom and k == 0:
            continue
        quad = [corners[a], corners[b], corners[c], corners[d]]
        out = sum(quad) / 4.0 - centre
        mesh.quad(*quad, colour=colour, outward=out)


def octahedron(mesh: Mesh, centre, radius: float, colour, squash=1.0) -> None:
    centre = _v(centre)
    axes = [np.array(a) * radius for a in ((1, 0, 0), (0, 1, 0), (-1, 0, 0), (0, -1, 0))]
    top, bottom = centre + np.array([0, 0, radius * squash]), centre - np.array([0, 0, radius * squash])
    for k in range(4):
        a, b = centre + axes[k], centre + axes[(k + 1) % 4]
        mesh.convex_tri(a, b, top, colour, centre)
        mesh.convex_tri(a, b, bottom, colour, centre)


def lathe(mesh: Mesh, profile, sides: int, colour=WHITE, cap_bottom=True, smooth_around=True,
          offset=0.0) -> None:
    """A surface of revolution about z from a (radius, z) profile listed bottom to top.

    Each profile segment's outward normal is (dz, -dr): faces point away from
    the solid whatever the profile's direction. Normals are smooth around the
    axis and creased along the profile.
    """
    def at(r: float, z: float, j: int):
        theta = 2 * math.pi * j / sides + offset
        return np.array([r * math.cos(theta), r * math.sin(theta), z])

    for (r0, z0), (r1, z1) in zip(profile, profile[1:]):
        nr, nz = z1 - z0, -(r1 - r0)
        for j in range(sides):
            a, b, c, d = at(r0, z0, j), at(r0, z0, j + 1), at(r1, z1, j + 1), at(r1, z1, j)
            mid = 2 * math.pi * (j + 0.5) / sides + offset
            out = np.array([nr * math.cos(mid), nr * math.sin(mid), nz])
            normals = None
            if smooth_around:
                normals = [np.array([nr * math.cos(2 * math.pi * k / sides + offset),
                                     nr * math.sin(2 * math.pi * k / sides + offset), nz])
                           for k in (j, j + 1, j + 1, j)]
            mesh.quad(a, b, c, d, colour, out, normals)
    if cap_bottom and profile[0][0] > 0:
        r, z = profile[0]
        for j in range(sides):
            mesh.tri((0, 0, z), at(r, z, j), at(r, z, j + 1), colour, (0, 0, -1))


def model_dragon() -> Mesh:
    mesh = Mesh("dragon")
    # Body and belly, low and heavy.
    ellipsoid(mesh, (0, -0.01, 0.135), (0.095, 0.15, 0.08), segments=10, rings=5)
    # Thick neck curving up and forward, a long head with a boxy snout.
    tube(mesh, [(0, 0.08, 0.15), (0, 0.13, 0.215), (0, 0.155, 0.275), (0, 0.175, 0.31)],
         [0.064, 0.052, 0.045, 0.042], 6)
    head = np.array([0.0, 0.2, 0.33])
    ellipsoid(mesh, head, (0.06, 0.074, 0.05), segments=8, rings=5)
    tube(mesh, [(0, 0.23, 0.318), (0, 0.325, 0.296)], [0.046, 0.032], 4, cap_end=True, twist=math.pi / 4,
         flatten=0.7)
    for side in (-1, 1):
        # Eyes; horns swept back.
        octahedron(mesh, (side * 0.05, 0.222, 0.347), 0.013, EYE)
        tube(mesh, [(side * 0.03, 0.175, 0.36), (side * 0.045, 0.135, 0.392), (side * 0.056, 0.09, 0.405)],
             [0.015, 0.009, 0.0], 5, smooth=False)
    # Spines along the back.
    for y, z, h in ((0.115, 0.225, 0.03), (0.045, 0.21, 0.036), (-0.025, 0.212, 0.036), (-0.095, 0.195, 0.03)):
        tube(mesh, [(0, y, z - 0.012), (0, y - 0.018, z + h)], [0.014, 0.0], 3, smooth=False, flatten=0.5)
    # Tail: down from the rump and curling round to the right.
    tail = [(0, -0.12, 0.14), (0, -0.18, 0.105), (0.0, -0.23, 0.07), (0.015, -0.27, 0.045),
            (0.05, -0.3, 0.032), (0.09, -0.3, 0.028), (0.118, -0.275, 0.028), (0.12, -0.24, 0.028)]
    tube(mesh, tail, [0.055, 0.042, 0.032, 0.025, 0.02, 0.016, 0.012, 0.008], 6)
    # Spade at the tail's tip.
    tip = np.array([0.12, -0.24, 0.028])
    spade = [tip + np.array(d) for d in ((0.0, 0.0, 0.0), (0.028, 0.02, 0.0), (0.0, 0.05, 0.0), (-0.028, 0.02, 0.0))]
    up = np.array([0, 0, 0.008])
    centre = spade[0] + np.array([0, 0.022, 0])
    for a, b in ((spade[0], spade[1]), (spade[1], spade[2]), (spade[2], spade[3]), (spade[3], spade[0])):
        mesh.convex_tri(a, b, centre + up, WHITE, centre)
        mesh.convex_tri(a, b, centre - up * 0.5, WHITE, centre)
    # Four stubby legs, bent like a crouching cat's, with dark-clawed feet.
    for sx in (-1, 1):
        legs = (((0.062, 0.075, 0.12), (0.092, 0.06, 0.065), (0.092, 0.085, 0.022), 0.04),
                ((0.068, -0.085, 0.13), (0.1, -0.045, 0.07), (0.096, -0.085, 0.022), 0.052))
        for hip, knee, ankle, thick in legs:
            path = [(sx * p[0], p[1], p[2]) for p in (hip, knee, ankle)]
            tube(mesh, path, [thick, 0.028, 0.022], 5, twist=math.pi / 10)
            fx, fy = sx * ankle[0], ankle[1]
            box(mesh, (fx - 0.027, fy - 0.02, 0.0), (fx + 0.027, fy + 0.03, 0.024), skip_bottom=True)
            for k in (-1, 1):  # claws
                claw = np.array([fx + k * 0.014, fy + 0.03, 0.0])
                mesh.convex_tri(claw + (-0.008, 0, 0), claw + (0.008, 0, 0), claw + (0, 0.018, 0.0), EYE,
                                claw + (0, 0.005, -0.01))
                mesh.convex_tri(claw + (-0.008, 0, 0), claw + (0.008, 0, 0.014), claw + (0, 0.018, 0.0), EYE,
                                claw + (0, 0.005, -0.01))
    # Two raised bat wings: arm (shoulder, elbow, wrist), three fingers, scalloped membrane.
    for sx in (-1, 1):
        def m(p):
            return np.array([sx * p[0], p[1], p[2]])
        shoulder, elbow, wrist = m((0.05, 0.04, 0.19)), m((0.145, 0.065, 0.33)), m((0.215, 0.025, 0.45))
        fingers = [m((0.30, -0.02, 0.5)), m((0.31, -0.1, 0.36)), m((0.23, -0.15, 0.24))]
        root = m((0.05, -0.09, 0.18))
        ends = [wrist] + fingers + [root]
        edge = []
        for k in range(len(ends) - 1):
            edge.append(ends[k])
            if k > 0:  # scallop: trailing-edge notch between fingers, pulled toward the wrist
                mid = (ends[k] + ends[k + 1]) / 2
                edge.append(mid + 0.32 * (wrist - mid))
        edge.append(root)
        for a, b in zip(edge[1:], edge[2:]):
            mesh.sheet(wrist, a, b, MEMBRANE)
        mesh.sheet(wrist, root, shoulder, MEMBRANE)
        mesh.sheet(wrist, shoulder, elbow, MEMBRANE)
        tube(mesh, [shoulder, elbow, wrist], [0.02, 0.015, 0.012], 4, twist=math.pi / 4)
        for finger in fingers:
            tube(mesh, [wrist, finger], [0.009, 0.0], 3, smooth=False)
        # thumb claw at the wrist
        tube(mesh, [wrist, wrist + m((0.005, 0.03, 0.03))], [0.008, 0.0], 3, smooth=False)
    return mesh


def model_stone() -> Mesh:
    """An 8-sided brilliant: small culet facet, pavilion, girdle, crown, table."""
    mesh = Mesh("stone")
    n = 8
    inside = np.array([0, 0, 0.06])

    def ring(radius: float, z: float, half: bool):
        return [np.array([radius * math.cos(2 * math.pi * (j + (0.5 if half else 0.0)) / n),
                          radius * math.sin(2 * math.pi * (j + (0.5 if half else 0.0)) / n), z])
                for j in range(n)]

    culet, girdle_low, girdle_high, table = (ring(0.04, 0.0, True), ring(0.08, 0.045, False),
                                             ring(0.08, 0.06, False), ring(0.045, 0.13, True))
    for lower, upper, lower_half in ((culet, girdle_low, True), (girdle_high, table, False)):
        for j in range(n):
            if lower_half:
                # lower ring rotated half a step: lower[j] sits between upper[j] and upper[j+1]
                mesh.convex_tri(lower[j], upper[j], upper[(j + 1) % n], WHITE, inside)
                mesh.convex_tri(lower[j], upper[(j + 1) % n], lower[(j + 1) % n], WHITE, inside)
            else:
                mesh.convex_tri(lower[j], lower[(j + 1) % n], upper[j], WHITE, inside)
                mesh.convex_tri(upper[j], lower[(j + 1) % n], upper[(j + 1) % n], WHITE, inside)
    for j in range(n):
        mesh.convex_tri(girdle_low[j], girdle_low[(j + 1) % n], girdle_high[(j + 1) % n], WHITE, inside)
        mesh.convex_tri(girdle_low[j], girdle_high[(j + 1) % n], girdle_high[j], WHITE, inside)
    for flat in (culet, table):
        for j in range(1, n - 1):
            mesh.convex_tri(flat[0], flat[j], flat[j + 1], WHITE, inside)
    return mesh


def model_egg() -> Mesh:
    mesh = Mesh("egg")
    ellipsoid(mesh, (0, 0, 0), (0.13, 0.17, 0.06), segments=16, rings=4, phi0=0.0)
    for j in range(16):
        a = 2 * math.pi * j / 16
        b = 2 * math.pi * (j + 1) / 16
        mesh.tri((0, 0, 0), (0.13 * math.cos(a), 0.17 * math.sin(a), 0), (0.13 * math.cos(b), 0.17 * math.sin(b), 0),
                 WHITE, (0, 0, -1))
    return mesh


def model_socket() -> Mesh:
    mesh = Mesh("socket")
    profile = [(0.075, 0.0), (0.075, 0.013), (0.069, 0.02), (0.056, 0.02), (0.05, 0.013), (0.047, 0.006), (0.0, 0.006)]
    lathe(mesh, profile, 16)
    return mesh


def model_pillar() -> Mesh:
    mesh = Mesh("pillar")
    profile = [(0.18, 0.0), (0.18, 0.045), (0.172, 0.06), (0.16, 0.075), (0.16, 0.925), (0.172, 0.94),
               (0.18, 0.955), (0.18, 1.0), (0.0, 1.0)]
    lathe(mesh, profile, 12)
    return mesh


def model_assistant() -> Mesh:
    mesh = Mesh("assistant")
    robe = [(0.175, 0.0), (0.17, 0.02), (0.14, 0.12), (0.105, 0.24), (0.085, 0.33), (0.092, 0.37),
            (0.07, 0.41), (0.03, 0.43), (0.0, 0.43)]
    lathe(mesh, robe, 12)
    # Sleeves meeting in front, hands peeking out.
    for sx in (-1, 1):
        tube(mesh, [(sx * 0.085, 0.0, 0.375), (sx * 0.1, 0.04, 0.31), (sx * 0.05, 0.1, 0.27)],
             [0.034, 0.036, 0.04], 6, cap_end=True)
    ellipsoid(mesh, (0, 0.112, 0.268), (0.035, 0.022, 0.026), SKIN, segments=6, rings=4)
    # Head and pointed hat with a brim.
    ellipsoid(mesh, (0, 0.0, 0.49), (0.072, 0.072, 0.075), SKIN, segments=10, rings=6)
    lathe(mesh, [(0.12, 0.53), (0.12, 0.542), (0.068, 0.548), (0.0, 0.7)], 12, offset=math.pi / 12)
    return mesh


def model_arrow() -> Mesh:
    mesh = Mesh("arrow")
    outline = [(-0.06, -0.275), (0.06, -0.275), (0.06, 0.035), (0.16, 0.035), (0.0, 0.275), (-0.16, 0.035),
               (-0.06, 0.035)]
    t = 0.03
    for z, out in ((t, (0, 0, 1)), (0.0, (0, 0, -1))):
        mesh.quad((-0.06, -0.275, z), (0.06, -0.275, z), (0.06, 0.035, z), (-0.06, 0.035, z), WHITE, out)
        mesh.tri((0.16, 0.035, z), (0.0, 0.275, z), (-0.16, 0.035, z), WHITE, out)
    for (x0, y0), (x1, y1) in zip(outline, outline[1:] + outline[:1]):
        out = (y1 - y0, -(x1 - x0), 0)  # outline is counter-clockwise
        mesh.quad((x0, y0, 0), (x1, y1, 0), (x1, y1, t), (x0, y0, t), WHITE, out)
    return mesh


def model_crown() -> Mesh:
    mesh = Mesh("crown")
    n, outer, inner = 20, 0.15, 0.128

    def height(k: int) -> float:
        return (0.132, 0.1, 0.07, 0.1)[k % 4]

    def at(r: float, k: int, z: float):
        theta = 2 * math.pi * k / n + math.pi / 2
        return np.array([r * math.cos(theta), r * math.sin(theta), z])

    for k in range(n):
        k1 = k + 1
        mid = 2 * math.pi * (k + 0.5) / n + math.pi / 2
        radial = np.array([math.cos(mid), math.sin(mid), 0.0])
        h0, h1 = height(k), height(k1)
        mesh.quad(at(outer, k, 0), at(outer, k1, 0), at(outer, k1, h1), at(outer, k, h0), WHITE, radial)
        mesh.quad(at(inner, k, 0), at(inner, k1, 0), at(inner, k1, h1), at(inner, k, h0), WHITE, -radial)
        mesh.quad(at(outer, k, h0), at(outer, k1, h1), at(inner, k1, h1), at(inner, k, h0), WHITE, (0, 0, 1))
        mesh.quad(at(outer, k, 0), at(outer, k1, 0), at(inner, k1, 0), at(inner, k, 0), WHITE, (0, 0, -1))
    for k in range(0, n, 4):
        octahedron(mesh, at((outer + inner) / 2, k, 0.138), 0.014, WHITE, squash=1.3)
    return mesh


MODELS = {
    "dragon": model_dragon,
    "stone": model_stone,
    "egg": model_egg,
    "socket": model_socket,
    "pillar": model_pillar,
    "assistant": model_assistant,
    "arrow": model_arrow,
    "crown": model_crown,
}


# ---------------------------------------------------------------------------
# Images
# ---------------------------------------------------------------------------

def write_png(path: Path, image: np.ndarray) -> None:
    """Write an (h, w, 3 or 4) float image in [0, 1] as an 8-bit RGBA PNG."""
    if image.shape[2] == 3:
        image = np.concatenate([image, np.ones(image.shape[:2] + (1,))], axis=2)
    pixels = np.round(np.clip(image, 0.0, 1.0) * 255.0).astype(np.uint8)
    height, width = pixels.shape[:2]
    raw = np.concatenate([np.zeros((height, 1), np.uint8), pixels.reshape(height, width * 4)], axis=1)

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw.tobytes(), PNG_LEVEL)) + chunk(b"IEND", b""))
    path.write_bytes(data)


def pixel_grid(height: int, width: int):
    """(x, y) of pixel centres, y down."""
    y, x = np.mgrid[0:height, 0:width].astype(float)
    return x + 0.5, y + 0.5


def value_noise(rng: np.random.Generator, height: int, width: int, cells_y: int, cells_x: int) -> np.ndarray:
    """Smooth value noise in [0, 1], periodic over the image (so it tiles)."""
    grid = rng.random((cells_y, cells_x))
    y = (np.arange(height) + 0.5) / height * cells_y
    x = (np.arange(width) + 0.5) / width * cells_x
    y0, x0 = np.floor(y).astype(int), np.floor(x).astype(int)
    fy, fx = y - y0, x - x0
    fy, fx = fy * fy * (3 - 2 * fy), fx * fx * (3 - 2 * fx)
    y0, x0 = y0 % cells_y, x0 % cells_x
    y1, x1 = (y0 + 1) % cells_y, (x0 + 1) % cells_x
    top = grid[y0][:, x0] * (1 - fx) + grid[y0][:, x1] * fx
    bottom = grid[y1][:, x0] * (1 - fx) + grid[y1][:, x1] * fx
    return top * (1 - fy[:, None]) + bottom * fy[:, None]


def fbm(rng: np.random.Generator, height: int, width: int, cells: int, octaves: int, stretch=(1, 1)) -> np.ndarray:
    """Fractal value noise in [-1, 1], periodic."""
    total, weight, amplitude = np.zeros((height, width)), 0.0, 1.0
    for octave in range(octaves):
        c = cells * 2 ** octave
        total += amplitude * value_noise(rng, height, width, c * stretch[0], c * stretch[1])
        weight += amplitude
        amplitude *= 0.5
    return (total / weight) * 2 - 1


def coverage(distance: np.ndarray, width: float = 0.0) -> np.ndarray:
    """Anti-aliased coverage of the region where ``distance < width`` (pixel units)."""
    return np.clip(0.5 - (distance - width), 0.0, 1.0)


def paint(image: np.ndarray, cover: np.ndarray, colour) -> None:
    colour = np.asarray(colour, float)[: image.shape[2]]
    image[...] = image * (1 - cover[..., None]) + colour * cover[..., None]


def shade(image: np.ndarray, cover: np.ndarray, factor: float) -> None:
    image[..., :3] *= 1 + (factor - 1) * cover[..., None]


def segment_distance(x, y, a, b) -> np.ndarray:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    if length2 < 1e-12:
        return np.hypot(x - a[0], y - a[1])
    t = np.clip(((x - a[0]) * dx + (y - a[1]) * dy) / length2, 0.0, 1.0)
    return np.hypot(x - a[0] - t * dx, y - a[1] - t * dy)


def polyline_distance(x, y, points) -> np.ndarray:
    distance = np.full(x.shape, np.inf)
    for a, b in zip(points, points[1:]):
        distance = np.minimum(distance, segment_distance(x, y, a, b))
    return distance


def polygon_distance(x, y, points) -> np.ndarray:
    """Signed distance to a closed polygon: negative inside (even-odd rule)."""
    points = [tuple(p) for p in points]
    distance = polyline_distance(x, y, points + [points[0]])
    inside = np.zeros(x.shape, bool)
    for (ax, ay), (bx, by) in zip(points, points[1:] + points[:1]):
        if ay == by:
            continue
        crosses = (ay > y) != (by > y)
        inside ^= crosses & (x < (bx - ax) * (y - ay) / (by - ay) + ax)
    return np.where(inside, -distance, distance)


def box_distance(x, y, x0, y0, x1, y1, radius=0.0) -> np.ndarray:
    cx, cy, hx, hy = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2 - radius, (y1 - y0) / 2 - radius
    qx, qy = np.abs(x - cx) - hx, np.abs(y - cy) - hy
    outside = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0))
    return outside + np.minimum(np.maximum(qx, qy), 0) - radius


def catmull_rom(points, samples: int = 8, closed: bool = True):
    points = [np.asarray(p, float) for p in points]
    count = len(points)
    result = []
    segments = count if closed else count - 1
    for i in range(segments):
        p0, p1 = points[(i - 1) % count], points[i % count]
        p2, p3 = points[(i + 1) % count], points[(i + 2) % count]
        if not closed:
            p0, p3 = points[max(i - 1, 0)], points[min(i + 2, count - 1)]
        for s in range(samples):
            t = s / samples
            result.append(0.5 * ((2 * p1) + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t
                                 + (-p0 + 3 * p1 - 3 * p2 + p3) * t ** 3))
    if not closed:
        result.append(points[-1])
    return result


def mix(a, b, t: float):
    return tuple(float(x) * (1 - t) + float(y) * t for x, y in zip(a, b))


def scaled(colour, factor: float):
    return tuple(float(c) * factor for c in colour)


def luminance(colour) -> float:
    return 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]


SLOT = 256
BORDER = 6
SYMBOL_CENTRE = (68.0, 68.0)   # the upper-left quadrant, clear of an egg in the middle
SYMBOL_HALF = 52.0


def _to_slot(points, centre=SYMBOL_CENTRE, half=SYMBOL_HALF):
    """Map (u, v) in [-1, 1] (v up) to slot pixels."""
    return [(centre[0] + u * half, centre[1] - v * half) for u, v in points]


def symbol_flame(x, y):
    outer = [(0.0, -1.0), (0.5, -0.92), (0.8, -0.6), (0.84, -0.2), (0.72, 0.14), (0.66, 0.62), (0.42, 0.3),
             (0.28, 0.52), (0.08, 1.0), (-0.2, 0.56), (-0.34, 0.36), (-0.56, 0.74), (-0.72, 0.22),
             (-0.84, -0.18), (-0.8, -0.6), (-0.5, -0.92)]
    inner = [(0.0, -0.84), (0.32, -0.74), (0.46, -0.44), (0.4, -0.1), (0.22, 0.1), (0.1, 0.42),
             (-0.12, 0.08), (-0.36, -0.16), (-0.44, -0.5), (-0.3, -0.76)]
    d_outer = polygon_distance(x, y, _to_slot(catmull_rom(outer, 8)))
    d_inner = polygon_distance(x, y, _to_slot(catmull_rom(inner, 8)))
    return [d_outer, d_inner]


def symbol_waves(x, y):
    cx, cy = SYMBOL_CENTRE
    lines = []
    for k in (-1, 0, 1):
        points = [(cx + u * SYMBOL_HALF, cy + k * 34 - 9 * math.sin(u * math.pi * 1.5 + 0.4))
                  for u in np.linspace(-0.95, 0.95, 48)]
        lines.append(polyline_distance(x, y, points) - 6.5)
    return [np.minimum(np.minimum(lines[0], lines[1]), lines[2])]


def symbol_swirl(x, y):
    """A spiral gust: an open spiral whose outer end runs off to the right as a wind line."""
    cx, cy = SYMBOL_CENTRE[0] - 8, SYMBOL_CENTRE[1] - 10
    turns = 1.75
    points = []
    for t in np.linspace(0.0, 1.0, 90):
        theta = t * turns * 2 * math.pi
        r = 4 + 36 * t
        points.append((cx + r * math.cos(theta), cy - r * math.sin(theta)))
    # the spiral ends at the bottom heading right: carry on as a straight gust
    end = points[-1]
    points.append((SYMBOL_CENTRE[0] + SYMBOL_HALF, end[1]))
    gust = [(SYMBOL_CENTRE[0] - 30, end[1] + 19), (SYMBOL_CENTRE[0] + SYMBOL_HALF - 14, end[1] + 19)]
    return [np.minimum(polyline_distance(x, y, points), polyline_distance(x, y, gust)) - 6.0]


def symbol_crown(x, y):
    outline = [(-0.86, -0.72), (0.86, -0.72), (0.94, 0.42), (0.5, -0.02), (0.0, 0.62), (-0.5, -0.02),
               (-0.94, 0.42)]
    d = polygon_distance(x, y, _to_slot(outline))
    for u, v in ((-0.94, 0.48), (0.0, 0.7), (0.94, 0.48)):
        (px, py), = _to_slot([(u, v)])
        d = np.minimum(d, np.hypot(x - px, y - py) - 9.5)
    # the band: jewels punched out of it
    holes = np.full(x.shape, np.inf)
    for u in (-0.5, 0.0, 0.5):
        (px, py), = _to_slot([(u, -0.5)])
        holes = np.minimum(holes, np.hypot(x - px, y - py) - 6.5)
    return [d, holes]


SYMBOLS = {"flame": symbol_flame, "waves": symbol_waves, "swirl": symbol_swirl, "crown": symbol_crown}


def territory_slot(terrain: Terrain, rng: np.random.Generator) -> np.ndarray:
    base = np.array(palette.TERRAIN_COLOUR[terrain])
    x, y = pixel_grid(SLOT, SLOT)
    grain = 0.05 * fbm(rng, SLOT, SLOT, 4, 4) + 0.025 * (rng.random((SLOT, SLOT)) * 2 - 1)
    image = base * np.clip(1 + grain, 0.92, 1.08)[..., None]
    layers = SYMBOLS[palette.TERRAIN_SYMBOL[terrain]](x, y)
    light = luminance(base) < 0.6
    if light:
        fills = [mix(base, (1, 1, 1), 0.5), mix(base, (1, 1, 1), 0.8)]
        outline = scaled(base, 0.55)
    else:
        fills = [scaled(base, 0.5), base]
        outline = scaled(base, 0.72)
    paint(image, coverage(layers[0], 1.6), outline)
    paint(image, coverage(layers[0]), fills[0])
    if len(layers) > 1:
        paint(image, coverage(np.maximum(layers[1], layers[0])), fills[1])
    _border(image, x, y)
    return image


def _border(image: np.ndarray, x, y, factor: float = 0.62) -> None:
    edge = np.minimum(np.minimum(x, SLOT - x), np.minimum(y, SLOT - y))
    shade(image, np.clip(BORDER + 0.5 - edge, 0, 1), factor)
    shade(image, np.clip(1.0 - np.abs(edge - BORDER - 1.0), 0, 1), 1.12)


def pillar_slot(count: int, rng: np.random.Generator) -> np.ndarray:
    base = np.array(palette.PILLAR_SQUARE)
    x, y = pixel_grid(SLOT, SLOT)
    stone = 0.05 * fbm(rng, SLOT, SLOT, 3, 4) + 0.02 * (rng.random((SLOT, SLOT)) * 2 - 1)
    image = base * np.clip(1 + stone, 0.9, 1.1)[..., None]
    token = np.array(palette.PILLAR_TOKEN)
    top, bottom = 34.0, 222.0
    height = bottom - top
    centres, width = ((128.0,), 58.0) if count == 1 else ((80.0, 176.0), 44.0)
    for cx in centres:
        parts = [(1.7, bottom - 0.1 * height, bottom), (1.4, bottom - 0.16 * height, bottom - 0.1 * height),
                 (1.0, top + 0.16 * height, bottom - 0.16 * height), (1.4, top + 0.1 * height, top + 0.16 * height),
                 (1.7, top, top + 0.1 * height)]
        d = np.full(x.shape, np.inf)
        for w, y0, y1 in parts:
            d = np.minimum(d, box_distance(x, y, cx - w * width / 2, y0, cx + w * width / 2, y1, 2.0))
        # drop shadow, outline, body with cylindrical shading, flutes
        shadow = box_distance(x, y, cx - 0.85 * width + 6, top + 6, cx + 0.85 * width + 6, bottom + 4, 6.0)
        shade(image, coverage(shadow, 2.0) * 0.6, 0.7)
        paint(image, coverage(d, 2.2), (0.25, 0.24, 0.22))
        across = np.clip((x - cx) / (0.85 * width), -1, 1)
        body = token * (0.96 - 0.2 * across ** 2 + 0.08 * (-across))[..., None]
        cover = coverage(d)[..., None]
        image[...] = image * (1 - cover) + body * cover
        for k in (-1.5, -0.5, 0.5, 1.5):
            flute = segment_distance(x, y, (cx + k * width * 0.22, top + 0.2 * height),
                                     (cx + k * width * 0.22, bottom - 0.2 * height))
            shade(image, coverage(flute, 1.2) * (d < 0), 0.78)
        for yy in (bottom - 0.1 * height, top + 0.1 * height):
            line = segment_distance(x, y, (cx - 0.85 * width, yy), (cx + 0.85 * width, yy))
            shade(image, coverage(line, 0.8) * (d < -1), 0.75)
    _border(image, x, y)
    return image


def _voronoi(rng: np.random.Generator, x, y, count: int):
    """Distances to the nearest and second nearest of ``count`` seeds (periodic), and the nearest's index."""
    seeds = rng.random((count, 2)) * SLOT
    best = np.full(x.shape, np.inf)
    second = np.full(x.shape, np.inf)
    index = np.zeros(x.shape, int)
    for k, (sx, sy) in enumerate(seeds):
        dx = np.abs(x - sx)
        dy = np.abs(y - sy)
        d = np.hypot(np.minimum(dx, SLOT - dx), np.minimum(dy, SLOT - dy))
        closer = d < best
        second = np.where(closer, best, np.minimum(second, d))
        index = np.where(closer, k, index)
        best = np.where(closer, d, best)
    return best, second, index


def cliff_slot(rng: np.random.Generator) -> np.ndarray:
    base = np.array(palette.CLIFF)
    x, y = pixel_grid(SLOT, SLOT)
    noise = 0.07 * fbm(rng, SLOT, SLOT, 4, 4) + 0.03 * (rng.random((SLOT, SLOT)) * 2 - 1)
    best, second, index = _voronoi(rng, x, y, 18)
    facet = (rng.random(18) * 0.16 - 0.08)[index]
    image = base * (1 + noise + facet)[..., None]
    shade(image, np.clip(1.6 - (second - best) / 2, 0, 1), 0.8)
    for _ in range(6):
        px, py = rng.random(2) * SLOT
        angle = rng.random() * 2 * math.pi
        points = [(px, py)]
        for _ in range(int(rng.integers(6, 13))):
            angle += rng.normal(0, 0.6)
            px, py = px + 11 * math.cos(angle), py + 11 * math.sin(angle)
            points.append((px, py))
        d = polyline_distance(x, y, points)
        shade(image, coverage(d - 1.0, 1.0), 1.15)
        shade(image, coverage(d, 1.0), 0.45)
    _border(image, x, y, 0.7)
    return image


def gap_slot(rng: np.random.Generator) -> np.ndarray:
    base = np.array(palette.GAP)
    x, y = pixel_grid(SLOT, SLOT)
    best, second, index = _voronoi(rng, x, y, 46)
    rock = (0.75 + 0.7 * rng.random(46))[index]
    ridge = np.clip((second - best) / 10.0, 0, 1)
    grit = 0.08 * (rng.random((SLOT, SLOT)) * 2 - 1)
    image = base * (rock * (0.55 + 0.45 * ridge) * (1 + grit))[..., None]
    shade(image, np.clip(1.5 - (second - best), 0, 1), 0.4)
    return image


def terrain_atlas() -> np.ndarray:
    atlas = np.zeros((SLOT * palette.ATLAS_ROWS, SLOT * palette.ATLAS_COLUMNS, 4))
    atlas[..., 3] = 1.0
    for index, slot in enumerate(palette.ATLAS_SLOTS):
        rng = np.random.default_rng(1000 + index)
        if slot in {t.value for t in Terrain}:
            image = territory_slot(Terrain(slot), rng)
        elif slot.startswith("pillar"):
            image = pillar_slot(int(slot[len("pillar"):]), rng)
        elif slot == "cliff":
            image = cliff_slot(rng)
        elif slot == "gap":
            image = gap_slot(rng)
        else:
            raise ValueError(f"no drawing for atlas slot {slot!r}")
        row, column = index // palette.ATLAS_COLUMNS, index % palette.ATLAS_COLUMNS
        atlas[row * SLOT:(row + 1) * SLOT, column * SLOT:(column + 1) * SLOT, :3] = np.clip(image, 0, 1)
    return atlas


def table_texture() -> np.ndarray:
    """Wood planks running along x, tileable both ways."""
    size = 512
    rng = np.random.default_rng(2000)
    x, y = pixel_grid(size, size)
    base = np.array(palette.TABLE)
    planks, plank = 4, size // 4
    image = np.zeros((size, size, 3))
    warp = fbm(rng, size, size, 2, 3, stretch=(2, 1))
    fibre = fbm(rng, size, size, 4, 3, stretch=(8, 1))
    for k in range(planks):
        rows = slice(k * plank, (k + 1) * plank)
        phase = rng.random()
        rings = 5 + int(rng.integers(0, 4))
        v = (y[rows] - k * plank) / plank
        grain = np.sin(2 * math.pi * (rings * v + 0.9 * warp[rows] + phase)) * 0.5 + 0.5
        grain = grain ** 3
        tone = 0.94 + 0.12 * rng.random()
        value = tone * (1.0 + 0.22 * grain - 0.1 + 0.08 * fibre[rows])
        image[rows] = base * value[..., None]
        joint = rng.random() * size
        d = np.minimum(np.abs(x[rows] - joint), size - np.abs(x[rows] - joint))
        shade(image[rows], coverage(d, 0.6), 0.55)
    seam = np.min(np.stack([np.abs(y - k * plank) for k in range(planks + 1)]), axis=0)
    shade(image, coverage(seam, 0.8), 0.5)
    return image


def board_texture() -> np.ndarray:
    """Parchment with a faint 5 x 5 grid at multiples of 512 / 5 px."""
    size = 512
    rng = np.random.default_rng(3000)
    x, y = pixel_grid(size, size)
    base = np.array(palette.BOARD)
    blotch = fbm(rng, size, size, 3, 5)
    fibre = fbm(rng, size, size, 16, 2, stretch=(1, 3))
    speck = rng.random((size, size))
    value = 1 + 0.06 * blotch + 0.025 * fibre - 0.12 * (speck > 0.997)
    image = base * value[..., None]
    cell = size / 5
    lines = np.minimum(np.abs(x / cell - np.round(x / cell)), np.abs(y / cell - np.round(y / cell))) * cell
    shade(image, coverage(lines, 0.9), 0.8)
    return image


TEXTURES = {"terrain_atlas": terrain_atlas, "table": table_texture, "board": board_texture}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT, help="output root (models/ and textures/ go under it)")
    args = parser.parse_args(argv)
    models, textures = args.out / "models", args.out / "textures"
    models.mkdir(parents=True, exist_ok=True)
    textures.mkdir(parents=True, exist_ok=True)
    for name, build in MODELS.items():
        mesh = build()
        mesh.place_on_ground()
        (models / f"{name}.egg").write_text(mesh.egg(), encoding="ascii", newline="\n")
        print(f"models/{name}.egg: {len(mesh.triangles)} triangles")
    for name, draw in TEXTURES.items():
        image = draw()
        write_png(textures / f"{name}.png", image)
        print(f"textures/{name}.png: {image.shape[1]} x {image.shape[0]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
