"""Value types for the physical components, as read from the data files."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from typing import Mapping, Optional

from dragonarium.i18n import _, shown
from dragonarium.rules.model.errors import DragonariumError
from dragonarium.rules.model.values import Cell, Element, Terrain

EGG_SPACES = 3
"""Most element spaces on one egg (a royal egg has exactly two)."""


@dataclass(frozen=True)
class EggSpec:
    """An egg printed on a territory square.

    ``spaces`` lists what each element space takes: an element, or ``None`` for
    "any element". All "any" spaces of one egg must end up holding the same
    element (a royal egg's two stones match).
    """

    terrain: Terrain
    spaces: tuple[Optional[Element], ...]

    def free_space_for(self, stones: tuple[Optional[Element], ...], element: Element) -> Optional[int]:
        """Index of the first empty space that may take ``element``, or None."""
        any_taken: Optional[Element] = None
        for want, have in zip(self.spaces, stones):
            if want is None and have is not None:
                any_taken = have
        for index, (want, have) in enumerate(zip(self.spaces, stones)):
            if have is not None:
                continue
            if want == element or (want is None and any_taken in (None, element)):
                return index
        return None


@dataclass(frozen=True)
class SquareSpec:
    """One square: a territory square (type, maybe an egg) or a pillar square."""

    terrain: Optional[Terrain]
    egg: Optional[EggSpec] = None
    pillars: int = 0

    @property
    def is_pillar_square(self) -> bool:
        return self.terrain is None


@dataclass(frozen=True)
class TileSpec:
    """A territory tile: two squares, in the set of a player count."""

    id: str
    set: int
    squares: tuple[SquareSpec, SquareSpec]


@dataclass(frozen=True)
class StartingTileSpec:
    """A starting tile: squares at fixed cells of the board, placed at level 1."""

    id: str
    squares: tuple[tuple[Cell, SquareSpec], ...]

    @property
    def cells(self) -> tuple[Cell, ...]:
        return tuple(cell for cell, _ in self.squares)


class Axis(str, Enum):
    ROW = "row"
    COL = "col"


@dataclass(frozen=True)
class Line:
    """A row or a column of the grid that a track step looks along."""

    axis: Axis
    index: int

    def cells(self, rows: int, cols: int) -> tuple[Cell, ...]:
        if self.axis is Axis.ROW:
            return tuple((self.index, c) for c in range(cols))
        return tuple((r, self.index) for r in range(rows))


class Reward(str, Enum):
    """What stepping onto a reward step gives (Church Ruins)."""

    STONE = "stone"
    PILLAR = "pillar"


@dataclass(frozen=True)
class TrackStep:
    """One step of the Assistant's track.

    ``at`` is where the step is drawn: on the ring around the grid (row or col
    -1 or 5 on a 5 x 5 grid), or a grid cell for a shrine step.
    """

    at: Cell
    lines: tuple[Line, ...]
    reward: Optional[Reward] = None
    shrine: bool = False


class PillarSource(str, Enum):
    """Where supporting pillars come from."""

    PLAYER = "player"
    SUPPLY = "supply"


@dataclass(frozen=True)
class TradeSpec:
    """A trade a player may make on their own turn (Marble Quarry)."""

    pillars: int
    element: Element


@dataclass(frozen=True)
class BoardSpec:
    """One side of a player board."""

    name: str
    title: str
    rows: int
    cols: int
    track: tuple[TrackStep, ...]
    start_step: int = 0
    gaps: frozenset[Cell] = frozenset()
    cliffs: frozenset[Cell] = frozenset()
    cliff_capacity: int = 2
    shrines: Mapping[Cell, Terrain] = field(default_factory=dict)
    pillar_source: PillarSource = PillarSource.PLAYER
    trade: Optional[TradeSpec] = None
    solo_bonus: int = 0

    def __hash__(self) -> int:
        return hash(self.name)

    @property
    def shown_title(self) -> str:
        """The side's title in the language in use (see ``titles``)."""
        return shown(self.title)

    def on_grid(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.rows and 0 <= cell[1] < self.cols

    @cached_property
    def cells(self) -> tuple[Cell, ...]:
        return tuple((r, c) for r in range(self.rows) for c in range(self.cols))

    @cached_property
    def step_cells(self) -> tuple[tuple[Cell, ...], ...]:
        """For each track step, the cells its lines look along, each once, in row order."""
        return tuple(tuple(sorted({cell for line in step.lines for cell in line.cells(self.rows, self.cols)}))
                     for step in self.track)


@dataclass(frozen=True)
class SoloRank:
    """A rank of the solo table: reached from ``minimum`` points (before a side's bonus)."""

    minimum: int
    title: str

    @property
    def shown_title(self) -> str:
        """The rank's title in the language in use (see ``titles``)."""
        return shown(self.title)


@dataclass(frozen=True)
class SoloTable:
    """The solo score table, best rank first."""

    ranks: tuple[SoloRank, ...]

    def rank(self, score: int, bonus: int = 0) -> SoloRank:
        """The rank a solo score earns on a side whose thresholds rise by ``bonus``."""
        for rank in self.ranks:
            if score >= rank.minimum + bonus:
                return rank
        return self.ranks[-1]


@dataclass(frozen=True)
class Catalog:
    """Everything the data files describe."""

    tiles: Mapping[str, TileSpec]
    starting_tiles: tuple[StartingTileSpec, ...]
    boards: Mapping[str, BoardSpec]
    solo: SoloTable
    dragons_per_type: int = 12
    starting_pillars: int = 3

    def __hash__(self) -> int:
        return id(self)

    def tiles_for(self, players: int) -> tuple[TileSpec, ...]:
        """The tiles used by a player count (solo plays with the 2-player set)."""
        limit = max(2, players)
        return tuple(t for t in self.tiles.values() if t.set <= limit)

    def board(self, name: str) -> BoardSpec:
        try:
            return self.boards[name]
        except KeyError:
            known = ", ".join(sorted(self.boards))
            raise DragonariumError(_("unknown board side {name}; known sides: {known}").format(
                name=repr(name), known=known)) from None
