"""The pace of the turns on the play screen: each step of a computer's turn waits until the camera shows its board
and the table is still, plus a pause to read it; a turn's end shows before the camera turns to the next player; Space
hurries the turn on show to its end and no further."""
from __future__ import annotations

from typing import Optional

from dragonarium.play.base.changes import Change
from dragonarium.play.base.commands import Command
from dragonarium.play.motion import Motion
from dragonarium.play.session import PlaySession
from dragonarium.app.scene.animator import TableMotion
from dragonarium.app.scene.camera_controls import CameraControls
from dragonarium.app.screens.screen_clock import ScreenClock
from dragonarium.app.screens.turn_follow import READING_PAUSE, TurnFollow


class TurnPace:
    """Paces ``session``'s turns with the screen's ``controls``, ``clock`` and ``motion`` (the setting ``setting``
    sets the pause to read each computer step: ``READING_PAUSE``)."""

    def __init__(self, session: PlaySession, controls: CameraControls, clock: ScreenClock, motion: TableMotion,
                 setting: Motion = Motion.FULL) -> None:
        self.session = session
        self.clock = clock
        self.motion = motion
        pause = READING_PAUSE[setting]
        self.follow = TurnFollow(session.game, controls, still=lambda: not clock.busy or clock.holding,
                                 computer=self.computer, pause=pause)
        clock.hold = lambda: self.follow.passing or controls.moving
        session.step_pause = session.pause = pause
        self.hurrying_end = False
        """Space was pressed while a turn's end still showed: it ends at once (the next seat's turn is not hurried)."""

    def computer(self, seat: int) -> bool:
        """A computer plays ``seat`` (not in a lesson, where no computer moves)."""
        return seat in self.session.computers and self.session.lesson is None

    @property
    def ending(self) -> Optional[int]:
        """The seat whose turn has passed in the rules but still shows (None: the turn on show is the rules')."""
        return self.follow.shown_player if self.follow.passing else None

    @property
    def status(self) -> tuple[Optional[int], bool]:
        """What the status line depends on beyond the state: the seat whose turn is ending, and whether an Assistant
        walks."""
        return self.ending, self.clock.walks.walking

    @property
    def others_turn(self) -> bool:
        """A computer's turn is on show: its actions, or its end still moving (a key or a click leaves them be)."""
        ending = self.ending
        return self.session.computer_to_move or (ending is not None and self.computer(ending))

    def turn(self, seconds: float) -> bool:
        """Time passed before the session's: a hurried turn's pieces land at once, and the camera turns to the
        player to move when it is time (``TurnFollow.follow``). True when it turned."""
        if self.hurrying_end or self.session.hurry:
            self.motion.finish()
        turned = self.follow.follow(seconds, quick=self.hurrying_end)
        self.hurrying_end = self.hurrying_end and self.follow.passing
        return turned

    def tick(self, seconds: float, held: bool = False) -> Change:
        """The session's time: a computer's action comes once the camera shows its board and the table is still
        (plus the session's pause), and not while the game is ``held`` (the table's menu is open); the hurried
        turn's last action ends its turn at once."""
        session = self.session
        hurry = session.hurry
        in_view = not session.computer_to_move or self.follow.ready(session.game.state.current, hurry)
        change = session.tick(seconds, busy=self.clock.busy or not in_view or held)
        if hurry and self.follow.passing:
            self.hurrying_end = True  # the hurried turn's last action: its end shows at once, no further
        return change

    def hurry(self) -> Change:
        """Space: the turn on show hurries to its end and no further. A turn's end still showing ends at once (the
        camera turns to the player to move); a computer's turn plays its actions without pauses (the session); a
        person's change shows its end at once; with none of that, the message says there is nothing to hurry."""
        moving = self.clock.busy
        self.motion.finish()  # what moves lands at once
        if self.follow.passing:
            self.hurrying_end = True
            return Change.NONE
        if self.session.computer_to_move or not moving:
            return self.session.press(Command.HURRY)
        return Change.NONE
