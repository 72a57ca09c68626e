"""The scoring overlay's labels on the screen at the end of a game: each beside its board, off every board, track,
name plate and the site, apart from the others, its leader running from its own domain's border to its edge."""
import itertools
import math
from pathlib import Path

import pytest
from panda3d.core import Point3

from dragonarium.app.render import draw_state
from dragonarium.app.scene.layout import level_z
from dragonarium.app.scene.scene_boxes import projected_box
from dragonarium.app.ui.layout_json import problems
from dragonarium.play.quality import Quality
from dragonarium.play.table.label_layout import _crosses
from dragonarium.rules import load_game_file

from tests.support.games import new_game, play_random

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SIZES = [(1024, 768), (1920, 1080)]


def finished(players: int):
    if players == 2:
        return load_game_file(EXAMPLES / "two-player-game.yaml")[0]
    return play_random(new_game(4, 7), 7).state


def in_render2d(layer, point) -> tuple[float, float]:
    """A point of the 2D layer (x, y up) in render2d's frame, the window from -1 to 1 both ways."""
    spot = layer.getTop().getRelativePoint(layer, Point3(point[0], 0, point[1]))
    return spot.x, spot.z


def domain_box(drawn, board: int, cells) -> tuple[float, float, float, float]:
    """The window box (pixels, from the top-left) around a domain's squares at their heights, projected on its
    own (not through the overlay)."""
    state, place = drawn.state, drawn.table.places[board]
    position = state.boards[board]
    rows, cols = position.spec.rows, position.spec.cols
    points = []
    for row, col in cells:
        z = level_z(position.level((row, col))) + 0.06
        for dr in (-0.5, 0.5):
            for dc in (-0.5, 0.5):
                points.append(place.to_world(col + dc - (cols - 1) / 2, (rows - 1) / 2 - row - dr, z))
    box = projected_box(drawn.base.base, points, drawn.base.size)
    assert box is not None
    return box


def to_window(drawn, point) -> tuple[float, float]:
    width, height = drawn.base.size
    x, y = in_render2d(drawn.overlay.layer, point)
    return (x + 1) / 2 * width, (1 - y) / 2 * height


def near(point, box, slack: float = 1.5) -> bool:
    x, y = point
    return box[0] - slack <= x <= box[0] + box[2] + slack and box[1] - slack <= y <= box[1] + box[3] + slack


def distance_to(point, piece) -> float:
    (ax, ay), (bx, by) = piece
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((point[0] - ax) * dx + (point[1] - ay) * dy) / max(dx * dx + dy * dy, 1e-18)))
    return math.hypot(point[0] - ax - dx * t, point[1] - ay - dy * t)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("view", ["top", "table", "player"])
def test_every_label_stands_beside_its_board_apart_with_a_leader_to_its_domain(players, size, view):
    state = finished(players)
    drawn = draw_state(state, size, view, quality=Quality.FAST, overlay=True)
    overlay = drawn.overlay
    items = drawn.items()
    assert problems(items, size) == []  # no label over a board, a track, the site, a panel or another label
    marks = [(board, mark) for board, board_marks in enumerate(overlay.marks) for mark in board_marks]
    shown = {number for number, place, _outline in overlay.placed if place is not None}
    boards = [drawn.faced] if view == "player" else range(players)
    assert shown == {n for n, (board, _mark) in enumerate(marks) if board in boards}  # every label of every board
    labels = [item for item in items if item.kind == "overlay-label"]
    assert len(labels) == len(shown)
    scene = [item.box for item in items if item.kind in ("board", "track", "site")]
    for one, other in itertools.combinations(labels, 2):
        (ax, ay, aw, ah), (bx, by, bw, bh) = one.box, other.box
        assert min(ax + aw, bx + bw) <= max(ax, bx) or min(ay + ah, by + bh) <= max(ay, by), (one.text, other.text)
    leaders = []
    for number, place, outline in overlay.placed:
        if place is None:
            continue
        board, mark = marks[number]
        start, end = place.leader
        # the leader starts on the domain's border as drawn, inside the box of the domain's own squares ...
        assert min(distance_to(start, piece) for piece in outline) < 1e-6
        assert near(to_window(drawn, start), domain_box(drawn, board, mark.cells)), mark.label
        # ... and ends on its own label's edge, the label lying off every board, track and the site
        box = place.box
        assert box.x - 1e-6 <= end[0] <= box.right + 1e-6 and box.y - 1e-6 <= end[1] <= box.top + 1e-6
        assert min(abs(end[0] - box.x), abs(end[0] - box.right), abs(end[1] - box.y), abs(end[1] - box.top)) < 1e-6
        label = next(item for item in labels if item.text == mark.label and near(
            to_window(drawn, (box.x + box.w / 2, box.y + box.h / 2)), item.box))
        assert all(not near(to_window(drawn, box.centre), other, 0) for other in scene), label.text
        leaders.append(place.leader)
    assert not any(_crosses(a, b) for a, b in itertools.combinations(leaders, 2))


@pytest.mark.parametrize("size", [(1024, 768), (1728, 972)], ids=["1024x768", "1728x972"])
def test_the_play_screen_labels_every_domain_of_the_faced_board_at_the_end(size):
    from dragonarium.app.offscreen import OffscreenBase
    from dragonarium.app.scene.scene_boxes import scene_items, shown_boards
    from dragonarium.app.screens.game_screen import GameScreen
    from dragonarium.app.ui.layout_json import collect
    from dragonarium.play.session import PlaySession

    from tests.app.contexts import context_of

    game = play_random(new_game(4, 7), 7)
    offscreen = OffscreenBase.get(size)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    screen = GameScreen(context_of(offscreen), PlaySession(game))
    try:
        screen.key("escape")  # the final scores page away
        screen.key("o")
        screen.pointer(size[0] * 0.52, size[1] * 0.5)  # over the board: its panel shows, the labels keep off it
        for _ in range(3):
            screen.tick(0.05)
        overlay, state = screen.score_overlay, game.state
        faced = [n for n, (board, _mark) in enumerate(
            (board, mark) for board, marks in enumerate(overlay.marks) for mark in marks) if board == state.current]
        assert {number for number, place, _outline in overlay.placed if place is not None} == set(faced)
        items = collect(screen.base.aspect2d, size) + scene_items(
            screen.base, screen.table.places, shown_boards("player", 4, state.current), state.current,
            [seat.name for seat in state.seats])
        assert problems(items, size) == []
    finally:
        screen.cleanup()
