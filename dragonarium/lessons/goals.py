"""What a lesson step asks for, precisely, and what a move that misses it does differently.

A ``Goal`` is a kind of move (place, draft, element, stone, nest, free-stone,
extra-dragon, trade) and criteria it must all meet: the cells, a cell it covers
or touches, the domain it joins, the level, the pillars, the element, the slot.
``Goal.misses`` judges a legal move against each criterion on the table before
and after it, and says for each one missed what was asked and what the move did.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Optional, Protocol

from ..rules import (Action, Board, Cell, ChooseElement, Draft, Element, ExtraDragon, FreeStone, GameState, Nest,
                     Place, Placement, Stone, Terrain, Trade, Verdict, amount, article, cell_name, cells_name,
                     check_placement, domains, largest_size, score, slot_name, tile_name)


class Kind(str, Enum):
    """The kind of move a step asks for, as goals name it."""

    PLACE = "place"
    DRAFT = "draft"
    ELEMENT = "element"
    STONE = "stone"
    NEST = "nest"
    FREE_STONE = "free-stone"
    EXTRA_DRAGON = "extra-dragon"
    TRADE = "trade"


ACTION_KIND = {Place: Kind.PLACE, Draft: Kind.DRAFT, ChooseElement: Kind.ELEMENT, Stone: Kind.STONE, Nest: Kind.NEST,
               FreeStone: Kind.FREE_STONE, ExtraDragon: Kind.EXTRA_DRAGON, Trade: Kind.TRADE}
DOING = {Kind.PLACE: "place the tile", Kind.DRAFT: "take a tile from the planning site",
         Kind.ELEMENT: "choose the Assistant's element", Kind.STONE: "put the step's stone on an egg",
         Kind.NEST: "nest the dragon", Kind.FREE_STONE: "place the stone of your choice",
         Kind.EXTRA_DRAGON: "place the extra dragon", Kind.TRADE: "trade pillars for a stone"}
"""Each kind of move in words, after "to"."""


@dataclass(frozen=True)
class Move:
    """A legal move being judged: the table before it, the action, and the table after it."""

    before: GameState
    action: Action
    after: GameState

    @property
    def board(self) -> Board:
        return self.before.board

    @property
    def after_board(self) -> Board:
        return self.after.boards[self.before.current]

    @property
    def cells(self) -> tuple[Cell, ...]:
        action = self.action
        if isinstance(action, Place):
            return action.cells
        cell = getattr(action, "cell", None)
        return () if cell is None else (cell,)

    def verdict(self) -> Verdict:
        assert isinstance(self.action, Place)
        tile = self.before.tile(self.before.pending().tile or "")
        return check_placement(self.board, tile, Placement(self.action.cells))


class Criterion(Protocol):
    """One thing a step asks of a move."""

    def wanted(self, state: GameState) -> str:
        """What is asked, after "asks for": ``a square next to C2``."""

    def miss(self, move: Move) -> Optional[str]:
        """None when the move meets it; otherwise what the move did instead: ``A1 and B1 are not next to it``."""


def _where(move: Move) -> str:
    return cells_name(move.cells)


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    r, c = cell
    return ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))


@dataclass(frozen=True)
class OnCells:
    """The tile goes on exactly these two cells (either way round)."""

    cells: frozenset[Cell]

    def wanted(self, state: GameState) -> str:
        return f"the tile on {cells_name(sorted(self.cells))}"

    def miss(self, move: Move) -> Optional[str]:
        return None if frozenset(move.cells) == self.cells else f"yours went on {_where(move)}"


@dataclass(frozen=True)
class Covers:
    """One of the tile's squares lies on ``cell``."""

    cell: Cell

    def wanted(self, state: GameState) -> str:
        return f"a square on {cell_name(self.cell)}"

    def miss(self, move: Move) -> Optional[str]:
        return None if self.cell in move.cells else f"yours went on {_where(move)}"


@dataclass(frozen=True)
class Touches:
    """One of the tile's squares lies next to ``cell`` (edge to edge, not on it)."""

    cell: Cell

    def wanted(self, state: GameState) -> str:
        return f"a square next to {cell_name(self.cell)}"

    def miss(self, move: Move) -> Optional[str]:
        if any(self.cell in neighbours(cell) for cell in move.cells):
            return None
        return f"{_where(move)} are not next to it"


@dataclass(frozen=True)
class Joins:
    """After the move, a square of the tile belongs to a domain of ``terrain`` with squares that were there before."""

    terrain: Terrain

    def wanted(self, state: GameState) -> str:
        return f"the tile to join your {self.terrain.value} domain"

    def miss(self, move: Move) -> Optional[str]:
        before = {cell for domain in domains(move.board, self.terrain) for cell in domain.cells} - set(move.cells)
        for domain in domains(move.after_board, self.terrain):
            if set(move.cells) & domain.cells and before & domain.cells:
                return None
        if not any(square.terrain is self.terrain for square in move.verdict().tile.squares):
            return f"the tile has no {self.terrain.value} square"
        return f"on {_where(move)} it stays apart from it"


@dataclass(frozen=True)
class Apart:
    """No square of the tile lies next to a square already on the board."""

    def wanted(self, state: GameState) -> str:
        return "the tile to lie apart, touching none of your squares"

    def miss(self, move: Move) -> Optional[str]:
        board = move.board
        touched = sorted({n for cell in move.cells for n in neighbours(cell) if n not in move.cells
                          and board.on_grid(n) and board.top(n) is not None and board.level(n) > 0})
        return None if not touched else f"on {_where(move)} it touches {cells_name(touched)}"


@dataclass(frozen=True)
class Level:
    """The tile lies on ``level``."""

    level: int

    def wanted(self, state: GameState) -> str:
        return f"level {self.level}"

    def miss(self, move: Move) -> Optional[str]:
        level = move.verdict().level
        return None if level == self.level else f"on {_where(move)} the tile lies on level {level}"


@dataclass(frozen=True)
class Pillars:
    """The tile stands on exactly ``count`` pillars."""

    count: int

    def wanted(self, state: GameState) -> str:
        return f"{_pillars(self.count)} under the tile"

    def miss(self, move: Move) -> Optional[str]:
        needed = move.verdict().pillars_needed
        return None if needed == self.count else f"on {_where(move)} it stands on {_pillars(needed)}"


def _pillars(count: int) -> str:
    return "no pillar" if count == 0 else amount(count, "pillar")


@dataclass(frozen=True)
class Hatches:
    """The tile hatches an egg (or, with ``hatch`` false, none)."""

    hatch: bool

    def wanted(self, state: GameState) -> str:
        return "a tile that hatches an egg" if self.hatch else "a tile that hatches no egg"

    def miss(self, move: Move) -> Optional[str]:
        board = move.board
        hatches = any((top := board.top(cell)) is not None and top.square.egg is not None and not top.hatched
                      for cell in move.cells)
        if hatches == self.hatch:
            return None
        return f"no ready egg lies under {_where(move)}" if self.hatch else f"it covers a ready egg on {_where(move)}"


@dataclass(frozen=True)
class Scores:
    """After the move ``terrain`` (or, when None, the whole board) scores at least ``at_least``."""

    terrain: Optional[Terrain]
    at_least: int

    def wanted(self, state: GameState) -> str:
        kind = f" of {self.terrain.value}" if self.terrain else " in all"
        return f"at least {amount(self.at_least, 'point')}{kind}"

    def _points(self, board: Board) -> int:
        sheet = score(board)
        return sheet.types[self.terrain].points if self.terrain is not None else sheet.total

    def miss(self, move: Move) -> Optional[str]:
        points = self._points(move.after_board)
        return None if points >= self.at_least else f"that move makes {amount(points, 'point')}"


@dataclass(frozen=True)
class SlotIs:
    """The tile drafted is the one in ``slot``, or (``tile``) the one with that id wherever it lies."""

    slot: Optional[int] = None
    tile: Optional[str] = None

    def _slot(self, state: GameState) -> Optional[int]:
        if self.tile is not None:
            return state.site.index(self.tile) if self.tile in state.site else None
        return self.slot

    def wanted(self, state: GameState) -> str:
        slot = self._slot(state)
        if slot is None or slot >= len(state.site):
            return f"the {tile_name(state.tile(self.tile or ''))}, which is not on the planning site"
        return f"the {tile_name(state.tile(state.site[slot]))} in slot {slot_name(slot)}"

    def miss(self, move: Move) -> Optional[str]:
        assert isinstance(move.action, Draft)
        slot = move.action.slot
        if slot == self._slot(move.before):
            return None
        return f"you took the {tile_name(move.before.tile(move.before.site[slot]))} in slot {slot_name(slot)}"


@dataclass(frozen=True)
class ElementIs:
    element: Element

    def wanted(self, state: GameState) -> str:
        steps = largest_size(state.board, self.element.terrain)
        return f"{self.element.value}, which walks {amount(steps, 'step')}"

    def miss(self, move: Move) -> Optional[str]:
        assert isinstance(move.action, ChooseElement)
        chosen = move.action.element
        if chosen is self.element:
            return None
        return f"you chose {chosen.value}, which walks {amount(largest_size(move.board, chosen.terrain), 'step')}"


@dataclass(frozen=True)
class CellIs:
    """The stone, dragon or traded stone goes on one of ``cells``; ``what`` names it."""

    cells: tuple[Cell, ...]
    what: str

    def wanted(self, state: GameState) -> str:
        return f"{self.what} on {' or '.join(cell_name(cell) for cell in self.cells)}"

    def miss(self, move: Move) -> Optional[str]:
        return None if move.cells[0] in self.cells else f"you chose {cell_name(move.cells[0])}"


@dataclass(frozen=True)
class StoneElement:
    element: Element

    def wanted(self, state: GameState) -> str:
        return article(f"{self.element.value} stone")

    def miss(self, move: Move) -> Optional[str]:
        assert isinstance(move.action, FreeStone)
        chosen = move.action.element
        return None if chosen is self.element else f"you chose {article(chosen.value + ' stone')}"


@dataclass(frozen=True)
class DragonType:
    terrain: Terrain

    def wanted(self, state: GameState) -> str:
        return article(f"{self.terrain.value} dragon")

    def miss(self, move: Move) -> Optional[str]:
        assert isinstance(move.action, ExtraDragon)
        chosen = move.action.terrain
        return None if chosen is self.terrain else f"you chose {article(chosen.value + ' dragon')}"


@dataclass(frozen=True)
class Goal:
    """A kind of move and every criterion it must meet."""

    kind: Kind
    criteria: tuple[Criterion, ...]

    def wanted(self, state: GameState) -> str:
        """The whole goal in words, after "asks": ``for level 1 and for a square next to C2``."""
        parts = [criterion.wanted(state) for criterion in self.criteria]
        return "for " + " and for ".join(parts) if parts else f"you to {DOING[self.kind]}"

    def asked(self, state: GameState) -> str:
        """What the goal asks for, said in a lesson's text: ``level 1 and a square next to C2``."""
        parts = [criterion.wanted(state) for criterion in self.criteria]
        if not parts:
            return DOING[self.kind]
        return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]

    def kind_miss(self, action: Action) -> Optional[str]:
        """None when ``action`` is the kind of move asked for; otherwise what it is instead."""
        kind = ACTION_KIND[type(action)]
        return None if kind is self.kind else f"this step asks you to {DOING[self.kind]}, not to {DOING[kind]}"

    def misses(self, move: Move) -> list[str]:
        """For each criterion the legal ``move`` misses: what was asked and what the move did."""
        found = []
        for criterion in self.criteria:
            miss = criterion.miss(move)
            if miss is not None:
                found.append(f"{criterion.wanted(move.before)} ({miss})")
        return found
