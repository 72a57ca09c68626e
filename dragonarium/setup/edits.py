"""The edits that set up a table by hand, as values with a one-line text form (docs/FORMAT.md, "Edit lists").

Each kind of edit is a frozen class that writes its own line (``edit.text()``:
``put T05 A1 A2``, ``stone fire B3``, ``decision place T05``) and
``parse_edit`` reads a line back, so that ``parse_edit(edit.text()) == edit``.
The analysis board's clicks make these values, an edit list holds their lines,
and ``setup.table.apply_edit`` applies one to a table. Cells are in the board
notation (``B3``), players and boards counted from 1, as people count them.
The edits that act on one board (a tile, a pillar, a stone, a dragon, the
Assistant, the pillars in hand, the starting tile, the side, the name) act on
the board selected last (``board N``; board 1 at first).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Optional, TypeVar, Union

from dragonarium.i18n import _
from dragonarium.rules import (DragonariumError, Element, NotationError, Phase, Terrain, Waiting, cell_name,
                               parse_cell, quoted)
from dragonarium.rules import Cell

NO_START = "none"
"""``start none``: the board has no starting tile."""
OVER = "over"
"""``decision over``: no decision waits, the game is over."""


class EditSyntaxError(DragonariumError):
    """A line that is no edit; the message says what was wrong with it."""


@dataclass(frozen=True)
class SelectBoard:
    """``board 2``: the later edits of one board act on board 2 (from 1)."""

    board: int

    def text(self) -> str:
        return f"board {self.board}"


@dataclass(frozen=True)
class SetPlayers:
    """``players 3``: the game has 3 players (1 to 4); boards are added with the first free starting tile, or the
    last ones taken away with all they hold."""

    count: int

    def text(self) -> str:
        return f"players {self.count}"


@dataclass(frozen=True)
class SetSide:
    """``side 2 church-ruins``: player 2 plays that board side."""

    player: int
    side: str

    def text(self) -> str:
        return f"side {self.player} {self.side}"


@dataclass(frozen=True)
class SetName:
    """``name 2 Bob``: player 2's name (the rest of the line)."""

    player: int
    name: str

    def text(self) -> str:
        return f"name {self.player} {self.name}"


@dataclass(frozen=True)
class SetStart:
    """``start S3``: the selected board's starting tile (``start none``: none)."""

    tile: str

    def text(self) -> str:
        return f"start {self.tile}"


@dataclass(frozen=True)
class PutTile:
    """``put T05 A1 A2``: the tile's first square on A1, its second on A2, one level above what is there."""

    tile: str
    cells: tuple[Cell, Cell]

    def text(self) -> str:
        return f"put {self.tile} {cell_name(self.cells[0])} {cell_name(self.cells[1])}"


@dataclass(frozen=True)
class TakeTile:
    """``take A1``: the tile on top of A1 leaves the board, both its squares (its pillars stay, loose)."""

    cell: Cell

    def text(self) -> str:
        return f"take {cell_name(self.cell)}"


@dataclass(frozen=True)
class AddPillar:
    """``pillar B3``: a pillar token on top of B3, for the next tile put there to lie on."""

    cell: Cell

    def text(self) -> str:
        return f"pillar {cell_name(self.cell)}"


@dataclass(frozen=True)
class TakePillar:
    """``take pillar B3``: a loose pillar token off the top of B3."""

    cell: Cell

    def text(self) -> str:
        return f"take pillar {cell_name(self.cell)}"


@dataclass(frozen=True)
class AddStone:
    """``stone fire B3``: a fire stone on the egg of B3's top square."""

    element: Element
    cell: Cell

    def text(self) -> str:
        return f"stone {self.element.value} {cell_name(self.cell)}"


@dataclass(frozen=True)
class TakeStone:
    """``take stone B3``: the last stone of B3's egg back to the supply."""

    cell: Cell

    def text(self) -> str:
        return f"take stone {cell_name(self.cell)}"


@dataclass(frozen=True)
class AddDragon:
    """``dragon water C4``: a water dragon from the supply on C4 (a cliff holds two)."""

    terrain: Terrain
    cell: Cell

    def text(self) -> str:
        return f"dragon {self.terrain.value} {cell_name(self.cell)}"


@dataclass(frozen=True)
class TakeDragon:
    """``take dragon C4``: the dragon on C4 back to the supply (on a cliff, the last one put there)."""

    cell: Cell

    def text(self) -> str:
        return f"take dragon {cell_name(self.cell)}"


@dataclass(frozen=True)
class SetAssistant:
    """``assistant 7``: the selected board's Assistant stands on step 7 of its track (from 0, as the track is
    numbered)."""

    step: int

    def text(self) -> str:
        return f"assistant {self.step}"


@dataclass(frozen=True)
class SetPillars:
    """``pillars 2 1``: the selected board's player holds 2 usable pillars and 1 gained this round."""

    usable: int
    fresh: int = 0

    def text(self) -> str:
        return f"pillars {self.usable} {self.fresh}"


@dataclass(frozen=True)
class SetSite:
    """``site T01 T14 T22``: the planning site, left to right (``site`` alone: empty)."""

    tiles: tuple[str, ...]

    def text(self) -> str:
        return " ".join(("site",) + self.tiles)


@dataclass(frozen=True)
class SetSupply:
    """``supply T03 T04``: the face-down supply, top first (``supply`` alone: empty)."""

    tiles: tuple[str, ...]

    def text(self) -> str:
        return " ".join(("supply",) + self.tiles)


@dataclass(frozen=True)
class SetTurn:
    """``turn 2``: it is player 2's turn."""

    player: int

    def text(self) -> str:
        return f"turn {self.player}"


@dataclass(frozen=True)
class SetFirst:
    """``first 2``: player 2 holds the Dragon Eggs (plays first in each round)."""

    player: int

    def text(self) -> str:
        return f"first {self.player}"


@dataclass(frozen=True)
class SetRound:
    """``round 3``: the game is in its third round."""

    round: int

    def text(self) -> str:
        return f"round {self.round}"


@dataclass(frozen=True)
class SetDecision:
    """``decision place T05``: the decision the turn waits at, with its context as a position states it
    (docs/FORMAT.md, "Pending decision"); ``decision over``: none, the game is over (``waiting`` None).

    Written ``decision PHASE [TILE] [placed C1 C2] [nest TYPE...] [extra-dragon TYPE TYPE] [element E]
    [steps N]``."""

    waiting: Optional[Waiting]

    def text(self) -> str:
        waiting = self.waiting
        if waiting is None:
            return f"decision {OVER}"
        words = ["decision", waiting.phase.value]
        if waiting.tile:
            words.append(waiting.tile)
        if waiting.placed:
            words += ["placed"] + [cell_name(cell) for cell in waiting.placed]
        if waiting.nests:
            words += ["nest"] + [kind.value for kind in waiting.nests]
        if waiting.extra_dragon:
            words += ["extra-dragon"] + [kind.value for kind in waiting.extra_dragon]
        if waiting.element is not None:
            words += ["element", waiting.element.value]
        if waiting.steps_left:
            words += ["steps", str(waiting.steps_left)]
        return " ".join(words)


Edit = Union[SelectBoard, SetPlayers, SetSide, SetName, SetStart, PutTile, TakeTile, AddPillar, TakePillar,
             AddStone, TakeStone, AddDragon, TakeDragon, SetAssistant, SetPillars, SetSite, SetSupply, SetTurn,
             SetFirst, SetRound, SetDecision]

VERBS = ("board", "players", "side", "name", "start", "put", "take", "pillar", "stone", "dragon", "assistant",
         "pillars", "site", "supply", "turn", "first", "round", "decision")
"""The first word of every edit's line."""

_NUMBER = re.compile(r"[0-9]{1,4}")
_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")
_CONTEXT = ("placed", "nest", "extra-dragon", "element", "steps")


def parse_edit(line: str) -> Edit:
    """The edit a line writes (``edit.text()``); raises ``EditSyntaxError`` saying what is wrong."""
    words = line.split()
    if not words:
        raise EditSyntaxError(_("an empty line is no edit"))
    verb, args = words[0].lower(), words[1:]
    if verb not in VERBS:
        raise EditSyntaxError(_("unknown edit {verb}; the edits are {verbs}").format(
            verb=quoted(words[0]), verbs=", ".join(VERBS)))
    if verb == "name":
        parts = line.split(None, 2)
        if len(parts) < 3:
            raise EditSyntaxError(_("'name' takes a player's number and a name: name 2 Bob"))
        return SetName(_number(parts[1], verb), parts[2].strip())
    if verb == "take":
        return _take(args)
    if verb == "decision":
        return SetDecision(_decision(args))
    if verb in ("site", "supply"):
        tiles = tuple(_tile(word) for word in args)
        return SetSite(tiles) if verb == "site" else SetSupply(tiles)
    example = _EXAMPLES[verb]
    if len(args) != len(example.split()) - 1:
        raise EditSyntaxError(_("{verb} takes {count} words after it, like {example}; got {got}").format(
            verb=quoted(verb), count=len(example.split()) - 1, example=quoted(example), got=len(args)))
    return _READ[verb](args)


_EXAMPLES = {"board": "board 2", "players": "players 2", "side": "side 1 library", "start": "start S1",
             "put": "put T05 A1 A2", "pillar": "pillar B3", "stone": "stone fire B3", "dragon": "dragon water C4",
             "assistant": "assistant 7", "pillars": "pillars 2 1", "turn": "turn 1", "first": "first 1",
             "round": "round 3"}
"""An edit of each verb read by the table below: its number of words."""
_READ: dict[str, Callable[[list[str]], Edit]] = {
    "board": lambda a: SelectBoard(_number(a[0], "board")),
    "players": lambda a: SetPlayers(_number(a[0], "players")),
    "side": lambda a: SetSide(_number(a[0], "side"), _word(a[1], "side")),
    "start": lambda a: SetStart(NO_START if a[0].lower() == NO_START else _tile(a[0])),
    "put": lambda a: PutTile(_tile(a[0]), (_cell(a[1]), _cell(a[2]))),
    "pillar": lambda a: AddPillar(_cell(a[0])),
    "stone": lambda a: AddStone(_choice(a[0], Element, "stone"), _cell(a[1])),
    "dragon": lambda a: AddDragon(_choice(a[0], Terrain, "dragon"), _cell(a[1])),
    "assistant": lambda a: SetAssistant(_number(a[0], "assistant")),
    "pillars": lambda a: SetPillars(_number(a[0], "pillars"), _number(a[1], "pillars")),
    "turn": lambda a: SetTurn(_number(a[0], "turn")),
    "first": lambda a: SetFirst(_number(a[0], "first")),
    "round": lambda a: SetRound(_number(a[0], "round")),
}


def _take(args: list[str]) -> Edit:
    if len(args) == 1:
        return TakeTile(_cell(args[0]))
    if len(args) == 2 and args[0].lower() in ("pillar", "stone", "dragon"):
        cell = _cell(args[1])
        kind = args[0].lower()
        return TakePillar(cell) if kind == "pillar" else TakeStone(cell) if kind == "stone" else TakeDragon(cell)
    raise EditSyntaxError(_("'take' takes a cell (the top tile there), or pillar, stone or dragon and a cell: "
                            "take B3, take stone B3"))


def _decision(args: list[str]) -> Optional[Waiting]:
    if not args:
        raise EditSyntaxError(_("'decision' takes the decision that waits: {phases} or {over}").format(
            phases=", ".join(phase.value for phase in Phase if phase is not Phase.OVER), over=OVER))
    if args[0].lower() == OVER and len(args) == 1:
        return None
    phase = _choice(args[0], Phase, "decision")
    if phase is Phase.OVER:
        raise EditSyntaxError(_("'decision over' takes nothing after it"))
    rest = args[1:]
    tile = None
    if rest and rest[0].lower() not in _CONTEXT:
        tile, rest = _tile(rest[0]), rest[1:]
    found: dict[str, list[str]] = {}
    key = ""
    for word in rest:
        if word.lower() in _CONTEXT:
            key = word.lower()
            if key in found:
                raise EditSyntaxError(_("{key} is given twice").format(key=quoted(key)))
            found[key] = []
        else:
            found[key].append(word)
    placed = tuple(_cell(word) for word in found.get("placed", []))
    if "placed" in found and len(placed) != 2:
        raise EditSyntaxError(_("'placed' takes the two cells the drafted tile went on: placed D3 D2"))
    element = found.get("element", [])
    steps = found.get("steps", [])
    if len(element) > 1 or ("element" in found and not element):
        raise EditSyntaxError(_("'element' takes one element: fire, water or air"))
    if len(steps) > 1 or ("steps" in found and not steps):
        raise EditSyntaxError(_("'steps' takes one number: the steps the Assistant still walks"))
    return Waiting(phase=phase, tile=tile, placed=placed,
                   nests=tuple(_choice(word, Terrain, "nest") for word in found.get("nest", [])),
                   extra_dragon=tuple(_choice(word, Terrain, "extra-dragon") for word in found.get("extra-dragon", [])),
                   element=_choice(element[0], Element, "element") if element else None,
                   steps_left=_number(steps[0], "steps") if steps else 0)


def _number(word: str, verb: str) -> int:
    if not _NUMBER.fullmatch(word):
        raise EditSyntaxError(_("{verb} takes a whole number, got {word}").format(verb=quoted(verb),
                                                                                  word=quoted(word)))
    return int(word)


def _cell(word: str) -> Cell:
    try:
        return parse_cell(word)
    except NotationError as error:
        raise EditSyntaxError(str(error)) from None


def _tile(word: str) -> str:
    if not _ID.fullmatch(word):
        raise EditSyntaxError(_("a tile is named by its id, like T05; got {word}").format(word=quoted(word)))
    return word.upper()


def _word(word: str, verb: str) -> str:
    if not _ID.fullmatch(word):
        raise EditSyntaxError(_("{verb} takes a name of letters, digits and hyphens, got {word}").format(
            verb=quoted(verb), word=quoted(word)))
    return word.lower()


Choice = TypeVar("Choice", Element, Terrain, Phase)


def _choice(word: str, kind: type[Choice], verb: str) -> Choice:
    try:
        return kind(word.lower())
    except ValueError:
        names = ", ".join(member.value for member in kind.__members__.values())
        raise EditSyntaxError(_("{verb}: {word} is none of {names}").format(verb=quoted(verb), word=quoted(word),
                                                                          names=names)) from None
