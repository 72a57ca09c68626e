"""The front door's Settings page: language, drawing quality, motion, sound (volume and mute) and text size. Each
button shows its value and moves to the next one; what is chosen goes to its ``on_...`` callback, which
remembers it (``play.settings``)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from direct.gui.DirectGui import DirectButton
from panda3d.core import NodePath

from dragonarium.i18n import LANGUAGES, _
from dragonarium.play.motion import Motion
from dragonarium.play.quality import Quality
from dragonarium.play.table.screen_layout import TEXT_SIZES
from dragonarium.app.ui import style
from dragonarium.app.ui.layout_json import tag
from dragonarium.app.ui.words import MOTION_NAMES, QUALITY_NAMES
from dragonarium.app.screens.screen_context import ScreenContext

VOLUME_STEP = 10
ROW_SPACING = 0.15
TEXT = 0.045


@dataclass(frozen=True)
class Choices:
    """The settings shown that a screen's context does not hold (the quality chosen, the sound), and where each
    change goes (a row shows only when its callback is given; the quality's always shows)."""

    quality: Quality = Quality.AUTO
    volume: int = 80
    muted: bool = False
    on_quality: Callable[[Quality], None] = lambda quality: None
    on_language: Optional[Callable[[str], None]] = None
    on_text_size: Optional[Callable[[int], None]] = None
    on_motion: Optional[Callable[[Motion], None]] = None
    on_volume: Optional[Callable[[int], None]] = None
    on_muted: Optional[Callable[[bool], None]] = None


class SettingsPanel:
    """The settings' rows under ``parent``, a button each (its words name the setting and its value), from ``top``
    down; the sound's row holds the mute switch and the volume's - and + either side of its value. The text size,
    the motion and the language shown are ``context``'s."""

    def __init__(self, parent: NodePath, context: ScreenContext, choices: Choices, top: float = 0.5) -> None:
        self.choices = choices
        self.quality, self.text_size, self.motion = choices.quality, context.text_size, context.motion
        self.language = context.language
        self.volume, self.muted = choices.volume, choices.muted
        self.parent = parent
        self.row = 0
        self.top = top
        self.language_button = self._row(self._language_label(), self.next_language, choices.on_language is not None)
        self.quality_button = self._button(self._quality_label(), self.next_quality)
        self.motion_button = self._row(self._motion_label(), self.next_motion, choices.on_motion is not None)
        self.text_size_button = self._row(self._text_size_label(), self.next_text_size,
                                          choices.on_text_size is not None)
        self.mute_button: Optional[DirectButton] = None
        if choices.on_volume is not None and choices.on_muted is not None:
            self.mute_button = self._button(self._mute_label(), self.toggle_mute, -0.33, 0.27)
            style.set_selected(self.mute_button, not self.muted)
            z = self._z(self.row - 1)
            tag(style.button(parent, "-", self.change_volume, [-VOLUME_STEP], TEXT, pos=(0.02, 0, z),
                             frameSize=(-1.3, 1.3, -0.6, 1.1)), "button")
            self.volume_label = tag(style.label(parent, self._volume_label(), TEXT, (0.3, 0, z)), "text")
            tag(style.button(parent, "+", self.change_volume, [VOLUME_STEP], TEXT, pos=(0.58, 0, z),
                             frameSize=(-1.3, 1.3, -0.6, 1.1)), "button")

    def _z(self, row: int) -> float:
        return self.top - row * ROW_SPACING

    def _row(self, text: str, command: Callable[[], None], shown: bool) -> Optional[DirectButton]:
        """A row's button when it is ``shown`` (None otherwise)."""
        return self._button(text, command) if shown else None

    def _button(self, text: str, command: Callable[[], None], x: float = 0.0, half: float = 0.6) -> DirectButton:
        """The next row's button, centred on ``x``, ``half`` wide each side."""
        z = self._z(self.row)
        self.row += 1
        return tag(style.button(self.parent, text, command, (), TEXT, pos=(x, 0, z),
                                frameSize=(-half / TEXT, half / TEXT, -0.6, 1.1)), "button")

    # -- the values, in words ---------------------------------------------------------------------
    def _text_size_label(self) -> str:
        # the per cent sign is in the value: a catalog entry may not hold a bare '%'
        return _("Text size: {percent}").format(percent=f"{self.text_size} %")

    def _quality_label(self) -> str:
        return _("Quality: {quality}").format(quality=_(QUALITY_NAMES[self.quality]))

    def _motion_label(self) -> str:
        return _("Motion: {motion}").format(motion=_(MOTION_NAMES[self.motion]))

    def _mute_label(self) -> str:
        return _("Sound: off") if self.muted else _("Sound: on")

    def _volume_label(self) -> str:
        return _("Volume: {volume}").format(volume=self.volume)

    def _language_label(self) -> str:
        """The language spoken, named in itself (``Language: English``, ``Langue : Français``)."""
        return _("Language: {language}").format(language=LANGUAGES[self.language])

    # -- the changes --------------------------------------------------------------------------------
    def next_text_size(self) -> None:
        """Cycle the size of the text (``TEXT_SIZES``); ``on_text_size`` remembers it and shows the screen again."""
        larger = [size for size in TEXT_SIZES if size > self.text_size]
        self.text_size = larger[0] if larger else TEXT_SIZES[0]
        if self.text_size_button is not None:
            self.text_size_button["text"] = self._text_size_label()
        if self.choices.on_text_size is not None:
            self.choices.on_text_size(self.text_size)

    def next_motion(self) -> None:
        """Cycle how much the table moves to show each change: full, reduced (short fades only), off; it is
        remembered."""
        order = list(Motion)
        self.motion = order[(order.index(self.motion) + 1) % len(order)]
        if self.motion_button is not None:
            self.motion_button["text"] = self._motion_label()
        if self.choices.on_motion is not None:
            self.choices.on_motion(self.motion)

    def next_quality(self) -> None:
        """Cycle the drawing quality: auto (chosen from the graphics card), fast, full; it is remembered."""
        order = list(Quality)
        self.quality = order[(order.index(self.quality) + 1) % len(order)]
        self.quality_button["text"] = self._quality_label()
        self.choices.on_quality(self.quality)

    def next_language(self) -> None:
        """Speak the next language of ``LANGUAGES``: ``on_language`` applies it, remembers it and shows the start
        screen again in it."""
        order = list(LANGUAGES)
        following = order[(order.index(self.language) + 1) % len(order)]
        if self.choices.on_language is not None:
            self.choices.on_language(following)

    def toggle_mute(self) -> None:
        """Mute the sounds, or let them play again; it is remembered (M does the same on the table)."""
        self.muted = not self.muted
        if self.mute_button is not None:
            self.mute_button["text"] = self._mute_label()
            style.set_selected(self.mute_button, not self.muted)
        if self.choices.on_muted is not None:
            self.choices.on_muted(self.muted)

    def change_volume(self, step: int) -> None:
        """Make the sounds louder (``step`` above 0) or quieter, from 0 to 100; it is remembered."""
        volume = max(0, min(100, self.volume + step))
        if volume == self.volume:
            return
        self.volume = volume
        self.volume_label["text"] = self._volume_label()
        if self.choices.on_volume is not None:
            self.choices.on_volume(self.volume)
