"""Domains read from above, the largest of each type, and the score."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Optional

from .board import Board, SquareLayer
from .values import TERRAINS, Cell, Terrain

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


def _cell_kinds(board: Board) -> tuple[list[int], list[frozenset[Terrain]]]:
    levels = []
    kinds = []
    for stack, dragons in zip(board.stacks, board.dragons):
        if stack:
            top = stack[-1]
            levels.append(top.level)
            terrain = top.square.terrain if isinstance(top, SquareLayer) else None
            kinds.append(frozenset(dragons) | {terrain} if terrain is not None else frozenset(dragons))
        else:
            levels.append(0)
            kinds.append(frozenset(dragons))
    return levels, kinds


def domains(board: Board, terrain: Terrain) -> list[Domain]:
    """Every domain of ``terrain``, in order of their first cell."""
    levels, kinds = _cell_kinds(board)
    return _domains(board, terrain, levels, kinds)


def _domains(board: Board, terrain: Terrain, levels: list[int], kinds: list[frozenset[Terrain]]) -> list[Domain]:
    rows, cols = board.spec.rows, board.spec.cols
    seen = [False] * (rows * cols)
    result = []
    for start in range(rows * cols):
        if seen[start] or terrain not in kinds[start]:
            continue
        seen[start] = True
        todo = [start]
        members = []
        while todo:
            index = todo.pop()
            members.append(index)
            r, c = divmod(index, cols)
            for neighbour, ok in ((index - cols, r > 0), (index + cols, r < rows - 1),
                                  (index - 1, c > 0), (index + 1, c < cols - 1)):
                if ok and not seen[neighbour] and terrain in kinds[neighbour]:
                    seen[neighbour] = True
                    todo.append(neighbour)
        top = min(members, key=lambda i: (-levels[i], i))
        result.append(Domain(terrain, frozenset(divmod(i, cols) for i in members), levels[top], divmod(top, cols)))
    return result


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
    domain = largest_domain(board, terrain)
    return domain.size if domain else 0


def score(board: Board) -> ScoreSheet:
    """Score a board as at game end."""
    levels, kinds = _cell_kinds(board)
    types = {terrain: TypeScore(terrain, _best(_domains(board, terrain, levels, kinds))) for terrain in TERRAINS}
    return ScoreSheet(types=types, royal_dragons=board.dragon_count(Terrain.ROYAL), dragons=board.dragon_count())
