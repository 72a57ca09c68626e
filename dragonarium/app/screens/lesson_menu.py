"""The list of lessons, reachable from the start screen: a button per lesson, in columns, in their order, each marked
done or with the step it was left at, and under it a line saying what it teaches."""
from __future__ import annotations

import math
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
"""Lessons in a column; more lessons open another column."""
ROW_SPACING = 0.2
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
        progress = progress or LessonProgress()
        style.title(self.root, _("Lessons"), 0.09, (0, 0, 0.87))
        columns = max(1, math.ceil(len(lessons) / ROWS))
        width = 2 * PANEL_HALF_WIDTH / columns
        scale = 0.045
        self.buttons = []
        self.teaches = []
        for index, lesson in enumerate(lessons):
            column, row = divmod(index, ROWS)
            x = -PANEL_HALF_WIDTH + width * (column + 0.5)
            half = (width / 2 - 0.05) / scale
            top = 0.7 - row * ROW_SPACING
            button = style.button(self.root, lesson_button_text(index + 1, lesson, progress.mark(lesson.id)), on_pick,
                                  [lesson], scale, pos=(x, 0, top), frameSize=(-half, half, -0.7, 1.1))
            self.buttons.append(tag(button, "button"))
            line = style.label(self.root, teaches_text(lesson), TEACHES_SCALE, (x, 0, top - 0.075),
                               text_wordwrap=(width - 0.1) / TEACHES_SCALE)
            self.teaches.append(tag(line, "text"))
        if progress.note:  # a progress file that could not be read: named, and left as it is
            self.note = tag(style.label(self.root, progress.note, TEACHES_SCALE, (0, 0, -0.84), style.NOTE,
                                        text_wordwrap=2 * (PANEL_HALF_WIDTH - 0.1) / TEACHES_SCALE), "text")
        style.button(self.root, _("Back"), on_back, (), 0.05, pos=(0, 0, -0.92))
        self.layout(*context.window_size())

    def layout(self, width: int, height: int) -> None:
        """Scale the list for a window ``width`` x ``height`` pixels: inside it, its text at the size chosen."""
        fit_layer(self.root, page_scale(width, height, PANEL_HALF_WIDTH, PANEL_HALF_HEIGHT, SMALLEST_TEXT,
                                        self.context.text_scale), width, height)

    def key(self, name: str) -> bool:
        """Esc goes back to the start screen."""
        if KEY_TABLE[KeySet.MENU].get(name) is not Command.BACK:
            return False
        self.on_back()
        return True

    def cleanup(self) -> None:
        self.root.destroy()
