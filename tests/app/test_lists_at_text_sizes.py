"""The lists of lessons and puzzles honour the text size: at 150 % every text is larger than at 100 % in the same
window, a page holds fewer rows and the pages turn (Page Up / Page Down, the buttons), never past either end, the
page shown said; every row stays inside the page."""
import sys

import pytest

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.lesson_menu import LessonMenu
from dragonarium.app.screens.puzzle_menu import PuzzleMenu
from dragonarium.lessons import load_lessons
from dragonarium.puzzles.progress import Progress
from tests.app.contexts import context_of
from tests.app.drawn_text import texts_under
from dragonarium.puzzles.files import load_puzzles
from tests.puzzles.support import SHIPPED
from tests.support.games import CATALOG

LESSONS = load_lessons(catalog=CATALOG)


def pixel_height(widget, offscreen) -> float:
    """The height of a line of the widget's text in window pixels."""
    return widget.getScale(offscreen.base.render2d)[2] * offscreen.base.win.getYSize() / 2


def open_menu(kind: str, size, text_size: int, puzzles=None):
    offscreen = OffscreenBase.get(size)
    offscreen.resize(size)
    offscreen.fresh_overlay()
    context = context_of(offscreen, text_size=text_size)
    if kind == "lessons":
        return offscreen, LessonMenu(context, LESSONS, lambda lesson: None, lambda: None)
    return offscreen, PuzzleMenu(context, puzzles, Progress(), puzzles[0], lambda puzzle: None, lambda: None)


def frame(widget, page) -> tuple[float, float, float, float]:
    """The widget's frame in the page's units: left, right, bottom, top."""
    left, right, bottom, top = widget.getBounds()
    x, _, z = widget.getPos(page)
    sx, _, sz = widget.getScale(page)
    return x + left * sx, x + right * sx, z + bottom * sz, z + top * sz


def inside(widget, menu) -> bool:
    """Whether the widget lies inside the menu's page (its panel)."""
    module = sys.modules[type(menu).__module__]
    half_width, half_height = module.PANEL_HALF_WIDTH, module.PANEL_HALF_HEIGHT
    left, right, bottom, top = frame(widget, menu.root)
    return -half_width <= left and right <= half_width and -half_height <= bottom and top <= half_height


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_the_lessons_list_grows_with_the_text_size_and_turns_its_pages(size):
    offscreen, normal = open_menu("lessons", size, 100)
    try:
        normal_height = pixel_height(normal.buttons[0], offscreen)
        assert normal.pages == 1 and len(normal.buttons) == len(LESSONS)
    finally:
        normal.cleanup()
    offscreen, large = open_menu("lessons", size, 150)
    try:
        assert pixel_height(large.buttons[0], offscreen) >= 1.4 * normal_height
        assert large.pages == 2 and len(large.buttons) < len(LESSONS)
        assert all(inside(button, large) for button in large.buttons + large.teaches)
        first = [button["text"] for button in large.buttons]
        assert "Page 1 of 2" in [text.getText() for text in texts_under(large.root)]
        assert large.previous_button.isHidden() and not large.next_button.isHidden()
        assert large.key("page_up") and large.page == 0, "no page before the first"
        assert large.key("page_down") and large.page == 1
        assert large.key("page_down") and large.page == 1, "no page after the last"
        shown = [button["text"] for button in large.buttons]
        assert len(first) + len(shown) == len(LESSONS) and not set(first) & set(shown)
        assert shown[-1].startswith(f"{len(LESSONS)}.")
        assert not large.previous_button.isHidden() and large.next_button.isHidden()
    finally:
        large.cleanup()


def test_the_puzzles_list_grows_with_the_text_size_says_its_page_and_stops_at_its_ends():
    shipped_puzzles, size = load_puzzles(SHIPPED), (1024, 768)
    offscreen, normal = open_menu("puzzles", size, 100, shipped_puzzles)
    try:
        normal_height, normal_rows = pixel_height(normal.buttons[1], offscreen), len(normal.buttons) - 1
        assert "Page 1 of {}".format(normal.pages) in [text.getText() for text in texts_under(normal.root)]
        assert "Previous page" not in [text.getText() for text in texts_under(normal.root)]
        assert normal.key("page_up") and normal.page == 0, "no page before the first"
        normal_pages = normal.pages
    finally:
        normal.cleanup()
    offscreen, large = open_menu("puzzles", size, 150, shipped_puzzles)
    try:
        assert pixel_height(large.buttons[1], offscreen) >= 1.4 * normal_height
        assert len(large.buttons) - 1 < normal_rows and large.pages > normal_pages
        assert all(inside(button, large) for button in large.buttons)
        for _turn in range(large.pages + 2):
            large.key("page_down")
        assert large.page == large.pages - 1
        assert all(inside(button, large) for button in large.buttons)
    finally:
        large.cleanup()
