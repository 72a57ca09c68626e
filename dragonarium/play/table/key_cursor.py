"""The cell cursor the arrow keys move, as values: on the planning site while a tile is drafted, else on the board
of the player to move, where ``Enter`` clicks.

The arrows move it as the camera shows the board: ``turns`` is how many quarter turns the camera is turned
anticlockwise (seen from above) from the seat of the board's player, so the up arrow always moves away from the
viewer.
"""
from __future__ import annotations

from enum import Enum
from typing import Optional, Sequence

from dragonarium.rules import Cell, Decision, GameState, Phase
from dragonarium.play.base.picks import CellPick, Pick, SitePick


class Direction(Enum):
    """An arrow key, in the order of a quarter turn anticlockwise."""

    UP = 0
    LEFT = 1
    DOWN = 2
    RIGHT = 3


STEPS: tuple[Cell, ...] = ((-1, 0), (0, -1), (1, 0), (0, 1))
"""The (row, column) step of each ``Direction`` seen from the seat (row 1 is the far row)."""


def step_of(direction: Direction, turns: int = 0) -> Cell:
    """The (row, column) step ``direction`` makes with the camera ``turns`` quarter turns anticlockwise from the
    seat."""
    return STEPS[(direction.value + turns) % 4]


def _nearest(cell: Cell, cells: Sequence[Cell]) -> Cell:
    return min(cells, key=lambda other: (abs(other[0] - cell[0]) + abs(other[1] - cell[1]), other))


def middle(state: GameState, player: int) -> Cell:
    """The board's middle cell (C3 on a board of five by five)."""
    spec = state.boards[player].spec
    return _nearest((spec.rows // 2, spec.cols // 2), list(spec.cells))


def cursor_for(state: GameState, decision: Decision, targets: Sequence[Cell], previous: Optional[Pick],
               new_moment: bool) -> Pick:
    """Where the cursor is for ``decision``: on the site's slot it was on while drafting (the first slot at
    first); else on the board of the player to move, on the cell it was on there, else on the middle cell. At a
    ``new_moment`` (another decision) the cursor goes to the nearest of the ``targets`` a click may choose, when
    it is on none of them."""
    if decision.phase is Phase.DRAFT:
        slot = previous.slot if isinstance(previous, SitePick) else 0
        return SitePick(max(0, min(slot, len(state.site) - 1)))
    player = decision.player
    cell = previous.cell if isinstance(previous, CellPick) and previous.player == player else middle(state, player)
    if new_moment and targets and cell not in targets:
        cell = _nearest(cell, targets)
    return CellPick(player, cell)


def moved(state: GameState, cursor: Pick, direction: Direction, turns: int = 0) -> Pick:
    """``cursor`` moved one step by an arrow key: a cell on, within its board (at the edge it stays), or a slot
    of the site left or right (as the camera shows the site)."""
    rows, columns = step_of(direction, turns)
    if isinstance(cursor, SitePick):
        return SitePick(max(0, min(cursor.slot + columns, len(state.site) - 1)))
    cell = (cursor.cell[0] + rows, cursor.cell[1] + columns)
    return CellPick(cursor.player, cell) if cell in state.boards[cursor.player].spec.cells else cursor


def toward(state: GameState, cursor: Pick, target: Pick, turns: int = 0) -> Direction:
    """The arrow that brings ``cursor`` nearest ``target`` (cells of one board, or slots of the site)."""
    def distance(pick: Pick) -> int:
        if isinstance(pick, SitePick) and isinstance(target, SitePick):
            return abs(pick.slot - target.slot)
        assert isinstance(pick, CellPick) and isinstance(target, CellPick) and pick.player == target.player
        return abs(pick.cell[0] - target.cell[0]) + abs(pick.cell[1] - target.cell[1])

    return min(Direction, key=lambda direction: distance(moved(state, cursor, direction, turns)))
