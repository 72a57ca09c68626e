"""One player's Dragonarium: the stack of every cell, pillars and the Assistant.

A cell's stack lists its layers bottom to top: a square printed on the board
(a shrine), tile squares, and pillar tokens under a square. Dragons sit on top
of the stack. Layers are immutable values, so copying a board is cheap.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, Optional, Union

from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.components import BoardSpec, SquareSpec, StartingTileSpec
from dragonarium.rules.model.refusal import Facts, Refusal, Rule
from dragonarium.rules.model.values import Cell, Element, Terrain

PRINTED = "board"
"""The ``tile`` of a square printed on the board itself (a shrine)."""


@dataclass(frozen=True)
class SquareLayer:
    """A square in a stack: its spec, the level of its top face, its stones.

    ``stones`` has one entry per egg space (``None`` when empty). ``tile`` and
    ``part`` name the tile and which of its squares this is.
    """

    square: SquareSpec
    level: int
    tile: str
    part: int = 0
    stones: tuple[Optional[Element], ...] = ()
    hatched: bool = False

    @property
    def terrain(self) -> Optional[Terrain]:
        return self.square.terrain

    @property
    def ready(self) -> bool:
        """True when there is nothing left to fill: no egg, or every space holds a stone."""
        egg = self.square.egg
        return egg is None or self.hatched or all(stone is not None for stone in self.stones)

    @property
    def has_stones(self) -> bool:
        return any(stone is not None for stone in self.stones)

    def needs(self) -> tuple[Optional[Element], ...]:
        """What the egg's empty spaces still need; a half-filled royal egg needs its match."""
        egg = self.square.egg
        if egg is None or self.hatched:
            return ()
        placed_any = [have for want, have in zip(egg.spaces, self.stones) if want is None and have is not None]
        match = placed_any[0] if placed_any else None
        return tuple(match if want is None else want for want, have in zip(egg.spaces, self.stones) if have is None)


@dataclass(frozen=True)
class PillarLayer:
    """``count`` pillar tokens stacked under a square; ``level`` is the top of the stack."""

    count: int
    level: int


Layer = Union[SquareLayer, PillarLayer]


@dataclass(frozen=True)
class CellView:
    """What a player sees of a cell from above."""

    cell: Cell
    level: int
    square: Optional[SquareLayer]
    dragons: tuple[Terrain, ...]

    @property
    def terrains(self) -> frozenset[Terrain]:
        kinds = set(self.dragons)
        if self.square is not None and self.square.terrain is not None:
            kinds.add(self.square.terrain)
        return frozenset(kinds)


@dataclass(frozen=True)
class Coverage:
    """What a placement covered: pillars gained and eggs hatched (their types), and where."""

    pillars_gained: int
    hatched: tuple[Terrain, ...]
    covered: tuple[Cell, ...]
    gained_at: tuple[Cell, ...] = ()
    """The pillar squares covered."""
    hatched_at: tuple[Cell, ...] = ()
    """Where each egg of ``hatched`` was, in the same order."""


class Board:
    """One player's Dragonarium board and personal pieces."""

    __slots__ = ("spec", "stacks", "dragons", "pillars", "fresh_pillars", "step")

    def __init__(self, spec: BoardSpec, pillars: int = 0, step: Optional[int] = None) -> None:
        self.spec = spec
        size = spec.rows * spec.cols
        self.stacks: list[tuple[Layer, ...]] = [()] * size
        self.dragons: list[tuple[Terrain, ...]] = [()] * size
        self.pillars = pillars
        self.fresh_pillars = 0
        self.step = spec.start_step if step is None else step
        for cell, terrain in spec.shrines.items():
            square = SquareSpec(terrain=terrain)
            self.stacks[self.index(cell)] = (SquareLayer(square=square, level=0, tile=PRINTED),)

    @classmethod
    def new(cls, spec: BoardSpec, starting: StartingTileSpec, pillars: int = 3) -> "Board":
        """A board at setup: the starting tile at level 1, the Assistant on its start step."""
        board = cls(spec, pillars=pillars)
        for part, (cell, square) in enumerate(starting.squares):
            board.push_square(cell, square, 1, starting.id, part)
        return board

    # -- reading ---------------------------------------------------------
    def index(self, cell: Cell) -> int:
        return cell[0] * self.spec.cols + cell[1]

    def cell_of(self, index: int) -> Cell:
        return divmod(index, self.spec.cols)

    def on_grid(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.spec.rows and 0 <= cell[1] < self.spec.cols

    def stack(self, cell: Cell) -> tuple[Layer, ...]:
        return self.stacks[self.index(cell)]

    def level(self, cell: Cell) -> int:
        """Level of the cell's top face: 0 for bare board."""
        stack = self.stacks[self.index(cell)]
        return stack[-1].level if stack else 0

    def top(self, cell: Cell) -> Optional[SquareLayer]:
        """The square seen from above, or None for bare board."""
        stack = self.stacks[self.index(cell)]
        if stack:
            layer = stack[-1]
            if isinstance(layer, SquareLayer):
                return layer
        return None

    def dragons_on(self, cell: Cell) -> tuple[Terrain, ...]:
        return self.dragons[self.index(cell)]

    def view(self, cell: Cell) -> CellView:
        return CellView(cell=cell, level=self.level(cell), square=self.top(cell), dragons=self.dragons_on(cell))

    def cells(self) -> Iterable[Cell]:
        return self.spec.cells

    def dragon_count(self, terrain: Optional[Terrain] = None) -> int:
        return sum(1 for group in self.dragons for kind in group if terrain is None or kind is terrain)

    # -- changing ----------------------------------------------------------
    def push_square(self, cell: Cell, square: SquareSpec, level: int, tile: str, part: int) -> None:
        stones = (None,) * len(square.egg.spaces) if square.egg else ()
        layer = SquareLayer(square=square, level=level, tile=tile, part=part, stones=stones)
        index = self.index(cell)
        self.stacks[index] = self.stacks[index] + (layer,)

    def push_pillars(self, cell: Cell, count: int) -> None:
        index = self.index(cell)
        base = self.level(cell)
        self.stacks[index] = self.stacks[index] + (PillarLayer(count=count, level=base + count),)

    def cover(self, cell: Cell) -> tuple[int, Optional[Terrain]]:
        """Mark the cell's top square covered: returns (pillars granted, hatched egg type)."""
        index = self.index(cell)
        stack = self.stacks[index]
        if not stack or not isinstance(stack[-1], SquareLayer):
            return 0, None
        layer = stack[-1]
        if layer.square.is_pillar_square:
            return layer.square.pillars, None
        if layer.square.egg is not None and not layer.hatched:
            hatched = replace(layer, stones=(None,) * len(layer.stones), hatched=True)
            self.stacks[index] = stack[:-1] + (hatched,)
            return 0, layer.square.egg.terrain
        return 0, None

    def add_dragon(self, cell: Cell, terrain: Terrain) -> None:
        index = self.index(cell)
        self.dragons[index] = self.dragons[index] + (terrain,)

    def add_stone(self, cell: Cell, element: Element) -> None:
        """Put a stone on the egg of the cell's top square; raises if it cannot go there."""
        index = self.index(cell)
        layer = self.top(cell)
        space = None if layer is None or layer.square.egg is None or layer.hatched else \
            layer.square.egg.free_space_for(layer.stones, element)
        if layer is None or space is None:
            raise IllegalAction(self.why_no_stone(cell, element) or Refusal(Rule.STONE_SPACE, (cell,)))
        stones = layer.stones[:space] + (element,) + layer.stones[space + 1:]
        self.stacks[index] = self.stacks[index][:-1] + (replace(layer, stones=stones),)

    def why_no_stone(self, cell: Cell, element: Element, **context: object) -> Optional[Refusal]:
        """Why a stone of ``element`` may not go on ``cell`` (None when it may): a gap, a cliff, bare board, a
        square without an egg, a full egg, or an egg without a free space of ``element``. ``context`` adds the
        facts of the action refused (``Facts`` fields)."""
        facts = dict(context, element=element)
        if not self.on_grid(cell):
            return Refusal(Rule.STONE_SPACE, (cell,), Facts(**facts))
        if cell in self.spec.gaps:
            return Refusal(Rule.GAP, (cell,), Facts(**facts))
        if cell in self.spec.cliffs:
            return Refusal(Rule.CLIFF, (cell,), Facts(capacity=self.spec.cliff_capacity, **facts))
        layer = self.top(cell)
        if layer is None:
            return Refusal(Rule.STONE_SPACE, (cell,), Facts(bare=True, levels=(0,), **facts))
        egg = layer.square.egg
        facts.update(top=layer.square, levels=(layer.level,))
        if egg is None:
            return Refusal(Rule.STONE_SPACE, (cell,), Facts(**facts))
        filled = sum(1 for stone in layer.stones if stone is not None)
        facts.update(egg=egg.terrain, filled=filled, spaces=len(layer.stones))
        if layer.ready:
            return Refusal(Rule.STONE_SPACE, (cell,), Facts(**facts))
        if egg.free_space_for(layer.stones, element) is not None:
            return None
        held = next((have for want, have in zip(egg.spaces, layer.stones) if want is None and have is not None), None)
        open_any = any(want is None and have is None for want, have in zip(egg.spaces, layer.stones))
        if held is not None and open_any and held is not element:
            facts["held"] = held
        return Refusal(Rule.STONE_SPACE, (cell,), Facts(missing=layer.needs(), **facts))

    def accepts_stone(self, cell: Cell, element: Element) -> bool:
        layer = self.top(cell)
        if layer is None or layer.square.egg is None or layer.hatched:
            return False
        return layer.square.egg.free_space_for(layer.stones, element) is not None

    def gain_pillars(self, count: int) -> None:
        """Pillars gained during a round: usable only from the next round."""
        self.fresh_pillars += count

    def end_round(self) -> None:
        self.pillars += self.fresh_pillars
        self.fresh_pillars = 0

    # -- identity ----------------------------------------------------------
    def copy(self) -> "Board":
        other = Board.__new__(Board)
        other.spec = self.spec
        other.stacks = list(self.stacks)
        other.dragons = list(self.dragons)
        other.pillars = self.pillars
        other.fresh_pillars = self.fresh_pillars
        other.step = self.step
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return (self.spec.name == other.spec.name and self.stacks == other.stacks and self.dragons == other.dragons
                and self.pillars == other.pillars and self.fresh_pillars == other.fresh_pillars
                and self.step == other.step)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<Board {self.spec.name} step={self.step} pillars={self.pillars}+{self.fresh_pillars}>"
