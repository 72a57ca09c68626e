"""Camera controls: mouse orbit, zoom and pan; keys to face a board or look down; smooth moves.

The mapping is plain methods (``orbit``, ``pan``, ``zoom``, ``command``, and
``MouseDrag``'s ``press``/``move``/``release``) so tests drive it without a
mouse; ``host.ScreenHost`` connects them to a ShowBase's events.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from dragonarium.play.base.commands import Command
from dragonarium.app.scene.camera import DEFAULT_ASPECT, FULL_WINDOW, Rect, View, apply_view, board_view, top_view
from dragonarium.app.scene.layout import BoardPlace

ORBIT_DEGREES_PER_PIXEL = 0.3
PAN_PER_PIXEL = 0.01
ZOOM_STEP = 0.88
TRANSITION_SECONDS = 0.6
TOP = -1
"""``CameraControls.preset`` of the view from above."""
BOARDS = (Command.BOARD_1, Command.BOARD_2, Command.BOARD_3, Command.BOARD_4)
"""The commands that face each player's board, in the players' order."""
ORBITS = {Command.ORBIT_LEFT: (-40, 0), Command.ORBIT_RIGHT: (40, 0), Command.ORBIT_UP: (0, -25),
          Command.ORBIT_DOWN: (0, 25)}
"""How far each orbit command turns the camera, as a drag of that many pixels."""


def _lerp_angle(a: float, b: float, t: float) -> float:
    delta = (b - a + 180.0) % 360.0 - 180.0
    return a + delta * t


def blend(a: View, b: View, t: float) -> View:
    """A view part way (t from 0 to 1) from ``a`` to ``b``, turning the short way round."""
    t = max(0.0, min(1.0, t))
    smooth = t * t * (3 - 2 * t)
    return View(a.x + (b.x - a.x) * smooth, a.y + (b.y - a.y) * smooth, a.z + (b.z - a.z) * smooth,
                _lerp_angle(a.heading, b.heading, smooth), a.pitch + (b.pitch - a.pitch) * smooth,
                a.distance + (b.distance - a.distance) * smooth)


class CameraControls:
    """Holds the current view and moves it on input or toward a goal.

    ``aspect`` tells the window's width over its height when asked, so the preset views (a player's board,
    the top view) frame what they show in the window as it is at the time.
    """

    def __init__(self, camera, places: list[BoardPlace], aspect: Callable[[], float] = lambda: DEFAULT_ASPECT,
                 board_window: Callable[[], Rect] = lambda: FULL_WINDOW,
                 board_avoid: Callable[[], Sequence[Rect]] = lambda: ()) -> None:
        """``board_window`` is the part of the picture the boards are framed into (where no panel lies: the
        screen's ``ScreenLayout``), ``board_avoid`` parts a player's board keeps out of if it can."""
        self.camera = camera
        self.places = places
        self.aspect = aspect
        self.board_window = board_window
        self.board_avoid = board_avoid
        self.view = (board_view(places[0], aspect(), board_window(), board_avoid()) if places
                     else top_view(1, aspect(), board_window()))
        self.preset: Optional[int] = 0 if places else TOP
        """The preset view the camera shows or glides to (a player's index, or ``TOP``); None once the player
        moved it by hand (orbit, pan, zoom)."""
        self._from: Optional[View] = None
        self._goal: Optional[View] = None
        self._elapsed = 0.0
        self.apply()

    def apply(self) -> None:
        apply_view(self.camera, self.view)

    # -- direct input --------------------------------------------------------------
    def orbit(self, dx_pixels: float, dy_pixels: float) -> None:
        self._goal, self.preset = None, None
        self.view = self.view.orbited(-dx_pixels * ORBIT_DEGREES_PER_PIXEL, -dy_pixels * ORBIT_DEGREES_PER_PIXEL)
        self.apply()

    def pan(self, dx_pixels: float, dy_pixels: float) -> None:
        self._goal, self.preset = None, None
        self.view = self.view.panned(-dx_pixels * PAN_PER_PIXEL, dy_pixels * PAN_PER_PIXEL)
        self.apply()

    def zoom(self, steps: float) -> None:
        """Positive steps zoom in."""
        self._goal, self.preset = None, None
        self.view = self.view.zoomed(ZOOM_STEP ** steps)
        self.apply()

    # -- goals ---------------------------------------------------------------------------
    def focus_player(self, index: int, animate: bool = True) -> None:
        if 0 <= index < len(self.places):
            self.go_to(self._preset_view(index), animate)
            self.preset = index

    def focus_top(self, animate: bool = True) -> None:
        self.go_to(self._preset_view(TOP), animate)
        self.preset = TOP

    def _preset_view(self, preset: int) -> View:
        if preset == TOP:
            return top_view(len(self.places), self.aspect(), self.board_window())
        return board_view(self.places[preset], self.aspect(), self.board_window(), self.board_avoid())

    def reframe(self) -> None:
        """The window changed shape (or the HUD moved): a preset view is framed again for it, at once, or its
        glide heads for the new framing; a view the player moved by hand stays as it is."""
        if self.preset is None:
            return
        view = self._preset_view(self.preset)
        if self._goal is not None:
            self._goal = view
        else:
            self.view = view
            self.apply()

    def go_to(self, view: View, animate: bool = True) -> None:
        """Show ``view`` (gliding to it with ``animate``); it is no preset view (``focus_player`` and
        ``focus_top`` say when it is)."""
        self.preset = None
        if not animate:
            self.view, self._goal = view, None
            self.apply()
            return
        self._from, self._goal, self._elapsed = self.view, view, 0.0

    @property
    def moving(self) -> bool:
        return self._goal is not None

    def step(self, seconds: float) -> None:
        """Advance a smooth move by ``seconds``."""
        if self._goal is None or self._from is None:
            return
        self._elapsed += seconds
        t = self._elapsed / TRANSITION_SECONDS
        self.view = blend(self._from, self._goal, t)
        if t >= 1.0:
            self.view, self._goal = self._goal, None
        self.apply()

    def command(self, command: Command) -> bool:
        """Carry out a camera key's command (``commands.CAMERA_KEYS``); True when it was one."""
        if command in BOARDS:
            self.focus_player(BOARDS.index(command))
        elif command is Command.TOP_VIEW:
            self.focus_top()
        elif command in ORBITS:
            self.orbit(*ORBITS[command])
        elif command in (Command.ZOOM_IN, Command.ZOOM_OUT):
            self.zoom(1 if command is Command.ZOOM_IN else -1)
        else:
            return False
        return True


class MouseDrag:
    """Turns button presses and pointer motion into orbit (middle) and pan (right) drags.

    A right press released without moving is a click, reported to ``on_right_click``.
    """

    CLICK_SLOP = 4.0

    def __init__(self, controls: CameraControls, on_right_click: Callable[[], None] = lambda: None) -> None:
        self.controls = controls
        self.on_right_click = on_right_click
        self.button: Optional[str] = None
        self.last: Optional[tuple[float, float]] = None
        self.travel = 0.0

    def press(self, button: str, x: float, y: float) -> None:
        self.button, self.last, self.travel = button, (x, y), 0.0

    def move(self, x: float, y: float) -> None:
        if self.button is None or self.last is None:
            return
        dx, dy = x - self.last[0], y - self.last[1]
        self.last = (x, y)
        self.travel += abs(dx) + abs(dy)
        if self.button == "middle":
            self.controls.orbit(dx, dy)
        elif self.button == "right" and self.travel > self.CLICK_SLOP:
            self.controls.pan(dx, dy)

    def release(self, button: str) -> None:
        if button == "right" and self.button == "right" and self.travel <= self.CLICK_SLOP:
            self.on_right_click()
        self.button, self.last = None, None
