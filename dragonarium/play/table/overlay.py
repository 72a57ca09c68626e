"""What the scoring overlay shows: each type's scoring domain on a board, with its size, height and points.

Each domain is outlined by one border around its cells, drawn in a line pattern
of its own so the types read apart without colour; ``domain_outline`` gives
that border as segments in the board's row and column coordinates.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from dragonarium.i18n import _, ngettext
from dragonarium.rules import Board, Cell, ScoreSheet, Terrain, score
from dragonarium.play.base.names import type_title, type_word


@dataclass(frozen=True)
class DomainMark:
    """What the overlay shows for one type on one board."""

    terrain: Terrain
    cells: frozenset[Cell]
    size: int
    height: int
    points: int
    height_cell: Cell
    label: str


def domain_label(terrain: Terrain, size: int, height: int, points: int) -> str:
    """A domain's label, its points with the parts that make them: ``Fire: 4 squares × height 2 = 8``."""
    return ngettext("{type}: {size} square × height {height} = {points}",
                    "{type}: {size} squares × height {height} = {points}", size).format(
        type=type_title(terrain), size=size, height=height, points=points)


def board_marks(board: Board) -> tuple[list[DomainMark], ScoreSheet]:
    """The overlay's content for a board, from the rules' score sheet."""
    sheet = score(board)
    marks = []
    for terrain, entry in sheet.types.items():
        if entry.domain is None:
            continue
        domain = entry.domain
        marks.append(DomainMark(terrain, domain.cells, domain.size, domain.height, domain.points, domain.height_cell,
                                domain_label(terrain, domain.size, domain.height, domain.points)))
    return marks, sheet


def totals_line(name: str, sheet: ScoreSheet) -> str:
    """One player's line in the overlay's totals panel, the sum written out: each type's points as its label
    shows them, then the royal dragons', then the total (``P1: fire 8 + water 4 + air 0 + royal 6 + royal
    dragons 1 × 3 = 21``); a line that wraps breaks only between the terms."""
    parts = [_("{type} {points}").format(type=type_word(terrain), points=entry.points)
             for terrain, entry in sheet.types.items()]
    parts.append(_("royal dragons {count} × 3").format(count=sheet.royal_dragons))
    return _("{player}: {sum} = {total}").format(
        player=name, sum=" + ".join(part.replace(" ", NO_BREAK) for part in parts), total=sheet.total)


NO_BREAK = "\u00a0"
"""A space the panel does not wrap a line at."""


class LinePattern(Enum):
    """How a domain's border is drawn."""

    SOLID = "solid"
    DASHED = "dashed"
    DOTTED = "dotted"
    DOUBLE = "double"


TYPE_PATTERN: dict[Terrain, LinePattern] = {
    Terrain.FIRE: LinePattern.SOLID,
    Terrain.WATER: LinePattern.DASHED,
    Terrain.AIR: LinePattern.DOTTED,
    Terrain.ROYAL: LinePattern.DOUBLE,
}

TYPE_INSET: dict[Terrain, float] = {Terrain.FIRE: 0.05, Terrain.WATER: 0.13, Terrain.AIR: 0.21, Terrain.ROYAL: 0.29}
"""How far inside its cells' edges each type's border runs (in cells), so borders of a cell counting for two
types lie side by side."""

Point = tuple[float, float]
"""A place on a board as (row, column), fractional: the corners of cell (r, c) are at r +- 0.5, c +- 0.5."""

_SIDES = ((-1, 0), (0, 1), (1, 0), (0, -1))
"""Outward directions of a cell's sides as (row step, column step), clockwise seen from above."""


@dataclass(frozen=True)
class BorderEdge:
    """One straight piece of a domain's border, along a side of ``cell`` (drawn at that cell's height)."""

    cell: Cell
    start: Point
    end: Point


def domain_outline(cells: frozenset[Cell], inset: float = 0.0) -> list[BorderEdge]:
    """The border of ``cells``: a piece along every side whose neighbour is not in the domain, moved ``inset``
    inside the domain; the pieces meet end to end (where two pieces meet at the same place on cells at different
    heights, the border climbs between them)."""
    edges = []
    for cell in sorted(cells):
        r, c = cell
        for index, (dr, dc) in enumerate(_SIDES):
            if (r + dr, c + dc) in cells:
                continue
            # along the side, clockwise: direction t; inward normal is minus the outward direction
            tr, tc = _SIDES[(index + 1) % 4]
            mid_r, mid_c = r + dr * (0.5 - inset), c + dc * (0.5 - inset)
            ends = []
            for sign in (-1, 1):
                ahead = (r + sign * tr, c + sign * tc)
                diagonal = (ahead[0] + dr, ahead[1] + dc)
                if ahead not in cells:
                    reach = 0.5 - inset  # a corner turning inward
                elif diagonal not in cells:
                    reach = 0.5  # the border goes straight on along the next cell
                else:
                    reach = 0.5 + inset  # a corner turning outward
                ends.append((mid_r + sign * tr * reach, mid_c + sign * tc * reach))
            edges.append(BorderEdge(cell, ends[0], ends[1]))
    return edges
