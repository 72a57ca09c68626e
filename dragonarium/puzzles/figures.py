"""How a move's points are made, in parts that add up to the figure shown: what it scores now, on the board this
turn, and the rest, worth later by the expert's estimate over sampled orders of the tiles nobody has seen.

A move's value (``grading``) is the expert's playout estimate, which counts far more than this turn's score: the
eggs it readies, the tiles it leaves, the other seats' play, the next two rounds. So a value is shown as two
parts: ``now``, the points the player's board scores from the move to the end of the turn as the explanation tells
it (an exact count, ``bots.outlook``), and ``later``, the value less that, rounded to the figure's precision.
The total shown is the sum of the rounded parts, so the words always add up.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dragonarium.rules import Cell, GameState
from dragonarium.puzzles.model import Answer

if TYPE_CHECKING:
    from dragonarium.bots.outlook import Outlook

WHOLE_FROM = 10.0
"""From this many points on (the best move's value), figures are whole points; below, to a tenth."""


def digits_for(best_points: float) -> int:
    """The decimals every figure of a puzzle is shown with: none from ``WHOLE_FROM`` points on, else one."""
    return 0 if abs(best_points) >= WHOLE_FROM else 1


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
