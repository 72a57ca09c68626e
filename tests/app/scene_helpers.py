"""Rendering positions offscreen and reading back what a player would see."""
from __future__ import annotations

import colorsys
from typing import Optional

from panda3d.core import Point2, Point3

from dragonarium.app.scene.camera import apply_view, board_view
from dragonarium.app.scene.layout import cell_centre, level_z
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.gfx.palette import TERRAIN_COLOUR
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.app.scene.table_view import TableView
from dragonarium.rules.model.values import Terrain

SIZE = (800, 450)


class Shot:
    """A rendered table and helpers to project points and read pixels."""

    def __init__(self, state, view=None, shadows: bool = True) -> None:
        self.base = OffscreenBase.get(SIZE)
        self.table = TableView(self.base.assets, self.base.fresh_scene(), PRESETS[Quality.FULL if shadows else Quality.FAST])
        self.base.fresh_overlay()
        self.table.show(state)
        self.state = state
        self.view = view or board_view(self.table.places[0])
        apply_view(self.base.camera, self.view)
        self.base.render_frames(2)
        self.image = self.base.screenshot()

    def project(self, world: tuple[float, float, float]) -> Optional[tuple[int, int]]:
        base = self.base.base
        apply_view(self.base.camera, self.view)  # another shot may have moved the camera since
        point = base.cam.getRelativePoint(base.render, Point3(*world))
        screen = Point2()
        if not base.camLens.project(point, screen):
            return None
        width, height = self.image.getXSize(), self.image.getYSize()
        return int((screen.x + 1) / 2 * width), int((1 - screen.y) / 2 * height)

    def cell_point(self, player: int, cell, level: int, dx: float = 0.0, dy: float = 0.0):
        x, y = cell_centre(cell)
        return self.table.places[player].to_world(x + dx, y + dy, level_z(level))

    def pixel(self, xy: tuple[int, int]) -> tuple[float, float, float]:
        x, y = xy
        return (self.image.getRed(x, y), self.image.getGreen(x, y), self.image.getBlue(x, y))

    def seen(self, player: int, cell, level: int, dx: float = 0.0, dy: float = 0.0):
        xy = self.project(self.cell_point(player, cell, level, dx, dy))
        assert xy is not None, "point off screen"
        return self.pixel(xy)


def hue_of(rgb) -> tuple[float, float, float]:
    return colorsys.rgb_to_hsv(*rgb)


def terrain_seen(rgb) -> Optional[Terrain]:
    """The territory type whose colour this pixel shows, or None when it is no territory colour."""
    h, s, v = hue_of(rgb)
    if s < 0.35 or v < 0.15:
        return None
    best, distance = None, 1.0
    for terrain, colour in TERRAIN_COLOUR.items():
        th = colorsys.rgb_to_hsv(*colour)[0]
        d = min(abs(h - th), 1 - abs(h - th))
        if d < distance:
            best, distance = terrain, d
    return best if distance < 0.06 else None
