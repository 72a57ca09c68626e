"""Where the reason box by a held tile's ghost goes: beside the ghost, over none of its squares, the planning site
or a panel, inside the window. Plain geometry, in the units of a ``ScreenLayout``'s layer."""
from __future__ import annotations

from typing import Sequence

from dragonarium.play.table.label_layout import Box as LabelBox, place_each
from dragonarium.play.table.screen_layout import GAP, Box, ScreenLayout


def reason_spot(layout: ScreenLayout, label: tuple[float, float], ghost: Box,
                keep_clear: Sequence[Box] = ()) -> Box:
    """Where the reason box of ``label`` (width, height) goes beside a ghost covering ``ghost``: right of it
    (else left, over, under, or the nearest place found), inside the boards' part of the window so that it covers
    no panel, clear of the ghost and of ``keep_clear`` (the planning site). When nothing there is clear, the
    place that covers the ghost the least, still there. Only a label larger than the boards' part (in a window
    smaller than the table is made for) goes anywhere in the window."""
    w, h = label
    room = layout.boards
    if w > room.width or h > room.height:  # too large for the boards' part: anywhere in the window off the panels
        room = layout.window
    pad = GAP
    middle = (ghost.bottom + ghost.top) / 2
    tries = [Box(ghost.right + pad, ghost.right + pad + w, middle - h / 2, middle + h / 2),
             Box(ghost.left - pad - w, ghost.left - pad, middle - h / 2, middle + h / 2),
             Box(ghost.centre - w / 2, ghost.centre + w / 2, ghost.top + pad, ghost.top + pad + h),
             Box(ghost.centre - w / 2, ghost.centre + w / 2, ghost.bottom - pad - h, ghost.bottom - pad)]
    blocked = [ghost, *keep_clear]
    for spot in tries:
        if spot.inside(room) and not any(spot.overlaps(other) for other in blocked):
            return spot
    area, wanted = _label_box(room), _label_box(tries[0])
    placed = place_each([wanted], area, [_label_box(box) for box in blocked], step=min(h, w) / 4)[0]
    if placed is not None:
        return Box(placed.x, placed.right, placed.y, placed.top)
    clamped = [_clamp(spot, room) for spot in tries]
    return min(clamped, key=lambda spot: _cover(spot, ghost))


def _label_box(box: Box) -> LabelBox:
    return LabelBox(box.left, box.bottom, box.width, box.height)


def _clamp(box: Box, room: Box) -> Box:
    dx = max(room.left - box.left, 0.0) + min(room.right - box.right, 0.0)
    dz = max(room.bottom - box.bottom, 0.0) + min(room.top - box.top, 0.0)
    return Box(box.left + dx, box.right + dx, box.bottom + dz, box.top + dz)


def _cover(a: Box, b: Box) -> float:
    width = min(a.right, b.right) - max(a.left, b.left)
    height = min(a.top, b.top) - max(a.bottom, b.bottom)
    return width * height if width > 0 and height > 0 else 0.0
