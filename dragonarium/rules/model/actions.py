"""The actions a player takes, as values with a one-line text form.

Every click of the table, every move of a computer player and every line of a
game record is one of these. The text form uses the board notation
(``place B3 B4``, ``draft 1`` for the left-most slot; see ``notation``), and
``parse_action(str(action)) == action``. ``parse_action(text, version=1)``
reads the lines of version 1 records (``place 2,1 1,1``, ``draft 0``).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TypeVar, Union

from dragonarium.i18n import N_, _
from dragonarium.rules.model.errors import DragonariumError
from dragonarium.rules.text.notation import VERSION, NotationError, cell_name, quoted, read_cell, read_slot, slot_name
from dragonarium.rules.model.values import Cell, Element, Terrain
from dragonarium.rules.text.words import counted, either, shown


E = TypeVar("E", bound=Enum)


class ActionSyntaxError(DragonariumError):
    """An action's text could not be read."""


@dataclass(frozen=True)
class Draft:
    """Take the tile in ``slot`` (0 = left-most) of the planning site; written ``draft 1`` for slot 0."""

    slot: int

    def __str__(self) -> str:
        return f"draft {slot_name(self.slot)}"


@dataclass(frozen=True)
class Place:
    """Place the drafted tile: its first square on ``cells[0]``, its second on ``cells[1]``."""

    cells: tuple[Cell, Cell]

    def __str__(self) -> str:
        return f"place {cell_name(self.cells[0])} {cell_name(self.cells[1])}"


@dataclass(frozen=True)
class Nest:
    """Put the hatched dragon on ``cell``."""

    cell: Cell

    def __str__(self) -> str:
        return f"nest {cell_name(self.cell)}"


@dataclass(frozen=True)
class ExtraDragon:
    """Lostwing Cliffs: the extra dragon owed for a cliff's second dragon, of ``terrain``, on ``cell``."""

    terrain: Terrain
    cell: Cell

    def __str__(self) -> str:
        return f"extra-dragon {self.terrain.value} {cell_name(self.cell)}"


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
        return f"stone {cell_name(self.cell)}"


@dataclass(frozen=True)
class FreeStone:
    """A stone of one's choice on any matching empty space (cannot-place fallback, a reward)."""

    element: Element
    cell: Cell

    def __str__(self) -> str:
        return f"free-stone {self.element.value} {cell_name(self.cell)}"


@dataclass(frozen=True)
class Trade:
    """Marble Quarry: return pillars for a stone placed at once on ``cell``."""

    cell: Cell

    def __str__(self) -> str:
        return f"trade {cell_name(self.cell)}"


Action = Union[Draft, Place, Nest, ExtraDragon, ChooseElement, Stone, FreeStone, Trade]


def parse_action(text: str, version: int = VERSION) -> Action:
    """Read an action from its text form, e.g. ``place B3 B4``; ``version`` 1 reads ``place 2,1 1,1``."""
    if not isinstance(text, str):
        raise ActionSyntaxError(_("an action is a line of text, got {value}").format(value=quoted(text)))
    words = text.split()
    if not words:
        raise ActionSyntaxError(_("empty action"))
    verb, args = words[0], words[1:]
    expected = {"draft": 1, "place": 2, "nest": 1, "extra-dragon": 2, "element": 1, "stone": 1, "free-stone": 2,
                "trade": 1}
    if verb not in expected:
        raise ActionSyntaxError(_("{text}: unknown action {verb} (one of {verbs})").format(
            text=quoted(text, 60), verb=quoted(verb), verbs=", ".join(expected)))
    if len(args) != expected[verb]:
        raise ActionSyntaxError(_("{text}: {verb} takes {arguments}").format(
            text=quoted(text, 60), verb=verb, arguments=counted("argument", expected[verb])))
    try:
        if verb == "draft":
            return Draft(read_slot(args[0], version))
        if verb == "place":
            return Place((read_cell(args[0], version), read_cell(args[1], version)))
        if verb == "nest":
            return Nest(read_cell(args[0], version))
        if verb == "extra-dragon":
            return ExtraDragon(_named(Terrain, args[0], UNKNOWN_TYPE), read_cell(args[1], version))
        if verb == "element":
            return ChooseElement(_named(Element, args[0], UNKNOWN_ELEMENT))
        if verb == "stone":
            return Stone(read_cell(args[0], version))
        if verb == "free-stone":
            return FreeStone(_named(Element, args[0], UNKNOWN_ELEMENT), read_cell(args[1], version))
        return Trade(read_cell(args[0], version))
    except NotationError as error:
        raise ActionSyntaxError(_("{text}: {problem}").format(text=quoted(text, 60), problem=error)) from None


UNKNOWN_TYPE = N_("unknown dragon type {word} ({names})")
UNKNOWN_ELEMENT = N_("unknown element {word} ({names})")


def _named(kind: type[E], word: str, unknown: str) -> E:
    """The member of ``kind`` called ``word``; otherwise the error (``unknown``, a message) lists them all."""
    try:
        return kind(word)
    except ValueError:
        names = either([member.value for member in kind])  # the words of the action syntax, not translated
        raise NotationError(shown(unknown).format(word=quoted(word), names=names)) from None
