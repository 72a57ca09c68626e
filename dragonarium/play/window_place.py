"""Where the table's window opens and how large: the largest 16:9 window inside 90 % of the desktop, or the size
and place it had when it was last closed, if that still fits the desktop.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

MIN_SIDE = 64
"""The smallest window side remembered or opened, in pixels."""
MAX_SIDE = 16384
"""The largest, and the farthest a window's corner may be remembered from the desktop's."""
DESKTOP_SHARE = 0.9
"""The share of the desktop's width and height a new window may take."""
SHAPE = 16 / 9
"""A new window's width over its height."""


@dataclass(frozen=True)
class WindowPlace:
    """A window's inner size in pixels, and where its top-left corner stands on the desktop (None: not known)."""

    width: int
    height: int
    x: Optional[int] = None
    y: Optional[int] = None

    def fits(self, desktop: tuple[int, int]) -> bool:
        """True when the whole window lies on a desktop of that size (wherever it stands when its corner is not
        known)."""
        width, height = desktop
        if self.width > width or self.height > height:
            return False
        if self.x is None or self.y is None:
            return True
        return 0 <= self.x <= width - self.width and 0 <= self.y <= height - self.height


def fitted_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The largest ``SHAPE`` window inside ``DESKTOP_SHARE`` of a desktop ``desktop`` pixels wide and high,
    never smaller than ``MIN_SIDE`` a side nor larger than the desktop."""
    width, height = (max(MIN_SIDE, side) for side in desktop)
    wide = min(width * DESKTOP_SHARE, height * DESKTOP_SHARE * SHAPE)
    return (min(width, max(MIN_SIDE, int(wide))), min(height, max(MIN_SIDE, int(wide / SHAPE))))


def centred(size: tuple[int, int], desktop: tuple[int, int]) -> WindowPlace:
    """A window of ``size`` in the middle of the desktop."""
    return WindowPlace(size[0], size[1], max(0, (desktop[0] - size[0]) // 2), max(0, (desktop[1] - size[1]) // 2))


def opening_place(remembered: Optional[WindowPlace], desktop: tuple[int, int]) -> WindowPlace:
    """Where the window opens on a desktop ``desktop`` pixels wide and high: as ``remembered`` when it lies whole
    on it; at its remembered size, centred, when only its corner is off the desktop; else at ``fitted_size``,
    centred."""
    if remembered is not None and remembered.fits(desktop):
        if remembered.x is None or remembered.y is None:
            return centred((remembered.width, remembered.height), desktop)
        return remembered
    if remembered is not None and WindowPlace(remembered.width, remembered.height).fits(desktop):
        return centred((remembered.width, remembered.height), desktop)
    return centred(fitted_size(desktop), desktop)
