"""The table remembers the Auto-place switch: pressed in one game, it is on in the next and after a restart."""
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.rules.engine.game import Game, Seat
from dragonarium.play.settings import load_settings
from dragonarium.play.base.commands import Command

from tests.support.games import CATALOG


def test_auto_place_forced_survives_continue_and_a_new_app(tmp_path):
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    settings_file = tmp_path / "settings.yaml"
    app = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                   settings_file=settings_file)
    try:
        app.play(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4))
        assert isinstance(app.screen, GameScreen) and not app.screen.controller.auto_forced
        app.screen.press(Command.AUTO)
        assert load_settings(settings_file)[0].auto_forced is True
        app.screen.press(Command.BACK)
        app.play(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 5))
        assert app.screen.controller.auto_forced, "the next game starts with the switch as it was left"
    finally:
        app.close()
    settings, problem = load_settings(settings_file)
    again = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                     settings=settings, settings_file=settings_file)
    try:
        again.play(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 6))
        assert problem == "" and again.screen.controller.auto_forced
    finally:
        again.close()
