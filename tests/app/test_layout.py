"""The 2D layer's layout: no element over another or over a board, all inside the window, text at least 13 px
high (``test_layout_sizes`` goes through every window size)."""
import json
from pathlib import Path

import pytest

from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.ui.hud_panels import bounds
from dragonarium.app.ui.layout_json import Item, collect, problems
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.render import draw_state
from dragonarium.cli.commands import main
from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.play.quality import Quality
from dragonarium.rules import load_catalog, load_game_file
from dragonarium.play.session import PlaySession
from tests.app.contexts import context_of
from tests.support.games import new_game, play_random

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "examples").glob("*.yaml"))
SIZE = (1280, 720)


def read_layout(path: Path) -> tuple[tuple[int, int], list[Item]]:
    data = json.loads(path.read_text())
    items = [Item(i["kind"], i["text"], tuple(i["box"]), i["font_px"], i["parent"]) for i in data["items"]]
    return tuple(data["size"]), items


def test_the_checker_finds_overlaps_small_text_and_elements_outside_the_window():
    panel = Item("panel", "Turn log", (900, 50, 300, 150), 13.7, None)
    inside = Item("text", "fire 3x2=6", (950, 60, 100, 20), 13.7, 0)
    assert problems([panel, inside], SIZE) == []
    stray = Item("button", "Undo", (1100, 180, 80, 30), 13.7, None)
    tiny = Item("text", "air", (10, 10, 20, 8), 8.0, None)
    outside = Item("panel", "Supply", (1250, 700, 60, 40), 14.0, None)
    found = problems([panel, inside, stray, tiny, outside], SIZE)
    assert any("overlaps" in line and "Undo" in line for line in found)
    assert any("under 13" in line and "'air'" in line for line in found)
    assert any("outside" in line and "Supply" in line for line in found)
    assert len(found) == 3


def test_the_checker_finds_an_element_over_a_board_and_a_board_outside_the_window():
    board = Item("board", "Ann", (300, 100, 600, 500), None, None)
    track = Item("track", "Ann", (320, 120, 580, 460), None, None)  # over its board: that is where it lies
    label = Item("overlay-label", "Fire: 2 squares × height 2 = 4", (500, 300, 120, 20), 18.0, None)
    beside = Item("overlay-label", "Air: 1 square × height 1 = 1", (920, 300, 120, 20), 18.0, None)
    log = Item("panel", "Turn log", (880, 50, 300, 150), 13.7, None)
    assert problems([board, track, beside], SIZE) == []
    found = problems([board, track, label, log], SIZE)
    assert len(found) == 4 and all("covers" in line for line in found)
    assert sum("Turn log" in line for line in found) == 2 and sum("Fire" in line for line in found) == 2
    site = Item("site", "", (1200, 10, 200, 80), None, None)
    assert [line for line in problems([site], SIZE) if "outside" in line] != []


def test_render_writes_the_layout_of_what_it_drew(tmp_path, capsys):
    out, layout = tmp_path / "table.png", tmp_path / "layout.json"
    assert main(["render", str(EXAMPLES[0]), "-o", str(out), "--quality", "fast", "--layout-json", str(layout)]) == 0
    size, items = read_layout(layout)
    assert size == SIZE
    assert any(item.kind == "panel" and item.text.startswith("Supply") and item.font_px >= 13 for item in items)
    for item in items:
        assert item.box[2] > 0 and item.box[3] > 0 and (item.font_px is None or item.font_px > 0)
    state, _ = load_game_file(EXAMPLES[0])
    faced = state.seats[state.current].name
    assert [(item.kind, item.text) for item in items if item.kind in ("board", "track")] == [("board", faced),
                                                                                              ("track", faced)]
    assert [item.kind for item in items].count("site") == 1


@pytest.mark.parametrize("example", EXAMPLES, ids=[path.stem for path in EXAMPLES])
def test_every_example_lays_out_cleanly_in_every_view(example):
    state, _ = load_game_file(example)
    for view in ("player", "table", "top"):
        for overlay in (False, True):
            items = draw_state(state, SIZE, view, quality=Quality.FAST, overlay=overlay).items()
            assert any(item.kind == "panel" for item in items), f"{example.name} {view}: nothing drawn in 2D"
            assert problems(items, SIZE) == [], f"{example.name} {view} overlay={overlay}"


def test_a_crowded_four_player_end_lays_out_cleanly():
    state = play_random(new_game(4, 6), 6).state
    for view in ("player", "table", "top"):
        items = draw_state(state, SIZE, view, quality=Quality.FAST, overlay=True).items()
        assert [item.kind for item in items].count("board") == (1 if view == "player" else 4)
        assert problems(items, SIZE) == [], view


def open_screen_at(size, game, lesson=None) -> tuple[OffscreenBase, GameScreen]:
    offscreen = OffscreenBase.get(size)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    return offscreen, GameScreen(context_of(offscreen), PlaySession(game, lesson=lesson))


def mid_game():
    import random

    game, rng = new_game(3, 3), random.Random(1)
    for _ in range(40):
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768)])
def test_the_play_screen_lays_out_cleanly_during_a_turn_with_help_and_at_the_end(size):
    for game, help_open in ((mid_game(), False), (mid_game(), True), (play_random(new_game(2, 4), 4), False),
                            (play_random(new_game(1, 2), 2), False), (play_random(new_game(4, 6), 6), False)):
        offscreen, screen = open_screen_at(size, game)
        try:
            if help_open:
                screen.key("f1")
            offscreen.render_frames(1)
            items = collect(offscreen.base.aspect2d, size)
            kinds = {item.kind for item in items}
            assert {"panel", "button"} <= kinds
            assert problems(items, size) == [], (game.state.round, help_open)
            if help_open:
                assert any("Controls" in item.text for item in items)
                assert not any(item.text.startswith("Turn log") for item in items)
            if game.over:
                assert any(item.kind == "bar" for item in items)
                assert not any(item.text.startswith("Turn log") for item in items)
        finally:
            screen.cleanup()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768)])
def test_a_lesson_with_the_frame_rate_shown_lays_out_cleanly(size):
    run = LessonRun(load_lessons()[0], load_catalog())
    offscreen, screen = open_screen_at(size, run.game, lesson=run)
    try:
        screen.toggle_frame_rate()
        offscreen.render_frames(1)
        items = collect(offscreen.base.aspect2d, size)
        assert any(item.text == screen.session.lesson_text() for item in items)
        assert any(item.text.startswith("every loop step") for item in items)
        assert problems(items, size) == []
    finally:
        screen.cleanup()


def test_the_panels_move_with_the_window_shape():
    offscreen, screen = open_screen_at((1280, 720), mid_game())
    try:
        for size in ((1280, 720), (1024, 768), (1080, 1920)):
            screen.layout(*size)
            plan = screen.plan
            assert plan.size == size
            # the players panel against the window's right edge, the first switch in the switches' box
            assert bounds(screen.hud.node("players"))[1] == pytest.approx(plan.players.right)
            assert plan.players.right == pytest.approx(plan.window.right - 0.025)
            assert screen.switches.buttons[0].getX() == pytest.approx(plan.switches.centre)
            assert screen.overlay.getScale().z == pytest.approx(plan.scale)
    finally:
        screen.cleanup()
