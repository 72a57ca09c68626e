"""The history folder: ``history/`` in the player's data folder, two files for each finished game.

A game is kept as ``KEY.yaml``, its record (the record format, written in one step by the project's writer),
and ``KEY.json``, its result (``entry.GameResult``), where ``KEY`` is the first 16 hexadecimal digits of the
record's digest: the same game is kept once however often it is finished, loaded or reviewed. The record is
written first, so a result always has its record; a write that fails leaves the files there as they were.
The review keeps its judgements beside the record (``KEY.review.json``).

Reading the folder never stops at a bad file: a result that cannot be read, says anything unexpected,
contradicts itself (a solo game won, a game of two or more with no winner) or its record (``replayed``: the
record is replayed) or has lost its record, and any file the history does not make, is skipped with a ``Note``
naming it. Files are read through ``small_json`` (no more than ``MAX_RESULT_BYTES``, a pipe or a device refused
without waiting); hidden files (the writer's temporary files among them) are passed over without a word.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path
from typing import Optional

from dragonarium.i18n import _
from dragonarium.rules import (Catalog, DataError, Game, load_catalog, record_of, record_to_yaml, write_atomic,
                               write_yaml)
from dragonarium.play.history.entry import GameResult, result_from_json, result_of
from dragonarium.play.history.replayed import check_against_record
from dragonarium.play.base.small_json import read_small_json

STEM_DIGITS = 16
MAX_RESULT_BYTES = 1 << 14
"""Largest result read: one takes some 600 bytes for four players with long names."""
_NAME = re.compile(r"([0-9a-f]{16})\.(json|yaml|review\.json)")


class FileKind(Enum):
    RESULT = "json"
    RECORD = "yaml"
    REVIEW = "review.json"


@dataclass(frozen=True)
class KeptGame:
    """A game of the history: its result and where its record is."""

    result: GameResult
    record: Path


@dataclass(frozen=True)
class Note:
    """A file of the history folder that was skipped, and why (in words)."""

    file: Path
    problem: str

    def words(self) -> str:
        return _("{file} skipped: {problem}").format(file=self.file.name, problem=self.problem)


@dataclass(frozen=True)
class History:
    """The games kept, newest first, and the files skipped."""

    games: tuple[KeptGame, ...]
    notes: tuple[Note, ...] = ()


def paths_of(folder: Path, key: str) -> tuple[Path, Path]:
    """Where the game of ``key`` is kept: its record and its result."""
    stem = key[:STEM_DIGITS]
    return folder / f"{stem}.yaml", folder / f"{stem}.json"


def finished_game(game: Game, finished: Optional[datetime] = None) -> tuple[str, GameResult]:
    """What keeping the finished ``game`` writes, taken now (later moves cannot change it): its record's text and
    its result, ended at ``finished`` (now by default)."""
    record = record_of(game)
    return record_to_yaml(record), result_of(game.state, record, finished or datetime.now().astimezone())


def keep_game(folder: Path, game: Game, finished: Optional[datetime] = None) -> Optional[KeptGame]:
    """Keep the finished ``game`` in ``folder`` (see ``write_kept``)."""
    return write_kept(folder, *finished_game(game, finished))


def write_kept(folder: Path, record_text: str, result: GameResult) -> Optional[KeptGame]:
    """Keep a finished game in ``folder`` (made when missing): its record, then its result. None when it is kept
    there already. An ``OSError`` or a ``DataError`` says why it could not be written; the files already there
    stay whole."""
    record_path, result_path = paths_of(folder, result.key)
    try:
        if _read_result(result_path).key == result.key:
            return None
    except DataError:
        pass  # not kept yet, or a damaged result: written again
    folder.mkdir(parents=True, exist_ok=True)
    write_yaml(record_path, record_text)
    write_atomic(result_path, json.dumps(result.to_json(), indent=1, ensure_ascii=False) + "\n")
    return KeptGame(result, record_path)


def read_history(folder: Path, catalog: Optional[Catalog] = None) -> History:
    """Every game kept in ``folder``, newest first, each result checked against its record replayed with
    ``catalog`` (the shipped data's, or ``$DRAGONARIUM_DATA``'s, by default), and a note for each file skipped.
    Never raises."""
    try:
        names = sorted(os.listdir(folder))
    except FileNotFoundError:
        return History(())
    except OSError as error:
        return History((), (Note(folder, error.strerror or str(error)),))
    present = set(names)
    catalog = catalog or load_catalog()
    games: list[KeptGame] = []
    notes: list[Note] = []
    for name in names:
        if name.startswith("."):
            continue
        path = folder / name
        match = _NAME.fullmatch(name)
        kind, stem = (FileKind(match.group(2)), match.group(1)) if match else (None, "")
        if kind is FileKind.RESULT:
            try:
                games.append(_kept(path, stem, present, catalog))
            except DataError as error:  # the result's, or its record's when that cannot be replayed
                notes.append(Note(Path(error.source) if error.source else path, _problem(error)))
        elif kind is FileKind.RECORD and f"{stem}.json" not in present:
            notes.append(Note(path, _("a record without its result")))
        elif kind is None:
            notes.append(Note(path, _("not a file of the history")))
    games.sort(key=lambda kept: (kept.result.finished, kept.result.key), reverse=True)
    return History(tuple(games), tuple(notes))


def _kept(path: Path, stem: str, present: set[str], catalog: Catalog) -> KeptGame:
    result = _read_result(path)
    if result.key[:STEM_DIGITS] != stem:
        raise DataError(str(path), "key", _("the key of another game than the file's name says"))
    record = path.with_name(f"{stem}.yaml")
    if record.name not in present:
        raise DataError(str(path), "", _("its record {file} is missing").format(file=record.name))
    check_against_record(result, record, catalog, str(path))
    return KeptGame(result, record)


def _read_result(path: Path) -> GameResult:
    return result_from_json(read_small_json(path, MAX_RESULT_BYTES), str(path))


def _problem(error: DataError) -> str:
    """What is wrong, without the file's path (a note names the file itself)."""
    return f"{error.where}: {error.problem}" if error.where else error.problem
