"""Game records (seed + actions) and game positions (a table stated piece by piece).

Both are YAML, described in docs/FORMAT.md. Files are written in version 2
(the board notation: ``place B3 B4``, ``draft 1`` for the left-most slot,
cells keyed ``"B3"``); version 1 files (``row,col`` cells, slots from 0) still
load. Loading checks every field and names the file and field of the first
mistake; replaying names the index of the first illegal action and the rule it
breaks.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional, Union

from .actions import Action, ActionSyntaxError, parse_action
from .atomic import write_atomic
from .catalog import load_catalog
from .components import Catalog
from .errors import DataError, DragonariumError, IllegalAction
from .decision import Phase
from .game import Game
from .limits import (MAX_SEED, check_action_count, check_count, check_placed, check_tiles,
                     name_problem)
from .notation import VERSION, VERSIONS, tile_name
from .position import board_from_fields, board_to_mapping
from .seats import PlayerKind, Seat
from .state import MAX_PLAYERS, TURN_POINTS, GameState
from .values import TERRAINS
from .yamlfile import Fields, dump_yaml, parse_yaml, read_yaml

RECORD_FORMAT = "dragonarium-record"
POSITION_FORMAT = "dragonarium-position"


class ReplayError(DragonariumError):
    """An action of a record is illegal where it stands; names it (counting from 1, as people do) and the rule,
    and the record's file when it came from one (``source``).

    ``index`` is its place in the record's list of actions, from 0."""

    def __init__(self, index: int, action: str, reason: str, source: str = "") -> None:
        self.index = index
        self.action = action
        self.reason = reason
        self.source = source
        super().__init__(f"{source + ': ' if source else ''}action {index + 1}: {action}: {reason}")


@dataclass(frozen=True)
class GameRecord:
    """Everything needed to replay a game exactly."""

    seats: tuple[Seat, ...]
    seed: int
    actions: tuple[Action, ...] = ()


def record_of(game: Game) -> GameRecord:
    return GameRecord(seats=game.seats, seed=game.seed, actions=tuple(game.history))


def record_to_mapping(record: GameRecord) -> dict[str, Any]:
    return {
        "format": RECORD_FORMAT,
        "version": VERSION,
        "seed": record.seed,
        "players": [{"name": s.name, "side": s.side, "kind": s.kind.value} for s in record.seats],
        "actions": [str(action) for action in record.actions],
    }


def record_to_yaml(record: GameRecord) -> str:
    return dump_yaml(record_to_mapping(record))


def _check_header(fields: Fields, expected: str) -> int:
    """The file's version, once its format and version are known."""
    kind = fields.string("format")
    if kind != expected:
        raise fields.error("format", f"expected {expected!r}, got {kind!r}")
    version = fields.integer("version")
    if version not in VERSIONS:
        readable = " and ".join(str(v) for v in VERSIONS)
        raise fields.error("version", f"unsupported version {version} (this program reads versions {readable})")
    return version


def _seats(fields: Fields, catalog: Catalog) -> tuple[Seat, ...]:
    check_count(fields, "players", 1, MAX_PLAYERS, "player")
    seats = []
    for where, item in fields.items("players"):
        seat = Fields(item, fields.source, where)
        name = seat.string("name")
        if name_problem(name):
            raise seat.error("name", name_problem(name))
        side = seat.string("side", "library")
        if side not in catalog.boards:
            raise seat.error("side", f"unknown board side {side!r}; known: {', '.join(sorted(catalog.boards))}")
        kind = _kind(seat)
        seat.done()
        seats.append(Seat(name=name, side=side, kind=kind))
    if not 1 <= len(seats) <= MAX_PLAYERS:
        raise fields.error("players", f"1 to {MAX_PLAYERS} players, got {len(seats)}")
    return tuple(seats)


def _kind(fields: Fields) -> PlayerKind:
    """A player's ``kind`` field (human when absent)."""
    kind = fields.string("kind", PlayerKind.HUMAN.value)
    try:
        return PlayerKind.named(kind)
    except DragonariumError as error:
        raise fields.error("kind", str(error)) from None


def record_from_data(data: Any, source: str, catalog: Optional[Catalog] = None) -> GameRecord:
    """Read a record from parsed YAML; every mistake names ``source`` and the field."""
    catalog = catalog or load_catalog()
    fields = Fields(data, source, "")
    version = _check_header(fields, RECORD_FORMAT)
    seed = fields.integer("seed", low=0, high=MAX_SEED)
    seats = _seats(fields, catalog)
    check_action_count(fields, "actions", catalog, len(seats))
    actions = []
    for where, item in fields.items("actions", []):
        try:
            actions.append(parse_action(item, version))
        except ActionSyntaxError as error:
            raise DataError(source, where, str(error)) from None
    fields.done()
    return GameRecord(seats=seats, seed=seed, actions=tuple(actions))


def load_record(path: Union[str, Path], catalog: Optional[Catalog] = None) -> GameRecord:
    return record_from_data(read_yaml(Path(path)), str(path), catalog)


def parse_record(text: str, source: str = "<record>", catalog: Optional[Catalog] = None) -> GameRecord:
    return record_from_data(parse_yaml(text, source), source, catalog)


def replay(record: GameRecord, catalog: Optional[Catalog] = None, upto: Optional[int] = None,
           source: str = "") -> Game:
    """Play a record's actions from its seed; stops with ``ReplayError`` on the first illegal one (naming the
    record's file ``source`` when given)."""
    game = Game(catalog or load_catalog(), record.seats, record.seed)
    for index, action in enumerate(record.actions[:upto]):
        try:
            game.apply(action)
        except IllegalAction as error:
            raise ReplayError(index, str(action), error.reason, source) from None
    return game


def save_record(game: Game, path: Union[str, Path]) -> None:
    write_atomic(path, record_to_yaml(record_of(game)))


# -- positions -----------------------------------------------------------------

def position_from_data(data: Any, source: str, catalog: Optional[Catalog] = None) -> GameState:
    """A table from a position file: boards, and optionally site, supply and the pending decision."""
    catalog = catalog or load_catalog()
    fields = Fields(data, source, "")
    version = _check_header(fields, POSITION_FORMAT)
    seats = []
    boards = []
    check_count(fields, "players", 1, MAX_PLAYERS, "player")
    for where, item in fields.items("players"):
        player = Fields(item, source, where)
        name = player.string("name")
        if name_problem(name):
            raise player.error("name", name_problem(name))
        kind = _kind(player)
        seats.append(Seat(name=name, side=player.string("side", "library"), kind=kind))
        boards.append(board_from_fields(player, catalog, version))
    if not 1 <= len(seats) <= MAX_PLAYERS:
        raise fields.error("players", f"1 to {MAX_PLAYERS} players, got {len(seats)}")
    site = _tile_list(fields, "site", catalog)
    supply = _tile_list(fields, "supply", catalog)
    check_tiles(fields, {"site": site, "supply": supply}, catalog, len(seats))
    check_placed(fields, boards, {"site": site, "supply": supply}, catalog)
    dragons = {terrain: catalog.dragons_per_type - sum(b.dragon_count(terrain) for b in boards)
               for terrain in TERRAINS}
    if any(count < 0 for count in dragons.values()):
        raise fields.error("players", f"more than {catalog.dragons_per_type} dragons of one type on the boards")
    supply_fields = fields.sub("dragon_supply", None)
    if supply_fields is not None:
        for terrain in TERRAINS:
            dragons[terrain] = supply_fields.integer(terrain.value, dragons[terrain], low=0,
                                                     high=catalog.dragons_per_type)
        supply_fields.done()
    state = GameState(catalog=catalog, seats=tuple(seats), boards=boards, supply=supply, site=site,
                      dragons=dragons)
    state.round = fields.integer("round", 1, low=1, high=99)
    state.first = fields.integer("first", 0, low=0, high=len(seats) - 1)
    current = fields.integer("current", state.first, low=0, high=len(seats) - 1)
    state.turn = (current - state.first) % len(seats)
    pending = fields.string("pending", None)
    tile = fields.string("tile", None)
    fields.done()
    if pending is None:
        state.over = True
        return state
    if pending not in TURN_POINTS:
        raise fields.error("pending", f"one of {', '.join(TURN_POINTS)}, got {pending!r}")
    point = Phase(pending)
    if point is Phase.PLACE:
        if tile is None or tile not in catalog.tiles:
            raise fields.error("tile", f"pending 'place' needs the drafted tile's id, got {tile!r}")
    elif tile is not None:
        raise fields.error("tile", "a tile is given only with pending 'place'")
    state.start_turn_at(point, tile)
    if point is Phase.PLACE and not state.pending().choices:
        raise fields.error("tile", f"the {tile_name(catalog.tiles[tile], tagged=True)} fits nowhere on the board of "
                                   f"{seats[current].name}")
    return state


def _tile_list(fields: Fields, key: str, catalog: Catalog) -> list[str]:
    result = []
    for where, item in fields.items(key, []):
        if not isinstance(item, str) or item not in catalog.tiles:
            raise DataError(fields.source, where, f"unknown tile {item!r}")
        result.append(item)
    return result


def load_position(path: Union[str, Path], catalog: Optional[Catalog] = None) -> GameState:
    return position_from_data(read_yaml(Path(path)), str(path), catalog)


def parse_position(text: str, source: str = "<position>", catalog: Optional[Catalog] = None) -> GameState:
    return position_from_data(parse_yaml(text, source), source, catalog)


def position_to_mapping(state: GameState) -> dict[str, Any]:
    """A position file's content for ``state`` (the pending decision when it is a turn's start or end)."""
    players = []
    for seat, board in zip(state.seats, state.boards):
        entry: dict[str, Any] = {"name": seat.name, "kind": seat.kind.value}
        entry.update(board_to_mapping(board, state.catalog))
        players.append(entry)
    result: dict[str, Any] = {"format": POSITION_FORMAT, "version": VERSION, "players": players,
                              "site": list(state.site), "supply": list(state.supply),
                              "dragon_supply": {t.value: n for t, n in state.dragons.items()},
                              "round": state.round, "first": state.first, "current": state.current}
    decision = state.pending()
    if decision.phase in TURN_POINTS:
        result["pending"] = decision.phase.value
        if decision.phase is Phase.PLACE:
            result["tile"] = decision.tile
    return result


def load_game_file(path: Union[str, Path], catalog: Optional[Catalog] = None) -> tuple[GameState, Optional[Game]]:
    """A record (replayed) or a position: the state, and the game when it was a record."""
    source = str(path)
    data = read_yaml(Path(path))
    if isinstance(data, dict) and data.get("format") == RECORD_FORMAT:
        game = replay(record_from_data(data, source, catalog), catalog, source=source)
        return game.state, game
    if isinstance(data, dict) and data.get("format") == POSITION_FORMAT:
        return position_from_data(data, source, catalog), None
    raise DataError(source, "format", f"expected {RECORD_FORMAT!r} or {POSITION_FORMAT!r}")

