"""Each player's figures in a review, in points: the grade of every decision by the points it lost, and the share of
the available points the player kept (an accuracy).

A decision's **grade** follows its loss (points by the strong player's estimate, ``judging.Judgement.loss``):
best (under ``SHOWN_ZERO``: shown as 0.0), good (at most ``GRADE_LIMITS[GOOD]``), inaccuracy, mistake, blunder
(more than ``GRADE_LIMITS[MISTAKE]``). A player's **accuracy** is ``kept / (kept + lost)`` in per cent: ``kept`` is
their estimate at the last step (their score once the game is over), ``lost`` the sum of their decisions' losses,
so ``kept + lost`` are the points they would have had by the strong player's estimate had they played its choice
at every decision. docs/REVIEW.md gives the thresholds and why.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Mapping, Sequence

from dragonarium.rules import Seat
from dragonarium.play.review.judging import MISTAKE, Judgement


class Grade(str, Enum):
    """A decision's kind by the points it lost, the best first."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


SHOWN_ZERO = 0.05
"""A loss under this is shown as 0.0 points: the move is as good as the strong player's choice."""
GRADE_LIMITS = {Grade.BEST: SHOWN_ZERO, Grade.GOOD: 1.0, Grade.INACCURACY: MISTAKE, Grade.MISTAKE: 6.0}
"""The most points (the best: less than) a decision of each grade loses; a blunder loses more than a mistake's."""
GRADES = tuple(Grade)


def grade(loss: float) -> Grade:
    """The grade of a decision that lost ``loss`` points."""
    if loss < SHOWN_ZERO:
        return Grade.BEST
    for kind in (Grade.GOOD, Grade.INACCURACY, Grade.MISTAKE):
        if loss <= GRADE_LIMITS[kind]:
            return kind
    return Grade.BLUNDER


@dataclass(frozen=True)
class PlayerFigures:
    """One player's figures: decisions judged, how many of each grade (in ``GRADES`` order), the points ``lost``
    (their sum), the points ``kept`` (the estimate at the last step) and the accuracy, in per cent."""

    name: str
    decisions: int
    counts: tuple[int, ...]
    lost: float
    kept: float

    @property
    def available(self) -> float:
        """The points the player would have had, by the strong player's estimate, playing its every choice."""
        return round(self.kept + self.lost, 1)

    @property
    def accuracy(self) -> float:
        """The share of the available points kept, in per cent, to a tenth (100 when none were available)."""
        return 100.0 if self.available <= 0 else round(100 * max(self.kept, 0.0) / self.available, 1)

    def count(self, kind: Grade) -> int:
        return self.counts[GRADES.index(kind)]

    def as_json(self) -> dict[str, object]:
        """The figures as ``review --json`` prints them beside the player's name."""
        return {"accuracy": self.accuracy, "kept": self.kept, "lost": self.lost, "available": self.available,
                "grades": {kind.value: self.count(kind) for kind in GRADES}}


def player_figures(seats: Sequence[Seat], judgements: Mapping[int, Judgement],
                   kept: Sequence[float]) -> list[PlayerFigures]:
    """Each seat's figures, in seat order; ``kept`` is each player's estimate at the last step."""
    found = []
    for index, seat in enumerate(seats):
        mine = [j for j in judgements.values() if j.player == index]
        counts = tuple(sum(1 for j in mine if grade(j.loss) is kind) for kind in GRADES)
        found.append(PlayerFigures(seat.name, len(mine), counts, round(sum(j.loss for j in mine), 1),
                                   round(kept[index], 1)))
    return found


def grades_json() -> dict[str, float]:
    """The thresholds as ``review --json`` prints them: the most points each grade loses (best: less than)."""
    return {kind.value: limit for kind, limit in GRADE_LIMITS.items()}
