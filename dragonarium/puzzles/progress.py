"""What the player has done with the puzzles: each one solved or not, and its best grade, kept in
``puzzles.json`` in the player's data folder (written in one step; a file that cannot be read is set aside
with a note, never fatal)."""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from datetime import date
from pathlib import Path
from typing import Optional, Sequence

from dragonarium.i18n import _
from dragonarium.paths import user_data_home
from dragonarium.rules import DataError
from dragonarium.storage.atomic import write_atomic
from dragonarium.play.base.small_json import read_small_json

FILE_NAME = "puzzles.json"
FORMAT = "dragonarium-puzzle-progress"
VERSION = 1
LIMIT = 1 << 20
"""Bytes the progress file may hold."""


@dataclass(frozen=True)
class Mark:
    """One puzzle's record: solved (the best move found) and the best grade, in per cent."""

    solved: bool = False
    best: int = 0


@dataclass(frozen=True)
class Progress:
    """Every puzzle's mark, by puzzle id; ``note`` says why a progress file was not read ("" when it was)."""

    marks: dict[str, Mark] = field(default_factory=dict)
    note: str = ""

    def mark(self, puzzle: str) -> Mark:
        return self.marks.get(puzzle, Mark())

    def graded(self, puzzle: str, percent: int) -> "Progress":
        """The progress once ``puzzle`` was answered with a grade of ``percent``."""
        old = self.mark(puzzle)
        mark = Mark(old.solved or percent >= 100, max(old.best, percent))
        return replace(self, marks={**self.marks, puzzle: mark})

    @property
    def solved(self) -> int:
        return sum(1 for mark in self.marks.values() if mark.solved)


def progress_path() -> Path:
    """``puzzles.json`` in the player's data folder (``$DRAGONARIUM_HOME`` first)."""
    return user_data_home() / FILE_NAME


def load_progress(path: Optional[Path] = None) -> Progress:
    """The progress kept at ``path``; none yet when there is no file, none with a note when it cannot be read."""
    path = path or progress_path()
    if not path.exists():
        return Progress()
    try:
        data = read_small_json(path, LIMIT)
        return Progress(_marks(data, str(path)))
    except DataError as error:
        return Progress(note=_("The puzzle progress was not read, and starts afresh: {error}").format(error=error))


def _marks(data: object, source: str) -> dict[str, Mark]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DataError(source, "format", _("not a puzzle progress file of version {version}").format(
            version=VERSION))
    version = data.get("version")
    if isinstance(version, bool) or version != VERSION:
        raise DataError(source, "version", _("not a puzzle progress file of version {version}").format(
            version=VERSION))
    puzzles = data.get("puzzles")
    if not isinstance(puzzles, dict):
        raise DataError(source, "puzzles", _("a mapping of puzzle ids"))
    marks = {}
    for key, value in puzzles.items():
        where = f"puzzles.{key}"
        if not isinstance(value, dict) or not isinstance(value.get("solved"), bool):
            raise DataError(source, f"{where}.solved", _("true or false"))
        best = value.get("best")
        if isinstance(best, bool) or not isinstance(best, int) or not 0 <= best <= 100:
            raise DataError(source, f"{where}.best", _("a whole number from 0 to 100"))
        marks[str(key)] = Mark(value["solved"], best)
    return marks


def save_progress(progress: Progress, path: Optional[Path] = None) -> None:
    """Write ``progress`` in one step (the folder is made when missing); raises ``OSError`` naming the file."""
    path = path or progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"format": FORMAT, "version": VERSION,
            "puzzles": {key: {"solved": mark.solved, "best": mark.best}
                        for key, mark in sorted(progress.marks.items())}}
    write_atomic(path, json.dumps(data, indent=1, allow_nan=False) + "\n")


def todays(ids: Sequence[str], today: Optional[date] = None) -> Optional[str]:
    """Today's puzzle: one of ``ids`` chosen by the date, the same all day, the next one the next day."""
    if not ids:
        return None
    day = (today or date.today()).toordinal()
    return ids[day % len(ids)]
