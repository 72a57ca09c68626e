"""How much a puzzle's answer is worth: the value of each legal move in a position, by one evaluation.

A move's value is the points it makes by the evaluator's estimate: what the position is worth to the player
after it less what it was worth before. Today the evaluator is the strong player's (``StrongEvaluator``), the
way the game review judges a move (``play.review.judging``): a draft with its placement and a placement are
played through the rest of the turn (nests, the element whose walk ends best, its stones) and count the best
move they leave for next turn (``StrongPlayer.value_of``); a nest, an element (with its whole walk) or a stone
counts the position it leads to. The expert's (``ExpertEvaluator``) plays each move out over the same sampled
orders of the supply, as the expert judges its drafts, and counts the margin it gains. ``EVALUATOR`` names the
evaluator every puzzle is graded with, the expert's: the only line to change for another, as long as it answers
``value`` and ``values`` in points the same way (docs/PUZZLES.md). The shipped puzzles' values are the
evaluator's, so ``scripts/make_puzzles.py`` makes them again after such a change.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Protocol

from dragonarium.rules import Cell, Draft, GameState, Phase, Place, Trade
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
            cells = _where(answer)
            drafted = state.copy()
            drafted.apply(answer.action)
            return strong.value_of(drafted, Place(cells)).value
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


ORDERS = 12
"""Orders of the supply the expert's evaluator plays every move on."""
ROUNDS_ON = 2
"""Rounds the evaluator plays out after the current one: two, as the shipped puzzles were chosen and valued with,
whatever the expert plays at the table (three, except in solo)."""
SHORTLIST = 10
"""(Tile, placement) pairs of a draft, the strong player's best, that the expert's evaluator plays out."""


class ExpertEvaluator:
    """The expert's estimate of a move. Each move is played out as the expert judges its drafts: the move, the
    rest of its turn played greedily, then every seat greedy to the end of the second round to come, on
    ``ORDERS`` sampled orders of the unseen tiles, the same for every move; its outcome is the mean margin over
    the best other seat where the playouts stop (the score alone in solo). A margin two rounds on also holds what
    the turns after the move bring, so its points are counted from a reference: the strong player's best move,
    worth what the strong player finds it makes, and any other move that plus the difference of their outcomes
    (the expert's lead over the strong player's choice, in points). Its orders come from ``seed`` and it has no
    deadline, so a move's value is the same every time it is asked, alone or among others (a stated value can be
    reproduced). At a draft it plays out the strong player's choice and the ``SHORTLIST`` pairs the strong player
    values most; any other decision, every choice."""

    name = "expert"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def _outcomes(self, state: GameState, answers: list[Answer]) -> list[float]:
        from dragonarium.bots.expert import ExpertPlayer
        from dragonarium.bots.greedy import Choice

        _say_where(answers)
        expert = ExpertPlayer(self.seed, budget=float("inf"), samples=ORDERS, horizon=ROUNDS_ON)
        return expert.mean_outcomes(state, [Choice(answer.action, 0.0, "", answer.cells) for answer in answers],
                                    ORDERS)

    def _reference(self, state: GameState,
                   strong: Optional[list[tuple[Answer, float]]] = None) -> tuple[Answer, float]:
        """The strong player's choice and the points the strong player finds it makes (``strong``: its values of
        the position's moves, when already found)."""
        if state.pending().phase is Phase.DRAFT:
            from dragonarium.bots.players import StrongPlayer

            # its own ranking, not every tile's placements valued (a third of the time)
            choice = next((c for c in StrongPlayer(self.seed).ranked(state)
                           if isinstance(c.action, Draft) and c.cells is not None), None)
            if choice is not None:
                answer = Answer(choice.action, choice.cells)
                return answer, StrongEvaluator(self.seed).value(state, answer)
        return (strong if strong is not None else StrongEvaluator(self.seed).values(state))[0]

    def value(self, state: GameState, answer: Answer) -> float:
        _say_where([answer])
        reference, points = self._reference(state)
        return self.value_beside(state, answer, reference, points)

    def value_beside(self, state: GameState, answer: Answer, known: Answer, known_points: float) -> float:
        """``answer``'s points given a move ``known`` to make ``known_points`` by this evaluator (the puzzle's best
        move): the same value as ``value``, found with two playouts of the moves instead of a search."""
        if answer == known:
            return known_points
        mine, theirs = self._outcomes(state, [answer, known])
        return known_points + mine - theirs

    def values(self, state: GameState) -> list[tuple[Answer, float]]:
        strong = StrongEvaluator(self.seed).values(state)
        if not strong:
            return []
        reference, points = self._reference(state, strong)
        answers = [answer for answer, _ in strong]
        if state.pending().phase is Phase.DRAFT:
            answers = answers[:SHORTLIST]
        answers = [reference] + [answer for answer in answers if answer != reference]
        outcomes = self._outcomes(state, answers)
        found = [(answer, points + outcome - outcomes[0]) for answer, outcome in zip(answers, outcomes)]
        found.sort(key=lambda item: -item[1])
        return found


def _say_where(answers: list[Answer]) -> None:
    for answer in answers:
        if isinstance(answer.action, Draft):
            _where(answer)


def _where(answer: Answer) -> tuple[Cell, Cell]:
    """The cells a draft answer's tile goes on: a draft answer says where the tile goes."""
    if answer.cells is None:
        raise ValueError(f"{answer.action}: a draft answer says where the tile goes")
    return answer.cells


def _promise(state: GameState) -> float:
    from dragonarium.bots.players import promise_left

    return promise_left(state)


def _base(state: GameState) -> float:
    """What the position is worth to the player to move, as the strong player values it."""
    from dragonarium.bots.evaluation import state_value

    return state_value(state, state.current, _promise(state))


EVALUATOR: Callable[[], Evaluator] = ExpertEvaluator
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


def grade(state: GameState, answer: Answer, best_points: float, judge: Optional[Evaluator] = None,
          best: Optional[Answer] = None) -> Grade:
    """``answer`` at ``state`` graded against a best move worth ``best_points`` (``best``, when known, lets an
    evaluator that values a move beside another answer without its whole search)."""
    judge = judge or evaluator()
    beside = getattr(judge, "value_beside", None)
    if best is not None and beside is not None:
        return Grade(answer, beside(state, answer, best, best_points), best_points)
    return Grade(answer, judge.value(state, answer), best_points)
