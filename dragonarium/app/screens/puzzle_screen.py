"""The Puzzles screen: a puzzle's position at the table, solved with the mouse, its answer graded and explained,
the best move drawn (``puzzles.puzzle_session``), then the next puzzle."""
from __future__ import annotations

from typing import Callable, Optional

from direct.showbase.ShowBase import ShowBase

from dragonarium.puzzles.grading import Grade
from dragonarium.puzzles.model import Puzzle
from dragonarium.puzzles.run import PuzzleRun
from dragonarium.puzzles.puzzle_session import PuzzleSession
from dragonarium.app.gfx.assets import Assets
from dragonarium.app.frames import FramePacer
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.play.quality import PRESETS, Preset, Quality


class PuzzleScreen(GameScreen):
    """``puzzle`` at the table; ``on_graded`` hears each grade, ``on_next`` opens the next puzzle and ``on_back``
    returns to the list of puzzles."""

    session_type = PuzzleSession

    def __init__(self, base: ShowBase, assets: Assets, puzzle: Puzzle, on_back: Callable[[], None],
                 on_next: Callable[[], None], on_graded: Callable[[Puzzle, Grade], None] = lambda p, g: None,
                 preset: Preset = PRESETS[Quality.FULL], frames: Optional[FramePacer] = None,
                 text_size: float = 1.0) -> None:
        self.run = PuzzleRun(puzzle, on_graded=on_graded)
        super().__init__(base, assets, self.run.game, preset, None, on_back, lesson=self.run,  # type: ignore[arg-type]
                         frames=frames, on_next=on_next, text_size=text_size)
        self.controls.focus_player(puzzle.state.current, animate=False)

    @property
    def grade(self) -> Optional[Grade]:
        return self.run.grade

    def panel_text(self) -> str:
        """The puzzle's panel as shown."""
        return self.lesson_panel.getText()
