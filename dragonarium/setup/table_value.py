"""The table being set up, as a value: the position as the writer writes it, the board selected, loose pillars.

``SetupTable`` holds the position as the project's writer writes it
(``position_to_mapping``), the board selected, and the pillar tokens laid on a
cell's top that no tile lies on yet (``loose``: the next tile put there lies on
them, as at the real table). Every table made is read back by the position
loader first (``settle``), so every rule of a table that can exist
(docs/FORMAT.md) holds at every step. Only loose pillars stand in the way of
writing a table: ``to_position`` refuses them.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any, Optional

from dragonarium.rules import Catalog, Cell, DataError, GameState, position_from_data, position_to_mapping
from dragonarium.setup.reasons import Reason, Why
from dragonarium.setup.refused import EditRefused

SOURCE = "<setup>"
PENDING_KEYS = ("pending", "tile", "placed", "nest", "extra_dragon", "element", "steps_left")
"""The position's fields of the decision that waits: kept as stated (the game may skip past a decision that has
no choice, like a draft from an empty site, which a table being set up does not)."""


@dataclass(frozen=True)
class Loose:
    """``count`` pillar tokens on the top of ``cell`` of board ``player`` (from 0), under no tile yet."""

    player: int
    cell: Cell
    count: int


@dataclass(frozen=True)
class SetupTable:
    """A table being set up: its position (as JSON text of the position mapping, so the value is immutable and
    compares by content), the board edits act on (``selected``, from 0) and the loose pillar tokens."""

    position: str
    selected: int = 0
    loose: tuple[Loose, ...] = ()

    def mapping(self) -> dict[str, Any]:
        """A fresh copy of the position mapping (loose pillars not in it)."""
        return dict(json.loads(self.position))

    @property
    def players(self) -> int:
        return len(self.mapping()["players"])

    def loose_on(self, player: int, cell: Cell) -> int:
        """Loose pillar tokens on ``cell`` of board ``player``."""
        return sum(item.count for item in self.loose if item.player == player and item.cell == cell)


def to_state(table: SetupTable, catalog: Catalog) -> GameState:
    """The table as the game plays it (loose pillars, which hold up nothing, are not in it: ``table.loose``)."""
    return position_from_data(table.mapping(), SOURCE, catalog)


def to_position(table: SetupTable) -> dict[str, Any]:
    """The position mapping, as the project's position writer writes it (``write_yaml(path,
    dump_yaml(mapping))``); ``EditRefused`` (``LOOSE_PILLARS``) while pillar tokens hold up no tile."""
    check_complete(table)
    return table.mapping()


def check_complete(table: SetupTable, catalog: Optional[Catalog] = None) -> None:
    """Refuse a table that cannot be written yet: pillar tokens that hold up no tile."""
    if table.loose:
        first = table.loose[0].player
        cells = tuple(item.cell for item in table.loose if item.player == first)
        raise EditRefused(Reason(Why.LOOSE_PILLARS, cells=cells, player=first), catalog)


# -- for the edits' modules ----------------------------------------------------------------------------------------

def text_of(mapping: dict[str, Any]) -> str:
    return json.dumps(mapping, ensure_ascii=False, separators=(",", ":"))


def settle(mapping: dict[str, Any], catalog: Catalog) -> str:
    """The position text of ``mapping`` once the loader accepts it, as the writer writes it, with the decision
    as stated; ``EditRefused`` (``TABLE``, the loader's words) when it refuses."""
    state = load(mapping, catalog)
    written = {key: value for key, value in position_to_mapping(state).items() if key not in PENDING_KEYS}
    written.update((key, mapping[key]) for key in PENDING_KEYS if key in mapping)
    return text_of(written)


def load(mapping: dict[str, Any], catalog: Catalog) -> GameState:
    """The state of a position mapping, or ``EditRefused`` (``TABLE``) with the loader's words."""
    try:
        return position_from_data(mapping, SOURCE, catalog)
    except DataError as error:
        raise EditRefused(Reason(Why.TABLE, detail=error.problem), catalog) from None


def changed(table: SetupTable, mapping: dict[str, Any], catalog: Catalog, **fields: Any) -> SetupTable:
    """``table`` with the position ``mapping`` (checked and written as the writer writes it) and ``fields``."""
    return replace(table, position=settle(mapping, catalog), **fields)

