"""The rectangles a lesson's pieces are told in."""
from dragonarium.play.table.lesson_panel import Rect


def test_rectangles_that_only_touch_do_not_overlap():
    assert Rect(0, 1, 0, 1).overlap(Rect(1, 2, 0, 1)) == 0.0
    assert Rect(0, 1, 0, 1).overlap(Rect(0.5, 2, 0.5, 2)) == 0.25
    assert Rect.around([(1, 2), (-1, 0.5), (0, 3)]) == Rect(-1, 1, 0.5, 3)
