"""The notation people read and files use: board cells, site slots, tiles, squares and actions.

Cells: columns ``A`` to ``E`` from the left, rows ``1`` to ``5`` from the
player's side, as on a chessboard. Internally a cell is ``(row, col)`` with row
0 at the far edge, so ``(4, 0)`` is ``A1``, ``(0, 4)`` is ``E5`` and ``(2, 1)``
is ``B3``.

Site slots: numbered ``1`` to ``6`` from the left (internally 0 to 5).

Tiles: named by their squares, first square first: ``fire/water tile``; a
pillar square is ``pillar``. Almost every territory square carries an egg of its
own type, so such eggs go unsaid; an egg of another type than its square is
named, ``water (royal egg)/royal tile``, because it is what tells such a tile
apart. The tile's id is a secondary tag where one must be exact:
``fire/water tile (T04)``.

Version 1 files wrote a cell as ``row,col`` (``4,0`` for ``A1``) and a slot
from 0; ``read_cell`` and ``read_slot`` read either version.

The short form of a square, used in positions and lessons:

``fire``                 a fire square without an egg
``fire/water:wa``        a fire square with a water egg whose spaces take water and air
``fire/water:wa=w.``     ... with a water stone on the first space, the second empty
``royal/royal:**=f.``    a royal egg (two 'any' spaces) holding one fire stone
``pillar:2``             a pillar square that grants 2 pillars when covered

Space letters: ``f`` fire, ``w`` water, ``a`` air, ``*`` any. Stone letters:
``f``, ``w``, ``a``, and ``.`` for an empty space. ``square_shown`` writes the
same short form with the types in the language in use (``feu/eau:wa=w.``), for
people reading a report.

Actions: a verb and its arguments, ``place B3 B4``, ``draft 1`` (the left-most
slot), ``extra-dragon fire B3``, ``element air``, ``nest B3`` or, naming the
dragon that nests when more than one type waits, ``nest fire B3``. Each kind of action (a class,
``rules.model.actions``) says its ``verb`` and what its arguments are
(``takes``, one ``Arg`` per field); ``action_text`` writes any of them and
``read_action`` reads them, so adding a kind of action adds its text form.
Version 1 records wrote ``place 2,1 1,1`` and ``draft 0``.

What the values themselves write, with no words of the vocabulary, is in the
model, below this module: a cell's and a slot's name (``model/cell_names.py``),
a square's short form (``model/short_form.py``), an action's line
(``model/action_text.py``), whole numbers and quoted values
(``model/plain_text.py``). Here is what reads text back, and the names that
take the vocabulary's words (tiles, lines, lists of cells, a square with its
types translated).
"""
from __future__ import annotations

import re
from enum import Enum
from typing import Any, Callable, Iterable, Optional, Sequence, TypeVar

from dragonarium.i18n import N_, _, shown
from dragonarium.rules.model.action_text import Arg, Written, arguments
from dragonarium.rules.model.actions import ACTIONS, Action
from dragonarium.rules.model.cell_names import COLUMNS, GRID, cell_name, column_name, on_grid, row_name
from dragonarium.rules.model.components import EGG_SPACES, Axis, EggSpec, Line, SquareSpec, TileSpec
from dragonarium.rules.model.errors import DragonariumError
from dragonarium.rules.model.plain_text import quoted, whole_number
from dragonarium.rules.model.short_form import LETTER_ELEMENT, written_with
from dragonarium.rules.model.values import Cell, Element, Terrain
from dragonarium.rules.text.words import a_space, a_stone, counted, either, egg_word, listed, type_word

VERSION = 2
"""The file version written now: cells as ``B3``, slots from 1."""
VERSIONS = (1, 2)
"""The file versions read: version 1 wrote cells as ``row,col`` and slots from 0."""

_CELL = re.compile(r"([A-Za-z])([0-9]+)")
_ROW_COL = re.compile(r"(-?[0-9]+),(-?[0-9]+)")


class NotationError(DragonariumError):
    """A cell, slot or square written in text could not be read; the message says why."""


# -- cells -------------------------------------------------------------------------------------------------


def cells_name(cells: Iterable[Cell]) -> str:
    """Several cells in order: ``B3 and B4``, ``A1, B1 and C1``."""
    return listed([cell_name(cell) for cell in cells])


def parse_cell(text: str) -> Cell:
    """Read a cell written like ``B3`` (``b3`` too): column A-E, then row 1-5."""
    if not isinstance(text, str):
        raise NotationError(_("a cell is written as a column A-E and a row 1-5, like B3; got {text}").format(
            text=quoted(text)))
    match = _CELL.fullmatch(text.strip())
    if match is None:
        raise NotationError(_("{text}: a cell is written as a column A-E and a row 1-5, like B3").format(
            text=quoted(text)))
    letter, digits = match.group(1).upper(), match.group(2)
    if letter not in COLUMNS:
        raise NotationError(_("{text}: there is no column {letter}; columns are A to E from the left").format(
            text=quoted(text), letter=letter))
    row = whole_number(digits, 1)
    if row is None or not 1 <= row <= GRID:
        raise NotationError(_("{text}: there is no row {row}; rows are 1 to {last} from your side").format(
            text=quoted(text), row=quoted(digits)[1:-1], last=GRID))
    return (GRID - row, COLUMNS.index(letter))


def parse_row_col(text: str) -> Cell:
    """Read a cell as version 1 files wrote it: ``row,col``, row 0 at the far edge, both 0 to 4."""
    match = _ROW_COL.fullmatch(text.strip()) if isinstance(text, str) else None
    if match is None:
        raise NotationError(_("{text}: a version 1 cell is written row,col, like 2,1").format(text=quoted(text)))
    row, col = (whole_number(part, 1) for part in match.groups())
    if row is None or col is None or not on_grid((row, col)):
        raise NotationError(_("{text}: off the {size} x {size} board (version 1 rows and columns are one digit, "
                              "0 to {last})").format(text=quoted(text), size=GRID, last=GRID - 1))
    return (row, col)


def read_cell(text: str, version: int = VERSION) -> Cell:
    """A cell in the notation of a file of ``version``."""
    return parse_cell(text) if version >= 2 else parse_row_col(text)


def line_name(line: Line) -> str:
    """A row or column the Assistant looks along: ``row 3``, ``column B``."""
    if line.axis is Axis.ROW:
        return _("row {row}").format(row=row_name(line.index))
    return _("column {column}").format(column=column_name(line.index))


# -- site slots --------------------------------------------------------------------------------------------


def parse_slot(text: str) -> int:
    """Read a slot counted from 1 at the left; returns its index from 0."""
    text = str(text).strip()
    number = whole_number(text)
    if number is None or number < 1:
        raise NotationError(_("{text}: a planning-site slot is a number from 1 (the left-most)").format(
            text=quoted(text)))
    return number - 1


def read_slot(text: str, version: int = VERSION) -> int:
    """A slot in the notation of a file of ``version`` (version 1 counted from 0)."""
    if version >= 2:
        return parse_slot(text)
    text = str(text).strip()
    number = whole_number(text)
    if number is None:
        raise NotationError(_("{text}: a version 1 slot is a number from 0 (the left-most)").format(
            text=quoted(text)))
    return number


# -- tiles -------------------------------------------------------------------------------------------------


def square_name(square: SquareSpec) -> str:
    """A square in a tile's name: ``fire``, ``pillar``, or ``water (royal egg)`` for an egg of another type."""
    if square.terrain is None:
        return _("pillar")
    if square.egg is not None and square.egg.terrain is not square.terrain:
        return _("{square} ({egg})").format(square=type_word(square.terrain), egg=egg_word(square.egg.terrain))
    return type_word(square.terrain)


def tile_name(tile: TileSpec, tagged: bool = False) -> str:
    """A tile by its squares, ``fire/water tile``; ``tagged`` adds its id: ``fire/water tile (T04)``."""
    name = _("{squares} tile").format(squares="/".join(square_name(square) for square in tile.squares))
    return f"{name} ({tile.id})" if tagged else name


# -- squares -----------------------------------------------------------------------------------------------

def parse_square_text(text: str) -> tuple[SquareSpec, tuple[Optional[Element], ...]]:
    """Read a square's short form: its spec and the stones on its egg's spaces."""
    text = text.strip()
    if text.startswith("pillar:"):
        count = whole_number(text[len("pillar:"):])
        if count is None or not 1 <= count <= 9:
            raise NotationError(_("{text}: a pillar square is written pillar:N with N from 1 to 9").format(
                text=quoted(text)))
        return SquareSpec(terrain=None, pillars=count), ()
    body, _equals, stones_text = text.partition("=")
    kind, slash, egg_text = body.partition("/")
    terrain = _terrain(kind, text)
    if not slash:
        if stones_text:
            raise NotationError(_("{text}: stones need an egg (type/egg:spaces=stones)").format(text=quoted(text)))
        return SquareSpec(terrain=terrain), ()
    egg_kind, colon, spaces_text = egg_text.partition(":")
    egg_terrain = _terrain(egg_kind, text)
    if not colon or not spaces_text:
        raise NotationError(_("{text}: an egg is written egg:spaces, e.g. water:ww").format(text=quoted(text)))
    if len(spaces_text) > EGG_SPACES:
        raise NotationError(_("{text}: an egg has 1 to {most} spaces, not {count}").format(
            text=quoted(text), most=EGG_SPACES, count=len(spaces_text)))
    spaces: list[Optional[Element]] = []
    for letter in spaces_text:
        if letter == "*":
            spaces.append(None)
        elif letter in LETTER_ELEMENT:
            spaces.append(LETTER_ELEMENT[letter])
        else:
            raise NotationError(_("{text}: unknown space letter {letter} (f, w, a or *)").format(
                text=quoted(text), letter=repr(letter)))
    stones: list[Optional[Element]] = [None] * len(spaces)
    if stones_text:
        if len(stones_text) != len(spaces):
            raise NotationError(_("{text}: {spaces} but {letters}").format(
                text=quoted(text), spaces=counted("space", len(spaces)),
                letters=counted("stone letter", len(stones_text))))
        for index, letter in enumerate(stones_text):
            if letter == ".":
                continue
            if letter not in LETTER_ELEMENT:
                raise NotationError(_("{text}: unknown stone letter {letter} (f, w, a or .)").format(
                    text=quoted(text), letter=repr(letter)))
            stones[index] = LETTER_ELEMENT[letter]
    egg = EggSpec(terrain=egg_terrain, spaces=tuple(spaces))
    if egg_terrain is Terrain.ROYAL and (len(spaces) != 2 or any(s is not None for s in spaces)):
        raise NotationError(_("{text}: a royal egg has exactly two '*' spaces").format(text=quoted(text)))
    if egg_terrain is not Terrain.ROYAL and any(s is None for s in spaces):
        raise NotationError(_("{text}: only a royal egg has '*' spaces").format(text=quoted(text)))
    _check_stones(egg, tuple(stones), text)
    return SquareSpec(terrain=terrain, egg=egg), tuple(stones)


def _check_stones(egg: EggSpec, stones: tuple[Optional[Element], ...], text: str) -> None:
    any_seen: Optional[Element] = None
    for want, have in zip(egg.spaces, stones):
        if have is None:
            continue
        if want is not None and want != have:
            raise NotationError(_("{text}: {stone} on {space}").format(
                text=quoted(text), stone=a_stone(have), space=a_space(want)))
        if want is None:
            if any_seen is not None and any_seen != have:
                raise NotationError(_("{text}: a royal egg's two stones must match").format(text=quoted(text)))
            any_seen = have


def _terrain(word: str, text: str) -> Terrain:
    try:
        return Terrain(word)
    except ValueError:
        raise NotationError(_("{text}: unknown type {word} (fire, water, air or royal)").format(
            text=quoted(text), word=quoted(word))) from None


def square_shown(square: SquareSpec, stones: tuple[Optional[Element], ...] = ()) -> str:
    """The short form of a square with its types in the language in use, for people to read (a report's grid):
    ``feu/eau:wa=w.`` in French; the letters are the notation's."""
    if square.terrain is None:
        return _("pillar:{count}").format(count=square.pillars)
    return written_with(square, stones, type_word)


# -- actions -----------------------------------------------------------------------------------------------


class ActionSyntaxError(DragonariumError):
    """An action's text could not be read."""


W = TypeVar("W", bound=Written)
E = TypeVar("E", bound=Enum)
UNKNOWN_TYPE = N_("unknown dragon type {word} ({names})")
UNKNOWN_ELEMENT = N_("unknown element {word} ({names})")


def arity(kind: type[Written]) -> int:
    """How many words follow the verb of ``kind``."""
    return sum(arg.words for arg in kind.takes)


def read_action(text: str, kinds: Sequence[type[W]], version: int = VERSION) -> W:
    """Read an action of one of ``kinds`` from its text, e.g. ``place B3 B4``; ``version`` 1 reads
    ``place 2,1 1,1``. A line that is not one raises ``ActionSyntaxError`` saying why."""
    if not isinstance(text, str):
        raise ActionSyntaxError(_("an action is a line of text, got {value}").format(value=quoted(text)))
    words = text.split()
    if not words:
        raise ActionSyntaxError(_("empty action"))
    verb, args = words[0], words[1:]
    by_verb = {kind.verb: kind for kind in kinds}
    kind = by_verb.get(verb)
    if kind is None:
        raise ActionSyntaxError(_("{text}: unknown action {verb} (one of {verbs})").format(
            text=quoted(text, 60), verb=quoted(verb), verbs=", ".join(by_verb)))
    fewest = sum(argument.arg.words for argument in arguments(kind) if not argument.optional)
    if len(args) not in (fewest, arity(kind)):
        if fewest == arity(kind):
            raise ActionSyntaxError(_("{text}: {verb} takes {arguments}").format(
                text=quoted(text, 60), verb=verb, arguments=counted("argument", arity(kind))))
        raise ActionSyntaxError(_("{text}: {verb} takes {fewer} or {arguments}").format(
            text=quoted(text, 60), verb=verb, fewer=fewest, arguments=counted("argument", arity(kind))))
    values, at = {}, 0
    try:
        for argument in arguments(kind):
            if argument.optional and len(args) < arity(kind):
                continue
            values[argument.name] = READ[argument.arg](args[at:at + argument.arg.words], version)
            at += argument.arg.words
    except NotationError as error:
        raise ActionSyntaxError(_("{text}: {problem}").format(text=quoted(text, 60), problem=error)) from None
    return kind(**values)


READ: dict[Arg, Callable[[Sequence[str], int], Any]] = {
    Arg.SLOT: lambda words, version: read_slot(words[0], version),
    Arg.CELL: lambda words, version: read_cell(words[0], version),
    Arg.CELLS: lambda words, version: tuple(read_cell(word, version) for word in words),
    Arg.TYPE: lambda words, version: _named(Terrain, words[0], UNKNOWN_TYPE),
    Arg.ELEMENT: lambda words, version: _named(Element, words[0], UNKNOWN_ELEMENT),
}
"""How each kind of argument is read from its words, in the notation of a file of a version."""


def _named(kind: type[E], word: str, unknown: str) -> E:
    """The member of ``kind`` called ``word``; otherwise the error (``unknown``, a message) lists them all."""
    try:
        return kind(word)
    except ValueError:
        names = either([member.value for member in kind])  # the words of the action syntax, not translated
        raise NotationError(shown(unknown).format(word=quoted(word), names=names)) from None


def parse_action(text: str, version: int = VERSION) -> Action:
    """Read an action from its text form, e.g. ``place B3 B4``; ``version`` 1 reads ``place 2,1 1,1``."""
    return read_action(text, ACTIONS, version)  # type: ignore[return-value]
