"""The held tile turning with R or the wheel: a short eased quarter turn about its first square, instead of a snap.

The rules' rotation changes at once (the ghost shows the new placement and its verdict); only the drawing turns
from where the tile lay to where it lies now. With ``motion`` other than ``full`` the tile snaps, as it always did;
``finish`` (a click) ends a turn at once.
"""
from __future__ import annotations

import math
from typing import Optional

from panda3d.core import NodePath

from dragonarium.play.motion import Motion

TURN_SECONDS = 0.16
"""How long a quarter turn of the held tile takes."""


def turn_between(old: tuple[float, float], new: tuple[float, float]) -> float:
    """The heading, in degrees (counter-clockwise seen from above), that takes the direction ``old`` to ``new``
    (each an x, y step from the first square to the second), between -180 and 180."""
    degrees = math.degrees(math.atan2(new[1], new[0]) - math.atan2(old[1], old[0]))
    return (degrees + 180.0) % 360.0 - 180.0


class TileTurn:
    """The turn on show: the node that turns (about its origin) and its heading at rest."""

    def __init__(self, motion: Motion = Motion.OFF) -> None:
        self.motion = motion
        self.node: Optional[NodePath] = None
        self.rest = 0.0
        """The node's heading once the turn is over."""
        self.start = 0.0
        """How far from ``rest`` the turn began (degrees)."""
        self.clock = TURN_SECONDS

    @property
    def moving(self) -> bool:
        return self.clock < TURN_SECONDS and self.node is not None and not self.node.isEmpty()

    @property
    def offset(self) -> float:
        """How far from its rest the tile lies now (degrees): eased from ``start`` to 0."""
        done = min(self.clock / TURN_SECONDS, 1.0)
        return self.start * (1.0 - done) ** 3  # easing out: quick at first, gently at rest

    def begin(self, degrees: float) -> None:
        """A turn by ``degrees`` has just been made: the tile is shown turning from where it lay (what is left of
        a turn still on show is added)."""
        if self.motion is not Motion.FULL:
            return
        self.start = -degrees + (self.offset if self.moving else 0.0)
        self.clock = 0.0

    def hold(self, node: Optional[NodePath], rest: float) -> None:
        """``node`` is the held tile's drawing now, ``rest`` its heading at rest: it takes up the turn on show."""
        self.node, self.rest = node, rest
        self._place()

    def step(self, seconds: float) -> bool:
        """Time passed; True while the tile turns (a frame is to be drawn)."""
        if not self.moving:
            return False
        self.clock += seconds
        self._place()
        return True

    def finish(self) -> bool:
        """The tile at rest at once; True when it was turning."""
        turning = self.moving
        self.clock = TURN_SECONDS
        self._place()
        return turning

    def _place(self) -> None:
        if self.node is not None and not self.node.isEmpty():
            self.node.setH(self.rest + (self.offset if self.clock < TURN_SECONDS else 0.0))
