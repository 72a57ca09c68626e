"""What the player must see, as boxes of the window: each board shown, its track, the planning site.

Each is the box around its outline (``camera.board_outline``, the track's ring, ``camera.site_outline``) as the
camera projects it, in window pixels, recorded beside the 2D layer's elements (``layout_json``: kinds ``board``,
``track``, ``site``) so a test can check that no panel lies over them.
"""
from __future__ import annotations

from typing import Optional, Sequence

from panda3d.core import Point3, Vec4

from dragonarium.app.scene.camera import FIGURE_HEIGHT, Point, board_outline, site_outline
from dragonarium.app.scene.layout import RING, BoardPlace, site_place
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
