"""What the Assistant's next walk would bring a board: the eggs on or near its coming path."""
from __future__ import annotations

from ..rules import ELEMENTS, Board, Element, Terrain, largest_size
from ..rules.assistant import stone_targets, walk
from .evaluation import board_value


def walk_board(board: Board, element: Element) -> Board:
    """A copy of ``board`` once the Assistant walks for ``element`` from where it stands, each stone going to
    the egg it brings closest to hatching (one it readies first)."""
    after = board.copy()
    for step in walk(board, largest_size(board, element.terrain)):
        targets = stone_targets(after, step, element)
        if targets:
            after.add_stone(min(targets, key=lambda cell: len(after.top(cell).needs())), element)
    return after


def next_walk_gain(board: Board, dragons_left: dict[Terrain, int], promise: float = 1.0) -> float:
    """What the best element's walk would add to the board's value on the owner's next turn (at least 0):
    stones towards eggs and eggs readied along the Assistant's coming path."""
    before = board_value(board, dragons_left, promise)
    return max([0.0] + [board_value(walk_board(board, element), dragons_left, promise) - before
                        for element in ELEMENTS])
