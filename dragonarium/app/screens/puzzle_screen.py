"""The Puzzles screen: a puzzle's position at the table, solved with the mouse, its answer graded and explained,
the best move drawn (``puzzles.puzzle_session``), then the next puzzle."""
from __future__ import annotations

from typing import Callable, Optional

from dragonarium.i18n import N_
from dragonarium.puzzles.grading import Evaluator, Grade
from dragonarium.puzzles.model import Puzzle
from dragonarium.puzzles.run import PuzzleRun
from dragonarium.puzzles.puzzle_session import PuzzleSession
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.screens.screen_context import ScreenContext


class PuzzleScreen(GameScreen):
    """``puzzle`` at the table; ``on_graded`` hears each grade shown and its try, ``standing`` says the rating and
    the streak, ``on_next`` opens the next puzzle and ``on_back``
    returns to the list of puzzles."""

    QUIT_WORDS = N_("Back to the puzzles")
    SESSION = PuzzleSession
    """The session the puzzle is played in (a mistake tried again from the review has its own switches)."""

    def __init__(self, context: ScreenContext, puzzle: Puzzle, on_back: Callable[[], None],
                 on_next: Callable[[], None],
                 on_graded: Callable[[Puzzle, Grade, int], None] = lambda puzzle, grade, tries: None,
                 judge: Optional[Evaluator] = None, standing: Callable[[bool], str] = lambda graded: "") -> None:
        # judge: the player's own puzzles grade otherwise
        self.run = PuzzleRun(puzzle, judge, on_graded=on_graded, standing=standing)
        super().__init__(context, self.SESSION(self.run.game, lesson=self.run), on_back,  # type: ignore[arg-type]
                         on_next=on_next)
        self.controls.focus_player(puzzle.state.current, animate=False)

    @property
    def grade(self) -> Optional[Grade]:
        return self.run.grade

    def panel_text(self) -> str:
        """The puzzle's panel as shown."""
        return self.lesson_panel.getText()
