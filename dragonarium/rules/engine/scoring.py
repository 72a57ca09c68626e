"""Domains read from above, the largest of each type, and the score."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterator, Mapping, Optional

from dragonarium.rules.engine.board import Board, SquareLayer
from dragonarium.rules.model.values import TERRAINS, Cell, Terrain

ROYAL_DRAGON_POINTS = 3


@dataclass(frozen=True)
class Domain:
    """Orthogonally connected cells showing one type (through their square or a dragon)."""

    terrain: Terrain
    cells: frozenset[Cell]
    height: int
    height_cell: Cell

    @property
    def size(self) -> int:
        return len(self.cells)

    @property
    def points(self) -> int:
        return self.size * self.height


@dataclass(frozen=True)
class TypeScore:
    """The scoring domain of one type (None when the board shows none)."""

    terrain: Terrain
    domain: Optional[Domain]

    @property
    def size(self) -> int:
        return self.domain.size if self.domain else 0

    @property
    def height(self) -> int:
        return self.domain.height if self.domain else 0

    @property
    def points(self) -> int:
        return self.domain.points if self.domain else 0


@dataclass(frozen=True)
class ScoreSheet:
    """One board's score: per type, royal dragons, and the total."""

    types: Mapping[Terrain, TypeScore]
    royal_dragons: int
    dragons: int

    @property
    def royal_dragon_points(self) -> int:
        return ROYAL_DRAGON_POINTS * self.royal_dragons

    @property
    def total(self) -> int:
        return sum(score.points for score in self.types.values()) + self.royal_dragon_points


@lru_cache(maxsize=None)
def _edges(rows: int, cols: int) -> tuple[int, int]:
    """Masks of every cell but the first column, and every cell but the last (a shift by one must not wrap)."""
    first = sum(1 << (row * cols) for row in range(rows))
    every = (1 << (rows * cols)) - 1
    return every & ~first, every & ~(first << (cols - 1))


def _masks(board: Board) -> tuple[dict[Terrain, int], list[tuple[int, int]]]:
    """Each type's cells as a bit mask (bit ``row * cols + col``), and (level, mask of the cells at that level)
    highest level first: a cell shows the type of its top square and of its dragons."""
    kinds = dict.fromkeys(TERRAINS, 0)
    levels: dict[int, int] = {}
    bit = 1
    for stack, dragons in zip(board.stacks, board.dragons):
        level = 0
        if stack:
            top = stack[-1]
            level = top.level
            if isinstance(top, SquareLayer) and top.square.terrain is not None:
                kinds[top.square.terrain] |= bit
        for kind in dragons:
            kinds[kind] |= bit
        levels[level] = levels.get(level, 0) | bit
        bit <<= 1
    return kinds, sorted(levels.items(), reverse=True)


def _groups(board: Board, cells: int) -> Iterator[tuple[int, int]]:
    """The orthogonally connected groups of ``cells`` (a mask), in order of their first cell: (group mask, size)."""
    cols = board.spec.cols
    not_first, not_last = _edges(board.spec.rows, cols)
    while cells:
        group = cells & -cells
        while True:
            grown = (group | group << cols | group >> cols | (group << 1) & not_first | (group >> 1) & not_last) & cells
            if grown == group:
                break
            group = grown
        cells &= ~group
        yield group, group.bit_count()


def _height(group: int, levels: list[tuple[int, int]]) -> tuple[int, int]:
    """The highest level in a group and the mask of its first cell at that level."""
    for level, at_level in levels:
        top = group & at_level
        if top:
            return level, top & -top
    return 0, group & -group


def _cell(board: Board, bit: int) -> Cell:
    return divmod(bit.bit_length() - 1, board.spec.cols)


def _cells(board: Board, group: int) -> frozenset[Cell]:
    cols = board.spec.cols
    return frozenset(divmod(index, cols) for index in range(group.bit_length()) if group >> index & 1)


def domains(board: Board, terrain: Terrain) -> list[Domain]:
    """Every domain of ``terrain``, in order of their first cell."""
    kinds, levels = _masks(board)
    return _domains(board, terrain, kinds, levels)


def _domains(board: Board, terrain: Terrain, kinds: dict[Terrain, int], levels: list[tuple[int, int]]) -> list[Domain]:
    result = []
    for group, _ in _groups(board, kinds[terrain]):
        height, top = _height(group, levels)
        result.append(Domain(terrain, _cells(board, group), height, _cell(board, top)))
    return result


def total_points(board: Board) -> int:
    """``score(board).total`` without building the sheet: the computer players ask it of many boards a move."""
    kinds, levels = _masks(board)
    total = 0
    for cells in kinds.values():
        best = (0, 0)
        for group, size in _groups(board, cells):
            if size >= best[0]:
                best = max(best, (size, size * _height(group, levels)[0]))
        total += best[1]
    return total + ROYAL_DRAGON_POINTS * board.dragon_count(Terrain.ROYAL)


def _best(found: list[Domain]) -> Optional[Domain]:
    best = None
    for domain in found:
        if best is None or (domain.size, domain.points) > (best.size, best.points):
            best = domain
    return best


def largest_domain(board: Board, terrain: Terrain) -> Optional[Domain]:
    """The scoring domain of a type: the largest, and on a tie the one scoring more."""
    return _best(domains(board, terrain))


def largest_size(board: Board, terrain: Terrain) -> int:
    """Size of the largest domain of ``terrain`` (0 when none)."""
    kinds, _ = _masks(board)
    return max((size for _, size in _groups(board, kinds[terrain])), default=0)


def score(board: Board) -> ScoreSheet:
    """Score a board as at game end."""
    kinds, levels = _masks(board)
    types = {terrain: TypeScore(terrain, _best(_domains(board, terrain, kinds, levels))) for terrain in TERRAINS}
    return ScoreSheet(types=types, royal_dragons=board.dragon_count(Terrain.ROYAL), dragons=board.dragon_count())
