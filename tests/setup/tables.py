"""What the tests of the table set up by hand share: a table built from literal edit lines, and the reason an edit
is refused with."""
from __future__ import annotations

import pytest

from dragonarium.setup import EditRefused, Reason, SetupTable, apply_edit, build, parse_edit, to_state

from tests.support.games import CATALOG


def table_of(*lines: str, sides: tuple[str, ...] = ("library", "library")) -> SetupTable:
    """The table the edit lines build from an empty table of ``sides``."""
    return build(lines, CATALOG, sides=sides)


def edited(table: SetupTable, line: str) -> SetupTable:
    return apply_edit(table, parse_edit(line), CATALOG)


def refused(table: SetupTable, line: str) -> Reason:
    """The reason the edit ``line`` is refused with (the table given is left as it was)."""
    before = table
    with pytest.raises(EditRefused) as caught:
        edited(table, line)
    assert table == before
    assert str(caught.value)  # it has words
    return caught.value.reason


def stack(table: SetupTable, cell: str, player: int = 1) -> list:
    """A cell's stack as the position writes it, bottom to top."""
    return table.mapping()["players"][player - 1].get("cells", {}).get(cell, [])


def board(table: SetupTable, player: int = 1):
    return to_state(table, CATALOG).boards[player - 1]
