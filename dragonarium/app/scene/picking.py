"""What is under the pointer: a board cell, a planning-site tile, or nothing.

Picking is a function of window coordinates, so tests click by numbers. The
camera's ray is intersected with each cell's column (from the board up to its
top) and with each site tile, and the nearest hit wins.
"""
from __future__ import annotations

from typing import Optional, Sequence

from panda3d.core import Point2, Point3

from dragonarium.play.base.picks import CellPick, Pick, SitePick, Vec
from dragonarium.rules import GameState
from dragonarium.app.scene.layout import BoardPlace, cell_centre, level_z, site_place, site_positions
from dragonarium.app.scene.table_view import SITE_SCALE


def _along(origin: Vec, direction: Vec, distance: float) -> Vec:
    """The point ``distance`` times ``direction`` from ``origin``."""
    return (origin[0] + distance * direction[0], origin[1] + distance * direction[1],
            origin[2] + distance * direction[2])


def ray_box(origin: Vec, direction: Vec, low: Vec, high: Vec) -> Optional[float]:
    """Distance along the ray to an axis-aligned box, or None (slab method)."""
    near, far = -1e30, 1e30
    for o, d, lo, hi in zip(origin, direction, low, high):
        if abs(d) < 1e-12:
            if o < lo or o > hi:
                return None
            continue
        t1, t2 = (lo - o) / d, (hi - o) / d
        if t1 > t2:
            t1, t2 = t2, t1
        near, far = max(near, t1), min(far, t2)
        if near > far or far < 0:
            return None
    return near if near >= 0 else far


class Picker:
    """Turns window pixels into picks against the table drawn for ``state``."""

    def __init__(self, base) -> None:
        self.base = base

    def ray(self, x: float, y: float) -> Optional[tuple[Vec, Vec]]:
        """The world ray through window pixel (x, y), origin and direction."""
        win = self.base.win
        width, height = win.getXSize(), win.getYSize()
        film = Point2(2.0 * x / width - 1.0, 1.0 - 2.0 * y / height)
        near, far = Point3(), Point3()
        if not self.base.camLens.extrude(film, near, far):
            return None
        render = self.base.render
        a = render.getRelativePoint(self.base.cam, near)
        b = render.getRelativePoint(self.base.cam, far)
        d = b - a
        d.normalize()
        return (a.x, a.y, a.z), (d.x, d.y, d.z)

    def pick(self, x: float, y: float, state: GameState, places: Sequence[BoardPlace]) -> Optional[Pick]:
        """The nearest board cell or site tile under window pixel (x, y)."""
        ray = self.ray(x, y)
        if ray is None:
            return None
        origin, direction = ray
        best: Optional[tuple[float, Pick]] = None
        for player, (board, place) in enumerate(zip(state.boards, places)):
            local_origin = (*place.to_local(origin[0], origin[1]), origin[2])
            d = place.to_local(origin[0] + direction[0], origin[1] + direction[1])
            local_direction = (d[0] - local_origin[0], d[1] - local_origin[1], direction[2])
            for cell in board.cells():
                cx, cy = cell_centre(cell, board.spec.rows, board.spec.cols)
                top = max(level_z(board.level(cell)), 0.02)
                hit = ray_box(local_origin, local_direction, (cx - 0.5, cy - 0.5, -0.01), (cx + 0.5, cy + 0.5, top))
                if hit is not None and (best is None or hit < best[0]):
                    best = (hit, CellPick(player, cell, _along(origin, direction, hit)))
        frame = site_place(places, state.current)
        site_origin = (*frame.to_local(origin[0], origin[1]), origin[2])
        tip = frame.to_local(origin[0] + direction[0], origin[1] + direction[1])
        site_direction = (tip[0] - site_origin[0], tip[1] - site_origin[1], direction[2])
        for slot, (sx, sy) in enumerate(site_positions(len(state.site))):
            hit = ray_box(site_origin, site_direction, (sx - SITE_SCALE / 2, sy - SITE_SCALE, -0.01),
                          (sx + SITE_SCALE / 2, sy + SITE_SCALE, level_z(1)))
            if hit is not None and (best is None or hit < best[0]):
                best = (hit, SitePick(slot, _along(origin, direction, hit)))
        return best[1] if best else None

    def screen_point(self, world: Vec) -> Optional[tuple[float, float]]:
        """Window pixel of a world point (the inverse of picking; tests click with it)."""
        point = self.base.cam.getRelativePoint(self.base.render, Point3(*world))
        film = Point2()
        if not self.base.camLens.project(point, film):
            return None
        win = self.base.win
        return ((film.x + 1) / 2 * win.getXSize(), (1 - film.y) / 2 * win.getYSize())
