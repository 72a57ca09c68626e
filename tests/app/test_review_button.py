"""A finished game's final page has a Review button that opens the game's review; a History row says a click
opens the game's review."""
import pytest

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.screens.history_screen import OPENS_REVIEW, HistoryScreen
from dragonarium.app.screens.review_screen import ReviewScreen
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.review import judging as review
from dragonarium.rules import record_of

from tests.support.games import CATALOG, new_game, play_random
from tests.support.judges import fake_judge


@pytest.fixture
def table(tmp_path, monkeypatch):
    monkeypatch.setattr(review, "judge", fake_judge)
    offscreen = OffscreenBase.get((1280, 720))
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    app = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                   settings_file=tmp_path / "settings.yaml", history=tmp_path / "history")
    yield app
    app.close()


def test_the_final_pages_review_button_opens_the_games_review(table):
    game = play_random(new_game(2, 4), 4)
    table.play(game)
    screen = table.host.screen
    assert isinstance(screen, GameScreen) and screen.pages.end_panel is not None
    button = screen.pages.end_panel.review_button
    assert button is not None and button["text"] == "Review this game"
    button["command"]()
    review_screen = table.host.screen
    assert isinstance(review_screen, ReviewScreen)
    assert list(review_screen.session.actions) == list(record_of(game).actions)
    assert review_screen.session.states[-1].same_table(game.state) and review_screen.session.states[-1].over


def test_a_history_row_says_a_click_opens_the_review(table):
    game = play_random(new_game(2, 4), 4)
    table.keeper.keep(game)
    table.history()
    screen = table.host.screen
    assert isinstance(screen, HistoryScreen) and screen.rows
    assert OPENS_REVIEW in screen.rows[0]["text"].split("\n")[0]
