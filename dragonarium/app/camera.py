"""The camera rig: orbit, zoom and pan around a target; views that face a player's board or look down."""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

from .layout import BoardPlace
from .masks import use_player_camera

MIN_DISTANCE, MAX_DISTANCE = 4.0, 60.0
FIELD_OF_VIEW = 50.0
"""Horizontal field of view of the camera lens, in degrees."""
MIN_PITCH, MAX_PITCH = -89.0, -10.0


@dataclass(frozen=True)
class View:
    """Where the camera looks from: a target point, a heading, a pitch (down is negative), a distance."""

    x: float
    y: float
    z: float
    heading: float
    pitch: float
    distance: float

    def eye(self) -> tuple[float, float, float]:
        """The camera's position."""
        h, p = math.radians(self.heading), math.radians(self.pitch)
        # at heading 0 the camera sits on the target's -y side looking toward +y
        horizontal = self.distance * math.cos(p)
        return (self.x + horizontal * math.sin(h), self.y - horizontal * math.cos(h),
                self.z - self.distance * math.sin(p))

    def orbited(self, d_heading: float, d_pitch: float) -> "View":
        pitch = min(MAX_PITCH, max(MIN_PITCH, self.pitch + d_pitch))
        return replace(self, heading=(self.heading + d_heading) % 360, pitch=pitch)

    def zoomed(self, factor: float) -> "View":
        return replace(self, distance=min(MAX_DISTANCE, max(MIN_DISTANCE, self.distance * factor)))

    def panned(self, right: float, forward: float) -> "View":
        """Move the target across the table, in screen directions scaled by distance."""
        h = math.radians(self.heading)
        scale = self.distance * 0.1
        return replace(self, x=self.x + (right * math.cos(h) - forward * math.sin(h)) * scale,
                       y=self.y + (right * math.sin(h) + forward * math.cos(h)) * scale)


def board_view(place: BoardPlace) -> View:
    """A view facing one board from its player's side, the planning site beyond it in sight."""
    x, y, _ = place.to_world(0.0, 0.5)
    return View(x, y, 0.3, place.heading, -58.0, 15.0)


def top_view(players: int) -> View:
    """The whole table from above; two boards lie left and right, to fit a wide screen."""
    if players == 1:
        return View(0.0, 2.0, 0.0, 0.0, -89.0, 13.0)
    if players == 2:
        return View(0.0, 0.0, 0.0, 90.0, -89.0, 26.0)
    return View(0.0, 0.0, 0.0, 0.0, -89.0, 44.0)


def setup_camera(base) -> None:
    """The player's camera: its lens, and a mask of its own (see ``masks``)."""
    base.camLens.setFov(FIELD_OF_VIEW)
    base.camLens.setNearFar(0.5, 200.0)
    use_player_camera(base.cam)


def apply_view(camera, view: View) -> None:
    """Place a Panda3D camera NodePath at the view."""
    camera.setPos(*view.eye())
    camera.lookAt(view.x, view.y, view.z)
    if view.pitch <= -88.9:
        camera.setHpr(view.heading, -90.0, 0.0)
