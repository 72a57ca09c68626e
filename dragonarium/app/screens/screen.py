"""What the host (``host.ScreenHost``) asks of the screen on show: the ``Screen`` protocol, and ``ScreenBase``, the
defaults of a screen that leaves an input or a question alone."""
from __future__ import annotations

from typing import Optional, Protocol

from dragonarium.app.scene.camera_controls import MouseDrag


class Screen(Protocol):
    """A screen the host shows: it hears the window's input, time passing and the window's size, and says whether
    something on it moves by itself (frames are drawn while it does)."""

    @property
    def animating(self) -> bool:
        """Something moves by itself: a camera glide, a walk, a change shown moving."""
        ...

    @property
    def scene_moving(self) -> bool:
        """The 3D scene itself moves (what follows the pointer is drawn in a pass of its own)."""
        ...

    def layout(self, width: int, height: int) -> None:
        """Lay the screen out for a window ``width`` x ``height`` pixels, its camera framed for it."""

    def pointer(self, x: float, y: float) -> None:
        """The pointer is at window pixel (x, y), over no button."""

    def left_click(self, x: float, y: float) -> None:
        """A left click at window pixel (x, y), over no button."""

    def wheel(self, direction: int, zoom: bool) -> None:
        """The wheel turned up (1) or down (-1); ``zoom`` with Ctrl held."""

    def key(self, name: str) -> bool:
        """A key of ``commands.KEY_TABLE`` pressed; False when the screen does nothing with it."""

    def mouse_down(self, button: str, x: float, y: float) -> None:
        """The ``middle`` or ``right`` mouse button pressed at window pixel (x, y)."""

    def mouse_up(self, button: str) -> None:
        """The ``middle`` or ``right`` mouse button released."""

    def mouse_move(self, x: float, y: float) -> None:
        """The pointer is at window pixel (x, y), over a button or not (a drag goes on over them)."""

    def tick(self, seconds: float) -> None:
        """``seconds`` went by since the last step of the main loop."""

    def cleanup(self) -> None:
        """The screen leaves: everything it made goes."""


class ScreenBase:
    """A ``Screen`` that ignores every input and never moves by itself; a screen overrides what it uses. ``drag``,
    when a screen sets it, turns the middle and right buttons' drags into the camera's orbit and pan."""

    drag: Optional[MouseDrag] = None
    own_focus = False
    """The screen walks its own focus (the play screen's board and buttons): the host's is not carried to it."""

    @property
    def animating(self) -> bool:
        return False

    @property
    def scene_moving(self) -> bool:
        return self.animating

    def layout(self, width: int, height: int) -> None:
        pass

    def pointer(self, x: float, y: float) -> None:
        pass

    def left_click(self, x: float, y: float) -> None:
        pass

    def wheel(self, direction: int, zoom: bool = False) -> None:
        pass

    def key(self, name: str) -> bool:
        return False

    def mouse_down(self, button: str, x: float, y: float) -> None:
        if self.drag is not None:
            self.drag.press(button, x, y)

    def mouse_up(self, button: str) -> None:
        if self.drag is not None:
            self.drag.release(button)

    def mouse_move(self, x: float, y: float) -> None:
        if self.drag is not None:
            self.drag.move(x, y)

    def tick(self, seconds: float) -> None:
        pass

    def cleanup(self) -> None:
        pass
