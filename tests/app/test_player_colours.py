"""Each seat's colour: its Assistant, the frame around its board and the plate under its name."""
import colorsys

import pytest
from panda3d.core import ColorAttrib, NodePath, TextPropertiesManager

from dragonarium.app.gfx import palette
from dragonarium.app.ui.hud_panels import Hud
from dragonarium.app.scene.camera import top_view
from dragonarium.app.scene.layout import NAME_GAP, RING
from dragonarium.rules.files.record import parse_position

from tests.app.scene_helpers import Shot

FOUR = """
format: dragonarium-position
version: 1
players:
  - {name: Ann}
  - {name: Bob, start: S2}
  - {name: Cid, start: S3}
  - {name: Dee, start: S4}
site: [T01, T02, T03, T04, T05]
supply: [T06, T07, T08]
current: 2
pending: draft
"""


def test_the_seat_colours_part_from_each_other_and_from_the_territories_in_hue_and_in_grey():
    colours = palette.PLAYER_COLOURS
    assert len(colours) == 4
    greys = sorted(palette.luminance(c) for c in colours)
    assert all(b - a > 0.12 for a, b in zip(greys, greys[1:]))
    for colour in colours:
        h, s, v = colorsys.rgb_to_hsv(*colour)
        for terrain_colour in palette.TERRAIN_COLOUR.values():
            th, ts, tv = colorsys.rgb_to_hsv(*terrain_colour)
            hue_gap = min(abs(h - th), 1 - abs(h - th))
            # a saturated seat colour keeps its hue away from every territory; a pale or dark one is near grey
            assert s < 0.2 or v < 0.25 or hue_gap > 0.1, (colour, terrain_colour)


def test_the_ink_reads_on_every_plate():
    for colour in palette.PLAYER_COLOURS:
        assert abs(palette.luminance(palette.ink_on(colour)) - palette.luminance(colour)) > 0.3


@pytest.fixture(scope="module")
def four():
    state = parse_position(FOUR)
    # from high enough to see every name at a 16:9 size
    return Shot(state, view=top_view(4).zoomed(60.0 / top_view(4).distance), shadows=False)


def close(seen, wanted, within=0.06):
    return all(abs(a - b) <= within for a, b in zip(seen, wanted))


def test_each_assistant_wears_its_seats_colour(four):
    for index, view in enumerate(four.table.board_views):
        figure = view.root.find("assistant")
        assert view.colour == palette.player_colour(index)
        assert tuple(figure.getColorScale())[:3] == pytest.approx(palette.player_colour(index), abs=0.005)


def test_each_board_is_framed_in_its_seats_colour_and_the_player_to_move_also_in_gold(four):
    for index, place in enumerate(four.table.places):
        xy = four.project(place.to_world(0.0, -RING - 0.07, -0.1))
        assert xy is not None
        assert close(four.pixel(xy), palette.player_colour(index)), index
        gold = four.pixel(four.project(place.to_world(0.0, RING + 0.23, -0.1)))
        assert close(gold, palette.ACTIVE_FRAME) == (index == four.state.current), index


def test_each_name_lies_on_a_plate_of_its_seats_colour(four):
    for index, place in enumerate(four.table.places):
        # just under the name's baseline (toward its player), still on its plate
        name = four.table.names_node
        assert name is not None
        for dx in (-0.2, 0.2):
            xy = four.project(place.to_world(dx, -RING - NAME_GAP - 0.07, 0.0))
            assert xy is not None
            assert close(four.pixel(xy), palette.player_colour(index)), (index, dx)


def test_each_hud_line_ends_in_a_square_of_its_seats_colour():
    state = parse_position(FOUR)
    hud = Hud(NodePath("overlay"))
    hud.show(state)
    lines = hud.panels["players"].getText().splitlines()
    manager = TextPropertiesManager.getGlobalPtr()
    for index, line in enumerate(lines):
        name = f"seat-{index}"
        assert line.startswith(("> ", "  ")) and line.endswith(f"\xa0\5{name}\5"), line  # on its last word's row
        cards = manager.getGraphic(name).getModel().getChildren()
        assert cards.getNumPaths() == 2
        # the inner card is the seat's colour; drawn last, over its light edge
        colour = cards[1].node().getGeomState(0).getAttrib(ColorAttrib).getColor()
        assert tuple(colour)[:3] == pytest.approx(palette.player_colour(index), abs=0.01)
