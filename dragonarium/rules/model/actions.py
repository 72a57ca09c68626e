"""The actions a player takes, as values with a one-line text form.

Every click of the table, every move of a computer player and every line of a
game record is one of these. Each kind of action is a class that says, once,
everything about it that is not a field: its ``verb`` and the kinds of its
arguments (``takes``: the text form, written by ``action_text`` and read by the notation), the
decisions it answers (``answers``; none for a trade, taken at any moment of
one's turn) and what taking it does (``phrase``, a message: ``draft a tile``).
``ACTIONS`` lists the kinds from the ``Action`` union, so adding a kind there
adds its verb to the parser and the decisions (a lesson's goals name it too:
``lessons.goals.Kind``, which refuses to load without it).

The text form uses the board notation (``place B3 B4``, ``draft 1`` for the
left-most slot; an argument that may be left out is written only when given:
``nest C4``, ``nest fire C4``), and ``parse_action(str(action)) == action`` (``parse_action``
is the notation's, ``rules.text.notation``; ``parse_action(text, version=1)``
reads the lines of version 1 records: ``place 2,1 1,1``, ``draft 0``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Optional, Union, get_args

from dragonarium.i18n import N_
from dragonarium.rules.model.phases import Phase
from dragonarium.rules.model.values import Cell, Element, Terrain
from dragonarium.rules.model.action_text import Arg, Written

__all__ = ["ACTIONS", "Action", "ActionKind", "ChooseElement", "Draft", "ExtraDragon", "FreeStone", "Nest", "Place",
           "Stone", "Trade"]


class ActionKind(Written):
    """A kind of action, saying in its class line what it is besides its fields:
    ``class Nest(ActionKind, verb="nest", takes=(Arg.CELL,), answers=(Phase.NEST,), phrase=N_("nest a dragon"))``."""

    answers: ClassVar[tuple[Phase, ...]]
    phrase: ClassVar[str]

    def __init_subclass__(cls, *, verb: str, takes: tuple[Arg, ...], answers: tuple[Phase, ...], phrase: str,
                          **rest: object) -> None:
        super().__init_subclass__(**rest)
        cls.verb, cls.takes, cls.answers, cls.phrase = verb, takes, answers, phrase


@dataclass(frozen=True)
class Draft(ActionKind, verb="draft", takes=(Arg.SLOT,), answers=(Phase.DRAFT,), phrase=N_("draft a tile")):
    """Take the tile in ``slot`` (0 = left-most) of the planning site; written ``draft 1`` for slot 0."""

    slot: int


@dataclass(frozen=True)
class Place(ActionKind, verb="place", takes=(Arg.CELLS,), answers=(Phase.PLACE,), phrase=N_("place a tile")):
    """Place the drafted tile: its first square on ``cells[0]``, its second on ``cells[1]``."""

    cells: tuple[Cell, Cell]


@dataclass(frozen=True)
class Nest(ActionKind, verb="nest", takes=(Arg.TYPE, Arg.CELL), answers=(Phase.NEST,), phrase=N_("nest a dragon")):
    """Put a hatched dragon on ``cell``: the one of ``terrain`` (``nest water C4``), which is named when dragons of
    more than one type wait to nest and the player chooses which nests next; None (``nest C4``): the first due."""

    cell: Cell
    terrain: Optional[Terrain] = None
    written = ("terrain", "cell")


@dataclass(frozen=True)
class ExtraDragon(ActionKind, verb="extra-dragon", takes=(Arg.TYPE, Arg.CELL), answers=(Phase.EXTRA_DRAGON,),
                  phrase=N_("place an extra dragon")):
    """Lostwing Cliffs: the extra dragon owed for a cliff's second dragon, of ``terrain``, on ``cell``."""

    terrain: Terrain
    cell: Cell


@dataclass(frozen=True)
class ChooseElement(ActionKind, verb="element", takes=(Arg.ELEMENT,), answers=(Phase.ELEMENT,),
                    phrase=N_("choose an element")):
    """Move the Assistant as many steps as the largest domain of ``element``."""

    element: Element


@dataclass(frozen=True)
class Stone(ActionKind, verb="stone", takes=(Arg.CELL,), answers=(Phase.STONE,), phrase=N_("place a step's stone")):
    """Put this step's stone on the egg of ``cell``."""

    cell: Cell


@dataclass(frozen=True)
class FreeStone(ActionKind, verb="free-stone", takes=(Arg.ELEMENT, Arg.CELL),
                answers=(Phase.FALLBACK_STONE, Phase.REWARD_STONE), phrase=N_("place a stone of choice")):
    """A stone of one's choice on any matching empty space (cannot-place fallback, a reward)."""

    element: Element
    cell: Cell


@dataclass(frozen=True)
class Trade(ActionKind, verb="trade", takes=(Arg.CELL,), answers=(), phrase=N_("trade pillars")):
    """Marble Quarry: return pillars for a stone placed at once on ``cell``."""

    cell: Cell


Action = Union[Draft, Place, Nest, ExtraDragon, ChooseElement, Stone, FreeStone, Trade]
ACTIONS: tuple[type[ActionKind], ...] = get_args(Action)
"""Every kind of action, in the order the parser lists their verbs."""

