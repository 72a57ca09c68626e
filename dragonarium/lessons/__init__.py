"""Guided lessons: a position, then steps that each ask for one move, judge it and say what it did.

Lessons are data files (``data/lessons/*.yaml``, see docs/LESSONS.md). A
step's goal says precisely which moves it accepts (``goals``); an illegal move
is refused with the rule it breaks, a legal move that misses the goal with what
was asked and what the move did instead; nothing is applied until the move is
accepted. Texts state numbers and places only through placeholders rendered
from the table (``texts``), and a step names the pieces it speaks of
(``focus``) so the table can show them. The texts are English in the files and
messages of the catalogs: a lesson speaks the language in use (``language``,
the game's vocabulary, ``placeholder_words``; ``translatable_texts`` lists them for the
catalogs).

The package's names are imported from their modules when first asked for (``__getattr__``): the play screen
reads only ``LEARNER`` and starts without loading the lesson engine.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dragonarium.lessons.focus import Focus, Ref, Style
    from dragonarium.lessons.goals import Goal, Kind
    from dragonarium.lessons.language import check_translation
    from dragonarium.lessons.loading import (lessons_dir, load_lesson, load_lessons, read_lesson, translatable_texts,
                                             verify)
    from dragonarium.lessons.model import TOPICS, Lesson, Step
    from dragonarium.lessons.run import COMPLETE, LessonRun
    from dragonarium.lessons.learner import LEARNER
    from dragonarium.lessons.placeholders import PLACEHOLDERS, Scene, TextError
    from dragonarium.lessons.texts import literal_claims, render
    from dragonarium.lessons.trail import Trail

_NAMES = {
    "focus": ("Focus", "Ref", "Style"), "goals": ("Goal", "Kind"), "language": ("check_translation",),
    "loading": ("lessons_dir", "load_lesson", "load_lessons", "read_lesson", "translatable_texts", "verify"),
    "model": ("TOPICS", "Lesson", "Step"), "run": ("COMPLETE", "LessonRun"), "learner": ("LEARNER",),
    "placeholders": ("PLACEHOLDERS", "Scene", "TextError"), "texts": ("literal_claims", "render"),
    "trail": ("Trail",)}
_MODULE_OF = {name: module for module, names in _NAMES.items() for name in names}
"""The module of each of the package's names."""

__all__ = ["COMPLETE", "LEARNER", "Focus", "Goal", "Kind", "Lesson", "LessonRun", "PLACEHOLDERS", "Ref", "Scene",
           "Step", "Style", "TOPICS", "TextError", "Trail", "lessons_dir", "literal_claims", "load_lesson",
           "load_lessons", "read_lesson", "render", "translatable_texts", "check_translation", "verify"]


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
