"""An edit's refusal in words, in the language in use: made where it is shown, from the ``Reason`` value."""
from __future__ import annotations

from typing import Callable, Optional

from dragonarium.i18n import N_, _
from dragonarium.rules import (Catalog, cells_name, counted, name_problem, refusal_text, shown, tile_name, type_word)
from dragonarium.setup.reasons import Reason, Why

WHAT = {"board": N_("board number"), "players": N_("number of players"), "player": N_("player number"),
        "step": N_("Assistant's step"), "round": N_("round"), "pillars": N_("number of pillars"),
        "loose": N_("number of pillar tokens on a cell")}
"""The numbers an edit gives, named in ``OUT_OF_RANGE``."""
THINGS = {"tile": N_("no tile"), "pillar": N_("no loose pillar token (pillars under a tile come off with it: take "
                                              "the tile first)"),
          "stone": N_("no stone"), "dragon": N_("no dragon")}
"""What ``NOTHING_TO_TAKE`` finds missing."""
HOLDERS = {"stones": N_("stones on its egg"), "dragon": N_("a dragon"), "tiles": N_("tiles on it"),
           "pillars": N_("loose pillar tokens")}
"""What ``HOLDS`` finds in the way."""
PLACE_WORDS = {"site": N_("on the planning site"), "supply": N_("in the supply"),
               "drafted": N_("the tile drafted this turn (decision)"), "board": N_("on board {board}, on {cells}")}


def tile_words(tile: str, catalog: Optional[Catalog]) -> str:
    """``fire/water tile (T05)`` when the catalog knows the tile, else ``tile T05``."""
    if catalog is not None and tile in catalog.tiles:
        return tile_name(catalog.tiles[tile], tagged=True)
    return _("tile {id}").format(id=tile)


def reason_text(reason: Reason, catalog: Optional[Catalog] = None) -> str:
    """Why an edit is refused, in one sentence."""
    return _WORDS[reason.why](reason, catalog)


def _range(reason: Reason, catalog: Optional[Catalog]) -> str:
    return _("the {what} is {low} to {high}, not {value}").format(
        what=shown(WHAT.get(reason.what, reason.what)), low=reason.low, high=reason.high, value=reason.value)


def _elsewhere(reason: Reason, catalog: Optional[Catalog]) -> str:
    where = shown(PLACE_WORDS[reason.place]).format(board=reason.player + 1, cells=cells_name(reason.cells))
    return _("the {tile} is already on the table: {where}; each tile is in one place").format(
        tile=tile_words(reason.tile, catalog), where=where)


def _flat(reason: Reason, catalog: Optional[Catalog]) -> str:
    return _("{cells} have their tops at levels {first} and {second}: a tile lies flat (add pillars under the lower "
             "one first)").format(cells=cells_name(reason.cells), first=reason.levels[0], second=reason.levels[1])


def _set(reason: Reason, catalog: Optional[Catalog]) -> str:
    return _("the {tile} belongs to set {set}, played only with {set} or more players; this table has "
             "{players}").format(tile=tile_words(reason.tile, catalog), set=reason.value,
                                 players=counted("player", reason.count))


def _nothing(reason: Reason, catalog: Optional[Catalog]) -> str:
    return _("{cell} holds {thing}").format(cell=cells_name(reason.cells), thing=shown(THINGS[reason.what]))


def _covered(reason: Reason, catalog: Optional[Catalog]) -> str:
    return _("the {tile} lies on {cells}, and another tile lies on its square on {cell}: take that one "
             "first").format(tile=tile_words(reason.tile, catalog), cells=cells_name(reason.cells[:2]),
                             cell=cells_name(reason.cells[-1:]))


def _holds(reason: Reason, catalog: Optional[Catalog]) -> str:
    return _("{cell} holds {what}: take them off first").format(cell=cells_name(reason.cells),
                                                                what=shown(HOLDERS[reason.what]))


def _dragon_left(reason: Reason, catalog: Optional[Catalog]) -> str:
    assert reason.terrain is not None
    return _("all {count} {type} dragons of the game are already on the boards").format(
        count=reason.value, type=type_word(reason.terrain))


def _start_elsewhere(reason: Reason, catalog: Optional[Catalog]) -> str:
    return _("starting tile {id} lies on board {board}: give that board another one first").format(
        id=reason.tile, board=reason.player + 1)


def _loose(reason: Reason, catalog: Optional[Catalog]) -> str:
    return _("the pillar tokens on {cells} of board {board} hold up no tile: put a tile on them or take them "
             "away").format(cells=cells_name(reason.cells), board=reason.player + 1)


_WORDS: dict[Why, Callable[[Reason, Optional[Catalog]], str]] = {
    Why.OUT_OF_RANGE: _range,
    Why.UNKNOWN_TILE: lambda r, c: _("no tile of the component data is named {id}").format(id=r.tile),
    Why.UNKNOWN_SIDE: lambda r, c: _("no board side is named {side}").format(side=r.what),
    Why.NOT_STARTING: lambda r, c: _("{id} is no starting tile").format(id=r.tile),
    Why.TILE_ELSEWHERE: _elsewhere,
    Why.TILE_TWICE: lambda r, c: _("the {tile} is named twice").format(tile=tile_words(r.tile, c)),
    Why.NOT_TOUCHING: lambda r, c: _("{cells} do not touch: a tile's two squares lie side by side").format(
        cells=cells_name(r.cells)),
    Why.NOT_FLAT: _flat,
    Why.GAP: lambda r, c: _("{cell} is a gap: nothing can be stacked there").format(cell=cells_name(r.cells)),
    Why.CLIFF: lambda r, c: _("{cell} is a cliff: nothing can be stacked there").format(cell=cells_name(r.cells)),
    Why.WRONG_SET: _set,
    Why.NOTHING_TO_TAKE: _nothing,
    Why.STARTING_TILE: lambda r, c: _("{cell} holds starting tile {id}, which changes with 'start'").format(
        cell=cells_name(r.cells), id=r.tile),
    Why.COVERED: _covered,
    Why.HOLDS: _holds,
    Why.STONE: lambda r, c: refusal_text(r.refusal) if r.refusal is not None else "",
    Why.NO_DRAGON_LEFT: _dragon_left,
    Why.DRAGON_THERE: lambda r, c: _("{cell} holds {dragons} already, as many as it can").format(
        cell=cells_name(r.cells), dragons=counted("dragon", r.value)),
    Why.BAD_NAME: lambda r, c: name_problem(r.what),
    Why.START_ELSEWHERE: _start_elsewhere,
    Why.LOOSE_PILLARS: _loose,
    Why.TABLE: lambda r, c: _("the table cannot exist: {problem}").format(problem=r.detail),
}
