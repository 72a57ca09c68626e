"""The reason box by the held tile's ghost covers none of the table: no square (the ghost's or another), no track step,
no coordinate and not the planning site, as the camera shows them, at several views and window sizes; and over no
panel (inside the boards' part of the window)."""
from dataclasses import replace

import pytest

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.scene.camera import apply_view, site_outline
from dragonarium.app.scene.layout import RING, cell_centre, level_z, site_place, track_position
from dragonarium.app.scene.reason_label import place_reason
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.play.session import PlaySession
from dragonarium.rules import Game, parse_cell, parse_position

from tests.app.contexts import context_of
from tests.play.test_refusal_moment import TABLE

SIZES = [(1280, 720), (1920, 1080), (1024, 768)]
VIEWS = ["player", "orbited", "top"]
GHOSTS = ["D4", "C4", "E2", "A1", "B1"]
"""Where the pointer holds the tile: refused on D4, C4 and E2 (off the board), legal on A1 and B1."""


@pytest.fixture(scope="module", params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def screen(request):
    offscreen = OffscreenBase.get(request.param, multisamples=0)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    shown = GameScreen(context_of(offscreen), PlaySession(Game.from_state(parse_position(TABLE))))
    yield shown
    shown.cleanup()


def look(screen, view: str) -> None:
    controls = screen.controls
    if view == "top":
        controls.focus_top(animate=False)
    else:
        controls.focus_player(0, animate=False)
        if view == "orbited":
            controls.go_to(replace(controls.view, heading=controls.view.heading + 25.0, pitch=-42.0), animate=False)
    apply_view(screen.base.camera, controls.view)


def pixels(screen, points) -> tuple[float, float, float, float] | None:
    """The box (left, top, right, bottom) in window pixels round the points in sight."""
    spots = [spot for spot in (screen.picker.screen_point(point) for point in points) if spot is not None]
    if not spots:
        return None
    return (min(x for x, _ in spots), min(y for _, y in spots), max(x for x, _ in spots), max(y for _, y in spots))


def table_boxes(screen) -> dict[str, tuple[float, float, float, float]]:
    """Each square, track step, coordinate and the site, named, as boxes in window pixels."""
    state, boxes = screen.game.state, {}
    for player, (board, place) in enumerate(zip(state.boards, screen.table.places)):
        def flat(x, y, half, top=0.0, place=place):
            return [place.to_world(x + dx, y + dy, z) for dx in (-half, half) for dy in (-half, half)
                    for z in (0.0, top)]
        for cell in board.cells():
            boxes[f"{player} square {cell}"] = pixels(screen, flat(*cell_centre(cell), 0.5, level_z(board.level(cell))))
        for number, step in enumerate(board.spec.track):
            boxes[f"{player} step {number}"] = pixels(screen, flat(*track_position(step.at), 0.4))
        for index in range(5):
            boxes[f"{player} column {index}"] = pixels(screen, flat(cell_centre((0, index))[0], -RING - 0.5, 0.25))
            boxes[f"{player} row {index}"] = pixels(screen, flat(-RING - 0.5, cell_centre((index, 0))[1], 0.25))
    boxes["site"] = pixels(screen, site_outline(site_place(screen.table.places, state.current)))
    return {name: box for name, box in boxes.items() if box is not None}


def in_pixels(screen, box) -> tuple[float, float, float, float]:
    """A box of the 2D layer (left, right, bottom, top) in window pixels (left, top, right, bottom)."""
    width, height = screen.window_size()
    scale = screen.plan.scale

    def x(value):
        return (value * scale * height / width + 1) / 2 * width

    def y(value):
        return (1 - value * scale) / 2 * height
    return x(box.left), y(box.top), x(box.right), y(box.bottom)


def overlap(a, b) -> bool:
    """The boxes share more than a pixel's sliver."""
    return min(a[2], b[2]) - max(a[0], b[0]) > 1 and min(a[3], b[3]) - max(a[1], b[1]) > 1


@pytest.mark.parametrize("view", VIEWS)
def test_the_reason_box_covers_no_square_step_coordinate_or_site(screen, view):
    look(screen, view)
    table = table_boxes(screen)
    label = screen.overlay.find("**/ghost-label")
    place = screen.table.places[0]
    for name in GHOSTS:
        x, y = cell_centre(parse_cell(name))
        level = screen.game.state.boards[0].level(parse_cell(name))
        screen.pointer(*screen.picker.screen_point(place.to_world(x, y, level_z(level))))
        ghost = screen.session.pointer_mark()
        assert ghost is not None and ghost.cells[0] == parse_cell(name), (view, name)
        spot = place_reason(label, screen.plan, screen._to_overlay, screen.table, screen.game.state, ghost,
                            screen.marks.held)
        assert spot is not None and label.node().getText()
        assert spot.inside(screen.plan.boards), (view, name, "over a panel")
        box = in_pixels(screen, spot)
        covered = [part for part, shown in table.items() if overlap(box, shown)]
        assert not covered, (view, name, box, covered)
