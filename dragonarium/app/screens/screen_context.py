"""What every screen is given: one frozen ``ScreenContext``, made by the application (``TableApp.context``) each
time a screen opens: the ShowBase, the assets, the drawing preset, the frame pacer, the text size, the sound, the
motion and the language. The pacer and the sound are named by what a screen asks of them (``FrameRequests``,
``Sound``), so the screens stand below the window and the main loop that make them."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Protocol, Sequence

from direct.showbase.ShowBase import ShowBase

from dragonarium.i18n import current_language
from dragonarium.play.motion import Motion
from dragonarium.play.quality import PRESETS, Preset, Quality
from dragonarium.play.sound_cues import Cue
from dragonarium.app.gfx.assets import Assets
from dragonarium.app.ui.layer_scale import text_scale


class FrameRequests(Protocol):
    """What a screen asks of the frame pacer (``frames.FramePacer``)."""

    def request(self, shadows: bool = False, scene: bool = True) -> None:
        """Draw the next frame (the shadow map too with ``shadows``; the 3D scene as kept with ``scene=False``)."""

    def rate_text(self) -> str:
        """How many frames were drawn in the last second and how long each took, in words."""
        ...


class Sound(Protocol):
    """What the play screen asks of the table's sound (``audio.TableSound``)."""

    muted: bool

    def set_muted(self, muted: bool) -> None: ...

    def play(self, cues: Sequence[Cue]) -> tuple[Cue, ...]:
        """Play one change's ``cues``; those played."""
        ...

    def stop(self) -> None:
        """Stop what is playing and what was to follow."""


@dataclass(frozen=True)
class ScreenContext:
    """The table's means and the player's choices, the same for every screen made at one time."""

    base: ShowBase
    assets: Assets
    preset: Preset = PRESETS[Quality.FULL]
    """How the 3D table is drawn (``drawing_quality.window_preset`` decides it for the window)."""
    frames: Optional[FrameRequests] = None
    """Draws frames on demand in a window (None: every loop step draws one, as offscreen)."""
    text_size: int = 100
    """The size of the text, in per cent (``text_scale`` is the layouts' factor)."""
    sound: Optional[Sound] = None
    """Plays the cues of each change (None: the table is silent)."""
    motion: Motion = Motion.OFF
    """How each change is shown moving (with none said, each change shows at once)."""
    language: str = field(default_factory=current_language)
    """The language the screen speaks (``i18n.LANGUAGES``)."""

    @property
    def text_scale(self) -> float:
        return text_scale(self.text_size)

    def request_frame(self, shadows: bool = False, scene: bool = True) -> None:
        """Ask for the next frame (see ``FrameRequests.request``); nothing to ask when every step draws."""
        if self.frames is not None:
            self.frames.request(shadows, scene)

    def window_size(self) -> tuple[int, int]:
        """The window's size in pixels."""
        return self.base.win.getXSize(), self.base.win.getYSize()
