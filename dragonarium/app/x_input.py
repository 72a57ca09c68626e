"""Waking the main loop on input: a connection of the table's own to the X server, told of every pointer move, key
and button release in the window, that the idle loop waits on instead of sleeping a fixed time.

Panda3D reads the window's events only once per main-loop step; an idle loop that slept a fixed 50 ms would leave
a pointer move unseen for that long. A second connection may ask for the same events on the window as Panda3D's
own (all but button presses, which X lets only one client hear), and its socket becomes readable the moment one
arrives, so ``select`` sleeps until then. Through libX11 with ``ctypes``: nothing more to install, and nothing
at all where there is no X display (``open`` is None: the loop sleeps as before).
"""
from __future__ import annotations

import ctypes
import os
import select
import sys
import time
from typing import Optional

KEY_PRESS, KEY_RELEASE, BUTTON_RELEASE = 1 << 0, 1 << 1, 1 << 3
ENTER_WINDOW, LEAVE_WINDOW, POINTER_MOTION = 1 << 4, 1 << 5, 1 << 6
EXPOSURE, STRUCTURE_NOTIFY = 1 << 15, 1 << 17
WAKE_MASK = (KEY_PRESS | KEY_RELEASE | BUTTON_RELEASE | ENTER_WINDOW | LEAVE_WINDOW | POINTER_MOTION | EXPOSURE
             | STRUCTURE_NOTIFY)
"""Xlib's event masks the loop wakes for (``ButtonPressMask`` may be selected by one client only: Panda3D's)."""
EVENT_BYTES = 192
"""The size of Xlib's XEvent union (24 longs)."""


def window_id(base) -> Optional[int]:
    """The X window ``base`` draws in, or None (offscreen, or not an X window)."""
    window = getattr(base, "win", None)
    handle = window.getWindowHandle() if window is not None and hasattr(window, "getWindowHandle") else None
    number = handle.getIntHandle() if handle is not None else 0
    return number or None


class XInputWake:
    """A connection to the X display in ``$DISPLAY`` that hears input to one window (``watch``) and waits for it
    (``wait``)."""

    def __init__(self, x11: ctypes.CDLL, display: int) -> None:
        self._x11, self._display = x11, display
        self._socket = x11.XConnectionNumber(display)
        self._event = ctypes.create_string_buffer(EVENT_BYTES)
        self._window = 0

    @classmethod
    def connect(cls) -> Optional["XInputWake"]:
        """A connection, or None without an X display or libX11."""
        if not sys.platform.startswith("linux") or not os.environ.get("DISPLAY"):
            return None
        try:
            x11 = ctypes.CDLL("libX11.so.6")
        except OSError:
            return None
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        for name in ("XConnectionNumber", "XPending", "XFlush", "XCloseDisplay"):
            getattr(x11, name).argtypes = [ctypes.c_void_p]
        x11.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        display = x11.XOpenDisplay(None)
        return cls(x11, display) if display else None

    def watch(self, window: int) -> None:
        """Hear the input to ``window`` (an X window id) from now on."""
        if window != self._window:
            self._window = window
            self._x11.XSelectInput(self._display, window, WAKE_MASK)
            self._x11.XFlush(self._display)

    def drain(self) -> bool:
        """Read every event that arrived; True when there was any."""
        seen = False
        while self._x11.XPending(self._display):
            self._x11.XNextEvent(self._display, self._event)
            seen = True
        return seen

    def wait(self, seconds: float) -> bool:
        """Sleep until input arrives or ``seconds`` have passed; True when input arrived."""
        deadline = time.perf_counter() + seconds
        while not self.drain():
            left = deadline - time.perf_counter()
            if left <= 0:
                return False
            select.select([self._socket], [], [], left)
        return True

    def close(self) -> None:
        if self._display:
            self._x11.XCloseDisplay(self._display)
            self._display = 0
