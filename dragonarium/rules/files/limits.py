"""How much a game can hold, and the checks that refuse files and names going past it.

Every bound is derived from the rules and the component data, with room to
spare, so that no game that can be played is refused:

* rounds: each round uses up at least ``max(2, players)`` tiles while the
  supply lasts (every player drafts one; solo drafts one and discards one), so
  a game has at most ``ceil(tiles / max(2, players)) + ROUND_MARGIN`` rounds
  (14 with the shipped data, where a game has 12 or 13);
* actions: a turn holds at most ``TURN_ACTIONS`` actions besides trades, and
  trades are paid with pillars, which a game hands out in bounded numbers;
* a stack: each square in it comes from the starting tile or from a different
  tile its player placed, one a round;
* the planning site: at most the tiles laid out at setup (``site_size``).
"""
from __future__ import annotations

import math
from typing import Sequence

from dragonarium.i18n import _
from dragonarium.rules.engine.board import Board, SquareLayer
from dragonarium.rules.model.components import Catalog
from dragonarium.rules.model.errors import DataError
from dragonarium.rules.model.cell_names import cell_name
from dragonarium.rules.model.plain_text import quoted
from dragonarium.rules.text.notation import NotationError, read_cell, tile_name
from dragonarium.rules.engine.state import MAX_PLAYERS, SITE_SIZE
from dragonarium.rules.files.text_checks import character_name, is_blank, refused_character
from dragonarium.rules.model.values import Cell
from dragonarium.rules.text.words import counted
from dragonarium.rules.files.yamlfile import Fields

NAME_LENGTH = 40
"""Most characters in a player's name."""
ROUND_MARGIN = 1
"""Rounds allowed past the last round the tiles can fill."""
TURN_ACTIONS = 90
"""Most actions in one turn besides trades: draft, place, two nests and two extra dragons (a tile covers two
squares), the element, a stone and a reward stone for each of up to 25 steps, and a free stone, with room to
spare."""
REWARDS_PER_TURN = 25
"""Most reward steps passed in one turn (the Assistant moves at most 25 steps, the largest domain)."""


def name_problem(name: str) -> str:
    """What is wrong with a player's name ("" when nothing): 1 to ``NAME_LENGTH`` characters, not all blank or
    invisible, no control or format characters (a line break, an escape, a right-to-left override: see
    ``text_checks``)."""
    if is_blank(name) or len(name) > NAME_LENGTH:
        return _("a name has 1 to {most} characters, not all blank").format(most=NAME_LENGTH)
    char = refused_character(name)
    if char is not None:
        return _("a name holds no control characters; this one has {character}").format(
            character=character_name(char))
    return ""


def max_rounds(catalog: Catalog, players: int) -> int:
    """The most rounds a game of ``players`` can last with ``catalog``'s tiles."""
    return math.ceil(len(catalog.tiles_for(players)) / max(2, players)) + ROUND_MARGIN


def max_actions(catalog: Catalog, players: int) -> int:
    """The most actions a record of a game of ``players`` can hold."""
    turns = players * max_rounds(catalog, players)
    pillars = sum(square.pillars for tile in catalog.tiles_for(players) for square in tile.squares)
    pillars += players * catalog.starting_pillars + turns * REWARDS_PER_TURN
    return turns * TURN_ACTIONS + pillars  # a trade costs at least one pillar


def site_size(players: int) -> int:
    """The most tiles on the planning site: as many as at setup (a refill never goes past it)."""
    return SITE_SIZE.get(players, max(SITE_SIZE.values()))


def max_stack(catalog: Catalog) -> int:
    """The most squares one cell can hold: the starting tile's, then one from each tile its player placed."""
    return 1 + max(max_rounds(catalog, players) for players in range(1, MAX_PLAYERS + 1))


def max_squares(catalog: Catalog) -> int:
    """The most squares on one board: the starting tile's and two for each tile its player placed."""
    starting = max((len(tile.squares) for tile in catalog.starting_tiles), default=0)
    return starting + 2 * (max_stack(catalog) - 1)


# -- checks of a file's fields ---------------------------------------------------------------------------


def check_count(fields: Fields, key: str, low: int, high: int, noun: str) -> None:
    """Refuse a list field holding fewer than ``low`` or more than ``high`` items, before any item is read (a
    field that is not a list is left to its reader)."""
    value = fields.value.get(key)
    if isinstance(value, list) and not low <= len(value) <= high:
        raise fields.error(key, _("{low} to {high}, got {count}").format(low=low, high=counted(noun, high),
                                                                         count=len(value)))


def check_action_count(fields: Fields, key: str, catalog: Catalog, players: int) -> None:
    """Refuse a record's list of actions longer than any game of ``players`` can be, before it is read."""
    value = fields.value.get(key)
    bound = max_actions(catalog, players)
    if isinstance(value, list) and len(value) > bound:
        raise fields.error(key, _("{count} actions, more than a game of {players} can have (at most {most})").format(
            count=len(value), players=counted("player", players), most=bound))


def check_cell_keys(cells: Fields, version: int) -> None:
    """Refuse two keys of a board mapping (``cells``, ``dragons``) that name one cell, e.g. ``B3`` and ``b3``, or
    ``0,0`` and ``0, 0`` in version 1: the second would silently join the first."""
    seen: dict[Cell, str] = {}
    for key in cells.value:
        try:
            cell = read_cell(key, version)
        except NotationError as error:
            raise cells.error(str(key), str(error)) from None
        if cell in seen:
            raise cells.error(str(key), _("{cell} is given twice, as {first} and {second}").format(
                cell=cell_name(cell), first=quoted(seen[cell]), second=quoted(key)))
        seen[cell] = key


def check_stacks(cells: Fields, catalog: Catalog, starting: int) -> None:
    """Refuse a stack taller than the game can build, or more squares on a board than its player can place
    (``starting``: the squares of the board's starting tile)."""
    tallest, most = max_stack(catalog), max_squares(catalog)
    total = starting
    for key, stack in cells.value.items():
        if not isinstance(stack, list):
            continue
        squares = sum(1 for item in stack if isinstance(item, bool) or not isinstance(item, int))
        if squares > tallest or len(stack) > 2 * tallest:
            raise cells.error(str(key), _("{items} stacked; a cell holds at most {squares} (one from each tile its "
                                          "player can place)").format(items=counted("item", len(stack)),
                                                                      squares=counted("square", tallest)))
        total += squares
        if total > most:
            raise cells.error(str(key), _("more than {squares} on one board, more than its player can place").format(
                squares=counted("square", most)))


def check_tiles(fields: Fields, lists: dict[str, list[str]], catalog: Catalog, players: int) -> None:
    """Refuse a planning site larger than the game lays out, and a tile named twice in ``lists`` (the site and
    the supply): each tile is in one place."""
    site = fields.value.get("site")
    if isinstance(site, list) and len(site) > site_size(players):
        raise fields.error("site", _("{tiles}; the planning site of a game of {players} holds at most {most}").format(
            tiles=counted("tile", len(site)), players=counted("player", players), most=site_size(players)))
    seen: dict[str, str] = {}
    for key, ids in lists.items():
        for index, tile in enumerate(ids):
            where = f"{key}[{index}]"
            if tile in seen:
                name = tile_name(catalog.tiles[tile], tagged=True) if tile in catalog.tiles else \
                    _("tile {id}").format(id=tile)
                raise fields.error(where, _("the {tile} is already at {where}: each tile is in one place").format(
                    tile=name, where=seen[tile]))
            seen[tile] = fields.path(where)


def check_placed(fields: Fields, boards: Sequence[Board], lists: dict[str, list[str]], catalog: Catalog) -> None:
    """Refuse a territory tile's square stated twice on the boards, or a tile both on a board and in ``lists``
    (the site and the supply)."""
    elsewhere = {tile: fields.path(f"{key}[{index}]") for key, ids in lists.items() for index, tile in enumerate(ids)}
    seen: dict[tuple[str, int], str] = {}
    for player, board in enumerate(boards):
        for index, stack in enumerate(board.stacks):
            where = fields.path(f"players[{player}].cells.{cell_name(board.cell_of(index))}")
            for layer in stack:
                if not isinstance(layer, SquareLayer) or layer.tile not in catalog.tiles:
                    continue
                name = tile_name(catalog.tiles[layer.tile], tagged=True)
                if layer.tile in elsewhere:
                    raise DataError(fields.source, where, _("the {tile} is on this board and at {where}: each tile is "
                                                            "in one place").format(tile=name,
                                                                                   where=elsewhere[layer.tile]))
                if (layer.tile, layer.part) in seen:
                    raise DataError(fields.source, where, _("square {part} of the {tile} is already at {where}").format(
                        part=layer.part, tile=name, where=seen[layer.tile, layer.part]))
                seen[layer.tile, layer.part] = where
