"""The table's menu: Esc with nothing open opens it (Resume, Save, Settings, Players, Quit to the start screen), Esc
goes back a step (from its Settings to it, from it to the game); while it is open the game waits."""
from __future__ import annotations

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.ui import style
from dragonarium.play.base.commands import Command
from dragonarium.play.session import PlaySession
from dragonarium.rules import Game, PlayerKind, Seat

from tests.app.contexts import context_of
from tests.support.games import CATALOG


class QuietSound:
    """A sound that plays nothing and says whether it is muted."""

    def __init__(self) -> None:
        self.muted = False

    def set_muted(self, muted: bool) -> None:
        self.muted = muted

    def play(self, cues):
        return ()

    def stop(self) -> None:
        pass


def open_table(game: Game, **named) -> tuple[GameScreen, list]:
    """The play screen of ``game``; the list hears what it asks of the application (quit, mute, volume)."""
    heard: list = []
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    screen = GameScreen(context_of(offscreen, sound=QuietSound()), PlaySession(game), lambda: heard.append("quit"),
                        on_mute=lambda muted: heard.append(("muted", muted)), volume=70,
                        on_volume=lambda volume: heard.append(("volume", volume)), **named)
    return screen, heard


def _buttons(screen: GameScreen):
    from direct.gui.DirectGui import DirectButton
    from direct.gui.DirectGuiBase import DirectGuiWidget

    return [widget for widget in list(DirectGuiWidget.guiDict.values())
            if isinstance(widget, DirectButton) and not widget.isEmpty()
            and screen.table_menu.frame.isAncestorOf(widget)]


def button(screen: GameScreen, text: str):
    return next(widget for widget in _buttons(screen) if widget["text"] == text)


def click(screen: GameScreen, text: str) -> None:
    """Click the menu's button ``text``, as the mouse does."""
    button(screen, text).commandFunc(None)


def test_esc_with_nothing_open_opens_the_menu_and_esc_or_resume_closes_it():
    screen, heard = open_table(Game(CATALOG, [Seat("A"), Seat("B")], 4))
    try:
        assert not screen.table_menu.shown
        screen.key("escape")
        assert screen.table_menu.shown
        assert [widget["text"] for widget in _buttons(screen)] == ["Resume", "Save", "Settings", "Players",
                                                                   "Quit to the start screen"]
        assert style.is_selected(button(screen, "Resume"))
        screen.key("escape")
        assert not screen.table_menu.shown
        screen.key("escape")
        click(screen, "Resume")
        assert not screen.table_menu.shown and heard == []
    finally:
        screen.cleanup()


def test_while_the_menu_is_open_keys_and_clicks_say_so_and_the_computers_wait():
    game = Game(CATALOG, [Seat("Bot", kind=PlayerKind.EASY), Seat("B")], 4)
    screen, heard = open_table(game)
    try:
        screen.key("escape")
        screen.key("h")
        assert screen.table_menu.note["text"] == "The menu is open: Esc or Resume goes back to the game."
        assert not screen.session.hint_pending
        for _ in range(40):
            screen.tick(0.1)
            if screen.session.thinking is not None:
                screen.session.thinking.result()
        assert game.history == [], "the computer waits while the menu is open"
        screen.key("escape")
        for _ in range(40):
            screen.tick(0.1)
            if screen.session.thinking is not None:
                screen.session.thinking.result()
        assert game.history != [], "and plays once it is closed"
    finally:
        screen.cleanup()


def test_save_opens_the_save_dialog_and_quit_leaves_the_table():
    screen, heard = open_table(Game(CATALOG, [Seat("A"), Seat("B")], 4))
    try:
        screen.key("escape")
        click(screen, "Save")
        assert not screen.table_menu.shown and screen.save_dialog is not None
        screen.key("escape")
        assert screen.save_dialog is None and not screen.table_menu.shown, "Esc closes the dialog, opens nothing"
        screen.press(Command.CLOSE)
        click(screen, "Quit to the start screen")
        assert heard == ["quit"]
    finally:
        screen.cleanup()


def test_settings_set_the_sound_and_esc_goes_back_to_the_menu():
    screen, heard = open_table(Game(CATALOG, [Seat("A"), Seat("B")], 4))
    try:
        screen.key("escape")
        click(screen, "Settings")
        assert screen.table_menu.settings_open
        assert [widget["text"] for widget in _buttons(screen)] == ["Sound: on", "-", "+", "Back"]
        click(screen, "Sound: on")
        assert screen.context.sound.muted and heard == [("muted", True)]
        assert button(screen, "Sound: off") is not None
        screen.key("m")
        assert not screen.context.sound.muted and button(screen, "Sound: on") is not None, "M as the button"
        click(screen, "Sound: on")
        click(screen, "+")
        click(screen, "+")
        click(screen, "+")
        click(screen, "+")
        assert heard[3:] == [("volume", 80), ("volume", 90), ("volume", 100)], "no louder than 100"
        assert screen.table_menu.volume_label["text"] == "Volume: 100"
        screen.key("escape")
        assert screen.table_menu.shown and not screen.table_menu.settings_open, "back to the menu"
        screen.key("escape")
        assert not screen.table_menu.shown
    finally:
        screen.cleanup()
