"""Picking is a function of window coordinates: cells at any level, site tiles, empty table."""
import pytest

from dragonarium.app.scene.picking import ray_box
from dragonarium.rules.engine.game import Game, Seat
from dragonarium.rules.files.record import parse_position
from dragonarium.play.base.picks import CellPick, SitePick

from tests.app.driver import Driver, open_screen
from tests.support.games import CATALOG

TALL = """
format: dragonarium-position
version: 1
players:
  - name: Ann
    cells:
      "2,2": [royal, royal, royal, royal]
      "0,4": [fire]
  - {name: Bob}
site: [T01, T02, T03]
pending: draft
"""


def test_ray_box_hits_and_misses():
    assert ray_box((0, 0, 5), (0, 0, -1), (-1, -1, 0), (1, 1, 1)) == pytest.approx(4)
    assert ray_box((3, 0, 5), (0, 0, -1), (-1, -1, 0), (1, 1, 1)) is None
    assert ray_box((0, 0, 0.5), (1, 0, 0), (-1, -1, 0), (1, 1, 1)) == pytest.approx(1)


@pytest.fixture(scope="module")
def screen():
    game = Game(CATALOG, [Seat("A"), Seat("B")], 1)
    game.state = parse_position(TALL)
    shown = open_screen(game)
    yield shown
    shown.cleanup()


@pytest.mark.parametrize("player, cell", [(0, (2, 2)), (0, (0, 4)), (0, (4, 4)), (1, (3, 1))])
def test_clicking_the_projected_top_of_a_cell_picks_it(screen, player, cell):
    driver = Driver(screen)
    pick = screen.pick(*driver.cell_pixel(player, cell))
    assert pick == CellPick(player, cell)


@pytest.mark.parametrize("slot", [0, 1, 2])
def test_clicking_a_site_tile_picks_its_slot(screen, slot):
    pick = screen.pick(*Driver(screen).slot_pixel(slot))
    assert pick == SitePick(slot)


def test_the_side_of_a_tall_stack_picks_the_stack(screen):
    from dragonarium.app.scene.camera import View, apply_view
    from dragonarium.app.scene.layout import cell_centre, level_z

    place = screen.table.places[0]
    screen.controls.go_to(View(place.x, place.y, 0.0, place.heading, -20.0, 12.0), animate=False)
    apply_view(screen.base.camera, screen.controls.view)
    x, y = cell_centre((2, 2))
    # a point on the near face of the level-4 stack, half way up
    pixel = screen.picker.screen_point(place.to_world(x, y - 0.5, level_z(2)))
    pick = screen.pick(*pixel)
    assert pick.cell == (2, 2)


def test_empty_table_picks_nothing(screen):
    from dragonarium.app.scene.camera import View, apply_view

    screen.controls.go_to(View(0.0, 0.0, 0.0, 0.0, -89.0, 30.0), animate=False)
    apply_view(screen.base.camera, screen.controls.view)
    assert screen.pick(1, 1) is None
