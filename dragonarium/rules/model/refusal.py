"""Why the rules refuse a move, as values: the rule broken, the cells involved and the facts that break it.

The engine decides once why an action or a placement is refused and says it as
``Refusal`` values (``IllegalAction`` carries them); every front end words the
same values where it shows them (``text.refusal_words``, the "Why?" panel, the
command line's JSON). A refusal holds no translated text.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, Callable, Optional

from dragonarium.rules.model.actions import Action
from dragonarium.rules.model.components import Axis, Line, SquareSpec, TileSpec
from dragonarium.rules.model.decision import Phase
from dragonarium.rules.model.values import Cell, Element, Terrain
from dragonarium.rules.model.cell_names import cell_name, column_name, on_grid, row_name
from dragonarium.rules.model.short_form import square_text


class Rule(str, Enum):
    """Every rule an action or a placement can break; the values are stable ids (they appear in JSON)."""

    # a tile and where it goes
    OFF_BOARD = "off-board"
    GAP = "gap"
    CLIFF = "cliff"
    DRAGON = "dragon"
    UNREADY_EGG = "unready-egg"
    SHRINE_ASSISTANT = "shrine-assistant"
    PILLARS = "pillars"
    TILE_SHAPE = "tile-shape"
    """The two squares of a tile lie side by side."""
    # dragons
    NEST_PLACE = "nest-place"
    ONE_DRAGON = "one-dragon"
    EXTRA_OFF_CLIFF = "extra-off-cliff"
    EXTRA_TYPE = "extra-dragon-type"
    """The extra dragon of a full cliff is of a type on that cliff, with dragons left in the supply."""
    # stones and trades
    STONE_LINE = "stone-line"
    STONE_SPACE = "stone-space"
    """A stone (a step's, one of one's choice, a trade's) goes into an empty space of its element on a top egg."""
    TRADE_COST = "trade-cost"
    TRADE_SIDE = "trade-side"
    """Only the Marble Quarry side trades pillars for stones."""
    # the turn
    NO_SLOT = "no-slot"
    """A draft names a slot of the planning site that holds a tile."""
    GAME_OVER = "game-over"
    OUT_OF_TURN = "out-of-turn"
    """The action is not of the kind the pending decision takes."""
    NOTHING_TO_UNDO = "nothing-to-undo"
    NOTHING_TO_REDO = "nothing-to-redo"
    NOT_A_CHOICE = "not-a-choice"
    """The last resort: of the decision's kind, but not one of its choices (no rule above says why)."""


@dataclass(frozen=True, repr=False, init=False)
class Facts:
    """The facts that break a rule, as values; each rule sets the fields it has, the others stay empty.

    ``square`` counts a tile's squares from 1; ``levels`` gives the level of each cell of the refusal, in order;
    ``missing`` the stones an egg still needs (None: one of any element, or matching the stone already there).
    """

    action: Optional[Action] = None
    """The action refused (a placement's is the ``Place`` of its two cells)."""
    tile: Optional[TileSpec] = None
    """The tile being placed."""
    square: Optional[int] = None
    under_pillars: Optional[bool] = None
    """True when the pillars under the square, not the square itself, would stand on the cell."""
    levels: tuple[int, ...] = ()
    tile_level: Optional[int] = None
    pillars_needed: Optional[int] = None
    pillars_usable: Optional[int] = None
    pillars_fresh: Optional[int] = None
    """Pillars gained this round, usable from the next."""
    dragons: tuple[Terrain, ...] = ()
    """The dragons on the cell."""
    cliff: Optional[bool] = None
    """Whether the cell is a cliff square (where a dragon would nest)."""
    capacity: Optional[int] = None
    """How many dragons a cliff square holds."""
    top: Optional[SquareSpec] = None
    """The top square on the cell (for a stone); None with ``bare`` for bare board."""
    bare: Optional[bool] = None
    egg: Optional[Terrain] = None
    missing: tuple[Optional[Element], ...] = ()
    filled: Optional[int] = None
    spaces: Optional[int] = None
    held: Optional[Element] = None
    """The stone a royal egg holds, which its other space must match."""
    shrine: Optional[Terrain] = None
    step: Optional[int] = None
    lines: tuple[Line, ...] = ()
    """The rows and columns the Assistant looks along from ``step``."""
    element: Optional[Element] = None
    """The stone's element."""
    dragon: Optional[Terrain] = None
    """The type of the dragon to place."""
    types: tuple[Terrain, ...] = ()
    """The types the extra dragon may be."""
    placed: tuple[Cell, ...] = ()
    """The squares of the tile just placed."""
    allowed: tuple[Cell, ...] = ()
    """The cells that would be allowed instead."""
    slot: Optional[int] = None
    """A site slot, from 0 (written from 1)."""
    slots: Optional[int] = None
    phase: Optional[Phase] = None
    """The decision pending."""
    cost: Optional[int] = None
    """The pillars a trade costs."""

    def __init__(self, **given: Any) -> None:
        # only the fields given are stored; the others read the class's defaults: a refused placement is judged on
        # every mouse move, and setting some thirty fields each time would cost ten times as much
        unknown = set(given) - _NAMES
        if unknown:
            raise TypeError(f"Facts has no field {', '.join(sorted(unknown))}")
        for name, value in given.items():
            object.__setattr__(self, name, value)

    def __repr__(self) -> str:
        """Only the fields set: ``Facts(square=2, levels=(1,))``."""
        shown = (f"{field.name}={getattr(self, field.name)!r}" for field in fields(self)
                 if getattr(self, field.name) not in (None, ()))
        return f"Facts({', '.join(shown)})"

    def to_json(self) -> dict[str, Any]:
        """The facts set, as plain JSON: cells in the board notation (null off the board), elements and types by
        their ids, a tile by its id, a square in its short form, a row by its number and a column by its letter,
        a slot counted from 1, an action as a record writes it (and its ``kind``, the action's first word)."""
        out: dict[str, Any] = {}
        for field in fields(self):
            value = getattr(self, field.name)
            if value is None or value == ():
                continue
            out[field.name] = _JSON.get(field.name, _plain)(value)
            if field.name == "action":
                out["kind"] = str(value).split(" ", 1)[0]
        return out


_NAMES = frozenset(field.name for field in fields(Facts))


def cell_json(cell: Cell) -> Optional[str]:
    """A cell in JSON: ``B3``; null for a place off the board (it has no name)."""
    return cell_name(cell) if on_grid(cell) else None


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [_plain(item) for item in value]
    return value


def _line(line: Line) -> str:
    return row_name(line.index) if line.axis is Axis.ROW else column_name(line.index)


_JSON: dict[str, Callable[[Any], Any]] = {
    "action": str,
    "tile": lambda tile: tile.id,
    "top": square_text,
    "missing": lambda needs: ["any" if need is None else need.value for need in needs],
    "lines": lambda lines: [_line(line) for line in lines],
    "placed": lambda cells: [cell_json(cell) for cell in cells],
    "allowed": lambda cells: [cell_json(cell) for cell in cells],
    "slot": lambda slot: slot + 1,
}

NO_FACTS = Facts()


@dataclass(frozen=True)
class Refusal:
    """One rule a move breaks: the ``rule``, the ``cells`` involved (board cells, in order: the one that breaks
    the rule first) and the ``facts`` that break it."""

    rule: Rule
    cells: tuple[Cell, ...] = ()
    facts: Facts = NO_FACTS

    @property
    def cell(self) -> Optional[Cell]:
        """The cell that breaks the rule (the first of ``cells``), or None."""
        return self.cells[0] if self.cells else None

    def to_json(self) -> dict[str, Any]:
        """``{"rule": id, "cells": ["B3", ...], "facts": {...}}``."""
        return {"rule": self.rule.value, "cells": [cell_json(cell) for cell in self.cells],
                "facts": self.facts.to_json()}
