"""F3's display at the top centre of the play screen: how many frames are drawn, how long each takes, the quality."""
from __future__ import annotations

from typing import Optional

from panda3d.core import NodePath, TextNode

from dragonarium.i18n import _
from dragonarium.play.quality import Quality
from dragonarium.app.screens.screen_context import FrameRequests
from dragonarium.app.ui.hud_panels import text_panel
from dragonarium.app.ui.words import QUALITY_NAMES

EVERY = 0.5
"""Seconds between updates of the display."""


class FrameRateDisplay:
    """The display in ``overlay``, hidden until ``toggle``; ``frames`` draws frames on demand (None: every loop
    step draws one)."""

    def __init__(self, overlay: NodePath, frames: Optional[FrameRequests], quality: Quality) -> None:
        self.text: TextNode = text_panel(overlay, "frame-rate", TextNode.ACenter)
        self.node = overlay.find("**/frame-rate")
        self.node.hide()
        self.frames = frames
        self.quality = quality
        self._clock = 0.0

    def toggle(self) -> None:
        """Show the display, written afresh, or hide it."""
        self.node.show() if self.node.isHidden() else self.node.hide()
        self._clock = EVERY
        self.tick(0.0)

    def tick(self, seconds: float) -> bool:
        """Time passed; True when the words changed (the display is then placed afresh and drawn)."""
        if self.node.isHidden():
            return False
        self._clock += seconds
        if self._clock < EVERY:
            return False
        self._clock = 0.0
        text = self.frames.rate_text() if self.frames is not None else _("every loop step draws a frame")
        text += "\n" + _("quality: {quality}").format(quality=_(QUALITY_NAMES[self.quality]))
        if text == self.text.getText():
            return False
        self.text.setText(text)
        return True
