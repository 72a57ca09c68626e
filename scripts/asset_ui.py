"""The interface's framed looks, painted with numpy and written as PNG by make_assets.py.

``ui_button``: a rounded plate in greys (a light face, a darker rim, a highlight along its top edge), tinted by
each button state's colour. ``ui_panel``: a panel's dark walnut face inside a brass rim, drawn untinted. Both
are cut in nine by ``dragonarium/app/ui/style.py`` (``TEXTUREBORDER``): the corners keep their size, the edges
and the face stretch.
"""
from __future__ import annotations

import numpy as np

from scripts.asset_textures import box_distance, coverage, paint, pixel_grid

SIZE = 32
"""Both textures are SIZE x SIZE pixels; ``style.BORDER_UV`` is the share of a side each border takes."""


def button_plate() -> np.ndarray:
    """A plate's greys with alpha: rim 0.55, face 1.0 fading to 0.86 at the foot, a 1.0 highlight under the top."""
    x, y = pixel_grid(SIZE, SIZE)
    image = np.zeros((SIZE, SIZE, 4))
    outline = box_distance(x, y, 0.5, 0.5, SIZE - 0.5, SIZE - 0.5, radius=5.0)
    paint(image, coverage(outline), (0.55, 0.55, 0.55, 1.0))
    face = box_distance(x, y, 2.5, 2.5, SIZE - 2.5, SIZE - 2.5, radius=3.5)
    shade_down = 1.0 - 0.14 * (y / SIZE)
    cover = coverage(face)
    image[..., :3] = image[..., :3] * (1 - cover[..., None]) + (shade_down * cover)[..., None]
    highlight = coverage(np.abs(y - 3.5) - 0.5) * coverage(np.abs(x - SIZE / 2) - (SIZE / 2 - 5))
    paint(image, highlight * 0.6, (1.0, 1.0, 1.0, 1.0))
    return image


def panel_frame() -> np.ndarray:
    """A panel: walnut face (0.16, 0.105, 0.065), a dark line, a brass rim, a dark outer edge."""
    x, y = pixel_grid(SIZE, SIZE)
    image = np.zeros((SIZE, SIZE, 4))
    for inset, radius, colour in ((0.5, 4.0, (0.10, 0.06, 0.03, 1.0)), (1.5, 3.5, (0.80, 0.62, 0.30, 1.0)),
                                  (3.0, 2.5, (0.09, 0.055, 0.03, 1.0)), (4.0, 2.0, (0.16, 0.105, 0.065, 1.0))):
        edge = box_distance(x, y, inset, inset, SIZE - inset, SIZE - inset, radius=radius)
        paint(image, coverage(edge), colour)
    return image


UI_TEXTURES = {"ui_button": button_plate, "ui_panel": panel_frame}
