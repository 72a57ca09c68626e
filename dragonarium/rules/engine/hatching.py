"""Where a hatched dragon may nest."""
from __future__ import annotations

from typing import Iterable

from dragonarium.i18n import _
from dragonarium.rules.engine.board import Board
from dragonarium.rules.model.errors import IllegalAction
from dragonarium.rules.text.notation import cell_name
from dragonarium.rules.model.values import Cell, Terrain
from dragonarium.rules.text.words import counted


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
        if cell in placed_set or not stack or (top is not None and top.level == 0) or (top is not None and top.has_stones):
            result.append(cell)
    return result


def nest_dragon(board: Board, cell: Cell, terrain: Terrain, placed: Iterable[Cell]) -> None:
    """Put a hatched dragon of ``terrain`` on ``cell``; raises if it may not nest there."""
    if not board.on_grid(cell):
        raise IllegalAction(_("a dragon nests on the board, not off it"), "nest")
    if cell not in nest_cells(board, placed):
        raise IllegalAction(_("a dragon cannot nest on {cell}: {reason}").format(cell=cell_name(cell),
                                                                                 reason=_why_not(board, cell)), "nest")
    board.add_dragon(cell, terrain)


def _why_not(board: Board, cell: Cell) -> str:
    if cell in board.spec.gaps:
        return _("it is a gap")
    if cell in board.spec.cliffs:
        return _("the cliff already holds {dragons}").format(dragons=counted("dragon", board.spec.cliff_capacity))
    if board.dragons_on(cell):
        return _("it already holds a dragon")
    return _("dragons nest on the tile just placed, on a square holding stones, or on bare board")
