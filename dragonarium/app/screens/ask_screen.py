"""The play screen on a copy of an analysis board's table ("Ask the rules"): the game's ghost, why, legal map,
overlay and hint as in a game; leaving it (Back, or Quit in its menu) returns to the board as it was left."""
from __future__ import annotations

from dragonarium.i18n import N_
from dragonarium.app.screens.game_screen import GameScreen


class AskScreen(GameScreen):
    """A ``GameScreen`` whose way out returns to the analysis board."""

    QUIT_WORDS = N_("Back to the analysis board")
