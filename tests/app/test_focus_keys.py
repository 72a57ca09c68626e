"""Every screen's buttons by keys: Tab and Shift+Tab walk them in reading order, Enter and Space press the one with
the focus, a field takes the keyboard while it has the focus; from the start screen to the settings, a new game's
page, the History, a review, and the table's menu."""
from datetime import datetime, timezone

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.screens.history_screen import HistoryScreen
from dragonarium.app.screens.new_game_screen import NewGameScreen, Page
from dragonarium.app.screens.review_screen import ReviewScreen
from dragonarium.app.table_app import TableApp
from dragonarium.play.base.commands import Command
from dragonarium.play.history.store import keep_game
from dragonarium.play.motion import Motion
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.review import judging
from dragonarium.play.settings import Settings
from dragonarium.rules import Game, Seat

from tests.app.key_driver import press
from tests.app.test_lesson_by_keys import tab_to
from tests.support.games import CATALOG, play_random
from tests.support.judges import fake_judge


def open_app(tmp_path, **named) -> TableApp:
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    return TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                    settings_file=tmp_path / "settings.yaml", settings=Settings(motion=Motion.OFF),
                    history=tmp_path / "history", **named)


def test_the_start_screen_in_reading_order_round_both_ways_and_its_settings_by_space(tmp_path):
    app = open_app(tmp_path)
    try:
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        focus = app.host.focus
        press("tab")
        first = focus.focused_widget()
        seen = [first]
        for _step in range(12):
            press("tab")
            if focus.focused_widget() is first:
                break
            seen.append(focus.focused_widget())
        words = [widget["text"] for widget in seen]
        assert words == ["New game", "Lessons", "Puzzles", "History", "Analysis board", "Load a game", "Settings", "Quit"], words
        press("shift-tab")
        assert focus.focused_widget()["text"] == "Quit", "Shift+Tab from the first goes round to the last"
        press("shift-tab")
        press("enter")
        assert app.screen.page == Page.SETTINGS
        tab_to(app, ("calls", "SettingsPanel.next_motion"))
        press("space")
        assert app.settings.motion is Motion.FULL, "Space pressed the Motion button (off, then full)"
        assert focus.focused == ("calls", "SettingsPanel.next_motion") and focus.ring is not None, \
            "the focus stays on the button of the screen made anew"
        assert focus.ring.getParent() == app.screen.motion_button
        press("escape")
        assert app.screen.page == Page.HOME
    finally:
        app.close()


def test_a_field_takes_the_keyboard_with_the_focus_and_keeps_enter_and_space(tmp_path):
    app = open_app(tmp_path)
    try:
        tab_to(app, ("sends", (Page.NEW,)))
        press("enter")
        screen = app.screen
        assert screen.page == Page.NEW
        focus = app.host.focus
        for _step in range(20):
            if focus.focused_widget() is screen.entries[0]:
                break
            press("tab")
        assert screen.entries[0].guiItem.getFocus(), "the name field has the keyboard"
        press("space")
        assert app.screen is screen and screen.page == Page.NEW, "Space types, it presses nothing"
        press("tab")
        assert not screen.entries[0].guiItem.getFocus() and focus.focused_widget() is screen.entries[1], \
            "the names are read down their column"
        assert screen.entries[1].guiItem.getFocus()
        press("tab")
        assert focus.focused_widget() is screen.kind_buttons[0]
        press("enter")
        assert screen.seat_kinds[0] != screen.seats()[1].kind, "Enter pressed who plays the first seat"
        tab_to(app, ("calls", "NewGameScreen.start"))
        press("enter")
        assert isinstance(app.screen, GameScreen)
    finally:
        app.close()


def test_the_history_and_a_review_by_keys(tmp_path, monkeypatch):
    monkeypatch.setattr(judging, "judge", fake_judge)
    keep_game(tmp_path / "history", play_random(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 3), 3),
              datetime(2025, 3, 1, 14, 2, 11, tzinfo=timezone.utc))
    app = open_app(tmp_path)
    try:
        tab_to(app, ("calls", "TableApp.history"))
        press("space")
        history = app.screen
        assert isinstance(history, HistoryScreen)
        for _step in range(10):
            if app.host.focus.focused_widget().getTag("style") == "row":
                break
            press("tab")
        assert app.host.focus.focused_widget().getTag("style") == "row", "Tab reaches the game kept"
        press("enter")
        review = app.screen
        assert isinstance(review, ReviewScreen)
        press("tab")
        assert app.host.focus.focused is not None and app.host.focus.ring is not None
        tab_to(app, ("sends", (Command.BACK,)))
        press("enter")
        assert isinstance(app.screen, HistoryScreen)
    finally:
        app.close()


def test_the_tables_menu_by_keys(tmp_path):
    app = open_app(tmp_path, game=Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4))
    try:
        screen = app.screen
        press("escape")
        assert screen.table_menu.shown
        press("tab")
        keys = screen.keys.focus
        assert keys.focused_widget() is not None and keys.focused_widget().getParent() == screen.table_menu.frame
        assert "board" not in keys.stops(), "the menu holds the focus while it is open"
        press("enter")
        assert not screen.table_menu.shown, "Enter pressed Resume"
        assert screen.keys.focus.stops()[0] == "board"
        press("escape")
        press("enter")
        assert not screen.table_menu.shown, "Enter in the menu just opened presses its first button, Resume"
    finally:
        app.close()
