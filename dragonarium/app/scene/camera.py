"""The camera rig: orbit, zoom and pan around a target; views that face a player's board or look down."""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Sequence

from dragonarium.app.scene.layout import NAME_GAP, RING, BoardPlace, board_places, site_place
from dragonarium.app.scene.masks import setup_pointer_camera, use_player_camera

MIN_DISTANCE, MAX_DISTANCE = 4.0, 90.0
FIELD_OF_VIEW = 50.0
"""Horizontal field of view of the camera lens, in degrees."""
MIN_PITCH, MAX_PITCH = -89.0, -10.0
NEAR, FAR = 0.5, 200.0
"""The lens's near and far planes for the views of a window of ordinary shape."""
DEPTH_RANGE = 2000.0
"""The far plane's distance over the near plane's when a view stands farther off (a window 60 times wider than
high frames a board from a thousand units away): depth stays precise enough to tell a tile from the one under it."""


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


MARGIN = 0.05
"""Share of the window's half-width and half-height left free around what a preset view frames."""
DEFAULT_ASPECT = 16 / 9
"""Window width over height assumed when a caller does not say."""
PLAYER_PITCH = -56.0
TABLE_PITCH = -50.0
LABEL_REACH = RING + 0.85
"""How far the column letters (the player's edge) and row numbers (the left edge) reach from a board's centre."""
FRAME_REACH = RING + 0.3
"""How far a board's plate and the active player's gold frame reach on its other two sides."""
NAME_REACH = RING + NAME_GAP + 0.2
"""How far a player's name plate reaches beyond their board's centre, on their side."""
HEAD_ROOM = 1.6
"""Height of the tallest stacks and their dragons."""
FIGURE_HEIGHT = 1.0
"""Height of an Assistant standing on the track."""
SITE_HALF_WIDTH, SITE_NEAR, SITE_FAR, SITE_HEIGHT = 2.7, 1.15, 0.5, 0.7
"""The planning site's reach in its own frame: six tiles wide, slot labels on the near side, eggs on top."""

Point = tuple[float, float, float]
Rect = tuple[float, float, float, float]
"""A part of the picture: (left, right, bottom, top), the whole window running from -1 to 1 both ways."""
FULL_WINDOW: Rect = (-1.0, 1.0, -1.0, 1.0)
MAX_DOUBLINGS = 64
"""How often ``framed`` doubles its distance looking for one that fits (2 ** 64 units: only a window of no
width at all gets there)."""
MIN_SPAN = 0.1
"""The narrowest part of the picture (from -1 to 1) a view is framed into; a narrower or upside-down part (a tiny
window whose HUD takes more than all of it) is taken as the whole picture's width or height instead."""
MIN_SHARE = 0.7
"""The narrowest part of the picture a board is framed into beside the HUD's columns: when keeping clear of them
leaves less, the board is framed as if they were not there (crowded, but large enough to play)."""


def _axes(heading: float, pitch: float) -> tuple[Point, Point, Point]:
    """The camera's right, up and forward directions, as ``apply_view`` turns it."""
    if pitch <= -88.9:
        pitch = -90.0
    h, p = math.radians(heading), math.radians(pitch)
    forward = (-math.cos(p) * math.sin(h), math.cos(p) * math.cos(h), math.sin(p))
    right = (math.cos(h), math.sin(h), 0.0)
    up = (right[1] * forward[2] - right[2] * forward[1], right[2] * forward[0] - right[0] * forward[2],
          right[0] * forward[1] - right[1] * forward[0])
    return right, up, forward


def _dot(a: Point, b: Point) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def framed(points: Sequence[Point], heading: float, pitch: float, aspect: float = DEFAULT_ASPECT,
           margin: float = MARGIN, ground: float = 0.0, window: Rect = FULL_WINDOW) -> View:
    """The view at ``heading`` and ``pitch`` whose lens (``FIELD_OF_VIEW`` wide, ``aspect`` = width / height)
    shows every point inside ``window`` (a part of the picture as (left, right, bottom, top), the whole window
    running from -1 to 1 both ways) with ``margin`` to spare, as close as it can; its target lies where it looks
    at ``ground``.

    For a fixed direction and distance, each point allows the eye a range of sideways (and upward) shifts that
    keep it inside the window; the closest distance at which every point's ranges meet is found by halving,
    and the eye sits in the middle of what is left.
    """
    if not points:
        raise ValueError("a framed view needs at least one point to show")
    tan_x = math.tan(math.radians(FIELD_OF_VIEW) / 2)
    tan_y = tan_x / aspect
    left, right_edge, bottom, top = usable(window)
    mid_x, mid_y = (left + right_edge) / 2, (bottom + top) / 2
    half_x, half_y = (right_edge - left) / 2 * (1.0 - margin), (top - bottom) / 2 * (1.0 - margin)
    right, up, forward = _axes(heading, pitch)
    across = [(_dot(p, right), _dot(p, up), _dot(p, forward)) for p in points]

    def shifts(back: float, index: int, middle: float, half: float, slope: float) -> tuple[float, float]:
        """The shifts of the eye along one axis that keep every point inside the window at distance ``back``."""
        low = max(p[index] - (middle + half) * slope * (p[2] + back) for p in across)
        high = min(p[index] - (middle - half) * slope * (p[2] + back) for p in across)
        return low, high

    def fits(back: float) -> bool:
        sideways, upward = shifts(back, 0, mid_x, half_x, tan_x), shifts(back, 1, mid_y, half_y, tan_y)
        return sideways[0] <= sideways[1] and upward[0] <= upward[1]

    near = 1e-3 - min(p[2] for p in across)  # every point in front of the eye
    far = near + 1.0
    for _ in range(MAX_DOUBLINGS):
        if fits(far):
            break
        far *= 2.0
    else:
        raise ValueError(f"no distance frames the points into {window}")
    while far - near > 1e-5 * far:  # a hundred-thousandth of the distance: far below a pixel
        middle = (near + far) / 2
        near, far = (near, middle) if fits(middle) else (middle, far)
    back = far
    side, lift = sum(shifts(back, 0, mid_x, half_x, tan_x)) / 2, sum(shifts(back, 1, mid_y, half_y, tan_y)) / 2
    eye = tuple(side * r + lift * u - back * f for r, u, f in zip(right, up, forward))
    depth = (eye[2] - ground) / -forward[2] if forward[2] < -1e-6 else back
    target = tuple(e + depth * f for e, f in zip(eye, forward))
    return View(target[0], target[1], target[2], heading % 360, -90.0 if pitch <= -88.9 else pitch, depth)


def usable(window: Rect) -> Rect:
    """``window`` kept inside the picture, each of its spans at least ``MIN_SPAN`` (the whole picture's otherwise)."""
    left, right, bottom, top = (max(-1.0, min(1.0, edge)) for edge in window)
    if not right - left >= MIN_SPAN:  # "not >=" is also true of a NaN
        left, right = -1.0, 1.0
    if not top - bottom >= MIN_SPAN:
        bottom, top = -1.0, 1.0
    return left, right, bottom, top


def board_outline(place: BoardPlace) -> list[Point]:
    """Points bounding one board as drawn: its ring, coordinate labels, stacks and Assistant."""
    local = [(x, y, 0.0) for x in (-LABEL_REACH, FRAME_REACH) for y in (-LABEL_REACH, FRAME_REACH)]
    local += [(x, y, HEAD_ROOM) for x in (-2.5, 2.5) for y in (-2.5, 2.5)]
    local += [(x, y, FIGURE_HEIGHT) for x in (-3.0, 3.0) for y in (-3.0, 3.0)]
    return [_world(place, point) for point in local]


def site_outline(frame: BoardPlace) -> list[Point]:
    """Points bounding the planning site drawn in ``frame`` (see ``layout.site_place``)."""
    return [_world(frame, (x, y, z)) for x in (-SITE_HALF_WIDTH, SITE_HALF_WIDTH)
            for y in (-SITE_NEAR, SITE_FAR) for z in (0.0, SITE_HEIGHT)]


def name_outline(place: BoardPlace) -> list[Point]:
    """Points bounding a player's name plate, beyond their board's edge."""
    return [_world(place, (x, -NAME_REACH, 0.0)) for x in (-2.0, 2.0)]


def _world(place: BoardPlace, point: Point) -> Point:
    x, y, _ = place.to_world(point[0], point[1])
    return (x, y, point[2])


def table_outline(places: Sequence[BoardPlace]) -> list[Point]:
    """Every board, name plate and place the planning site may lie (beyond any player's board)."""
    points: list[Point] = []
    for index, place in enumerate(places):
        points += board_outline(place) + name_outline(place) + site_outline(site_place(places, index))
    return points


def board_view(place: BoardPlace, aspect: float = DEFAULT_ASPECT, window: Rect = FULL_WINDOW,
               avoid: Sequence[Rect] = ()) -> View:
    """A view facing one board from its player's side, framing it and its name with the planning site beyond,
    inside ``window`` (above the HUD's bottom strip, at the table). When the board would reach into one of the
    ``avoid`` rectangles (the HUD's side columns, on a narrow window), it is framed beside them instead."""
    points = board_outline(place) + name_outline(place) + site_outline(site_place([place], 0))
    return _framed_clear(points, board_outline(place), place.heading, PLAYER_PITCH, aspect, window, avoid)


def _framed_clear(points: Sequence[Point], boards: Sequence[Point], heading: float, pitch: float, aspect: float,
                  window: Rect, avoid: Sequence[Rect]) -> View:
    """``framed``, then framed again between the ``avoid`` rectangles (the HUD's side columns) for as long as a
    point of ``boards`` falls under one of them, unless what is left between them is narrower than ``MIN_SHARE``."""
    left, right, bottom, top = usable(window)
    view = framed(points, heading, pitch, aspect, window=window)
    for _ in range(len(avoid)):  # keeping clear of one column may move the boards under the other
        spots = _project(view, boards, aspect)
        hit = [rect for rect in avoid if any(_inside(spot, rect) for spot in spots)]
        if not hit:
            break
        for rect in hit:
            if rect[0] > 0:
                right = min(right, rect[0])
            else:
                left = max(left, rect[1])
        if not right - left >= MIN_SHARE:
            break  # the columns leave too little between them: the board stays framed across them
        view = framed(points, heading, pitch, aspect, window=(left, right, bottom, top))
    return view


def _project(view: View, points: Sequence[Point], aspect: float) -> list[tuple[float, float]]:
    """Where ``points`` fall in the picture seen from ``view`` (-1 to 1 both ways)."""
    right, up, forward = _axes(view.heading, view.pitch)
    eye = view.eye()
    tan_x = math.tan(math.radians(FIELD_OF_VIEW) / 2)
    spots = []
    for point in points:
        offset = (point[0] - eye[0], point[1] - eye[1], point[2] - eye[2])
        depth = _dot(offset, forward)
        spots.append((_dot(offset, right) / (depth * tan_x), _dot(offset, up) / (depth * tan_x / aspect)))
    return spots


def _inside(spot: tuple[float, float], rect: Rect) -> bool:
    return rect[0] < spot[0] < rect[1] and rect[2] < spot[1] < rect[3]


def in_view(view: View, points: Sequence[Point], aspect: float = DEFAULT_ASPECT, window: Rect = FULL_WINDOW) -> bool:
    """True when every one of ``points`` lies in front of the camera at ``view`` and inside ``window`` (a part of
    the picture, the whole window running from -1 to 1 both ways)."""
    forward = _axes(view.heading, view.pitch)[2]
    eye = view.eye()
    if any(_dot((p[0] - eye[0], p[1] - eye[1], p[2] - eye[2]), forward) <= 0 for p in points):
        return False
    left, right_edge, bottom, top = usable(window)
    return all(left <= x <= right_edge and bottom <= y <= top for x, y in _project(view, points, aspect))


def top_view(players: int, aspect: float = DEFAULT_ASPECT, window: Rect = FULL_WINDOW) -> View:
    """The whole table from above, inside ``window`` (the part of the picture no panel covers), turned a quarter
    when that shows the boards larger (two boards on a wide window lie left and right)."""
    points = table_outline(board_places(players))
    upright = framed(points, 0.0, -90.0, aspect, window=window)
    turned = framed(points, 90.0, -90.0, aspect, window=window)
    return turned if turned.distance < upright.distance * 0.95 else upright


def wide_view(places: Sequence[BoardPlace], index: int, aspect: float = DEFAULT_ASPECT,
              window: Rect = FULL_WINDOW) -> View:
    """The whole table seen from behind player ``index``'s board, at a lower angle than from above, inside
    ``window``."""
    return framed(table_outline(places), places[index].heading, TABLE_PITCH, aspect, window=window)


def setup_camera(base) -> None:
    """The player's camera: its lens (as wide as the window), and a mask of its own; the pointer's camera with it
    (see ``masks``)."""
    base.camLens.setFov(FIELD_OF_VIEW)
    base.camLens.setAspectRatio(base.getAspectRatio())
    base.camLens.setNearFar(NEAR, FAR)
    use_player_camera(base.cam)
    setup_pointer_camera(base)


def apply_view(camera, view: View) -> None:
    """Place a Panda3D camera NodePath at the view; the lenses of the cameras under it reach as far as the view
    needs (a very wide or very tall window frames the table from afar)."""
    camera.setPos(*view.eye())
    camera.lookAt(view.x, view.y, view.z)
    if view.pitch <= -88.9:
        camera.setHpr(view.heading, -90.0, 0.0)
    far = max(FAR, 2.0 * view.distance + 50.0)  # the table reaches some 25 units beyond the target on every side
    for child in camera.findAllMatches("+Camera"):
        child.node().getLens().setNearFar(max(NEAR, far / DEPTH_RANGE), far)
