"""Keeping the table to its window: the picture takes the window's shape at every change of size, F11 turns
full screen on and off, and the window's size and place are noted to be remembered.

ShowBase's own "window-event" handler keeps the lens's aspect ratio to the window's; for a window taller than
wide it also turns the 2D layer to run from -1 to 1 across, while the table's 2D layout always measures it from
-aspect to +aspect across and -1 to 1 up (as ShowBase sets it up). ``keep_shape`` sets both, whatever ran first.
"""
from __future__ import annotations

from typing import Callable, Optional

from direct.showbase.DirectObject import DirectObject
from panda3d.core import GraphicsWindow, WindowProperties

from dragonarium.play.window_place import WindowPlace

RESIZED_EVENT = "table-window-resized"
"""Sent (with the new width and height in pixels) once the window changed size and the screen on show was laid out
again for it (``host.ScreenHost``): anything else placed by the window's size listens for it."""


def keep_shape(base) -> float:
    """Give the lens and the 2D layer the shape of ``base``'s window (the 2D layer from -aspect to +aspect across
    and from -1 to 1 up, at any aspect); the aspect, width over height."""
    aspect = base.getAspectRatio()
    base.adjustWindowAspectRatio(aspect)
    if base.camLens is not None:
        base.camLens.setAspectRatio(aspect)
    base.aspect2d.setScale(1.0 / aspect, 1.0, 1.0)
    base.a2dTop, base.a2dBottom, base.a2dLeft, base.a2dRight = 1.0, -1.0, -aspect, aspect
    return aspect


def desktop_size(base) -> Optional[tuple[int, int]]:
    """The desktop's size in pixels, as Panda3D's display pipe tells it (None when it cannot)."""
    pipe = base.pipe
    if pipe is None or pipe.getDisplayWidth() <= 0 or pipe.getDisplayHeight() <= 0:
        return None
    return pipe.getDisplayWidth(), pipe.getDisplayHeight()


class WindowWatch:
    """Watches ``base``'s window: on each change of its size, ``keep_shape`` and then ``on_resize(width, height)``
    (the screen lays itself out again and draws); ``toggle_full_screen`` turns full screen on and off (F11, which the
    host binds). ``place`` is the window's size and place out of full screen, as last seen (None offscreen, where
    there is no window to remember)."""

    def __init__(self, base, on_resize: Callable[[int, int], None]) -> None:
        self.base = base
        self.on_resize = on_resize
        self.size: Optional[tuple[int, int]] = None
        self.place: Optional[WindowPlace] = None
        self.events = DirectObject()
        self.events.accept("window-event", self._changed)
        self.fit()

    def _changed(self, window=None) -> None:
        if window is None or window == self.base.win:
            self.fit()

    @property
    def window(self) -> Optional[GraphicsWindow]:
        """The main window when it is an on-screen one."""
        window = self.base.win
        return window if isinstance(window, GraphicsWindow) else None

    @property
    def full_screen(self) -> bool:
        window = self.window
        return window is not None and window.getProperties().getFullscreen()

    def fit(self) -> None:
        """The window may have changed: when its size did, shape the picture and lay the screen out for it. (A
        test resizing an offscreen buffer, which sends no window event, calls this itself.)"""
        window = self.base.win
        if window is None or not window.hasSize() or window.getXSize() <= 0 or window.getYSize() <= 0:
            return
        size = (window.getXSize(), window.getYSize())
        self._note_place()
        if size == self.size:
            return
        self.size = size
        keep_shape(self.base)
        self.on_resize(*size)

    def _note_place(self) -> None:
        window = self.window
        if window is None:
            return
        properties = window.getProperties()
        if (not properties.getOpen() or properties.getFullscreen() or properties.getMinimized()
                or not properties.hasSize()):
            return
        origin = properties.getOrigin() if properties.hasOrigin() else None
        self.place = WindowPlace(properties.getXSize(), properties.getYSize(),
                                 None if origin is None else origin[0], None if origin is None else origin[1])

    def toggle_full_screen(self) -> None:
        """Full screen at the desktop's size, or back to the window's size and place before it."""
        window = self.window
        if window is None:
            return
        wanted = WindowProperties()
        if self.full_screen:
            wanted.setFullscreen(False)
            if self.place is not None:
                wanted.setSize(self.place.width, self.place.height)
                if self.place.x is not None and self.place.y is not None:
                    wanted.setOrigin(self.place.x, self.place.y)
        else:
            desktop = desktop_size(self.base)
            if desktop is None:
                return
            wanted.setFullscreen(True)
            wanted.setSize(*desktop)
        window.requestProperties(wanted)

    def cleanup(self) -> None:
        self.events.ignoreAll()
