"""The play screen's camera as the turn passes: it turns to the player to move only once what the last change shows
has ended (a walk plays out on the board it happens on, in view), after a pause to read a computer's last step; and
before each step of a computer's turn it shows that computer's board, the planning site beyond it."""
from __future__ import annotations

from typing import Callable

from dragonarium.play.motion import Motion
from dragonarium.rules import Game, Phase
from dragonarium.app.scene.camera import board_outline, in_view, site_outline
from dragonarium.app.scene.layout import site_place
from dragonarium.app.scene.camera_controls import CameraControls

READING_PAUSE = {Motion.FULL: 0.8, Motion.REDUCED: 1.0, Motion.OFF: 1.2}
"""Seconds a computer's step stays on show, once the table is still, before the next step or the turn's end:
longer where less moves (with ``off`` a step appears in one frame, and the pause is all there is to see it)."""


class TurnFollow:
    """Turns ``controls`` to ``game``'s player to move when the turn has passed and ``still()`` says nothing is
    shown moving; ``computer(seat)`` says whether a computer plays that seat (its turn's end stays on show for
    ``pause`` seconds)."""

    def __init__(self, game: Game, controls: CameraControls, still: Callable[[], bool],
                 computer: Callable[[int], bool] = lambda seat: False,
                 pause: float = READING_PAUSE[Motion.FULL]) -> None:
        self.game = game
        self.controls = controls
        self.still = still
        self.computer = computer
        self.pause = pause
        self.shown_player = game.state.current
        """The player the camera last turned to: the one whose turn the screen shows."""
        self._waited = 0.0

    @property
    def passing(self) -> bool:
        """The turn has passed in the rules, but the screen still shows the last one (what it did still moves, or
        a computer's last step is on show)."""
        state = self.game.state
        return not state.over and state.current != self.shown_player

    def follow(self, seconds: float = 0.0, quick: bool = False) -> bool:
        """Turn to the player to move if it is time (``seconds`` passed since the last call); ``quick``: at once, with
        no pause and no glide (Space hurried the turn). True when the camera turned."""
        if not self.passing or not (quick or self.still()):
            self._waited = 0.0
            return False
        if self.computer(self.shown_player) and not quick:
            self._waited += seconds
            if self._waited < self.pause:
                return False
        self._waited = 0.0
        self.shown_player = self.game.state.current
        self.controls.focus_player(self.shown_player, animate=not quick)
        return True

    def ready(self, seat: int, quick: bool = False) -> bool:
        """The camera shows ``seat``'s board, still, for that computer's next step: True when it does; otherwise
        it heads there (gliding, or at once when ``quick``). A view the person chose that shows the whole board (and
        the planning site beyond it, for a draft) is kept."""
        if self.passing or seat != self.shown_player:
            return False
        if self.controls.moving:
            if not quick:
                return False
            self.controls.step(float("inf"))
        if self.controls.preset == seat or self._in_view(seat):
            return True
        self.controls.focus_player(seat, animate=not quick)
        return quick

    def _in_view(self, seat: int) -> bool:
        """The camera shows all of ``seat``'s board, and the planning site beyond it at a draft."""
        controls, state = self.controls, self.game.state
        points = board_outline(controls.places[seat])
        if state.pending().phase is Phase.DRAFT:
            points += site_outline(site_place(controls.places, seat))
        return in_view(controls.view, points, controls.aspect(), controls.board_window())
