"""Puzzles from a reviewed game's mistakes: the position before a decision, the question of its kind, and the
grading by the strong player's values (the review's own measure: ``StrongEvaluator``, ``StrongPlayer.value_of``).

A decision can be tried again when it lost at least ``TRY_AGAIN_LOSS`` points and a puzzle asks for its kind: a
draft (with the placement that followed), a nest, an element or a stone. A placement is tried again from the draft
just before it (which tile, and where), as a draft puzzle is always asked; other decisions (an extra dragon, a
fallback or reward stone) are not tried again. The puzzle's best move is the one the strong player values most
among every legal choice of the decision (for a draft, every tile with the placements it plays through); the
person's own move in the game is kept as the puzzle's ``easy`` move, with its value. docs/PUZZLES.md.
"""
from __future__ import annotations

from typing import Mapping, Optional, Sequence

from dragonarium.rules import Action, Draft, GameState, Phase, Place
from dragonarium.play.review.judging import Judgement
from dragonarium.puzzles.grading import StrongEvaluator
from dragonarium.puzzles.model import Answer, Kind, Puzzle

TRY_AGAIN_LOSS = 2.0
"""A decision that lost at least this many points, by the strong player's estimate, can be tried again (and
becomes one of the player's own puzzles): a little below the review's mistake (over 3 points), so a clear slip
that the review does not yet call a mistake can be tried again too."""
OWN_PUZZLES = 3
"""A finished game gives at most this many puzzles: its largest losses of a person's seats."""


def puzzle_step(states: Sequence[GameState], actions: Sequence[Action], index: int) -> Optional[int]:
    """The action the puzzle of decision ``index`` starts before: the decision itself when a puzzle asks for its
    kind, the draft just before a placement; None when no puzzle asks for it (a draft needs its placement after
    it)."""
    if index >= len(actions):
        return None
    phase = states[index].pending().phase
    if phase is Phase.PLACE and index > 0 and isinstance(actions[index - 1], Draft):
        index -= 1
        phase = Phase.DRAFT
    if Kind.of(phase) is None:
        return None
    if phase is Phase.DRAFT and not (index + 1 < len(actions) and isinstance(actions[index + 1], Place)):
        return None
    return index


def can_try_again(states: Sequence[GameState], actions: Sequence[Action], judgement: Optional[Judgement]) -> bool:
    """Whether the decision judged ``judgement`` is offered again as a puzzle."""
    return (judgement is not None and judgement.loss >= TRY_AGAIN_LOSS
            and puzzle_step(states, actions, judgement.index) is not None)


def played_answer(actions: Sequence[Action], step: int) -> Answer:
    """The move made at ``step`` as a puzzle's answer (a draft with the placement made after it)."""
    action = actions[step]
    if isinstance(action, Draft):
        place = actions[step + 1]
        assert isinstance(place, Place)  # puzzle_step asks for it
        return Answer(action, place.cells)
    return Answer(action)


def puzzle_of(states: Sequence[GameState], actions: Sequence[Action], index: int, id: str = "", order: int = 0,
              found_in: str = "") -> Optional[Puzzle]:
    """The puzzle of decision ``index`` (None: no puzzle asks for it, or the move played is the best there)."""
    step = puzzle_step(states, actions, index)
    if step is None:
        return None
    state = states[step]
    judge = StrongEvaluator()
    ranked = judge.values(state)
    if not ranked:
        return None
    best = ranked[0][0]
    mine = played_answer(actions, step)
    value, mine_value = judge.value(state, best), judge.value(state, mine)
    if mine_value >= value:
        return None
    return Puzzle(id=id or f"action-{step + 1}", state=state.copy(), answer=best, value=round(value, 2) + 0.0,
                  easy=mine, easy_value=round(mine_value, 2) + 0.0, order=order, source="", found_in=found_in)


def biggest_mistakes(states: Sequence[GameState], actions: Sequence[Action], judgements: Mapping[int, Judgement],
                     people: Sequence[int], count: int = OWN_PUZZLES) -> list[Judgement]:
    """The ``count`` largest losses of the seats ``people`` that can be tried again, largest first (the earlier
    first among equal losses), one a puzzle: a placement and the draft before it make one."""
    found: list[Judgement] = []
    steps: set[int] = set()
    for judgement in sorted(judgements.values(), key=lambda j: (-j.loss, j.index)):
        if judgement.player not in people or not can_try_again(states, actions, judgement):
            continue
        step = puzzle_step(states, actions, judgement.index)
        if step in steps:
            continue
        steps.add(step)  # type: ignore[arg-type]
        found.append(judgement)
        if len(found) == count:
            break
    return found
