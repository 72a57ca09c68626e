"""The Lessons menu's lines: each lesson's button (its number, title and mark: done, or the step it was left at) and
the line saying what it teaches."""
from __future__ import annotations

from dragonarium.i18n import _
from dragonarium.lessons import Lesson
from dragonarium.play.lesson_progress import LessonMark
from dragonarium.rules import shown


def lesson_button_text(number: int, lesson: Lesson, mark: LessonMark) -> str:
    """``5. Hatching a dragon - done``, ``6. Where dragons nest - step 2/3`` (left half-way, at that step), or the
    number and title."""
    text = _("{number}. {title}").format(number=number, title=lesson.display_title)
    if mark.moves and mark.step:
        text += " - " + _("step {step}/{steps}").format(step=min(mark.step, len(lesson.steps)),
                                                                     steps=len(lesson.steps))
    elif mark.done:
        text += " - " + _("done")
    return text


def teaches_text(lesson: Lesson) -> str:
    """What the lesson teaches, in the language in use ("" when its file does not say)."""
    return shown(lesson.teaches) if lesson.teaches else ""
