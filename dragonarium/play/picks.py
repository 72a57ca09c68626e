"""What the pointer is on: a board cell, a planning-site tile, or nothing."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Optional

from dragonarium.rules import Cell

Vec = tuple[float, float, float]


class PickKind(str, Enum):
    """What a pick hit."""

    CELL = "cell"
    SITE = "site"


@dataclass(frozen=True)
class Pick:
    """A hit: a board ``cell`` of ``player``, or the site tile in ``slot``; ``point`` is where, in the world."""

    kind: PickKind
    point: Vec
    player: int = -1
    cell: Optional[Cell] = None
    slot: int = -1

    @property
    def target(self) -> tuple:
        """What was hit, without where exactly: two picks of the same cell or slot have the same target."""
        return (self.kind, self.player, self.cell, self.slot)
