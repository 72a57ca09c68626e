"""The placeholders of lesson texts: each says one fact of the table, as it is when the text is shown.

``{domain:air}`` says the size of the learner's largest air domain (``3
squares``), ``{cells:placed}`` the cells the last tile went on, and so on; the
table ``PLACEHOLDERS`` holds them all (docs/LESSONS.md lists them).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Optional

from ..rules import (Board, Cell, DragonariumError, Element, GameState, NotationError, ScoreSheet,
                     Terrain, amount, article, cell_name, cells_name, largest_domain, largest_size, parse_cell,
                     score, slot_name, tile_name)
from .trail import Trail, walk

if TYPE_CHECKING:
    from .goals import Goal


class TextError(DragonariumError):
    """A placeholder that cannot be said: unknown, a wrong argument, or nothing on the board to speak of."""


@dataclass(frozen=True)
class Scene:
    """What a text speaks of: the table now, and the learner's last moves."""

    state: GameState
    trail: Trail
    goal: Optional["Goal"] = None
    """The goal of the step the text belongs to."""

    @property
    def board(self) -> Board:
        return self.state.boards[0]


def _amount(number: int, noun: str) -> str:
    """A count with its noun, ``no`` for none: ``no pillars``, ``1 pillar``, ``3 pillars``."""
    return f"no {noun}s" if number == 0 else amount(number, noun)


# -- arguments ------------------------------------------------------------------------------------------------

def terrain_arg(arg: Optional[str]) -> Terrain:
    try:
        return Terrain(arg)
    except ValueError:
        raise TextError(f"a type: fire, water, air or royal, not {arg!r}") from None


def element_arg(arg: Optional[str]) -> Element:
    try:
        return Element(arg)
    except ValueError:
        raise TextError(f"an element: fire, water or air, not {arg!r}") from None


def cell_arg(arg: Optional[str]) -> Cell:
    try:
        return parse_cell(arg or "")
    except NotationError as error:
        raise TextError(str(error)) from None


def _place(scene: Scene, arg: Optional[str]) -> Cell:
    """A cell named by the text (``B5``) or by the trail (``stone``, ``dragon``)."""
    if arg == "stone":
        return _known(scene.trail.stone, "no stone has been placed yet")
    if arg == "dragon":
        return _known(scene.trail.dragon, "no dragon has nested yet")
    return cell_arg(arg)


def _known(value, problem: str):
    if value is None:
        raise TextError(problem)
    return value


def _tile_id(scene: Scene, arg: Optional[str]) -> str:
    if arg == "held":
        return _known(scene.state.pending().tile, "no tile is held now")
    if arg == "placed":
        return _known(scene.trail.placed_tile, "no tile has been placed yet")
    if arg not in scene.state.catalog.tiles:
        raise TextError(f"unknown tile {arg!r}")
    return arg or ""


# -- what each placeholder says ---------------------------------------------------------------------------------

def _domain(scene: Scene, arg: Optional[str]) -> str:
    return _amount(largest_size(scene.board, terrain_arg(arg)), "square")


def _steps(scene: Scene, arg: Optional[str]) -> str:
    return _amount(largest_size(scene.board, element_arg(arg).terrain), "step")


def _height(scene: Scene, arg: Optional[str]) -> str:
    domain = largest_domain(scene.board, terrain_arg(arg))
    return f"height {domain.height if domain else 0}"


def _points(scene: Scene, arg: Optional[str]) -> str:
    sheet = score(scene.board)
    if arg is None:
        return _amount(sheet.total, "point")
    if arg == "dragons":
        return _amount(sheet.royal_dragon_points, "point")
    return _amount(sheet.types[terrain_arg(arg)].points, "point")


def _score(scene: Scene, arg: Optional[str]) -> str:
    kind = score(scene.board).types[terrain_arg(arg)]
    return f"{kind.size} x {kind.height} = {amount(kind.points, 'point')}"


def _per_royal_dragon(scene: Scene, arg: Optional[str]) -> str:
    one = ScoreSheet(types={}, royal_dragons=1, dragons=1)
    return _amount(one.royal_dragon_points, "point")


def _dragons(scene: Scene, arg: Optional[str]) -> str:
    if arg is None:
        return _amount(scene.board.dragon_count(), "dragon")
    kind = terrain_arg(arg)
    return _amount(scene.board.dragon_count(kind), f"{kind.value} dragon")


def _dragon(scene: Scene, arg: Optional[str]) -> str:
    kind = _known(scene.trail.dragon_type, "no dragon has nested yet")
    return article(f"{kind.value} dragon")


def _nesting(scene: Scene, arg: Optional[str]) -> str:
    kind = _known(scene.state.pending().terrain, "no dragon waits to nest now")
    return article(f"{kind.value} dragon")


def _level(scene: Scene, arg: Optional[str]) -> str:
    if arg == "placed":
        _known(scene.trail.placed_tile, "no tile has been placed yet")
        return f"level {scene.trail.placed_level}"
    return f"level {scene.board.level(cell_arg(arg))}"


def _pillars(scene: Scene, arg: Optional[str]) -> str:
    board = scene.board
    if arg is None:
        return _amount(board.pillars, "pillar")
    if arg == "fresh":
        return _amount(board.fresh_pillars, "pillar")
    if arg == "placed":
        _known(scene.trail.placed_tile, "no tile has been placed yet")
        return _amount(scene.trail.placed_pillars, "pillar")
    raise TextError(f"pillars, pillars:fresh or pillars:placed, not pillars:{arg}")


def _cells(scene: Scene, arg: Optional[str]) -> str:
    if arg != "placed":
        raise TextError(f"cells:placed, not cells:{arg}")
    return cells_name(_known(scene.trail.placed or None, "no tile has been placed yet"))


def _cell_text(scene: Scene, arg: Optional[str]) -> str:
    return cell_name(_place(scene, arg))


def _egg(scene: Scene, arg: Optional[str]) -> str:
    cell = _place(scene, arg)
    top = scene.board.top(cell)
    if top is None or top.square.egg is None or top.hatched:
        raise TextError(f"{cell_name(cell)} shows no egg")
    return f"the {top.square.egg.terrain.value} egg on {cell_name(cell)}"


def _square(scene: Scene, arg: Optional[str]) -> str:
    cell = _place(scene, arg)
    top = scene.board.top(cell)
    if top is None:
        raise TextError(f"{cell_name(cell)} shows no square")
    kind = "pillar" if top.terrain is None else top.terrain.value
    return f"the {kind} square on {cell_name(cell)}"


def _needs(scene: Scene, arg: Optional[str]) -> str:
    cell = _place(scene, arg)
    top = scene.board.top(cell)
    if top is None or top.square.egg is None:
        raise TextError(f"{cell_name(cell)} shows no egg")
    return stones_words(top.needs(), "nothing more")


def _holds(scene: Scene, arg: Optional[str]) -> str:
    cell = _place(scene, arg)
    top = scene.board.top(cell)
    if top is None or top.square.egg is None:
        raise TextError(f"{cell_name(cell)} shows no egg")
    return stones_words(tuple(stone for stone in top.stones if stone is not None), "no stone")


def stones_words(stones: tuple[Optional[Element], ...], none: str) -> str:
    """``a fire stone``, ``two water stones``, ``a fire stone and an air stone``, ``two matching stones``."""
    if not stones:
        return none
    counts: dict[str, int] = {}
    for stone in stones:
        name = "matching" if stone is None else stone.value
        counts[name] = counts.get(name, 0) + 1
    words = {2: "two", 3: "three"}
    return " and ".join(article(f"{name} stone") if n == 1 else f"{words.get(n, n)} {name} stones"
                        for name, n in counts.items())


def _lines(board: Board, step: int) -> str:
    return " and ".join(str(line) for line in board.spec.track[step].lines)


def _step(scene: Scene, arg: Optional[str]) -> str:
    return f"step {scene.board.step}"


def _line(scene: Scene, arg: Optional[str]) -> str:
    return _lines(scene.board, scene.board.step)


def _stop(scene: Scene, arg: Optional[str]) -> str:
    board = scene.board
    path = walk(board, largest_size(board, element_arg(arg).terrain))
    if not path:
        return f"step {board.step}, where it stays"
    return f"step {path[-1]}, facing {_lines(board, path[-1])}"


def _walk(scene: Scene, arg: Optional[str]) -> str:
    path = scene.trail.walk
    if scene.trail.element is None:
        raise TextError("no element has been chosen yet")
    if not path:
        return "no step"
    numbers = [str(step) for step in path]
    if len(numbers) == 1:
        return f"step {numbers[0]}"
    return "steps " + ", ".join(numbers[:-1]) + " and " + numbers[-1]


def _slot(scene: Scene, arg: Optional[str]) -> str:
    tile = _tile_id(scene, arg)
    if tile not in scene.state.site:
        raise TextError(f"tile {tile} is not on the planning site")
    return f"slot {slot_name(scene.state.site.index(tile))}"


def _tile(scene: Scene, arg: Optional[str]) -> str:
    return tile_name(scene.state.tile(_tile_id(scene, arg)))


def _supply(scene: Scene, arg: Optional[str]) -> str:
    return _amount(len(scene.state.supply), "tile")


def _site(scene: Scene, arg: Optional[str]) -> str:
    return _amount(len(scene.state.site), "tile")


def _round(scene: Scene, arg: Optional[str]) -> str:
    return f"round {scene.state.round}"


def _dragon_supply(scene: Scene, arg: Optional[str]) -> str:
    kind = terrain_arg(arg)
    return _amount(scene.state.dragons[kind], f"{kind.value} dragon")


def _cliff(scene: Scene, arg: Optional[str]) -> str:
    return _amount(scene.board.spec.cliff_capacity, "dragon")


def _trade(scene: Scene, arg: Optional[str]) -> str:
    trade = _known(scene.board.spec.trade, "this board side has no trade")
    return f"{_amount(trade.pillars, 'pillar')} for {article(trade.element.value)} stone"


def _asked(scene: Scene, arg: Optional[str]) -> str:
    goal = _known(scene.goal, "no step is asking for a move here")
    return goal.asked(scene.state)


@dataclass(frozen=True)
class Placeholder:
    """One placeholder: its argument in words (``None``: it takes none) and what it becomes."""

    argument: Optional[str]
    says: str
    render: Callable[[Scene, Optional[str]], str]
    optional: bool = False
    """The argument may be left out."""


TYPE, ELEMENT = "a type", "an element"
CELL = "a cell like B3, or stone or dragon (the last one placed)"
PLACEHOLDERS: dict[str, Placeholder] = {
    "domain": Placeholder(TYPE, "the size of your largest domain of that type: 3 squares", _domain),
    "steps": Placeholder(ELEMENT, "the steps that element walks the Assistant: 3 steps", _steps),
    "height": Placeholder(TYPE, "the height of that largest domain: height 2", _height),
    "points": Placeholder("a type, or dragons", "what that type (dragons: the royal dragons; none: the whole "
                          "board) scores now: 8 points", _points, optional=True),
    "score": Placeholder(TYPE, "that type's score worked out: 4 x 2 = 8 points", _score),
    "per-royal-dragon": Placeholder(None, "what one royal dragon scores: 3 points", _per_royal_dragon),
    "dragons": Placeholder(TYPE, "the dragons on your board (of that type): 2 fire dragons", _dragons, optional=True),
    "dragon": Placeholder(None, "the last dragon placed: a fire dragon", _dragon),
    "nesting": Placeholder(None, "the hatched dragon waiting to nest: a fire dragon", _nesting),
    "level": Placeholder("placed, or a cell", "the level of the last tile placed, or of a cell's top: level 2",
                         _level),
    "pillars": Placeholder("fresh or placed", "your usable pillars (fresh: gained this round; placed: under the "
                           "last tile): 2 pillars", _pillars, optional=True),
    "cells": Placeholder("placed", "the cells the last tile went on: D2 and E2", _cells),
    "cell": Placeholder(CELL, "the cell: B5", _cell_text),
    "egg": Placeholder(CELL, "the egg on the cell with its type: the fire egg on B5", _egg),
    "square": Placeholder(CELL, "the top square of the cell with its type: the royal square on A5", _square),
    "needs": Placeholder(CELL, "what the egg on the cell still needs: a fire stone, nothing more", _needs),
    "holds": Placeholder(CELL, "the stones on the egg of the cell: a water stone, no stone", _holds),
    "step": Placeholder(None, "the step the Assistant stands on: step 3", _step),
    "line": Placeholder(None, "the rows and columns it faces there: column B", _line),
    "stop": Placeholder(ELEMENT, "where that element's walk would end: step 4, facing column C", _stop),
    "walk": Placeholder(None, "the steps of the last walk: steps 8, 10 and 11", _walk),
    "slot": Placeholder("a tile id", "the slot of that tile on the planning site: slot 1", _slot),
    "tile": Placeholder("a tile id, held or placed", "the tile's name: pillar/fire tile", _tile),
    "supply": Placeholder(None, "the tiles left in the supply: 4 tiles", _supply),
    "site": Placeholder(None, "the tiles on the planning site: 2 tiles", _site),
    "round": Placeholder(None, "the round: round 3", _round),
    "dragon-supply": Placeholder(TYPE, "the dragons of that type left in the supply: 11 fire dragons",
                                 _dragon_supply),
    "cliff": Placeholder(None, "how many dragons a cliff holds: 2 dragons", _cliff),
    "asked": Placeholder(None, "what the step's goal asks for: at least 8 points of fire", _asked),
    "trade": Placeholder(None, "the Marble Quarry's trade: 2 pillars for a fire stone", _trade),
}
