"""The "cannot place" fallback: discard the tile, gain a pillar and a stone of your choice.

The game (``state.GameState``) discards the tile and grants the pillar when a
drafted tile fits nowhere; these helpers find and place the stone of choice,
which a reward step (Church Ruins) grants too.
"""
from __future__ import annotations

from .assistant import anywhere_targets
from .board import Board
from .errors import IllegalAction
from .notation import cell_name
from .values import ELEMENTS, Cell, Element
from .words import article

FALLBACK_PILLARS = 1


def free_stone_choices(board: Board) -> list[tuple[Element, Cell]]:
    """Every (element, cell) where a stone of one's choice could go, anywhere on the board."""
    return [(element, cell) for element in ELEMENTS for cell in anywhere_targets(board, element)]


def place_free_stone(board: Board, element: Element, cell: Cell) -> None:
    """Place a stone of one's choice on any matching empty space."""
    if (element, cell) not in free_stone_choices(board):
        raise IllegalAction(f"{article(element.value)} stone cannot go on {cell_name(cell)}: it needs an empty "
                            f"{element.value} space on a top square", "stone-space")
    board.add_stone(cell, element)
