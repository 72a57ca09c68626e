"""What every kind of shot draws on: the layer the travelling pieces are in, the table, the motion setting, the
pieces waiting in the air for the next change, and the points of the table a piece sets off from or lands on."""
from __future__ import annotations

from typing import Callable, Optional

from direct.interval.IntervalGlobal import LerpColorScaleInterval, LerpPosInterval, Sequence
from panda3d.core import NodePath, Point3, TransparencyAttrib

from dragonarium.play.motion import Kind, Motion, Shot
from dragonarium.rules import Element, GameState
from dragonarium.app.gfx import palette
from dragonarium.app.gfx.mesh import Mesh
from dragonarium.app.gfx.palette import WHITE, lighten
from dragonarium.app.scene.board_view import square_slot
from dragonarium.app.scene.layout import LEVEL_HEIGHT, site_place, site_positions
from dragonarium.app.scene.table_pieces import STACK_SPOT, pillar_node, stack_top
from dragonarium.app.scene.table_view import TableView

LIFTED = 1.0
"""How high a drafted tile rises above the planning site (the held tile floats as high)."""


class Stage:
    """The travelling pieces' layer over ``table``, for ``motion``; ``computer(seat)`` says whether a computer plays
    that seat."""

    def __init__(self, table: TableView, layer: NodePath, motion: Motion, computer: Callable[[int], bool]) -> None:
        self.table = table
        self.layer = layer
        self.motion = motion
        self.computer = computer
        self.shots: tuple[Shot, ...] = ()
        """The shots on show (none once they ended)."""
        self._parked: dict[tuple, NodePath] = {}
        """Pieces that wait in the air for the next change: a computer's drafted tile (``LIFT``) above the site
        until it is placed (by kind and seat), each hatched dragon (``HATCH``) above its egg until it nests (by
        kind, seat, type and the order they hatched in)."""

    def _park(self, kind: Kind, seat: int, node: Optional[NodePath]) -> Optional[NodePath]:
        """Park ``node`` (None: nothing) as the ``kind`` piece of ``seat``; the one parked before, taken away
        from the parking (the caller removes it)."""
        before = self._parked.pop((kind, seat), None)
        if node is not None:
            self._parked[(kind, seat)] = node
        return before

    @staticmethod
    def _fade(node: NodePath, seconds: float, fade_in: bool = True):
        """``node`` fading in (or out), in its own colour."""
        node.setTransparency(TransparencyAttrib.MAlpha)
        red, green, blue, _alpha = node.getColorScale()
        seen, gone = (red, green, blue, 1.0), (red, green, blue, 0.0)
        return LerpColorScaleInterval(node, seconds, seen if fade_in else gone,
                                      startColorScale=gone if fade_in else seen)

    def _board_point(self, seat: int, x: float, y: float, z: float) -> Point3:
        """A point of the board of ``seat`` in the table's frame (where the travelling pieces are)."""
        return self.layer.getRelativePoint(self.table.board_nodes[seat], Point3(x, y, z))

    def _stack_point(self, state: GameState, seat: int, count: int) -> Point3:
        """Where the foot of the pillar that makes a stack of ``seat`` ``count`` high stands (``count`` - 1 below)."""
        return self._board_point(seat, *STACK_SPOT, stack_top(max(count - 1, 0)))

    def _pillars(self, count: int) -> tuple[NodePath, list[NodePath]]:
        """A node holding ``count`` travelling pillars, and the pillars (placed by the caller)."""
        holder = self.layer.attachNewNode("travelling-pillars")
        return holder, [pillar_node(holder) for _ in range(count)]

    def _discarded(self, seat: int) -> bool:
        """True when the tile ``seat`` drafted in this change fits nowhere (it leaves the table: it waits for no
        placement)."""
        return any(shot.kind is Kind.DISCARD and shot.player == seat and shot.what == "board" for shot in self.shots)

    def _slot_point(self, state: GameState, slot: int, count: int, seat: int) -> tuple[Point3, float]:
        """Where slot ``slot`` of a site of ``count`` tiles lay for ``seat`` to move, and the site's heading."""
        frame = site_place(self.table.places, seat)
        x, y = site_positions(max(count, slot + 1))[slot]
        return Point3(*frame.to_world(x, y, LEVEL_HEIGHT)), frame.heading



def arc(node: NodePath, seconds: float, start: Point3, end: Point3, height: float = 0.6) -> Sequence:
    """``node`` travelling from ``start`` to ``end`` over a point ``height`` above the higher of them."""
    over = Point3((start.x + end.x) / 2, (start.y + end.y) / 2, max(start.z, end.z) + height)
    half = seconds / 2
    return Sequence(LerpPosInterval(node, half, over, startPos=start, blendType="easeOut"),
                    LerpPosInterval(node, half, end, startPos=over, blendType="easeIn"))


def tile_node(parent: NodePath, table: TableView, tile, squares) -> NodePath:
    """A tile's squares centred on ``squares`` (first square first) around the node's origin, their tops at
    half a level up."""
    mesh = Mesh()
    half = 0.49
    for part, (x, y) in enumerate(squares):
        uv = palette.atlas_uv(square_slot(tile.squares[part]))
        mesh.box(x - half, y - half, -LEVEL_HEIGHT / 2, x + half, y + half, LEVEL_HEIGHT / 2, WHITE,
                 (0.7, 0.7, 0.7, 1.0), uv, bottom=True)
    node = parent.attachNewNode("travelling-tile")
    node.attachNewNode(mesh.node("travelling-slabs")).setTexture(table.assets.textures["terrain_atlas"])
    return node


def remove_node(node: Optional[NodePath]) -> None:
    if node is not None and not node.isEmpty():
        node.removeNode()


def stone_node(parent: NodePath, table: TableView, element: Element) -> NodePath:
    node = table.assets.model("stone").copyTo(parent)
    node.setName("travelling-stone")
    node.setColorScale(*lighten(palette.element_colour(element), 0.15))
    return node
