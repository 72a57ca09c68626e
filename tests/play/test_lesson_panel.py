"""The lesson's panel takes a spot that covers none of what its step speaks of."""
from dragonarium.play.table.lesson_panel import Rect, choose_spot

# a 16:9 screen in the 2D layer's units: x from -1.78 to 1.78, y from -1 to 1
TOP = ("top", Rect(-1.0, 1.0, 0.75, 0.97))
BOTTOM = ("bottom", Rect(-1.0, 1.0, -0.6, -0.38))
SIDE = ("side", Rect(0.85, 1.75, -0.3, 0.1))
BOARD_CELL = Rect(-0.1, 0.1, 0.1, 0.3)          # a cell in the middle of the board
SITE_SLOT = Rect(-0.35, -0.2, 0.78, 0.9)         # a planning-site tile above the board
NEAR_ROW = Rect(-0.6, 0.6, -0.5, -0.3)           # the board's near row, low on the screen


def test_the_first_spot_clear_of_every_piece_is_taken():
    assert choose_spot([TOP, BOTTOM, SIDE], [BOARD_CELL]) == "top"
    assert choose_spot([TOP, BOTTOM, SIDE], [SITE_SLOT]) == "bottom"
    assert choose_spot([TOP, BOTTOM, SIDE], [SITE_SLOT, NEAR_ROW]) == "side"
    assert choose_spot([TOP, BOTTOM, SIDE], []) == "top"


def test_when_every_spot_covers_something_the_one_covering_least_is_taken():
    wide = Rect(-1.7, 1.2, -0.55, 0.97)           # pieces over most of the screen, least at its right
    small_top = Rect(-0.1, 0.1, 0.8, 0.85)
    assert choose_spot([TOP, BOTTOM, SIDE], [wide]) == "side"
    assert choose_spot([TOP, BOTTOM], [small_top, NEAR_ROW]) == "top"


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
