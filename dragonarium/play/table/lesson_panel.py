"""The pieces a lesson's step speaks of, as rectangles of the screen (``LessonView.focus_rects``): what no panel may
cover. Plain geometry, tested with literal rectangles.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable


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

