"""The pieces by each board that are no part of it: the player's pillar stack and the first-player token.

Both stand in the board's own frame, outside its ring: the stack by the player's left corner, the token left of
the name plate. The stack holds every pillar the player has, those that come to them next round on top in a paler
stone; the token is a gold disc marked 1 by the name of the player who plays first this round.
"""
from __future__ import annotations

from panda3d.core import NodePath, TextNode

from dragonarium.app.gfx import palette
from dragonarium.app.gfx.mesh import Mesh
from dragonarium.app.scene.board_parts import pillar_mesh
from dragonarium.app.scene.layout import LEVEL_HEIGHT, NAME_GAP, RING
from dragonarium.app.scene.masks import casts_no_shadow

STACK_SPOT = (-RING - 0.8, -RING - 0.2)
"""Where a player's pillar stack stands in the board's frame: outside the ring by its near left corner, below the
row numbers."""
TOKEN_SPOT = (-RING - 0.4, -RING - NAME_GAP)
"""Where the first-player token lies in the board's frame: left of the name plate."""
TOKEN_RADIUS = 0.42
TOKEN_HEIGHT = 0.06
TOKEN_LIFT = 0.01
"""How far the token's gold face lies over its dark disc, and its 1 over the face: apart enough for a coarse depth
buffer to tell them apart from the default camera (at 0.004 and 0.006 apart the 1 broke up in stripes)."""
FRESH = 0.35
"""How much paler a pillar that comes next round is."""


def pillar_node(parent: NodePath, name: str = "travelling-pillar") -> NodePath:
    """One pillar slab as a node of its own, standing on its origin."""
    return parent.attachNewNode(pillar_mesh(Mesh()).node(name))


def stack_node(parent: NodePath, ready: int, fresh: int) -> NodePath:
    """A stack of ``ready`` pillars with ``fresh`` paler ones on top, standing on the node's origin (an empty node
    when there are none)."""
    mesh = Mesh()
    for k in range(ready + fresh):
        pillar_mesh(mesh, k * LEVEL_HEIGHT, paler=FRESH if k >= ready else 0.0)
    node = parent.attachNewNode("pillar-stack")
    if ready + fresh:
        node.attachNewNode(mesh.node("pillar-slabs"))
    return node


def stack_top(count: int) -> float:
    """The height of the top of a stack of ``count`` pillars (where the next one lands)."""
    return count * LEVEL_HEIGHT


def token_node(parent: NodePath) -> NodePath:
    """The first-player token: a gold disc on a dark rim, marked 1, lying on the node's origin, unlit."""
    node = casts_no_shadow(parent.attachNewNode("first-token"))
    node.setLightOff(1)
    node.setShaderOff(1)
    mesh = Mesh()
    rim = (*palette.GHOST_INK, 1.0)
    gold = (*palette.ACTIVE_FRAME, 1.0)
    mesh.disc(0.0, 0.0, TOKEN_HEIGHT, TOKEN_RADIUS, rim, sides=28)
    mesh.disc(0.0, 0.0, TOKEN_HEIGHT + TOKEN_LIFT, TOKEN_RADIUS - 0.06, gold, sides=28)
    node.attachNewNode(mesh.node("token-disc"))
    text = TextNode("token-mark")
    text.setText("1")
    text.setAlign(TextNode.ACenter)
    text.setTextColor(*palette.GHOST_INK, 1)
    mark = node.attachNewNode(text.generate())
    mark.setPos(0.0, -0.17, TOKEN_HEIGHT + 2 * TOKEN_LIFT)
    mark.setP(-90)
    mark.setScale(0.5)
    return node
