"""Esc goes back from every page and list: the start screen's pages to its menu (where it says there is nowhere
further back), the lessons, the puzzles and the history to the start screen, a puzzle's table menu to the list.
The table's own panels and menu: ``test_table_menu``, ``test_why_panel``, ``test_screens``; the review's Esc:
``test_review_screen``."""
from __future__ import annotations

import pytest

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.puzzle_flow import PuzzleFlow
from dragonarium.app.screens.history_screen import HistoryScreen
from dragonarium.app.screens.lesson_menu import LessonMenu
from dragonarium.app.screens.new_game_screen import NewGameScreen, Page
from dragonarium.app.screens.puzzle_menu import PuzzleMenu
from dragonarium.app.screens.puzzle_screen import PuzzleScreen
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality

from tests.support.games import CATALOG


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    app = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                   settings_file=tmp_path / "settings.yaml", history=tmp_path / "history")
    yield app
    app.close()


@pytest.mark.parametrize("page", [Page.NEW, Page.LOAD, Page.SETTINGS])
def test_esc_on_a_page_of_the_start_screen_goes_back_to_its_menu(app, page):
    screen = app.screen
    screen.show_page(page)
    assert screen.key("escape") and screen.page == Page.HOME and app.screen is screen


def test_esc_on_the_start_screens_menu_says_there_is_no_page_to_go_back_to(app):
    screen = app.screen
    assert screen.key("escape") and screen.page == Page.HOME and app.screen is screen
    assert screen.error["text"] == "This is the start screen: there is no page to go back to."


@pytest.mark.parametrize("open_list, kind", [("lesson_menu", LessonMenu), ("history", HistoryScreen),
                                              ("puzzle_menu", PuzzleMenu)])
def test_esc_on_a_list_goes_back_to_the_start_screen(app, tmp_path, open_list, kind):
    app.puzzles = PuzzleFlow(app, progress_file=tmp_path / "puzzles.json")
    getattr(app, open_list)()
    assert isinstance(app.screen, kind)
    assert app.screen.key("escape")
    assert isinstance(app.screen, NewGameScreen) and app.screen.page == Page.HOME


def test_a_puzzles_menu_leads_back_to_the_list_of_puzzles(app, tmp_path):
    app.puzzles = PuzzleFlow(app, progress_file=tmp_path / "puzzles.json")
    app.puzzle_menu()
    app.puzzles.play(app.screen.puzzles[0])
    screen = app.screen
    assert isinstance(screen, PuzzleScreen)
    screen.key("escape")
    assert screen.table_menu.shown
    assert screen.table_menu.quit_words == "Back to the puzzles"
    screen.table_menu.quit()
    assert isinstance(app.screen, PuzzleMenu)
