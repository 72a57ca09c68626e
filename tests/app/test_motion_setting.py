"""The motion setting on the start screen: its button cycles full, reduced, off in the language in use, the app
remembers the choice and the next table shows its changes so; with no settings given (tests) the table shows each
change at once."""
from __future__ import annotations

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.screens.new_game_screen import NewGameScreen
from dragonarium.app.table_app import TableApp
from dragonarium.i18n import use_language
from dragonarium.play.motion import Motion
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.settings import Settings, load_settings
from dragonarium.rules.engine.game import Game, Seat
from dragonarium.app.screens.settings_panel import Choices
from tests.app.contexts import context_of
from tests.support.games import CATALOG


def test_the_motion_button_cycles_and_the_app_remembers_and_uses_it(tmp_path):
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    settings_file = tmp_path / "settings.yaml"
    app = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                   settings=Settings(), settings_file=settings_file)
    try:
        start = app.screen
        assert isinstance(start, NewGameScreen) and start.motion_button is not None
        assert start.motion_button["text"] == "Motion: full"
        start.next_motion()
        assert start.motion_button["text"] == "Motion: reduced"
        assert load_settings(settings_file)[0].motion is Motion.REDUCED
        app.play(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4))
        assert isinstance(app.screen, GameScreen) and app.screen.motion.motion is Motion.REDUCED
        app.start_screen()
        app.screen.next_motion()
        app.screen.next_motion()
        assert app.settings.motion is Motion.FULL and app.screen.motion_button["text"] == "Motion: full"
    finally:
        app.close()


def test_the_motion_button_speaks_french():
    offscreen = OffscreenBase.get((800, 450))
    use_language("fr")
    try:
        screen = NewGameScreen(context_of(offscreen, motion=Motion.OFF), CATALOG, lambda game: None,
                               choices=Choices(on_motion=lambda motion: None))
        assert screen.motion_button["text"] == "Animation\u00a0: désactivée"
        screen.cleanup()
    finally:
        use_language("en")


def test_a_table_without_settings_shows_each_change_at_once(tmp_path):
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    app = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                   settings_file=tmp_path / "settings.yaml")
    try:
        app.play(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4))
        assert app.screen.motion.motion is Motion.OFF
    finally:
        app.close()
