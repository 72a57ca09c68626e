"""The table at every window size: in every view, for 1 to 4 players, with and without the scoring overlay, no 2D
element lies over another, over a board, a track or the planning site, or outside the window, and no text is under
13 px. Layouts are collected from the offscreen base resized to each size, without drawing a picture.

The reason box by a held tile's ghost lies beside it at each corner and edge of the board; a square cell stays
square on the screen through a sequence of window shapes."""
from __future__ import annotations

from dragonarium.play.table.summary import final_summary
import random

import pytest

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.render import draw_state
from dragonarium.app.ui.layer_scale import text_scale
from dragonarium.app.scene.layout import cell_centre, level_z
from dragonarium.app.scene.scene_boxes import projected_box, scene_items, shown_boards
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.screens.review_screen import ReviewScreen
from dragonarium.app.ui.layout_json import SCENE, Item, collect, problems
from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.play.quality import Quality
from dragonarium.play.review import judging as review
from dragonarium.play.review_session import ReviewSession
from dragonarium.play.table.screen_layout import lay_out
from dragonarium.rules import Draft, load_game_file, parse_cell

from dragonarium.play.base.commands import Command
from dragonarium.play.session import PlaySession

from tests.app.contexts import context_of
from tests.support.games import CATALOG, new_game, play_random
from tests.support.judges import fake_judge
from tests.support.records import STRONG_OPENING, record

SIZES = [(1024, 768), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (3440, 1440), (1080, 1920)]
IDS = [f"{w}x{h}" for w, h in SIZES]
QUICK = {(1024, 768), (1920, 1080), (1080, 1920)}
"""The sizes checked on every run; the others run with the slow tests (``-m slow``)."""
SLOW = pytest.mark.slow


def sizes_quick_first() -> list:
    return [pytest.param(size, id=name, marks=() if size in QUICK else SLOW) for size, name in zip(SIZES, IDS)]


def counts(quick: tuple[int, ...]) -> list:
    """1 to 4 players, those not in ``quick`` marked slow."""
    return [pytest.param(n, id=str(n), marks=() if n in quick else SLOW) for n in (1, 2, 3, 4)]
EXAMPLE = "examples/two-player-game.yaml"


def holding(players: int, seed: int = 3) -> "object":
    """A game some turns in, its player to move holding the tile just drafted."""
    game, rng = new_game(players, seed), random.Random(seed)
    for _ in range(6 * players):
        game.apply(rng.choice(game.legal_actions()))
    while not isinstance(game.legal_actions()[0], Draft):
        game.apply(rng.choice(game.legal_actions()))
    game.apply(game.legal_actions()[0])
    return game


def resized(size) -> OffscreenBase:
    return OffscreenBase.get(size, multisamples=0)


def screen_items(screen, size, top: bool) -> list[Item]:
    """The play (or review) screen's record: its 2D elements, the boards its camera preset frames and the site."""
    state = screen.game.state if hasattr(screen, "game") else screen.session.state
    players = len(state.boards)
    boards = shown_boards("top" if top else "player", players, state.current)
    return (collect(screen.base.aspect2d, size)
            + scene_items(screen.base, screen.table.places, boards, state.current, [s.name for s in state.seats]))


def check_at(screen, size, top: bool, what: str) -> None:
    items = screen_items(screen, size, top)
    kinds = {item.kind for item in items}
    assert {"board", "track", "site", "panel"} <= kinds, what
    assert problems(items, size) == [], what


@pytest.mark.parametrize("size", sizes_quick_first())
def test_every_rendered_view_lays_out_clear_of_the_boards_with_and_without_the_overlay(size):
    state, _ = load_game_file(EXAMPLE)
    for view in ("player", "table", "top"):
        for overlay in (False, True):
            items = draw_state(state, size, view, quality=Quality.FAST, overlay=overlay).items()
            boards = [item for item in items if item.kind == "board"]
            assert len(boards) == (1 if view == "player" else 2), (view, overlay)
            assert {"track", "site"} <= {item.kind for item in items}
            if overlay:
                assert any(item.kind == "overlay-label" for item in items)
            assert problems(items, size) == [], (view, overlay)


@pytest.mark.parametrize("players", counts((2, 4)))
def test_the_play_screen_lays_out_at_every_size_in_the_player_and_top_views(players):
    offscreen = resized(SIZES[0])
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    screen = GameScreen(context_of(offscreen), PlaySession(holding(players)))
    try:
        screen.toggle_frame_rate()  # F3's readout too
        for size in SIZES:
            resized(size)
            screen.layout(*size)
            for overlay in (False, True):
                if screen.session.overlay != overlay:
                    screen.key("o")
                screen.controls.focus_player(screen.game.state.current, animate=False)
                if overlay:
                    screen.score_overlay.follow(screen.base)
                check_at(screen, size, False, f"{size} player view, overlay {overlay}")
                screen.controls.focus_top(animate=False)
                if overlay:
                    screen.score_overlay.follow(screen.base)  # the camera moved: the labels follow
                check_at(screen, size, True, f"{size} top view, overlay {overlay}")
    finally:
        screen.cleanup()


@pytest.mark.parametrize("players", counts((1, 3)))
def test_the_end_of_a_game_lays_out_at_every_size_with_the_final_page_shown_and_hidden(players):
    offscreen = resized(SIZES[0])
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    screen = GameScreen(context_of(offscreen), PlaySession(play_random(new_game(players, 7), 7)))
    try:
        assert screen.pages.end_panel is not None
        screen.toggle_frame_rate()
        for size in SIZES:
            resized(size)
            screen.layout(*size)
            if screen.pages.end_hidden:
                screen.press(Command.END_PAGE)
            # the final page lies over the table (Esc puts it away): apart from every panel, inside the window
            page = [item for item in screen_items(screen, size, False) if item.kind not in SCENE]
            assert any(item.text.startswith(final_summary(screen.game.state).lines()[0][:4]) or "Esc" in item.text
                       for item in page), size
            assert problems(page, size) == [], f"{size} final page"
            screen.press(Command.END_PAGE)  # Esc: the table as it ended, every board clear
            for top in (False, True):
                screen.controls.focus_top(animate=False) if top else screen.controls.focus_player(
                    screen.game.state.current, animate=False)
                check_at(screen, size, top, f"{size} {players} players, end of the game, top view {top}")
    finally:
        screen.cleanup()


def test_a_lesson_lays_out_at_every_size_with_the_frame_rate_shown():
    run = LessonRun(load_lessons(catalog=CATALOG)[0], CATALOG)
    offscreen = resized(SIZES[0])
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    screen = GameScreen(context_of(offscreen), PlaySession(run.game, lesson=run))
    try:
        screen.toggle_frame_rate()
        for size in SIZES:
            resized(size)
            screen.layout(*size)
            items = screen_items(screen, size, False)
            assert any(item.text == screen.lesson_panel.getText() for item in items)
            assert problems(items, size) == [], size
    finally:
        screen.cleanup()


def test_the_review_lays_out_at_every_size(monkeypatch):
    monkeypatch.setattr(review, "judge", fake_judge)
    offscreen = resized(SIZES[0])
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    session = ReviewSession(record(STRONG_OPENING), CATALOG)
    screen = ReviewScreen(context_of(offscreen), session)
    try:
        session.analysis.run()
        screen.tick(0.0)
        for size in SIZES:
            resized(size)
            screen.layout(*size)
            check_at(screen, size, False, f"review at {size}")
    finally:
        screen.cleanup()


def test_the_text_size_setting_grows_the_text_and_keeps_every_size_clean():
    state, _ = load_game_file(EXAMPLE)
    for size in ((1024, 768), (1920, 1080), (1080, 1920)):
        panel_text = {}
        for text_size in (90, 100, 150):
            items = draw_state(state, size, "player", quality=Quality.FAST, overlay=True, text_size=text_size).items()
            assert problems(items, size) == [], (size, text_size)
            panel_text[text_size] = min(item.font_px for item in items if item.kind == "panel" and item.font_px)
            assert panel_text[text_size] == pytest.approx(lay_out(*size, text_scale(text_size)).text_px, abs=0.1)
        assert panel_text[150] > 1.2 * panel_text[100] and panel_text[90] <= panel_text[100], size


EDGES = ["A1", "A5", "E1", "E5", "C1", "C5", "A3", "E3"]
"""Each corner and the middle of each edge of a board."""


def ghost_box(screen, cell) -> tuple[float, float, float, float]:
    """The ghost's squares, as the camera shows them, in window pixels."""
    from dragonarium.app.scene.reason_label import ghost_points

    ghost = screen.session.pointer_mark()
    return projected_box(screen.base, ghost_points(screen.table, screen.game.state, ghost), screen.window_size())


def overlap(a, b) -> bool:
    return min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) > 1 and min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > 1


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080), (1080, 1920)], ids=["1024x768", "1920x1080", "1080x1920"])
def test_the_reason_box_stays_clear_of_its_ghost_at_each_corner_and_edge(size):
    offscreen = resized(size)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    screen = GameScreen(context_of(offscreen), PlaySession(holding(2, 5)))
    label = screen.overlay.find("**/ghost-label")
    try:
        state = screen.game.state
        board, place = state.boards[state.current], screen.table.places[state.current]
        for name in EDGES:
            cell = parse_cell(name)
            for rotation in range(4):  # the tile's second square on the board
                screen.controller.rotation = rotation
                x, y = cell_centre(cell)
                screen.pointer(*screen.picker.screen_point(place.to_world(x, y, level_z(board.level(cell)))))
                if screen.session.pointer_mark() is not None:
                    break
            assert screen.session.pointer_mark() is not None, name
            assert label.node().getText(), name
            box = collect_one(screen, label, size)
            items = screen_items(screen, size, False)
            site = next(item.box for item in items if item.kind == "site")
            ghost = ghost_box(screen, cell)
            assert not overlap(box, ghost), f"{name}: over the ghost"
            # beside it where that covers nothing of the table, else the nearest clear place (test_reason_box_clear)
            assert not overlap(box, site), f"{name}: over the planning site"
            assert [item.text for item in items if item.kind not in SCENE and overlap(box, item.box)] == [], name
            assert box[0] >= 0 and box[1] >= 0 and box[0] + box[2] <= size[0] and box[1] + box[3] <= size[1], name
    finally:
        screen.cleanup()


def collect_one(screen, node, size) -> tuple[float, float, float, float]:
    """``node``'s box in window pixels (it carries no layout tag: it follows the pointer)."""
    node.setTag("layout", "reason")
    try:
        return next(item.box for item in collect(screen.base.aspect2d, size) if item.kind == "reason")
    finally:
        node.clearTag("layout")


def cell_squareness(offscreen: OffscreenBase, place, cell) -> float:
    """A cell's width over its height on the screen, seen from straight above."""
    x, y = cell_centre(cell)
    corners = [(*place.to_world(x + dx, y + dy)[:2], 0.0) for dx in (-0.5, 0.5) for dy in (-0.5, 0.5)]
    box = projected_box(offscreen.base, corners, offscreen.size)
    return box[2] / box[3]


def test_a_square_cell_stays_square_through_a_sequence_of_window_shapes():
    state, _ = load_game_file(EXAMPLE)
    for size in [(1280, 720), (1024, 768), (1080, 1920), (3440, 1440), (1366, 768), (640, 640), (1280, 720)]:
        drawn = draw_state(state, size, "top", quality=Quality.FAST)
        for place in drawn.table.places:
            assert cell_squareness(drawn.base, place, parse_cell("C3")) == pytest.approx(1.0, rel=0.02), size
