"""A lesson played on the table, the way there from the start screen, and on to the next lesson."""
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.screens.lesson_menu import LessonMenu
from dragonarium.app.screens.new_game_screen import NewGameScreen
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.app.table_app import TableApp
from dragonarium.lessons import load_lessons
from dragonarium.play.base.commands import Command

from tests.app.driver import Driver
from tests.support.games import CATALOG


def open_app(tmp_path, lessons=None) -> TableApp:
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    return TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                    settings_file=tmp_path / "settings.yaml", lessons=lessons)


def test_from_the_start_screen_through_a_lesson_to_the_next_one(tmp_path):
    app = open_app(tmp_path)
    try:
        assert isinstance(app.screen, NewGameScreen)
        app.lesson_menu()
        assert isinstance(app.screen, LessonMenu)
        lessons = load_lessons()
        app.play_lesson(lessons[0])
        screen = app.screen
        driver = Driver(screen)
        run = screen.lesson
        assert run.ask() in screen.lesson_panel.getText()
        # a wrong move is refused with what the step asked, and nothing changes
        before = screen.game.state.copy()
        driver.play(lessons[0].steps[0].wrong[1])
        assert screen.game.state.same_table(before)
        assert "Not this move: this step asks for the tile to lie apart" in screen.lesson_panel.getText()
        assert "Not this move" not in screen.message.getText(), "a lesson's refusal is said in its panel"
        for step in lessons[0].steps:
            driver.play(step.solution)
        assert run.finishing and "To finish this move" in screen.lesson_panel.getText(), "the walk is still to do"
        assert "Lesson complete" not in screen.lesson_panel.getText()
        while run.finishing:
            driver.play(screen.game.state.pending().choices[0])
        assert "Lesson complete" in screen.lesson_panel.getText()
        assert run.summary() in screen.lesson_panel.getText()
        assert screen.lesson_panel.getText().endswith(f"Next lesson: {lessons[1].title}")
        assert "game over" not in screen.hud.panels["status"].getText()
        assert not (tmp_path / "autosave.yaml").exists(), "lessons are not autosaved"
        assert (Command.NEXT_LESSON, "Next lesson") in screen.session.switches()
        screen.press(Command.NEXT_LESSON)
        assert isinstance(app.screen, GameScreen) and app.screen.lesson.lesson.id == lessons[1].id
    finally:
        app.screen.cleanup()


def test_the_last_step_can_be_played_again_on_the_table(tmp_path):
    app = open_app(tmp_path)
    try:
        app.lesson_menu()
        lesson = load_lessons()[1]
        app.play_lesson(lesson)
        screen = app.screen
        start = screen.game.state.copy()
        Driver(screen).play(lesson.steps[0].solution)
        assert not screen.game.state.same_table(start)
        screen.press(Command.RESTART_STEP)
        assert screen.game.state.same_table(start) and screen.lesson.index == 0
        assert screen.lesson.ask() in screen.lesson_panel.getText()
    finally:
        app.screen.cleanup()


def test_the_game_end_lesson_ranks_nobody(tmp_path):
    app = open_app(tmp_path)
    try:
        app.lesson_menu()
        lesson = next(item for item in load_lessons() if "game-end" in item.topics)
        app.play_lesson(lesson)
        screen = app.screen
        for step in lesson.steps:
            Driver(screen).play(step.solution)
        assert screen.game.over and screen.pages.end_panel is None
        status = screen.hud.panels["status"].getText()
        assert "game over" in status and "Rank" not in status
    finally:
        app.screen.cleanup()


def test_a_broken_lesson_file_is_named_on_the_start_screen(tmp_path):
    folder = tmp_path / "lessons"
    folder.mkdir()
    (folder / "broken.yaml").write_text("version: 2\ntitle: Broken\n")
    app = open_app(tmp_path, lessons=folder)
    try:
        app.lesson_menu()
        assert isinstance(app.screen, NewGameScreen)
        assert "broken.yaml: topics: missing" in app.notice
    finally:
        app.screen.cleanup()
