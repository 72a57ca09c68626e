"""Drawing on demand: a frame is drawn only when something on screen changed, the shadow map only when a
shadow caster moved.

Every main-loop step, before Panda3D draws, the pacer decides: the window is
drawn if a frame was asked for (``request``), if input arrived, if the camera
moved or if the screen says it is animating; otherwise it stays inactive and
the last picture stays on screen. The sun's shadow buffer is drawn only when
``request(shadows=True)`` was called (the table changed, the Assistant walks).
A frame asked for with ``request(scene=False)`` changes only the 2D layer and
what follows the pointer: when the scene is kept in a buffer
(``scene_buffer``), that buffer is not drawn again for it.
The loop itself is paced by ``loop_rate.LoopRate``: it sleeps between steps, and
steps less often once idle, instead of spinning.

Every button pressed or released (a key, a mouse button) and every character
typed asks for a frame, over a GUI widget too: a GUI button runs its command
when the mouse button is released, and the frame that shows its new label is
asked for then. The pacer hears them through a button thrower of its own,
placed before the mouse watcher that hides from the table what the GUI takes.
"""
from __future__ import annotations

import statistics
import time
from collections import deque
from typing import Callable, Optional

from direct.showbase.DirectObject import DirectObject
from panda3d.core import ButtonThrower, CallbackNode, LMatrix4f, NodePath, OmniBoundingVolume, PythonCallbackObject

from dragonarium.i18n import _, ngettext
from dragonarium.app.loop_rate import LoopRate
from dragonarium.app.scene.masks import PLAYER_CAMERA

INPUT_PREFIX = "frame-input-"
"""The pacer's button thrower throws its events under this prefix (``frame-input-mouse1`` and the like, heard by
nobody), so the table's own button events are not thrown twice."""
INPUT_EVENTS = (INPUT_PREFIX + "press", INPUT_PREFIX + "release", INPUT_PREFIX + "keystroke")
"""What the pacer's button thrower throws for every button pressed, every button released, every character
typed."""
DRAW_SORT = 50
"""ShowBase's drawing task (igLoop)."""
PACER_SORT = DRAW_SORT - 1
"""The pacer decides just before the drawing task, after the screen's own frame task."""


class FramePacer:
    """Decides, each step of the main loop, whether the window (and the shadow map) is drawn."""

    def __init__(self, base, animating: Callable[[], bool] = lambda: False,
                 scene_moving: Optional[Callable[[], bool]] = None) -> None:
        self.base = base
        self.animating = animating
        """Asked every step: True while something moves on its own (a camera glide, the Assistant walking)."""
        self.scene_moving = scene_moving or animating
        """Asked every step: True while something moves on its own in the 3D scene itself, not only in the pointer's
        pass (``scene.masks``: the travelling pieces are drawn there)."""
        self.frames_drawn = 0
        """Frames really drawn, counted when the scene is drawn (not when the loop runs)."""
        self.shadow_frames_drawn = 0
        """Shadow maps really drawn, counted the same way."""
        self._wanted = True
        self._scene_wanted = True
        self._shadows_wanted = True
        self._shadow_mark = 0
        self.scene_buffer: Callable[[], Optional[object]] = lambda: None
        """The buffer the 3D scene is kept in (None: it is drawn straight into the window, every frame)."""
        self._kept_in: Optional[object] = None
        self.scene_frames_drawn = 0
        """Frames in which the 3D scene itself was drawn (the others showed it as kept, or had no buffer to keep it:
        counted only while there is one)."""
        self._lights: list = []
        self._camera: Optional[LMatrix4f] = None
        # counters drawn with the frame: one in the 2D layer (every frame), one only the sun's camera sees
        self._counters = [base.render2d.attachNewNode(_counter("frame-counter", self._drawn)),
                          base.render.attachNewNode(_counter("shadow-counter", self._shadow_drawn))]
        self._counters[1].hide(PLAYER_CAMERA)
        self.loop = LoopRate(base)
        """The main loop's pace (it sleeps between steps)."""
        self._pointer: Optional[tuple[float, float]] = None
        self._thrower: Optional[NodePath] = None
        self.draw_times: deque[float] = deque(maxlen=30)
        self.draw_moments: deque[float] = deque(maxlen=240)
        self._draw_started: Optional[float] = None
        base.taskMgr.add(self._decide, "frame-pacer", sort=PACER_SORT)
        base.taskMgr.add(self._after_draw, "frame-timer", sort=DRAW_SORT + 1)
        # an object of its own: ``base.accept`` would replace ShowBase's own "window-event" handler (the one that
        # keeps the lens and the 2D layer to the window's shape, and ends the program when the window is closed)
        self.events = DirectObject()
        self.events.accept("window-event", self._window_changed)
        for event in INPUT_EVENTS:
            self.events.accept(event, self._input)
        self._hook_buttons()

    def request(self, shadows: bool = False, scene: bool = True) -> None:
        """Draw the next frame; with ``shadows``, the shadow map too (a shadow caster changed); ``scene=False``:
        only the 2D layer or what follows the pointer changed (the kept scene is shown as it was)."""
        self._wanted = True
        self._scene_wanted = self._scene_wanted or scene
        if shadows:
            self._find_lights()
            # satisfied only by a shadow pass drawn after this request, not by one asked for earlier
            self._shadows_wanted = True
            self._shadow_mark = self.shadow_frames_drawn

    def _hook_buttons(self) -> None:
        """A button thrower of the pacer's own beside the window's mouse watcher, which hides from the throwers
        under it the presses a GUI widget takes (made again when the window was reopened: a new window brings a
        new mouse)."""
        watcher = getattr(self.base, "mouseWatcher", None)
        source = watcher.getParent() if watcher is not None and not watcher.isEmpty() else None
        if source is None or source.isEmpty() or (self._thrower is not None and not self._thrower.isEmpty()
                                                  and self._thrower.getParent() == source):
            return
        thrower = ButtonThrower("frame-input")
        thrower.setPrefix(INPUT_PREFIX)
        down, up, typed = INPUT_EVENTS
        thrower.setButtonDownEvent(down)
        thrower.setButtonUpEvent(up)
        thrower.setKeystrokeEvent(typed)
        self._thrower = source.attachNewNode(thrower)

    def _input(self, *args) -> None:
        """A button pressed or released, or a key typed into an entry: buttons and entries may show it."""
        self.request()
        self.loop.wake()

    def _pointer_moved(self) -> bool:
        watcher = self.base.mouseWatcherNode
        pointer = (watcher.getMouseX(), watcher.getMouseY()) if watcher is not None and watcher.hasMouse() else None
        moved, self._pointer = pointer != self._pointer, pointer
        return moved

    def _window_changed(self, *args) -> None:
        """Resized, uncovered or reopened: draw everything again."""
        self.request(shadows=True)

    def _drawn(self, data) -> None:
        self.frames_drawn += 1
        data.upcall()

    def _shadow_drawn(self, data) -> None:
        self.shadow_frames_drawn += 1
        data.upcall()

    def _decide(self, task):
        self._draw_started = None
        self._hook_buttons()
        if self._pointer_moved():
            self.loop.wake()
        camera = self.base.camera.getMat()
        if self._camera is None or not camera.almostEqual(self._camera):
            self._camera = LMatrix4f(camera)
            self._wanted = self._scene_wanted = True
        kept_in = self.scene_buffer()
        if kept_in is not self._kept_in:  # a new buffer holds no picture yet
            self._kept_in = kept_in
            self._scene_wanted = True
        lights = [light for light in self._lights if light.node().isShadowCaster()]
        if not lights or self.shadow_frames_drawn > self._shadow_mark:
            # the shadow map asked for has been drawn (Panda3D makes its buffer during a first frame and draws
            # it from the next, so a request holds until a shadow pass is seen)
            self._shadows_wanted = False
        animating = self.animating()
        active = self._wanted or self._shadows_wanted or animating
        scene = active and (self._scene_wanted or self._shadows_wanted or (animating and self.scene_moving()))
        if self.base.win is not None:
            self.base.win.setActive(active)
        self._set_buffers(lights, active, active and self._shadows_wanted, scene, kept_in)
        if active:
            self._wanted = False
            self._scene_wanted = False
            if scene and kept_in is not None:
                self.scene_frames_drawn += 1
            self._draw_started = time.perf_counter()
            self.loop.wake()
        return task.cont

    def _after_draw(self, task):
        if self._draw_started is not None:
            now = time.perf_counter()
            self.draw_times.append(now - self._draw_started)
            self.draw_moments.append(now)
        return task.cont

    def rate_text(self) -> str:
        """Frames drawn in the last second and how long drawing took (median of the last ones)."""
        now = time.perf_counter()
        recent = sum(1 for moment in self.draw_moments if now - moment <= 1.0)
        if not self.draw_times:
            return _("no frame drawn yet")
        median = statistics.median(self.draw_times) * 1000
        return ngettext("{count} frame drawn in the last second, {median:.0f} ms each (median); idle draws none",
                        "{count} frames drawn in the last second, {median:.0f} ms each (median); idle draws none",
                        recent).format(count=recent, median=median)

    def _find_lights(self) -> None:
        """The scene's suns, looked for when a shadow map is asked for (a new table brings a new sun), not at
        every step."""
        self._lights = list(self.base.render.findAllMatches("**/+DirectionalLight"))

    def _set_buffers(self, lights: list, active: bool, shadows: bool, scene: bool, kept_in) -> None:
        """The window's offscreen buffers are drawn with it (``active``), the scene's buffer ``kept_in`` only when
        the ``scene`` changed, the suns' shadow buffers only when ``shadows``."""
        window = self.base.win
        gsg = window.getGsg() if window is not None else None
        if gsg is None:
            return
        shadow_buffers = [buffer for buffer in (light.node().getShadowBuffer(gsg) for light in lights)
                          if buffer is not None]
        for buffer in shadow_buffers:
            buffer.setActive(shadows)
        for output in self.base.graphicsEngine.getWindows():
            if output != window and output not in shadow_buffers and output.getGsg() == gsg:
                output.setActive(scene if output == kept_in else active)

    def cleanup(self) -> None:
        self.base.taskMgr.remove("frame-pacer")
        self.base.taskMgr.remove("frame-timer")
        self.events.ignoreAll()
        self.loop.cleanup()
        if self._thrower is not None:
            self._thrower.removeNode()
        for counter in self._counters:
            counter.removeNode()
        if self.base.win is not None:
            self.base.win.setActive(True)


def _counter(name: str, drawn: Callable) -> CallbackNode:
    """A node that draws nothing but calls ``drawn`` each time a camera draws it."""
    node = CallbackNode(name)
    node.setBounds(OmniBoundingVolume())
    node.setFinal(True)
    node.setDrawCallback(PythonCallbackObject(drawn))
    return node
