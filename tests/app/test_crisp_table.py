"""The table is crisp at the default camera: each region where stripes showed (an empty square, a name plate, the
first-player token, the track's step numbers) looks like the same view drawn at four times the pixels each way and
averaged down, in both presets.

The regions are drawn with a depth buffer 64 times coarser than the 24 bits the table asks for (the lens's near plane
brought 64 times closer: the same view, its depth steps 64 times as long), the supersampled picture with the depth
as it is. Some drivers give a buffer that asks for no depth in particular 16 bits, and with a
thousandth of a unit between a step's disc and its number those regions fought for depth in stripes; the table now
asks for 24 bits and leaves that margin between its flat layers."""
from __future__ import annotations

import pytest

from dragonarium.app.render import draw_state
from dragonarium.app.scene.layout import NAME_GAP, RING, cell_centre
from dragonarium.app.scene.table_pieces import TOKEN_HEIGHT, TOKEN_RADIUS, TOKEN_SPOT
from dragonarium.play.quality import Quality
from dragonarium.rules import Game, Seat, load_catalog
from tests.support.supersample import difference, drawn, region, supersampled

SIZE = (1024, 768)
COARSER = 64
"""How many times coarser than the window's the depth buffer the regions are drawn with."""
MOST = 4.0
"""The largest mean difference from the supersampled picture, in levels of 255 per channel. A clean region differs
by its edges alone (0.3 to 2.5 here); the striped ones differed by 4.5 (the token) to 83 (the square)."""


def regions(place) -> dict[str, list[tuple[float, float, float]]]:
    """Points bounding each region in the table's frame, on the board of ``place``."""
    x, y = cell_centre((4, 2))  # C1, the empty square nearest the player
    return {
        "square": [place.to_world(x + dx, y + dy) for dx in (-0.4, 0.4) for dy in (-0.4, 0.4)],
        "plate": [place.to_world(dx, -RING - NAME_GAP + dy) for dx in (-1.1, 1.1) for dy in (-0.3, 0.3)],
        "token": [place.to_world(TOKEN_SPOT[0] + dx, TOKEN_SPOT[1] + dy, TOKEN_HEIGHT)
                  for dx in (-TOKEN_RADIUS, TOKEN_RADIUS) for dy in (-TOKEN_RADIUS, TOKEN_RADIUS)],
        "steps": [place.to_world(dx, -RING + dy) for dx in (-RING + 0.2, 1.0) for dy in (0.1, 0.6)],
    }


@pytest.fixture(scope="module")
def opening():
    """A two-player game before its first move: every square empty, the token by the name of the player to move."""
    state = Game(load_catalog(), [Seat("Ann"), Seat("Bob")], 21).state
    assert state.first == state.current
    return state


@pytest.mark.parametrize("quality", [Quality.FAST, Quality.FULL])
def test_each_region_looks_as_when_drawn_with_four_times_the_pixels(opening, quality):
    table = draw_state(opening, SIZE, "player", quality=quality)
    base = table.base
    base.base.render2d.hide()  # the 3D scene alone: no panel over a region
    try:
        lens = base.base.camLens
        near = lens.getNear()
        boxes = {name: region(base, points) for name, points in regions(table.table.places[opening.current]).items()}
        lens.setNear(near / COARSER)
        base.render_frames(2)
        shown = {name: drawn(base, box) for name, box in boxes.items()}
        lens.setNear(near)
        differences = {name: round(difference(shown[name], supersampled(base, box)), 2)
                       for name, box in boxes.items()}
    finally:
        base.base.render2d.show()
    assert all(box[2] * box[3] >= 400 for box in boxes.values()), boxes
    assert max(differences.values()) < MOST, differences
