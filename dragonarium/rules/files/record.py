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

from dragonarium.i18n import _
from dragonarium.rules.model.actions import Action
from dragonarium.rules.text.notation import ActionSyntaxError, parse_action
from dragonarium.rules.files.catalog import load_catalog
from dragonarium.rules.model.components import Catalog
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.errors import DataError, DragonariumError
from dragonarium.rules.model.refusal import Refusal, Rule
from dragonarium.rules.engine.game import Game
from dragonarium.rules.files.integrity import check_integrity
from dragonarium.rules.model.seeds import MAX_SEED
from dragonarium.rules.files.limits import check_action_count, check_count, check_placed, check_tiles, name_problem
from dragonarium.rules.text.notation import VERSION, VERSIONS
from dragonarium.rules.files.position import board_from_fields, board_to_mapping
from dragonarium.rules.model.seats import PlayerKind, Seat
from dragonarium.rules.files.level_fields import levels_to_list, read_levels
from dragonarium.rules.model.levels import LevelChange
from dragonarium.rules.engine.state import MAX_PLAYERS, GameState
from dragonarium.rules.model.values import TERRAINS
from dragonarium.rules.text.refusal_words import refusals_text
from dragonarium.rules.text.words import listed
from dragonarium.rules.files.waiting_fields import read_waiting, start_waiting, waiting_to_mapping
from dragonarium.rules.files.yamlfile import Fields, dump_yaml, parse_yaml, read_yaml, write_yaml

RECORD_FORMAT = "dragonarium-record"
POSITION_FORMAT = "dragonarium-position"


class ReplayError(DragonariumError):
    """An action of a record is illegal where it stands; names it (counting from 1, as people do) and the rule,
    and the record's file when it came from one (``source``).

    ``index`` is its place in the record's list of actions, from 0; ``refusals`` the rules it breaks, as values
    (worded when the error is read)."""

    def __init__(self, index: int, action: str, refusals: tuple[Refusal, ...], source: str = "") -> None:
        super().__init__(index, action, refusals, source)
        self.index = index
        self.action = action
        self.refusals = refusals
        self.source = source

    def __str__(self) -> str:
        said = _("action {number}: {action}: {reason}").format(number=self.index + 1, action=self.action,
                                                                reason=self.reason)
        return f"{self.source}: {said}" if self.source else said

    @property
    def reason(self) -> str:
        """The rules broken, in words, in the language in use."""
        return refusals_text(self.refusals)

    @property
    def rule(self) -> Rule:
        """The first rule broken."""
        return self.refusals[0].rule


@dataclass(frozen=True)
class GameRecord:
    """Everything needed to replay a game exactly: the seats and the seed, or the position it starts from
    (``start``, never changed: a replay plays on a copy), then the actions, and the changes of who plays a seat
    made among them (``levels``)."""

    seats: tuple[Seat, ...]
    seed: int
    actions: tuple[Action, ...] = ()
    start: Optional[GameState] = None
    levels: tuple[LevelChange, ...] = ()


def record_of(game: Game) -> GameRecord:
    return GameRecord(seats=game.first_seats, seed=game.seed, actions=tuple(game.history), start=game.start,
                      levels=game.levels)


def record_to_mapping(record: GameRecord) -> dict[str, Any]:
    actions = [str(action) for action in record.actions]
    if record.start is not None:
        start = {key: value for key, value in position_to_mapping(record.start).items()
                 if key not in ("format", "version")}
        return {"format": RECORD_FORMAT, "version": VERSION, "start": start, "actions": actions,
                **levels_to_list(record.levels)}
    return {
        "format": RECORD_FORMAT,
        "version": VERSION,
        "seed": record.seed,
        "players": [{"name": s.name, "side": s.side, "kind": s.kind.value} for s in record.seats],
        "actions": actions,
        **levels_to_list(record.levels),
    }


def record_to_yaml(record: GameRecord) -> str:
    return dump_yaml(record_to_mapping(record))


def _check_header(fields: Fields, expected: str) -> int:
    """The file's version, once its format and version are known."""
    kind = fields.string("format")
    if kind != expected:
        raise fields.error("format", _("expected {expected}, got {found}").format(expected=repr(expected),
                                                                                  found=repr(kind)))
    version = fields.integer("version")
    if version not in VERSIONS:
        readable = listed([str(v) for v in VERSIONS])
        raise fields.error("version", _("unsupported version {version} (this program reads versions "
                                        "{readable})").format(version=version, readable=readable))
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
            raise seat.error("side", _("unknown board side {side}; known: {sides}").format(
                side=repr(side), sides=", ".join(sorted(catalog.boards))))
        kind = _kind(seat)
        seat.done()
        seats.append(Seat(name=name, side=side, kind=kind))
    if not 1 <= len(seats) <= MAX_PLAYERS:
        raise fields.error("players", _("1 to {most} players, got {count}").format(most=MAX_PLAYERS,
                                                                                   count=len(seats)))
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
    start = _start(fields, catalog, version)
    seed = 0 if start is not None else fields.integer("seed", low=0, high=MAX_SEED)
    seats = start.seats if start is not None else _seats(fields, catalog)
    check_action_count(fields, "actions", catalog, len(seats))
    actions = []
    for where, item in fields.items("actions", []):
        try:
            actions.append(parse_action(item, version))
        except ActionSyntaxError as error:
            raise DataError(source, where, str(error)) from None
    levels = read_levels(fields, len(actions), len(seats))
    fields.done()
    return GameRecord(seats=seats, seed=seed, actions=tuple(actions), start=start, levels=levels)


def _start(fields: Fields, catalog: Catalog, version: int) -> Optional[GameState]:
    """The position a record starts from (its ``start`` field), or None for a record that starts from a seed."""
    if not fields.has("start"):
        return None
    for key in ("seed", "players"):
        if fields.has(key):
            raise fields.error(key, _("a record starts from a seed and players, or from a position (start), not "
                                      "both"))
    body = fields.raw("start")
    if not isinstance(body, dict):
        raise fields.error("start", _("a position: players, site, supply, pending and the rest (docs/FORMAT.md)"))
    for key in ("format", "version"):
        if key in body:
            raise fields.error(f"start.{key}", _("the record's format and version apply to its start"))
    return position_from_data({"format": POSITION_FORMAT, "version": version, **body}, fields.source, catalog,
                              fields.path("start"))


def load_record(path: Union[str, Path], catalog: Optional[Catalog] = None) -> GameRecord:
    return record_from_data(read_yaml(Path(path)), str(path), catalog)


def parse_record(text: str, source: str = "<record>", catalog: Optional[Catalog] = None) -> GameRecord:
    return record_from_data(parse_yaml(text, source), source, catalog)


def replay(record: GameRecord, catalog: Optional[Catalog] = None, upto: Optional[int] = None,
           source: str = "") -> Game:
    """Play a record's actions from its seed or its start; stops with ``ReplayError`` on the first illegal one
    (naming the record's file ``source`` when given)."""
    if record.start is not None:
        game = Game.from_state(record.start.copy())
    else:
        game = Game(catalog or load_catalog(), record.seats, record.seed)
    for index, action in enumerate(record.actions[:upto]):
        change_kinds(game, record.levels)
        try:
            game.apply(action)
        except IllegalAction as error:
            raise ReplayError(index, str(action), error.refusals, source) from None
    change_kinds(game, record.levels)
    return game


def change_kinds(game: Game, levels: tuple[LevelChange, ...]) -> None:
    """Make the changes of who plays a seat that ``levels`` holds for the moment ``game`` is at."""
    for change in levels:
        if change.after == len(game.history):
            game.change_kind(change.seat, change.kind)


def save_record(game: Game, path: Union[str, Path]) -> None:
    write_yaml(Path(path), record_to_yaml(record_of(game)))


# -- positions -----------------------------------------------------------------

def position_from_data(data: Any, source: str, catalog: Optional[Catalog] = None, where: str = "") -> GameState:
    """A table from a position file (or from the field ``where`` of a file): boards, and optionally site, supply
    and the pending decision; refused unless it is a table that can exist (``integrity``)."""
    catalog = catalog or load_catalog()
    fields = Fields(data, source, where)
    version = _check_header(fields, POSITION_FORMAT)
    seats = []
    boards = []
    starts = []
    check_count(fields, "players", 1, MAX_PLAYERS, "player")
    for where, item in fields.items("players"):
        player = Fields(item, source, where)
        name = player.string("name")
        if name_problem(name):
            raise player.error("name", name_problem(name))
        kind = _kind(player)
        seats.append(Seat(name=name, side=player.string("side", "library"), kind=kind))
        boards.append(board_from_fields(player, catalog, version))
        starts.append(player.string("start", None))
    if not 1 <= len(seats) <= MAX_PLAYERS:
        raise fields.error("players", _("1 to {most} players, got {count}").format(most=MAX_PLAYERS,
                                                                                   count=len(seats)))
    site = _tile_list(fields, "site", catalog)
    supply = _tile_list(fields, "supply", catalog)
    check_tiles(fields, {"site": site, "supply": supply}, catalog, len(seats))
    check_placed(fields, boards, {"site": site, "supply": supply}, catalog)
    dragons = {terrain: catalog.dragons_per_type - sum(b.dragon_count(terrain) for b in boards)
               for terrain in TERRAINS}
    if any(count < 0 for count in dragons.values()):
        raise fields.error("players", _("more than {count} dragons of one type on the boards").format(
            count=catalog.dragons_per_type))
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
    solo_discard = fields.raw("solo_discard", True)
    if not isinstance(solo_discard, bool):
        raise fields.error("solo_discard", _("expected true or false, got {value}").format(value=repr(solo_discard)))
    state.solo_discard = solo_discard
    waiting = read_waiting(fields, catalog, version)
    fields.done()
    check_integrity(fields, state, waiting, starts)
    if waiting is None:
        state.over = True
        return state
    start_waiting(state, waiting, fields)
    return state


def _tile_list(fields: Fields, key: str, catalog: Catalog) -> list[str]:
    result = []
    for where, item in fields.items(key, []):
        if not isinstance(item, str) or item not in catalog.tiles:
            raise DataError(fields.source, where, _("unknown tile {id}").format(id=repr(item)))
        result.append(item)
    return result


def load_position(path: Union[str, Path], catalog: Optional[Catalog] = None) -> GameState:
    return position_from_data(read_yaml(Path(path)), str(path), catalog)


def parse_position(text: str, source: str = "<position>", catalog: Optional[Catalog] = None) -> GameState:
    return position_from_data(parse_yaml(text, source), source, catalog)


def position_to_mapping(state: GameState) -> dict[str, Any]:
    """A position file's content for ``state``, with the pending decision and its context."""
    players = []
    for seat, board in zip(state.seats, state.boards):
        entry: dict[str, Any] = {"name": seat.name, "kind": seat.kind.value}
        entry.update(board_to_mapping(board, state.catalog))
        players.append(entry)
    result: dict[str, Any] = {"format": POSITION_FORMAT, "version": VERSION, "players": players,
                              "site": list(state.site), "supply": list(state.supply),
                              "dragon_supply": {t.value: n for t, n in state.dragons.items()},
                              "round": state.round, "first": state.first, "current": state.current}
    if not state.solo_discard:
        result["solo_discard"] = False
    result.update(waiting_to_mapping(state.waiting()))
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
    raise DataError(source, "format", _("expected {record} or {position}").format(record=repr(RECORD_FORMAT),
                                                                                  position=repr(POSITION_FORMAT)))

