"""A position's physical integrity, checked once it is read: what it states is a table that can exist.

A position states the pieces one by one, so it can state what no table holds:
the drafted tile still on the planning site, a tile torn in two or standing on
a slope, a solo game with a tile of the 3-player set, more dragons than the box
has. The game would play such a position on (drafting and placing a tile a
second time) and could not write it back. So, beyond each field's own checks:

* each tile is in one place: the planning site, the supply, the tile drafted
  this turn (``tile``: held, discarded, or on its player's board on the cells
  ``placed``) or one board, and each of its squares once there;
* a tile lies whole on one board: a territory tile's two squares on cells
  that touch, at one level; a starting tile's squares on its own cells, at
  level 1;
* every tile belongs to a set the player count plays (``Catalog.tiles_for``);
* the dragons of each type, in the supply and on the boards, are no more than
  the game has (``Catalog.dragons_per_type``). Stones and pillar tokens have no
  total in the component data, so only their own limits apply (an egg's
  spaces, a stack's height).

The checks that the site and supply name each tile once and that a tile is not
both on a board and there come first (``limits.check_tiles``, ``check_placed``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from dragonarium.i18n import _
from dragonarium.rules.engine.board import SquareLayer
from dragonarium.rules.model.decision import Phase
from dragonarium.rules.model.errors import DataError
from dragonarium.rules.model.cell_names import cell_name
from dragonarium.rules.text.notation import cells_name, tile_name
from dragonarium.rules.engine.state import GameState
from dragonarium.rules.model.values import TERRAINS, Cell
from dragonarium.rules.engine.waiting import Waiting
from dragonarium.rules.text.words import counted, type_word
from dragonarium.rules.files.yamlfile import Fields


@dataclass(frozen=True)
class StatedSquare:
    """A square of a known tile (territory or starting) as a position states it: on whose board, where, and the
    field that states it."""

    player: int
    cell: Cell
    layer: SquareLayer
    where: str
    from_start: bool = False
    """Laid down by the board's ``start`` field (not stated in its cells)."""


def check_integrity(fields: Fields, state: GameState, waiting: Optional[Waiting],
                    starts: Sequence[Optional[str]]) -> None:
    """Refuse a position (read into ``state``, its turn waiting as ``waiting``) whose pieces no table can hold.

    ``fields`` is the position's mapping (its path prefixes every field named); ``starts`` the ``start`` of each
    player's board, or None."""
    squares = stated_squares(fields, state, starts)
    _check_sets(fields, state, waiting, squares)
    if waiting is not None and waiting.tile is not None:
        _check_held(fields, state, waiting, squares.get(waiting.tile, []))
    for tile_id, group in squares.items():
        _check_whole(fields, state, tile_id, group)
    _check_dragons(fields, state)


def stated_squares(fields: Fields, state: GameState, starts: Sequence[Optional[str]]
                   ) -> dict[str, list[StatedSquare]]:
    """Every square of a known tile on the boards, by tile id, board by board: first those a board's ``start``
    laid down (named by that field), then those its cells state, in the order of its cells, bottom to top."""
    starting = {tile.id: tile for tile in state.catalog.starting_tiles}
    known = set(state.catalog.tiles) | set(starting)
    found: dict[str, list[StatedSquare]] = {}
    for player, board in enumerate(state.boards):
        start = starts[player]
        homes = dict(enumerate(starting[start].cells)) if start is not None else {}
        for index, stack in enumerate(board.stacks):
            cell = board.cell_of(index)
            for layer in stack:
                if not isinstance(layer, SquareLayer) or layer.tile not in known:
                    continue
                laid = layer.tile == start and homes.get(layer.part) == cell and layer.level == 1
                where = fields.path(f"players[{player}]." + ("start" if laid else f"cells.{cell_name(cell)}"))
                found.setdefault(layer.tile, []).append(StatedSquare(player, cell, layer, where, laid))
    return {tile: sorted(group, key=lambda square: (square.player, not square.from_start))
            for tile, group in found.items()}


def _size(state: GameState, tile_id: Optional[str]) -> int:
    """How many squares the tile ``tile_id`` has (0 for none)."""
    if tile_id is None:
        return 0
    if tile_id in state.catalog.tiles:
        return len(state.catalog.tiles[tile_id].squares)
    return next(len(tile.squares) for tile in state.catalog.starting_tiles if tile.id == tile_id)


def _named(state: GameState, tile_id: str) -> str:
    """``fire/water tile (T05)``, or ``starting tile S1``."""
    if tile_id in state.catalog.tiles:
        return tile_name(state.catalog.tiles[tile_id], tagged=True)
    return _("starting tile {id}").format(id=tile_id)


def _check_sets(fields: Fields, state: GameState, waiting: Optional[Waiting],
                squares: dict[str, list[StatedSquare]]) -> None:
    """Refuse a tile of a set the position's player count does not play (sets 3 and 4 from 3 and 4 players)."""
    players = len(state.seats)
    allowed = {tile.id for tile in state.catalog.tiles_for(players)}
    places = [(fields.path(f"{key}[{index}]"), tile) for key, ids in (("site", state.site), ("supply", state.supply))
              for index, tile in enumerate(ids)]
    if waiting is not None and waiting.tile is not None:
        places.append((fields.path("tile"), waiting.tile))
    places += [(group[0].where, tile) for tile, group in squares.items() if tile in state.catalog.tiles]
    for where, tile_id in places:
        if tile_id not in allowed:
            tile = state.catalog.tiles[tile_id]
            raise DataError(fields.source, where, _(
                "the {tile} belongs to set {set}, played only with {set} or more players; this position has "
                "{players}").format(tile=tile_name(tile, tagged=True), set=tile.set,
                                    players=counted("player", players)))


def _check_held(fields: Fields, state: GameState, waiting: Waiting, squares: list[StatedSquare]) -> None:
    """Refuse the tile drafted this turn stated somewhere else too: on the site, in the supply, on a board
    before it is placed, or anywhere but on the cells ``placed`` of the board of the player whose turn it is."""
    tile = _named(state, waiting.tile or "")
    for key, ids in (("site", state.site), ("supply", state.supply)):
        for index, tile_id in enumerate(ids):
            if tile_id == waiting.tile:
                message = (_("the {tile} is the tile drafted this turn (tile): a drafted tile has left the planning "
                             "site") if key == "site" else
                           _("the {tile} is the tile drafted this turn (tile): it was drafted from the planning "
                             "site, so it is not in the supply"))
                raise fields.error(f"{key}[{index}]", message.format(tile=tile))
    if not squares:
        return
    first = squares[0]
    if waiting.phase is Phase.PLACE:
        raise DataError(fields.source, first.where, _("the {tile} is the tile drafted this turn (tile), still to "
                                                      "place: it is on no board yet").format(tile=tile))
    if waiting.phase is Phase.FALLBACK_STONE:
        raise DataError(fields.source, first.where, _("the {tile} is the tile drafted this turn (tile), discarded "
                                                      "as it fits nowhere: it is on no board").format(tile=tile))
    if not waiting.placed:
        raise DataError(fields.source, first.where, _(
            "the {tile} is the tile drafted this turn (tile), and no cells it was placed on are given (placed): it "
            "fit nowhere and was discarded, so it is on no board").format(tile=tile))
    for square in squares:
        if square.player != state.current:
            raise DataError(fields.source, square.where, _(
                "the {tile} drafted this turn (tile) was placed by {player}, whose turn it is: it is on no other "
                "board").format(tile=tile, player=state.seats[state.current].name))
    board = state.board
    if any(board.level(cell) == 0 for cell in waiting.placed):
        return  # a placed cell with no tile square at all: the context's own check names it
    lying = {square.layer.part: square.cell for square in squares}
    if any(waiting.placed[part] != cell for part, cell in lying.items()):
        cells = cells_name(cell for _part, cell in sorted(lying.items()))
        raise fields.error("placed", _("the {tile} drafted this turn lies on {cells}, not on {placed}").format(
            tile=tile, cells=cells, placed=cells_name(waiting.placed)))


def _check_whole(fields: Fields, state: GameState, tile_id: str, squares: list[StatedSquare]) -> None:
    """Refuse a tile on two boards, a square of it stated twice, a tile stated in part, a territory tile whose
    squares do not touch or lie at two levels, a starting tile's square off its cell or above level 1."""
    tile = _named(state, tile_id)
    first = squares[0]
    seen: dict[int, StatedSquare] = {}
    for square in squares:
        if square.player != first.player:
            raise DataError(fields.source, square.where, _(
                "the {tile} is also on the board of {player} ({where}): a tile lies on one board").format(
                tile=tile, player=state.seats[first.player].name, where=first.where))
        if square.layer.part in seen:
            raise DataError(fields.source, square.where, _(
                "this square of the {tile} is already at {where}: each piece is in one place").format(
                tile=tile, where=seen[square.layer.part].where))
        seen[square.layer.part] = square
    size = _size(state, tile_id)
    if len(seen) != size:
        raise DataError(fields.source, squares[-1].where, _(
            "the {tile} has {squares}, only {stated} of them on the board: a tile lies whole (a square of no tile "
            "is written in short form)").format(tile=tile, squares=counted("square", size), stated=len(seen)))
    if tile_id in state.catalog.tiles:
        _check_flat(fields, tile, seen[0], seen[1], squares[-1].where)
        return
    spec = next(spec for spec in state.catalog.starting_tiles if spec.id == tile_id)
    for part, square in sorted(seen.items()):
        home = spec.squares[part][0]
        if square.cell != home or square.layer.level != 1:
            raise DataError(fields.source, square.where, _(
                "this square of the {tile} lies on {cell} at level {level}; it belongs on {home} at level 1, "
                "where the starting tile lies").format(tile=tile, cell=cell_name(square.cell),
                                                       level=square.layer.level, home=cell_name(home)))


def _check_flat(fields: Fields, tile: str, first: StatedSquare, second: StatedSquare, where: str) -> None:
    """Refuse a territory tile whose two squares do not touch along an edge, or lie at two levels (named at
    ``where``, the field of the square stated last)."""
    (r0, c0), (r1, c1) = first.cell, second.cell
    cells = cells_name((first.cell, second.cell))
    if abs(r0 - r1) + abs(c0 - c1) != 1:
        raise DataError(fields.source, where, _(
            "the squares of the {tile} lie on {cells}, which do not touch: a tile's two squares lie side by "
            "side").format(tile=tile, cells=cells))
    if first.layer.level != second.layer.level:
        raise DataError(fields.source, where, _(
            "the squares of the {tile} lie at levels {first} and {second} ({cells}): a tile lies flat").format(
            tile=tile, first=first.layer.level, second=second.layer.level, cells=cells))


def _check_dragons(fields: Fields, state: GameState) -> None:
    """Refuse more dragons of a type in the supply and on the boards than the game has."""
    most = state.catalog.dragons_per_type
    for terrain in TERRAINS:
        on_boards = sum(board.dragon_count(terrain) for board in state.boards)
        if state.dragons[terrain] + on_boards > most:
            raise fields.error(f"dragon_supply.{terrain.value}", _(
                "{supply} in the supply and {boards} on the boards make {total} {type} dragons; the game has {most} "
                "of each type").format(supply=state.dragons[terrain], boards=on_boards,
                                       total=state.dragons[terrain] + on_boards, type=type_word(terrain),
                                       most=most))
