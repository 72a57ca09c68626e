"""The top view frames the boards into the room the panels leave as large as the table's shape allows: on the side
the table's shape binds (the height of a square four-player table in a wide window, the width of two boards side
by side), the boards span at least ``SHARE`` of that room (the rest is the framing's margin and the name plates)."""
from __future__ import annotations

import pytest

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.render import PLAY_SWITCHES, draw_state
from dragonarium.play.table.screen_layout import View, lay_out
from dragonarium.rules import Game, Seat

from tests.support.games import CATALOG

SHARE = 0.85
SIZES = [(1024, 768), (1920, 1080), (600, 1000)]


@pytest.fixture(autouse=True, scope="module")
def window_put_back():
    yield
    OffscreenBase.get((1280, 720), multisamples=0)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_boards_fill_the_free_room_on_its_binding_side(size, players):
    game = Game(CATALOG, [Seat(f"Player {number}") for number in range(1, players + 1)], 5)
    items = draw_state(game.state, size, "top").items()
    plan = lay_out(*size, 1.0, View.TOP, players, PLAY_SWITCHES)
    _, _, free_width, free_height = plan.pixels(plan.boards)
    boards = [item.box for item in items if item.kind == "board"]
    assert len(boards) == players
    width = max(x + w for x, _, w, _ in boards) - min(x for x, _, _, _ in boards)
    height = max(y + h for _, y, _, h in boards) - min(y for _, y, _, _ in boards)
    assert max(width / free_width, height / free_height) >= SHARE
    assert width <= free_width + 1 and height <= free_height + 1
