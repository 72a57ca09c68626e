"""What the player has done with the lessons: each one done or not, and a lesson left half-way with the moves made in
it, kept in ``lessons.yaml`` in the player's data folder (written in one step, read with the YAML readers). A file
that cannot be read is named in a notice and left as it is: the lessons start afresh and nothing is written over
it while the table runs."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Optional

from dragonarium.i18n import N_, _
from dragonarium.rules import (ActionSyntaxError, DataError, Fields, IllegalAction, dump_yaml, parse_action,
                               read_yaml, write_yaml)
from dragonarium.play.saves import data_home

if TYPE_CHECKING:
    from dragonarium.lessons import LessonRun

FILE_NAME = "lessons.yaml"
FORMAT = "dragonarium-lesson-progress"
VERSION = 1
RESUMED = N_("Resumed at step {step}, where you left this lesson; Start again plays it from its first step.")
"""Said under the table when a lesson opens where it was left."""


@dataclass(frozen=True)
class LessonMark:
    """One lesson's record: done once (it stays done), and the moves made in it while it is left half-way (in the
    board notation, ``place B3 B4``; none once it is complete or started again)."""

    done: bool = False
    moves: tuple[str, ...] = ()
    step: int = 0
    """The step it was left at, counted from 1 (0: not left half-way)."""


@dataclass(frozen=True)
class LessonProgress:
    """Every lesson's mark, by lesson id; ``note`` says why the file was not read ("" when it was), and then
    ``writable`` is False: the file is left as it is."""

    marks: dict[str, LessonMark] = field(default_factory=dict)
    note: str = ""
    writable: bool = True

    def mark(self, lesson: str) -> LessonMark:
        return self.marks.get(lesson, LessonMark())

    def with_mark(self, lesson: str, mark: LessonMark) -> "LessonProgress":
        return replace(self, marks={**self.marks, lesson: mark})


def progress_path() -> Path:
    """``lessons.yaml`` in the player's data folder (``$DRAGONARIUM_HOME`` first)."""
    return data_home() / FILE_NAME


def load_progress(path: Optional[Path] = None) -> LessonProgress:
    """The progress kept at ``path``; none yet without a file; none, with a notice, when it cannot be read."""
    path = path or progress_path()
    try:
        if not path.exists():
            return LessonProgress()
        return LessonProgress(_marks(Fields(read_yaml(path, cached=False), str(path), "")))
    except OSError as error:
        problem: Exception = DataError(str(path), "", error.strerror or str(error))
    except DataError as error:
        problem = error
    return LessonProgress(note=_("The lessons' progress was not read and is not kept this time: {error}").format(
        error=problem), writable=False)


def _marks(fields: Fields) -> dict[str, LessonMark]:
    if fields.string("format") != FORMAT:
        raise fields.error("format", _("not a lesson progress file ({format})").format(format=FORMAT))
    fields.integer("version", low=VERSION, high=VERSION)
    lessons = fields.sub("lessons", {})
    fields.done()
    marks = {}
    for key, value in ({} if lessons is None else lessons.value).items():
        assert lessons is not None
        lesson = Fields(value, lessons.source, lessons.path(str(key)))
        done = lesson.raw("done", False)
        if not isinstance(done, bool):
            raise lesson.error("done", _("true or false"))
        moves = []
        for where, move in lesson.items("moves", []):
            if not isinstance(move, str):
                raise DataError(lesson.source, where, _("a move in the board notation"))
            moves.append(move)
        step = lesson.integer("step", 0, low=0, high=999)
        lesson.done()
        marks[str(key)] = LessonMark(done, tuple(moves), step if moves else 0)
    return marks


def save_progress(progress: LessonProgress, path: Optional[Path] = None) -> None:
    """Write ``progress`` in one step (the folder is made when missing); nothing when its file could not be read.
    Raises ``OSError`` naming the file."""
    if not progress.writable:
        return
    path = path or progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    lessons = {key: {"done": mark.done, **({"step": mark.step, "moves": list(mark.moves)} if mark.moves else {})}
               for key, mark in sorted(progress.marks.items())}
    write_yaml(path, dump_yaml({"format": FORMAT, "version": VERSION, "lessons": lessons}))


def replay(run: "LessonRun", moves: tuple[str, ...]) -> int:
    """Play ``moves`` (a lesson left half-way) through ``run``'s judge, to resume where it was left; stops at the
    first move that no longer reads or that the lesson refuses (its file changed since). How many were played."""
    played = 0
    for text in moves:
        try:
            action = parse_action(text, 2)
        except ActionSyntaxError:
            break
        try:
            if run.play(action) is not None:
                break
        except IllegalAction:
            break
        played += 1
    return played
