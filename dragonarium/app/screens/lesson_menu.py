"""The list of lessons, reachable from the start screen: a button per lesson, in columns, in their order, each marked
done or with the step it was left at, and under it a line saying what it teaches. A larger text size makes every
text larger and a page hold fewer lessons (Page Up / Page Down and the buttons turn the pages)."""
from __future__ import annotations

from typing import Callable, Optional

from dragonarium.i18n import _
from dragonarium.play.base.commands import KEY_TABLE, Command, KeySet
from dragonarium.lessons import Lesson
from dragonarium.play.lesson_list import lesson_button_text, teaches_text
from dragonarium.play.lesson_progress import LessonProgress
from dragonarium.app.ui import style
from dragonarium.app.ui.layout_json import tag
from dragonarium.play.table.screen_layout import page_scale
from dragonarium.app.ui.layer_scale import fit_layer
from dragonarium.app.screens.screen import ScreenBase
from dragonarium.app.screens.screen_context import ScreenContext

ROWS = 8
"""Lessons in a column at most (fewer as the text grows); two columns make a page."""
COLUMNS = 2
ROW_SPACING = 0.2
LIST_SPAN = 1.4
"""From the first row's top to the last row's, at text size 100 % (the lines under the list stay clear)."""
TEACHES_SCALE = 0.038
"""The size of the line under each lesson that says what it teaches."""
PANEL_HALF_WIDTH, PANEL_HALF_HEIGHT = 1.2, 1.0
SMALLEST_TEXT = TEACHES_SCALE


class LessonMenu(ScreenBase):
    """One button per lesson; ``on_pick`` receives the lesson, ``on_back`` returns to the start screen;
    ``progress`` marks the lessons done and those left half-way."""

    def __init__(self, context: ScreenContext, lessons: list[Lesson], on_pick: Callable[[Lesson], None],
                 on_back: Callable[[], None], progress: Optional[LessonProgress] = None) -> None:
        self.context = context
        self.lessons = lessons
        self.on_pick = on_pick
        self.on_back = on_back
        self.root = style.panel(context.base.aspect2d, (-PANEL_HALF_WIDTH, PANEL_HALF_WIDTH,
                                                -PANEL_HALF_HEIGHT, PANEL_HALF_HEIGHT))
        self.progress = progress or LessonProgress()
        self.grow = grow = context.text_scale
        """The text size chosen: every text of the page that many times larger, the page kept to the window."""
        self.rows = max(1, min(ROWS, int(LIST_SPAN / (ROW_SPACING * grow) + 1e-6) + 1))
        self.page = 0
        self.list = self.root.attachNewNode("lesson-list")
        self.buttons: list = []
        self.teaches: list = []
        style.title(self.root, _("Lessons"), 0.09 * grow, (0, 0, 0.87))
        if self.progress.note:  # a progress file that could not be read: named, and left as it is
            self.note = tag(style.label(self.root, self.progress.note, TEACHES_SCALE * grow, (0, 0, -0.8), style.NOTE,
                                        text_wordwrap=2 * (PANEL_HALF_WIDTH - 0.1) / (TEACHES_SCALE * grow)), "text")
        self.pages_label = style.label(self.root, "", 0.04 * grow, (0, 0, -0.92 + 0.1 * grow))
        self.previous_button = style.button(self.root, _("Previous page"), self.turn, [-1], 0.045 * grow,
                                            pos=(-0.75, 0, -0.92))
        self.next_button = style.button(self.root, _("Next page"), self.turn, [1], 0.045 * grow, pos=(0.75, 0, -0.92))
        style.button(self.root, _("Back"), on_back, (), 0.05 * grow, pos=(0, 0, -0.92))
        self.show_page(0)
        self.layout(*context.window_size())

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.lessons) // (self.rows * COLUMNS)))

    def show_page(self, page: int) -> None:
        """Show page ``page`` (from 0) of the list; pages past the ends stop at them."""
        self.page = max(0, min(self.pages - 1, page))
        for child in self.list.getChildren():
            child.removeNode()
        self.buttons, self.teaches = [], []
        grow, per_page = self.grow, self.rows * COLUMNS
        width = 2 * PANEL_HALF_WIDTH / COLUMNS
        scale, teaches = 0.045 * grow, TEACHES_SCALE * grow
        first = self.page * per_page
        for index, lesson in enumerate(self.lessons[first:first + per_page]):
            column, row = divmod(index, self.rows)
            x = -PANEL_HALF_WIDTH + width * (column + 0.5)
            half = (width / 2 - 0.05) / scale
            top = 0.78 - 0.08 * grow - row * ROW_SPACING * grow
            button = style.button(self.list, lesson_button_text(first + index + 1, lesson,
                                                                self.progress.mark(lesson.id)),
                                  self.on_pick, [lesson], scale, pos=(x, 0, top), frameSize=(-half, half, -0.7, 1.1))
            self.buttons.append(tag(button, "button"))
            line = style.label(self.list, teaches_text(lesson), teaches, (x, 0, top - 0.075 * grow),
                               text_wordwrap=(width - 0.1) / teaches)
            self.teaches.append(tag(line, "text"))
        shown = self.pages > 1
        self.pages_label["text"] = _("Page {page} of {pages}").format(page=self.page + 1, pages=self.pages) \
            if shown else ""
        for button, on in ((self.previous_button, shown and self.page > 0),
                           (self.next_button, shown and self.page < self.pages - 1)):
            button.show() if on else button.hide()

    def turn(self, pages: int) -> None:
        self.show_page(self.page + pages)

    def layout(self, width: int, height: int) -> None:
        """Scale the list for a window ``width`` x ``height`` pixels: inside it, its text at the size chosen."""
        fit_layer(self.root, page_scale(width, height, PANEL_HALF_WIDTH, PANEL_HALF_HEIGHT, SMALLEST_TEXT * self.grow),
                  width, height)

    def key(self, name: str) -> bool:
        """Esc goes back to the start screen; Page Up / Page Down turn the pages."""
        command = KEY_TABLE[KeySet.MENU].get(name)
        if command in (Command.PREVIOUS_PAGE, Command.NEXT_PAGE):
            self.turn(-1 if command is Command.PREVIOUS_PAGE else 1)
            return True
        if command is not Command.BACK:
            return False
        self.on_back()
        return True

    def cleanup(self) -> None:
        self.root.destroy()
