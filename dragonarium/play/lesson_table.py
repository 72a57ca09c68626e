"""A lesson's side of the table: the hint H shows (a move its step accepts), what its panel says under the step's
ask (that hint, or why the last move was refused), and its progress kept as it goes (``lesson_progress``)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Optional

from dragonarium.rules import Action
from dragonarium.play.base.changes import Change
from dragonarium.play.controller import PlayController
from dragonarium.play.lesson_progress import LessonMark, LessonProgress, save_progress

if TYPE_CHECKING:
    from dragonarium.lessons import LessonRun


def lesson_table(lesson: object, controller: PlayController) -> Optional["LessonTable"]:
    """The lesson's side of the table when ``lesson`` is a lesson (None for none, or a puzzle, which has no hint and
    says its refusals under the table)."""
    if lesson is None:
        return None
    from dragonarium.lessons import LessonRun

    return LessonTable(lesson, controller) if isinstance(lesson, LessonRun) else None


class LessonTable:
    """The hint, the note under the ask and the progress of the lesson ``run`` played through ``controller``."""

    def __init__(self, run: "LessonRun", controller: PlayController) -> None:
        self.run = run
        self.controller = controller
        controller.judged_aside = True  # the lesson's panel says why a move is refused
        self.hint: Optional[Action] = None
        """The move the hint shows (H), until a move is made or refused."""
        self.progress: Optional[LessonProgress] = None
        """The lessons' progress, kept after each move (None: not kept, as in tests)."""
        self.progress_file: Optional[Path] = None
        """Where it is kept (None: the player's data folder)."""
        self.save_error = ""

    def note(self) -> str:
        """What the panel says under the step's ask: the hint asked for, else why the last move was refused."""
        if self.hint is not None:
            from dragonarium.lessons.hint_words import lesson_hint_words

            return lesson_hint_words(self.run, self.hint)
        judged = self.controller.judged
        return "" if judged is None else judged[1]

    def toggle_hint(self) -> Change:
        """H: show a move the step accepts (lit as a hint, said in the panel), or put it away."""
        self.hint = None if self.hint is not None else self.run.answer()
        return Change.PANEL  # a refused placement stays refused (its ghost has no tick) under the hint

    def moved(self) -> None:
        """The table changed (a move, the step or the lesson started again): the hint goes, the progress is kept."""
        self.hint = None
        self.keep()

    def refused(self) -> None:
        """A move was refused: its words show in the hint's place."""
        if self.controller.judged is not None:
            self.hint = None

    def keep(self) -> None:
        """Write the lesson's mark: done once complete, else the moves made so far (none: nothing to resume)."""
        if self.progress is None:
            return
        run = self.run
        old = self.progress.mark(run.lesson.id)
        moves = () if run.finished else tuple(str(action) for action in run.game.history)
        self.progress = self.progress.with_mark(run.lesson.id, LessonMark(old.done or run.finished, moves,
                                                                          run.index + 1 if moves else 0))
        try:
            save_progress(self.progress, self.progress_file)
            self.save_error = ""
        except OSError as error:
            self.save_error = str(error)
