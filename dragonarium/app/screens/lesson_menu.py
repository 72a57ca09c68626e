"""The list of lessons, reachable from the start screen: a button per lesson, in columns, in their order."""
from __future__ import annotations

import math
from typing import Callable

from direct.gui.DirectGui import DirectButton, DirectFrame, DirectLabel
from direct.showbase.ShowBase import ShowBase

from dragonarium.i18n import _
from dragonarium.lessons import Lesson
from dragonarium.app.ui.layout_json import tag
from dragonarium.play.table.screen_layout import page_scale
from dragonarium.app.ui.layer_scale import fit_layer

ROWS = 8
"""Lessons in a column; more lessons open another column."""
ROW_SPACING = 0.14
PANEL_HALF_WIDTH, PANEL_HALF_HEIGHT = 1.2, 0.9
SMALLEST_TEXT = 0.045


class LessonMenu:
    """One button per lesson; ``on_pick`` receives the lesson, ``on_back`` returns to the start screen."""

    def __init__(self, base: ShowBase, lessons: list[Lesson], on_pick: Callable[[Lesson], None],
                 on_back: Callable[[], None], text_size: int = 100) -> None:
        """``text_size`` is the text size chosen, in per cent."""
        self.lessons = lessons
        self.text_size = text_size
        self.on_pick = on_pick
        self.root = DirectFrame(parent=base.aspect2d, frameColor=(0.1, 0.09, 0.08, 0.92),
                                frameSize=(-PANEL_HALF_WIDTH, PANEL_HALF_WIDTH,
                                           -PANEL_HALF_HEIGHT, PANEL_HALF_HEIGHT))
        DirectLabel(parent=self.root, text=_("Lessons"), scale=0.09, pos=(0, 0, 0.74), text_fg=(1, 0.85, 0.3, 1),
                    frameColor=(0, 0, 0, 0))
        columns = max(1, math.ceil(len(lessons) / ROWS))
        width = 2 * PANEL_HALF_WIDTH / columns
        scale = 0.045
        self.buttons = []
        for index, lesson in enumerate(lessons):
            column, row = divmod(index, ROWS)
            x = -PANEL_HALF_WIDTH + width * (column + 0.5)
            half = (width / 2 - 0.05) / scale
            button = DirectButton(parent=self.root, text=f"{index + 1}. {lesson.display_title}", scale=scale,
                                  pos=(x, 0, 0.56 - row * ROW_SPACING), frameSize=(-half, half, -0.7, 1.1),
                                  command=on_pick, extraArgs=[lesson])
            self.buttons.append(tag(button, "button"))
        DirectButton(parent=self.root, text=_("Back"), scale=0.05, pos=(0, 0, -0.8), command=on_back)
        self.layout(base.win.getXSize(), base.win.getYSize())

    def layout(self, width: int, height: int) -> None:
        """Scale the list for a window ``width`` x ``height`` pixels: inside it, its text at the size chosen."""
        fit_layer(self.root, page_scale(width, height, PANEL_HALF_WIDTH, PANEL_HALF_HEIGHT, SMALLEST_TEXT,
                                        self.text_size / 100), width, height)

    def cleanup(self) -> None:
        self.root.destroy()
