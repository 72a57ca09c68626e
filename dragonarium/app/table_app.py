"""The application: a window, its screens (start, play), and the game being played."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from direct.showbase.ShowBase import ShowBase

from ..rules.components import Catalog
from ..rules.game import Game
from ..saves import autosave_path, load_game
from .assets import Assets
from .game_screen import GameScreen
from .host import ScreenHost
from ..lessons import Lesson, load_lessons
from .lesson_menu import LessonMenu
from .new_game_screen import NewGameScreen


class TableApp:
    """The Dragonarium table on a ShowBase (a window, or offscreen for tests)."""

    def __init__(self, base: ShowBase, catalog: Catalog, record: Optional[Path] = None,
                 autosave: Optional[Path] = None, shadows: bool = True) -> None:
        self.base = base
        self.catalog = catalog
        self.assets = Assets()
        self.autosave = autosave if autosave is not None else autosave_path()
        self.shadows = shadows
        base.setBackgroundColor(0.12, 0.11, 0.10, 1)
        self.host = ScreenHost(base)
        if record is not None:
            self.play(load_game(record, catalog))
        else:
            self.start_screen()

    def start_screen(self) -> None:
        self.host.show(NewGameScreen(self.base, self.catalog, self.play, self.autosave,
                                     extra_buttons=(("Lessons", self.lesson_menu),)))

    def play(self, game: Game) -> None:
        self.host.show(GameScreen(self.base, self.assets, game, self.shadows, self.autosave, self.start_screen))

    def lesson_menu(self) -> None:
        self.host.show(LessonMenu(self.base, load_lessons(), self.play_lesson, self.start_screen))

    def play_lesson(self, lesson: Lesson) -> None:
        run = lesson.start(self.catalog)
        self.host.show(GameScreen(self.base, self.assets, run.game, self.shadows, None, self.start_screen,
                                  lesson=run))

    @property
    def screen(self):
        return self.host.screen
