"""Setting a table up by hand: an empty table or one from a game, edits applied one by one or as a list.

``apply_edit`` makes a new ``SetupTable`` (``table_value``) or raises
``EditRefused`` with the reason as a value; ``build`` applies an edit list and
names its first bad line.
"""
from __future__ import annotations

from typing import Any, Iterable, Optional, Sequence

from dragonarium.rules import (POSITION_FORMAT, VERSION, Catalog, Cell, DragonariumError, GameState,
                               position_to_mapping)
from dragonarium.setup.board_edits import BOARD_EDITS, new_player
from dragonarium.setup.edits import Edit, EditSyntaxError, parse_edit
from dragonarium.setup.game_edits import GAME_EDITS
from dragonarium.setup.refused import EditRefused
from dragonarium.setup.table_value import SetupTable, check_complete, settle, text_of


class EditLineError(DragonariumError):
    """An edit of a list refused: its 1-based ``number``, its ``line`` and why (``problem``: an ``EditRefused``,
    whose ``reason`` is a value, or an ``EditSyntaxError``)."""

    def __init__(self, number: int, line: str, problem: DragonariumError) -> None:
        super().__init__(number, line, problem)
        self.number = number
        self.line = line
        self.problem = problem

    def __str__(self) -> str:
        return f"{self.number}: {self.line.strip()}: {self.problem}"


def empty_table(catalog: Catalog, sides: Sequence[str]) -> SetupTable:
    """A table of ``len(sides)`` players, each on its side with a starting tile (S1, S2... in seat order, as far as
    there are), 3 pillars and the Assistant on its start; round 1, player 1's turn, waiting at the draft; no tile
    on the planning site or in the supply."""
    players: list[dict[str, Any]] = []
    for side in sides:
        players.append(new_player(catalog, side, len(players), players))
    mapping = {"format": POSITION_FORMAT, "version": VERSION, "players": players, "site": [], "supply": [],
               "round": 1, "first": 0, "current": 0, "pending": "draft"}
    return SetupTable(settle(mapping, catalog))


def from_state(state: GameState) -> SetupTable:
    """The table of a game or a position as it stands, at its decision; the board of the player to move
    selected."""
    return SetupTable(text_of(position_to_mapping(state)), selected=state.current)


def apply_edit(table: SetupTable, edit: Edit, catalog: Catalog) -> SetupTable:
    """The table after ``edit``; ``EditRefused`` (the reason as a value) when the table it makes cannot exist.
    The table given is never changed."""
    handler = BOARD_EDITS.get(type(edit)) or GAME_EDITS[type(edit)]
    try:
        return handler(table, edit, catalog)
    except EditRefused as refused:
        if refused.catalog is None:
            raise EditRefused(refused.reason, catalog) from None
        raise


def build(lines: Iterable[str], catalog: Catalog, start: Optional[SetupTable] = None,
          sides: Sequence[str] = ("library", "library"), complete: bool = False) -> SetupTable:
    """The table an edit list builds: from ``start`` (else an empty table of ``sides``), each line applied in
    turn; blank lines and ``#`` comments are skipped. The first bad line raises ``EditLineError`` with its number
    (from 1) and why. ``complete``: a table that cannot be written yet (pillar tokens that hold up no tile) is
    refused too, at the line that left them loose."""
    table = start if start is not None else empty_table(catalog, sides)
    loosened: dict[tuple[int, Cell], tuple[int, str]] = {}
    for number, line in enumerate(lines, start=1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        try:
            after = apply_edit(table, parse_edit(text), catalog)
        except (EditRefused, EditSyntaxError) as problem:
            raise EditLineError(number, text, problem) from None
        for item in set(after.loose) - set(table.loose):
            loosened[(item.player, item.cell)] = (number, text)
        table = after
    if complete and table.loose:
        first = table.loose[0]
        number, text = loosened.get((first.player, first.cell), (0, ""))
        try:
            check_complete(table, catalog)
        except EditRefused as refused:
            raise EditLineError(number, text, refused) from None
    return table


