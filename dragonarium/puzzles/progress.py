"""What the player has done with the puzzles: each one solved or not, and its best grade, the puzzle rating and the
streak, kept in ``puzzles.json`` in the player's data folder (written in one step; a file that cannot be read is
set aside with a note, never fatal).

The rating is Elo's: it starts at ``START``; each puzzle is a game against the puzzle, rated by its difficulty
(``puzzle_rating``), won at the first try (1), half won at the second (0.5), lost when the second falls short (0);
the rating moves by ``K`` times the result less the expected one. The streak counts puzzles solved at the first try
in a row. An answer given after the answer was shown counts for neither."""
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
VERSION = 2
"""Version 2 adds the rating and the streak; a version 1 file is read with the starting rating."""
READS = (1, 2)
START = 1200
"""The rating a player starts with: above the easiest puzzles' (``PUZZLE_BASE``), that of a puzzle 8 points hard."""
K = 32
"""The most a rating moves on one puzzle."""
PUZZLE_BASE = 1000
"""The rating of a puzzle the easy player solves (difficulty 0)."""
PER_POINT = 25
"""Rating a puzzle gains for each point the easy player's choice falls short of the best."""
HARDEST = 2000
"""The highest rating a puzzle is given."""
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
    rating: int = START
    streak: int = 0
    """Puzzles solved at the first try in a row."""

    def mark(self, puzzle: str) -> Mark:
        return self.marks.get(puzzle, Mark())

    def graded(self, puzzle: str, percent: int) -> "Progress":
        """The progress once ``puzzle`` was answered with a grade of ``percent``."""
        old = self.mark(puzzle)
        mark = Mark(old.solved or percent >= 100, max(old.best, percent))
        return replace(self, marks={**self.marks, puzzle: mark})

    def answered(self, puzzle: str, percent: int, tries: int, difficulty: float) -> "Progress":
        """The progress once ``puzzle`` (``difficulty`` points short for the easy player) was graded ``percent``
        at try ``tries`` (1 or 2; 0: after its answer was shown, which moves neither the rating nor the streak)."""
        progress = self.graded(puzzle, percent)
        if tries <= 0:
            return progress
        result = (1.0 if tries == 1 else 0.5) if percent >= 100 else 0.0
        streak = self.streak + 1 if result == 1.0 else 0
        return replace(progress, rating=rated(self.rating, puzzle_rating(difficulty), result), streak=streak)

    @property
    def solved(self) -> int:
        return sum(1 for mark in self.marks.values() if mark.solved)


def puzzle_rating(difficulty: float) -> int:
    """A puzzle's rating from its difficulty (the points the easy player's choice falls short of the best)."""
    return min(HARDEST, round(PUZZLE_BASE + PER_POINT * max(0.0, difficulty)))


def expected(rating: int, against: int) -> float:
    """The result a player of ``rating`` is expected to make against a puzzle rated ``against`` (Elo's)."""
    return 1.0 / (1.0 + 10.0 ** ((against - rating) / 400.0))


def rated(rating: int, against: int, result: float) -> int:
    """The rating after a ``result`` (1, 0.5 or 0) against a puzzle rated ``against``."""
    return round(rating + K * (result - expected(rating, against)))


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
        marks = _marks(data, str(path))
        return Progress(marks, rating=_whole(data, str(path), "rating", START, 0, 9999),
                        streak=_whole(data, str(path), "streak", 0, 0, 1 << 30))
    except DataError as error:
        return Progress(note=_("The puzzle progress was not read, and starts afresh: {error}").format(error=error))


def _marks(data: object, source: str) -> dict[str, Mark]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DataError(source, "format", _("not a puzzle progress file of version {version}").format(
            version=VERSION))
    version = data.get("version")
    if isinstance(version, bool) or version not in READS:
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


def _whole(data: dict, source: str, key: str, default: int, low: int, high: int) -> int:
    """A whole number field of the file (absent from a version 1 file: ``default``)."""
    if data.get("version") == 1 and key not in data:
        return default
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise DataError(source, key, _("a whole number from {low} to {high}").format(low=low, high=high))
    return value


def save_progress(progress: Progress, path: Optional[Path] = None) -> None:
    """Write ``progress`` in one step (the folder is made when missing); raises ``OSError`` naming the file."""
    path = path or progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"format": FORMAT, "version": VERSION, "rating": progress.rating, "streak": progress.streak,
            "puzzles": {key: {"solved": mark.solved, "best": mark.best}
                        for key, mark in sorted(progress.marks.items())}}
    write_atomic(path, json.dumps(data, indent=1, allow_nan=False) + "\n")


def todays(ids: Sequence[str], today: Optional[date] = None) -> Optional[str]:
    """Today's puzzle: one of ``ids`` chosen by the date, the same all day, the next one the next day."""
    if not ids:
        return None
    day = (today or date.today()).toordinal()
    return ids[day % len(ids)]
