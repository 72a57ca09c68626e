"""Where a hatched dragon may nest."""
from __future__ import annotations

from typing import Iterable, Optional, Sequence

from dragonarium.rules.engine.board import Board
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.actions import Action, Nest
from dragonarium.rules.model.refusal import Facts, Refusal, Rule
from dragonarium.rules.model.values import Cell, Terrain


def nest_cells(board: Board, placed: Iterable[Cell]) -> list[Cell]:
    """Cells where a dragon may nest now, in row order.

    A square of the tile just placed, a top square holding stones, or bare board
    (level 0, an uncovered shrine included); one dragon per cell, and up to the
    side's capacity on a cliff. Gaps take nothing.
    """
    spec = board.spec
    placed_set = set(placed)
    result = []
    for index in range(spec.rows * spec.cols):
        cell = (index // spec.cols, index % spec.cols)
        if cell in spec.gaps:
            continue
        dragons = board.dragons[index]
        if cell in spec.cliffs:
            if len(dragons) < spec.cliff_capacity:
                result.append(cell)
            continue
        if dragons:
            continue
        stack = board.stacks[index]
        top = board.top(cell)
        if cell in placed_set or not stack or (top is not None and (top.level == 0 or top.has_stones)):
            result.append(cell)
    return result


def nest_dragon(board: Board, cell: Cell, terrain: Terrain, placed: Iterable[Cell]) -> None:
    """Put a hatched dragon of ``terrain`` on ``cell``; raises if it may not nest there."""
    placed = tuple(placed)
    refusal = why_not_nest(board, cell, placed, Nest(cell), nest_cells(board, placed), terrain)
    if refusal is not None:
        raise IllegalAction(refusal)
    board.add_dragon(cell, terrain)


def why_not_nest(board: Board, cell: Cell, placed: Sequence[Cell], action: Action, allowed: Sequence[Cell],
                 terrain: Optional[Terrain] = None) -> Optional[Refusal]:
    """Why ``action`` may not put a dragon (of ``terrain``) on ``cell``, when the squares just placed are
    ``placed`` and the cells that take it are ``allowed``; None when ``cell`` is one of them."""
    if cell in allowed:
        return None
    facts = {"action": action, "allowed": tuple(allowed), "dragon": terrain}
    spec = board.spec
    if not board.on_grid(cell):
        return Refusal(Rule.NEST_PLACE, (cell,), Facts(**facts))
    if cell in spec.gaps:
        return Refusal(Rule.GAP, (cell,), Facts(**facts))
    dragons = board.dragons_on(cell)
    if cell in spec.cliffs and len(dragons) >= spec.cliff_capacity or cell not in spec.cliffs and dragons:
        return Refusal(Rule.ONE_DRAGON, (cell,), Facts(dragons=dragons, cliff=cell in spec.cliffs,
                                                       capacity=spec.cliff_capacity, **facts))
    return Refusal(Rule.NEST_PLACE, (cell,), Facts(levels=(board.level(cell),), placed=tuple(placed), **facts))
