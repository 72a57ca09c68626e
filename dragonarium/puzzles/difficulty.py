"""How hard a puzzle is, in levels 1 (easiest) to 4, counted from facts of its position, and the order of the
list: the Library side first, then the easiest first (docs/PUZZLES.md, "Difficulty").

A puzzle scores a point for each of these facts:

- the easy player misses the best move there: its choice makes ``MISSED`` points or more less than the best;
- by far: its choice makes ``FAR`` points or more less;
- a close second: the next move below the best comes within ``CLOSE`` points of it, or within ``CLOSE_SHARE``
  of its points, whichever is more (the best stands out less);
- many choices: more than ``FEW`` moves to choose from (every draft: a tile and where it goes).

Its level is 1 plus its points, at most ``LEVELS``.
"""
from __future__ import annotations

from typing import Sequence

from dragonarium.puzzles.grading import FOUND
from dragonarium.puzzles.model import Kind, Puzzle

LEVELS = 4
MISSED = 1.0
FAR = 5.0
CLOSE = 3.0
CLOSE_SHARE = 0.4
FEW = 3
LIBRARY = "library"
"""The side a beginner learns with (the lessons, the first games): its puzzles come first in the list."""


def lead(value: float, runners_up: Sequence[float]) -> float:
    """How far the best move (worth ``value``) leads the next move below it, the moves tied with it aside
    (``value`` when no other move is known)."""
    lower = [other for other in runners_up if other < value - FOUND]
    return value - max(lower) if lower else value


def level(kind: Kind, choices: int, value: float, easy_value: float, runners_up: Sequence[float]) -> int:
    """The level, from 1 (easiest) to ``LEVELS``, of a puzzle of ``kind`` with ``choices`` moves to choose from,
    its best move worth ``value``, the easy player's choice ``easy_value`` and the next moves ``runners_up``."""
    shortfall = value - easy_value
    points = int(shortfall >= MISSED) + int(shortfall >= FAR)
    points += int(lead(value, runners_up) < max(CLOSE, CLOSE_SHARE * value))
    points += int(kind is Kind.DRAFT or choices > FEW)
    return min(LEVELS, 1 + points)


def ladder_key(side: str, level: int, value: float, easy_value: float,
               runners_up: Sequence[float]) -> tuple[int, int, float, float]:
    """Where a puzzle stands in the list: the Library side first, then by ``level``, then by how far the easy
    player's choice falls short (least first), then by the best move's lead (widest first)."""
    return (int(side != LIBRARY), level, round(max(0.0, value - easy_value), 2), -round(lead(value, runners_up), 2))


def puzzle_level(puzzle: Puzzle) -> int:
    """A puzzle's level, from 1 (easiest) to ``LEVELS``."""
    return level(puzzle.kind, len(puzzle.state.pending().choices), puzzle.value, puzzle.easy_value, puzzle.runners_up)


def puzzle_key(puzzle: Puzzle) -> tuple[int, int, float, float]:
    """Where a puzzle stands in the list (``ladder_key``)."""
    return ladder_key(puzzle.side, puzzle_level(puzzle), puzzle.value, puzzle.easy_value, puzzle.runners_up)
