"""A row of stacks four levels high in front of empty cells, seen from the player's side as the table opens: the
stacks hide the cells behind them whole, yet every cell is picked by some pixel (a cell seen at its top face's
centre, a hidden one past the middle of the stack in front), a stack keeps its side and the near half of its top,
and the held tile's ghost on a hidden cell shows through the stack in front of it."""
import colorsys

import pytest
from panda3d.core import PNMImage

from dragonarium.app.gfx.palette import TERRAIN_COLOUR
from dragonarium.app.scene.camera import apply_view
from dragonarium.app.scene.ghosts import LIFT
from dragonarium.app.scene.layout import cell_centre, level_z
from dragonarium.app.scene.picking import hidden_cells
from dragonarium.play.base.picks import CellPick
from dragonarium.rules import parse_cell
from dragonarium.rules.engine.game import Game, Seat
from dragonarium.rules.files.record import parse_position
from dragonarium.rules.model.values import Terrain

from tests.app.driver import open_screen
from tests.support.games import CATALOG

STACKS = """
format: dragonarium-position
version: 2
players:
  - name: Ann
    cells: {B4: [3, fire], C4: [3, fire], D4: [3, fire]}
  - {name: Bob}
pending: place
tile: T01
"""
"""Ann holds an air tile; fire stacks at level 4 stand in front of B5, C5 and D5 as she sees her board."""
BEHIND = ("B5", "C5", "D5")


@pytest.fixture(scope="module")
def screen():
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 1)
    game.state = parse_position(STACKS)
    shown = open_screen(game)
    shown.controls.focus_player(0, animate=False)  # the view the table opens on
    apply_view(shown.base.camera, shown.controls.view)
    yield shown
    shown.cleanup()


def top_pixel(screen, cell, dx: float = 0.0, dy: float = 0.0, z: float = None):
    """The window pixel a point of ``cell``'s top face is drawn at (``dx``, ``dy`` from its centre)."""
    board, place = screen.game.state.boards[0], screen.table.places[0]
    x, y = cell_centre(cell)
    height = level_z(board.level(cell)) if z is None else z
    return screen.picker.screen_point(place.to_world(x + dx, y + dy, height))


def test_the_stacks_hide_the_cells_behind_them(screen):
    board, place = screen.game.state.boards[0], screen.table.places[0]
    eye = screen.picker.eye()
    local_eye = (*place.to_local(eye[0], eye[1]), eye[2])
    assert sorted(hidden_cells(board, local_eye)) == sorted(parse_cell(name) for name in BEHIND)


def test_every_cell_is_picked_by_some_pixel(screen):
    board = screen.game.state.boards[0]
    corners = [top_pixel(screen, cell, dx, dy) for cell in ((0, 0), (4, 4)) for dx in (-0.5, 0.5) for dy in (-0.5, 0.5)]
    left, right = int(min(x for x, _ in corners)), int(max(x for x, _ in corners))
    top, bottom = int(min(y for _, y in corners)) - 60, int(max(y for _, y in corners))
    picked = {pick.cell for x in range(left, right, 3) for y in range(top, bottom, 3)
              for pick in [screen.pick(x, y)] if isinstance(pick, CellPick) and pick.player == 0}
    assert picked == set(board.cells())


def test_a_cell_seen_is_picked_where_its_top_faces_centre_is_drawn(screen):
    board = screen.game.state.boards[0]
    behind = {parse_cell(name) for name in BEHIND}
    for cell in board.cells():
        if cell not in behind:
            assert screen.pick(*top_pixel(screen, cell)) == CellPick(0, cell), cell


@pytest.mark.parametrize("name", BEHIND)
def test_a_hidden_cell_is_picked_past_the_middle_of_the_stack_in_front(screen, name):
    cell = parse_cell(name)
    stack = (cell[0] + 1, cell[1])
    assert screen.pick(*top_pixel(screen, stack, dy=0.25)) == CellPick(0, cell)


def test_a_stack_keeps_its_side_and_the_near_half_of_its_top(screen):
    stack = parse_cell("C4")
    for dy in (-0.45, -0.25, 0.0):
        assert screen.pick(*top_pixel(screen, stack, dy=dy)) == CellPick(0, stack), dy
    assert screen.pick(*top_pixel(screen, stack, dy=-0.5, z=level_z(2))) == CellPick(0, stack), "its side"


def hue_gap(rgb, terrain: Terrain) -> float:
    """How far apart, round the colour wheel (0 to 0.5), the hues of ``rgb`` and of ``terrain``'s colour are."""
    gap = abs(colorsys.rgb_to_hsv(*rgb)[0] - colorsys.rgb_to_hsv(*TERRAIN_COLOUR[terrain])[0])
    return min(gap, 1.0 - gap)


def test_the_ghost_on_a_hidden_cell_shows_through_the_stack_in_front(screen):
    cell = parse_cell("D5")
    ghost_top = level_z(1) + LIFT
    point = top_pixel(screen, cell, dx=-0.05, dy=-0.15, z=ghost_top)  # on the ghost's square, clear of its marks

    def seen() -> tuple[float, float, float]:
        screen.base.graphicsEngine.renderFrame()
        image = PNMImage()
        assert screen.base.win.getScreenshot(image)
        return tuple(image.getXel(int(point[0]), int(point[1])))

    screen.pointer(1, 1)
    bare = seen()
    assert hue_gap(bare, Terrain.FIRE) < 0.05, "the fire stack in front hides the point"
    screen.pointer(*top_pixel(screen, parse_cell("C4"), dy=0.25))
    ghost = screen.controller.ghost()
    assert ghost is not None and ghost.verdict.placement.cells == (parse_cell("C5"), cell)
    shown = seen()
    assert hue_gap(shown, Terrain.AIR) < hue_gap(shown, Terrain.FIRE), (bare, shown)


def test_a_low_stack_keeps_all_of_its_top():
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 1)
    game.state = parse_position(STACKS.replace("[3, fire]", "[1, fire]"))  # level 2: half of C5 is seen
    shown = open_screen(game)
    try:
        shown.controls.focus_player(0, animate=False)
        apply_view(shown.base.camera, shown.controls.view)
        assert shown.pick(*top_pixel(shown, parse_cell("C4"), dy=0.4)) == CellPick(0, parse_cell("C4"))
        assert shown.pick(*top_pixel(shown, parse_cell("C5"), dy=0.3)) == CellPick(0, parse_cell("C5")), "its back"
    finally:
        shown.cleanup()
