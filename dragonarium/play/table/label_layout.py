"""Moving labels apart: boxes where each label would like to be in, boxes that overlap nothing out.

Units are the caller's (window pixels, or the 2D layer's units); y may grow up
or down, as long as every box uses the same axes. The routine is deterministic:
the same boxes in give the same boxes out.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterator, Sequence


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle: its lowest x and y corner and its size."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y + self.h

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2

    def moved_to(self, x: float, y: float) -> "Box":
        return Box(x, y, self.w, self.h)

    def overlaps(self, other: "Box", gap: float = 0.0) -> bool:
        """True when the two boxes, each grown by ``gap`` / 2, share an area (touching edges do not count)."""
        return (self.x < other.right + gap and other.x < self.right + gap
                and self.y < other.top + gap and other.y < self.top + gap)

    def inside(self, other: "Box", slack: float = 1e-9) -> bool:
        return (self.x >= other.x - slack and self.y >= other.y - slack
                and self.right <= other.right + slack and self.top <= other.top + slack)


class LayoutError(ValueError):
    """The labels cannot all be placed: the window is too small or too full for them."""


def layout(wanted: Sequence[Box], window: Box, forbidden: Sequence[Box] = (), gap: float = 0.0,
           step: float | None = None) -> list[Box]:
    """Each box of ``wanted`` moved as little as found to where it lies inside ``window``, overlaps no
    ``forbidden`` box and no box placed before it (boxes keep at least ``gap`` apart).

    Boxes are placed in the order given, so put the most important first. Candidate places are tried in
    rings of growing distance around the wanted place, ``step`` apart (default: half the smallest box
    height). Raises ``LayoutError`` when a box fits nowhere.
    """
    placed = place_each(wanted, window, forbidden, gap, step)
    for index, (box, place) in enumerate(zip(wanted, placed)):
        if place is None:
            size = f"label {index + 1} ({box.w:g} x {box.h:g})"
            if box.w > window.w or box.h > window.h:
                raise LayoutError(f"{size} is larger than the window ({window.w:g} x {window.h:g})")
            raise LayoutError(f"{size} fits nowhere in the window: {index} labels and {len(forbidden)} "
                              "forbidden areas fill it")
    return [place for place in placed if place is not None]


def place_each(wanted: Sequence[Box], window: Box, forbidden: Sequence[Box] = (), gap: float = 0.0,
               step: float | None = None) -> list[Box | None]:
    """As ``layout``, but a box that fits nowhere comes out as None (and the others are still placed)."""
    placed: list[Box | None] = []
    unit = step if step is not None else max(min((b.h for b in wanted), default=1.0) / 2, 1e-6)
    for box in wanted:
        found = None
        if box.w <= window.w and box.h <= window.h:
            blocked = [*forbidden, *(p for p in placed if p is not None)]
            found = next((c for c in _candidates(box, window, unit)
                          if not any(c.overlaps(other, gap) for other in blocked)), None)
        placed.append(found)
    return placed


def _clamped(box: Box, window: Box) -> Box:
    return box.moved_to(min(max(box.x, window.x), window.right - box.w),
                        min(max(box.y, window.y), window.top - box.h))


def _candidates(box: Box, window: Box, step: float) -> Iterator[Box]:
    """The wanted place (kept inside the window), then rings of places around it, nearest first; the last
    ring reaches every corner of the window."""
    start = _clamped(box, window)
    yield start
    # in x a step is worth more: labels are wider than high, and moving up or down reads better
    sx, sy = step * 2, step
    rings = int(max(window.w / sx, window.h / sy)) + 2
    seen = {(start.x, start.y)}
    for ring in range(1, rings + 1):
        offsets = [(i, j) for i in range(-ring, ring + 1) for j in range(-ring, ring + 1)
                   if max(abs(i), abs(j)) == ring]
        offsets.sort(key=lambda o: (math.hypot(o[0] * sx, o[1] * sy), abs(o[0]), -o[1], o[0]))
        for i, j in offsets:
            x, y = start.x + i * sx, start.y + j * sy
            if x < window.x or y < window.y or x + box.w > window.right or y + box.h > window.top:
                continue
            if (x, y) not in seen:
                seen.add((x, y))
                yield box.moved_to(x, y)
