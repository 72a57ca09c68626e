"""An action's one line of text, ``place B3 B4``: what each of its fields is as text (``Arg``), and the line
written from them (``action_text``, an action's ``str``). Reading a line back is the notation's
(``rules.text.notation.read_action``)."""
from __future__ import annotations

from dataclasses import fields
from enum import Enum
from typing import Any, Callable, ClassVar, NamedTuple

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
    written: ClassVar[tuple[str, ...]] = ()
    """The fields in the order ``takes`` writes them, when it is not their own order (``nest water C4``)."""

    def __str__(self) -> str:
        return action_text(self)


class Argument(NamedTuple):
    """One argument of a kind of action: the field it fills, what it is, and whether the text may leave it out
    (a field whose default is None: ``nest C4`` leaves out the dragon's type)."""

    name: str
    arg: Arg
    optional: bool


def action_text(action: Written) -> str:
    """An action's one-line text: ``place B3 B4`` (the inverse of ``read_action``); an optional argument that is
    None is left out."""
    words = [action.verb]
    for argument in arguments(type(action)):
        value = getattr(action, argument.name)
        if value is not None or not argument.optional:
            words.append(WRITE[argument.arg](value))
    return " ".join(words)


def arguments(kind: type[Written]) -> tuple[Argument, ...]:
    """Each argument of ``kind``, in the order its text writes them (worked out once per kind)."""
    found = _ARGUMENTS.get(kind)
    if found is None:
        # every kind of action is a dataclass, which ``Written`` cannot say
        own = {field.name: field.default is None for field in fields(kind)}  # type: ignore[arg-type]
        names = kind.written or tuple(own)
        found = _ARGUMENTS[kind] = tuple(Argument(name, arg, own[name]) for name, arg in zip(names, kind.takes))
    return found


_ARGUMENTS: dict[type[Written], tuple[Argument, ...]] = {}


WRITE: dict[Arg, Callable[[Any], str]] = {
    Arg.SLOT: slot_name,
    Arg.CELL: cell_name,
    Arg.CELLS: lambda cells: " ".join(cell_name(cell) for cell in cells),
    Arg.TYPE: lambda terrain: terrain.value,  # a type or an element: its id, the same in every language
    Arg.ELEMENT: lambda element: element.value,
}
"""How each kind of argument is written."""
