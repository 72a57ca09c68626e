"""The puzzles at the table: the list, each puzzle played on the play screen, the progress kept after each grade
(``puzzles.json`` in the player's data folder, written in one step)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from dragonarium.i18n import _
from dragonarium.play.motion import Motion
from dragonarium.rules import DragonariumError
from dragonarium.puzzles.files import load_puzzles
from dragonarium.puzzles.figures import shown_percent
from dragonarium.puzzles.grading import Grade
from dragonarium.puzzles.model import Puzzle
from dragonarium.puzzles.progress import Progress, load_progress, progress_path, save_progress, todays
from dragonarium.puzzles.puzzle_words import standing_text

if TYPE_CHECKING:
    from dragonarium.puzzles.own import OwnPuzzles


class PuzzleFlow:
    """Opens the puzzle list and the puzzles of ``app`` (the ``TableApp``: its screens, catalog, settings and
    notice); ``folder`` holds the puzzles (the shipped ones, or ``$DRAGONARIUM_DATA``'s, by default),
    ``progress_file`` the progress."""

    def __init__(self, app: Any, folder: Optional[Path] = None, progress_file: Optional[Path] = None) -> None:
        self.app = app
        self.folder = folder
        self.progress_file = progress_file or progress_path()
        self.puzzles: list[Puzzle] = []
        self.own: list[Puzzle] = []
        """The player's own puzzles, from the games kept (``app.own_puzzles``; graded by the review's measure)."""
        self.progress = Progress()
        self.change = 0
        """How far the last answer moved the rating (said on the puzzle screen)."""

    def menu(self) -> None:
        """The list of puzzles; a puzzle file with a mistake is named on the start screen instead."""
        from dragonarium.app.screens.puzzle_menu import PuzzleMenu

        app = self.app
        try:
            self.puzzles = load_puzzles(self.folder, app.catalog)
        except DragonariumError as error:
            app.notice = _("The puzzles could not be read: {error}").format(error=error)
            app.start_screen()
            return
        if not self.puzzles:
            app.notice = _("There are no puzzles to play.")
            app.start_screen()
            return
        note = self.progress.note
        self.progress = load_progress(self.progress_file)
        if note and not self.progress.note:
            self.progress = replace(self.progress, note=note)
        today_id = todays([puzzle.id for puzzle in self.puzzles])
        today = next(puzzle for puzzle in self.puzzles if puzzle.id == today_id)
        own = self._own()
        self.own = list(own.puzzles)
        app.host.show(PuzzleMenu(app.context(), self.puzzles, self.progress, today, self.play, app.start_screen,
                                 own=self.own, unreadable=[(item.name, item.problem) for item in own.unreadable]))

    def _own(self) -> "OwnPuzzles":
        from dragonarium.puzzles.own import OwnPuzzles, load_own_puzzles

        folder = getattr(self.app, "own_puzzles", None)
        return OwnPuzzles() if folder is None else load_own_puzzles(folder, self.app.catalog)

    def play(self, puzzle: Puzzle) -> None:
        from dragonarium.app.screens.puzzle_screen import PuzzleScreen

        # as a puzzle has always been played: without sound, each change shown at once
        from dragonarium.puzzles.own import judge_of

        context = replace(self.app.context(), sound=None, motion=Motion.OFF)
        judge = judge_of() if puzzle in self.own else None  # the player's own: the review's measure
        self.change = 0
        self.app.host.show(PuzzleScreen(context, puzzle, self.menu, lambda: self.play(self.following(puzzle)),
                                        self.graded, judge, self.standing))

    def standing(self, graded: bool = True) -> str:
        """The rating (``graded``: with the last answer's change) and the streak, as the puzzle screen says them."""
        return standing_text(self.progress.rating, self.progress.streak, self.change if graded else 0)

    def following(self, puzzle: Puzzle) -> Puzzle:
        """The puzzle after ``puzzle`` in the list (the first after the last)."""
        puzzles = self.own if puzzle in self.own else self.puzzles  # the player's own go on among their own
        ids = [item.id for item in puzzles]
        return puzzles[(ids.index(puzzle.id) + 1) % len(ids)] if puzzle.id in ids else self.puzzles[0]

    def graded(self, puzzle: Puzzle, grade: Grade, tries: int) -> None:
        """Keep ``grade``, given at try ``tries`` (``run.PRACTICE`` once the answer was shown), in the progress
        with the rating and the streak; a failure to write it is noted on the list."""
        rating = self.progress.rating
        self.progress = self.progress.answered(puzzle.id, shown_percent(grade), tries, puzzle.shortfall)
        self.change = self.progress.rating - rating
        try:
            save_progress(self.progress, self.progress_file)
        except OSError as error:
            self.progress = replace(self.progress, note=_("The puzzle progress could not be kept: {error}")
                                    .format(error=error))
