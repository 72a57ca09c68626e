"""The context a test's screen is made with: the offscreen base's means, the fast preset unless another is named."""
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.screen_context import ScreenContext
from dragonarium.play.quality import PRESETS, Preset, Quality


def context_of(offscreen: OffscreenBase, preset: Preset = PRESETS[Quality.FAST], **named) -> ScreenContext:
    """A ``ScreenContext`` on ``offscreen`` (``named``: its other fields, such as ``motion`` or ``sound``)."""
    return ScreenContext(offscreen.base, offscreen.assets, preset, **named)
