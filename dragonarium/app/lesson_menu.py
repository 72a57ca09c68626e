"""The list of lessons, reachable from the start screen."""
from __future__ import annotations

from typing import Callable

from direct.gui.DirectGui import DirectButton, DirectFrame, DirectLabel
from direct.showbase.ShowBase import ShowBase

from ..lessons import Lesson


class LessonMenu:
    """One button per lesson; ``on_pick`` receives the lesson, ``on_back`` returns to the start screen."""

    def __init__(self, base: ShowBase, lessons: list[Lesson], on_pick: Callable[[Lesson], None],
                 on_back: Callable[[], None]) -> None:
        self.lessons = lessons
        self.on_pick = on_pick
        self.root = DirectFrame(parent=base.aspect2d, frameColor=(0.1, 0.09, 0.08, 0.92),
                                frameSize=(-1.2, 1.2, -0.9, 0.9))
        DirectLabel(parent=self.root, text="Lessons", scale=0.09, pos=(0, 0, 0.74), text_fg=(1, 0.85, 0.3, 1),
                    frameColor=(0, 0, 0, 0))
        for index, lesson in enumerate(lessons):
            DirectButton(parent=self.root, text=f"{index + 1}. {lesson.title}", scale=0.05,
                         pos=(0, 0, 0.56 - index * 0.13), frameSize=(-10, 10, -0.7, 1.1), command=on_pick,
                         extraArgs=[lesson])
        DirectButton(parent=self.root, text="Back", scale=0.05, pos=(0, 0, -0.8), command=on_back)

    def cleanup(self) -> None:
        self.root.destroy()
