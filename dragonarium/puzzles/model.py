"""A puzzle as read from its file: a position, the move that is clearly best there, and what it is worth."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Optional

from dragonarium.rules import Action, Cell, Draft, GameState, Phase, Place

FORMAT = "dragonarium-puzzle"
VERSION = 1


class Kind(str, Enum):
    """The decision a puzzle asks for."""

    DRAFT = "draft"
    """Which tile, and where: a draft with its placement."""
    NEST = "nest"
    ELEMENT = "element"
    STONE = "stone"

    @classmethod
    def of(cls, phase: Phase) -> Optional["Kind"]:
        """The kind of puzzle a pending decision makes (None: a decision no puzzle asks for)."""
        try:
            return cls(phase.value)
        except ValueError:
            return None


@dataclass(frozen=True)
class Answer:
    """A move of a puzzle: the choice of the pending decision, and for a draft the cells the tile goes on (its
    first square on ``cells[0]``)."""

    action: Action
    cells: Optional[tuple[Cell, Cell]] = None

    def __str__(self) -> str:
        if isinstance(self.action, Draft) and self.cells is not None:
            return f"{self.action}, {Place(self.cells)}"
        return str(self.action)


@dataclass(frozen=True)
class Puzzle:
    """A puzzle: its position, the best move and its value, the easy player's choice and its value (its
    ``shortfall`` is how far that falls short of the best), the next moves' values, where it was found, and its
    file."""

    id: str
    state: GameState
    answer: Answer
    value: float
    """Points the best move makes, by the grading estimate (``grading``)."""
    easy: Answer
    easy_value: float
    order: int
    source: str
    found_in: str = ""
    """The game it comes from, in a few words (kinds of players, seed)."""
    runners_up: tuple[float, ...] = ()
    """Points of the next moves the evaluator found below the best, best first (the difficulty reads them)."""

    @property
    def kind(self) -> Kind:
        kind = Kind.of(self.state.pending().phase)
        assert kind is not None  # the loader refuses other decisions
        return kind

    @property
    def side(self) -> str:
        return self.state.seats[self.state.current].side

    @property
    def round(self) -> int:
        return self.state.round

    @property
    def shortfall(self) -> float:
        """How many points the easy player's choice falls short of the best (0: it finds the best move)."""
        return round(max(0.0, self.value - self.easy_value), 2)
