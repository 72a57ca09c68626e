"""The play screen's sounds: the cues of each change played, and the M key muting them."""
from __future__ import annotations

from typing import Callable, Optional

from dragonarium.i18n import _
from dragonarium.play.sound_cues import CueWatch
from dragonarium.app.screens.screen_context import Sound


class TableCues:
    """Plays what ``watch`` hears on ``sound`` (None: the table is silent); ``on_mute`` remembers M's choice."""

    def __init__(self, sound: Optional[Sound], watch: CueWatch, on_mute: Callable[[bool], None]) -> None:
        self.sound = sound
        self.watch = watch
        self.on_mute = on_mute

    def play(self) -> None:
        """Play the cues of what changed since the last call."""
        if self.sound is not None:
            self.sound.play(self.watch.cues())

    def toggle_mute(self) -> Optional[str]:
        """M: silence the sounds, or let them play again; the words saying which (None: there is no sound)."""
        if self.sound is None:
            return None
        muted = not self.sound.muted
        self.sound.set_muted(muted)
        self.on_mute(muted)
        return _("Sound off (M turns it on).") if muted else _("Sound on.")

    def stop(self) -> None:
        if self.sound is not None:
            self.sound.stop()
