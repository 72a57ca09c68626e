"""What the scoring overlay shows: each type's scoring domain on a board, with its size, height and points."""
from __future__ import annotations

from dataclasses import dataclass

from ..rules import Board, Cell, ScoreSheet, Terrain, score


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
    return f"{terrain.value.capitalize()} {size} x {height} = {points}"


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


def total_label(sheet: ScoreSheet) -> str:
    return f"Royal dragons {sheet.royal_dragons} x 3 = {sheet.royal_dragon_points}   Total {sheet.total}"
