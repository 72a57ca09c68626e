"""The label layout: boxes in, boxes out that overlap nothing and stay inside the window."""
import itertools

import pytest

from dragonarium.play.table.label_layout import Box, LayoutError, layout, place_each

WINDOW = Box(0, 0, 1280, 720)
HUD = [Box(0, 660, 260, 60), Box(940, 660, 340, 60), Box(0, 0, 360, 60), Box(1040, 250, 240, 300)]
"""Panels like the table's: status, players, supply, turn log (window pixels, y up)."""


def label(cx: float, cy: float, w: float = 150, h: float = 22) -> Box:
    return Box(cx - w / 2, cy - h / 2, w, h)


def assert_clean(boxes, window=WINDOW, forbidden=(), gap=0.0):
    for box in boxes:
        assert box.inside(window), box
        for other in forbidden:
            assert not box.overlaps(other), (box, other)
    for a, b in itertools.combinations(boxes, 2):
        assert not a.overlaps(b, gap), (a, b)


def test_a_label_with_room_stays_where_it_wants_to_be():
    wanted = [label(400, 300), label(800, 300)]
    assert layout(wanted, WINDOW, HUD) == wanted


def test_labels_anchored_at_one_point_are_spread_around_it():
    wanted = [label(640, 360, w) for w in (150, 170, 130, 160)]
    placed = layout(wanted, WINDOW, HUD, gap=4)
    assert_clean(placed, forbidden=HUD, gap=4)
    assert placed[0] == wanted[0]
    for box in placed:  # moved only as far as needed: within a few label heights
        assert abs(box.centre[0] - 640) < 200 and abs(box.centre[1] - 360) < 120


def test_labels_are_kept_inside_the_window_and_off_the_panels():
    wanted = [label(20, 700), label(1270, 10), label(1100, 400), label(100, 30)]
    placed = layout(wanted, WINDOW, HUD)
    assert_clean(placed, forbidden=HUD)
    assert all(p != w for p, w in zip(placed, wanted))


def test_four_boards_with_every_type_scoring_and_their_totals():
    anchors = [(330, 420), (950, 420), (330, 180), (950, 180)]
    wanted = []
    for cx, cy in anchors:
        for k in range(4):  # fire, water, air, royal: height cells bunched together on each board
            wanted.append(label(cx + 8 * k, cy + 5 * (k % 2), 160 + 6 * k))
    placed = layout(wanted, WINDOW, HUD, gap=3)
    assert len(placed) == len(wanted)
    assert_clean(placed, forbidden=HUD, gap=3)


def test_sixteen_labels_on_one_point_in_a_small_window():
    window = Box(0, 0, 640, 360)
    wanted = [label(320, 180, 140, 18) for _ in range(16)]
    placed = layout(wanted, window, [Box(0, 0, 200, 40)], gap=2)
    assert_clean(placed, window=window, forbidden=[Box(0, 0, 200, 40)], gap=2)


def test_the_layout_is_deterministic_and_keeps_the_order():
    wanted = [label(640, 360, 100 + 10 * k) for k in range(8)]
    first = layout(wanted, WINDOW, HUD, gap=2)
    assert first == layout(list(wanted), WINDOW, list(HUD), gap=2)
    assert [b.w for b in first] == [b.w for b in wanted]


def test_y_may_grow_down_or_up():
    # the same crowd in the 2D layer's units (y up, origin at the centre)
    window = Box(-1.78, -1.0, 3.56, 2.0)
    wanted = [label(0.1, -0.2, 0.5, 0.06) for _ in range(6)]
    placed = layout(wanted, window, [Box(-0.3, -0.5, 0.6, 0.2)])
    assert_clean(placed, window=window, forbidden=[Box(-0.3, -0.5, 0.6, 0.2)])


def test_a_full_window_says_so():
    with pytest.raises(LayoutError, match="label 3 .*fits nowhere"):
        layout([label(100, 100, 300, 200)] * 3, Box(0, 0, 400, 400))
    with pytest.raises(LayoutError, match="larger than the window"):
        layout([label(100, 100, 500, 20)], Box(0, 0, 400, 400))


def test_place_each_leaves_out_only_what_does_not_fit():
    placed = place_each([label(100, 100, 300, 200)] * 3 + [label(50, 50, 40, 20)], Box(0, 0, 400, 400))
    assert placed[2] is None and None not in (placed[0], placed[1], placed[3])
    assert_clean([p for p in placed if p is not None], window=Box(0, 0, 400, 400))
