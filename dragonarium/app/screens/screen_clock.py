"""The play screen's clock: what moves by itself on it (the camera's glides, the Assistants' walks, the changes
shown moving), and each step of time moving them and asking for the frames they need."""
from __future__ import annotations

from typing import Callable, Optional

from dragonarium.play.motion import ROUND_END
from dragonarium.app.scene.animator import TableMotion
from dragonarium.app.scene.assistant_walk import AssistantWalks
from dragonarium.app.scene.camera_controls import CameraControls


class ScreenClock:
    """Moves ``controls``, ``walks`` and ``motion`` on; ``request_frame(shadows, scene)`` asks for their frames."""

    def __init__(self, controls: CameraControls, walks: AssistantWalks, motion: TableMotion,
                 request_frame: Callable[[bool, bool], None]) -> None:
        self.controls = controls
        self.walks = walks
        self.motion = motion
        self.request_frame = request_frame
        self.hold: Callable[[], bool] = lambda: False
        """True while a round's end is to wait: the camera does not show the next player's board yet."""

    @property
    def busy(self) -> bool:
        """An Assistant walks or a change is shown moving (the turn's camera and the computers wait for them)."""
        return self.walks.walking or self.motion.moving

    def round_end(self) -> Optional[float]:
        """When the round's end shown (the refill, the first player's token, at the next player's site) begins,
        while it has not begun yet and begins after the rest of the change (else None)."""
        shots = self.motion.shots
        start = min((shot.start for shot in shots if shot.kind in ROUND_END), default=None)
        if start is None or self.motion.clock > start:
            return None
        return start if all(shot.end <= start for shot in shots if shot.kind not in ROUND_END) else None

    @property
    def round_end_only(self) -> bool:
        """All that is left to move is a round's end not yet begun: what the last turn did has landed."""
        start = self.round_end()
        return self.busy and not self.walks.walking and start is not None and self.motion.clock >= start

    @property
    def holding(self) -> bool:
        """A round's end waits for the camera to show the next player's board, where it happens."""
        return self.round_end_only and self.hold()

    @property
    def animating(self) -> bool:
        """True while something moves by itself: a camera glide, the Assistant's walk, a change shown moving."""
        return self.controls.moving or self.busy

    @property
    def scene_moving(self) -> bool:
        """The table itself moves: a camera glide (travelling pieces and a walking Assistant are drawn in the
        pointer's pass; a board drawn anew as a piece lands asks for its frame)."""
        return self.controls.moving

    def glide(self, seconds: float) -> bool:
        """The camera's glide goes on by ``seconds``; True when it was gliding."""
        gliding = self.controls.moving
        self.controls.step(seconds)
        return gliding

    def play(self, seconds: float) -> None:
        """The walks and the changes shown moving go on by ``seconds``; the table is drawn again where a piece
        landed."""
        if self.busy:
            start = self.round_end()
            if start is not None and self.hold():  # a round's end does not begin until the camera shows its site
                seconds = min(seconds, start - self.motion.clock)
            redrawn = self.motion.step(seconds)
            self.request_frame(redrawn, redrawn)
