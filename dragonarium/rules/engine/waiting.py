"""A turn stopped at a decision, with the context the decision needs: what a position states after ``pending``.

A turn runs as a queue of tasks (``tasks``), whose shape is always the same:
the draft, or the placement of the drafted tile, or the stone of choice after a
tile that fit nowhere, or the extra dragon of a full cliff and the hatched
dragons still to nest; then the element; then the Assistant's steps (a reward
step's stone of choice first, when one is due); the solo discard; the turn's
end. So a ``Waiting`` (the decision due and a few facts of the turn so far) is
enough to rebuild the queue, and the queue gives the ``Waiting`` back.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from dragonarium.rules.engine import assistant
from dragonarium.rules.engine.board import Board
from dragonarium.rules.model.decision import Phase
from dragonarium.rules.model.tasks import (DraftTask, ElementTask, EndTurnTask, ExtraDragonTask, FallbackTask, NestTask,
                                           PlaceTask, RewardStoneTask, SoloDiscardTask, StepTask, Task)
from dragonarium.rules.model.values import Cell, Element, Terrain

WAITING_POINTS = tuple(phase for phase in Phase if phase is not Phase.OVER)
"""Every decision a turn can wait at."""

BEFORE_PLACING = (Phase.DRAFT, Phase.PLACE, Phase.FALLBACK_STONE)
"""Decisions due before the drafted tile is placed (nothing is placed yet)."""
AFTER_ELEMENT = (Phase.STONE, Phase.REWARD_STONE)
"""Decisions due once the element is chosen: the Assistant is walking."""


@dataclass(frozen=True)
class Waiting:
    """Where a turn stands: the decision due (``phase``) and what the turn has done so far.

    ``tile``: the tile drafted this turn (to place; discarded when it fit nowhere; placed later on).
    ``placed``: the cells the drafted tile went on (its dragons may nest there).
    ``nests``: the types of the hatched dragons still to nest, first due first.
    ``extra_dragon``: the types on the cliff that just filled up, whose extra dragon is due now.
    ``element``: the element chosen this turn; while the Assistant walks, the one walking.
    ``steps_left``: steps the Assistant still walks after the step it stands on (the board's ``step``).
    """

    phase: Phase
    tile: Optional[str] = None
    placed: tuple[Cell, ...] = ()
    nests: tuple[Terrain, ...] = ()
    extra_dragon: tuple[Terrain, ...] = ()
    element: Optional[Element] = None
    steps_left: int = 0


def turn_tasks(waiting: Waiting, board: Board, solo: bool) -> list[Task]:
    """The queue of a turn that waits as ``waiting`` says, on the board of the player whose turn it is."""
    phase = waiting.phase
    tasks: list[Task] = []
    if phase is Phase.DRAFT:
        tasks.append(DraftTask())
    elif phase is Phase.PLACE:
        tasks.append(PlaceTask(waiting.tile or ""))
    elif phase is Phase.FALLBACK_STONE:
        tasks.append(FallbackTask(waiting.tile or ""))
    elif phase is Phase.EXTRA_DRAGON:
        tasks.append(ExtraDragonTask(waiting.extra_dragon))
    if phase in (Phase.NEST, Phase.EXTRA_DRAGON):
        tasks += [NestTask(terrain) for terrain in waiting.nests]
    if phase not in AFTER_ELEMENT:
        tasks.append(ElementTask())
    elif waiting.element is not None:
        if phase is Phase.REWARD_STONE:
            tasks.append(RewardStoneTask(board.step))
        else:
            tasks.append(StepTask(board.step, waiting.element))
        tasks += [StepTask(step, waiting.element) for step in assistant.walk(board, waiting.steps_left)]
    if solo:
        tasks.append(SoloDiscardTask())
    tasks.append(EndTurnTask())
    return tasks


def waiting_of(tasks: Sequence[Task], drafted: Optional[str], placed: tuple[Cell, ...],
               element: Optional[Element]) -> Optional[Waiting]:
    """The ``Waiting`` of a turn's queue (``None`` when it waits for nothing), with the turn's drafted tile, the
    cells it was placed on and the element chosen."""
    if not tasks:
        return None
    first = tasks[0]
    phase = _PHASE_OF.get(type(first))
    if phase is None:
        return None
    steps = sum(1 for task in tasks if isinstance(task, StepTask))
    if isinstance(first, StepTask):
        element = first.element
        steps -= 1
    return Waiting(phase=phase, tile=drafted, placed=placed,
                   nests=tuple(task.terrain for task in tasks if isinstance(task, NestTask)),
                   extra_dragon=first.kinds if isinstance(first, ExtraDragonTask) else (),
                   element=element, steps_left=steps)


_PHASE_OF: dict[type, Phase] = {
    DraftTask: Phase.DRAFT, PlaceTask: Phase.PLACE, FallbackTask: Phase.FALLBACK_STONE, NestTask: Phase.NEST,
    ExtraDragonTask: Phase.EXTRA_DRAGON, ElementTask: Phase.ELEMENT, StepTask: Phase.STONE,
    RewardStoneTask: Phase.REWARD_STONE,
}
