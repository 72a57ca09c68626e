"""Which camera sees what: the player's camera sees everything, the sun's shadow camera only what casts a shadow.

Flat things (the table, plates, track, labels, marks, the overlay) are hidden
from the sun, so its shadow pass draws only the stacks and figures, and a
change of marks never needs the shadow map redrawn.
"""
from __future__ import annotations

from panda3d.core import BitMask32, NodePath

PLAYER_CAMERA = BitMask32.bit(0)
SUN_CAMERA = BitMask32.bit(1)


def casts_no_shadow(node: NodePath) -> NodePath:
    """Hide ``node`` from the sun's shadow camera (it stays visible to the player's)."""
    node.hide(SUN_CAMERA)
    return node


def use_player_camera(camera: NodePath) -> None:
    """Give the player's camera its own mask bit, so hiding things from the sun does not hide them from it."""
    camera.node().setCameraMask(PLAYER_CAMERA)
