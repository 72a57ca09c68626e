"""The scoring overlay: highlighted cells and labels equal the rules' scoring domains."""
import json
import re
from pathlib import Path

import pytest

from dragonarium.app.overlay_view import ScoreOverlay
from dragonarium.play.overlay import board_marks
from dragonarium.cli import main
from dragonarium.rules.values import Terrain

from tests.app.scene_helpers import Shot
from tests.boards import CATALOG, board
from tests.game.play import new_game, play_random

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def marks_by_type(position):
    marks, _ = board_marks(position)
    return {mark.terrain: mark for mark in marks}


def test_a_tie_on_size_shows_the_domain_scoring_more():
    marks = marks_by_type(board("""
    cells:
      "0,0": [fire]
      "0,1": [fire]
      "4,3": [fire, fire]
      "4,4": [fire, fire, fire]
    """))
    fire = marks[Terrain.FIRE]
    assert fire.cells == {(4, 3), (4, 4)} and fire.height_cell == (4, 4)
    assert fire.label == "Fire 2 x 3 = 6"


def test_cells_counting_through_a_dragon_are_highlighted():
    marks = marks_by_type(board("""
    cells:
      "1,0": [water]
      "1,1": [air]
      "1,2": [water, water]
    dragons:
      "1,1": [water]
    """))
    assert marks[Terrain.WATER].cells == {(1, 0), (1, 1), (1, 2)}
    assert marks[Terrain.WATER].label == "Water 3 x 2 = 6"
    assert marks[Terrain.AIR].cells == {(1, 1)}


def test_level_zero_dragons_give_height_zero():
    marks = marks_by_type(board("""
    dragons:
      "4,0": [royal]
      "4,1": [royal]
    """))
    assert marks[Terrain.ROYAL].label == "Royal 2 x 0 = 0"
    assert marks[Terrain.ROYAL].height == 0


def test_cliffs_with_dragons_join_domains():
    marks = marks_by_type(board("""
    cells:
      "1,4": [air, air]
    dragons:
      "2,4": [air, fire]
    """, CATALOG.boards["lostwing-cliffs"]))
    assert marks[Terrain.AIR].cells == {(1, 4), (2, 4)} and marks[Terrain.AIR].label == "Air 2 x 2 = 4"
    assert marks[Terrain.FIRE].label == "Fire 1 x 0 = 0"


def test_shrines_count_at_height_zero():
    marks = marks_by_type(board("""
    cells:
      "1,2": [fire]
    """, CATALOG.boards["eternal-shrines"]))
    assert marks[Terrain.FIRE].cells == {(0, 2), (1, 2)} and marks[Terrain.FIRE].height_cell == (1, 2)
    assert marks[Terrain.WATER].label == "Water 1 x 0 = 0"


def test_overlay_labels_agree_with_the_score_command_on_random_games(tmp_path, capsys):
    from dragonarium.rules.record import save_record

    for seed in range(6):
        game = play_random(new_game(1 + seed % 4, seed), seed)
        path = tmp_path / f"g{seed}.yaml"
        save_record(game, path)
        assert main(["score", str(path), "--json"]) == 0
        scored = json.loads(capsys.readouterr().out)
        for player, board_ in zip(scored["players"], game.state.boards):
            marks, sheet = board_marks(board_)
            shown = {}
            for mark in marks:
                size, height, points = map(int, re.match(r"\w+ (\d+) x (\d+) = (\d+)", mark.label).groups())
                shown[mark.terrain.value] = {"size": size, "height": height, "points": points}
            expected = {k: v for k, v in player["domains"].items() if v["size"]}
            assert shown == expected
            assert sheet.total == player["total"]


def test_the_overlay_is_drawn_and_follows_the_state():
    game = new_game(2, 3)
    shot = Shot(game.state)
    overlay = ScoreOverlay(shot.base.assets, shot.table.root)
    overlay.show(game.state.boards, shot.table.places)
    labels = {n.node().getText() for n in overlay.root.findAllMatches("**/+TextNode")}
    assert {m.label for marks in overlay.marks for m in marks} <= labels
    player = game.state.current
    while game.state.current == player:
        game.apply(game.legal_actions()[-1])
    overlay.show(game.state.boards, shot.table.places)
    assert overlay.marks == [board_marks(b)[0] for b in game.state.boards]
    labels = {n.node().getText() for n in overlay.root.findAllMatches("**/+TextNode")}
    assert {m.label for marks in overlay.marks for m in marks} <= labels


def test_render_with_the_overlay(tmp_path, capsys):
    out = tmp_path / "overlay.png"
    assert main(["render", str(EXAMPLES / "seventy-five.yaml"), "--overlay", "-o", str(out), "--size", "480x270"]) == 0
    assert out.stat().st_size > 1000


@pytest.mark.parametrize("key", ["o"])
def test_the_overlay_toggles_with_a_key_and_a_button(key):
    from tests.app.driver import open_screen
    from dragonarium.rules.game import Game, Seat

    screen = open_screen(Game(CATALOG, [Seat("A"), Seat("B")], 2))
    try:
        assert not screen.score_overlay.visible
        screen.key(key)
        assert screen.score_overlay.visible and screen.score_overlay.marks
        screen.press("overlay")
        assert not screen.score_overlay.visible
    finally:
        screen.cleanup()
