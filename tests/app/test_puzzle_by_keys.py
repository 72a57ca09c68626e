"""A puzzle chosen from the start screen and answered by key events alone, its grade shown."""
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.puzzle_menu import PuzzleMenu
from dragonarium.app.screens.puzzle_screen import PuzzleScreen
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.rules import Place

from tests.app.key_driver import KeyDriver, press
from tests.app.test_lesson_by_keys import tab_to
from tests.support.games import CATALOG


def test_a_puzzle_from_the_start_screen_answered_by_keys(tmp_path):
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    app = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                   settings_file=tmp_path / "settings.yaml")
    try:
        tab_to(app, ("calls", "TableApp.puzzle_menu"))
        press("enter")
        menu = app.screen
        assert isinstance(menu, PuzzleMenu)
        for _step in range(5):  # Today's puzzle, then the first of the list
            if app.host.focus.focused_widget() is menu.buttons[1]:
                break
            press("tab")
        assert app.host.focus.focused_widget() is menu.buttons[1]
        puzzle = menu.puzzles[0]
        press("enter")
        screen = app.screen
        assert isinstance(screen, PuzzleScreen) and screen.run.puzzle is puzzle
        driver = KeyDriver(lambda: app.screen)
        driver.play(puzzle.answer.action)
        if puzzle.answer.cells is not None:
            driver.play(Place(puzzle.answer.cells))
        assert screen.grade is not None and screen.grade.found and screen.grade.percent == 100
    finally:
        app.close()
