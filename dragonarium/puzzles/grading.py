"""How much a puzzle's answer is worth: the value of each legal move in a position, by one evaluation.

A move's value is the points it makes by the evaluator's estimate: what the position is worth to the player
after it less what it was worth before. Today the evaluator is the strong player's (``StrongEvaluator``), the
way the game review judges a move (``play.review.judging``): a draft with its placement and a placement are
played through the rest of the turn (nests, the element whose walk ends best, its stones) and count the best
move they leave for next turn (``StrongPlayer.value_of``); a nest, an element (with its whole walk) or a stone
counts the position it leads to. ``EVALUATOR`` names the evaluator every puzzle is graded with; another one
(the expert's, once it is in) plugs in there, the only line to change, as long as it answers ``value`` and
``values`` in points the same way (docs/PUZZLES.md). The shipped puzzles' values are the evaluator's, so
``scripts/make_puzzles.py`` makes them again after such a change.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Protocol

from dragonarium.rules import Draft, GameState, Phase, Place, Trade
from dragonarium.puzzles.model import Answer

FOUND = 0.05
"""An answer this close to the best value (or above it) finds the best move."""


class Evaluator(Protocol):
    """Values the moves of a position's pending decision, in points the move makes."""

    name: str

    def value(self, state: GameState, answer: Answer) -> float:
        """Points ``answer`` makes at ``state`` (left as it was)."""

    def values(self, state: GameState) -> list[tuple[Answer, float]]:
        """The moves worth considering at ``state`` with their points, best first (for a draft, each tile with the
        placements the evaluator plays through)."""


@dataclass(frozen=True)
class MoveValue:
    """An answer and the points it makes."""

    answer: Answer
    value: float


class StrongEvaluator:
    """The strong player's estimate of a move (its full search, no playouts); ``seed`` only breaks ties among
    equal moves, so two seeds give the same values (a sampling evaluator would differ)."""

    name = "strong"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def _player(self):
        from dragonarium.bots.players import StrongPlayer  # the computer players load with the first grade

        return StrongPlayer(self.seed)

    def value(self, state: GameState, answer: Answer) -> float:
        strong = self._player()
        if isinstance(answer.action, Draft):
            if answer.cells is None:
                raise ValueError(f"{answer.action}: a draft answer says where the tile goes")
            drafted = state.copy()
            drafted.apply(answer.action)
            return strong.value_of(drafted, Place(answer.cells)).value
        return strong.value_of(state.copy(), answer.action).value - _base(state)

    def values(self, state: GameState) -> list[tuple[Answer, float]]:
        strong = self._player()
        decision = state.pending()
        found: list[tuple[Answer, float]] = []
        if decision.phase is Phase.DRAFT:
            for action in decision.choices:
                drafted = state.copy()
                drafted.apply(action)
                if drafted.pending().phase is not Phase.PLACE:
                    continue  # the tile fits nowhere: no placement to find
                found += [(Answer(action, choice.action.cells), choice.value)
                          for choice in strong.ranked(drafted) if choice.value > -500.0]  # played through only
        else:
            base = _base(state)
            found = [(Answer(choice.action), choice.value - base)
                     for choice in strong.greedy.ranked(state.copy(), _promise(state))
                     if not isinstance(choice.action, Trade)]
        found.sort(key=lambda item: -item[1])
        return found


def _promise(state: GameState) -> float:
    from dragonarium.bots.players import promise_left

    return promise_left(state)


def _base(state: GameState) -> float:
    """What the position is worth to the player to move, as the strong player values it."""
    from dragonarium.bots.evaluation import state_value

    return state_value(state, state.current, _promise(state))


EVALUATOR: Callable[[], Evaluator] = StrongEvaluator
"""The evaluator puzzles are graded with (the one line to change for another)."""


def evaluator(seed: int = 0) -> Evaluator:
    return EVALUATOR(seed)  # type: ignore[call-arg]


@dataclass(frozen=True)
class Grade:
    """An answer graded against the best move: the points each makes."""

    answer: Answer
    points: float
    best_points: float

    @property
    def found(self) -> bool:
        """The answer is the best move, or as good."""
        return self.points >= self.best_points - FOUND

    @property
    def fraction(self) -> float:
        """The share of the best move's points the answer makes, from 0 to 1."""
        if self.found:
            return 1.0
        if self.best_points <= 0:
            return 0.0
        return max(0.0, min(1.0, self.points / self.best_points))

    @property
    def percent(self) -> int:
        return round(100 * self.fraction)


def grade(state: GameState, answer: Answer, best_points: float, judge: Optional[Evaluator] = None) -> Grade:
    """``answer`` at ``state`` graded against a best move worth ``best_points``."""
    judge = judge or evaluator()
    return Grade(answer, judge.value(state, answer), best_points)
