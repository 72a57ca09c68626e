"""The 2D layer's layout: no element over another, all inside the window, text at least 13 px high."""
import json
from pathlib import Path

import pytest

from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.ui.hud import LEFT_WIDTH, MARGIN
from dragonarium.app.ui.layout_json import Item, collect, problems
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.render import render_state
from dragonarium.cli.commands import main
from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.rules import load_catalog, load_game_file
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


def test_render_writes_the_layout_of_what_it_drew(tmp_path, capsys):
    out, layout = tmp_path / "table.png", tmp_path / "layout.json"
    assert main(["render", str(EXAMPLES[0]), "-o", str(out), "--quality", "fast", "--layout-json", str(layout)]) == 0
    size, items = read_layout(layout)
    assert size == SIZE
    assert any(item.kind == "panel" and item.text.startswith("Supply") and item.font_px >= 13 for item in items)
    for item in items:
        assert item.box[2] > 0 and item.box[3] > 0 and (item.font_px is None or item.font_px > 0)


@pytest.mark.parametrize("example", EXAMPLES, ids=[path.stem for path in EXAMPLES])
def test_every_example_lays_out_cleanly_in_every_view(example, tmp_path):
    state, _ = load_game_file(example)
    for view in ("player", "table", "top"):
        for overlay in (False, True):
            layout = tmp_path / f"{view}-{overlay}.json"
            render_state(state, tmp_path / "x.png", SIZE, view, quality=Quality.FAST, overlay=overlay,
                         layout_json=layout)
            size, items = read_layout(layout)
            assert items, f"{example.name} {view}: nothing drawn in the 2D layer"
            assert problems(items, size) == [], f"{example.name} {view} overlay={overlay}"


def test_a_crowded_four_player_end_lays_out_cleanly(tmp_path):
    state = play_random(new_game(4, 6), 6).state
    for view in ("player", "table", "top"):
        layout = tmp_path / f"{view}.json"
        render_state(state, tmp_path / "x.png", SIZE, view, quality=Quality.FAST, overlay=True, layout_json=layout)
        size, items = read_layout(layout)
        assert problems(items, size) == [], view


def open_screen_at(size, game, lesson=None) -> tuple[OffscreenBase, GameScreen]:
    offscreen = OffscreenBase.get(size)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    return offscreen, GameScreen(offscreen.base, offscreen.assets, game, PRESETS[Quality.FAST], lesson=lesson)


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
        wide = screen.hud.node("players").getX()
        screen.layout(4 / 3)
        narrow = screen.hud.node("players").getX()
        assert narrow == pytest.approx(wide - (16 / 9 - 4 / 3), abs=1e-6)  # still against the right edge
        assert screen.switches.buttons[0].getX() == pytest.approx(-4 / 3 + MARGIN + LEFT_WIDTH / 2)
    finally:
        screen.cleanup()
