"""The legal-placement map of a held tile: every cell pair it may cover, and the cells it cannot cover at all.

``legal_map`` is the one place the pairs are counted: the map drawn on the board and the count written under the
table (``play.hud.legal_count_text``) both read it.
"""
from __future__ import annotations

from dataclasses import dataclass

from dragonarium.i18n import _
from dragonarium.rules import Board, Cell, TileSpec, legal_placements


@dataclass(frozen=True)
class LegalPair:
    """Two neighbouring cells the tile may cover (in either order, ``cells`` sorted), at the lowest ``level`` and
    ``pillars`` of its legal rotations there."""

    cells: tuple[Cell, Cell]
    level: int
    pillars: int

    @property
    def label(self) -> str:
        """The words on the pair's card: its level, and ``+Np`` for the pillars it would need."""
        if self.pillars:
            return _("{level}+{pillars}p").format(level=self.level, pillars=self.pillars)
        return str(self.level)


@dataclass(frozen=True)
class LegalMap:
    """Where the held tile of ``player`` may go: its ``pairs`` (sorted), the ``crossed`` cells no legal placement
    covers (sorted), and how many legal ``placements`` there are (a pair may hold two, one per way round)."""

    player: int
    pairs: tuple[LegalPair, ...]
    crossed: tuple[Cell, ...]
    placements: int


def legal_map(board: Board, tile: TileSpec, player: int = 0) -> LegalMap:
    """The legal map of ``tile`` held over ``board`` (of ``player``)."""
    lowest: dict[frozenset, tuple[int, int]] = {}
    placements = 0
    for verdict in legal_placements(board, tile):
        placements += 1
        key = frozenset(verdict.placement.cells)
        option = (verdict.level, verdict.pillars_needed)
        if key not in lowest or option < lowest[key]:
            lowest[key] = option
    pairs = []
    for key in sorted(lowest, key=sorted):
        first, second = sorted(key)
        pairs.append(LegalPair((first, second), *lowest[key]))
    covered = {cell for key in lowest for cell in key}
    return LegalMap(player, tuple(pairs), tuple(sorted(cell for cell in board.cells() if cell not in covered)),
                    placements)
