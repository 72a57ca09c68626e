"""The main loop answers input at once: after a step that drew nothing and heard nothing, it waits for input in the
window instead of sleeping its whole step, and after every sleep the window's events are read, so the next step sees
where the pointer is now. After a step that drew, it sleeps the whole step: at most 60 frames a second."""
from __future__ import annotations

import ctypes
import shutil

import pytest
from panda3d.core import ClockObject

from dragonarium.app.loop_rate import BUSY_RATE, IDLE_RATE, LoopRate
from dragonarium.app.x_input import XInputWake, window_id


class Tasks:
    def add(self, task, name, sort):
        self.rest = task


class Output:
    def __init__(self, active: bool) -> None:
        self.active = active

    def isActive(self) -> bool:
        return self.active

    def setActive(self, active: bool) -> None:
        self.active = active


class Engine:
    """Records what was active while each frame was rendered; the frame ticks the real clock, as Panda3D's does."""

    def __init__(self, outputs: list[Output]) -> None:
        self.outputs, self.frames = outputs, []

    def getWindows(self):
        return list(self.outputs)

    def renderFrame(self) -> None:
        self.frames.append([output.active for output in self.outputs])
        ClockObject.getGlobalClock().tick()


class Handle:
    def getIntHandle(self) -> int:
        return 42


class Window(Output):
    def getWindowHandle(self) -> Handle:
        return Handle()


class Base:
    def __init__(self, win=None, outputs=()) -> None:
        self.taskMgr, self.win = Tasks(), win
        self.graphicsEngine = Engine([output for output in (win, *outputs) if output is not None])


class Input:
    """Stands for the X connection: says whether input arrived while it was waited on."""

    def __init__(self, arrives: bool) -> None:
        self.arrives, self.watched, self.waits, self.drains = arrives, [], [], 0

    def watch(self, window: int) -> None:
        self.watched.append(window)

    def wait(self, seconds: float) -> bool:
        self.waits.append(seconds)
        return self.arrives

    def drain(self) -> bool:
        self.drains += 1
        return self.arrives


class Task:
    cont = "cont"


def loop_on(base: Base, arrives: bool, idle: bool) -> tuple[LoopRate, Input, list[float]]:
    loop = LoopRate(base, idle_after=0.0 if idle else 60.0)
    naps: list[float] = []
    loop.sleep = naps.append
    loop.input, loop._input_tried = Input(arrives), True
    return loop, loop.input, naps


def test_an_idle_loop_waits_for_input_in_the_window_and_is_busy_once_it_comes():
    loop, heard, naps = loop_on(Base(Window(False)), arrives=True, idle=True)
    assert loop.idle
    base = loop.base
    base.taskMgr.rest(Task())
    assert heard.watched == [42] and len(heard.waits) == 1 and naps == []
    assert 0 < heard.waits[0] <= 1 / IDLE_RATE
    loop.idle_after = 60.0
    assert not loop.idle, "input wakes the loop: the steps that follow come at the busy rate"


def test_an_idle_loop_with_no_input_waits_the_whole_idle_step_and_stays_idle():
    loop, heard, naps = loop_on(Base(Window(False)), arrives=False, idle=True)
    loop.base.taskMgr.rest(Task())
    assert len(heard.waits) == 1 and naps == [] and loop.idle


def test_after_a_step_that_drew_the_loop_sleeps_its_step_whatever_comes_and_reads_its_connection_empty():
    loop, heard, naps = loop_on(Base(Window(True)), arrives=True, idle=False)
    loop.wake()  # as the pacer does when the step draws a frame
    loop.base.taskMgr.rest(Task())
    assert heard.waits == [] and heard.drains == 1, "input does not cut short a step that drew"
    assert len(naps) == 1 and 0 < naps[0] <= 1 / BUSY_RATE


def test_a_busy_loop_after_a_quiet_step_waits_for_input_only_as_long_as_a_busy_step():
    loop, heard, naps = loop_on(Base(Window(False)), arrives=True, idle=False)
    loop.base.taskMgr.rest(Task())  # input comes while the first step rests; the second step draws nothing
    heard.waits.clear(), naps.clear()
    loop.base.taskMgr.rest(Task())
    assert naps == [] and len(heard.waits) == 1 and 0 < heard.waits[0] <= 1 / BUSY_RATE


def test_without_an_x_window_the_loop_sleeps():
    loop = LoopRate(Base(None), idle_after=0.0)
    naps: list[float] = []
    loop.sleep = naps.append
    loop.base.taskMgr.rest(Task())
    assert len(naps) == 1 and loop.input is None and not loop._input_tried


def test_after_every_rest_the_events_are_read_in_a_frame_that_draws_nothing_and_leaves_the_clock_alone():
    window, shadow, kept = Window(True), Output(False), Output(True)
    base = Base(window, (shadow, kept))
    loop, _heard, _naps = loop_on(base, arrives=False, idle=False)
    clock = ClockObject.getGlobalClock()
    clock.tick()
    before = clock.getFrameTime(), clock.getDt(), clock.getFrameCount()
    base.taskMgr.rest(Task())
    assert base.graphicsEngine.frames == [[False, False, False]], "one frame, with every output inactive"
    assert [window.active, shadow.active, kept.active] == [True, False, True], "then each as it was"
    assert (clock.getFrameTime(), clock.getDt(), clock.getFrameCount()) == before
    assert clock.getMode() == ClockObject.MNormal


def test_a_loop_that_is_not_paced_neither_sleeps_nor_reads_events():
    base = Base(Window(True))
    loop, heard, naps = loop_on(base, arrives=True, idle=True)
    loop.pace = False
    base.taskMgr.rest(Task())
    assert naps == [] and heard.waits == [] and base.graphicsEngine.frames == []


def test_an_offscreen_buffer_has_no_x_window():
    class Buffer:
        pass
    assert window_id(Base(None)) is None
    assert window_id(type("B", (), {"win": Buffer()})()) is None
    assert window_id(Base(Window(True))) == 42


@pytest.mark.skipif(not shutil.which("Xvfb"), reason="needs Xvfb")
def test_the_connection_hears_a_pointer_move_in_the_window_it_watches(monkeypatch):
    from tests.support.xvfb import start_xvfb

    server, display = start_xvfb()
    try:
        monkeypatch.setenv("DISPLAY", display)
        x11 = ctypes.CDLL("libX11.so.6")
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XDefaultRootWindow.restype = ctypes.c_ulong
        x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x11.XCreateSimpleWindow.restype = ctypes.c_ulong
        x11.XCreateSimpleWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong] + [ctypes.c_int] * 2 + \
            [ctypes.c_uint] * 3 + [ctypes.c_ulong] * 2
        x11.XMapWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        x11.XWarpPointer.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong] + [ctypes.c_int] * 2 + \
            [ctypes.c_uint] * 2 + [ctypes.c_int] * 2
        x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        other = x11.XOpenDisplay(display.encode())
        window = x11.XCreateSimpleWindow(other, x11.XDefaultRootWindow(other), 0, 0, 200, 200, 0, 0, 0)
        x11.XMapWindow(other, window)
        x11.XSync(other, 0)
        heard = XInputWake.connect()
        assert heard is not None
        heard.watch(window)
        heard.wait(0.2)  # whatever mapping the window sent
        assert heard.wait(0.05) is False, "nothing happened: the wait runs out"
        x11.XWarpPointer(other, 0, window, 0, 0, 0, 0, 50, 60)
        x11.XSync(other, 0)
        assert heard.wait(10.0) is True, "the pointer moved in the window"
        assert heard.drain() is False, "the wait read what came"
        heard.close()
        x11.XCloseDisplay(other)
    finally:
        server.terminate()
        server.wait()
