"""Any window size from 64 x 64 to 4096 x 4096, any aspect, draws a frame: crowded perhaps, never a crash.

A tiny or very narrow window leaves the camera a part of the picture that is empty or upside down once the HUD's
columns are kept clear; the views are then framed across the columns, and every number stays finite.
"""
import math

import pytest
from panda3d.core import Filename, PNMImage

from dragonarium.app.scene.camera import MIN_SPAN, board_outline, board_view, framed, top_view, usable, wide_view
from dragonarium.app.scene.layout import board_places
from dragonarium.cli.commands import main
from dragonarium.play.table.screen_layout import lay_out

from tests.app.test_render_cli import EXAMPLES

ODD_SIZES = ((100, 400), (64, 200), (300, 4096), (250, 790), (64, 64), (4096, 64), (600, 1000), (4096, 4096))
"""The sizes the issue names, and both extremes of the documented range."""


def finite(view) -> bool:
    return all(math.isfinite(value) for value in (view.x, view.y, view.z, view.heading, view.pitch, view.distance))


@pytest.mark.parametrize("window", [(0.4, -0.3, -0.5, 1.0), (0.2, 0.2, -1.0, 1.0), (-1.0, 1.0, 0.9, 0.3),
                                    (float("nan"), 1.0, -1.0, 1.0)], ids=["crossed", "empty", "upside-down", "nan"])
def test_a_part_of_the_picture_with_no_room_frames_into_the_whole_picture(window):
    place = board_places(2)[0]
    left, right, bottom, top = usable(window)
    assert right - left >= MIN_SPAN and top - bottom >= MIN_SPAN
    assert -1.0 <= left < right <= 1.0 and -1.0 <= bottom < top <= 1.0
    assert finite(framed(board_outline(place), place.heading, -56.0, 0.5, window=window))


@pytest.mark.parametrize("size", ODD_SIZES, ids=[f"{w}x{h}" for w, h in ODD_SIZES])
@pytest.mark.parametrize("players", (1, 2, 4))
def test_every_preset_view_is_finite_at_any_size(size, players):
    aspect = size[0] / size[1]
    window = lay_out(*size, players=players).board_window()
    places = board_places(players)
    for index, place in enumerate(places):
        assert finite(board_view(place, aspect, window))
        assert finite(wide_view(places, index, aspect))
    assert finite(top_view(players, aspect, window))


LARGE = {(300, 4096), (4096, 64), (4096, 4096)}
"""Sizes whose picture takes a software renderer many seconds: drawn in the slow run."""


@pytest.mark.parametrize("size", [pytest.param(size, marks=pytest.mark.slow) if size in LARGE else size
                                  for size in ODD_SIZES], ids=[f"{w}x{h}" for w, h in ODD_SIZES])
def test_render_draws_a_picture_at_any_size(size, tmp_path, capsys):
    out = tmp_path / "table.png"
    width, height = size
    assert main(["render", str(EXAMPLES / "two-player-game.yaml"), "-o", str(out), "--size", f"{width}x{height}",
                 "--quality", "fast"]) == 0
    image = PNMImage()
    assert image.read(Filename.fromOsSpecific(str(out)))
    assert (image.getXSize(), image.getYSize()) == size
    step_x, step_y = max(1, width // 40), max(1, height // 40)
    colours = {tuple(round(c, 1) for c in image.getXel(x, y)) for x in range(0, width, step_x)
               for y in range(0, height, step_y)}
    assert len(colours) > 8, "the table is drawn, not an empty background"
