"""What a lesson's learner has done so far: the facts its texts may speak of after the move.

The game's state says where everything is now; some texts speak of the last
move itself (the cells the tile went on, the level it took, the steps the
Assistant walked), which the state forgets when a turn ends. ``Trail`` keeps
those facts, one frozen value per move, read from the events the move logged.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional, Sequence

from dragonarium.rules import (Board, Cell, Drafted, Element, Event, ExtraDragonNested, FreeStonePlaced, Nested,
                               Placed, StepStonePlaced, StoneLost, Terrain, Traded, Walked)


@dataclass(frozen=True)
class Trail:
    """The last placement, element, stone and dragon of a lesson (empty before any such move)."""

    placed: tuple[Cell, ...] = ()
    placed_tile: Optional[str] = None
    placed_level: int = 0
    placed_pillars: int = 0
    drafted: Optional[str] = None
    element: Optional[Element] = None
    walk: tuple[int, ...] = ()
    """Every step of the last walk, from its first to its last (the Assistant may not have got there yet)."""
    walked: int = 0
    """How many steps of ``walk`` are behind the Assistant: their stone placed or lost."""
    stone: Optional[Cell] = None
    dragon: Optional[Cell] = None
    dragon_type: Optional[Terrain] = None

    def after(self, events: Sequence[Event]) -> "Trail":
        """The trail once a move has made ``events`` happen (the entries it added to the game's log)."""
        trail = self
        for event in events:
            if isinstance(event, Drafted):
                trail = replace(trail, drafted=event.tile)
            elif isinstance(event, Placed):
                trail = replace(trail, placed=event.cells, placed_tile=event.tile, placed_level=event.level,
                                placed_pillars=event.pillars)
            elif isinstance(event, Walked):
                trail = replace(trail, element=event.element, walk=event.path, walked=0)
            elif isinstance(event, StoneLost):
                trail = replace(trail, walked=trail.walked + 1)
            elif isinstance(event, StepStonePlaced):
                trail = replace(trail, stone=event.cell, walked=trail.walked + 1)
            elif isinstance(event, (FreeStonePlaced, Traded)):
                trail = replace(trail, stone=event.cell)
            elif isinstance(event, (Nested, ExtraDragonNested)):
                trail = replace(trail, dragon=event.cell, dragon_type=event.terrain)
        return trail


def step_open(board: Board, step: int) -> bool:
    """False for a shrine step whose shrine something covers: the Assistant skips it."""
    spot = board.spec.track[step]
    return not spot.shrine or board.level(spot.at) == 0


def walk(board: Board, steps: int) -> list[int]:
    """The track steps the Assistant lands on when it walks ``steps`` steps from where it stands."""
    path: list[int] = []
    current, count = board.step, len(board.spec.track)
    for _ in range(steps):
        for offset in range(1, count + 1):
            candidate = (current + offset) % count
            if step_open(board, candidate):
                current = candidate
                break
        path.append(current)
    return path
