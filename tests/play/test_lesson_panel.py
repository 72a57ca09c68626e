"""The rectangles a lesson's pieces are told in."""
from dragonarium.play.table.lesson_panel import Rect


def test_rectangles_that_only_touch_do_not_overlap():
    assert Rect(0, 1, 0, 1).overlap(Rect(1, 2, 0, 1)) == 0.0
    assert Rect(0, 1, 0, 1).overlap(Rect(0.5, 2, 0.5, 2)) == 0.25
    assert Rect.around([(1, 2), (-1, 0.5), (0, 3)]) == Rect(-1, 1, 0.5, 3)


def test_a_step_lights_each_piece_in_its_style_and_the_panel_gives_the_legend_of_those_on_screen():
    from dragonarium.lessons import LessonRun, load_lessons
    from dragonarium.play.session import PlaySession
    from dragonarium.play.table.marks import CellRings, Tone
    from dragonarium.rules import parse_cell
    from tests.support.games import CATALOG

    lesson = next(lesson for lesson in load_lessons(catalog=CATALOG) if lesson.id == "05-hatching")
    run = LessonRun(lesson, CATALOG)
    session = PlaySession(run.game, lesson=run)
    try:
        rings = {mark.tone: set(mark.cells) for mark in session.lesson_marks() if isinstance(mark, CellRings)}
        assert rings == {Tone.LESSON_USE: {parse_cell("B5")}, Tone.LESSON_AVOID: {parse_cell("D4"), parse_cell("C4")}}
        legend = session.lesson_text().splitlines()[-1]
        assert "use it" in legend and "keep off it" in legend and "look at it" not in legend
    finally:
        session.close()
