"""An action's one line of text, ``place B3 B4``: what each of its fields is as text (``Arg``), and the line
written from them (``action_text``, an action's ``str``). Reading a line back is the notation's
(``rules.text.notation.read_action``)."""
from __future__ import annotations

from dataclasses import fields
from enum import Enum
from typing import Any, Callable, ClassVar

from dragonarium.rules.model.cell_names import cell_name, slot_name


class Arg(Enum):
    """What one argument of an action is, as its text writes it (each a field of the action, in order): a slot
    (``1``, the left-most), a cell (``B3``), two cells (``B3 B4``), a dragon type or an element (``fire``)."""

    SLOT = "slot"
    CELL = "cell"
    CELLS = "cells"
    TYPE = "type"
    ELEMENT = "element"

    @property
    def words(self) -> int:
        """How many words of the text it takes."""
        return 2 if self is Arg.CELLS else 1


class Written:
    """A kind of action in the notation: its ``verb`` and what its fields are (``takes``); its text is derived."""

    verb: ClassVar[str]
    takes: ClassVar[tuple[Arg, ...]]

    def __str__(self) -> str:
        return action_text(self)


def action_text(action: Written) -> str:
    """An action's one-line text: ``place B3 B4`` (the inverse of ``read_action``)."""
    return " ".join([action.verb] + [write(getattr(action, name)) for name, write in _writers(type(action))])


def _writers(kind: type[Written]) -> tuple[tuple[str, Callable[[Any], str]], ...]:
    """Each field of ``kind`` with what writes it: the words of its argument (worked out once per kind)."""
    found = _WRITERS.get(kind)
    if found is None:
        # every kind of action is a dataclass, which ``Written`` cannot say
        found = _WRITERS[kind] = tuple((field.name, WRITE[arg])
                                       for field, arg in zip(fields(kind), kind.takes))  # type: ignore[arg-type]
    return found


_WRITERS: dict[type[Written], tuple[tuple[str, Callable[[Any], str]], ...]] = {}


WRITE: dict[Arg, Callable[[Any], str]] = {
    Arg.SLOT: slot_name,
    Arg.CELL: cell_name,
    Arg.CELLS: lambda cells: " ".join(cell_name(cell) for cell in cells),
    Arg.TYPE: lambda terrain: terrain.value,  # a type or an element: its id, the same in every language
    Arg.ELEMENT: lambda element: element.value,
}
"""How each kind of argument is written."""
