"""What a lesson's learner has done so far: the facts its texts may speak of after the move.

The game's state says where everything is now; some texts speak of the last
move itself (the cells the tile went on, the level it took, the steps the
Assistant walked), which the state forgets when a turn ends. ``Trail`` keeps
those facts, one frozen value per move.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

from dragonarium.rules import (Action, Board, Cell, ChooseElement, Draft, Element, ExtraDragon, FreeStone, GameState,
                               Nest, Place, Placement, Stone, Terrain, Trade, check_placement, largest_size)


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
    stone: Optional[Cell] = None
    dragon: Optional[Cell] = None
    dragon_type: Optional[Terrain] = None

    def after(self, before: GameState, action: Action) -> "Trail":
        """The trail once ``action`` (legal in ``before``) has been made."""
        board = before.board
        if isinstance(action, Draft):
            return replace(self, drafted=before.site[action.slot])
        if isinstance(action, Place):
            tile = before.tile(before.pending().tile or "")
            verdict = check_placement(board, tile, Placement(action.cells))
            return replace(self, placed=action.cells, placed_tile=tile.id, placed_level=verdict.level,
                           placed_pillars=verdict.pillars_needed)
        if isinstance(action, ChooseElement):
            steps = largest_size(board, action.element.terrain)
            return replace(self, element=action.element, walk=tuple(walk(board, steps)))
        if isinstance(action, (Stone, FreeStone, Trade)):
            return replace(self, stone=action.cell)
        if isinstance(action, Nest):
            return replace(self, dragon=action.cell, dragon_type=before.pending().terrain)
        if isinstance(action, ExtraDragon):
            return replace(self, dragon=action.cell, dragon_type=action.terrain)
        return self


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
