"""The verdict's label by the held tile: beside its ghost (or the tile floating off the board), laid out by
``play.table.reason_spot`` so that it covers neither the ghost's squares nor the planning site nor
any panel, and stays inside the window."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from panda3d.core import NodePath

from dragonarium.play.table.marks import TileGhost
from dragonarium.play.table.reason_spot import reason_spot
from dragonarium.play.table.screen_layout import GAP, TEXT, Box, ScreenLayout
from dragonarium.rules import GameState
from dragonarium.app.scene.camera import Point, site_outline
from dragonarium.app.scene.layout import cell_centre, level_z, site_place
from dragonarium.app.scene.table_view import TableView
from dragonarium.app.ui.hud_panels import bounds

ToLayer = Callable[[Point], Optional[tuple[float, float]]]
WRAP = 30.0
"""The label's longest line, in ems."""
LIFT = 0.6
"""How far over its squares' tops the ghost may be drawn (a ghost lifted to stay visible on a stack)."""
NARROWEST = 14.0
"""The narrowest wrap, in ems, the label takes to lie beside the ghost."""
MARGIN_EM = 1.0
"""The label's card margins and a little slack, in ems."""
HELD_REACH = 1.1
"""How far the floating tile reaches round the point it floats over (it is two squares long, turning)."""


def ghost_points(table: TableView, state: GameState, ghost: TileGhost) -> list[Point]:
    """The corners of the ghost's two squares, from the board up to over the level it would lie at."""
    place, board = table.places[ghost.player], state.boards[ghost.player]
    top = level_z(ghost.level) + LIFT
    points = []
    for cell in ghost.cells:
        x, y = cell_centre(cell, board.spec.rows, board.spec.cols)
        points += [place.to_world(x + dx, y + dy, z) for dx in (-0.5, 0.5) for dy in (-0.5, 0.5) for z in (0.0, top)]
    return points


def held_points(where: Point) -> list[Point]:
    """Round the tile floating at ``where``."""
    x, y, z = where
    return [(x + dx, y + dy, z + dz) for dx in (-HELD_REACH, HELD_REACH) for dy in (-HELD_REACH, HELD_REACH)
            for dz in (-0.2, 0.4)]


def place_reason(label: NodePath, plan: ScreenLayout, to_layer: ToLayer, table: TableView, state: GameState,
                 ghost: Optional[TileGhost], held: Optional[NodePath]) -> Optional[Box]:
    """Move ``label`` (a text panel in the layer ``to_layer`` maps world points into) beside the ``ghost`` (or,
    with none, the ``held`` tile floating off the board), clear of it, of the planning site and of every panel;
    the box it takes, or None when it says nothing or what it speaks of is out of sight."""
    if ghost is not None:
        near = ghost_points(table, state, ghost)
    elif held is not None and not held.isHidden():
        near = held_points(tuple(held.getPos(table.root.getTop())))
    else:
        return None
    if not label.node().getText():
        return None
    ghost_box = _box(to_layer, near)
    if ghost_box is None:
        return None
    label.node().setWordwrap(wrap_beside(plan, ghost_box))
    extent = bounds(label)
    if extent is None:
        return None
    left, right, bottom, top = extent
    site = _box(to_layer, site_outline(site_place(table.places, state.current)))
    spot = reason_spot(plan, (right - left, top - bottom), ghost_box, [site] if site is not None else [])
    label.setPos(label.getX() + spot.left - left, 0, label.getZ() + spot.bottom - bottom)
    return spot


def wrap_beside(plan: ScreenLayout, ghost: Box) -> float:
    """The label's wrap width, in ems: narrowed to the room beside the ghost (right or left, in the boards' part)
    when that holds ``NARROWEST`` ems, so that it lies beside the ghost rather than over the rows above or
    under it; else as wide as the boards' part allows."""
    room = max(plan.boards.right - ghost.right, ghost.left - plan.boards.left) - GAP
    beside = room / TEXT - MARGIN_EM
    if beside >= NARROWEST:
        return min(WRAP, beside)
    return max(4.0, min(WRAP, plan.boards.width / TEXT - MARGIN_EM))


def _box(to_layer: ToLayer, points: Sequence[Point]) -> Optional[Box]:
    spots = [spot for spot in (to_layer(point) for point in points) if spot is not None]
    return Box.around(spots) if spots else None
