"""The edits of the game around the boards: the board selected, the players, the planning site and the supply,
whose turn it is, the round and the decision that waits."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from dragonarium.rules import MAX_PLAYERS, Catalog, Phase, SquareLayer, cell_name
from dragonarium.setup import edits as e
from dragonarium.setup.board_edits import Handler, check_set, in_range, new_player, refuse, tile_place
from dragonarium.setup.reasons import Why
from dragonarium.setup.refused import EditRefused
from dragonarium.setup.table_value import PENDING_KEYS, SetupTable, changed, to_state

MOST_ROUNDS = 99
"""The highest round a position reads."""


def _board(table: SetupTable, edit: e.SelectBoard, catalog: Catalog) -> SetupTable:
    in_range(edit.board, 1, table.players, "board")
    return replace(table, selected=edit.board - 1)


def _players(table: SetupTable, edit: e.SetPlayers, catalog: Catalog) -> SetupTable:
    in_range(edit.count, 1, MAX_PLAYERS, "players")
    mapping = table.mapping()
    players: list[dict[str, Any]] = mapping["players"]
    if edit.count < len(players):
        state = to_state(table, catalog)
        kept = [tile for key in ("site", "supply") for tile in mapping.get(key, [])]
        kept += [mapping["tile"]] if mapping.get("tile") else []
        kept += [layer.tile for board in state.boards[:edit.count] for stack in board.stacks for layer in stack
                 if isinstance(layer, SquareLayer) and layer.tile in catalog.tiles]
        for tile in kept:
            check_set(catalog, tile, edit.count)
        for player in players[edit.count:]:
            for kind, count in _dragons(player).items():
                mapping["dragon_supply"][kind] += count
        del players[edit.count:]
        for key in ("first", "current"):
            if mapping.get(key, 0) >= edit.count:
                mapping[key] = 0
    while len(players) < edit.count:
        players.append(new_player(catalog, "library", len(players), players))
    loose = tuple(item for item in table.loose if item.player < edit.count)
    return changed(table, mapping, catalog, loose=loose, selected=min(table.selected, edit.count - 1))


def _dragons(player: dict[str, Any]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for kinds in player.get("dragons", {}).values():
        for kind in kinds:
            counts[kind] = counts.get(kind, 0) + 1
    return counts


def _tiles(table: SetupTable, tiles: tuple[str, ...], place: str, catalog: Catalog) -> SetupTable:
    mapping = table.mapping()
    state = to_state(table, catalog)
    seen: set[str] = set()
    for tile in tiles:
        check_set(catalog, tile, len(state.seats))
        if tile in seen:
            raise refuse(Why.TILE_TWICE, tile=tile)
        seen.add(tile)
        elsewhere = tile_place(table, state, tile, skip=(place,))
        if elsewhere is not None:
            raise EditRefused(elsewhere)
    mapping[place] = list(tiles)
    return changed(table, mapping, catalog)


def _site(table: SetupTable, edit: e.SetSite, catalog: Catalog) -> SetupTable:
    return _tiles(table, edit.tiles, "site", catalog)


def _supply(table: SetupTable, edit: e.SetSupply, catalog: Catalog) -> SetupTable:
    return _tiles(table, edit.tiles, "supply", catalog)


def _turn(table: SetupTable, edit: e.SetTurn, catalog: Catalog) -> SetupTable:
    in_range(edit.player, 1, table.players, "player")
    mapping = table.mapping()
    mapping["current"] = edit.player - 1
    return changed(table, mapping, catalog)


def _first(table: SetupTable, edit: e.SetFirst, catalog: Catalog) -> SetupTable:
    in_range(edit.player, 1, table.players, "player")
    mapping = table.mapping()
    mapping["first"] = edit.player - 1
    return changed(table, mapping, catalog)


def _round(table: SetupTable, edit: e.SetRound, catalog: Catalog) -> SetupTable:
    in_range(edit.round, 1, MOST_ROUNDS, "round")
    mapping = table.mapping()
    mapping["round"] = edit.round
    return changed(table, mapping, catalog)


def _decision(table: SetupTable, edit: e.SetDecision, catalog: Catalog) -> SetupTable:
    mapping = {key: value for key, value in table.mapping().items() if key not in PENDING_KEYS}
    waiting = edit.waiting
    if waiting is not None:
        if waiting.tile is not None:
            state = to_state(table, catalog)
            check_set(catalog, waiting.tile, len(state.seats))
            if waiting.phase in (Phase.PLACE, Phase.FALLBACK_STONE) or not waiting.placed:
                elsewhere = tile_place(table, state, waiting.tile, skip=("drafted",))
                if elsewhere is not None:
                    raise EditRefused(elsewhere)
        fields: dict[str, Any] = {
            "pending": waiting.phase.value, "tile": waiting.tile,
            "placed": [cell_name(cell) for cell in waiting.placed] or None,
            "nest": [kind.value for kind in waiting.nests] or None,
            "extra_dragon": [kind.value for kind in waiting.extra_dragon] or None,
            "element": waiting.element.value if waiting.element else None,
            "steps_left": waiting.steps_left or None}
        mapping.update((key, value) for key, value in fields.items() if value is not None)
    return changed(table, mapping, catalog)


GAME_EDITS: dict[type, Handler] = {
    e.SelectBoard: _board, e.SetPlayers: _players, e.SetSite: _site, e.SetSupply: _supply, e.SetTurn: _turn,
    e.SetFirst: _first, e.SetRound: _round, e.SetDecision: _decision,
}
