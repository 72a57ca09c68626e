"""The verdict's label by the held tile: beside its ghost (or the tile floating off the board), laid out by
``play.table.reason_spot`` so that it covers none of the table's squares, track steps and coordinates, nor the
planning site, nor any panel, and stays inside the window."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from panda3d.core import NodePath

from dragonarium.play.table.marks import TileGhost
from dragonarium.play.table.reason_spot import FreeRoom, clear_spot, corner_spot, covered, kept_out
from dragonarium.play.table.screen_layout import GAP, TEXT, Box, ScreenLayout
from dragonarium.rules import GameState
from dragonarium.app.scene.board_frame import COORDINATE_GAP
from dragonarium.app.scene.board_view import assistant_spot
from dragonarium.app.scene.camera import FIGURE_HEIGHT, Point, board_outline, site_outline
from dragonarium.app.scene.layout import NAME_GAP, RING, BoardPlace, cell_centre, level_z, site_place, track_position
from dragonarium.app.scene.table_pieces import STACK_SPOT, TOKEN_RADIUS, TOKEN_SPOT, stack_top
from dragonarium.app.scene.table_view import TableView
from dragonarium.app.ui.hud_panels import bounds

ToLayer = Callable[[Point], Optional[tuple[float, float]]]
WRAP = 30.0
"""The label's longest line, in ems."""
LIFT = 0.6
"""How far over its squares' tops the ghost may be drawn (a ghost lifted to stay visible on a stack)."""
NARROWEST = 14.0
"""The narrowest wrap, in ems, the label takes to lie beside the ghost."""
NARROWER = (22.0, 16.0, 12.0, 9.0)
"""The narrower wraps, in ems, tried in turn when the label at its first width is clear of the table nowhere."""
MARGIN_EM = 1.0
"""The label's card margins and a little slack, in ems."""
HELD_REACH = 1.1
"""How far the floating tile reaches round the point it floats over (it is two squares long, turning)."""
ON_TOP = 0.5
"""How high over a stack's top its pieces (an egg, a dragon, stones) may reach."""
STEP_HALF, LETTER_HALF, FIGURE_HALF = 0.45, 0.3, 0.3
"""Half the width of a track step, of a coordinate's letter and of the Assistant, in squares."""
NAME_HALF = (2.0, 0.3)
"""Half the size of a player's name plate, across and along the board."""


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
                 ghost: Optional[TileGhost], held: Optional[NodePath], avoid: Sequence[Box] = ()) -> Optional[Box]:
    """Move ``label`` (a text panel in the layer ``to_layer`` maps world points into) beside the ``ghost`` (or,
    with none, the ``held`` tile floating off the board), clear of it, of every part of the table (``table_parts``)
    and of every panel, nor over the boxes to ``avoid`` (a lesson's marked pieces, kept clear even where nothing
    else can be); the box it takes, or None when it says nothing or what it speaks of is out of sight."""
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
    clear = [*kept_clear(to_layer, table, state), *avoid]
    preferred = wrap_beside(plan, ghost_box, clear)
    free: Optional[FreeRoom] = None
    sizes: list[tuple[float, tuple[float, float]]] = []
    """The wraps tried, with the label's size at each."""
    for wrap in [preferred, *(narrower for narrower in NARROWER if narrower < preferred)]:
        label.node().setWordwrap(wrap)
        extent = bounds(label)
        if extent is None:
            return None
        left, right, bottom, top = extent
        sizes.append((wrap, (right - left, top - bottom)))
        spot = clear_spot(plan, sizes[-1][1], ghost_box, clear, free)
        if spot is not None:
            break
        if free is None:
            free = FreeRoom(plan.boards, kept_out(ghost_box, clear))
    else:  # clear nowhere, at any width: the corner and wrap that cover the least
        corners = [(corner_spot(plan, size, ghost_box, clear), wrap) for wrap, size in sizes]
        spot, wrap = off_marks(plan, sizes, ghost_box, avoid) or min(
            corners, key=lambda corner: covered(corner[0], ghost_box, clear))
        label.node().setWordwrap(wrap)
        extent = bounds(label)
        if extent is None:
            return None
        left, right, bottom, top = extent
    label.setPos(label.getX() + spot.left - left, 0, label.getZ() + spot.bottom - bottom)
    return spot


def off_marks(plan: ScreenLayout, sizes: Sequence[tuple[float, tuple[float, float]]], ghost: Box,
              marks: Sequence[Box]) -> Optional[tuple[Box, float]]:
    """With no place clear of the whole table: the place nearest the ghost, at the narrowest wrap that finds one,
    that covers at least none of the ``marks`` (a lesson's marked pieces) nor the ghost; None without marks or
    without such a place."""
    if not marks:
        return None
    room = FreeRoom(plan.boards, kept_out(ghost, marks))
    for wrap, size in reversed(sizes):
        spot = room.nearest(size, (ghost.centre, (ghost.bottom + ghost.top) / 2))
        if spot is not None:
            return spot, wrap
    return None


def table_parts(table: TableView, state: GameState) -> list[list[Point]]:
    """The corners of each part of the table the label must not cover: every square (with what stands on it), track
    step, coordinate and name plate of every board, the Assistant, the pillar stacks and the first player's token
    (where it may lie), and the planning site."""
    parts = [site_outline(site_place(table.places, state.current))]
    for board, place in zip(state.boards, table.places):
        rows, cols = board.spec.rows, board.spec.cols
        for cell in board.cells():
            level = board.level(cell)
            top = level_z(level) + (ON_TOP if level else 0.0)
            parts.append(_block(place, cell_centre(cell, rows, cols), (0.5, 0.5), (0.0, top)))
        for step in board.spec.track:
            parts.append(_block(place, track_position(step.at, rows, cols), (STEP_HALF, STEP_HALF), (0.0, 0.0)))
        x, y, z = assistant_spot(board, board.step)
        parts.append(_block(place, (x, y), (FIGURE_HALF, FIGURE_HALF), (z, z + FIGURE_HEIGHT)))
        reach = -RING - COORDINATE_GAP
        letter = (LETTER_HALF, LETTER_HALF)
        parts += [_block(place, (cell_centre((0, col), rows, cols)[0], reach), letter, (0.0, 0.0))
                  for col in range(cols)]
        parts += [_block(place, (reach, cell_centre((row, 0), rows, cols)[1]), letter, (0.0, 0.0))
                  for row in range(rows)]
        parts.append(_block(place, (0.0, -RING - NAME_GAP), NAME_HALF, (0.0, 0.0)))
        parts.append(_block(place, STACK_SPOT, (STEP_HALF, STEP_HALF), (0.0, stack_top(board.pillars + 1))))
        parts.append(_block(place, TOKEN_SPOT, (TOKEN_RADIUS, TOKEN_RADIUS), (0.0, 0.0)))
    return parts


def _block(place: BoardPlace, centre: tuple[float, float], half: tuple[float, float],
           heights: tuple[float, float]) -> list[Point]:
    """The corners of a box of the board at ``place``: ``half`` its size across, from the lower height up."""
    x, y = centre
    return [place.to_world(x + dx, y + dy, z) for dx in (-half[0], half[0]) for dy in (-half[1], half[1])
            for z in sorted(set(heights))]


def kept_clear(to_layer: ToLayer, table: TableView, state: GameState) -> list[Box]:
    """The boxes of ``table_parts`` in the layer ``to_layer`` maps world points into (those in sight). The last
    answer is kept while the view and what stands on the boards are the same (most pointer moves)."""
    seen = [to_layer(point) for point in board_outline(table.places[state.current])]
    key = (tuple(seen), state.current, tuple((board.step, board.pillars, tuple(board.level(cell) for cell in
                                                                          board.cells())) for board in state.boards))
    if None in seen or _kept[0] != key:
        _kept[:] = [key, [box for box in (_box(to_layer, points) for points in table_parts(table, state))
                          if box is not None]]
    return _kept[1]


_kept: list = [None, []]
"""The last ``kept_clear``: its key (where a board's outline falls, the boards' heights, steps and pillars) and
its boxes."""


def wrap_beside(plan: ScreenLayout, ghost: Box, clear: Sequence[Box] = ()) -> float:
    """The label's wrap width, in ems: narrowed to the room beside the ghost and what is kept ``clear`` at its height
    (right or left, in the boards' part) when that holds ``NARROWEST`` ems, so that it lies beside them rather than
    over or under them; else as wide as the boards' part allows."""
    level = [box for box in clear if box.top > ghost.bottom and box.bottom < ghost.top] + [ghost]
    right = max(box.right for box in level)
    left = min(box.left for box in level)
    room = max(plan.boards.right - right, left - plan.boards.left) - GAP
    beside = room / TEXT - MARGIN_EM
    if beside >= NARROWEST:
        return min(WRAP, beside)
    return max(4.0, min(WRAP, plan.boards.width / TEXT - MARGIN_EM))


def _box(to_layer: ToLayer, points: Sequence[Point]) -> Optional[Box]:
    spots = [spot for spot in (to_layer(point) for point in points) if spot is not None]
    return Box.around(spots) if spots else None
