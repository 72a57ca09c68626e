"""Board cells and planning-site slots by their names: columns ``A`` to ``E`` from the left, rows ``1`` to ``5``
from the player's side, slots ``1`` to ``6`` from the left.

Internally a cell is ``(row, col)`` with row 0 at the far edge, so ``(4, 0)`` is ``A1`` and ``(2, 1)`` is ``B3``;
a slot counts from 0. Reading a cell or a slot written in text is the notation's (``rules.text.notation``).
"""
from __future__ import annotations

from dragonarium.i18n import N_, shown
from dragonarium.rules.model.values import Cell

GRID = 5
"""Rows and columns of every board side; the notation covers this grid."""
COLUMNS = "ABCDE"
OFF_BOARD = N_("a place off the board")
"""What ``cell_name`` says for a cell outside the grid (it has no name), translated where said."""


def on_grid(cell: Cell) -> bool:
    return 0 <= cell[0] < GRID and 0 <= cell[1] < GRID


def column_name(col: int) -> str:
    """``0`` -> ``A`` (the left-most column)."""
    return COLUMNS[col] if 0 <= col < GRID else "?"


def row_name(row: int) -> str:
    """``4`` (the row nearest the player) -> ``1``."""
    return str(GRID - row) if 0 <= row < GRID else "?"


def cell_name(cell: Cell) -> str:
    """A cell as people read it: ``(2, 1)`` -> ``B3``; outside the grid, ``OFF_BOARD``."""
    if not on_grid(cell):
        return shown(OFF_BOARD)
    return f"{COLUMNS[cell[1]]}{GRID - cell[0]}"


def slot_name(slot: int) -> str:
    """A planning-site slot as people count it: ``0`` (the left-most) -> ``1``."""
    return str(slot + 1)
