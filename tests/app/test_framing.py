"""The preset cameras frame what they show: inside the window with a margin, and large, at any aspect ratio.

Points are projected with a Panda3D lens of the table's field of view, turned by ``apply_view`` as the
table turns its camera; the points are built here from the table's layout, not from the camera's own list.
"""
import math

import pytest
from panda3d.core import NodePath, PerspectiveLens, Point2, Point3

from dragonarium.app.scene.board_frame import COORDINATE_GAP, COORDINATE_SCALE
from dragonarium.app.scene.board_view import assistant_spot
from dragonarium.app.scene.camera import FIELD_OF_VIEW, apply_view, board_view, framed, top_view, wide_view
from dragonarium.app.scene.layout import RING, board_places, site_place, site_positions
from dragonarium.app.scene.table_view import SITE_SCALE

from tests.support.games import new_game

ASPECTS = {"16:9": 16 / 9, "4:3": 4 / 3, "21:9": 21 / 9}
PLAYERS = (1, 2, 3, 4)
LABELS = RING + COORDINATE_GAP + COORDINATE_SCALE
"""The far side of the column letters and row numbers from a board's centre."""
ASSISTANT_HEIGHT = 0.8


def project(view, aspect, points):
    """Each point's place in the window, from -1 to 1 across and up (None when behind the camera)."""
    lens = PerspectiveLens()
    lens.setFov(FIELD_OF_VIEW)
    lens.setAspectRatio(aspect)
    world = NodePath("world")
    camera = world.attachNewNode("camera")
    apply_view(camera, view)
    placed = []
    for point in points:
        local = camera.getRelativePoint(world, Point3(*point))
        screen = Point2()
        placed.append((screen[0], screen[1]) if lens.project(local, screen) or local[1] > 0 else None)
    return placed


def board_corners(place):
    """The ring's corners and the far corners of the coordinate labels (player's edge and left edge)."""
    local = [(x, y) for x in (-RING, RING) for y in (-RING, RING)]
    local += [(-LABELS, -LABELS), (RING, -LABELS), (-LABELS, RING)]
    return [place.to_world(x, y) for x, y in local]


def site_tiles(places, current, count):
    frame = site_place(places, current)
    half = SITE_SCALE / 2
    return [frame.to_world(x + dx, y + dy, 0.3) for x, y in site_positions(count)
            for dx in (-half, half) for dy in (-SITE_SCALE, SITE_SCALE)]


def assistants(boards, places):
    """The Assistant's feet and head on every step of each board's track."""
    points = []
    for board, place in zip(boards, places):
        for step in range(len(board.spec.track)):
            x, y, z = assistant_spot(board, step)
            wx, wy, _ = place.to_world(x, y)
            points += [(wx, wy, z), (wx, wy, z + ASSISTANT_HEIGHT)]
    return points


def assert_inside(placed, what):
    for point in placed:
        assert point is not None, f"a point of {what} is behind the camera"
        assert -1.0 < point[0] < 1.0 and -1.0 < point[1] < 1.0, f"{what} leaves the window at {point}"


def assert_uses_the_space(placed, what):
    xs, ys = [p[0] for p in placed], [p[1] for p in placed]
    span = max((max(xs) - min(xs)) / 2, (max(ys) - min(ys)) / 2)
    assert span >= 0.7, f"{what} fills only {span:.0%} of the window"


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("aspect", ASPECTS.values(), ids=ASPECTS.keys())
def test_the_top_view_shows_every_board_the_site_and_the_assistants(players, aspect):
    state = new_game(players).state
    places = board_places(players)
    view = top_view(players, aspect)
    boards = [point for place in places for point in board_corners(place)]
    assert_inside(project(view, aspect, boards), "a board")
    for current in range(players):
        assert_inside(project(view, aspect, site_tiles(places, current, len(state.site))), "the planning site")
    assert_inside(project(view, aspect, assistants(state.boards, places)), "an Assistant")
    assert_uses_the_space(project(view, aspect, boards), "the top view's boards")


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("aspect", ASPECTS.values(), ids=ASPECTS.keys())
def test_each_player_view_shows_that_board_and_the_site(players, aspect):
    state = new_game(players).state
    places = board_places(players)
    for index, place in enumerate(places):
        view = board_view(place, aspect)
        board = project(view, aspect, board_corners(place))
        assert_inside(board, f"player {index + 1}'s board")
        assert_inside(project(view, aspect, site_tiles(places, index, len(state.site))), "the planning site")
        assert_inside(project(view, aspect, assistants(state.boards[index:index + 1], [place])), "the Assistant")
        assert_uses_the_space(board + project(view, aspect, site_tiles(places, index, len(state.site))),
                              f"player {index + 1}'s view")


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("aspect", ASPECTS.values(), ids=ASPECTS.keys())
def test_the_table_view_shows_every_board_from_a_players_side(players, aspect):
    places = board_places(players)
    for index in range(players):
        view = wide_view(places, index, aspect)
        boards = project(view, aspect, [point for place in places for point in board_corners(place)])
        assert_inside(boards, "a board")
        assert_uses_the_space(boards, "the table view's boards")


@pytest.mark.parametrize("aspect", ASPECTS.values(), ids=ASPECTS.keys())
def test_a_player_looks_at_their_board_from_their_side_at_a_slant(aspect):
    for place in board_places(4):
        view = board_view(place, aspect)
        eye = view.eye()
        local = place.to_local(eye[0], eye[1])
        assert abs(local[0]) < 0.5 and local[1] < -RING, "the camera is behind the middle of the player's edge"
        assert -70.0 < view.pitch < -40.0


def test_a_wider_window_moves_the_camera_back_from_a_deep_view():
    # the lens keeps its width: a wider window sees less height, so what is deep needs the camera further back
    place = board_places(2)[0]
    assert board_view(place, 21 / 9).distance > board_view(place, 16 / 9).distance > board_view(place, 4 / 3).distance


def test_a_framed_view_touches_the_margin_on_its_tighter_side():
    points = [(x, y, 0.0) for x in (-3.0, 5.0) for y in (-1.0, 1.0)]
    view = framed(points, 0.0, -90.0, 16 / 9, margin=0.1)
    placed = project(view, 16 / 9, points)
    xs = [p[0] for p in placed]
    assert min(xs) == pytest.approx(-0.9, abs=1e-3) and max(xs) == pytest.approx(0.9, abs=1e-3)
    assert math.isclose(view.x, 1.0, abs_tol=1e-6), "the target sits in the middle of what is shown"


def test_a_framed_view_needs_something_to_show():
    with pytest.raises(ValueError, match="at least one point"):
        framed([], 0.0, -60.0)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768), (1080, 1920)])
@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_preset_views_keep_the_boards_in_the_part_no_panel_covers(players, size):
    from dragonarium.play.table.screen_layout import lay_out

    aspect = size[0] / size[1]
    plan = lay_out(*size, players=players)
    left, right, bottom, top = plan.board_window()
    places = board_places(players)
    views = [(board_view(place, aspect, plan.board_window()), [place]) for place in places]
    views.append((top_view(players, aspect, plan.board_window()), places))
    views.append((wide_view(places, 0, aspect, plan.board_window()), places))
    for view, shown in views:
        for place in shown:
            for x, y in project(view, aspect, board_corners(place)):
                assert left <= x <= right and bottom <= y <= top, "in the part of the window no panel covers"
    assert all(not plan.boards.overlaps(box) for box in plan.panels().values())