"""Connecting a ShowBase's mouse and keyboard events to the screen on show, drawing only when needed, and laying
the screen out again whenever the window changes size."""
from __future__ import annotations

from typing import Any, Callable, Optional

from direct.showbase.ShowBase import ShowBase

from dragonarium.app.frames import FramePacer
from dragonarium.app.window_watch import RESIZED_EVENT, WindowWatch

KEYS = ("1", "2", "3", "4", "t", "r", "o", "l", "h", "shift-h", "w", "space", "arrow_left", "arrow_right", "arrow_up", "arrow_down", "+", "=",
        "shift-=", "-", "page_up", "page_down", "f1", "f3", "escape", "control-z", "control-y", "shift-control-z", "control-s", "m")


class ScreenHost:
    """Forwards events to ``screen``: any of ``pointer``, ``left_click``, ``wheel``, ``key``, ``tick``, ``drag``;
    when the window changes size, its ``layout(width, height)`` and its camera ``controls``' ``reframe``, and then
    ``window_watch.RESIZED_EVENT`` (width, height) for anything else laid out by the window's size.

    With ``on_demand`` a ``FramePacer`` draws frames only when needed (a screen asks through ``request_frame``);
    without it every loop step draws, as Panda3D does by default (tests drawing offscreen)."""

    def __init__(self, base: ShowBase, on_demand: bool = False,
                 on_resize: Callable[[int, int], None] = lambda width, height: None) -> None:
        """``on_resize(width, height)`` is told of each new size of the window before the screen is laid out."""
        self.base = base
        self.on_resize = on_resize
        self.screen: Optional[Any] = None
        self.frames: Optional[FramePacer] = FramePacer(base, self._animating, self._scene_moving) if on_demand else None
        self._region: Optional[Any] = None
        base.disableMouse()
        for key in KEYS:
            base.accept(key, self._call, ["key", key])
        base.accept("wheel_up", self._wheel, [1, False])
        base.accept("wheel_down", self._wheel, [-1, False])
        base.accept("control-wheel_up", self._wheel, [1, True])
        base.accept("control-wheel_down", self._wheel, [-1, True])
        base.accept("mouse1", self._left)
        for button, name in (("mouse2", "middle"), ("mouse3", "right")):
            base.accept(button, self._press, [name])
            base.accept(f"{button}-up", self._release, [name])
        base.taskMgr.add(self._frame, "screen-frame")
        self.window = WindowWatch(base, self.resized)
        """The window's shape, full screen (F11), its size and place to remember."""

    def show(self, screen: Any) -> None:
        if self.screen is not None:
            self.screen.cleanup()
        self.screen = screen
        self.request_frame(shadows=True)

    def resized(self, width: int, height: int) -> None:
        """The window is ``width`` x ``height`` pixels now: the screen is laid out and its views framed for it."""
        self.on_resize(width, height)
        layout = getattr(self.screen, "layout", None)
        if layout is not None:
            layout(width, height)
        controls = getattr(self.screen, "controls", None)
        if controls is not None:
            controls.reframe()
        self.request_frame(shadows=True)
        self.base.messenger.send(RESIZED_EVENT, [width, height])

    def request_frame(self, shadows: bool = False, scene: bool = True) -> None:
        """Draw the next frame (and the shadow map with ``shadows``; the 3D scene as kept with ``scene=False``); a
        no-op when every step draws."""
        if self.frames is not None:
            self.frames.request(shadows, scene)

    def _animating(self) -> bool:
        return bool(getattr(self.screen, "animating", False))

    def _scene_moving(self) -> bool:
        """The screen's own word on whether its 3D scene moves by itself (what it does not say: while anything
        moves)."""
        moving = getattr(self.screen, "scene_moving", None)  # asked every step: the fallback only when unsaid
        return self._animating() if moving is None else bool(moving)

    def pointer(self) -> Optional[tuple[float, float]]:
        """The pointer in window pixels, or None when it is outside the window."""
        watcher = self.base.mouseWatcherNode
        if watcher is None or not watcher.hasMouse():
            return None
        width, height = self.base.win.getXSize(), self.base.win.getYSize()
        return ((watcher.getMouseX() + 1) / 2 * width, (1 - watcher.getMouseY()) / 2 * height)

    def _over_gui(self) -> bool:
        watcher = self.base.mouseWatcherNode
        return watcher is not None and watcher.isOverRegion()

    def _call(self, method: str, *args: Any) -> None:
        handler = getattr(self.screen, method, None)
        if handler is not None:
            handler(*args)

    def _wheel(self, direction: int, zoom: bool) -> None:
        self._call("wheel", direction, zoom)

    def _left(self) -> None:
        pointer = self.pointer()
        if pointer is not None and not self._over_gui():
            self._call("left_click", *pointer)

    def _press(self, button: str) -> None:
        pointer = self.pointer()
        drag = getattr(self.screen, "drag", None)
        if pointer is not None and drag is not None:
            drag.press(button, *pointer)

    def _release(self, button: str) -> None:
        drag = getattr(self.screen, "drag", None)
        if drag is not None:
            drag.release(button)

    def _frame(self, task):
        watcher = self.base.mouseWatcherNode
        region = watcher.getOverRegion() if watcher is not None and watcher.hasMouse() else None
        if region != self._region:
            self._region = region  # a button under the pointer lights up, or stops
            self.request_frame(scene=False)
        pointer = self.pointer()
        if pointer is not None:
            drag = getattr(self.screen, "drag", None)
            if drag is not None:
                drag.move(*pointer)
            if not self._over_gui():
                self._call("pointer", *pointer)
        self._call("tick", globalClock.getDt())  # noqa: F821 (a Panda3D builtin)
        return task.cont
