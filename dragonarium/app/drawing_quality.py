"""The drawing quality decided in one place: the preset for the quality chosen on the window there is
(``play.quality.resolve``: ``auto`` is ``fast`` on a software renderer), the window made to fit it (its
multisampling), and what a window asks for before it opens, when its renderer is not known yet. The launcher, the
quality button and ``dragonarium render`` all decide through here; the screens are handed the preset in their
``ScreenContext``."""
from __future__ import annotations

from direct.showbase.ShowBase import ShowBase
from panda3d.core import AntialiasAttrib

from dragonarium.app.gfx.assets import Assets
from dragonarium.play.quality import PRESETS, Preset, Quality, resolve
from dragonarium.app.window import renderer_name, use_multisamples


def opening_samples(choice: Quality, auto_guess: Quality = Quality.FAST) -> int:
    """Samples per pixel a window asks for before it opens: those of ``choice``'s preset, ``auto`` taken for
    ``auto_guess`` until the renderer is known (``window_preset`` reopens a window the guess did not fit)."""
    return PRESETS[auto_guess if choice is Quality.AUTO else choice].multisamples


def preset_for(choice: Quality, base: ShowBase) -> Preset:
    """The preset ``choice`` means on ``base``'s window (its OpenGL renderer decides ``auto``)."""
    return resolve(choice, renderer_name(base))


def window_preset(base: ShowBase, choice: Quality) -> Preset:
    """The preset ``choice`` means on ``base``'s window, the window reopened with the preset's multisampling if it
    has another (before the first frame this costs only the new window)."""
    preset = preset_for(choice, base)
    use_multisamples(base, preset.multisamples)
    return preset


def apply_look(base: ShowBase, assets: Assets, preset: Preset) -> None:
    """Set on ``base`` what ``preset`` draws with, the same for the table and ``dragonarium render``: the textures'
    anisotropic filtering, and multisampling where the preset has it (a window's samples are left unused without
    it: edges and letters drawn in stair steps)."""
    assets.set_anisotropy(preset.anisotropy)
    base.render.setAntialias(AntialiasAttrib.MMultisample if preset.multisamples else AntialiasAttrib.MNone)
