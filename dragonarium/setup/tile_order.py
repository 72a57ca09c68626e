"""The order of the analysis board's tile tray: the tiles found drawn at once, so a person finds the one on the
table by eye.

The tray is grouped as a person sorts tiles on the table: by the pair of square types (fire, water, air, royal,
then the pillar squares; the pair read in that order whichever square comes first), then by the eggs the squares
show (their types in the same order, then their stone spaces, fewer first), then by the pillars the tile grants,
then by id. Tiles found by typed words keep the search's ranking first (``tile_search``: the tiles that show every
word on one square before the others), each rank grouped so.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dragonarium.rules import TERRAINS, SquareSpec, TileSpec
from dragonarium.setup.tile_search import answer_rank

PILLAR_KIND = len(TERRAINS)
"""A pillar square's place among the types: after the four types."""
NO_EGG = len(TERRAINS) + 1
"""A square without an egg: after the eggs of every type."""


def square_kind(square: SquareSpec) -> int:
    """A square's type in tray order: fire, water, air, royal, then a pillar square."""
    return PILLAR_KIND if square.terrain is None else TERRAINS.index(square.terrain)


def egg_kind(square: SquareSpec) -> tuple[int, int]:
    """A square's egg in tray order: its type, then its number of stone spaces; (``NO_EGG``, 0) without one."""
    if square.egg is None:
        return (NO_EGG, 0)
    return (TERRAINS.index(square.egg.terrain), len(square.egg.spaces))


def tray_key(tile: TileSpec) -> tuple:
    """Where ``tile`` stands in the tray (see the module)."""
    pair = tuple(sorted(square_kind(square) for square in tile.squares))
    eggs = tuple(sorted(egg_kind(square) for square in tile.squares))
    pillars = sum(square.pillars for square in tile.squares)
    return (pair, eggs, pillars, tile.id)


def tray_order(tiles: Sequence[TileSpec], words: str = "") -> tuple[TileSpec, ...]:
    """``tiles`` in tray order; with ``words`` typed, those answering them best first (the search's rank), each
    rank in tray order. A tile that does not answer ``words`` comes last."""
    def key(tile: TileSpec) -> tuple:
        rank = answer_rank(tile, words) if words.strip() else ()
        return (rank is None, rank or (), tray_key(tile))
    return tuple(sorted(tiles, key=key))


def tray_rows(tiles: Sequence[TileSpec], columns: int, words: str = "") -> tuple[tuple[TileSpec, ...], ...]:
    """``tiles`` (in tray order) as the tray's rows of at most ``columns``: a new row where the first type of the
    pair changes (the tiles with a fire square, then those with water and no fire...) or, with ``words`` typed, the
    search's rank, so that each group starts at the left of a row."""
    rows: list[list[TileSpec]] = []
    group: Optional[tuple] = None
    for tile in tiles:
        rank = answer_rank(tile, words) if words.strip() else ()
        here = (rank, tray_key(tile)[0][0])
        if not rows or here != group or len(rows[-1]) == columns:
            rows.append([])
        rows[-1].append(tile)
        group = here
    return tuple(tuple(row) for row in rows)
