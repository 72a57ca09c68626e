"""The play screen seen from outside, in a real window: where it shows a point of the table (framed on a player's
board, as the table frames it) or of its 2D layer, in the X screen's pixels, and xdotool moving and clicking there.
Shared by the real-window tests and ``scripts/xvfb_walk.py``."""
from __future__ import annotations

import subprocess
from typing import Optional

from panda3d.core import NodePath, PerspectiveLens, Point2, Point3

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.scene.camera import FIELD_OF_VIEW, apply_view, board_view
from dragonarium.app.ui.widgets import ButtonRow
from dragonarium.play.controller import PlayController
from dragonarium.play.table.screen_layout import ScreenLayout, lay_out

SIZE = (1280, 720)


class TableWindow:
    """A play screen of ``size`` whose window's top-left corner is at ``offset`` on the X screen of ``env``, its
    camera on the board of ``player`` among ``places``."""

    def __init__(self, env: dict, offset: tuple[int, int], player: int, places, size: tuple[int, int] = SIZE,
                 plan: Optional[ScreenLayout] = None) -> None:
        """``plan``: the play screen's layout (at its text size, players and switches; by default ``lay_out``'s
        for the size)."""
        self.env, self.offset, self.places, self.size = env, offset, places, size
        width, height = size
        self.plan = plan or lay_out(width, height)
        self.lens = PerspectiveLens()
        self.lens.setFov(FIELD_OF_VIEW)
        self.lens.setAspectRatio(width / height)
        self.lens.setNearFar(0.5, 200.0)
        self.root = NodePath("render")
        self.camera = self.root.attachNewNode("camera")
        # framed as the table frames it: in the part of the window its layout leaves the boards
        apply_view(self.camera, board_view(places[player], width / height, self.plan.board_window()))

    def pixel(self, world) -> tuple[int, int]:
        """Where a point of the table shows (a RuntimeError when it is out of view)."""
        width, height = self.size
        film = Point2()
        if not self.lens.project(self.camera.getRelativePoint(self.root, Point3(*world)), film):
            raise RuntimeError(f"{world} is not in view")
        return (int((film.x + 1) / 2 * width) + self.offset[0], int((1 - film.y) / 2 * height) + self.offset[1])

    def layer_pixel(self, x: float, z: float) -> tuple[int, int]:
        """Where a point of the play screen's 2D layer (scaled to its text size) shows."""
        width, height = self.size
        scale = self.plan.scale
        return (int(width / 2 + x * scale * height / 2) + self.offset[0],
                int(height / 2 - z * scale * height / 2) + self.offset[1])

    def move(self, pixel: tuple[int, int]) -> None:
        """Move the pointer there, waiting until the server has moved it."""
        subprocess.run(["xdotool", "mousemove", "--sync", str(pixel[0]), str(pixel[1])], env=self.env, check=True,
                       timeout=30)

    def click(self, pixel: tuple[int, int], button: int = 1) -> None:
        """Move the pointer there, then press and release ``button``."""
        self.move(pixel)
        subprocess.run(["xdotool", "click", str(button)], env=self.env, check=True, timeout=30)


def button_centre(game, index: int = 0, size: tuple[int, int] = SIZE,
                  plan: Optional[ScreenLayout] = None) -> tuple[float, float]:
    """Where the play screen puts button ``index`` of the decision's row, in its 2D layer (laid out the same way
    offscreen; ``plan`` as ``TableWindow``'s)."""
    strip = (plan or lay_out(*size)).strip
    row = ButtonRow(OffscreenBase.get(size).fresh_overlay(), lambda name: None)
    try:
        row.show(PlayController(game).buttons())
        row.layout(strip.left, strip.right, strip.bottom)
        button = row.buttons[index]
        left, right, bottom, top = button.node().getFrame()
        scale = button.getScale().x
        return button.getX() + (left + right) / 2 * scale, button.getZ() + (bottom + top) / 2 * scale
    finally:
        row.destroy()
