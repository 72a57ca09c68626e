"""The lines of the turn log, one function per event, in the language in use when the event happens.

``GameState`` appends these to its ``log`` as it applies actions; a line is
made once, so a game replayed in another language logs in that language.
"""
from __future__ import annotations

from typing import Optional

from dragonarium.i18n import N_, _, ngettext
from dragonarium.rules.model.components import TileSpec
from dragonarium.rules.text.notation import cell_name, tile_name
from dragonarium.rules.model.values import Cell, Element, Terrain
from dragonarium.rules.text.words import (a_dragon, a_stone, an_egg, counted, dragon_word, shown, space_word,
                                          stone_word, type_word)

KIND_OF_TILE = {None: N_("tile"), Terrain.FIRE: N_("fire tile"), Terrain.WATER: N_("water tile"),
                Terrain.AIR: N_("air tile")}
"""A tile with a square of a type, as the solo discard looks for one (any tile before an element is chosen)."""

# -- what happens without a decision ------------------------------------------------------------------------


def empty_site() -> str:
    return _("the planning site is empty: no tile to draft")


def free_stone_lost() -> str:
    return _("no empty space anywhere: the free stone is lost")


def no_extra_dragon() -> str:
    return _("no dragon of the cliff's types left in the supply: no extra dragon")


def none_nests(terrain: Terrain) -> str:
    return _("no {dragon} left in the supply: none nests").format(dragon=dragon_word(terrain))


def stone_lost(step: int, element: Element) -> str:
    return _("step {step}: no empty {space} in its lines, the stone is lost").format(step=step,
                                                                                     space=space_word(element))


def reward_pillar(step: int) -> str:
    return _("reward step {step}: one pillar").format(step=step)


def reward_stone_lost() -> str:
    return _("reward stone: no empty space anywhere, it is lost")


def shrine_skipped(step: int) -> str:
    return _("the Assistant skips the covered shrine at step {step}").format(step=step)


# -- actions ------------------------------------------------------------------------------------------------


def drafted(player: str, tile: TileSpec) -> str:
    return _("{player}: draft of the {tile}").format(player=player, tile=tile_name(tile, tagged=True))


def fits_nowhere(tile: TileSpec, pillars: int) -> str:
    return ngettext("the {tile} fits nowhere: discarded, +{count} pillar and a stone of choice",
                    "the {tile} fits nowhere: discarded, +{count} pillars and a stone of choice", pillars).format(
                        tile=tile_name(tile), count=pillars)


def placed(tile: TileSpec, level: int, cells: str, pillars: int) -> str:
    """The tile placed on ``cells`` (already in words), with the pillars under it."""
    if pillars:
        line = ngettext("the {tile} is placed at level {level} on {cells}, {count} pillar under it",
                        "the {tile} is placed at level {level} on {cells}, {count} pillars under it", pillars)
    else:
        line = _("the {tile} is placed at level {level} on {cells}")
    return line.format(tile=tile_name(tile), level=level, cells=cells, count=pillars)


def pillars_gained(count: int) -> str:
    return ngettext("covered pillar square: +{count} pillar from next round",
                    "covered pillar square: +{count} pillars from next round", count).format(count=count)


def hatches(terrain: Terrain) -> str:
    return _("{egg} hatches").format(egg=an_egg(terrain))


def nests(terrain: Terrain, cell: Cell) -> str:
    return _("{dragon} nests on {cell}").format(dragon=a_dragon(terrain), cell=cell_name(cell))


def extra_dragon(terrain: Terrain, cell: Cell) -> str:
    return _("the cliff's extra dragon: {dragon} on {cell}").format(dragon=a_dragon(terrain), cell=cell_name(cell))


def free_stone(element: Element, cell: Cell) -> str:
    return _("{stone} of choice on {cell}").format(stone=stone_word(element), cell=cell_name(cell))


def walks(element: Element, steps: int) -> str:
    return ngettext("{element}: the Assistant moves {count} step", "{element}: the Assistant moves {count} steps",
                    steps).format(element=type_word(element), count=steps)


def step_stone(step: int, element: Element, cell: Cell) -> str:
    return _("step {step}: {stone} on {cell}").format(step=step, stone=stone_word(element), cell=cell_name(cell))


def traded(pillars: int, element: Element, cell: Cell) -> str:
    return _("trade: {pillars} for {stone} on {cell}").format(pillars=counted("pillar", pillars),
                                                               stone=a_stone(element), cell=cell_name(cell))


# -- solo discards and the end of a round -------------------------------------------------------------------


def solo_discard(tile: TileSpec) -> str:
    return _("solo: discards the {tile} from the planning site").format(tile=tile_name(tile, tagged=True))


def solo_discard_from_supply(terrain: Optional[Terrain], supply: bool) -> str:
    """No tile of ``terrain`` (any tile when None) on the site: the top of the supply goes, if there is one."""
    kind = shown(KIND_OF_TILE[terrain])
    if supply:
        return _("solo: no {tile} on the site, discards the top of the supply").format(tile=kind)
    return _("solo: no {tile} on the site and the supply is empty: nothing is discarded").format(tile=kind)


def solo_over(round_number: int, rounds: int) -> str:
    return ngettext("round {round} ends: the solo game is over after {count} round",
                    "round {round} ends: the solo game is over after {count} rounds", rounds).format(
                        round=round_number, count=rounds)


def supply_out(round_number: int) -> str:
    return _("round {round} ends and the supply is empty: the game is over").format(round=round_number)


def refilled(round_number: int, tiles: int) -> str:
    return ngettext("round {round} ends: {count} tile drawn to the planning site",
                    "round {round} ends: {count} tiles drawn to the planning site", tiles).format(
                        round=round_number, count=tiles)


def not_refilled(round_number: int) -> str:
    return _("round {round} ends: the planning site is not replenished").format(round=round_number)
