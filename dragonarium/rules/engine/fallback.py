"""The "cannot place" fallback: discard the tile, gain a pillar and a stone of your choice.

The game (``state.GameState``) discards the tile and grants the pillar when a
drafted tile fits nowhere; these helpers find and place the stone of choice,
which a reward step (Church Ruins) grants too.
"""
from __future__ import annotations

from typing import Optional

from dragonarium.rules.engine.assistant import anywhere_targets
from dragonarium.rules.engine.board import Board
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.actions import Action, FreeStone
from dragonarium.rules.model.refusal import Facts, Refusal, Rule
from dragonarium.rules.model.values import ELEMENTS, Cell, Element

FALLBACK_PILLARS = 1


def free_stone_choices(board: Board) -> list[tuple[Element, Cell]]:
    """Every (element, cell) where a stone of one's choice could go, anywhere on the board."""
    return [(element, cell) for element in ELEMENTS for cell in anywhere_targets(board, element)]


def place_free_stone(board: Board, element: Element, cell: Cell) -> None:
    """Place a stone of one's choice on any matching empty space."""
    refusal = why_not_anywhere(board, element, cell, FreeStone(element, cell))
    if refusal is not None:
        raise IllegalAction(refusal)
    board.add_stone(cell, element)


def why_not_anywhere(board: Board, element: Element, cell: Cell, action: Action) -> Optional[Refusal]:
    """Why ``action`` may not put a stone of ``element`` on ``cell``, where a stone placed regardless of row or
    column may go on any matching empty space (None when it may)."""
    allowed = anywhere_targets(board, element)
    if cell in allowed:
        return None
    context = {"action": action, "allowed": tuple(allowed)}
    return board.why_no_stone(cell, element, **context) or Refusal(Rule.STONE_SPACE, (cell,),
                                                                    Facts(element=element, **context))
