"""The "cannot place" fallback: discard the tile, gain a pillar and a stone of your choice."""
from __future__ import annotations

from typing import Optional

from .assistant import anywhere_targets
from .board import Board
from .components import TileSpec
from .errors import IllegalAction
from .placement import legal_placements
from .notation import cell_name, tile_name
from .values import ELEMENTS, Cell, Element

FALLBACK_PILLARS = 1


def can_place(board: Board, tile: TileSpec) -> bool:
    return bool(legal_placements(board, tile))


def free_stone_choices(board: Board) -> list[tuple[Element, Cell]]:
    """Every (element, cell) where a stone of one's choice could go, anywhere on the board."""
    return [(element, cell) for element in ELEMENTS for cell in anywhere_targets(board, element)]


def place_free_stone(board: Board, element: Element, cell: Cell) -> None:
    """Place a stone of one's choice on any matching empty space."""
    if (element, cell) not in free_stone_choices(board):
        raise IllegalAction(f"a {element.value} stone cannot go on {cell_name(cell)}: it needs an empty "
                            f"{element.value} space on a top square", "stone-space")
    board.add_stone(cell, element)


def apply_fallback(board: Board, tile: TileSpec, stone: Optional[tuple[Element, Cell]]) -> None:
    """Discard ``tile`` (which must fit nowhere), gain a pillar, and place the chosen stone.

    ``stone`` is None only when no stone can go anywhere.
    """
    if can_place(board, tile):
        raise IllegalAction(f"the {tile_name(tile)} can be placed, so it must be placed", "must-place")
    choices = free_stone_choices(board)
    if stone is None and choices:
        raise IllegalAction("a stone of your choice must be placed: there is an empty space for it", "must-place-stone")
    if stone is not None:
        place_free_stone(board, *stone)
    board.gain_pillars(FALLBACK_PILLARS)
