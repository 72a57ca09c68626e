"""Lessons written as literal text for tests: a small position and steps, loaded through the real loader."""
from __future__ import annotations

from pathlib import Path

from dragonarium.lessons import Lesson, load_lesson

from tests.support.games import CATALOG

HEADER = """version: 2
order: 1
title: A test lesson
topics: [placing]
summary: Done.
"""
POSITION = """position:
  players:
    - {name: You, start: S1}
  site: [T19, T08, T02]
  supply: [T04, T05, T06, T07]
  pending: place
  tile: T01
"""
STEP = """steps:
  - ask: Lay the tile.
    goal: {place: {level: 1, touches: C2}}
    done: Laid on {cells:placed}.
    solution: place D2 E2
"""


def write_lesson(folder: Path, text: str, name: str = "lesson.yaml") -> Path:
    path = folder / name
    path.write_text(text)
    return path


def lesson_from(folder: Path, body: str = POSITION + STEP, header: str = HEADER) -> Lesson:
    """A lesson file of ``header`` and ``body`` in ``folder``, loaded and played through."""
    return load_lesson(write_lesson(folder, header + body), CATALOG)
