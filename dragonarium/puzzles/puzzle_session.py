"""A puzzle at the table: the play session of a lesson, with the puzzle's own switches and, once the answer is
graded, the best move drawn as the hint draws its move (the ghost of the tile where it goes, the cell to choose)."""
from __future__ import annotations

from dragonarium.i18n import _
from dragonarium.play.base.commands import Command
from dragonarium.play.base.changes import Change
from dragonarium.play.session import PlaySession
from dragonarium.play.table.marks import Mark, decision_marks
from dragonarium.puzzles.run import PuzzleRun

TABLE_SWITCHES = (Command.OVERLAY, Command.LEGAL_MAP, Command.HELP)
"""The table's switches a puzzle keeps (no hint: the puzzle is to find the move)."""


class PuzzleSession(PlaySession):
    """``PlaySession`` for a ``PuzzleRun`` (given as its ``lesson``)."""

    @property
    def run(self) -> PuzzleRun:
        assert isinstance(self.lesson, PuzzleRun)
        return self.lesson

    def switches(self) -> list[tuple[Command, str]]:
        """Back to the puzzles, the next puzzle, trying this one again, and the table's own switches."""
        run = self.run
        found: list[tuple[Command, str]] = [(Command.BACK, _("Back to the puzzles")),
                                            (Command.NEXT_LESSON, _("Next puzzle"))]
        if run.restartable:
            found.append((Command.RESTART_STEP, _("Try again")))
        return found + [switch for switch in super().switches() if switch[0] in TABLE_SWITCHES]

    def restart_step(self) -> Change:
        change = super().restart_step()
        self.controller.message = _("The puzzle starts again.")
        return change

    def _settle(self, change: Change) -> Change:
        change = super()._settle(change)
        if Change.TABLE in change and self.run.finished:
            self.controller.message = _("Graded: the best move is drawn. Next puzzle goes on, Try again plays it "
                                        "again.")
        return change

    def decision_marks(self) -> tuple[Mark, ...]:
        """Once graded: the best move, drawn as the hint draws its move; before: the table's marks."""
        run = self.run
        if not run.finished:
            return super().decision_marks()
        state = self.game.state
        best = run.puzzle.answer
        return decision_marks(state, state.pending(), (), best.action, best.cells, False)
