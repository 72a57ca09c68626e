"""A kept result checked against its record: the record must be the one the result's key names (its digest), and
replaying it must end the game with the result's seed, seats, scores, dragons, winners and solo rank. A result
its record contradicts is refused, the field named."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

from dragonarium.i18n import _
from dragonarium.rules import Catalog, DataError, DragonariumError, load_record, quoted, replay
from dragonarium.play.history.entry import GameResult, record_key, result_of

_REPLAYED: dict[tuple[Catalog, str], dict[str, Any]] = {}
"""The fields each record replayed gives, by the catalog it was replayed with and its key: reading the history
again (the History screen opened again) replays only the games kept since."""


def check_against_record(result: GameResult, record_path: Path, catalog: Catalog, source: str) -> None:
    """Refuse ``result`` (read from ``source``) when its record at ``record_path`` is not the one its key names,
    does not replay to the end, or ends otherwise: a ``DataError`` naming the record's file for a record that
    cannot be read or replayed, else ``source`` and the result's field."""
    try:
        record = load_record(record_path, catalog)
        if record_key(record) != result.key:
            raise DataError(source, "key", _("not the digest of its record {file}").format(file=record_path.name))
        replayed = _REPLAYED.get((catalog, result.key))
        if replayed is None:
            game = replay(record, catalog)
            if not game.over:
                raise DataError(str(record_path), "", _("the game does not end: the record stops before its last "
                                                        "action"))
            replayed = dict(_fields(result_of(game.state, record, result.finished)))
            _REPLAYED[(catalog, result.key)] = replayed
    except DataError:
        raise
    except DragonariumError as error:  # an illegal action, said without the file: the note names it
        raise DataError(str(record_path), "", str(error)) from None
    for field, value in _fields(result):
        if value != replayed[field]:
            raise DataError(source, field, _("{value}, but its record gives {expected}").format(
                value=quoted(value), expected=quoted(replayed[field])))


def _fields(result: GameResult) -> Iterator[tuple[str, Any]]:
    """Each field of ``result`` its record decides, by its name in the result file, the count of players before
    any player's fields."""
    yield "seed", result.seed
    yield "players", len(result.players)
    for index, player in enumerate(result.players):
        where = f"players[{index}]"
        yield f"{where}.name", player.name
        yield f"{where}.kind", player.kind.value
        yield f"{where}.side", player.side
        yield f"{where}.score", player.score
        yield f"{where}.dragons", player.dragons
        yield f"{where}.winner", player.winner
    yield "solo_rank", result.solo_rank
