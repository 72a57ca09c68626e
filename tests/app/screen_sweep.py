"""The lesson, puzzle and review screens laid out (no picture) at the window sizes and text sizes a person may
choose, and what is wrong in each layout record, in words that name the screen, the size and the text."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from dragonarium.app import render_screens as shots
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.scene.scene_boxes import MARK
from dragonarium.app.screens.screen_context import ScreenContext
from dragonarium.app.ui.layout_json import Item
from dragonarium.lessons import load_lessons
from dragonarium.play.quality import Quality
from dragonarium.puzzles.files import load_puzzles

from tests.support.games import CATALOG

SIZES = [(1024, 768), (1920, 1080)]
TEXT_SIZES = [100, 150]
RECORD = Path(__file__).resolve().parents[2] / "examples" / "two-player-game.yaml"
"""The game whose decisions the review cases show."""
SIGN = re.compile(r"[▲▼]\D*(\d+)")
SLACK = 1.0
"""Pixels a box may pass another's edge by (rounding)."""


@dataclass(frozen=True)
class Case:
    """A screen to lay out: ``name`` says which (``lesson 4 step 2``), ``make`` makes it with a context."""

    name: str
    make: Callable[[ScreenContext], shots.Shown]


LESSONS = load_lessons(None, CATALOG)
PUZZLES = load_puzzles(None, CATALOG)


def lesson_cases(ends_only: bool = False) -> list[Case]:
    """Every step of every lesson (``ends_only``: each lesson's first and last step)."""
    cases = []
    for number, lesson in enumerate(LESSONS, 1):
        steps = range(1, len(lesson.steps) + 1)
        for step in sorted({steps[0], steps[-1]}) if ends_only else steps:
            cases.append(Case(f"lesson {number} ({lesson.id}) step {step}",
                              lambda context, lesson=lesson, step=step: shots.lesson_at(context, lesson, CATALOG,
                                                                                        step)))
    return cases


def spread(count: int, among: int) -> list[int]:
    """``count`` indexes from 0 to ``among - 1`` spread evenly, the first and the last among them (one: the
    middle one)."""
    if count >= among:
        return list(range(among))
    if count == 1:
        return [among // 2]
    return sorted({round(i * (among - 1) / (count - 1)) for i in range(count)})


def puzzle_cases(count: int) -> list[Case]:
    return [Case(f"puzzle {PUZZLES[i].id}", lambda context, puzzle=PUZZLES[i]: shots.puzzle_at(context, puzzle))
            for i in spread(count, len(PUZZLES))]


def review_cases(count: int, decisions: int, judged: bool = True) -> list[Case]:
    """``count`` decisions of ``RECORD`` (which has ``decisions``), each shown once the whole game is judged (not
    ``judged``: with only the decision shown judged, the analysis stopped, as ``render --review`` draws it)."""
    def make(context: ScreenContext, decision: int) -> shots.Shown:
        session, index = shots.review_session(RECORD, CATALOG, decision)
        if judged:
            session.analysis.run()
        return shots.review_at(context, session, index)

    words = "" if judged else " (the analysis stopped)"
    return [Case(f"review decision {i + 1}{words}", lambda context, decision=i + 1: make(context, decision))
            for i in spread(count, decisions)]


def laid_out(case: Case, text_size: int, sizes: Sequence[tuple[int, int]] = SIZES
             ) -> dict[tuple[int, int], list[Item]]:
    """The layout record of ``case`` at each of ``sizes`` (one screen, laid out again as a window resized)."""
    screen = case.make(shots.offscreen_context(sizes[0], Quality.FAST, text_size))
    records = {}
    try:
        for number, size in enumerate(sizes):
            if number:
                OffscreenBase.get(size, multisamples=0)
                screen.layout(*size)
            screen.tick(0.0)
            records[size] = shots.screen_items(screen, size)
    finally:
        screen.cleanup()
    return records


def hidden_said(item: Item) -> int:
    """How many lines the text's sign says are hidden (0 without a sign)."""
    return sum(int(count) for count in SIGN.findall(item.text))


def inside(box, outer) -> bool:
    return (box[0] >= outer[0] - SLACK and box[1] >= outer[1] - SLACK and box[0] + box[2] <= outer[0] + outer[2]
            + SLACK and box[1] + box[3] <= outer[1] + outer[3] + SLACK)


def overlap(a, b) -> bool:
    return min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) > SLACK and \
        min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > SLACK


def problems(items: list[Item], size: tuple[int, int]) -> list[str]:
    """Each line dropped without a sign, each element outside the window or its panel, each element over a marked
    cell, in words."""
    width, height = size
    window = (0.0, 0.0, float(width), float(height))
    marks = [item for item in items if item.kind == MARK]
    found = []
    for item in items:
        if item.kind == MARK:
            continue
        words = " ".join(item.text.split()[:6])
        name = f"{item.kind} {words!r}"
        if item.text and item.lines is not None and item.lines_shown is not None:
            dropped = item.lines - item.lines_shown - hidden_said(item)
            if dropped:
                found.append(f"{name}: {dropped} of its {item.lines} lines dropped without a sign")
        if not inside(item.box, window):
            found.append(f"{name} {item.box} runs out of the window")
        parent = None if item.parent is None else items[item.parent]
        if parent is not None and parent.kind == "panel" and not inside(item.box, parent.box):
            found.append(f"{name} {item.box} runs out of its panel {parent.box}")
        found += [f"{name} {item.box} lies over the marked {mark.text} {mark.box}" for mark in marks
                  if overlap(item.box, mark.box)]
    return found


def report(case: Case, text_size: int, language: str, sizes: Sequence[tuple[int, int]] = SIZES) -> list[str]:
    """Every problem of ``case`` at each of ``sizes``, each line naming the case, the size, the text size and the
    language."""
    return [f"{case.name} at {w}x{h}, text {text_size} %, {language}: {problem}"
            for (w, h), items in laid_out(case, text_size, sizes).items() for problem in problems(items, (w, h))]
