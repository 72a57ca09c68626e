"""What the player must see, as boxes of the window: each board shown, its track, the planning site.

Each is the box around its outline (``camera.board_outline``, the track's ring, ``camera.site_outline``) as the
camera projects it, in window pixels, recorded beside the 2D layer's elements (``layout_json``: kinds ``board``,
``track``, ``site``) so a test can check that no panel lies over them.
"""
from __future__ import annotations

from typing import Optional, Sequence

from panda3d.core import Point3, Vec4

from dragonarium.play.table.marks import AssistantFrame, CellFrames, CellRings, Mark, SiteFrame, TileGhost
from dragonarium.rules import GameState, cell_name, slot_name
from dragonarium.app.scene.board_view import assistant_spot
from dragonarium.app.scene.mark_layer import ASSISTANT_HALF
from dragonarium.app.scene.table_view import SITE_SCALE
from dragonarium.app.scene.camera import FIGURE_HEIGHT, Point, board_outline, site_outline
from dragonarium.app.scene.layout import RING, BoardPlace, cell_centre, level_z, site_place, site_positions
from dragonarium.app.ui.layout_json import Item


def track_outline(place: BoardPlace) -> list[Point]:
    """Points bounding a board's track: its ring of steps and the Assistant standing on it."""
    corners = [place.to_world(x, y) for x in (-RING, RING) for y in (-RING, RING)]
    return [(x, y, z) for x, y, _ in corners for z in (0.0, FIGURE_HEIGHT)]


def shown_boards(view: str, players: int, faced: int) -> list[int]:
    """The boards a view frames: the faced one in the player's view, every one in the others."""
    return [faced] if view == "player" else list(range(players))


def scene_items(base, places: Sequence[BoardPlace], boards: Sequence[int], current: Optional[int],
                names: Sequence[str]) -> list[Item]:
    """A box for each of ``boards`` and its track, and for the planning site beyond the board of ``current`` (None:
    no site shown), as ``base``'s camera shows them, in its window's pixels."""
    size = (base.win.getXSize(), base.win.getYSize())
    items = []
    for index in boards:
        for kind, points in (("board", board_outline(places[index])), ("track", track_outline(places[index]))):
            box = projected_box(base, points, size)
            if box is not None:
                items.append(Item(kind, names[index], box, None, None))
    if current is not None:
        box = projected_box(base, site_outline(site_place(places, current)), size)
        if box is not None:
            items.append(Item("site", "", box, None, None))
    return items


def projected_box(base, points: Sequence[Point], size: tuple[int, int]) -> Optional[tuple[float, float, float, float]]:
    """The box (x, y, width, height) in pixels from the top-left corner around ``points`` as ``base``'s camera
    projects them; None when none is in front of it."""
    width, height = size
    projection = base.camLens.getProjectionMat()
    spots = []
    for point in points:  # through the lens's matrix, not ``Lens.project``: a point off the picture counts too
        seen = base.cam.getRelativePoint(base.render, Point3(*point))
        clip = projection.xform(Vec4(seen.x, seen.y, seen.z, 1.0))
        if clip.w > 1e-6:
            spots.append(((clip.x / clip.w + 1) / 2 * width, (1 - clip.y / clip.w) / 2 * height))
    if not spots:
        return None
    xs, ys = [s[0] for s in spots], [s[1] for s in spots]
    return (round(min(xs), 1), round(min(ys), 1), round(max(xs) - min(xs), 1), round(max(ys) - min(ys), 1))


MARK = "mark"
"""The kind of a marked piece's box in the layout record (``mark_items``): no panel may lie over it."""


def mark_items(base, places: Sequence[BoardPlace], state: GameState, marks: Sequence[Mark]) -> list[Item]:
    """A box for each cell, site slot and Assistant that ``marks`` mark (a ghost's squares, framed or ringed
    cells, a framed slot, a framed Assistant), as ``base``'s camera shows it, named in board notation."""
    size = (base.win.getXSize(), base.win.getYSize())
    pieces: list[tuple[str, list[Point]]] = []
    for mark in marks:
        if isinstance(mark, (TileGhost, CellFrames, CellRings)):
            place, board = places[mark.player], state.boards[mark.player]
            for cell in mark.cells:
                x, y = cell_centre(cell, board.spec.rows, board.spec.cols)
                z = level_z(board.level(cell))
                pieces.append((cell_name(cell), [place.to_world(x + dx, y + dy, zz) for dx in (-0.5, 0.5)
                                                 for dy in (-0.5, 0.5) for zz in (0.0, z)]))
        elif isinstance(mark, AssistantFrame):
            place, board = places[mark.player], state.boards[mark.player]
            x, y, z = assistant_spot(board, board.step)
            pieces.append(("Assistant", [place.to_world(x + dx, y + dy, zz) for dx in (-ASSISTANT_HALF, ASSISTANT_HALF)
                                         for dy in (-ASSISTANT_HALF, ASSISTANT_HALF) for zz in (z, z + 0.7)]))
        elif isinstance(mark, SiteFrame):
            site = site_place(places, state.current)
            sx, sy = site_positions(len(state.site))[mark.slot]
            pieces.append((slot_name(mark.slot), [site.to_world(sx + dx, sy + dy, 0.3)
                                                  for dx in (-SITE_SCALE / 2, SITE_SCALE / 2)
                                                  for dy in (-SITE_SCALE / 2, SITE_SCALE / 2)]))
    items = []
    for name, points in pieces:
        box = projected_box(base, points, size)
        if box is not None:
            items.append(Item(MARK, name, box, None, None))
    return items
