"""Callouts: labels beside the board they name, off every board, apart, each with a leader from its outline."""
import itertools
import math

from dragonarium.play.table.label_layout import Box, Callout, place_callouts
from dragonarium.play.table.label_layout import _crosses, _through  # the geometry the checks share

WINDOW = Box(0, 0, 1280, 720)
BOARD = Box(440, 160, 400, 400)
"""A board as the screen shows it (pixels, y up): its squares are the middle 300 x 300."""
GAP = 4.0


def square(x: float, y: float, w: float = 60, h: float = 60) -> tuple:
    """The outline of a rectangle as four pieces."""
    corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    return tuple((corners[i], corners[(i + 1) % 4]) for i in range(4))


def on_outline(point, outline) -> bool:
    return min(_distance(point, piece) for piece in outline) < 1e-6


def _distance(point, piece) -> float:
    (ax, ay), (bx, by) = piece
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((point[0] - ax) * dx + (point[1] - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(point[0] - ax - dx * t, point[1] - ay - dy * t)


def on_edge(point, box: Box) -> bool:
    x, y = point
    inside = box.x - 1e-6 <= x <= box.right + 1e-6 and box.y - 1e-6 <= y <= box.top + 1e-6
    return inside and min(abs(x - box.x), abs(x - box.right), abs(y - box.y), abs(y - box.top)) < 1e-6


def check(callouts, placed, forbidden=()):
    """Every label placed, outside every area and forbidden box, apart, its leader from its outline to its edge,
    crossing no other leader and passing through no other label."""
    assert all(p is not None for p in placed)
    for callout, here in zip(callouts, placed):
        assert here.box.inside(WINDOW) and (here.box.w, here.box.h) == (callout.w, callout.h)
        assert not any(here.box.overlaps(other) for other in [*forbidden, *(c.area for c in callouts)])
        assert on_outline(here.leader[0], callout.outline) and on_edge(here.leader[1], here.box)
    for one, other in itertools.permutations(placed, 2):
        assert not one.box.overlaps(other.box, GAP)
        assert not _crosses(one.leader, other.leader)
        assert not _through(one.leader, other.box)


def test_a_label_stands_just_outside_the_board_level_with_its_domain_on_its_side():
    sides = [square(480, 300), square(740, 420), square(600, 470), square(620, 200)]  # left, right, top, bottom
    callouts = [Callout(200, 24, outline, BOARD) for outline in sides]
    placed = place_callouts(callouts, WINDOW, gap=GAP)
    check(callouts, placed)
    left, right, top, bottom = (p.box for p in placed)
    assert (left.right, left.centre[1]) == (BOARD.x - GAP, 330)
    assert (right.x, right.centre[1]) == (BOARD.right + GAP, 450)
    assert (top.y, top.centre[0]) == (BOARD.top + GAP, 630)
    assert (bottom.top, bottom.centre[0]) == (BOARD.y - GAP, 650)
    # each leader runs straight out from the nearest side of its domain
    assert placed[0].leader == ((480, 330), (BOARD.x - GAP, 330))
    assert placed[1].leader == ((800, 450), (BOARD.right + GAP, 450))


def test_domains_bunched_on_one_side_get_labels_apart_whose_leaders_do_not_cross():
    outlines = [square(470, 200 + 45 * k, 40, 40) for k in range(7)]  # seven domains down the left column
    callouts = [Callout(180 + 10 * (k % 3), 24, outline, BOARD) for k, outline in enumerate(outlines)]
    placed = place_callouts(callouts, WINDOW, gap=GAP)
    check(callouts, placed)
    assert all(p.box.right <= BOARD.x for p in placed)  # all on the side they lie towards
    order = [p.box.centre[1] for p in placed]
    assert order == sorted(order)  # in the order of their domains, so the leaders stay apart


def test_more_domains_than_room_on_their_side_still_get_labels_apart_with_leaders_apart():
    outlines = [square(470, 190 + 20 * k, 40, 16) for k in range(12)]  # twelve, closer than a label's height
    callouts = [Callout(180 + 10 * (k % 3), 24, outline, BOARD) for k, outline in enumerate(outlines)]
    placed = place_callouts(callouts, WINDOW, gap=GAP)
    check(callouts, placed)
    assert sum(p.box.right <= BOARD.x for p in placed) >= 9


def test_a_panel_in_the_way_sends_the_label_round_to_another_side():
    panel = Box(0, 0, 430, 720)  # a column of panels all down the left of the board
    callouts = [Callout(200, 24, square(480, 300), BOARD)]
    placed = place_callouts(callouts, WINDOW, [panel], gap=GAP)
    check(callouts, placed, [panel])
    box = placed[0].box
    assert box.y >= BOARD.top or box.top <= BOARD.y  # above or below the board, beside the domain's corner
    assert abs(box.centre[0] - 510) < 150


def test_a_leader_never_crosses_another_board():
    near, far = Box(100, 160, 400, 400), Box(700, 160, 400, 400)  # two boards, 200 px apart
    callouts = [Callout(260, 24, square(420, 330), near),  # wants the gap, too narrow for it
                Callout(260, 24, square(720, 330), far)]
    placed = place_callouts(callouts, WINDOW, gap=GAP)
    check(callouts, placed)
    assert not _through(placed[0].leader, far) and not _through(placed[1].leader, near)
    # with the gap too narrow, each goes over or under its own board, not beyond the other one
    for here, area in zip(placed, (near, far)):
        assert area.x - 260 <= here.box.x <= area.right


def test_four_boards_with_every_type_in_a_small_window():
    window = Box(0, 0, 1024, 768)
    boards = [Box(380, 470, 260, 260), Box(80, 250, 260, 260), Box(680, 250, 260, 260), Box(380, 30, 260, 260)]
    callouts = []
    for board in boards:
        for k, (dx, dy) in enumerate([(20, 20), (180, 30), (40, 170), (170, 180)]):
            callouts.append(Callout(190 + 8 * k, 20, square(board.x + dx, board.y + dy, 50, 50), board))
    panels = [Box(0, 0, 200, 200), Box(824, 600, 200, 168)]
    placed = place_callouts(callouts, window, panels, gap=GAP)
    assert all(p is not None for p in placed)
    for one, other in itertools.combinations(placed, 2):
        assert not one.box.overlaps(other.box, GAP)
    for callout, here in zip(callouts, placed):
        assert here.box.inside(window)
        assert not any(here.box.overlaps(other) for other in [*panels, *boards])
        assert on_outline(here.leader[0], callout.outline) and on_edge(here.leader[1], here.box)


def test_a_label_with_no_room_is_left_out_and_the_same_boxes_give_the_same_places():
    tiny = Box(0, 0, 500, 500)
    callouts = [Callout(200, 24, square(100, 100), Box(20, 20, 460, 460)), Callout(600, 24, square(200, 200), BOARD)]
    assert place_callouts(callouts, tiny, gap=GAP) == [None, None]
    crowd = [Callout(150 + 7 * k, 22, square(460 + 37 * k, 180 + 41 * k, 30, 30), BOARD) for k in range(8)]
    assert place_callouts(crowd, WINDOW, gap=GAP) == place_callouts(list(crowd), WINDOW, gap=GAP)


def test_a_leader_with_no_clear_way_passes_under_a_label_rather_than_cross_another_leader():
    # panels take the left column and the right of the window beside the board: the last label finds no place
    # whose leader meets nothing, and of the two ways left (across the leader running down from the label
    # above the board's right, or under the label below the board's left) it takes the one under the label
    panels = [Box(860, 300, 420, 420), Box(0, 0, 420, 720)]
    domains = [(490, 310, 280), (740, 360, 240), (490, 460, 280), (740, 460, 240), (640, 310, 240)]
    callouts = [Callout(w, 24, square(x, y, 50, 50), BOARD) for x, y, w in domains]
    placed = place_callouts(callouts, WINDOW, panels, gap=GAP)
    assert all(p is not None for p in placed)
    for one, other in itertools.combinations(placed, 2):
        assert not one.box.overlaps(other.box, GAP)
        assert not _crosses(one.leader, other.leader)
    for callout, here in zip(callouts, placed):
        assert here.box.inside(WINDOW) and not any(here.box.overlaps(other) for other in [*panels, BOARD])
        assert on_outline(here.leader[0], callout.outline) and on_edge(here.leader[1], here.box)
