"""Flat strokes for marks drawn over the table: frames, dashed frames, bars, cards, discs, ticks, crosses, a bulb.

Each adds quads facing up to a ``Mesh`` at height ``z``, in the frame the mesh is drawn in; a mark built of
several is drawn in the order its strokes were added (a dark edge first, the bright band over it).
"""
from __future__ import annotations

import math
from typing import Optional, Sequence

from dragonarium.app.gfx.mesh import Mesh

RGBA = tuple[float, float, float, float]
Point = tuple[float, float]
UP = (0.0, 0.0, 1.0)


def rect(mesh: Mesh, x0: float, y0: float, x1: float, y1: float, z: float, colour: RGBA) -> None:
    """A filled rectangle from (x0, y0) to (x1, y1)."""
    mesh.quad(((x0, y0, z), (x1, y0, z), (x1, y1, z), (x0, y1, z)), UP, colour)


def card(mesh: Mesh, x: float, y: float, z: float, half: tuple[float, float], colour: RGBA) -> None:
    """A flat rectangle centred on (x, y), ``half`` across and deep from its centre."""
    hx, hy = half
    rect(mesh, x - hx, y - hy, x + hx, y + hy, z, colour)


def frame(mesh: Mesh, x: float, y: float, z: float, half: float, width: float, colour: RGBA,
          half_y: Optional[float] = None) -> None:
    """Four bars ``width`` wide framing a rectangle ``half`` across and ``half_y`` (default ``half``) deep from its
    centre (x, y), on its inside."""
    hx, hy = half, half if half_y is None else half_y
    ix, iy = hx - width, hy - width
    for x0, y0, x1, y1 in ((x - hx, y - hy, x + hx, y - iy), (x - hx, y + iy, x + hx, y + hy),
                           (x - hx, y - iy, x - ix, y + iy), (x + ix, y - iy, x + hx, y + iy)):
        rect(mesh, x0, y0, x1, y1, z, colour)


def dashed_frame(mesh: Mesh, x: float, y: float, z: float, half: tuple[float, float], width: float, dash: float,
                 gap: float, colour: RGBA) -> None:
    """The dashes of a frame like ``frame``'s: along each side, ``dash`` drawn then ``gap`` left, a dash on every
    corner so that the rectangle's shape reads."""
    hx, hy = half
    for (ax, ay), (bx, by) in (((x - hx, y - hy), (x + hx, y - hy)), ((x + hx, y - hy), (x + hx, y + hy)),
                               ((x + hx, y + hy), (x - hx, y + hy)), ((x - hx, y + hy), (x - hx, y - hy))):
        length = math.hypot(bx - ax, by - ay)
        count = max(1, round((length - dash) / (dash + gap)))
        step = (length - dash) / count
        ux, uy = (bx - ax) / length, (by - ay) / length
        # inward from the side: the side's direction turned a quarter to the left (the sides run anticlockwise)
        nx, ny = -uy, ux
        for index in range(count + 1):
            s0, s1 = index * step, index * step + dash
            corners = [(ax + ux * s, ay + uy * s) for s in (s0, s1)]
            inner = [(px + nx * width, py + ny * width) for px, py in corners]
            mesh.quad(((*corners[0], z), (*corners[1], z), (*inner[1], z), (*inner[0], z)), UP, colour)


def bar(mesh: Mesh, a: Point, b: Point, z: float, half: float, colour: RGBA) -> None:
    """A bar ``2 * half`` wide from 0.15 inside cell centre ``a`` to 0.15 inside ``b`` (neighbours in a row or
    a column)."""
    (ax, ay), (bx, by) = sorted((a, b))
    if ay == by:
        x0, x1, y0, y1 = ax + 0.15, bx - 0.15, ay - half, ay + half
    else:
        x0, x1, y0, y1 = ax - half, ax + half, min(ay, by) + 0.15, max(ay, by) - 0.15
    rect(mesh, x0, y0, x1, y1, z, colour)


def polyline(mesh: Mesh, points: Sequence[Point], z: float, half: float, colour: RGBA) -> None:
    """Straight strokes ``2 * half`` wide joining ``points`` in turn, each joint filled with a disc."""
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        length = math.hypot(x1 - x0, y1 - y0)
        nx, ny = -(y1 - y0) / length * half, (x1 - x0) / length * half
        mesh.quad(((x0 - nx, y0 - ny, z), (x1 - nx, y1 - ny, z), (x1 + nx, y1 + ny, z), (x0 + nx, y0 + ny, z)),
                  UP, colour)
    for x, y in points[1:-1]:
        mesh.disc(x, y, z, half, colour, sides=8)


def cross(mesh: Mesh, x: float, y: float, z: float, colour: RGBA, reach: float = 0.08, half: float = 0.016) -> None:
    """A cross ``2 * reach`` across, centred on (x, y)."""
    polyline(mesh, ((x - reach, y - reach), (x + reach, y + reach)), z, half, colour)
    polyline(mesh, ((x - reach, y + reach), (x + reach, y - reach)), z, half, colour)


TICK = ((-0.05, 0.005), (-0.015, -0.04), (0.055, 0.05))
"""A tick about 0.12 across, its corner below its centre."""


def tick(mesh: Mesh, x: float, y: float, z: float, colour: RGBA, size: float = 1.0, half: float = 0.014) -> None:
    """A tick ``size`` times 0.12 across, centred on (x, y)."""
    polyline(mesh, [(x + px * size, y + py * size) for px, py in TICK], z, half, colour)


def bulb(mesh: Mesh, x: float, y: float, z: float, size: float, glass: RGBA, ink: RGBA) -> None:
    """A light bulb ``size`` high, centred on (x, y): a round glass edged in ``ink`` over a screw base in ``ink``."""
    radius = 0.3 * size
    cy = y + 0.12 * size
    mesh.disc(x, cy, z, radius + 0.07 * size, ink, sides=20)
    mesh.disc(x, cy, z, radius, glass, sides=20)
    # the neck, then the screw's threads and its tip
    rect(mesh, x - 0.17 * size, cy - radius - 0.02 * size, x + 0.17 * size, cy - radius + 0.1 * size, z, ink)
    for row in range(2):
        top = cy - radius - 0.05 * size - row * 0.11 * size
        rect(mesh, x - 0.15 * size, top - 0.07 * size, x + 0.15 * size, top, z, ink)
    rect(mesh, x - 0.07 * size, y - 0.5 * size, x + 0.07 * size, y - 0.44 * size, z, ink)
