"""Basic values of the game: territory types, elements, cells."""
from __future__ import annotations

from enum import Enum
from typing import Tuple

Cell = Tuple[int, int]
"""A board cell as ``(row, col)``: row 0 at the far edge, col 0 at the left."""


class Terrain(str, Enum):
    """A territory type: of a square, an egg or a dragon."""

    FIRE = "fire"
    WATER = "water"
    AIR = "air"
    ROYAL = "royal"

    def __str__(self) -> str:
        return self.value


class Element(str, Enum):
    """An element stone's colour; royal has no stone."""

    FIRE = "fire"
    WATER = "water"
    AIR = "air"

    @property
    def terrain(self) -> Terrain:
        """The territory type of the same name."""
        return Terrain(self.value)

    def __str__(self) -> str:
        return self.value


TERRAINS: tuple[Terrain, ...] = tuple(Terrain)
ELEMENTS: tuple[Element, ...] = tuple(Element)
