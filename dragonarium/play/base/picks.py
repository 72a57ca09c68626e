"""What the pointer is on: a board cell (``CellPick``), a planning-site tile (``SitePick``), or nothing (None)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from dragonarium.rules import Cell

Vec = tuple[float, float, float]


@dataclass(frozen=True)
class CellPick:
    """The ``cell`` of the board of ``player``; ``point`` is where on it, in the world.

    Two picks of the same cell are equal wherever the pointer is on it: a pick names what was hit."""

    player: int
    cell: Cell
    point: Vec = field(default=(0.0, 0.0, 0.0), compare=False)


@dataclass(frozen=True)
class SitePick:
    """The planning-site tile in ``slot`` (from 0); ``point`` is where on it, in the world."""

    slot: int
    point: Vec = field(default=(0.0, 0.0, 0.0), compare=False)


Pick = Union[CellPick, SitePick]
"""What a pick hit; ``Optional[Pick]`` is None when the pointer is on nothing."""
