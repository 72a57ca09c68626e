"""The Lessons menu marks the lessons done and those left half-way and says under each what it teaches; a lesson
left half-way opens where it was left, and Start again plays it from its first step."""
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.screens.lesson_menu import LessonMenu
from dragonarium.app.table_app import TableApp
from dragonarium.lessons import load_lessons
from dragonarium.play.base.commands import Command
from dragonarium.play.lesson_progress import load_progress
from dragonarium.play.quality import PRESETS, Quality

from tests.support.games import CATALOG

LESSONS = load_lessons(catalog=CATALOG)


def open_app(tmp_path) -> TableApp:
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    return TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                    settings_file=tmp_path / "settings.yaml", lesson_progress=tmp_path / "lessons.yaml")


def test_a_lesson_left_half_way_reopens_at_its_step_and_done_lessons_are_marked_in_the_menu(tmp_path):
    first, second = LESSONS[0], LESSONS[1]
    app = open_app(tmp_path)
    try:
        app.lesson_menu()
        menu = app.screen
        assert isinstance(menu, LessonMenu)
        assert [line["text"] for line in menu.teaches] == [lesson.teaches for lesson in LESSONS]
        assert all(lesson.teaches for lesson in LESSONS), "every shipped lesson says what it teaches"
        assert menu.buttons[0]["text"] == f"1. {first.title}"
        app.play_lesson(first)
        for step in first.steps:
            app.screen.apply(app.screen.session.play(step.solution))
        while app.screen.lesson.finishing:
            app.screen.apply(app.screen.session.play(app.screen.game.state.pending().choices[0]))
        assert app.screen.lesson.finished
        app.play_lesson(second)
        app.screen.apply(app.screen.session.play(second.steps[0].solution))
        assert app.screen.lesson.index == 1
        marks = load_progress(tmp_path / "lessons.yaml").marks
        assert marks[first.id].done and marks[first.id].moves == ()
        assert not marks[second.id].done and marks[second.id].step == 2
        app.screen.press(Command.BACK)
        app.lesson_menu()
        texts = [button["text"] for button in app.screen.buttons]
        assert texts[0] == f"1. {first.title} - done"
        assert texts[1] == f"2. {second.title} - step 2/{len(second.steps)}"
        assert texts[2] == f"3. {LESSONS[2].title}"
        app.play_lesson(second)  # reopened: where it was left
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.lesson.index == 1
        assert screen.lesson.ask() in screen.lesson_panel.getText()
        assert "Resumed at step 2" in screen.message.getText()
        assert (Command.RESTART_LESSON, "Start again") in screen.session.switches()
        screen.press(Command.RESTART_LESSON)
        assert screen.lesson.index == 0 and len(screen.game.history) == 0
        assert load_progress(tmp_path / "lessons.yaml").marks[second.id].moves == ()
        app.play_lesson(first)  # a lesson done opens at its start
        assert app.screen.lesson.index == 0
    finally:
        app.screen.cleanup()


def test_a_progress_file_that_cannot_be_read_is_named_in_the_menu_and_left_as_it_is(tmp_path):
    path = tmp_path / "lessons.yaml"
    path.write_text("format: dragonarium-lesson-progress\nversion: 1\nlessons: {02-stacking: {done: maybe}}\n")
    app = open_app(tmp_path)
    try:
        app.lesson_menu()
        note = app.screen.note["text"]
        assert "lessons.yaml" in note and "lessons.02-stacking.done" in note
        app.play_lesson(LESSONS[1])
        app.screen.apply(app.screen.session.play(LESSONS[1].steps[0].solution))
        assert "maybe" in path.read_text(), "the file is left as it was"
    finally:
        app.screen.cleanup()
