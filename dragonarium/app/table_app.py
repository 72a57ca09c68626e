"""The application: a window, its screens, and the game being played."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from direct.showbase.ShowBase import ShowBase

from ..rules.components import Catalog
from ..rules.game import Game, Seat
from ..rules.record import load_record, replay
from .assets import Assets
from .game_screen import GameScreen, ScreenHost


class TableApp(ShowBase):
    """The Dragonarium table in a window."""

    def __init__(self, catalog: Catalog, record: Optional[Path] = None) -> None:
        super().__init__()
        self.catalog = catalog
        self.assets = Assets()
        self.setBackgroundColor(0.12, 0.11, 0.10, 1)
        self.host = ScreenHost(self)
        game = replay(load_record(record, catalog), catalog) if record else Game(
            catalog, [Seat("Player 1"), Seat("Player 2")])
        self.host.show(GameScreen(self, self.assets, game))
