"""The edits of one board: its side, name and starting tile, tiles put and taken, pillar tokens, stones, dragons,
the Assistant and the pillars in hand. Each refuses, as a ``Reason``, what would make a table that cannot exist.

A stack changes only at its top, as at the real table: a tile is put on the
tops of two cells, at one level above them; ``pillar`` lays a token on a top,
which the next tile put there lies on (until then the token is ``loose``);
``take`` lifts the top tile, both its squares, and leaves the pillars it lay
on loose.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Optional

from dragonarium.i18n import _
from dragonarium.rules import (PRINTED, Board, Catalog, Cell, GameState, PillarLayer, SquareLayer, board_to_mapping,
                               cell_name, name_problem)
from dragonarium.setup import edits as e
from dragonarium.setup.reasons import Reason, Why
from dragonarium.setup.refused import EditRefused
from dragonarium.setup.table_value import Loose, SetupTable, changed, to_state

MOST_PILLARS = 999
"""The most pillars a player may hold, usable or gained (as a position reads them)."""
MOST_LOOSE = 20
"""The most pillar tokens under one square (as a position reads them)."""

Handler = Callable[[SetupTable, Any, Catalog], SetupTable]


def refuse(why: Why, **facts: Any) -> EditRefused:
    return EditRefused(Reason(why, **facts))


def in_range(value: int, low: int, high: int, what: str) -> None:
    """Refuse ``value`` outside ``low``-``high`` (the numbers people write)."""
    if not low <= value <= high:
        raise refuse(Why.OUT_OF_RANGE, what=what, value=value, low=low, high=high)


def new_player(catalog: Catalog, side: str, index: int, others: list[dict[str, Any]]) -> dict[str, Any]:
    """A position's player ``index`` (from 0) on ``side``: ``Player N``, the first starting tile no other board
    holds, the pillars of the start."""
    if side not in catalog.boards:
        raise refuse(Why.UNKNOWN_SIDE, what=side)
    used = {starts for other in others for starts in _starts_of(other, catalog)}
    free = [tile.id for tile in catalog.starting_tiles if tile.id not in used]
    player: dict[str, Any] = {"name": _("Player {number}").format(number=index + 1), "side": side}
    if free:
        player["start"] = free[0]
    return player


def _starts_of(player: dict[str, Any], catalog: Catalog) -> set[str]:
    """The starting tiles a position's player mapping holds."""
    starting = {tile.id for tile in catalog.starting_tiles}
    found = {player["start"]} if player.get("start") else set()
    for stack in player.get("cells", {}).values():
        found.update(item["tile"] for item in stack if isinstance(item, dict) and item.get("tile") in starting)
    return found


def start_of(board: Board, catalog: Catalog) -> Optional[str]:
    """The starting tile lying on ``board`` (None for none)."""
    starting = {tile.id for tile in catalog.starting_tiles}
    return next((layer.tile for stack in board.stacks for layer in stack
                 if isinstance(layer, SquareLayer) and layer.tile in starting), None)


def _selected(table: SetupTable, catalog: Catalog) -> tuple[GameState, Board]:
    state = to_state(table, catalog)
    return state, state.boards[table.selected]


def _written(table: SetupTable, board: Board, catalog: Catalog, loose: Optional[tuple[Loose, ...]] = None,
             mapping: Optional[dict[str, Any]] = None) -> SetupTable:
    """``table`` with the selected board as ``board`` (and the position ``mapping``, the ``loose`` pillars)."""
    mapping = mapping if mapping is not None else table.mapping()
    old = mapping["players"][table.selected]
    entry = {"name": old["name"], "kind": old.get("kind", "human")}
    entry.update(board_to_mapping(board, catalog))
    mapping["players"][table.selected] = entry
    return changed(table, mapping, catalog, loose=table.loose if loose is None else loose)


def _standing(board: Board, cell: Cell) -> None:
    """Refuse a cell nothing can be stacked on."""
    if cell in board.spec.gaps:
        raise refuse(Why.GAP, cells=(cell,))
    if cell in board.spec.cliffs:
        raise refuse(Why.CLIFF, cells=(cell,))


def _bare_top(board: Board, cell: Cell) -> None:
    """Refuse to cover a cell whose top holds stones or a dragon."""
    top = board.top(cell)
    if top is not None and top.has_stones and not top.hatched:
        raise refuse(Why.HOLDS, cells=(cell,), what="stones")
    if board.dragons_on(cell):
        raise refuse(Why.HOLDS, cells=(cell,), what="dragon")


def _loose(table: SetupTable, cell: Cell, change: int) -> tuple[Loose, ...]:
    """The loose pillars with ``change`` more (or fewer) on ``cell`` of the selected board."""
    count = table.loose_on(table.selected, cell) + change
    rest = tuple(item for item in table.loose if (item.player, item.cell) != (table.selected, cell))
    return rest + ((Loose(table.selected, cell, count),) if count else ())


def tile_place(table: SetupTable, state: GameState, tile: str, skip: tuple[str, ...] = ()) -> Optional[Reason]:
    """Where ``tile`` already is on the table, as a ``TILE_ELSEWHERE`` reason (None when it is free); the places
    in ``skip`` (site, supply, drafted) are not looked at."""
    mapping = table.mapping()
    for place in ("site", "supply"):
        if place not in skip and tile in mapping.get(place, []):
            return Reason(Why.TILE_ELSEWHERE, tile=tile, place=place)
    if "drafted" not in skip and mapping.get("tile") == tile:
        return Reason(Why.TILE_ELSEWHERE, tile=tile, place="drafted")
    for player, board in enumerate(state.boards):
        cells = tuple(board.cell_of(index) for index, stack in enumerate(board.stacks)
                      for layer in stack if isinstance(layer, SquareLayer) and layer.tile == tile)
        if cells:
            return Reason(Why.TILE_ELSEWHERE, tile=tile, place="board", player=player, cells=cells)
    return None


def check_set(catalog: Catalog, tile: str, players: int) -> None:
    """Refuse an unknown tile, or one of a set ``players`` do not play."""
    if tile not in catalog.tiles:
        raise refuse(Why.UNKNOWN_TILE, tile=tile)
    allowed = max(2, players)
    if catalog.tiles[tile].set > allowed:
        raise refuse(Why.WRONG_SET, tile=tile, value=catalog.tiles[tile].set, count=players)


def _put(table: SetupTable, edit: e.PutTile, catalog: Catalog) -> SetupTable:
    state, board = _selected(table, catalog)
    (r0, c0), (r1, c1) = edit.cells
    check_set(catalog, edit.tile, len(state.seats))
    if abs(r0 - r1) + abs(c0 - c1) != 1:
        raise refuse(Why.NOT_TOUCHING, cells=edit.cells)
    for cell in edit.cells:
        _standing(board, cell)
    elsewhere = tile_place(table, state, edit.tile)
    if elsewhere is not None:
        raise EditRefused(elsewhere)
    for cell in edit.cells:
        _bare_top(board, cell)
    levels = tuple(board.level(cell) + table.loose_on(table.selected, cell) for cell in edit.cells)
    if levels[0] != levels[1]:
        raise refuse(Why.NOT_FLAT, cells=edit.cells, levels=levels)
    loose = table.loose
    for part, cell in enumerate(edit.cells):
        under = table.loose_on(table.selected, cell)
        if board.top(cell) is not None:
            board.cover(cell)
        if under:
            board.push_pillars(cell, under)
        board.push_square(cell, catalog.tiles[edit.tile].squares[part], levels[0] + 1, edit.tile, part)
        loose = tuple(item for item in loose if (item.player, item.cell) != (table.selected, cell))
    return _written(table, board, catalog, loose)


def _take(table: SetupTable, edit: e.TakeTile, catalog: Catalog) -> SetupTable:
    state, board = _selected(table, catalog)
    top = board.top(edit.cell)
    if top is None or top.tile == PRINTED:
        raise refuse(Why.NOTHING_TO_TAKE, cells=(edit.cell,), what="tile")
    if top.tile not in catalog.tiles and any(top.tile == tile.id for tile in catalog.starting_tiles):
        raise refuse(Why.STARTING_TILE, cells=(edit.cell,), tile=top.tile)
    cells = [edit.cell]
    if top.tile in catalog.tiles:
        cells.append(_partner(board, edit.cell, top))
    for cell in cells:
        if board.dragons_on(cell):
            raise refuse(Why.HOLDS, cells=(cell,), what="dragon")
    loose = table.loose
    for cell in cells:
        stack = board.stack(cell)[:-1]
        lifted = 0
        while stack and isinstance(stack[-1], PillarLayer):
            lifted += stack[-1].count
            stack = stack[:-1]
        if stack and isinstance(stack[-1], SquareLayer) and stack[-1].hatched:
            below = stack[-1]
            stack = stack[:-1] + (replace(below, hatched=False, stones=(None,) * len(below.stones)),)
        board.stacks[board.index(cell)] = stack
        if lifted:
            loose = tuple(item for item in loose if (item.player, item.cell) != (table.selected, cell))
            loose += (Loose(table.selected, cell, lifted + table.loose_on(table.selected, cell)),)
    return _written(table, board, catalog, loose)


def _partner(board: Board, cell: Cell, top: SquareLayer) -> Cell:
    """The cell of the other square of the tile whose square ``top`` lies on ``cell``; refused when another tile
    lies on it."""
    row, col = cell
    for other in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
        if not board.on_grid(other):
            continue
        for layer in board.stack(other):
            if isinstance(layer, SquareLayer) and layer.tile == top.tile and layer.part != top.part:
                if board.stack(other)[-1] is not layer:
                    pair = (cell, other) if top.part == 0 else (other, cell)
                    raise refuse(Why.COVERED, cells=pair + (other,), tile=top.tile)
                return other
    raise AssertionError(f"the other square of {top.tile} is not beside {cell}")


def _pillar(table: SetupTable, edit: e.AddPillar, catalog: Catalog) -> SetupTable:
    _state, board = _selected(table, catalog)
    _standing(board, edit.cell)
    _bare_top(board, edit.cell)
    in_range(table.loose_on(table.selected, edit.cell) + 1, 1, MOST_LOOSE, "loose")
    return replace(table, loose=_loose(table, edit.cell, 1))


def _take_pillar(table: SetupTable, edit: e.TakePillar, catalog: Catalog) -> SetupTable:
    if not table.loose_on(table.selected, edit.cell):
        raise refuse(Why.NOTHING_TO_TAKE, cells=(edit.cell,), what="pillar")
    return replace(table, loose=_loose(table, edit.cell, -1))


def _stone(table: SetupTable, edit: e.AddStone, catalog: Catalog) -> SetupTable:
    _state, board = _selected(table, catalog)
    refusal = board.why_no_stone(edit.cell, edit.element)
    if refusal is not None:
        raise refuse(Why.STONE, cells=(edit.cell,), refusal=refusal)
    if table.loose_on(table.selected, edit.cell):
        raise refuse(Why.HOLDS, cells=(edit.cell,), what="pillars")
    board.add_stone(edit.cell, edit.element)
    return _written(table, board, catalog)


def _take_stone(table: SetupTable, edit: e.TakeStone, catalog: Catalog) -> SetupTable:
    _state, board = _selected(table, catalog)
    top = board.top(edit.cell)
    if top is None or top.hatched or not top.has_stones:
        raise refuse(Why.NOTHING_TO_TAKE, cells=(edit.cell,), what="stone")
    last = max(index for index, stone in enumerate(top.stones) if stone is not None)
    stones = top.stones[:last] + (None,) + top.stones[last + 1:]
    index = board.index(edit.cell)
    board.stacks[index] = board.stacks[index][:-1] + (replace(top, stones=stones),)
    return _written(table, board, catalog)


def _dragon(table: SetupTable, edit: e.AddDragon, catalog: Catalog) -> SetupTable:
    _state, board = _selected(table, catalog)
    if edit.cell in board.spec.gaps:
        raise refuse(Why.GAP, cells=(edit.cell,))
    most = board.spec.cliff_capacity if edit.cell in board.spec.cliffs else 1
    if len(board.dragons_on(edit.cell)) >= most:
        raise refuse(Why.DRAGON_THERE, cells=(edit.cell,), value=most)
    mapping = table.mapping()
    supply = mapping["dragon_supply"]
    if supply[edit.terrain.value] <= 0:
        raise refuse(Why.NO_DRAGON_LEFT, terrain=edit.terrain, value=catalog.dragons_per_type)
    supply[edit.terrain.value] -= 1
    board.add_dragon(edit.cell, edit.terrain)
    return _written(table, board, catalog, mapping=mapping)


def _take_dragon(table: SetupTable, edit: e.TakeDragon, catalog: Catalog) -> SetupTable:
    _state, board = _selected(table, catalog)
    group = board.dragons_on(edit.cell)
    if not group:
        raise refuse(Why.NOTHING_TO_TAKE, cells=(edit.cell,), what="dragon")
    mapping = table.mapping()
    mapping["dragon_supply"][group[-1].value] += 1
    board.dragons[board.index(edit.cell)] = group[:-1]
    return _written(table, board, catalog, mapping=mapping)


def _assistant(table: SetupTable, edit: e.SetAssistant, catalog: Catalog) -> SetupTable:
    _state, board = _selected(table, catalog)
    in_range(edit.step, 0, len(board.spec.track) - 1, "step")
    board.step = edit.step
    return _written(table, board, catalog)


def _pillars(table: SetupTable, edit: e.SetPillars, catalog: Catalog) -> SetupTable:
    _state, board = _selected(table, catalog)
    in_range(edit.usable, 0, MOST_PILLARS, "pillars")
    in_range(edit.fresh, 0, MOST_PILLARS, "pillars")
    board.pillars, board.fresh_pillars = edit.usable, edit.fresh
    return _written(table, board, catalog)


def _start(table: SetupTable, edit: e.SetStart, catalog: Catalog) -> SetupTable:
    state, board = _selected(table, catalog)
    starting = {tile.id: tile for tile in catalog.starting_tiles}
    if edit.tile != e.NO_START and edit.tile not in starting:
        raise refuse(Why.NOT_STARTING, tile=edit.tile)
    old = start_of(board, catalog)
    if old == (None if edit.tile == e.NO_START else edit.tile):
        return table
    for player, other in enumerate(state.boards):
        if player != table.selected and start_of(other, catalog) == edit.tile:
            raise refuse(Why.START_ELSEWHERE, tile=edit.tile, player=player)
    cells = set(starting[old].cells if old else ()) | set(starting[edit.tile].cells if edit.tile in starting else ())
    for cell in sorted(cells):
        stack = [layer for layer in board.stack(cell) if isinstance(layer, PillarLayer) or layer.tile != PRINTED]
        if len(stack) > (1 if old and cell in starting[old].cells else 0) or table.loose_on(table.selected, cell):
            raise refuse(Why.HOLDS, cells=(cell,), what="tiles")
        _bare_top(board, cell)
    for cell in cells:
        index = board.index(cell)
        board.stacks[index] = tuple(layer for layer in board.stacks[index]
                                    if isinstance(layer, SquareLayer) and layer.tile == PRINTED)
    if edit.tile in starting:
        for part, (cell, square) in enumerate(starting[edit.tile].squares):
            board.push_square(cell, square, 1, edit.tile, part)
    return _written(table, board, catalog)


def _side(table: SetupTable, edit: e.SetSide, catalog: Catalog) -> SetupTable:
    mapping = table.mapping()
    in_range(edit.player, 1, len(mapping["players"]), "player")
    if edit.side not in catalog.boards:
        raise refuse(Why.UNKNOWN_SIDE, what=edit.side)
    spec = catalog.boards[edit.side]
    player = mapping["players"][edit.player - 1]
    taken = set(player.get("cells", {})) | set(player.get("dragons", {}))
    taken |= {cell_name(item.cell) for item in table.loose if item.player == edit.player - 1}
    for cell in sorted(spec.gaps):
        if cell_name(cell) in taken:
            raise refuse(Why.GAP, cells=(cell,))
    for cell in sorted(spec.cliffs):
        if cell_name(cell) in set(player.get("cells", {})):
            raise refuse(Why.CLIFF, cells=(cell,))
    player["side"] = edit.side
    return changed(table, mapping, catalog)


def _name(table: SetupTable, edit: e.SetName, catalog: Catalog) -> SetupTable:
    mapping = table.mapping()
    in_range(edit.player, 1, len(mapping["players"]), "player")
    if name_problem(edit.name):
        raise refuse(Why.BAD_NAME, what=edit.name)
    mapping["players"][edit.player - 1]["name"] = edit.name
    return changed(table, mapping, catalog)


BOARD_EDITS: dict[type, Handler] = {
    e.PutTile: _put, e.TakeTile: _take, e.AddPillar: _pillar, e.TakePillar: _take_pillar, e.AddStone: _stone,
    e.TakeStone: _take_stone, e.AddDragon: _dragon, e.TakeDragon: _take_dragon, e.SetAssistant: _assistant,
    e.SetPillars: _pillars, e.SetStart: _start, e.SetSide: _side, e.SetName: _name,
}
