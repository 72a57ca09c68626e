"""The lessons' progress file: written and read back, a file that cannot be read refused with its field and never
written over, and a half-way lesson replayed only as far as its moves are still accepted."""
import pytest

from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.play.lesson_progress import LessonMark, LessonProgress, load_progress, replay, save_progress

from tests.support.games import CATALOG

LESSONS = {lesson.id: lesson for lesson in load_lessons(catalog=CATALOG)}


def test_marks_are_written_and_read_back(tmp_path):
    path = tmp_path / "lessons.yaml"
    assert load_progress(path) == LessonProgress()
    progress = LessonProgress({"01-first-tile": LessonMark(True),
                               "02-stacking": LessonMark(False, ("place A1 A2",), 2)})
    save_progress(progress, path)
    assert load_progress(path) == progress


@pytest.mark.parametrize("text, field", [
    ("format: other\nversion: 1\n", "format"),
    ("format: dragonarium-lesson-progress\nversion: 2\n", "version"),
    ("format: dragonarium-lesson-progress\nversion: 1\nlessons: [a]\n", "lessons"),
    ("format: dragonarium-lesson-progress\nversion: 1\nlessons: {a: {moves: [1]}}\n", "lessons.a.moves[0]"),
    ("format: dragonarium-lesson-progress\nversion: 1\nlessons: {a: {done: true, extra: 1}}\n", "lessons.a.extra"),
    ("format: [\n", ""),
])
def test_a_file_that_cannot_be_read_is_named_and_not_written_over(tmp_path, text, field):
    path = tmp_path / "lessons.yaml"
    path.write_text(text)
    progress = load_progress(path)
    assert progress.marks == {} and not progress.writable
    assert str(path) in progress.note
    if field:
        assert f"{path}: {field}" in progress.note
    save_progress(progress.with_mark("a", LessonMark(True)), path)
    assert path.read_text() == text


def test_a_half_way_lesson_is_replayed_as_far_as_its_moves_are_accepted():
    lesson = LESSONS["02-stacking"]
    run = LessonRun(lesson, CATALOG)
    moves = (str(lesson.steps[0].solution), str(lesson.steps[1].wrong[0]), str(lesson.steps[1].solution))
    assert replay(run, moves) == 1 and run.index == 1
    assert replay(LessonRun(lesson, CATALOG), ("place Z9 Z8",)) == 0
