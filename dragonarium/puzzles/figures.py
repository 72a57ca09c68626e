"""How a move's points are made, in parts that add up to the figure shown: what it scores now, on the board this
turn, and the rest, worth later by the expert's estimate over sampled orders of the tiles nobody has seen.

A move's value (``grading``) is the expert's playout estimate, which counts far more than this turn's score: the
eggs it readies, the tiles it leaves, the other seats' play, the next two rounds. So a value is shown as two
parts: ``now``, the points the player's board scores from the move to the end of the turn as the explanation tells
it (an exact count, ``bots.outlook``), and ``later``, the value less that, rounded to a tenth (``DIGITS``).
The total shown is the sum of the rounded parts, so the words always add up.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dragonarium.rules import Cell, GameState
from dragonarium.puzzles.grading import Grade
from dragonarium.puzzles.model import Answer

if TYPE_CHECKING:
    from dragonarium.bots.outlook import Outlook

DIGITS = 1
"""Decimals of every figure shown: tenths, even from 10 points on, so that two figures shown alike are within a
rounding of each other (whole points would show "13 of the 13 points" for 12.9 against 13.27, not the best)."""


@dataclass(frozen=True)
class Parts:
    """A move's points as shown: ``now`` (exact) and ``later`` (the estimate, rounded to ``digits``)."""

    now: int
    later: float
    digits: int

    @property
    def total(self) -> float:
        """The sum of the parts, the figure shown as the move's points."""
        return round(self.now + self.later, self.digits)


def parts_of(points: float, now: int, digits: int) -> Parts:
    """``points`` split into what is scored ``now`` and the rest, rounded to ``digits``."""
    return Parts(now, round(points - now, digits) + 0.0, digits)  # + 0.0: no "-0.0"


def shown_percent(grade: Grade) -> int:
    """The grade in per cent as the figures shown make it: the answer's total over the best move's (100 when it
    finds the best move, 0 for a total of nothing or less)."""
    if grade.found:
        return 100
    best, yours = round(grade.best_points, DIGITS), round(grade.points, DIGITS)
    if best <= 0 or yours <= 0:
        return 0
    return max(0, min(100, round(100 * yours / best)))


def outlook_of(state: GameState, answer: Answer) -> "Outlook":
    """The facts of ``answer`` at ``state`` (left as it was), as the hint gathers them for its move: the move, the
    rest of the turn as the strong player would play it, the tile in mind for next turn."""
    from dragonarium.bots.greedy import Choice
    from dragonarium.bots.outlook import explain
    from dragonarium.bots.players import StrongPlayer

    return explain(state, [Choice(answer.action, 1.0, cells=answer.cells)], StrongPlayer(0))


def scored_now(outlook: "Outlook") -> int:
    """The points the player's board scores from the move to the end of its turn (as ``outlook`` plays it)."""
    return outlook.move.gain + (outlook.then.gain if outlook.then is not None else 0)


def stone_spots(outlook: "Outlook") -> tuple[Cell, ...]:
    """The cells the move's stones go on this turn (an element: where its Assistant's walk leads), each once."""
    stones = outlook.move.stones + (outlook.then.stones if outlook.then is not None else ())
    return tuple(dict.fromkeys(stone.cell for stone in stones))
