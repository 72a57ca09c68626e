"""A board stated cell by cell: reading and writing one player's Dragonarium.

Used by position files, lessons and tests. See docs/FORMAT.md for the format:
cells are keyed ``"B3"`` (version 2, written now) or ``"row,col"`` (version 1).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

from dragonarium.i18n import N_, _
from dragonarium.rules.engine.board import PRINTED, Board, PillarLayer, SquareLayer
from dragonarium.rules.model.components import Catalog, SquareSpec
from dragonarium.rules.model.errors import DataError
from dragonarium.rules.files.limits import check_cell_keys, check_stacks
from dragonarium.rules.model.cell_names import cell_name
from dragonarium.rules.model.short_form import square_text
from dragonarium.rules.text.notation import VERSION, NotationError, parse_square_text, read_cell
from dragonarium.rules.model.values import Cell, Element, Terrain
from dragonarium.rules.files.yamlfile import Fields, check_int
from dragonarium.rules.text.words import counted, shown


IS_GAP = N_("{cell} is a gap: nothing can be stacked there")
IS_CLIFF = N_("{cell} is a cliff: nothing can be stacked there")


def parse_cell_key(key: Any, source: str, where: str, version: int = VERSION) -> Cell:
    """A cell as a mapping key: ``"B3"``, or ``"row,col"`` in a version 1 file."""
    try:
        return read_cell(key, version)
    except NotationError as error:
        raise DataError(source, where, str(error)) from None


def board_from_fields(fields: Fields, catalog: Catalog, version: int = VERSION) -> Board:
    """Build a board from a position's board mapping (cells in the notation of ``version``); every mistake
    names its field."""
    source = fields.source
    side = fields.string("side", "library")
    if side not in catalog.boards:
        raise fields.error("side", _("unknown board side {side}; known: {sides}").format(
            side=repr(side), sides=", ".join(sorted(catalog.boards))))
    spec = catalog.boards[side]
    board = Board(spec, pillars=fields.integer("pillars", catalog.starting_pillars, low=0, high=999))
    board.fresh_pillars = fields.integer("fresh_pillars", 0, low=0, high=999)
    board.step = fields.integer("assistant", spec.start_step, low=0, high=len(spec.track) - 1)
    start_id = fields.string("start", None)
    if start_id is not None:
        starting = {tile.id: tile for tile in catalog.starting_tiles}
        if start_id not in starting:
            raise fields.error("start", _("unknown starting tile {id}").format(id=repr(start_id)))
        for part, (cell, square) in enumerate(starting[start_id].squares):
            board.push_square(cell, square, 1, start_id, part)
    cells = fields.sub("cells", None)
    if cells is not None:
        check_cell_keys(cells, version)
        check_stacks(cells, catalog, len(starting[start_id].squares) if start_id is not None else 0)
        for key, stack in cells.value.items():
            where = cells.path(str(key))
            cells.raw(key)
            cell = parse_cell_key(key, source, where, version)
            if cell in spec.gaps or cell in spec.cliffs:
                kind = IS_GAP if cell in spec.gaps else IS_CLIFF
                raise DataError(source, where, shown(kind).format(cell=cell_name(cell)))
            if not isinstance(stack, list):
                raise DataError(source, where, _("a cell's stack is a list, bottom to top"))
            _push_stack(board, cell, stack, catalog, source, where)
    dragons = fields.sub("dragons", None)
    if dragons is not None:
        check_cell_keys(dragons, version)
        for key, kinds in dragons.value.items():
            where = dragons.path(str(key))
            dragons.raw(key)
            cell = parse_cell_key(key, source, where, version)
            if cell in spec.gaps:
                raise DataError(source, where, _("{cell} is a gap: no dragon can be there").format(
                    cell=cell_name(cell)))
            if isinstance(kinds, str):
                kinds = [kinds]
            if not isinstance(kinds, list) or not kinds:
                raise DataError(source, where, _("a list of dragon types"))
            limit = spec.cliff_capacity if cell in spec.cliffs else 1
            if len(kinds) > limit:
                raise DataError(source, where, _("at most {dragons} on {cell}").format(
                    dragons=counted("dragon", limit), cell=cell_name(cell)))
            for index, kind in enumerate(kinds):
                try:
                    board.add_dragon(cell, Terrain(kind))
                except ValueError:
                    raise DataError(source, f"{where}[{index}]", _("unknown dragon type {type}").format(
                        type=repr(kind))) from None
        dragons.done()
    fields.done()
    return board


def _push_stack(board: Board, cell: Cell, stack: list[Any], catalog: Catalog, source: str, where: str) -> None:
    for index, item in enumerate(stack):
        item_where = f"{where}[{index}]"
        is_top = index == len(stack) - 1
        if isinstance(item, int) and not isinstance(item, bool):
            count = check_int(item, source, item_where, 1, 20)
            if is_top:
                raise DataError(source, item_where, _("pillar tokens always hold up a square above them"))
            _cover(board, cell)
            board.push_pillars(cell, count)
            continue
        square, stones, tile, part = _read_square(item, catalog, source, item_where)
        if any(stone is not None for stone in stones) and not is_top:
            raise DataError(source, item_where, _("a covered square holds no stones (they went back to the supply "
                                                  "when its egg hatched)"))
        below = board.stacks[board.index(cell)]
        if below and isinstance(below[-1], SquareLayer):
            _cover(board, cell)
        board.push_square(cell, square, board.level(cell) + 1, tile, part)
        if stones:
            layer = board.top(cell)
            assert layer is not None
            board.stacks[board.index(cell)] = board.stacks[board.index(cell)][:-1] + (replace(layer, stones=stones),)


def _cover(board: Board, cell: Cell) -> None:
    """Something is stacked on the cell's top square: its egg, if any, has hatched."""
    if board.top(cell) is not None:
        board.cover(cell)


def _read_square(item: Any, catalog: Catalog, source: str, where: str
                 ) -> tuple[SquareSpec, tuple[Optional[Element], ...], str, int]:
    if isinstance(item, str):
        try:
            square, stones = parse_square_text(item)
        except NotationError as error:
            raise DataError(source, where, str(error)) from None
        return square, stones, "", 0
    fields = Fields(item, source, where)
    tile_id = fields.string("tile", "")
    part = fields.integer("part", 0, low=0, high=8)
    text = fields.string("square", None)
    stones_text = fields.string("stones", None)
    fields.done()
    if text is None:
        tile = catalog.tiles.get(tile_id)
        starting = {t.id: t for t in catalog.starting_tiles}.get(tile_id)
        if tile is not None:
            if part > 1:
                raise fields.error("part", _("a territory tile has parts 0 and 1"))
            square = tile.squares[part]
        elif starting is not None:
            if part >= len(starting.squares):
                raise fields.error("part", _("starting tile {id} has {squares}").format(
                    id=tile_id, squares=counted("square", len(starting.squares))))
            square = starting.squares[part][1]
        else:
            raise fields.error("tile", _("unknown tile {id} (give 'square' for a square of no known tile)").format(
                id=repr(tile_id)))
        text = square_text(square)
    if stones_text:
        text = f"{text}={stones_text}"
    try:
        square, stones = parse_square_text(text)
    except NotationError as error:
        raise DataError(source, where, str(error)) from None
    return square, stones, tile_id, part


def board_to_mapping(board: Board, catalog: Catalog) -> dict[str, Any]:
    """The position form of a board, in the notation written now (read back by ``board_from_fields``)."""
    cells: dict[str, list[Any]] = {}
    known = {tile.id for tile in catalog.starting_tiles} | set(catalog.tiles)
    for index, stack in enumerate(board.stacks):
        items: list[Any] = []
        for layer in stack:
            if isinstance(layer, PillarLayer):
                items.append(layer.count)
            elif layer.tile == PRINTED:
                continue
            else:
                stones = "" if layer.hatched else "".join(
                    "." if s is None else s.value[0] for s in layer.stones) if layer.has_stones else ""
                if layer.tile in known:
                    entry: dict[str, Any] = {"tile": layer.tile, "part": layer.part}
                    if stones:
                        entry["stones"] = stones
                    items.append(entry)
                else:
                    items.append(square_text(layer.square, () if layer.hatched else layer.stones))
        if items:
            cells[cell_name(board.cell_of(index))] = items
    result: dict[str, Any] = {
        "side": board.spec.name,
        "pillars": board.pillars,
        "fresh_pillars": board.fresh_pillars,
        "assistant": board.step,
        "cells": cells,
    }
    dragons = {cell_name(board.cell_of(i)): [d.value for d in group] for i, group in enumerate(board.dragons) if group}
    if dragons:
        result["dragons"] = dragons
    return result
