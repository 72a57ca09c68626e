"""The table's menu, opened by Esc when nothing else is open: Resume, Save, Settings, Players (outside a lesson or
a puzzle: who plays each seat, a person or a computer of each level) and Quit to the start screen.

Its Settings are the ones that apply at once at the table, in the menu's place: the sound on or off and its
volume (each remembered, as on the start screen's Settings page); the quality, the motion, the text size and the
language stay on the start screen's Settings page, which a line there names. Esc goes back a step: from the
Settings to the menu, from the menu to the game. While the menu is open the computer players wait and the table's
keys say that the menu is open (Esc, F3, M and Ctrl+S still work)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

from direct.gui.DirectGui import DirectButton, DirectFrame
from panda3d.core import NodePath

from dragonarium.i18n import _
from dragonarium.play.base.commands import Command
from dragonarium.app.ui import style
from dragonarium.app.ui.layout_json import tag
from dragonarium.app.screens.screen_context import Sound

if TYPE_CHECKING:
    from dragonarium.play.seat_levels import SeatLevels

VOLUME_STEP = 10
TEXT = 0.045
HALF_WIDTH, HALF_HEIGHT = 0.62, 0.44
WHILE_OPEN = frozenset({Command.CLOSE, Command.FRAME_RATE, Command.MUTE, Command.SAVE})
"""The table's keys that still act while the menu is open."""


class TableMenu:
    """The menu in ``overlay``: ``on_save`` opens the save dialog, ``on_quit`` leaves the table (``quit_words``
    name where to), ``toggle_mute`` mutes or unmutes ``sound`` (None: the table is silent), ``on_volume`` hears
    the volume chosen (``volume`` at first); ``on_change`` redraws the table after the menu opened or closed."""

    def __init__(self, overlay: NodePath, sound: Optional[Sound], on_save: Callable[[], None],
                 on_quit: Callable[[], None], toggle_mute: Callable[[], None], volume: int,
                 on_volume: Callable[[int], None], on_change: Callable[[], None],
                 quit_words: str = "", players: Optional["SeatLevels"] = None) -> None:
        self.overlay = overlay
        self.sound = sound
        self.on_save, self.on_quit, self.on_change = on_save, on_quit, on_change
        self.toggle_mute_command = toggle_mute
        self.volume, self.on_volume = volume, on_volume
        self.quit_words = quit_words or _("Quit to the start screen")
        self.frame: Optional[DirectFrame] = None
        self.settings_open = False
        self.note: Optional[DirectFrame] = None
        self.mute_button: Optional[DirectButton] = None
        self.volume_label: Optional[DirectFrame] = None
        self.players = players
        """The seats the Players page changes (None: no such page)."""
        self.players_open = False
        self.seat_buttons: list[DirectButton] = []

    @property
    def shown(self) -> bool:
        return self.frame is not None

    # -- opening and closing ----------------------------------------------------------------------
    def escape(self) -> None:
        """Esc: open the menu; from its Settings go back to it; from the menu back to the game."""
        if self.shown and not self.settings_open and not self.players_open:
            self.close()
        else:
            self.show_menu()

    def show_menu(self) -> None:
        """Show the menu's four buttons (Resume first)."""
        self._clear()
        frame = self.frame = tag(style.panel(self.overlay, (-HALF_WIDTH, HALF_WIDTH, -HALF_HEIGHT, HALF_HEIGHT),
                                             _("Menu"), 0.07), "panel")
        entries = ((_("Resume"), self.close), (_("Save"), self.save), (_("Settings"), self.show_settings),
                   *(((_("Players"), self.show_players),) if self.players is not None else ()),
                   (self.quit_words, self.quit))
        half = (HALF_WIDTH - 0.1) / TEXT
        for row, (words, command) in enumerate(entries):
            tag(style.button(frame, words, command, (), TEXT, selected=row == 0,
                             pos=(0, 0, 0.2 - row * 0.52 / len(entries)),
                             frameSize=(-half, half, -0.6, 1.1)), "button")
        self.note = tag(style.label(frame, "", TEXT * 0.8, (0, 0, -0.31), style.NOTE,
                                    text_wordwrap=2 * (HALF_WIDTH - 0.06) / (TEXT * 0.8)), "text")
        self.on_change()

    def close(self) -> None:
        """Back to the game (Resume)."""
        if self._clear():
            self.on_change()

    def _clear(self) -> bool:
        """Take the menu away; True when it was open."""
        was = self.frame is not None
        if self.frame is not None:
            self.frame.destroy()
        self.frame = self.note = self.mute_button = self.volume_label = None
        self.settings_open = self.players_open = False
        self.seat_buttons = []
        return was

    def say(self, words: str) -> None:
        """Show ``words`` at the menu's foot."""
        if self.note is not None:
            style.set_text(self.note, words)

    def blocks(self, command: Command) -> bool:
        """A table key pressed while the menu is open that does not act then (it says why); False when it acts."""
        if command is Command.MUTE and self.settings_open:
            self.toggle_mute()  # M as the sound's button: its words follow
            return True
        if not self.shown or command in WHILE_OPEN:
            return False
        self.say(_("The menu is open: Esc or Resume goes back to the game."))
        return True

    # -- the buttons --------------------------------------------------------------------------------
    def save(self) -> None:
        self.close()
        self.on_save()

    def quit(self) -> None:
        self._clear()
        self.on_quit()

    def show_settings(self) -> None:
        """The settings that apply at once at the table, in the menu's place, with Back to the menu."""
        self._clear()
        self.settings_open = True
        frame = self.frame = tag(style.panel(self.overlay, (-HALF_WIDTH, HALF_WIDTH, -HALF_HEIGHT, HALF_HEIGHT),
                                             _("Settings"), 0.07), "panel")
        if self.sound is None:
            tag(style.label(frame, _("No sound at this table."), TEXT, (0, 0, 0.2)), "text")
        else:
            self.mute_button = tag(style.button(frame, self._mute_words(), self.toggle_mute, (), TEXT,
                                                pos=(0, 0, 0.2), frameSize=(-6, 6, -0.6, 1.1)), "button")
            style.set_selected(self.mute_button, not self.sound.muted)
            tag(style.button(frame, "-", self.change_volume, [-VOLUME_STEP], TEXT, pos=(-0.3, 0, 0.06),
                             frameSize=(-1.3, 1.3, -0.6, 1.1)), "button")
            self.volume_label = tag(style.label(frame, self._volume_words(), TEXT, (0, 0, 0.06)), "text")
            tag(style.button(frame, "+", self.change_volume, [VOLUME_STEP], TEXT, pos=(0.3, 0, 0.06),
                             frameSize=(-1.3, 1.3, -0.6, 1.1)), "button")
        tag(style.label(frame, _("Quality, motion, text size and language: on the start screen's Settings page."),
                        TEXT * 0.8, (0, 0, -0.1), style.NOTE, text_wordwrap=2 * (HALF_WIDTH - 0.06) / (TEXT * 0.8)),
            "text")
        tag(style.button(frame, _("Back"), self.show_menu, (), TEXT, pos=(0, 0, -0.32),
                         frameSize=(-3.5, 3.5, -0.6, 1.1)), "button")
        self.on_change()

    def _mute_words(self) -> str:
        return _("Sound: off") if self.sound is not None and self.sound.muted else _("Sound: on")

    def _volume_words(self) -> str:
        return _("Volume: {volume}").format(volume=self.volume)

    def toggle_mute(self) -> None:
        """Mute the sounds, or let them play again (as M does); it is remembered."""
        self.toggle_mute_command()
        if self.mute_button is not None and self.sound is not None:
            style.set_text(self.mute_button, self._mute_words())
            style.set_selected(self.mute_button, not self.sound.muted)

    def change_volume(self, step: int) -> None:
        """Make the sounds louder (``step`` above 0) or quieter, from 0 to 100; it is remembered."""
        volume = max(0, min(100, self.volume + step))
        if volume == self.volume:
            return
        self.volume = volume
        if self.volume_label is not None:
            style.set_text(self.volume_label, self._volume_words())
        self.on_volume(volume)

    def cleanup(self) -> None:
        self._clear()

    def show_players(self) -> None:
        """Who plays each seat, in the menu's place: a button a seat passes it on to the next kind (a person, then
        the computers from easy to expert), with Back to the menu."""
        assert self.players is not None
        self._clear()
        self.players_open = True
        frame = self.frame = tag(style.panel(self.overlay, (-HALF_WIDTH, HALF_WIDTH, -HALF_HEIGHT, HALF_HEIGHT),
                                             _("Players"), 0.07), "panel")
        half = (HALF_WIDTH - 0.1) / TEXT
        self.seat_buttons = [tag(style.button(frame, words, self.next_kind, [seat], TEXT, pos=(0, 0, 0.22 - seat * 0.1),
                                              frameSize=(-half, half, -0.6, 1.1)), "button")
                             for seat, words in enumerate(self.players.rows())]
        self.note = tag(style.label(frame, _("Each click passes the seat on: a person, then the computers from easy "
                                             "to expert. It plays from its next move."), TEXT * 0.75,
                                    (0, 0, -0.2), style.NOTE, text_wordwrap=2 * (HALF_WIDTH - 0.06) / (TEXT * 0.75)),
                        "text")
        tag(style.button(frame, _("Back"), self.show_menu, (), TEXT, pos=(0, 0, -0.34),
                         frameSize=(-3.5, 3.5, -0.6, 1.1)), "button")
        self.on_change()

    def next_kind(self, seat: int) -> None:
        """Pass seat ``seat`` on to the next kind: its button and the note say so (the buttons stay, and the focus
        with them)."""
        assert self.players is not None
        said = self.players.cycle(seat)
        for button, words in zip(self.seat_buttons, self.players.rows()):
            style.set_text(button, words)
        self.say(said)
