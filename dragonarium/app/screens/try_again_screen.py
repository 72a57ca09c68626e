"""A mistake of a reviewed game tried again: the position before the decision, played as a puzzle (graded by the
strong player's estimate, the review's own measure); Back returns to the review at the same decision."""
from __future__ import annotations

from typing import Callable

from dragonarium.i18n import N_
from dragonarium.puzzles.model import Puzzle
from dragonarium.puzzles.own import judge_of
from dragonarium.puzzles.try_again_session import TryAgainSession
from dragonarium.app.screens.puzzle_screen import PuzzleScreen
from dragonarium.app.screens.screen_context import ScreenContext


class TryAgainScreen(PuzzleScreen):
    """``puzzle``, made from a decision of the review; ``on_back`` returns to the review."""

    QUIT_WORDS = N_("Back to the review")
    SESSION = TryAgainSession

    def __init__(self, context: ScreenContext, puzzle: Puzzle, on_back: Callable[[], None]) -> None:
        super().__init__(context, puzzle, on_back, on_back, judge=judge_of())
