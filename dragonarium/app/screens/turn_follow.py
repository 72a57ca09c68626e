"""The play screen's camera as the turn passes: it turns to the player to move only once what the last change shows
has ended (a walk plays out on the board it happens on, in view)."""
from __future__ import annotations

from typing import Callable

from dragonarium.rules import Game
from dragonarium.app.scene.camera_controls import CameraControls


class TurnFollow:
    """Turns ``controls`` to ``game``'s player to move when the turn has passed and ``still()`` says nothing is
    shown moving."""

    def __init__(self, game: Game, controls: CameraControls, still: Callable[[], bool]) -> None:
        self.game = game
        self.controls = controls
        self.still = still
        self.shown_player = game.state.current
        """The player the camera last turned to."""

    def follow(self) -> bool:
        """Turn to the player to move if it is time; True when the camera turned."""
        state = self.game.state
        if state.over or state.current == self.shown_player or not self.still():
            return False
        self.shown_player = state.current
        self.controls.focus_player(state.current)
        return True
