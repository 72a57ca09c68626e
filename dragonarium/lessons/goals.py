"""What a lesson step asks for, precisely, and what a move that misses it does differently.

A ``Goal`` is a kind of move (a kind of action, named by its verb: ``place``,
``draft``, ``element``...) and criteria it must all meet: the cells, a cell it covers
or touches, the domain it joins, the level, the pillars, the element, the slot.
``Goal.misses`` judges a legal move against each criterion on the table before
and after it, and says for each one missed what was asked and what the move did.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Optional, Protocol

from dragonarium.i18n import N_, _, ngettext
from dragonarium.rules import (ACTIONS, Action, Board, Cell, ChooseElement, Draft, Element, ExtraDragon, FreeStone,
                               GameState, Place, Placement, Terrain, Verdict, a_dragon, a_stone, cell_name, cells_name,
                               check_placement, domains, either, largest_size, listed, score, shown, tile_name)
from dragonarium.lessons import placeholder_words as words


class Kind(str, Enum):
    """The kind of move a step asks for, as goals name it: one for each kind of action, called by its verb
    (``Kind.PLACE``, ``Kind.FREE_STONE``), in the order of ``ACTIONS``. A new kind of action needs its kind of
    goal here (``ACTION_KIND`` refuses to load without it) and its words in ``DOING``."""

    DRAFT = "draft"
    PLACE = "place"
    NEST = "nest"
    EXTRA_DRAGON = "extra-dragon"
    ELEMENT = "element"
    STONE = "stone"
    FREE_STONE = "free-stone"
    TRADE = "trade"


ACTION_KIND = {kind: Kind(kind.verb) for kind in ACTIONS}
"""The kind of goal each kind of action makes."""
DOING = {Kind.PLACE: N_("place the tile"), Kind.DRAFT: N_("take a tile from the planning site"),
         Kind.ELEMENT: N_("choose the Assistant's element"), Kind.STONE: N_("put the step's stone on an egg"),
         Kind.NEST: N_("nest the dragon"), Kind.FREE_STONE: N_("place the stone of your choice"),
         Kind.EXTRA_DRAGON: N_("place the extra dragon"), Kind.TRADE: N_("trade pillars for a stone")}
"""Each kind of move in words, after "to" (messages: translated where they are said)."""

FIRE, WATER, AIR, ROYAL = Terrain.FIRE, Terrain.WATER, Terrain.AIR, Terrain.ROYAL
JOIN = {FIRE: N_("the tile to join your fire domain"), WATER: N_("the tile to join your water domain"),
        AIR: N_("the tile to join your air domain"), ROYAL: N_("the tile to join your royal domain")}
NO_SQUARE = {FIRE: N_("the tile has no fire square"), WATER: N_("the tile has no water square"),
             AIR: N_("the tile has no air square"), ROYAL: N_("the tile has no royal square")}
AT_LEAST = {
    None: lambda n: ngettext("at least {count} point in all", "at least {count} points in all", n),
    FIRE: lambda n: ngettext("at least {count} point of fire", "at least {count} points of fire", n),
    WATER: lambda n: ngettext("at least {count} point of water", "at least {count} points of water", n),
    AIR: lambda n: ngettext("at least {count} point of air", "at least {count} points of air", n),
    ROYAL: lambda n: ngettext("at least {count} point of royal", "at least {count} points of royal", n),
}
WALKS = {
    Element.FIRE: lambda n: ngettext("fire, which walks {count} step", "fire, which walks {count} steps", n),
    Element.WATER: lambda n: ngettext("water, which walks {count} step", "water, which walks {count} steps", n),
    Element.AIR: lambda n: ngettext("air, which walks {count} step", "air, which walks {count} steps", n),
}
PIECE_ON = {Kind.STONE: N_("the stone on {cells}"), Kind.NEST: N_("the dragon on {cells}"),
            Kind.TRADE: N_("the traded stone on {cells}"), Kind.FREE_STONE: N_("the stone on {cells}"),
            Kind.EXTRA_DRAGON: N_("the extra dragon on {cells}")}
"""What a cell goal places, on one of its cells (``CellIs.what``)."""


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
        return _("the tile on {cells}").format(cells=cells_name(sorted(self.cells)))

    def miss(self, move: Move) -> Optional[str]:
        return None if frozenset(move.cells) == self.cells else _("yours went on {cells}").format(cells=_where(move))


@dataclass(frozen=True)
class Covers:
    """One of the tile's squares lies on ``cell``."""

    cell: Cell

    def wanted(self, state: GameState) -> str:
        return _("a square on {cell}").format(cell=cell_name(self.cell))

    def miss(self, move: Move) -> Optional[str]:
        return None if self.cell in move.cells else _("yours went on {cells}").format(cells=_where(move))


@dataclass(frozen=True)
class Touches:
    """One of the tile's squares lies next to ``cell`` (edge to edge, not on it)."""

    cell: Cell

    def wanted(self, state: GameState) -> str:
        return _("a square next to {cell}").format(cell=cell_name(self.cell))

    def miss(self, move: Move) -> Optional[str]:
        if any(self.cell in neighbours(cell) for cell in move.cells):
            return None
        return _("{cells} are not next to it").format(cells=_where(move))


@dataclass(frozen=True)
class Joins:
    """After the move, a square of the tile belongs to a domain of ``terrain`` with squares that were there before."""

    terrain: Terrain

    def wanted(self, state: GameState) -> str:
        return shown(JOIN[self.terrain])

    def miss(self, move: Move) -> Optional[str]:
        before = {cell for domain in domains(move.board, self.terrain) for cell in domain.cells} - set(move.cells)
        for domain in domains(move.after_board, self.terrain):
            if set(move.cells) & domain.cells and before & domain.cells:
                return None
        if not any(square.terrain is self.terrain for square in move.verdict().tile.squares):
            return shown(NO_SQUARE[self.terrain])
        return _("on {cells} it stays apart from it").format(cells=_where(move))


@dataclass(frozen=True)
class Apart:
    """No square of the tile lies next to a square already on the board."""

    def wanted(self, state: GameState) -> str:
        return _("the tile to lie apart, touching none of your squares")

    def miss(self, move: Move) -> Optional[str]:
        board = move.board
        touched = sorted({n for cell in move.cells for n in neighbours(cell) if n not in move.cells
                          and board.on_grid(n) and board.top(n) is not None and board.level(n) > 0})
        if not touched:
            return None
        return _("on {cells} it touches {touched}").format(cells=_where(move), touched=cells_name(touched))


@dataclass(frozen=True)
class Level:
    """The tile lies on ``level``."""

    level: int

    def wanted(self, state: GameState) -> str:
        return _("the tile on level {level}").format(level=self.level)

    def miss(self, move: Move) -> Optional[str]:
        level = move.verdict().level
        if level == self.level:
            return None
        return _("on {cells} the tile lies on level {level}").format(cells=_where(move), level=level)


@dataclass(frozen=True)
class Pillars:
    """The tile stands on exactly ``count`` pillars."""

    count: int

    def wanted(self, state: GameState) -> str:
        if not self.count:
            return _("no pillar under the tile")
        return ngettext("{count} pillar under the tile", "{count} pillars under the tile",
                        self.count).format(count=self.count)

    def miss(self, move: Move) -> Optional[str]:
        needed = move.verdict().pillars_needed
        if needed == self.count:
            return None
        if not needed:
            return _("on {cells} it stands on no pillar").format(cells=_where(move))
        return ngettext("on {cells} it stands on {count} pillar", "on {cells} it stands on {count} pillars",
                        needed).format(cells=_where(move), count=needed)


@dataclass(frozen=True)
class Hatches:
    """The tile hatches an egg (or, with ``hatch`` false, none)."""

    hatch: bool

    def wanted(self, state: GameState) -> str:
        return _("a tile that hatches an egg") if self.hatch else _("a tile that hatches no egg")

    def miss(self, move: Move) -> Optional[str]:
        board = move.board
        hatches = any((top := board.top(cell)) is not None and top.square.egg is not None and not top.hatched
                      for cell in move.cells)
        if hatches == self.hatch:
            return None
        if self.hatch:
            return _("no ready egg lies under {cells}").format(cells=_where(move))
        return _("it covers a ready egg on {cells}").format(cells=_where(move))


@dataclass(frozen=True)
class Scores:
    """After the move ``terrain`` (or, when None, the whole board) scores at least ``at_least``."""

    terrain: Optional[Terrain]
    at_least: int

    def wanted(self, state: GameState) -> str:
        return AT_LEAST[self.terrain](self.at_least).format(count=self.at_least)

    def _points(self, board: Board) -> int:
        sheet = score(board)
        return sheet.types[self.terrain].points if self.terrain is not None else sheet.total

    def miss(self, move: Move) -> Optional[str]:
        points = self._points(move.after_board)
        if points >= self.at_least:
            return None
        return ngettext("that move makes {count} point", "that move makes {count} points", points).format(count=points)


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
            return _("the {tile}, which is not on the planning site").format(
                tile=tile_name(state.tile(self.tile or "")))
        return _("the {tile} in {slot}").format(tile=tile_name(state.tile(state.site[slot])),
                                               slot=words.slot_words(slot))

    def miss(self, move: Move) -> Optional[str]:
        assert isinstance(move.action, Draft)
        slot = move.action.slot
        if slot == self._slot(move.before):
            return None
        taken = tile_name(move.before.tile(move.before.site[slot]))
        return _("you took the {tile} in {slot}").format(tile=taken, slot=words.slot_words(slot))


@dataclass(frozen=True)
class ElementIs:
    element: Element

    def wanted(self, state: GameState) -> str:
        steps = largest_size(state.board, self.element.terrain)
        return WALKS[self.element](steps).format(count=steps)

    def miss(self, move: Move) -> Optional[str]:
        assert isinstance(move.action, ChooseElement)
        chosen = move.action.element
        if chosen is self.element:
            return None
        steps = largest_size(move.board, chosen.terrain)
        return _("you chose {element}").format(element=WALKS[chosen](steps).format(count=steps))


@dataclass(frozen=True)
class CellIs:
    """The stone, dragon or traded stone goes on one of ``cells``; ``what`` says it with a ``{cells}``
    placeholder (one of ``PIECE_ON``, a message)."""

    cells: tuple[Cell, ...]
    what: str

    def wanted(self, state: GameState) -> str:
        return shown(self.what).format(cells=either([cell_name(cell) for cell in self.cells]))

    def miss(self, move: Move) -> Optional[str]:
        return None if move.cells[0] in self.cells else _("you chose {cell}").format(cell=cell_name(move.cells[0]))


@dataclass(frozen=True)
class StoneElement:
    element: Element

    def wanted(self, state: GameState) -> str:
        return a_stone(self.element)

    def miss(self, move: Move) -> Optional[str]:
        assert isinstance(move.action, FreeStone)
        chosen = move.action.element
        return None if chosen is self.element else _("you chose {stone}").format(stone=a_stone(chosen))


@dataclass(frozen=True)
class DragonType:
    terrain: Terrain

    def wanted(self, state: GameState) -> str:
        return a_dragon(self.terrain)

    def miss(self, move: Move) -> Optional[str]:
        assert isinstance(move.action, ExtraDragon)
        chosen = move.action.terrain
        return None if chosen is self.terrain else _("you chose {dragon}").format(dragon=a_dragon(chosen))


def for_each(parts: list[str]) -> str:
    """``A and for B``: what a step asks, one thing after another, after "asks for"."""
    text = parts[0]
    for part in parts[1:]:
        text = _("{asked} and for {more}").format(asked=text, more=part)
    return text


@dataclass(frozen=True)
class Goal:
    """A kind of move and every criterion it must meet."""

    kind: Kind
    criteria: tuple[Criterion, ...]

    def request(self, state: GameState) -> str:
        """The whole goal as a sentence: ``This step asks for level 1 and for a square next to C2.``"""
        parts = [criterion.wanted(state) for criterion in self.criteria]
        if not parts:
            return _("This step asks you to {doing}.").format(doing=shown(DOING[self.kind]))
        return _("This step asks for {wanted}.").format(wanted=for_each(parts))

    def asked(self, state: GameState) -> str:
        """What the goal asks for, said in a lesson's text: ``level 1 and a square next to C2``."""
        parts = [criterion.wanted(state) for criterion in self.criteria]
        return listed(parts) if parts else shown(DOING[self.kind])

    def other_kind(self, action: Action) -> Optional[Kind]:
        """None when ``action`` is the kind of move asked for; otherwise the kind it is."""
        kind = ACTION_KIND[type(action)]
        return None if kind is self.kind else kind

    def misses(self, move: Move) -> list[str]:
        """For each criterion the legal ``move`` misses: what was asked and, in brackets, what the move did."""
        found = []
        for criterion in self.criteria:
            miss = criterion.miss(move)
            if miss is not None:
                found.append(_("{wanted} ({instead})").format(wanted=criterion.wanted(move.before), instead=miss))
        return found
