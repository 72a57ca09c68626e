"""The main loop's pace: a step every 1/60 s while something happens, a step every 1/20 s once nothing has for a
while, and the time between two steps slept away, so an idle table leaves the processor alone.

Panda3D's own limiter (``ClockObject.MLimited``) waits for the next step by spinning on the clock, which keeps a
core busy however little there is to do; here the loop's last task sleeps (``time.sleep``) for what is left of
the step instead. Anything that happens (a frame drawn, a key, a button, the pointer moving: ``wake``) brings the
loop back to its full rate at once, so the pointer answers within one idle step (50 ms) at worst.
"""
from __future__ import annotations

import time

from panda3d.core import ClockObject

BUSY_RATE = 60.0
"""Loop steps per second while something happens: input is read, and frames drawn when needed, this often."""
IDLE_RATE = 20.0
"""Loop steps per second once nothing has happened for ``IDLE_AFTER`` seconds."""
IDLE_AFTER = 0.5
"""Seconds without a frame drawn or any input after which the loop slows to ``IDLE_RATE``."""
REST_SORT = 10_000
"""After every other task of a step, the drawing included."""


class LoopRate:
    """Sleeps at the end of each step of ``base``'s main loop for what is left of it; ``pace`` False runs the
    steps back to back (a benchmark timing them)."""

    def __init__(self, base, busy_rate: float = BUSY_RATE, idle_rate: float = IDLE_RATE,
                 idle_after: float = IDLE_AFTER) -> None:
        self.base = base
        self.busy_rate = busy_rate
        self.idle_rate = idle_rate
        self.idle_after = idle_after
        self.pace = True
        self.steps = 0
        """Steps of the main loop so far."""
        self.sleep = time.sleep
        """How the loop sleeps (seconds); a test may listen to it."""
        ClockObject.getGlobalClock().setMode(ClockObject.MNormal)  # no spinning limiter: the rest task paces
        now = time.perf_counter()
        self._woken = now
        self._began = now
        base.taskMgr.add(self._rest, "loop-rest", sort=REST_SORT)

    def wake(self) -> None:
        """Something happened: back to the full rate."""
        self._woken = time.perf_counter()

    @property
    def idle(self) -> bool:
        """True once nothing has happened for ``idle_after`` seconds."""
        return time.perf_counter() - self._woken >= self.idle_after

    def _rest(self, task):
        self.steps += 1
        period = 1.0 / (self.idle_rate if self.idle else self.busy_rate)
        remaining = self._began + period - time.perf_counter()
        if self.pace and remaining > 0:
            self.sleep(remaining)
        self._began = time.perf_counter()
        return task.cont

    def cleanup(self) -> None:
        self.base.taskMgr.remove("loop-rest")
