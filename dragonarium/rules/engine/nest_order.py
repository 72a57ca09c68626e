"""Which hatched dragon nests next, when more than one waits: the player's choice.

The two squares of a tile can hatch two eggs at once; their dragons wait in the
turn's queue, first square first. The rulebook sets no order, so when dragons of
more than one type wait (each with dragons left in the supply), the player
chooses which nests next and the choices name its type (``nest fire C4``). With
one type waiting there is nothing to choose and the choices do not name it
(``nest C4``). A nest that names no type where the choices do is the first
due's: so the records written before the choice read as they were played.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from dragonarium.rules.model.actions import Action, Nest
from dragonarium.rules.model.tasks import NestTask, Task
from dragonarium.rules.model.values import Cell, Terrain


def waiting_types(tasks: Sequence[Task], dragons: dict[Terrain, int]) -> tuple[Terrain, ...]:
    """The types of the hatched dragons waiting to nest now (the nests at the head of the turn's queue) that
    have dragons left in the supply, each once, first due first."""
    found: list[Terrain] = []
    for task in tasks:
        if not isinstance(task, NestTask):
            break
        if dragons[task.terrain] > 0 and task.terrain not in found:
            found.append(task.terrain)
    return tuple(found)


def nest_choices(cells: Iterable[Cell], types: Sequence[Terrain]) -> tuple[Action, ...]:
    """The nests open on ``cells`` when dragons of ``types`` wait: each type on each cell when there are two or
    more, else each cell."""
    if len(types) < 2:
        return tuple(Nest(cell) for cell in cells)
    cells = tuple(cells)
    return tuple(Nest(cell, terrain) for terrain in types for cell in cells)


def settled(action: Action, types: Sequence[Terrain]) -> Action:
    """``action`` as the choices write it when dragons of ``types`` wait to nest: a nest naming no type where
    several wait is the first due's; a nest naming the only type waiting is written without it."""
    if not isinstance(action, Nest) or not types:
        return action
    if len(types) > 1 and action.terrain is None:
        return Nest(action.cell, types[0])
    if len(types) == 1 and action.terrain is types[0]:
        return Nest(action.cell)
    return action


def nest_task_index(tasks: Sequence[Task], action: Nest) -> int:
    """Where in the turn's queue the dragon ``action`` nests waits: the first due of its type (the head of the
    queue for a nest naming no type)."""
    if action.terrain is not None:
        for index, task in enumerate(tasks):
            if not isinstance(task, NestTask):
                break
            if task.terrain is action.terrain:
                return index
    return 0
