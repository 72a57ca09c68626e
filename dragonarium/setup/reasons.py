"""Why an edit is refused, as a value: the rule of a table that can exist it would break, and the pieces involved.

The words are made where they are shown (``setup.reason_words.reason_text``),
so a refusal kept by the analysis board rewords itself when the language
changes. The rules are those a position is checked by (docs/FORMAT.md, "A table
that can exist"), said of the edit rather than of a file's field.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Optional

from dragonarium.rules import Cell, Refusal, Terrain


class Why(str, Enum):
    """The rule an edit breaks; the values are stable ids."""

    OUT_OF_RANGE = "out-of-range"
    """A number outside what it may be (``what``, ``value``, ``low``, ``high``): board 5, assistant 40."""
    UNKNOWN_TILE = "unknown-tile"
    """No tile of the component data has that id (``tile``)."""
    UNKNOWN_SIDE = "unknown-side"
    """No board side has that name (``what``)."""
    NOT_STARTING = "not-starting"
    """``start`` names a tile that is no starting tile (``tile``)."""
    TILE_ELSEWHERE = "tile-elsewhere"
    """The tile is already on the table (``tile``; ``place``: where; ``player``, ``cells`` on a board)."""
    TILE_TWICE = "tile-twice"
    """A list of tiles names one twice (``tile``)."""
    NOT_TOUCHING = "not-touching"
    """A tile's two cells share no edge (``cells``)."""
    NOT_FLAT = "not-flat"
    """A tile's two cells have their tops at two levels (``cells``, ``levels``): it would not lie flat."""
    GAP = "gap"
    """Nothing can be stacked on a gap, nor a dragon stand there (``cells``)."""
    CLIFF = "cliff"
    """Nothing can be stacked on a cliff (``cells``)."""
    WRONG_SET = "wrong-set"
    """A tile of a set the player count does not play (``tile``, ``value``: its set, ``count``: players)."""
    NOTHING_TO_TAKE = "nothing-to-take"
    """Nothing of the kind ``what`` (tile, pillar, stone, dragon) on the cell (``cells``)."""
    STARTING_TILE = "starting-tile"
    """``take`` on a starting tile's square (``tile``): the starting tile changes with ``start``."""
    COVERED = "covered"
    """The tile's other square lies under another tile (``cells``: the tile's cells, the covered one last)."""
    HOLDS = "holds"
    """A piece on the cell stops the edit (``cells``; ``what``: stones or a dragon): a tile put over it, a
    starting tile changed or a tile taken under a dragon."""
    STONE = "stone"
    """The stone cannot go there: the rules' refusal (``refusal``)."""
    NO_DRAGON_LEFT = "no-dragon-left"
    """Every dragon of that type is already on the boards (``terrain``, ``value``: how many the game has)."""
    DRAGON_THERE = "dragon-there"
    """The cell holds all the dragons it can (``cells``, ``value``: how many)."""
    BAD_NAME = "bad-name"
    """A player's name that is refused (``what``: the name; ``rules.name_problem`` says why)."""
    START_ELSEWHERE = "start-elsewhere"
    """The starting tile lies on another board (``tile``, ``player``)."""
    LOOSE_PILLARS = "loose-pillars"
    """Pillar tokens hold up no tile (``cells``): a table is written once a tile lies on them or they are gone."""
    TABLE = "table"
    """Another rule of a table that can exist, as the position's check words it (``detail``)."""


PLACES = ("site", "supply", "drafted", "board")
"""Where a tile already on the table is (``Reason.place``)."""


@dataclass(frozen=True)
class Reason:
    """Why an edit is refused: the rule and the facts its words need (each field used by some rules only).

    ``player`` counts from 0 (the words count from 1); ``cells`` are cells of the board edited, or of
    ``player``'s board."""

    why: Why
    cells: tuple[Cell, ...] = ()
    tile: str = ""
    player: int = -1
    place: str = ""
    what: str = ""
    value: int = 0
    low: int = 0
    high: int = 0
    count: int = 0
    levels: tuple[int, ...] = ()
    terrain: Optional[Terrain] = None
    refusal: Optional[Refusal] = None
    detail: str = ""
