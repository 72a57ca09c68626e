"""A lesson reached from the start screen and played to its end by key events alone, and the next one opened."""
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.screens.lesson_menu import LessonMenu
from dragonarium.app.table_app import TableApp
from dragonarium.lessons import load_lessons
from dragonarium.play.base.commands import Command
from dragonarium.play.quality import PRESETS, Quality

from tests.app.key_driver import KeyDriver, press
from tests.support.games import CATALOG


def tab_to(app: TableApp, stop) -> None:
    """Tab on a screen of buttons until the host's focus is on ``stop``."""
    for _step in range(30):
        if app.host.focus.focused == stop:
            return
        press("tab")
    raise AssertionError(f"Tab never reached {stop}: {app.host.focus.stops()}")


def test_a_lesson_from_the_start_screen_to_the_next_by_keys(tmp_path):
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    app = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                   settings_file=tmp_path / "settings.yaml", lesson_progress=tmp_path / "lessons.yaml")
    try:
        lessons = load_lessons()
        tab_to(app, ("calls", "TableApp.lesson_menu"))
        press("enter")
        assert isinstance(app.screen, LessonMenu)
        assert app.host.focus.focused_widget() is app.screen.buttons[0], "the focus goes on to the first lesson"
        press("space")
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.lesson.lesson.id == lessons[0].id
        assert app.host.focus.ring is None, "the table walks its own focus: the list's does not follow to it"
        run, driver = screen.lesson, KeyDriver(lambda: app.screen)
        for step in lessons[0].steps:
            driver.play(step.solution)
        while run.finishing:
            driver.play(screen.game.state.pending().choices[0])
        assert "Lesson complete" in screen.lesson_panel.getText()
        driver.focus_on(("sends", (Command.NEXT_LESSON,)))
        press("enter")
        assert isinstance(app.screen, GameScreen) and app.screen.lesson.lesson.id == lessons[1].id
    finally:
        app.close()
