"""A region of the table as drawn, beside the same region drawn at several times the pixels and box-filtered down:
what the region should look like, with no stripes, shimmer or stair-steps.

The supersampled picture draws only the region: the lens is narrowed to it (its film cropped, the focal length
kept), so a small region at four times the pixels costs little."""
from __future__ import annotations

from typing import Sequence

import numpy as np

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.scene.scene_boxes import projected_box

Box = tuple[int, int, int, int]
"""x, y, width, height in window pixels from the top-left corner."""


def picture(base: OffscreenBase) -> np.ndarray:
    """The last frame as an array of rows from the top, RGB in 0-255 (floats)."""
    texture = base.base.win.getScreenshot()
    width, height = texture.getXSize(), texture.getYSize()
    pixels = np.frombuffer(bytes(texture.getRamImageAs("RGB")), np.uint8).reshape(height, width, 3)
    return pixels[::-1].astype(float)


def region(base: OffscreenBase, points: Sequence[tuple[float, float, float]], margin: int = 4) -> Box:
    """The box of the window around ``points`` as the camera shows them, widened by ``margin`` pixels and kept
    inside the window."""
    width, height = base.size
    found = projected_box(base.base, points, base.size)
    assert found is not None, "the region is behind the camera"
    x, y, w, h = found
    left, top = max(0, int(x) - margin), max(0, int(y) - margin)
    right, bottom = min(width, int(x + w) + margin + 1), min(height, int(y + h) + margin + 1)
    return left, top, right - left, bottom - top


def drawn(base: OffscreenBase, box: Box) -> np.ndarray:
    """``box`` of the picture drawn now (the base's last frame)."""
    x, y, w, h = box
    return picture(base)[y:y + h, x:x + w]


def supersampled(base: OffscreenBase, box: Box, factor: int = 4) -> np.ndarray:
    """``box`` drawn at ``factor`` times the pixels each way and averaged back, ``factor`` squared pixels to one.
    The window and lens are as they were afterwards (the camera is not moved)."""
    window = base.size
    lens = base.base.camLens
    kept = lens.makeCopy()
    x, y, w, h = box
    film_x, film_y = lens.getFilmSize()  # copied: the lens's own vector changes with it
    focal = lens.getFocalLength()
    try:
        base.resize((w * factor, h * factor))
        near, far = kept.getNear(), kept.getFar()
        lens.setFilmSize(film_x * w / window[0], film_y * h / window[1])
        lens.setFocalLength(focal)
        lens.setFilmOffset(film_x * ((x + w / 2) / window[0] - 0.5), film_y * (0.5 - (y + h / 2) / window[1]))
        lens.setNearFar(near, far)
        base.render_frames(2)
        large = picture(base)
    finally:
        base.resize(window)
        lens.setFilmOffset(0, 0)
        lens.setNearFar(kept.getNear(), kept.getFar())
        base.render_frames(1)
    return large.reshape(h, factor, w, factor, 3).mean(axis=(1, 3))


def difference(one: np.ndarray, other: np.ndarray) -> float:
    """The mean absolute difference of two pictures of a region, in 0-255 levels per channel."""
    return float(np.abs(one - other).mean())
