"""Connecting a ShowBase's mouse and keyboard events to the screen on show, drawing only when needed, and laying
the screen out again whenever the window changes size."""
from __future__ import annotations

from typing import Callable, Optional

from direct.showbase.ShowBase import ShowBase

from dragonarium.play.base.commands import BOUND_KEYS, KEY_TABLE, Command, KeySet
from dragonarium.app.frames import FramePacer
from dragonarium.app.screens.screen import Screen
from dragonarium.app.ui.key_focus import KeyFocus
from dragonarium.app.window_watch import RESIZED_EVENT, WindowWatch

KEYS = tuple(name for name in BOUND_KEYS if name not in KEY_TABLE[KeySet.WINDOW])
"""The keys the screens answer to (``commands.KEY_TABLE``); the window's own keys are the host's."""


class ScreenHost:
    """Forwards the window's events to the screen on show through the ``Screen`` protocol: the pointer, clicks,
    drags, the wheel, the keys of ``commands.KEY_TABLE``, each step of time; when the window changes size, its
    ``layout(width, height)``, and then ``window_watch.RESIZED_EVENT`` (width, height) for anything else laid out
    by the window's size.

    With ``on_demand`` a ``FramePacer`` draws frames only when needed (a screen asks through ``request_frame``);
    without it every loop step draws, as Panda3D does by default (tests drawing offscreen)."""

    def __init__(self, base: ShowBase, on_demand: bool = False,
                 on_resize: Callable[[int, int], None] = lambda width, height: None) -> None:
        """``on_resize(width, height)`` is told of each new size of the window before the screen is laid out."""
        self.base = base
        self.on_resize = on_resize
        self.screen: Optional[Screen] = None
        self.frames: Optional[FramePacer] = FramePacer(base, self._animating, self._scene_moving) if on_demand else None
        self._region: Optional[object] = None
        base.disableMouse()
        for key in KEYS:
            base.accept(key, self._key, [key])
        for key, command in KEY_TABLE[KeySet.WINDOW].items():
            base.accept(key, self._window_key, [command])
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
        self.focus = KeyFocus(base.render2d, lambda: (base.aspect2d,))
        """The buttons of the screen on show by keys (``KeySet.FOCUS``), for the keys the screen leaves."""

    def show(self, screen: Optional[Screen]) -> None:
        if self.screen is not None:
            self.screen.cleanup()
        self.focus.reset() if getattr(screen, "own_focus", False) else self.focus.carry()
        self.screen = screen
        self.request_frame(shadows=True)

    def resized(self, width: int, height: int) -> None:
        """The window is ``width`` x ``height`` pixels now: the screen is laid out and its views framed for it."""
        self.on_resize(width, height)
        if self.screen is not None:
            self.screen.layout(width, height)
        self.request_frame(shadows=True)
        self.base.messenger.send(RESIZED_EVENT, [width, height])

    def request_frame(self, shadows: bool = False, scene: bool = True) -> None:
        """Draw the next frame (and the shadow map with ``shadows``; the 3D scene as kept with ``scene=False``); a
        no-op when every step draws."""
        if self.frames is not None:
            self.frames.request(shadows, scene)

    def _animating(self) -> bool:
        return self.screen is not None and self.screen.animating

    def _scene_moving(self) -> bool:
        return self.screen is not None and self.screen.scene_moving

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

    def _key(self, name: str) -> None:
        if self.screen is not None and not self.screen.key(name) and self.focus.key(KEY_TABLE[KeySet.FOCUS].get(name)):
            self.request_frame(scene=False)  # the focus ring moved, or a button was pressed

    def _window_key(self, command: Command) -> None:
        if command is Command.FULL_SCREEN:
            self.window.toggle_full_screen()

    def _wheel(self, direction: int, zoom: bool) -> None:
        if self.screen is not None:
            self.screen.wheel(direction, zoom)

    def _left(self) -> None:
        pointer = self.pointer()
        if self.screen is not None and pointer is not None and not self._over_gui():
            self.screen.left_click(*pointer)

    def _press(self, button: str) -> None:
        pointer = self.pointer()
        if self.screen is not None and pointer is not None:
            self.screen.mouse_down(button, *pointer)

    def _release(self, button: str) -> None:
        if self.screen is not None:
            self.screen.mouse_up(button)

    def _frame(self, task):
        watcher = self.base.mouseWatcherNode
        region = watcher.getOverRegion() if watcher is not None and watcher.hasMouse() else None
        if region != self._region:
            self._region = region  # a button under the pointer lights up, or stops
            self.request_frame(scene=False)
        pointer = self.pointer()
        if self.screen is not None and pointer is not None:
            self.screen.mouse_move(*pointer)
            if not self._over_gui():
                self.screen.pointer(*pointer)
        if self.screen is not None:
            self.screen.tick(globalClock.getDt())  # noqa: F821 (a Panda3D builtin)
        return task.cont
