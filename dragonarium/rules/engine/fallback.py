"""The "cannot place" fallback: discard the tile, gain a pillar and a stone of your choice.

The game (``state.GameState``) discards the tile and grants the pillar when a
drafted tile fits nowhere; these helpers find and place the stone of choice,
which a reward step (Church Ruins) grants too.
"""
from __future__ import annotations

from dragonarium.i18n import _
from dragonarium.rules.engine.assistant import anywhere_targets
from dragonarium.rules.engine.board import Board
from dragonarium.rules.model.errors import IllegalAction
from dragonarium.rules.text.notation import cell_name
from dragonarium.rules.model.values import ELEMENTS, Cell, Element
from dragonarium.rules.text.words import a_stone, space_word

FALLBACK_PILLARS = 1


def free_stone_choices(board: Board) -> list[tuple[Element, Cell]]:
    """Every (element, cell) where a stone of one's choice could go, anywhere on the board."""
    return [(element, cell) for element in ELEMENTS for cell in anywhere_targets(board, element)]


def place_free_stone(board: Board, element: Element, cell: Cell) -> None:
    """Place a stone of one's choice on any matching empty space."""
    if (element, cell) not in free_stone_choices(board):
        raise IllegalAction(_("{stone} cannot go on {cell}: it needs an empty {space} on a top square").format(
            stone=a_stone(element), cell=cell_name(cell), space=space_word(element)), "stone-space")
    board.add_stone(cell, element)
