"""The main loop's pace: a step every 1/60 s while something happens, a step every 1/20 s once nothing has for a
while, and the time between two steps slept away, so an idle table leaves the processor alone.

Panda3D's own limiter (``ClockObject.MLimited``) waits for the next step by spinning on the clock, which keeps a
core busy however little there is to do; here the loop's last task sleeps (``time.sleep``) for what is left of
the step instead. Anything that happens (a frame drawn, a key, a button, the pointer moving: ``wake``) brings the
loop back to its full rate at once. After a step that drew nothing and heard nothing, on an X display, the loop
sleeps only until input arrives in the window (``x_input.XInputWake``), and begins the next step at once; after
a step that drew, it sleeps the rest of the step whatever comes, so it never draws more often than 60 times a
second. After every sleep the window's events are read (``pump``): Panda3D reads them at the end of a frame,
after drawing, so the step that follows would otherwise see the pointer where it was before the sleep and answer
it a step late.
"""
from __future__ import annotations

import time

from typing import Optional

from panda3d.core import ClockObject

from dragonarium.app.x_input import XInputWake, window_id

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
        self.input: Optional[XInputWake] = None
        """The connection an idle loop waits on for input (None: it sleeps), opened at the first paced rest."""
        self._input_tried = False
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
        quiet = self._woken <= self._began  # no frame drawn, no input heard in this step
        period = 1.0 / (self.idle_rate if self.idle else self.busy_rate)
        remaining = self._began + period - time.perf_counter()
        if self.pace:
            if remaining > 0 and self.wait(remaining, quiet):
                self.wake()
            self.pump()
        self._began = time.perf_counter()
        return task.cont

    def wait(self, seconds: float, quiet: bool) -> bool:
        """Sleep ``seconds``; after a ``quiet`` step, with an X window, only until input arrives in it (True
        then). After a step that drew a frame or heard input, the whole step whatever comes: the loop draws at
        most ``busy_rate`` frames a second."""
        watcher = self._watcher()
        if watcher is None:
            self.sleep(seconds)
            return False
        if not quiet:
            self.sleep(seconds)
            watcher.drain()  # read now, heard by Panda3D's own connection: the events must not pile up here
            return False
        return watcher.wait(seconds)

    def _watcher(self) -> Optional[XInputWake]:
        window = window_id(self.base)
        if window is None:
            return None
        if not self._input_tried:
            self._input_tried = True
            self.input = XInputWake.connect()
        if self.input is not None:
            self.input.watch(window)
        return self.input

    def pump(self) -> None:
        """Have Panda3D read the window's events now: a frame in which nothing is drawn (every window and buffer
        inactive for it, then as they were), with the clock held (its time, step and frame count unchanged), so
        the animations' time is not cut in two."""
        engine = self.base.graphicsEngine
        active = [output for output in engine.getWindows() if output.isActive()]
        for output in active:
            output.setActive(False)
        clock = ClockObject.getGlobalClock()
        mode, count = clock.getMode(), clock.getFrameCount()
        clock.setMode(ClockObject.MSlave)  # a slave clock keeps its time when the frame ticks it
        try:
            engine.renderFrame()
        finally:
            clock.setMode(mode)
            for output in active:
                output.setActive(True)
        if clock.getFrameCount() != count:
            clock.setFrameCount(count)

    def cleanup(self) -> None:
        self.base.taskMgr.remove("loop-rest")
        if self.input is not None:
            self.input.close()
            self.input = None
