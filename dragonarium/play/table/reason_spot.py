"""Where the reason box by a held tile's ghost goes: beside the ghost, over none of its squares, nor any other square,
track step, coordinate or the planning site the caller keeps clear, nor a panel, inside the window. Plain geometry,
in the units of a ``ScreenLayout``'s layer."""
from __future__ import annotations

import math
from typing import Sequence

from dragonarium.play.table.screen_layout import GAP, Box, ScreenLayout

GRID = (96, 64)
"""The columns and rows of the grid that the free room is looked for on, over the part of the window searched."""


def reason_spot(layout: ScreenLayout, label: tuple[float, float], ghost: Box,
                keep_clear: Sequence[Box] = ()) -> Box:
    """Where the reason box of ``label`` (width, height) goes beside a ghost covering ``ghost``: ``clear_spot``,
    else (nothing is clear) the corner of the boards' part that covers the least of the ghost and ``keep_clear``."""
    found = clear_spot(layout, label, ghost, keep_clear)
    return found if found is not None else corner_spot(layout, label, ghost, keep_clear)


def corner_spot(layout: ScreenLayout, label: tuple[float, float], ghost: Box, keep_clear: Sequence[Box] = ()) -> Box:
    """The corner of the boards' part (the window's, for a label larger than it) where a box of ``label`` covers
    the least of the ghost and ``keep_clear``."""
    w, h = label
    room = _room(layout, label)
    corners = [Box(left, left + w, bottom, bottom + h) for left in (room.left, room.right - w)
               for bottom in (room.bottom, room.top - h)]
    return min(corners, key=lambda spot: covered(spot, ghost, keep_clear))


def covered(spot: Box, ghost: Box, keep_clear: Sequence[Box]) -> float:
    """How much of the ghost and of ``keep_clear`` the box ``spot`` covers (the area, summed)."""
    return sum(_cover(spot, other) for other in (ghost, *keep_clear))


def clear_spot(layout: ScreenLayout, label: tuple[float, float], ghost: Box, keep_clear: Sequence[Box] = (),
               free: "FreeRoom | None" = None) -> Box | None:
    """Where the reason box of ``label`` (width, height) goes beside a ghost covering ``ghost``: right of it (else
    left, over or under), else the free place nearest the ghost, inside the boards' part of the window so that it
    covers no panel, clear of the ghost and of ``keep_clear`` (the table's squares, track, coordinates and planning
    site as the camera shows them); None when no place is clear. Only a label larger than the boards' part (in a
    window smaller than the table is made for) goes anywhere in the window. ``free``: the ``FreeRoom`` of the same
    room and boxes, made once for several labels."""
    w, h = label
    room = _room(layout, label)
    pad = GAP
    middle = (ghost.bottom + ghost.top) / 2
    tries = [Box(ghost.right + pad, ghost.right + pad + w, middle - h / 2, middle + h / 2),
             Box(ghost.left - pad - w, ghost.left - pad, middle - h / 2, middle + h / 2),
             Box(ghost.centre - w / 2, ghost.centre + w / 2, ghost.top + pad, ghost.top + pad + h),
             Box(ghost.centre - w / 2, ghost.centre + w / 2, ghost.bottom - pad - h, ghost.bottom - pad)]
    blocked = kept_out(ghost, keep_clear)
    for spot in tries:
        if spot.inside(room) and not any(spot.overlaps(other) for other in blocked):
            return spot
    if free is None or free.room != room:
        free = FreeRoom(room, blocked)
    return free.nearest(label, (ghost.centre, middle))


def kept_out(ghost: Box, keep_clear: Sequence[Box]) -> list[Box]:
    """What a reason box keeps clear of: the ghost with a gap round it, and ``keep_clear``."""
    return [_grown(ghost, GAP), *keep_clear]


def _room(layout: ScreenLayout, label: tuple[float, float]) -> Box:
    """The boards' part, or the whole window for a label larger than it."""
    w, h = label
    room = layout.boards
    return layout.window if w > room.width or h > room.height else room


class FreeRoom:
    """The free room of ``room`` once the ``blocked`` boxes are taken out, on a grid (``GRID``): each cell that a
    blocked box touches is taken as full, so that what is found is clear (a gap narrower than a cell may be
    missed). Each row of the grid is a number whose bits are its full cells."""

    def __init__(self, room: Box, blocked: Sequence[Box]) -> None:
        self.room = room
        columns, rows = GRID
        self.cell = (room.width / columns, room.height / rows)
        self.full = [0] * rows
        if room.width > 0 and room.height > 0:
            for box in blocked:
                first, last = _span(box.left, box.right, room.left, self.cell[0], columns)
                low, high = _span(box.bottom, box.top, room.bottom, self.cell[1], rows)
                bits = ((1 << last) - 1) ^ ((1 << first) - 1)
                for row in range(low, high):
                    self.full[row] |= bits

    def nearest(self, label: tuple[float, float], near: tuple[float, float]) -> Box | None:
        """The place of a box of ``label`` (width, height) on free cells only, its centre nearest ``near``; None
        when there is none."""
        columns, rows = GRID
        room, (cw, ch) = self.room, self.cell
        w, h = label
        if w > room.width or h > room.height or cw <= 0 or ch <= 0:
            return None
        across, up = min(columns, math.ceil(w / cw - 1e-9)), min(rows, math.ceil(h / ch - 1e-9))
        every = (1 << columns) - 1
        wanted = min(max(round((near[0] - w / 2 - room.left) / cw), 0), columns - across)
        best: tuple[float, Box] | None = None
        for row in range(rows - up + 1):
            taken = 0
            for line in self.full[row:row + up]:
                taken |= line
            starts = ~taken & every  # bit c: column c is free; then: columns c to c + across - 1 are all free
            span = 1
            while span < across:
                step = min(span, across - span)
                starts &= starts >> step
                span += step
            starts &= (1 << (columns - across + 1)) - 1
            if not starts:
                continue
            below = starts & ((1 << wanted) - 1)
            above = starts >> wanted
            found = [column for column in ((below.bit_length() - 1) if below else None,
                                           wanted + ((above & -above).bit_length() - 1) if above else None)
                     if column is not None]
            for column in found:
                left, bottom = room.left + column * cw, room.bottom + row * ch
                distance = math.hypot(left + w / 2 - near[0], bottom + h / 2 - near[1])
                if best is None or distance < best[0]:
                    best = (distance, Box(left, left + w, bottom, bottom + h))
        return None if best is None else best[1]


def _span(low: float, high: float, start: float, size: float, count: int) -> tuple[int, int]:
    """The grid cells, from the first to one past the last, that the stretch from ``low`` to ``high`` enters."""
    first = max(0, math.floor((low - start) / size + 1e-9))
    last = min(count, math.ceil((high - start) / size - 1e-9))
    return first, max(first, last)


def _grown(box: Box, by: float) -> Box:
    return Box(box.left - by, box.right + by, box.bottom - by, box.top + by)


def _cover(a: Box, b: Box) -> float:
    width = min(a.right, b.right) - max(a.left, b.left)
    height = min(a.top, b.top) - max(a.bottom, b.bottom)
    return width * height if width > 0 and height > 0 else 0.0
