"""A lesson played on the table, and the way there from the start screen."""
from dragonarium.app.lesson_menu import LessonMenu
from dragonarium.app.new_game_screen import NewGameScreen
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.app.table_app import TableApp
from dragonarium.lessons import load_lessons

from tests.app.driver import Driver
from tests.game.play import CATALOG


def test_from_the_start_screen_to_a_finished_lesson(tmp_path):
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    app = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml",
                   preset=PRESETS[Quality.FAST], settings_file=tmp_path / "settings.yaml")
    try:
        assert isinstance(app.screen, NewGameScreen)
        app.lesson_menu()
        assert isinstance(app.screen, LessonMenu)
        lesson = load_lessons()[0]
        app.play_lesson(lesson)
        screen = app.screen
        driver = Driver(screen)
        assert lesson.steps[0].ask.split()[0] in screen.lesson_panel.getText()
        # a wrong move is refused with the lesson's explanation, and nothing changes
        before = screen.game.state.copy()
        driver.play(lesson.steps[0].wrong_example)
        assert screen.game.state.same_table(before)
        assert "still needs" in screen.message.getText()
        for step in lesson.steps:
            driver.play(step.solution)
        assert "Lesson complete" in screen.lesson_panel.getText()
        assert not (tmp_path / "autosave.yaml").exists(), "lessons are not autosaved"
        screen.key("escape")
        assert isinstance(app.screen, NewGameScreen)
    finally:
        app.screen.cleanup()
