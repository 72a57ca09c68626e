"""A finished game as the history keeps it: when it ended, who played (names as typed, kinds, board sides), the
scores, the winners or the solo rank; and its JSON form (``docs/HISTORY.md``), read back field by field.

A result file says what it is (``format``, ``version``) and holds the key of its record (a digest of the
record's text), so that a file of another kind, a result of another record or a field out of its range is
refused with the file and the field named.
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Optional

from dragonarium.i18n import _
from dragonarium.rules import (MAX_PLAYERS, MAX_SEED, DataError, GameRecord, GameState, PlayerKind, name_problem,
                               quoted, record_to_yaml)

RESULT_FORMAT = "dragonarium-history"
RESULT_VERSION = 1
FIELDS = frozenset({"format", "version", "key", "finished", "seed", "players", "solo_rank"})
PLAYER_FIELDS = frozenset({"name", "kind", "side", "score", "dragons", "winner"})
MAX_POINTS = 10_000
"""A score is some tens of points, far fewer than this."""
MAX_WORD = 80
"""Longest side id or rank title kept."""
_KEY = re.compile(r"[0-9a-f]{64}")


def record_key(record: GameRecord) -> str:
    """The digest of a record as it is saved: the same game played to the same end has the same key."""
    return hashlib.sha256(record_to_yaml(record).encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class PlayerResult:
    """One seat at the end: its name as typed, who played it, its board side (the data's id), its points and
    dragons, and whether it won (a shared victory counts for each winner; a solo game has no winner)."""

    name: str
    kind: PlayerKind
    side: str
    score: int
    dragons: int
    winner: bool


@dataclass(frozen=True)
class GameResult:
    """A finished game: its record's key, the date and time it ended (with its UTC offset), the seed, each seat
    in the order they played, and a solo game's rank (the data's title, said in the language in use when
    shown)."""

    key: str
    finished: datetime
    seed: int
    players: tuple[PlayerResult, ...]
    solo_rank: Optional[str] = None

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    def place(self, index: int) -> int:
        """The place of seat ``index`` (1 for the most points; the most dragons breaks a tie; still tied, the
        place is shared)."""
        mine = (self.players[index].score, self.players[index].dragons)
        return 1 + sum(1 for other in self.players if (other.score, other.dragons) > mine)

    def to_json(self) -> dict[str, Any]:
        return {"format": RESULT_FORMAT, "version": RESULT_VERSION, "key": self.key,
                "finished": self.finished.isoformat(timespec="seconds"), "seed": self.seed,
                "players": [{"name": p.name, "kind": p.kind.value, "side": p.side, "score": p.score,
                             "dragons": p.dragons, "winner": p.winner} for p in self.players],
                "solo_rank": self.solo_rank}


def result_of(state: GameState, record: GameRecord, finished: datetime) -> GameResult:
    """The result of the finished game ``state`` whose record is ``record``, ended at ``finished``."""
    outcome = state.outcome()
    solo = len(state.seats) == 1
    players = tuple(PlayerResult(seat.name, seat.kind, seat.side, sheet.total, sheet.dragons,
                                 not solo and index in outcome.winners)
                    for index, (seat, sheet) in enumerate(zip(state.seats, outcome.sheets)))
    rank = None
    if solo:
        rank = state.catalog.solo.rank(outcome.sheets[0].total, state.boards[0].spec.solo_bonus).title
    return GameResult(record_key(record), finished, record.seed, players, rank)


def result_from_json(data: Any, source: str) -> GameResult:
    """A result read back from its JSON form; anything else raises a ``DataError`` naming ``source`` and the
    field."""
    if not isinstance(data, dict):
        raise DataError(source, "", _("expected a mapping, got {value}").format(value=quoted(data)))
    if data.get("format") != RESULT_FORMAT:
        raise DataError(source, "format", _("expected {expected}, got {found}").format(
            expected=quoted(RESULT_FORMAT), found=quoted(data.get("format"))))
    if data.get("version") != RESULT_VERSION or isinstance(data.get("version"), bool):
        raise DataError(source, "version", _("unsupported version {version} (this program reads versions "
                                              "{readable})").format(version=quoted(data.get("version")),
                                                                    readable=RESULT_VERSION))
    unknown = sorted(str(key) for key in set(data) - FIELDS)
    if unknown:
        raise DataError(source, quoted(unknown[0], 40), _("not a field of a history result"))
    missing = sorted(FIELDS - set(data))
    if missing:
        raise DataError(source, missing[0], _("missing"))
    key = data["key"]
    if not isinstance(key, str) or not _KEY.fullmatch(key):
        raise DataError(source, "key", _("expected 64 hexadecimal digits, got {value}").format(value=quoted(key, 70)))
    players = data["players"]
    if not isinstance(players, list) or not 1 <= len(players) <= MAX_PLAYERS:
        raise DataError(source, "players", _("expected a list of 1 to {most} players").format(most=MAX_PLAYERS))
    seats = tuple(_player(item, source, f"players[{index}]") for index, item in enumerate(players))
    solo_rank = data["solo_rank"]
    if (len(seats) == 1) != (solo_rank is not None) or not (solo_rank is None or _word(solo_rank)):
        raise DataError(source, "solo_rank", _("a solo game's rank, and only a solo game's; got {value}").format(
            value=quoted(solo_rank, 60)))
    result = GameResult(key, _finished(data["finished"], source), _whole(data["seed"], source, "seed", MAX_SEED),
                        seats, solo_rank)
    _check_winners(result, source)
    return result


def _check_winners(result: GameResult, source: str) -> None:
    """Refuse winners that contradict the scores: a solo game has none; in a game of two or more the winners are
    the players with the most points, then the most dragons (``GameResult.place`` 1)."""
    for index, player in enumerate(result.players):
        where = f"players[{index}].winner"
        if result.solo and player.winner:
            raise DataError(source, where, _("true, but a solo game has no winner"))
        if not result.solo and player.winner != (result.place(index) == 1):
            raise DataError(source, where, _("true, but another player has more points, or as many and more "
                                             "dragons") if player.winner else
                            _("false, but no player has more points, or as many and more dragons"))


def _player(item: Any, source: str, where: str) -> PlayerResult:
    if not isinstance(item, dict) or set(item) != PLAYER_FIELDS:
        raise DataError(source, where, _("expected the fields {fields}").format(fields=", ".join(sorted(
            PLAYER_FIELDS))))
    name = item["name"]
    if not isinstance(name, str) or name_problem(name):
        raise DataError(source, f"{where}.name", name_problem(name) if isinstance(name, str) else
                        _("expected text, got {value}").format(value=quoted(name)))
    try:
        kind = PlayerKind(item["kind"])
    except ValueError:
        raise DataError(source, f"{where}.kind", _("one of {names}, got {value}").format(
            names=", ".join(kind.value for kind in PlayerKind), value=quoted(item["kind"]))) from None
    if not _word(item["side"]):
        raise DataError(source, f"{where}.side", _("expected a board side, got {value}").format(
            value=quoted(item["side"], 60)))
    if not isinstance(item["winner"], bool):
        raise DataError(source, f"{where}.winner", _("true or false, got {value}").format(value=quoted(item["winner"])))
    return PlayerResult(name, kind, item["side"], _whole(item["score"], source, f"{where}.score", MAX_POINTS),
                        _whole(item["dragons"], source, f"{where}.dragons", MAX_POINTS), item["winner"])


def _whole(value: Any, source: str, field: str, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
        raise DataError(source, field, _("a whole number from 0 to {most}, got {value}").format(
            most=most, value=quoted(value, 30)))
    return value


def _word(value: Any) -> bool:
    """A side's id or a rank's title: short printable text."""
    return isinstance(value, str) and 0 < len(value) <= MAX_WORD and value.isprintable()


def _finished(value: Any, source: str) -> datetime:
    """The date and time a game ended, as ``2025-03-01T14:02:11+01:00`` (its UTC offset included)."""
    try:
        when = datetime.fromisoformat(value) if isinstance(value, str) and len(value) <= 40 else None
    except ValueError:
        when = None
    if when is None or when.tzinfo is None:
        raise DataError(source, "finished", _("expected a date and time with its UTC offset, got {value}").format(
            value=quoted(value, 40)))
    return when
