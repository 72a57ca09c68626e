"""The F1 help at 150 % in a 1024x768 window, in English and French: every control and every paragraph shows,
inside the page and the window; where even the whole window cannot hold it, a sign counts the lines left out."""
from __future__ import annotations

import pytest

from dragonarium import i18n
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.ui.help_page import HelpPage, blocks
from dragonarium.app.ui.layout_json import collect
from dragonarium.play.session import PlaySession
from dragonarium.play.table.screen_layout import Box
from dragonarium.rules import Game, Seat

from tests.app.contexts import context_of
from tests.app.french import french_folder
from tests.app.screen_sweep import hidden_said, inside
from tests.support.games import CATALOG


@pytest.fixture(params=["en", "fr"])
def language(request, tmp_path):
    if request.param == "fr":
        i18n.use_language("fr", french_folder(tmp_path))
    yield request.param
    i18n.use_language("en")


def help_open(size, text_size: int) -> tuple[GameScreen, list]:
    offscreen = OffscreenBase.get(size, multisamples=0)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    screen = GameScreen(context_of(offscreen, text_size=text_size), PlaySession(Game(CATALOG, [Seat("A")], 9)))
    screen.key("f1")
    return screen, collect(offscreen.base.aspect2d, size)


@pytest.fixture(autouse=True)
def window_put_back():
    yield
    OffscreenBase.get((1280, 720), multisamples=0)


def test_the_help_at_150_percent_shows_every_line_inside_its_page(language):
    screen, items = help_open((1024, 768), 150)
    try:
        page = next(number for number, item in enumerate(items) if item.kind == "panel"
                    and any(other.parent == number and other.text.startswith(("Help", "Aide")) for other in items))
        texts = [item for item in items if item.parent == page]
        assert screen.pages.help_page.hidden == 0
        for item in texts:
            assert inside(item.box, items[page].box) and inside(item.box, (0, 0, 1024, 768)), item
            assert item.lines_shown == item.lines and not hidden_said(item), item
        drawn = {" ".join(item.text.split()) for item in texts}
        assert all(" ".join(block.text.split()) in drawn for block in blocks())
    finally:
        screen.cleanup()


def test_a_help_too_long_for_the_whole_window_counts_what_it_leaves_out():
    offscreen = OffscreenBase.get((640, 400), multisamples=0)
    layer = offscreen.fresh_overlay()
    page = HelpPage(layer)
    page.layout(Box(-0.5, 0.5, -0.3, 0.3), Box(-0.7, 0.7, -0.45, 0.45))
    page.root.show()
    items = collect(offscreen.base.aspect2d, (640, 400))
    layer.removeNode()  # the shared base's 2D layer as the next tests expect it
    signs = [item for item in items if item.kind == "text" and hidden_said(item)]
    assert page.hidden > 0 and len(signs) == 1
    assert signs[0].lines == signs[0].lines_shown + hidden_said(signs[0]) > 1
    panel = next(item for item in items if item.kind == "panel")
    assert all(inside(item.box, panel.box) for item in items if item.kind == "text")
