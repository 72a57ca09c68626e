"""The play screen's camera and pointer as the table moves: the camera turns to the player to move only once what
the last change shows has ended (a walk plays out on the board it happens on, in view), and while the camera
glides the still pointer keeps picking what passes under it (the hover panel never names a cell left behind)."""
from __future__ import annotations

from typing import Optional


class TurnFollowing:
    """Mixed into ``GameScreen``, whose ``game``, ``motion``, ``walks``, ``controls``, ``session`` and pointer it
    uses; ``_shown_player`` is the player the camera last turned to."""

    _shown_player: Optional[int]
    _last_pointer: Optional[tuple[float, float]]

    def _follow_turn(self) -> bool:
        """Turn the camera to the player to move when the turn has passed and nothing is shown moving; True when
        it turned."""
        state = self.game.state
        if state.over or state.current == self._shown_player or self.motion.moving or self.walks.walking:
            return False
        self._shown_player = state.current
        self.controls.focus_player(state.current)
        self.session.hover(None)  # the pointer's cell was picked on the last player's turn: pick afresh
        self._last_pointer = None
        return True

    def _hover_again(self) -> None:
        """The camera moved under a still pointer: pick again what is under it."""
        if self._last_pointer is not None:
            x, y = self._last_pointer
            self._last_pointer = None
            self.pointer(x, y)
