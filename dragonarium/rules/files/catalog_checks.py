"""What the game needs from the component data, beyond each file being well formed.

``catalog`` reads each file and refuses a malformed entry; the checks here
refuse data that reads well but cannot make the game the rulebook describes:

* the territory tiles of each player count: the rulebook's setup shuffles 26
  tiles for 2 players (and solo), adds 12 for 38 with 3 players and 12 more
  for all 50 with 4, and its twelve rounds use them up;
* each tile has at least one territory square, and every territory square
  carries an egg (a square without an egg is a pillar square);
* a starting tile for each player of a 4-player game, with ids that differ
  from the territory tiles';
* ids (of tiles and board sides) people can read and type: 1 to 20 letters, digits, ``-`` or ``_``;
* on each board side, a track that goes once around the grid, touching all
  four sides, each step next to the one before (a shrine step stands in for
  the place beside it);
* gaps and cliffs on at most half of the cells around the starting tile, and
  never on a whole row or column, so that tiles have room and every line the
  Assistant looks along can take stones.
"""
from __future__ import annotations

import re
from typing import Mapping, Sequence

from dragonarium.i18n import _
from dragonarium.rules.model.components import BoardSpec, StartingTileSpec, TileSpec
from dragonarium.rules.model.errors import DataError
from dragonarium.rules.model.cell_names import column_name, row_name
from dragonarium.rules.model.plain_text import quoted
from dragonarium.rules.engine.state import MAX_PLAYERS
from dragonarium.rules.model.values import Cell
from dragonarium.rules.text.words import counted

TILES_PER_SET = {2: 26, 3: 12, 4: 12}
"""Territory tiles marked with each player count (the rulebook's setup: 26, 38 and 50 tiles in play)."""
OPEN_SHARE = 2
"""Gaps and cliffs take at most 1 / OPEN_SHARE of the cells around the starting tile."""
_ID = re.compile(r"[A-Za-z0-9_-]{1,20}")


def id_problem(tile_id: str, what: str = "") -> str:
    """What is wrong with the id of a tile or a board side ("" when nothing); ``what`` names the id (``an id``)."""
    if not _ID.fullmatch(tile_id):
        return _("{what} is 1 to 20 letters, digits, '-' or '_', not {id}").format(what=what or _("an id"),
                                                                                    id=quoted(tile_id))
    return ""


def check_tiles(tiles: Mapping[str, TileSpec], source: str) -> None:
    """The territory tiles: their count per set, a territory square on each, an egg on every territory square."""
    for index, tile in enumerate(tiles.values()):
        where = f"tiles[{index}] (id {tile.id}).squares"
        if all(square.is_pillar_square for square in tile.squares):
            raise DataError(source, where, _("a tile has at least one territory square; this one has only pillar "
                                             "squares"))
        for part, square in enumerate(tile.squares):
            if not square.is_pillar_square and square.egg is None:
                raise DataError(source, f"{where}[{part}].egg", _("missing: every territory square of a territory "
                                                                  "tile carries an egg"))
    counts = {tile_set: sum(1 for tile in tiles.values() if tile.set == tile_set) for tile_set in TILES_PER_SET}
    if counts != TILES_PER_SET:
        have = ", ".join(_("{count} marked {set}").format(count=counts[s], set=s) for s in TILES_PER_SET)
        need = ", ".join(_("{count} marked {set}").format(count=n, set=s) for s, n in TILES_PER_SET.items())
        raise DataError(source, "tiles", _("{have}; the game needs {need} (26 tiles for 2 players, 38 for 3, all 50 "
                                           "for 4, used up over twelve rounds)").format(have=have, need=need))


def check_starting_tiles(starting: Sequence[StartingTileSpec], tiles: Mapping[str, TileSpec], source: str,
                         tiles_source: str) -> None:
    """One starting tile for each player of the largest game, none sharing an id with a territory tile."""
    if len(starting) < MAX_PLAYERS:
        raise DataError(source, "starting_tiles", _("{tiles}; a game of {count} players deals one to each, so it "
                                                    "needs {count}").format(
            tiles=counted("starting tile", len(starting)), count=MAX_PLAYERS))
    ids = {tile.id for tile in starting}
    for index, tile in enumerate(tiles.values()):
        if tile.id in ids:
            raise DataError(tiles_source, f"tiles[{index}] (id {tile.id}).id",
                            _("{id} is also a starting tile's id ({file}); each id names one tile").format(
                                id=tile.id, file=source))


def check_side(board: BoardSpec, start_cells: set[Cell], source: str) -> None:
    """A board side: its track around the grid, and room left by its gaps and cliffs."""
    _check_track(board, source)
    closed = board.gaps | board.cliffs
    field = "gaps" if board.gaps else "cliffs"
    around = board.rows * board.cols - len(start_cells)
    if len(closed) > around // OPEN_SHARE:
        raise DataError(source, field, _("{cells} of the {around} around the starting tile are gaps or cliffs; at "
                                         "most {most} (half of them) may be, so that tiles have room").format(
            cells=counted("cell", len(closed)), around=around, most=around // OPEN_SHARE))
    for row in range(board.rows):
        if all((row, col) in closed for col in range(board.cols)):
            raise DataError(source, field, _("row {row} is all gaps and cliffs: no stone could go on it").format(
                row=row_name(row)))
    for col in range(board.cols):
        if all((row, col) in closed for row in range(board.rows)):
            raise DataError(source, field, _("column {column} is all gaps and cliffs: no stone could go on "
                                             "it").format(column=column_name(col)))


def _check_track(board: BoardSpec, source: str) -> None:
    """The track goes once around the grid: distinct places, each next to the one before (the last next to the
    first), and steps along all four sides."""
    steps = board.track
    seen: dict[Cell, int] = {}
    for index, step in enumerate(steps):
        if step.at in seen:
            raise DataError(source, f"track[{index}].at", _("{cell} is already step {step}: the track goes once "
                                                            "around the grid").format(cell=list(step.at),
                                                                                      step=seen[step.at]))
        seen[step.at] = index
    for index in [*range(1, len(steps)), 0] if len(steps) > 1 else []:
        at, before = steps[index].at, steps[index - 1].at
        if max(abs(at[0] - before[0]), abs(at[1] - before[1])) != 1:
            what = _("the last step, which it follows") if index == 0 else _("step {step}").format(step=index - 1)
            raise DataError(source, f"track[{index}].at", _("{cell} is not next to {what} ({before}): the track "
                                                            "goes around the grid step by step").format(
                cell=list(at), what=what, before=list(before)))
    sides = {"top": any(r <= 0 for r, _ in seen), "bottom": any(r >= board.rows - 1 for r, _ in seen),
             "left": any(c <= 0 for _, c in seen), "right": any(c >= board.cols - 1 for _, c in seen)}
    if not all(sides.values()) or len(steps) < 2 * (board.rows + board.cols):
        raise DataError(source, "track", _("the track has {steps} and does not go around the grid; it goes once "
                                           "around, along all four sides").format(steps=counted("step", len(steps))))
