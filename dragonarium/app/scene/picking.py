"""What is under the pointer: a board cell, a planning-site tile, or nothing.

Picking is a function of window coordinates, so tests click by numbers. The
camera's ray is intersected with each cell's column (from the board up to its
top) and with each site tile, and the nearest hit wins, with one exception so
that every cell can be reached: a cell that a taller stack hides from the eye
but for less than a quarter of its depth (``hidden_cells``) is also picked
where the ray, after meeting that stack's top beyond its centre (the far half,
seen from the eye, past ``KEPT_PAST_CENTRE``), crosses the hidden cell's top face. A stack keeps its sides and
the near half of its top; pointing past its middle reaches the cell behind it, as a person aiming
"behind the stack" expects.
"""
from __future__ import annotations

import math
from typing import Optional, Sequence

from panda3d.core import Point2, Point3

from dragonarium.play.base.picks import CellPick, Pick, SitePick, Vec
from dragonarium.rules import Board, Cell, GameState
from dragonarium.app.scene.layout import BoardPlace, cell_centre, level_z, site_place, site_positions
from dragonarium.app.scene.table_view import SITE_SCALE

KEPT_PAST_CENTRE = 0.1
"""How far past its centre (in squares, away from the eye) a stack's top still picks the stack: its middle is
its own, whatever the rounding of a pixel."""


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


def column_top(board: Board, cell: Cell) -> float:
    """The height of the top of a cell's column as picking sees it (a bare cell is a thin slab)."""
    return max(level_z(board.level(cell)), 0.02)


def _crossing(origin: Vec, direction: Vec, top: float, centre: tuple[float, float]) -> Optional[tuple[float, Vec]]:
    """How far along the ray it crosses the plane at height ``top`` inside the square of side 1 round ``centre``,
    and where; None when it does not."""
    if abs(direction[2]) < 1e-12:
        return None
    distance = (top - origin[2]) / direction[2]
    if distance < 0:
        return None
    point = _along(origin, direction, distance)
    if max(abs(point[0] - centre[0]), abs(point[1] - centre[1])) > 0.5:
        return None
    return distance, point


SEEN_DEPTH = 0.25
"""How much of its depth (in squares, from its far edge as the eye looks) a cell's top face must show to be seen
enough to be picked only where it is seen."""


def hidden_cells(board: Board, eye: Vec) -> list[Cell]:
    """The cells of ``board`` (in its own frame, ``eye`` too) that a taller column hides all but less than
    ``SEEN_DEPTH`` of: the point of their top face that far from its far edge is hidden from the eye."""
    rows, cols = board.spec.rows, board.spec.cols
    columns = [(cell, cell_centre(cell, rows, cols), column_top(board, cell)) for cell in board.cells()]
    hidden = []
    for cell, (cx, cy), top in columns:
        away = (cx - eye[0], cy - eye[1])
        length = max((away[0] ** 2 + away[1] ** 2) ** 0.5, 1e-9)
        reach = 0.5 - SEEN_DEPTH
        x, y = cx + away[0] / length * reach, cy + away[1] / length * reach
        towards = (eye[0] - x, eye[1] - y, eye[2] - top)
        for other, (ox, oy), other_top in columns:
            if other == cell or other_top <= top:
                continue
            hit = ray_box((x, y, top), towards, (ox - 0.5, oy - 0.5, 0.0), (ox + 0.5, oy + 0.5, other_top))
            if hit is not None and 1e-6 < hit < 1.0:
                hidden.append(cell)
                break
    return hidden


class Picker:
    """Turns window pixels into picks against the table drawn for ``state``."""

    def __init__(self, base) -> None:
        self.base = base
        self._hidden: dict[tuple, list[Cell]] = {}
        """``hidden_cells`` for the last eye and boards seen (worked out again when the camera or a board changes)."""

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

    def eye(self) -> Vec:
        """The camera's position in the world."""
        point = self.base.render.getRelativePoint(self.base.cam, Point3(0, 0, 0))
        return (point.x, point.y, point.z)

    def pick(self, x: float, y: float, state: GameState, places: Sequence[BoardPlace]) -> Optional[Pick]:
        """The board cell or site tile under window pixel (x, y): the nearest, or a hidden cell meant (see the
        module's words)."""
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
                hit = ray_box(local_origin, local_direction, (cx - 0.5, cy - 0.5, -0.01),
                              (cx + 0.5, cy + 0.5, column_top(board, cell)))
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
        if best is not None and isinstance(best[1], CellPick):
            return self._meant(best[1], origin, direction, state.boards[best[1].player], places[best[1].player])
        return best[1] if best else None

    def _meant(self, hit: CellPick, origin: Vec, direction: Vec, board: Board, place: BoardPlace) -> CellPick:
        """``hit``, or, when the ray meets its top beyond the centre (seen from the eye), the first hidden cell
        (``hidden_cells``) whose top face it crosses after that (a ray on ``hit``'s side keeps it)."""
        local_origin = (*place.to_local(origin[0], origin[1]), origin[2])
        d = place.to_local(origin[0] + direction[0], origin[1] + direction[1])
        local_direction = (d[0] - local_origin[0], d[1] - local_origin[1], direction[2])
        rows, cols = board.spec.rows, board.spec.cols
        centre = cell_centre(hit.cell, rows, cols)
        on_top = _crossing(local_origin, local_direction, column_top(board, hit.cell), centre)
        if on_top is None:
            return hit  # its side: the stack itself
        point = on_top[1]
        along = (point[0] - centre[0]) * local_direction[0] + (point[1] - centre[1]) * local_direction[1]
        if along <= KEPT_PAST_CENTRE * max(math.hypot(local_direction[0], local_direction[1]), 1e-9):
            return hit  # the near half of its top (and a little past its centre: the middle is the stack's)
        behind = [(crossing[0], cell) for cell in self._hidden_on(board, place)
                  for crossing in [_crossing(local_origin, local_direction, column_top(board, cell),
                                             cell_centre(cell, rows, cols))]
                  if crossing is not None and crossing[0] > on_top[0]]
        if not behind:
            return hit
        distance, cell = min(behind)
        return CellPick(hit.player, cell, _along(origin, direction, distance))

    def _hidden_on(self, board: Board, place: BoardPlace) -> list[Cell]:
        eye = self.eye()
        local_eye = (*place.to_local(eye[0], eye[1]), eye[2])
        key = (tuple(round(v, 4) for v in local_eye), board.spec.name,
               tuple(board.level(cell) for cell in board.cells()))
        if key not in self._hidden:
            if len(self._hidden) > 16:
                self._hidden.clear()
            self._hidden[key] = hidden_cells(board, local_eye)
        return self._hidden[key]

    def screen_point(self, world: Vec) -> Optional[tuple[float, float]]:
        """Window pixel of a world point (the inverse of picking; tests click with it)."""
        point = self.base.cam.getRelativePoint(self.base.render, Point3(*world))
        film = Point2()
        if not self.base.camLens.project(point, film):
            return None
        win = self.base.win
        return ((film.x + 1) / 2 * win.getXSize(), (1 - film.y) / 2 * win.getYSize())
