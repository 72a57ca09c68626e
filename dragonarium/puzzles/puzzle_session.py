"""A puzzle at the table: the play session of a lesson, with the puzzle's own switches and, once the answer is
graded, the best move drawn as the hint draws its move (the ghost of the tile where it goes, the cell to choose) and the
learner's own move beside it in the look of a move played (a review's); an element is drawn as the cells its walk's
stones go on, or the Assistant framed when they go nowhere."""
from __future__ import annotations

from dragonarium.i18n import _
from dragonarium.play.base.commands import Command
from dragonarium.play.base.changes import Change
from dragonarium.play.session import PlaySession
from dragonarium.play.table.marks import AssistantFrame, CellFrames, Mark, Tone, hint_marks
from dragonarium.puzzles.model import Answer
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

    def ask_hint(self, wait: bool = False, deep: bool = False) -> Change:
        """H in a puzzle says why it gives no hint: the puzzle is to find the move, and its answer shows once
        answered."""
        self.controller.message = _("A puzzle gives no hint: its answer and why it is best show once you answer.")
        return Change.PANEL

    def restart_step(self) -> Change:
        change = super().restart_step()
        self.controller.message = _("The puzzle starts again.")
        return change

    def _settle(self, change: Change) -> Change:
        change = super()._settle(change)
        run = self.run
        if Change.TABLE in change and run.finished and run.answer == run.puzzle.answer:
            self.controller.message = _("Graded: the best move is drawn. Next puzzle goes on, Try again plays it "
                                        "again.")
        elif Change.TABLE in change and run.finished:
            self.controller.message = _("Graded: the best move is drawn, and yours beside it. Next puzzle goes on, "
                                        "Try again plays it again.")
        elif Change.TABLE in change and run.retrying and run.drafted is None:
            self.controller.message = _("Not the best move: try once more.")
        return change

    def decision_marks(self) -> tuple[Mark, ...]:
        """Once graded: the learner's move (when not the best) and the best move, each drawn; before: the table's
        marks."""
        run = self.run
        if not run.finished:
            return super().decision_marks()
        marks: list[Mark] = []
        if run.answer is not None and run.answer != run.puzzle.answer:
            marks += self.move_marks(run.answer, Tone.PLAYED)
        return tuple(marks) + self.move_marks(run.puzzle.answer, Tone.HINT)

    def move_marks(self, answer: Answer, tone: Tone) -> tuple[Mark, ...]:
        """``answer`` drawn at the puzzle's position in ``tone``: a tile framed on the site and its ghost where it
        goes, a cell framed, an element's stone spots framed (the Assistant framed when its walk puts none)."""
        state = self.game.state
        decision = state.pending()
        found = hint_marks(state, decision, answer.action, answer.cells, tone)
        if found:
            return tuple(found)
        spots = self.run.spots.get(answer, ())
        if spots:
            return (CellFrames(decision.player, spots, tone),)
        return (AssistantFrame(decision.player, tone),)
