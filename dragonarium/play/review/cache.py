"""The review's cache: the judgements of a record kept beside it (``GAME.yaml`` -> ``GAME.review.json``).

The file names the analysis version and a key made from the record's actions and seats and the component
data it was played with, so an edited record, other data or a new measure is worked out afresh. A file that
cannot be read, is not a small regular file (a pipe, a device, a huge file), or says anything unexpected in any
field, is ignored without waiting on it (and written again once the analysis is done); writing replaces the
file whole or not at all.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Mapping, Optional, Sequence

from dragonarium.rules import (Action, Catalog, Cell, Draft, DragonariumError, GameRecord, GameState, Placement,
                               cell_name, check_placement, parse_action, read_cell, record_to_yaml,
                               write_atomic)
from dragonarium.play.review.judging import ANALYSIS_VERSION, Judgement, judged
from dragonarium.play.base.small_json import read_small_json

CACHE_FORMAT = "dragonarium-review"
SUFFIX = ".review.json"
MAX_CACHE_BYTES = 1 << 22
"""Largest cache read: a judgement takes some 250 bytes as written, so this holds one for each action of the
longest record a game can have (``limits.max_actions``) with room to spare; a larger file is ignored unread."""
MAX_LOSS = 1e4
"""A loss is some points, far fewer than this."""
MAX_ACTION = 40
"""Longest action or cell as written (``place B3 B4`` is 11 characters)."""
MAX_TEXT = 1000
"""Longest reason kept (the strong player says it in a few words)."""
TOP_FIELDS = frozenset({"format", "version", "key", "decisions"})
DECISION_FIELDS = frozenset({"action", "player", "kind", "played", "best", "loss", "reason", "cells",
                             "played_cells"})


def cache_path(record_path: Path) -> Path:
    """Where the review of the record at ``record_path`` is kept: ``GAME.yaml`` -> ``GAME.review.json``."""
    record_path = Path(record_path)
    return record_path.with_name(record_path.stem + SUFFIX)


def record_key(record: GameRecord, catalog: Catalog) -> str:
    """A digest of what the review depends on: the record (as it would be saved) and the data of its game."""
    digest = hashlib.sha256(record_to_yaml(record).encode())
    sides = sorted({seat.side for seat in record.seats})
    data = (catalog.tiles, catalog.starting_tiles, [catalog.boards[side] for side in sides], catalog.dragons_per_type,
            catalog.starting_pillars)
    digest.update(repr(data).encode())
    return digest.hexdigest()


def load_cached(path: Path, key: str, record: GameRecord,
                 states: Sequence[GameState]) -> Optional[dict[int, Judgement]]:
    """The judgements kept at ``path`` for the record of ``key`` (``states`` before each of its actions); None
    when there are none, or they are for another record, data or analysis version, or the file is not a small
    regular file, is not JSON of the shape ``save_cached`` writes, or says anything the game does not bear out.
    Never raises and never waits: a pipe or a device at ``path`` is not read."""
    data = _read_json(Path(path))
    if not isinstance(data, dict) or set(data) != TOP_FIELDS or data["format"] != CACHE_FORMAT:
        return None
    if not _whole(data["version"]) or data["version"] != ANALYSIS_VERSION or data["key"] != key:
        return None
    decisions = data["decisions"]
    if not isinstance(decisions, list) or len(decisions) > len(record.actions):
        return None
    found: dict[int, Judgement] = {}
    try:
        for item in decisions:
            judgement = _judgement(item, record, states)
            if judgement.index in found:
                return None
            found[judgement.index] = judgement
    except (DragonariumError, KeyError, TypeError, ValueError, IndexError):
        return None
    return found


def _read_json(path: Path) -> Any:
    """The JSON document at ``path``, or None when it is missing, not a regular file, larger than
    ``MAX_CACHE_BYTES``, not UTF-8 or not JSON (nested too deep included)."""
    try:
        return read_small_json(path, MAX_CACHE_BYTES)
    except DragonariumError:
        return None


def _judgement(item: Any, record: GameRecord, states: Sequence[GameState]) -> Judgement:
    """One judgement read back; anything not as ``save_cached`` writes it raises (and the file is ignored)."""
    if not isinstance(item, dict) or set(item) != DECISION_FIELDS:
        raise ValueError("not a decision")
    number = item["action"]
    if not _whole(number) or not 1 <= number <= len(record.actions):
        raise ValueError("no such action")
    index = number - 1
    state = states[index]
    played = state.settled(record.actions[index])  # as the review keeps it
    if item["played"] != str(played) or not judged(state, played):
        raise ValueError("another move")
    decision = state.pending()
    if not _whole(item["player"]) or item["player"] != decision.player + 1 or item["kind"] != decision.phase.value:
        raise ValueError("not this game's decision")
    best = _action(item["best"])
    if best not in decision.choices:
        raise ValueError("not a choice of this decision")
    loss = item["loss"]
    if isinstance(loss, bool) or not isinstance(loss, (int, float)) or not 0 <= loss < MAX_LOSS:
        raise ValueError("not a loss")
    reason = item["reason"]
    if not isinstance(reason, str) or len(reason) > MAX_TEXT:
        raise ValueError("not a reason")
    cells = _cells(item["cells"], state, best)
    played_cells = _cells(item["played_cells"], state, played)
    return Judgement(index, decision.player, decision.phase, played, best, float(loss), reason, cells, played_cells)


def _whole(value: Any) -> bool:
    """A JSON whole number (not ``true``, not ``2.0``)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _action(text: Any) -> Action:
    """An action as ``str(action)`` writes it, and only so."""
    if not isinstance(text, str) or len(text) > MAX_ACTION:
        raise ValueError("not an action")
    action = parse_action(text)
    if str(action) != text:
        raise ValueError("not an action as written")
    return action


def _cells(value: Any, state: GameState, draft: Action) -> Optional[tuple[Cell, Cell]]:
    """Where the strong player would place the tile ``draft`` takes: None, or two cells (as ``cell_name`` writes
    them) where that tile can go on its player's board; a move other than a draft has none."""
    if value is None:
        return None
    best = draft
    if not isinstance(best, Draft) or not isinstance(value, list) or len(value) != 2:
        raise ValueError("not a placement")
    if not all(isinstance(text, str) and len(text) <= MAX_ACTION for text in value):
        raise ValueError("not a cell")
    first, second = read_cell(value[0]), read_cell(value[1])
    if [cell_name(first), cell_name(second)] != value:
        raise ValueError("not a cell as written")
    board = state.boards[state.pending().player]
    if not check_placement(board, state.tile(state.site[best.slot]), Placement((first, second))).legal:
        raise ValueError("not a placement of that tile")
    return first, second


def save_cached(path: Path, key: str, judgements: Mapping[int, Judgement]) -> None:
    """Keep ``judgements`` at ``path`` (an ``OSError`` says why it could not be written)."""
    decisions = [{"action": j.index + 1, "player": j.player + 1, "kind": j.kind.value, "played": str(j.played),
                  "best": str(j.best), "loss": j.loss, "reason": j.reason,
                  "cells": _written(j.cells), "played_cells": _written(j.played_cells)}
                 for j in sorted(judgements.values(), key=lambda j: j.index)]
    data = {"format": CACHE_FORMAT, "version": ANALYSIS_VERSION, "key": key, "decisions": decisions}
    _clear_odd_entry(path)
    write_atomic(path, json.dumps(data, indent=1, allow_nan=False) + "\n")


def _written(cells: Optional[tuple[Cell, Cell]]) -> Optional[list[str]]:
    return None if cells is None else [cell_name(cell) for cell in cells]


def _clear_odd_entry(path: Path) -> None:
    """The cache's own place holding a pipe, a device, or a link to one or to nothing: it is removed (a link
    itself, never what it points to), so that the cache written next takes its place instead of being refused."""
    try:
        if not path.is_symlink() and not path.exists():
            return
        if path.is_file() or path.is_dir():
            return
        path.unlink()
    except OSError:
        pass  # the write that follows says what is wrong
