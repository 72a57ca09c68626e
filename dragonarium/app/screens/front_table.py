"""The table drawn behind the front door: the game Continue would resume (its autosave), else a new game of a
fixed seed, seen from its first player's seat and framed beside the menu. It is still: drawn once, and again only
when the window changes size (the front door's ``layout`` reframes it)."""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

from dragonarium.i18n import _
from dragonarium.play.saving import load_from
from dragonarium.rules import Catalog, Game, GameState, Seat
from dragonarium.app.scene.camera import Rect, setup_camera
from dragonarium.app.scene.camera_controls import CameraControls
from dragonarium.app.scene.table_view import TableView
from dragonarium.app.screens.screen_context import ScreenContext

SEED = 2024
"""The new game shown when there is no game to continue."""


def shown_state(catalog: Catalog, autosave: Optional[Path]) -> GameState:
    """The table of the game in ``autosave`` when it reads, else a new two-player game of ``SEED``."""
    if autosave is not None:
        game, _problem = load_from(str(autosave), catalog)
        if game is not None:
            return game.state
    return Game(catalog, [Seat(_("Player {number}").format(number=n)) for n in (1, 2)], SEED).state


class FrontTable:
    """The 3D table under the context's ``render``, its camera aimed so the boards sit in ``window`` (a part of the
    picture, -1 to 1 both ways) as the screen asks."""

    def __init__(self, context: ScreenContext, state: GameState,
                 window: Callable[[], Rect] = lambda: (-1.0, 1.0, -1.0, 1.0)) -> None:
        base = context.base
        self.root = base.render.attachNewNode("front-table")
        setup_camera(base)
        self.table = TableView(context.assets, self.root, context.preset)
        self.table.show(state)
        self.controls = CameraControls(base.camera, self.table.places, base.getAspectRatio, window)
        self.controls.focus_player(0, animate=False)

    def reframe(self) -> None:
        self.controls.reframe()

    def cleanup(self) -> None:
        self.table.cleanup()
        self.root.removeNode()
