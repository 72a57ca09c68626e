"""The actions a player takes, as values with a one-line text form.

Every click of the table, every move of a computer player and every line of a
game record is one of these. ``parse_action(str(action)) == action``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .errors import DragonariumError
from .values import Cell, Element, Terrain


class ActionSyntaxError(DragonariumError):
    """An action's text could not be read."""


def _cell_text(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def _parse_cell(text: str, line: str) -> Cell:
    parts = text.split(",")
    if len(parts) != 2 or not all(p.strip().lstrip("-").isdigit() for p in parts):
        raise ActionSyntaxError(f"{line!r}: expected a cell as row,col, got {text!r}")
    return (int(parts[0]), int(parts[1]))


@dataclass(frozen=True)
class Draft:
    """Take the tile in ``slot`` (0 = left-most) of the planning site."""

    slot: int

    def __str__(self) -> str:
        return f"draft {self.slot}"


@dataclass(frozen=True)
class Place:
    """Place the drafted tile: its first square on ``cells[0]``, its second on ``cells[1]``."""

    cells: tuple[Cell, Cell]

    def __str__(self) -> str:
        return f"place {_cell_text(self.cells[0])} {_cell_text(self.cells[1])}"


@dataclass(frozen=True)
class Nest:
    """Put the hatched dragon on ``cell``."""

    cell: Cell

    def __str__(self) -> str:
        return f"nest {_cell_text(self.cell)}"


@dataclass(frozen=True)
class ExtraDragon:
    """Lostwing Cliffs: the extra dragon owed for a cliff's second dragon, of ``terrain``, on ``cell``."""

    terrain: Terrain
    cell: Cell

    def __str__(self) -> str:
        return f"extra-dragon {self.terrain.value} {_cell_text(self.cell)}"


@dataclass(frozen=True)
class ChooseElement:
    """Move the Assistant as many steps as the largest domain of ``element``."""

    element: Element

    def __str__(self) -> str:
        return f"element {self.element.value}"


@dataclass(frozen=True)
class Stone:
    """Put this step's stone on the egg of ``cell``."""

    cell: Cell

    def __str__(self) -> str:
        return f"stone {_cell_text(self.cell)}"


@dataclass(frozen=True)
class FreeStone:
    """A stone of one's choice on any matching empty space (cannot-place fallback, a reward)."""

    element: Element
    cell: Cell

    def __str__(self) -> str:
        return f"free-stone {self.element.value} {_cell_text(self.cell)}"


@dataclass(frozen=True)
class Trade:
    """Marble Quarry: return pillars for a stone placed at once on ``cell``."""

    cell: Cell

    def __str__(self) -> str:
        return f"trade {_cell_text(self.cell)}"


Action = Union[Draft, Place, Nest, ExtraDragon, ChooseElement, Stone, FreeStone, Trade]


def parse_action(text: str) -> Action:
    """Read an action from its text form, e.g. ``place 1,2 1,3``."""
    if not isinstance(text, str):
        raise ActionSyntaxError(f"an action is a line of text, got {text!r}")
    words = text.split()
    if not words:
        raise ActionSyntaxError("empty action")
    verb, args = words[0], words[1:]
    expected = {"draft": 1, "place": 2, "nest": 1, "extra-dragon": 2, "element": 1, "stone": 1, "free-stone": 2,
                "trade": 1}
    if verb not in expected:
        raise ActionSyntaxError(f"{text!r}: unknown action {verb!r} (one of {', '.join(expected)})")
    if len(args) != expected[verb]:
        raise ActionSyntaxError(f"{text!r}: {verb} takes {expected[verb]} argument(s)")
    try:
        if verb == "draft":
            if not args[0].isdigit():
                raise ActionSyntaxError(f"{text!r}: draft takes a slot number")
            return Draft(int(args[0]))
        if verb == "place":
            return Place((_parse_cell(args[0], text), _parse_cell(args[1], text)))
        if verb == "nest":
            return Nest(_parse_cell(args[0], text))
        if verb == "extra-dragon":
            return ExtraDragon(Terrain(args[0]), _parse_cell(args[1], text))
        if verb == "element":
            return ChooseElement(Element(args[0]))
        if verb == "stone":
            return Stone(_parse_cell(args[0], text))
        if verb == "free-stone":
            return FreeStone(Element(args[0]), _parse_cell(args[1], text))
        return Trade(_parse_cell(args[0], text))
    except ValueError as error:
        if isinstance(error, ActionSyntaxError):
            raise
        raise ActionSyntaxError(f"{text!r}: {error}") from None
