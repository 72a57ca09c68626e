"""No text of the table drops a line in silence: at every window size from 1024x600 to 3840x2160 and a narrow
600x1000, at text 100 % and 150 %, in English and French, a four-player game late in its play (long names,
dragons on the boards, a long turn log) lays out with every text showing all its lines, or a sign in it saying
how many are hidden. The players panel's colour squares keep off their words; the pillar stack stays inside a
narrow window; the top view's boards fill a fair share of the room the panels leave."""
from __future__ import annotations

import random
import re

import pytest

from dragonarium import i18n
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.render import draw_state
from dragonarium.app.scene.board_parts import PILLAR_HALF
from dragonarium.app.scene.scene_boxes import projected_box
from dragonarium.app.scene.table_pieces import STACK_SPOT
from dragonarium.app.ui.hud_panels import Fit, fit_rows, text_panel
from dragonarium.app.ui.layout_json import Item
from dragonarium.play.table.screen_layout import panel_height
from dragonarium.rules import Game, Seat, score

from tests.app.french import french_folder
from tests.support.games import CATALOG

SIZES = [(1024, 600), (1024, 768), (1280, 720), (1920, 1080), (2560, 1440), (3840, 2160), (600, 1000)]
NAMES = ["Alexandrine-Marguerite", "Bartholomew Fitzgerald", "Konstantinos", "Wilhelmina van Oranje"]
SIGN = re.compile(r"[▲▼]\D*(\d+)")


def late_game() -> Game:
    """Four players with long names in round 7, dragons nested, many turns logged."""
    game, rng = Game(CATALOG, [Seat(name) for name in NAMES], 5), random.Random(5)
    while not game.over and game.state.round < 7:
        game.apply(rng.choice(game.legal_actions()))
    return game


GAME = late_game()


@pytest.fixture(autouse=True, scope="module")
def window_put_back():
    """The shared offscreen window back at its usual size for the tests after these."""
    yield
    OffscreenBase.get((1280, 720), multisamples=0)


@pytest.fixture(params=["en", "fr"], scope="module")
def language(request, tmp_path_factory):
    if request.param == "fr":
        i18n.use_language("fr", french_folder(tmp_path_factory.mktemp("locale")))
    yield request.param
    i18n.use_language("en")


def record(size, text_size: int, view: str = "player") -> list[Item]:
    return draw_state(GAME.state, size, view, text_size=text_size, game=GAME).items()


def hidden_said(item: Item) -> int:
    """How many lines the text's sign says are hidden (0 without a sign)."""
    return sum(int(count) for count in SIGN.findall(item.text))


def test_the_game_is_late_with_dragons_and_a_long_log():
    state = GAME.state
    assert state.round == 7 and all(score(board).dragons for board in state.boards[2:])
    assert len(state.log) > 100


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_text_shows_every_line_or_says_how_many_are_hidden(size, text_size, language):
    items = record(size, text_size)
    texts = [item for item in items if item.text and item.kind not in ("board", "track", "site")]
    for item in texts:
        assert item.lines is not None and item.lines_shown is not None, item
        assert item.lines_shown + hidden_said(item) == item.lines, item
    supply = [item for item in texts if "terrain-royal" in item.text]
    assert supply and all(item.lines_shown == item.lines for item in supply)


def test_the_colour_squares_of_the_players_panel_end_their_lines_on_the_last_word():
    """The square follows the line's last word with a space that does not break, and no number is parted from
    its word (``0 dragons`` stays whole, the square never alone on a row over other words)."""
    items = record((1024, 768), 150)
    players = next(item for item in items if "seat-0" in item.text)
    for line in players.text.split("\n"):
        assert re.search(r"\w\xa0\x05seat-\d\x05$", line), line
        assert not re.search(r"\d (?=\w)", line), line


def test_the_pillar_stack_stays_inside_a_narrow_window():
    drawn = draw_state(GAME.state, (600, 1000), "player", text_size=150, game=GAME)
    place = drawn.table.places[drawn.faced]
    corners = [(*place.to_world(STACK_SPOT[0] + dx, STACK_SPOT[1] + dy)[:2], z)
               for dx in (-PILLAR_HALF, PILLAR_HALF) for dy in (-PILLAR_HALF, PILLAR_HALF) for z in (0.0, 1.0)]
    x, y, width, height = projected_box(drawn.base.base, corners, (600, 1000))
    assert x >= 0 and y >= 0 and x + width <= 600 and y + height <= 1000


def test_a_panel_too_short_scrolls_and_its_sign_counts_what_it_hides(offscreen_font):
    panel = text_panel(offscreen_font, "log")
    panel.setWordwrap(40)
    text = "\n".join(["Turn log"] + [f"turn {number}" for number in range(1, 21)])
    fit = fit_rows(panel, text, panel_height(6), oldest_first=True)
    shown = panel.getText().split("\n")
    assert fit == Fit(21, 5, 16, 0) and shown[0] == "Turn log" and shown[-1] == "turn 20"
    assert hidden_said(Item("panel", panel.getText(), (0, 0, 0, 0), None, None)) == 16
    older = fit_rows(panel, text, panel_height(6), oldest_first=True, scrolled=3)
    assert older == Fit(21, 5, 13, 3) and "turn 17" in panel.getText() and "turn 18" not in panel.getText()
    plain = fit_rows(panel, "\n".join(f"line {n}" for n in range(8)), panel_height(4))
    assert plain == Fit(8, 3, 0, 5) and panel.getText().split("\n")[0] == "line 0"


def test_a_scrolled_panel_whose_lines_wrap_taller_than_it_still_shows_a_line(offscreen_font):
    panel = text_panel(offscreen_font, "summary")
    panel.setWordwrap(8)  # every line below wraps to three rows or more
    text = "\n".join(f"player {n}: accuracy 88.3 %, 106.0 points kept" for n in range(6))
    for scrolled in range(4):
        fit = fit_rows(panel, text, panel_height(3), scrolled=scrolled)
        assert fit.shown >= 1 and f"player {scrolled}" in panel.getText()  # never the sign alone


@pytest.fixture
def offscreen_font():
    node = OffscreenBase.get((640, 480), multisamples=0).base.aspect2d.attachNewNode("panels")
    yield node
    node.removeNode()
