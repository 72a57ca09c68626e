"""The play screen's clock: what moves by itself on it, and what each step of time moves and asks to be drawn."""
from __future__ import annotations


class ScreenClock:
    """Mixed into ``GameScreen``, whose ``controls``, ``walks``, ``motion``, ``frame_rate``, ``session`` and
    panels it moves."""

    @property
    def walking(self) -> bool:
        return self.walks.walking

    @property
    def animating(self) -> bool:
        """True while something moves by itself: a camera glide, the Assistant's walk, a change shown moving."""
        return self.controls.moving or self.walks.walking or self.motion.moving

    @property
    def scene_moving(self) -> bool:
        """The table itself moves: a camera glide (travelling pieces and a walking Assistant are drawn in the
        pointer's pass; a board drawn anew as a piece lands asks for its frame)."""
        return self.controls.moving

    def tick(self, seconds: float) -> None:
        gliding = self.controls.moving
        self.controls.step(seconds)
        if self._follow_turn() or gliding:
            self._hover_again()
        if self._score_overlay is not None and self._score_overlay.follow(self.base):  # the camera moved: labels follow
            self.request_frame()
        if self.lesson_view is not None and self.lesson_view.camera_settled(self.base):
            self._place_top()  # the lesson's pieces are elsewhere on the screen now
            self.request_frame()
        if self.frame_rate.tick(seconds):
            self._place_top()
            self.request_frame(scene=False)
        if self.walks.walking or self.motion.moving:
            redrawn = self.motion.step(seconds)
            self.request_frame(shadows=redrawn, scene=redrawn)
        self.apply(self.session.tick(seconds, busy=self.walks.walking or self.motion.moving))

    def toggle_frame_rate(self) -> None:
        """F3: how many frames are drawn and how long each takes (nothing is drawn while nothing changes)."""
        self.frame_rate.toggle()
        self._place_top()
        self.request_frame()
