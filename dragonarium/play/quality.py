"""Quality presets: ``fast`` for software renderers and weak GPUs, ``full`` for the rest, ``auto`` to choose.

``fast`` keeps the depth cues a player needs (a dark contact shadow under
every stack, lit sides) but draws no shadow map, no multisampling and no
anisotropic filtering, and in a window larger than 1280 x 720 it draws the 3D
scene at that many pixels, scaled up (the text stays sharp). ``full`` adds the sun's shadow map, 4x multisampling
and anisotropic filtering. ``auto`` picks ``fast`` when the OpenGL renderer
is a software one (llvmpipe, softpipe, SwiftShader...) and ``full`` otherwise.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from dragonarium.i18n import _


class Quality(str, Enum):
    """A choice of quality, as people and settings name it."""

    AUTO = "auto"
    FAST = "fast"
    FULL = "full"


@dataclass(frozen=True)
class Preset:
    """What a quality level turns on."""

    quality: Quality
    shadows: bool
    """The sun casts a shadow map (redrawn only when something that casts a shadow moved)."""
    multisamples: int
    """Multisample antialiasing samples per pixel; 0 for none."""
    anisotropy: int
    """Anisotropic filtering degree of the textures; 1 for none."""
    contact_shadows: bool
    """A soft dark patch under each stack and figure, baked into the board's own geometry."""
    scene_pixels: int = 0
    """A window with more pixels than this draws its 3D scene at this many, of the window's shape, scaled up to it
    (the 2D layer keeps the window's resolution); 0: the scene is drawn at the window's size."""
    crisp_scaling: bool = False
    """The scaled-up scene takes each window pixel from its nearest scene pixel (crisp, and about a tenth of a
    1920 x 1080 frame cheaper on a software renderer) instead of blending the four nearest (soft)."""
    keep_scene: bool = False
    """The 3D scene is kept in a buffer at every window size: a frame in which only the held tile's ghost or the
    2D layer changed copies it instead of drawing the table again."""


PRESETS: dict[Quality, Preset] = {
    Quality.FAST: Preset(Quality.FAST, shadows=False, multisamples=0, anisotropy=1, contact_shadows=True,
                         scene_pixels=1280 * 720, crisp_scaling=True, keep_scene=True),
    Quality.FULL: Preset(Quality.FULL, shadows=True, multisamples=4, anisotropy=4, contact_shadows=False,
                         keep_scene=True),
}

SOFTWARE_RENDERERS = ("llvmpipe", "softpipe", "swiftshader", "software rasterizer", "swrast")


def is_software(renderer: str) -> bool:
    """True when the OpenGL renderer string names a software rasterizer."""
    lowered = renderer.lower()
    return any(name in lowered for name in SOFTWARE_RENDERERS)


def resolve(choice: Quality, renderer: str) -> Preset:
    """The preset for ``choice``: ``auto`` becomes ``fast`` on a software renderer, ``full`` elsewhere."""
    if choice is Quality.AUTO:
        return PRESETS[Quality.FAST if is_software(renderer) else Quality.FULL]
    return PRESETS[choice]


def parse_quality(text: str) -> Quality:
    """``auto``, ``fast`` or ``full`` (any case); a ValueError naming the choices otherwise."""
    try:
        return Quality(text.strip().lower())
    except ValueError:
        raise ValueError(_("unknown quality {quality}; one of {choices}").format(
            quality=repr(text), choices=", ".join(q.value for q in Quality))) from None
