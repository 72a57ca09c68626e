"""Marks drawn over squares stand apart from every square colour: highlight frames and the legal map."""
import pytest

from dragonarium.app.gfx import palette
from dragonarium.app.scene.camera import View
from dragonarium.app.scene.layout import board_places, cell_centre
from dragonarium.app.scene.mark_meshes import highlight_node
from dragonarium.rules import ChooseElement, Element, Phase, Terrain
from dragonarium.rules.files.record import parse_position

from tests.app.scene_helpers import Shot, terrain_seen

ROYAL_EGG = """
format: dragonarium-position
version: 1
players:
  - name: Ann
    cells:
      "0,0": [royal/royal:**]
      "0,1": [air]
      "2,2": [royal]
site: [T01, T02]
supply: [T03, T04]
pending: element
"""


def close_over(state, cell) -> View:
    """A camera looking straight down at ``cell`` of the first board from close by."""
    x, y, _ = board_places(len(state.boards))[0].to_world(*cell_centre(cell))
    return View(x, y, 0.0, board_places(len(state.boards))[0].heading, -89.0, 4.0)


@pytest.fixture(scope="module")
def stone_on_a_royal_egg():
    """A stone must go on the royal egg of (0, 0); its frame is drawn, as the table draws a click's targets."""
    state = parse_position(ROYAL_EGG)
    state.apply(ChooseElement(Element.AIR))
    decision = state.pending()
    assert decision.phase is Phase.STONE
    cells = [choice.cell for choice in decision.choices]
    assert cells == [(0, 0)]
    shot = Shot(state, view=close_over(state, (0, 0)), shadows=False)
    bare = shot.seen(0, (0, 0), 1, 0.0, 0.0)
    highlight_node(shot.table.root, shot.table.places[0], state.boards[0], cells)
    shot.base.render_frames(2)
    shot.image = shot.base.screenshot()
    return shot, bare


def test_the_royal_square_is_yellow_where_the_frame_is_not(stone_on_a_royal_egg):
    shot, bare = stone_on_a_royal_egg
    assert terrain_seen(bare) is Terrain.ROYAL
    # half way from the frame to the egg in the middle, the square shows through
    assert terrain_seen(shot.seen(0, (0, 0), 1, 0.0, -0.22)) is Terrain.ROYAL


def test_the_frame_on_a_royal_square_has_a_dark_edge_around_a_bright_band(stone_on_a_royal_egg):
    shot, _ = stone_on_a_royal_egg
    royal = palette.TERRAIN_COLOUR[Terrain.ROYAL]
    for side in (-1, 1):
        # across the frame's near and far bars: dark edge, bright band, dark edge
        outer = shot.seen(0, (0, 0), 1, 0.0, side * 0.47)
        band = shot.seen(0, (0, 0), 1, 0.0, side * 0.39)
        inner = shot.seen(0, (0, 0), 1, 0.0, side * 0.31)
        for edge in (outer, inner):
            assert palette.luminance(edge) < 0.2, (side, edge)
            assert palette.luminance(royal) - palette.luminance(edge) > 0.5
        assert palette.luminance(band) - max(palette.luminance(outer), palette.luminance(inner)) > 0.4, side
        assert max(abs(a - b) for a, b in zip(band, royal)) > 0.4, band
