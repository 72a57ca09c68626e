"""The placeholders of lesson texts: each says one fact of the table, as it is when the text is shown.

``{domain:air}`` says the size of the learner's largest air domain (``3
squares``), ``{cells:placed}`` the cells the last tile went on, and so on; the
table ``PLACEHOLDERS`` holds them all (docs/LESSONS.md lists them). They speak
the language in use (the game's vocabulary, and ``placeholder_words`` for their own).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Optional

from dragonarium.i18n import N_, _, ngettext
from dragonarium.rules import (Board, Cell, DragonariumError, Element, GameState, NotationError, Phase, ScoreSheet,
                               Terrain, a_dragon, a_stone, cell_name, cells_name, counted, dragons, largest_domain,
                               largest_size, listed, parse_cell, pillars, points, score, shown, tile_name)
from dragonarium.lessons import placeholder_words as words
from dragonarium.lessons.trail import Trail, walk

if TYPE_CHECKING:
    from dragonarium.lessons.goals import Goal


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


# -- arguments ------------------------------------------------------------------------------------------------

def terrain_arg(arg: Optional[str]) -> Terrain:
    try:
        return Terrain(arg)
    except ValueError:
        raise TextError(_("a type: fire, water, air or royal, not {arg}").format(arg=repr(arg))) from None


def element_arg(arg: Optional[str]) -> Element:
    try:
        return Element(arg)
    except ValueError:
        raise TextError(_("an element: fire, water or air, not {arg}").format(arg=repr(arg))) from None


def cell_arg(arg: Optional[str]) -> Cell:
    try:
        return parse_cell(arg or "")
    except NotationError as error:
        raise TextError(str(error)) from None


NO_STONE_YET = N_("no stone has been placed yet")
NO_DRAGON_YET = N_("no dragon has nested yet")
NO_TILE_YET = N_("no tile has been placed yet")


def _place(scene: Scene, arg: Optional[str]) -> Cell:
    """A cell named by the text (``B5``) or by the trail (``stone``, ``dragon``)."""
    if arg == "stone":
        return _known(scene.trail.stone, NO_STONE_YET)
    if arg == "dragon":
        return _known(scene.trail.dragon, NO_DRAGON_YET)
    return cell_arg(arg)


def _known(value, problem: str):
    """``value``, unless it is None: then a ``TextError`` saying ``problem`` (a message, translated here)."""
    if value is None:
        raise TextError(shown(problem))
    return value


def _tile_id(scene: Scene, arg: Optional[str]) -> str:
    if arg == "held":
        return _known(scene.state.pending().tile, N_("no tile is held now"))
    if arg == "placed":
        return _known(scene.trail.placed_tile, NO_TILE_YET)
    if arg not in scene.state.catalog.tiles:
        raise TextError(_("unknown tile {tile}").format(tile=repr(arg)))
    return arg or ""


def _top(scene: Scene, cell: Cell, egg: bool = True):
    """The top of ``cell``: it must show a square (``egg``: a square with an egg)."""
    top = scene.board.top(cell)
    if egg and (top is None or top.square.egg is None):
        raise TextError(_("{cell} shows no egg").format(cell=cell_name(cell)))
    if top is None:
        raise TextError(_("{cell} shows no square").format(cell=cell_name(cell)))
    return top


# -- what each placeholder says ---------------------------------------------------------------------------------

def _domain(scene: Scene, arg: Optional[str]) -> str:
    return counted("square", largest_size(scene.board, terrain_arg(arg)), none=True)


def _steps(scene: Scene, arg: Optional[str]) -> str:
    return counted("step", largest_size(scene.board, element_arg(arg).terrain), none=True)


def _height(scene: Scene, arg: Optional[str]) -> str:
    domain = largest_domain(scene.board, terrain_arg(arg))
    return words.height_words(domain.height if domain else 0)


def _points(scene: Scene, arg: Optional[str]) -> str:
    sheet = score(scene.board)
    if arg is None:
        return points(sheet.total, none=True)
    if arg == "dragons":
        return points(sheet.royal_dragon_points, none=True)
    return points(sheet.types[terrain_arg(arg)].points, none=True)


def _score(scene: Scene, arg: Optional[str]) -> str:
    kind = score(scene.board).types[terrain_arg(arg)]
    return ngettext("{size} x {height} = {count} point", "{size} x {height} = {count} points",
                    kind.points).format(size=kind.size, height=kind.height, count=kind.points)


def _per_royal_dragon(scene: Scene, arg: Optional[str]) -> str:
    one = ScoreSheet(types={}, royal_dragons=1, dragons=1)
    return points(one.royal_dragon_points, none=True)


def _dragons(scene: Scene, arg: Optional[str]) -> str:
    if arg is None:
        return dragons(scene.board.dragon_count(), none=True)
    kind = terrain_arg(arg)
    return dragons(scene.board.dragon_count(kind), kind, none=True)


def _dragon(scene: Scene, arg: Optional[str]) -> str:
    return a_dragon(_known(scene.trail.dragon_type, NO_DRAGON_YET))


def _nesting(scene: Scene, arg: Optional[str]) -> str:
    return a_dragon(_known(scene.state.pending().terrain, N_("no dragon waits to nest now")))


def _level(scene: Scene, arg: Optional[str]) -> str:
    if arg == "placed":
        _known(scene.trail.placed_tile, NO_TILE_YET)
        return words.level_words(scene.trail.placed_level)
    return words.level_words(scene.board.level(cell_arg(arg)))


def _pillars(scene: Scene, arg: Optional[str]) -> str:
    board = scene.board
    if arg is None:
        return pillars(board.pillars, none=True)
    if arg == "fresh":
        return pillars(board.fresh_pillars, none=True)
    if arg == "placed":
        _known(scene.trail.placed_tile, NO_TILE_YET)
        return pillars(scene.trail.placed_pillars, none=True)
    raise TextError(_("pillars, pillars:fresh or pillars:placed, not pillars:{arg}").format(arg=arg))


def _cells(scene: Scene, arg: Optional[str]) -> str:
    if arg != "placed":
        raise TextError(_("cells:placed, not cells:{arg}").format(arg=arg))
    return cells_name(_known(scene.trail.placed or None, NO_TILE_YET))


def _cell_text(scene: Scene, arg: Optional[str]) -> str:
    return cell_name(_place(scene, arg))


def _egg(scene: Scene, arg: Optional[str]) -> str:
    cell = _place(scene, arg)
    top = _top(scene, cell)
    if top.hatched:
        raise TextError(_("{cell} shows no egg").format(cell=cell_name(cell)))
    return words.egg_on(top.square.egg.terrain, cell)


def _square(scene: Scene, arg: Optional[str]) -> str:
    cell = _place(scene, arg)
    return words.square_on(_top(scene, cell, egg=False).terrain, cell)


def _needs(scene: Scene, arg: Optional[str]) -> str:
    return words.stones(_top(scene, _place(scene, arg)).needs(), _("nothing more"))


def _holds(scene: Scene, arg: Optional[str]) -> str:
    top = _top(scene, _place(scene, arg))
    return words.stones(tuple(stone for stone in top.stones if stone is not None), _("no stone"))


def _lines(board: Board, step: int) -> str:
    return words.lines_words(board.spec.track[step].lines)


def _step(scene: Scene, arg: Optional[str]) -> str:
    return words.step_words(scene.board.step)


def _line(scene: Scene, arg: Optional[str]) -> str:
    return _lines(scene.board, scene.board.step)


def _stop(scene: Scene, arg: Optional[str]) -> str:
    board = scene.board
    path = walk(board, largest_size(board, element_arg(arg).terrain))
    if not path:
        return _("step {step}, where it stays").format(step=board.step)
    return _("step {step}, facing {lines}").format(step=path[-1], lines=_lines(board, path[-1]))


def _walk(scene: Scene, arg: Optional[str]) -> str:
    """The steps of the last walk the Assistant has landed on (the one it stands on included), or with ``left``
    those still ahead of it: a text said while the walk goes on says no more than has happened."""
    trail = scene.trail
    if trail.element is None:
        raise TextError(_("no element has been chosen yet"))
    landed = trail.walked
    decision = scene.state.pending()
    if decision.phase is Phase.STONE and landed < len(trail.walk) and decision.step == trail.walk[landed]:
        landed += 1
    path = trail.walk[landed:] if arg == "left" else trail.walk[:landed]
    if not path:
        return _("no step")
    return ngettext("step {steps}", "steps {steps}", len(path)).format(
        steps=listed([str(step) for step in path]))


def _slot(scene: Scene, arg: Optional[str]) -> str:
    tile = _tile_id(scene, arg)
    if tile not in scene.state.site:
        raise TextError(_("tile {tile} is not on the planning site").format(tile=tile))
    return words.slot_words(scene.state.site.index(tile))


def _tile(scene: Scene, arg: Optional[str]) -> str:
    return tile_name(scene.state.tile(_tile_id(scene, arg)))


def _supply(scene: Scene, arg: Optional[str]) -> str:
    return counted("tile", len(scene.state.supply), none=True)


def _site(scene: Scene, arg: Optional[str]) -> str:
    return counted("tile", len(scene.state.site), none=True)


def _round(scene: Scene, arg: Optional[str]) -> str:
    return words.round_words(scene.state.round)


def _dragon_supply(scene: Scene, arg: Optional[str]) -> str:
    kind = terrain_arg(arg)
    return dragons(scene.state.dragons[kind], kind, none=True)


def _cliff(scene: Scene, arg: Optional[str]) -> str:
    return dragons(scene.board.spec.cliff_capacity, none=True)


def _trade(scene: Scene, arg: Optional[str]) -> str:
    trade = _known(scene.board.spec.trade, N_("this board side has no trade"))
    return _("{pillars} for {stone}").format(pillars=pillars(trade.pillars, none=True), stone=a_stone(trade.element))


def _asked(scene: Scene, arg: Optional[str]) -> str:
    goal = _known(scene.goal, N_("no step is asking for a move here"))
    return goal.asked(scene.state)


@dataclass(frozen=True)
class Placeholder:
    """One placeholder: its argument in words (``None``: it takes none) and what it becomes."""

    argument: Optional[str]
    """What it takes, in words (a message, translated where an error shows it)."""
    says: str
    render: Callable[[Scene, Optional[str]], str]
    optional: bool = False
    """The argument may be left out."""


TYPE, ELEMENT = N_("a type"), N_("an element")
CELL = N_("a cell like B3, or stone or dragon (the last one placed)")
PLACEHOLDERS: dict[str, Placeholder] = {
    "domain": Placeholder(TYPE, "the size of your largest domain of that type: 3 squares", _domain),
    "steps": Placeholder(ELEMENT, "the steps that element walks the Assistant: 3 steps", _steps),
    "height": Placeholder(TYPE, "the height of that largest domain: height 2", _height),
    "points": Placeholder(N_("a type, or dragons"), "what that type (dragons: the royal dragons; none: the whole "
                          "board) scores now: 8 points", _points, optional=True),
    "score": Placeholder(TYPE, "that type's score worked out: 4 x 2 = 8 points", _score),
    "per-royal-dragon": Placeholder(None, "what one royal dragon scores: 3 points", _per_royal_dragon),
    "dragons": Placeholder(TYPE, "the dragons on your board (of that type): 2 fire dragons", _dragons, optional=True),
    "dragon": Placeholder(None, "the last dragon placed: a fire dragon", _dragon),
    "nesting": Placeholder(None, "the hatched dragon waiting to nest: a fire dragon", _nesting),
    "level": Placeholder(N_("placed, or a cell"), "the level of the last tile placed, or of a cell's top: level 2",
                         _level),
    "pillars": Placeholder(N_("fresh or placed"), "your usable pillars (fresh: gained this round; placed: under the "
                           "last tile): 2 pillars", _pillars, optional=True),
    "cells": Placeholder(N_("the word placed"), "the cells the last tile went on: D2 and E2", _cells),
    "cell": Placeholder(CELL, "the cell: B5", _cell_text),
    "egg": Placeholder(CELL, "the egg on the cell with its type: the fire egg on B5", _egg),
    "square": Placeholder(CELL, "the top square of the cell with its type: the royal square on A5", _square),
    "needs": Placeholder(CELL, "what the egg on the cell still needs: a fire stone, nothing more", _needs),
    "holds": Placeholder(CELL, "the stones on the egg of the cell: a water stone, no stone", _holds),
    "step": Placeholder(None, "the step the Assistant stands on: step 3", _step),
    "line": Placeholder(None, "the rows and columns it faces there: column B", _line),
    "stop": Placeholder(ELEMENT, "where that element's walk would end: step 4, facing column C", _stop),
    "walk": Placeholder(N_("the word left"), "the steps of the last walk the Assistant has landed on (left: those "
                        "still ahead of it): steps 8, 10 and 11", _walk, optional=True),
    "slot": Placeholder(N_("a tile id"), "the slot of that tile on the planning site: slot 1", _slot),
    "tile": Placeholder(N_("a tile id, held or placed"), "the tile's name: pillar/fire tile", _tile),
    "supply": Placeholder(None, "the tiles left in the supply: 4 tiles", _supply),
    "site": Placeholder(None, "the tiles on the planning site: 2 tiles", _site),
    "round": Placeholder(None, "the round: round 3", _round),
    "dragon-supply": Placeholder(TYPE, "the dragons of that type left in the supply: 11 fire dragons",
                                 _dragon_supply),
    "cliff": Placeholder(None, "how many dragons a cliff holds: 2 dragons", _cliff),
    "asked": Placeholder(None, "what the step's goal asks for: at least 8 points of fire", _asked),
    "trade": Placeholder(None, "the Marble Quarry's trade: 2 pillars for a fire stone", _trade),
}
