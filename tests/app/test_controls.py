"""Camera controls: orbit, zoom, pan, focus keys, smooth moves, the active board facing the camera."""
import math

import pytest

from dragonarium.app.scene.camera import MAX_DISTANCE, MIN_PITCH, View, board_view, top_view
from dragonarium.app.scene.camera_controls import CameraControls, MouseDrag, blend
from dragonarium.app.scene.layout import board_places
from dragonarium.play.base.commands import CAMERA_KEYS, Command

from tests.support.games import new_game


class FakeCamera:
    def __init__(self):
        self.pos = None
        self.look = None

    def setPos(self, *pos):
        self.pos = pos

    def lookAt(self, *target):
        self.look = target

    def setHpr(self, *hpr):
        pass

    def findAllMatches(self, path):
        return ()  # no lens under it


def controls(players=4):
    return CameraControls(FakeCamera(), board_places(players))


def test_eye_sits_behind_the_target_on_the_players_side():
    view = View(0, 0, 0, 0, -45, 10)
    x, y, z = view.eye()
    assert x == pytest.approx(0) and y == pytest.approx(-10 * math.cos(math.radians(45)))
    assert z == pytest.approx(10 * math.sin(math.radians(45)))


def test_each_board_view_faces_its_board_from_its_player():
    for place in board_places(4):
        view = board_view(place)
        eye = view.eye()
        local = place.to_local(eye[0], eye[1])
        assert local[1] < -3, "the camera is on the player's (-y) side of the board"
        assert abs(local[0]) < 0.5


def test_orbit_turns_and_clamps_pitch():
    rig = controls()
    before = rig.view
    rig.orbit(100, 0)
    assert rig.view.heading != before.heading
    rig.orbit(0, 10000)
    assert rig.view.pitch == MIN_PITCH


def test_zoom_in_and_out_within_limits():
    rig = controls()
    start = rig.view.distance
    rig.zoom(1)
    assert rig.view.distance < start
    for _ in range(100):
        rig.zoom(-1)
    assert rig.view.distance == MAX_DISTANCE


def test_every_zoom_key_zooms():
    for key, closer in (("+", True), ("=", True), ("shift-=", True), ("page_up", True), ("-", False),
                        ("page_down", False)):
        rig = controls()
        start = rig.view.distance
        assert rig.command(CAMERA_KEYS[key])
        assert (rig.view.distance < start) == closer, key


def test_the_preset_views_fit_the_window_as_it_is_when_asked():
    window = {"aspect": 16 / 9}
    rig = CameraControls(FakeCamera(), board_places(2), lambda: window["aspect"])
    assert rig.view == board_view(board_places(2)[0], 16 / 9)
    window["aspect"] = 4 / 3
    rig.focus_top(animate=False)
    assert rig.view == top_view(2, 4 / 3)
    rig.focus_player(1, animate=False)
    assert rig.view == board_view(board_places(2)[1], 4 / 3) != board_view(board_places(2)[1], 16 / 9)


def test_pan_moves_the_target():
    rig = controls()
    before = (rig.view.x, rig.view.y)
    rig.pan(50, 0)
    assert (rig.view.x, rig.view.y) != before


def test_keys_focus_each_board_and_the_top_view_smoothly():
    rig = controls()
    assert rig.command(CAMERA_KEYS["3"])
    assert rig.moving
    for _ in range(10):
        rig.step(0.1)
    assert not rig.moving and rig.view == board_view(board_places(4)[2])
    rig.command(CAMERA_KEYS["t"])
    rig.step(1.0)
    assert rig.view == top_view(4)
    assert not rig.command(Command.UNDO)


def test_blend_turns_the_short_way():
    a, b = View(0, 0, 0, 350, -40, 10), View(0, 0, 0, 10, -40, 10)
    assert blend(a, b, 0.5).heading % 360 == pytest.approx(0.0)


def test_middle_drag_orbits_right_drag_pans_right_click_is_a_click():
    rig = controls()
    clicks = []
    drag = MouseDrag(rig, on_right_click=lambda: clicks.append(1))
    heading = rig.view.heading
    drag.press("middle", 0, 0)
    drag.move(30, 0)
    drag.release("middle")
    assert rig.view.heading != heading
    target = (rig.view.x, rig.view.y)
    drag.press("right", 0, 0)
    drag.move(40, 10)
    drag.release("right")
    assert (rig.view.x, rig.view.y) != target and clicks == []
    drag.press("right", 5, 5)
    drag.move(6, 5)
    drag.release("right")
    assert clicks == [1]


def test_the_new_players_board_turns_to_face_the_camera():
    from dragonarium.app.screens.game_screen import GameScreen
    from dragonarium.app.offscreen import OffscreenBase
    from dragonarium.play.session import PlaySession

    from tests.app.contexts import context_of

    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    game = new_game(3, 2)
    screen = GameScreen(context_of(offscreen), PlaySession(game))
    try:
        first = game.state.current
        framing = (screen.controls.aspect(), screen.controls.board_window(), screen.controls.board_avoid())
        assert screen.controls.view == board_view(screen.table.places[first], *framing)
        while game.state.current == first:
            game.apply(game.legal_actions()[0])
        screen.refresh()
        screen.tick(1.0)
        assert screen.controls.view == board_view(screen.table.places[game.state.current], *framing)
    finally:
        screen.cleanup()
