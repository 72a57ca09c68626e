"""The review's cache: the judgements of a record kept beside it (``GAME.yaml`` -> ``GAME.review.json``).

The file names the analysis version and a key made from the record's actions and seats and the component
data it was played with, so an edited record, other data or a new measure is worked out afresh. A file that
cannot be read, or says anything unexpected, is ignored (and written again once the analysis is done);
writing replaces the file whole or not at all.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Mapping, Optional, Sequence

from ..rules import (Catalog, DragonariumError, GameRecord, GameState, cell_name, parse_action, read_cell,
                     record_to_yaml, write_atomic)
from .review import ANALYSIS_VERSION, Judgement, judged

CACHE_FORMAT = "dragonarium-review"
SUFFIX = ".review.json"


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
    when there are none, or they are for another record, data or analysis version, or the file is unreadable or
    says anything the game does not bear out."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != CACHE_FORMAT or data.get("version") != ANALYSIS_VERSION:
        return None
    if data.get("key") != key or not isinstance(data.get("decisions"), list):
        return None
    try:
        found = [_judgement(item, record, states) for item in data["decisions"]]
    except (DragonariumError, KeyError, TypeError, ValueError):
        return None
    return {j.index: j for j in found}


def _judgement(item: Any, record: GameRecord, states: Sequence[GameState]) -> Judgement:
    """One judgement read back; anything not as written raises (and the whole file is ignored)."""
    index = item["action"] - 1
    if not isinstance(index, int) or not 0 <= index < len(record.actions):
        raise ValueError("no such action")
    played = parse_action(item["played"])
    if played != record.actions[index]:
        raise ValueError("another move")
    state = states[index]
    decision = state.pending()
    best = parse_action(item["best"])
    if not judged(state, played) or best not in decision.choices or item["player"] != decision.player + 1:
        raise ValueError("not this game's decision")
    loss = item["loss"]
    if isinstance(loss, bool) or not isinstance(loss, (int, float)) or not 0 <= loss < 1e4:
        raise ValueError("not a loss")
    reason = item["reason"]
    if not isinstance(reason, str):
        raise ValueError("not a reason")
    cells = item["cells"]
    where = None if cells is None else (read_cell(cells[0]), read_cell(cells[1]))
    if item["kind"] != decision.phase.value:
        raise ValueError("another kind of decision")
    return Judgement(index, decision.player, decision.phase, played, best, float(loss), reason, where)


def save_cached(path: Path, key: str, judgements: Mapping[int, Judgement]) -> None:
    """Keep ``judgements`` at ``path`` (an ``OSError`` says why it could not be written)."""
    decisions = [{"action": j.index + 1, "player": j.player + 1, "kind": j.kind.value, "played": str(j.played),
                  "best": str(j.best), "loss": j.loss, "reason": j.reason,
                  "cells": None if j.cells is None else [cell_name(cell) for cell in j.cells]}
                 for j in sorted(judgements.values(), key=lambda j: j.index)]
    data = {"format": CACHE_FORMAT, "version": ANALYSIS_VERSION, "key": key, "decisions": decisions}
    write_atomic(path, json.dumps(data, indent=1) + "\n")
