"""The scoring overlay: highlighted cells and labels equal the rules' scoring domains."""
import json
import re
from pathlib import Path

import pytest

import itertools

from dragonarium.app.scene.camera import apply_view, top_view, wide_view
from dragonarium.app.ui.hud_panels import Hud
from dragonarium.app.scene.overlay_view import ScoreOverlay, hud_boxes
from dragonarium.play.table.label_layout import Box
from dragonarium.play.table.overlay import board_marks, domain_outline, totals_line
from dragonarium.cli.commands import main
from dragonarium.rules.model.values import Terrain
from dragonarium.play.base.commands import Command

from tests.app.scene_helpers import Shot
from tests.support.boards import CATALOG, board
from tests.support.games import new_game, play_random

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def marks_by_type(position):
    marks, _ = board_marks(position)
    return {mark.terrain: mark for mark in marks}


def shown(mark) -> tuple[int, ...]:
    """The numbers a domain's label shows, in order: squares, height, points."""
    return tuple(int(n) for n in re.findall(r"\d+", mark.label))


def values(mark) -> tuple[int, int, int]:
    return mark.size, mark.height, mark.points


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
    assert shown(fire) == values(fire) == (2, 3, 6)


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
    assert shown(marks[Terrain.WATER]) == values(marks[Terrain.WATER]) == (3, 2, 6)
    assert marks[Terrain.AIR].cells == {(1, 1)}


def test_level_zero_dragons_give_height_zero():
    marks = marks_by_type(board("""
    dragons:
      "4,0": [royal]
      "4,1": [royal]
    """))
    assert shown(marks[Terrain.ROYAL]) == values(marks[Terrain.ROYAL]) == (2, 0, 0)
    assert marks[Terrain.ROYAL].height == 0


def test_cliffs_with_dragons_join_domains():
    marks = marks_by_type(board("""
    cells:
      "1,4": [air, air]
    dragons:
      "2,4": [air, fire]
    """, CATALOG.boards["lostwing-cliffs"]))
    assert marks[Terrain.AIR].cells == {(1, 4), (2, 4)}
    assert shown(marks[Terrain.AIR]) == values(marks[Terrain.AIR]) == (2, 2, 4)
    assert shown(marks[Terrain.FIRE]) == values(marks[Terrain.FIRE]) == (1, 0, 0)


def test_shrines_count_at_height_zero():
    marks = marks_by_type(board("""
    cells:
      "1,2": [fire]
    """, CATALOG.boards["eternal-shrines"]))
    assert marks[Terrain.FIRE].cells == {(0, 2), (1, 2)} and marks[Terrain.FIRE].height_cell == (1, 2)
    assert shown(marks[Terrain.WATER]) == values(marks[Terrain.WATER]) == (1, 0, 0)


def test_overlay_labels_agree_with_the_score_command_on_random_games(tmp_path, capsys):
    from dragonarium.rules.files.record import save_record

    for seed in range(6):
        game = play_random(new_game(1 + seed % 4, seed), seed)
        path = tmp_path / f"g{seed}.yaml"
        save_record(game, path)
        assert main(["score", str(path), "--json"]) == 0
        scored = json.loads(capsys.readouterr().out)
        for player, board_ in zip(scored["players"], game.state.boards):
            marks, sheet = board_marks(board_)
            on_screen = {}
            for mark in marks:
                size, height, points = shown(mark)
                on_screen[mark.terrain.value] = {"size": size, "height": height, "points": points}
                assert points == size * height
            expected = {k: v for k, v in player["domains"].items() if v["size"]}
            assert on_screen == expected
            assert sheet.total == player["total"]


def test_the_overlay_is_drawn_and_follows_the_state():
    game = new_game(2, 3)
    shot = Shot(game.state)
    overlay = ScoreOverlay(shot.table.root, shot.base.overlay)
    overlay.show(game.state.boards, shot.table.places)
    labels = {n.node().getText() for n in overlay.labels_root.findAllMatches("**/+TextNode")}
    assert {m.label for marks in overlay.marks for m in marks} <= labels
    player = game.state.current
    while game.state.current == player:
        game.apply(game.legal_actions()[-1])
    overlay.show(game.state.boards, shot.table.places)
    assert overlay.marks == [board_marks(b)[0] for b in game.state.boards]
    labels = {n.node().getText() for n in overlay.labels_root.findAllMatches("**/+TextNode")}
    assert {m.label for marks in overlay.marks for m in marks} <= labels


def test_render_with_the_overlay(tmp_path, capsys):
    out = tmp_path / "overlay.png"
    assert main(["render", str(EXAMPLES / "seventy-five.yaml"), "--overlay", "-o", str(out), "--size", "480x270"]) == 0
    assert out.stat().st_size > 1000


def test_a_domain_is_outlined_by_its_outer_edges_only():
    edges = domain_outline(frozenset({(2, 1), (2, 2)}))
    assert {frozenset((e.start, e.end)) for e in edges} == {
        frozenset(pair) for pair in [((1.5, 0.5), (1.5, 1.5)), ((2.5, 0.5), (2.5, 1.5)), ((1.5, 0.5), (2.5, 0.5)),
                                     ((1.5, 1.5), (1.5, 2.5)), ((2.5, 1.5), (2.5, 2.5)), ((1.5, 2.5), (2.5, 2.5))]}
    assert {e.cell for e in edges if e.start[1] == e.end[1] == 0.5} == {(2, 1)}  # drawn at that cell's height


@pytest.mark.parametrize("cells", [
    {(0, 0)},
    {(2, 1), (2, 2), (3, 2)},  # an L: one corner turns outward
    {(0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)},  # a ring around a hole
    {(4, 0), (4, 1), (3, 1), (3, 2), (2, 2)},  # a staircase
])
@pytest.mark.parametrize("inset", [0.0, 0.05, 0.29])
def test_the_border_pieces_meet_end_to_end(cells, inset):
    edges = domain_outline(frozenset(cells), inset)
    rounded = [(tuple(round(v, 6) for v in e.start), tuple(round(v, 6) for v in e.end)) for e in edges]
    assert sorted(a for a, _ in rounded) == sorted(b for _, b in rounded)  # closed loops, no gaps
    outer_sides = [(r, c, dr, dc) for r, c in cells for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                   if (r + dr, c + dc) not in cells]
    assert len(edges) == len(outer_sides)
    for (a, b), edge in zip(rounded, edges):
        r, c = edge.cell
        if a[0] == b[0]:  # along a row: a top or bottom side, ``inset`` inside it
            assert abs(abs(a[0] - r) - (0.5 - inset)) < 1e-6 and (r + round((a[0] - r) / abs(a[0] - r)), c) not in cells
        else:  # along a column
            assert a[1] == b[1] and abs(abs(a[1] - c) - (0.5 - inset)) < 1e-6
    if inset == 0.0:
        assert sum(abs(a[0] - b[0]) + abs(a[1] - b[1]) for a, b in rounded) == len(outer_sides)


def four_player_end():
    return play_random(new_game(4, 7), 7)


@pytest.mark.parametrize("view", ["top", "table"])
def test_labels_and_totals_lie_apart_inside_the_window_and_off_the_panels(view):
    game = four_player_end()
    state = game.state
    shot = Shot(state)
    layer = shot.base.overlay
    hud = Hud(layer)
    hud.show(state)
    aspect = shot.base.base.getAspectRatio()
    apply_view(shot.base.camera, top_view(4, aspect) if view == "top" else wide_view(shot.table.places, 0, aspect))
    overlay = ScoreOverlay(shot.table.root, layer)
    overlay.show(state.boards, shot.table.places, [seat.name for seat in state.seats])
    assert overlay.follow(shot.base.base)
    assert not overlay.follow(shot.base.base)  # nothing moved: nothing to do
    shown = overlay.label_boxes()
    assert sum(len(marks) for marks in overlay.marks) >= 12  # a crowded table: most types score on every board
    assert len(shown) == sum(len(marks) for marks in overlay.marks) + 1  # every label and the panel
    window = Box(-aspect, -1, 2 * aspect, 2)
    panels = hud_boxes(layer, overlay.labels_root)
    for text, box in shown:
        assert box.inside(window), text
        assert all(not box.overlaps(panel) for panel in panels), text
    for (a, one), (b, other) in itertools.combinations(shown, 2):
        assert not one.overlaps(other), (a, b)
    pixels_per_unit = shot.base.base.win.getYSize() / 2
    for node in overlay.labels_root.findAllMatches("**/+TextNode"):
        assert node.getTag("layout") in ("overlay-label", "panel")
        assert node.getScale(layer).z * pixels_per_unit * 720 / shot.base.base.win.getYSize() >= 13
    assert [n.getTag("layout") for n in overlay.labels_root.findAllMatches("**/=layout=panel")] == ["panel"]
    totals = overlay.panel.node().getText().splitlines()
    assert [line.split(":")[0] for line in totals] == [seat.name for seat in state.seats]


def test_labels_follow_the_camera():
    game = four_player_end()
    shot = Shot(game.state)
    overlay = ScoreOverlay(shot.table.root, shot.base.overlay)
    overlay.show(game.state.boards, shot.table.places)
    aspect = shot.base.base.getAspectRatio()
    apply_view(shot.base.camera, top_view(4, aspect))
    overlay.follow(shot.base.base)
    before = dict(overlay.label_boxes())
    apply_view(shot.base.camera, wide_view(shot.table.places, 2, aspect))
    assert overlay.follow(shot.base.base)
    after = dict(overlay.label_boxes())
    assert any(before.get(text) != box for text, box in after.items())


@pytest.mark.parametrize("key", ["o"])
def test_the_overlay_toggles_with_a_key_and_a_button(key):
    from tests.app.driver import open_screen
    from dragonarium.rules.engine.game import Game, Seat

    screen = open_screen(Game(CATALOG, [Seat("A"), Seat("B")], 2))
    try:
        assert not screen.score_overlay.visible
        screen.key(key)
        assert screen.score_overlay.visible and screen.score_overlay.marks
        before = screen.score_overlay.label_boxes()
        panels = hud_boxes(screen.overlay, screen.score_overlay.labels_root)  # the play screen's own panels
        assert panels and all(not box.overlaps(panel) for _, box in before for panel in panels)
        current = screen.game.state.current  # the view faces this board: its labels are all shown
        assert {m.label for m in screen.score_overlay.marks[current]} <= {text for text, _ in before}
        screen.controls.orbit(120, 40)
        screen.tick(0.02)  # the camera moved: the labels follow their pins
        assert screen.score_overlay.label_boxes() != before
        screen.press(Command.OVERLAY)
        assert not screen.score_overlay.visible
    finally:
        screen.cleanup()


SEVENTY_FIVE = {Terrain.FIRE: (4, 3, 12), Terrain.WATER: (6, 3, 18), Terrain.AIR: (2, 3, 6), Terrain.ROYAL: (9, 3, 27)}
"""The rulebook's example (examples/seventy-five.yaml): each type's squares, height and points."""


def seventy_five():
    from dragonarium.rules import load_game_file

    return load_game_file(EXAMPLES / "seventy-five.yaml")[0].boards[0]


@pytest.mark.parametrize("language, square, height", [("en", "squares?", "height"), ("fr", "cases?", "hauteur")])
def test_a_label_names_each_number_squares_height_and_points(tmp_path, language, square, height):
    from dragonarium import i18n
    from tests.app.french import french_folder

    i18n.use_language(language, french_folder(tmp_path))
    try:
        marks = marks_by_type(seventy_five())
    finally:
        i18n.use_language("en")
    assert {terrain: values(mark) for terrain, mark in marks.items()} == SEVENTY_FIVE
    for mark in marks.values():
        assert shown(mark) == values(mark)
        assert re.search(rf"\b{mark.size} {square} × {height} {mark.height} = {mark.points}$", mark.label), mark.label
    one = board("""
    cells:
      "2,2": [air, air]
    """)
    assert shown(marks_by_type(one)[Terrain.AIR]) == (1, 2, 2)


def test_the_totals_line_adds_the_parts_up():
    sheet = board_marks(seventy_five())[1]
    line = totals_line("Example", sheet)
    numbers = [int(n) for n in re.findall(r"\d+", line)]
    assert numbers == [12, 18, 6, 27, 4, 3, 75]  # each type's points, the royal dragons x 3, the total
    assert sum(numbers[:4]) + numbers[4] * numbers[5] == numbers[6] == sheet.total
