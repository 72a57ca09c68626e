"""A mistake tried again from the review: the puzzle's session, with Back to the review and Try again as its
switches (no next puzzle: the review is where the person goes on)."""
from __future__ import annotations

from dragonarium.i18n import _
from dragonarium.play.base.changes import Change
from dragonarium.play.base.commands import Command
from dragonarium.puzzles.puzzle_session import PuzzleSession


class TryAgainSession(PuzzleSession):
    """``PuzzleSession`` for a decision of a reviewed game."""

    def switches(self) -> list[tuple[Command, str]]:
        found = [switch for switch in super().switches() if switch[0] is not Command.NEXT_LESSON]
        return [(command, _("Back to the review") if command is Command.BACK else label) for command, label in found]

    def _settle(self, change: Change) -> Change:
        change = super()._settle(change)
        if Change.TABLE in change and self.run.finished:
            self.controller.message = _("Graded: the best move is drawn. Try again plays it again, Back to the "
                                        "review returns to the game.")
        return change
