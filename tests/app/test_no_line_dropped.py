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
from dragonarium.app.render import draw_state
from dragonarium.app.ui.layout_json import Item
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


@pytest.fixture(params=["en", "fr"])
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
