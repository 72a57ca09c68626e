"""A whole game of two people played by key events alone, to its final page, whose buttons Tab then reaches."""
import random

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.rules import Game, Place, Seat, Trade

from tests.app.key_driver import KeyDriver
from tests.support.games import CATALOG

SEED = 11


def pick(game: Game, chance: random.Random):
    """A legal move, the same each run: a placement on a cell the held tile may cover; never a trade (its keys
    are tried in the lesson and focus tests)."""
    choices = [action for action in game.legal_actions() if not isinstance(action, Trade)]
    places = [action for action in choices if isinstance(action, Place)]
    return chance.choice(places or choices)


def test_a_whole_game_of_two_people_by_keys_alone(tmp_path):
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    game = Game(CATALOG, [Seat("Ann", "library"), Seat("Bob", "library")], SEED)
    app = TableApp(offscreen.base, CATALOG, game=game, autosave=tmp_path / "autosave.yaml",
                   preset=PRESETS[Quality.FAST], history=tmp_path / "history")
    try:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        driver = KeyDriver(lambda: app.screen)
        chance = random.Random(SEED)
        while not game.over:
            action = pick(game, chance)
            moves = len(game.history)
            driver.play(action)
            assert game.history[moves:] == [action], (action, screen.controller.message)
        assert screen.pages.end_panel is not None, "the final page shows"
        assert driver.keys > len(game.history)
        review = screen.pages.end_panel.review_button
        driver.focus_on(review)
        assert screen.keys.focus.ring is not None and screen.keys.focus.ring.getParent() == review, \
            "the ring is round the final page's Review button"
    finally:
        app.close()
