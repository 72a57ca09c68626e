"""The play screen's clock: what moves by itself on it (the camera's glides, the Assistants' walks, the changes
shown moving), and each step of time moving them and asking for the frames they need."""
from __future__ import annotations

from typing import Callable

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

    @property
    def busy(self) -> bool:
        """An Assistant walks or a change is shown moving (the turn's camera and the computers wait for them)."""
        return self.walks.walking or self.motion.moving

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
            redrawn = self.motion.step(seconds)
            self.request_frame(redrawn, redrawn)
