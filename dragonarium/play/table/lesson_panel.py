"""Where the lesson's panel goes: a spot on the screen that covers none of the pieces its step speaks of.

The table offers a few spots for the panel (over the table's top, under it,
beside it), each as the rectangle the panel would fill there; the step's
pieces (``LessonRun.focus``) are projected to rectangles of the same screen.
``choose_spot`` takes the first spot clear of them all, else the one that
covers the least of them. Plain geometry, tested with literal layouts.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence


@dataclass(frozen=True)
class Rect:
    """A rectangle of the screen: ``left`` < ``right``, ``bottom`` < ``top`` (any one unit, y up)."""

    left: float
    right: float
    bottom: float
    top: float

    @classmethod
    def around(cls, points: Iterable[tuple[float, float]]) -> "Rect":
        """The smallest rectangle holding every point (x, y)."""
        xs, ys = zip(*points)
        return cls(min(xs), max(xs), min(ys), max(ys))

    def overlap(self, other: "Rect") -> float:
        """The area both rectangles cover (0 when they only touch or are apart)."""
        width = min(self.right, other.right) - max(self.left, other.left)
        height = min(self.top, other.top) - max(self.bottom, other.bottom)
        return width * height if width > 0 and height > 0 else 0.0


def choose_spot(spots: Sequence[tuple[str, Rect]], focus: Sequence[Rect]) -> str:
    """The name of the first spot whose rectangle covers none of ``focus``; when every spot covers some, the one
    covering the least (the first of equals). ``spots`` is never empty."""
    best_name, best_cover = spots[0][0], None
    for name, rect in spots:
        cover = sum(rect.overlap(piece) for piece in focus)
        if cover == 0:
            return name
        if best_cover is None or cover < best_cover:
            best_name, best_cover = name, cover
    return best_name
