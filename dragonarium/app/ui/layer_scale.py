"""Scaling a 2D layer against the window itself, whatever shape ShowBase gave ``aspect2d``.

The layouts (``play.table.screen_layout``) count in a layer whose window is 2 / scale high and 2 * aspect /
scale wide. ShowBase's ``aspect2d`` is that at scale 1 for a window opened wide, but once a tall window is
resized it is 2 wide and 2 / aspect high instead; scaling against ``render2d`` (the window from -1 to 1 both
ways) holds for either.
"""
from __future__ import annotations

from panda3d.core import NodePath


def fit_layer(layer: NodePath, scale: float, width: int, height: int) -> None:
    """Scale ``layer`` (under ``aspect2d``) so that the window ``width`` x ``height`` pixels is 2 / ``scale`` of
    its units high and 2 * aspect / ``scale`` wide."""
    window = layer.getTop()  # render2d
    layer.setScale(window, scale * max(height, 1) / max(width, 1), 1.0, scale)


def text_scale(percent: int) -> float:
    """The text size chosen (``Settings.text_size``: per cent, 100 as designed) as the factor the layouts take
    (``play.table.screen_layout``: 1.0 as designed). The one place a text size changes type."""
    return percent / 100
