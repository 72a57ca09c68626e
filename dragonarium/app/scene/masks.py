"""Which camera sees what: the player's camera sees everything, the sun's shadow camera only what casts a shadow,
the pointer's camera only what follows the pointer.

Flat things (the table, plates, track, labels, marks, the overlay) are hidden
from the sun, so its shadow pass draws only the stacks and figures, and a
change of marks never needs the shadow map redrawn.

What follows the pointer (the held tile's ghost, the tile carried off the
board, the travelling pieces of a change, a walking Assistant) is drawn by a
camera of its own while the scene is kept in a buffer (``gfx.render_scale``):
a pass after the player's camera and before the 2D layer, with the same lens
and place. A frame in which only those changed shows the buffer as it was and
draws the pointer's pass over it: the table is not drawn again. Without a kept
scene the player's camera draws them with everything else.
"""
from __future__ import annotations

from panda3d.core import BitMask32, Camera, NodePath

PLAYER_CAMERA = BitMask32.bit(0)
SUN_CAMERA = BitMask32.bit(1)
POINTER_CAMERA = BitMask32.bit(2)
POINTER_SORT = 5
"""The pointer's pass in the window: after the player's camera (sort 0), before the 2D layer (sort 10)."""


def casts_no_shadow(node: NodePath) -> NodePath:
    """Hide ``node`` from the sun's shadow camera (it stays visible to the player's)."""
    node.hide(SUN_CAMERA)
    return node


def use_player_camera(camera: NodePath) -> None:
    """Give the player's camera its own mask bit, so hiding things from the sun does not hide them from it."""
    camera.node().setCameraMask(PLAYER_CAMERA)


def follows_pointer(node: NodePath) -> NodePath:
    """Draw ``node`` (and all under it) in the pointer's pass only."""
    node.hide(PLAYER_CAMERA)
    node.showThrough(POINTER_CAMERA)
    return node


def setup_pointer_camera(base) -> NodePath:
    """The pointer's camera, under the player's camera with its lens, drawing into the window after it when the
    pointer's pass is on (made once, and its pass made again in a new window)."""
    found = base.cam.find("pointer-cam")
    if found.isEmpty():
        camera = Camera("pointer-cam", base.camLens)
        camera.setCameraMask(POINTER_CAMERA)
        found = base.cam.attachNewNode(camera)
        base.render.hide(POINTER_CAMERA)  # the pointer's camera sees only what ``follows_pointer`` shows it
    window = base.win
    if window is not None and not any(region.getCamera() == found for region in window.getDisplayRegions()):
        region = window.makeDisplayRegion()
        region.setSort(POINTER_SORT)
        region.disableClears()
        region.setCamera(found)
    _apply_pointer_pass(base, found)
    return found


def set_pointer_pass(base, on: bool) -> None:
    """Draw what follows the pointer in a pass of its own (``on``, for a kept scene), or with everything else."""
    base.pointer_pass = on
    _apply_pointer_pass(base, setup_pointer_camera(base) if on else base.cam.find("pointer-cam"))


def _apply_pointer_pass(base, camera: NodePath) -> None:
    on = getattr(base, "pointer_pass", False)
    # the player's camera sees what follows the pointer too, while the pointer's camera does not draw
    base.cam.node().setCameraMask(PLAYER_CAMERA if on else PLAYER_CAMERA | POINTER_CAMERA)
    window = base.win
    if window is not None and not camera.isEmpty():
        for region in window.getDisplayRegions():
            if region.getCamera() == camera:
                region.setActive(on)
