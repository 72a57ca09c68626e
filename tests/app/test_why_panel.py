"""The "Why?" panel on the play screen: W (or the button) opens it over a refusal, W or Esc closes it, and without a
refusal nothing opens."""
import pytest

from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.ui.layout_json import collect, problems
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.rules import Game, Rule, parse_cell, parse_position
from dragonarium.play.base.commands import Command
from dragonarium.play.session import PlaySession

from tests.app.contexts import context_of
from tests.app.driver import Driver, open_screen

TABLE = """format: dragonarium-position
version: 2
players:
  - name: Ann
    pillars: 1
    start: S1
    cells: {{B3: [royal, royal], D4: [water/water:ww=w.], A2: [royal, water/water:w]}}
    dragons: {{E1: [fire], B2: [air]}}
  - name: Bob
{pending}"""


class Frames:
    """Stands in for the frame pacer: counts the frames asked for."""

    def __init__(self) -> None:
        self.requests = 0

    def request(self, shadows: bool = False, scene: bool = True) -> None:
        self.requests += 1


def table(pending: str = "pending: place\ntile: T01\n") -> Game:
    return Game.from_state(parse_position(TABLE.format(pending=pending)))


@pytest.fixture
def holding():
    screen = open_screen(table(), frames=Frames())
    yield screen, Driver(screen)
    screen.cleanup()


def squares(screen) -> list:
    return list(screen.pages.why_panel.root.findAllMatches("**/=layout=square"))


def test_w_over_a_red_ghost_opens_the_panel_and_w_closes_it(holding):
    screen, driver = holding
    screen.pointer(*driver.cell_pixel(0, parse_cell("D4")))
    assert not screen.controller.ghost().verdict.legal
    assert "W: why?" in screen.overlay.find("**/ghost-label").node().getText()
    redraws, frames = screen.redraws, screen.context.frames.requests
    assert screen.key("w")
    assert screen.pages.why_panel.shown and screen.redraws == redraws + 1 and screen.context.frames.requests > frames
    why = screen.session.why
    assert why.topics == (Rule.UNREADY_EGG,) and why.refusals[0].cells == (parse_cell("D4"),)
    text = screen.pages.why_panel.text()
    assert all(line in text for line in (why.heading, why.reasons[0].title, *why.reasons[0].example)), text
    assert len(squares(screen)) == 25
    d4 = screen.pages.why_panel.root.find("**/why-square-D4")
    assert not d4.isEmpty() and d4.find("**/+TextNode").node().getText() == "1E"
    assert not screen.root.find("**/why-marks").isEmpty(), "the square breaking the rule is framed on the table"
    assert screen.hud.node("log").isHidden() and screen.hud.node("hover").isHidden()
    assert screen.key("w")
    assert not screen.pages.why_panel.shown and squares(screen) == []
    assert screen.root.find("**/why-marks").isEmpty() and not screen.hud.node("log").isHidden()


def test_esc_closes_the_panel(holding):
    screen, driver = holding
    screen.pointer(*driver.cell_pixel(0, parse_cell("D4")))
    screen.key("w")
    screen.key("escape")
    assert not screen.pages.why_panel.shown and screen.session.why is None


def test_without_a_refusal_w_opens_nothing(holding):
    screen, driver = holding
    screen.pointer(*driver.cell_pixel(0, parse_cell("A1")))
    assert screen.controller.ghost().verdict.legal
    screen.key("w")
    assert not screen.pages.why_panel.shown and squares(screen) == []
    assert screen.controller.message.startswith("W explains")  # what the key is for


def test_a_refused_click_shows_the_why_button_which_opens_the_panel(holding):
    screen, driver = holding
    assert all(spec.press is not Command.WHY for spec in screen.buttons.specs)
    driver.click(driver.cell_pixel(0, parse_cell("D4")))
    assert screen.game.history == [] and screen.buttons.specs[0].press is Command.WHY
    screen.pointer(2, 2)  # off the board: only the click's refusal is left
    screen.press(Command.WHY)
    assert screen.pages.why_panel.shown and "D4" in screen.pages.why_panel.text()
    assert screen.buttons.buttons[0]["text"] == "Why? (W)"


def test_the_panel_lays_out_cleanly_in_a_720_pixel_window():
    size = (1280, 720)
    offscreen = OffscreenBase.get(size)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    screen = GameScreen(context_of(offscreen), PlaySession(table()))
    driver = Driver(screen)
    try:
        apart = []
        for cell in ("D4", "A2"):  # one rule broken; three, whose words leave the picture a card of its own
            screen.pointer(*driver.cell_pixel(0, parse_cell(cell)))
            screen.key("w")
            assert screen.pages.why_panel.shown
            apart.append(not screen.pages.why_panel.root.find("**/why-picture-page").isEmpty())
            offscreen.render_frames(1)
            assert problems(collect(offscreen.base.aspect2d, size), size) == []
            if cell == "A2":  # with no free room in the left-hand column, the picture's card goes by the panel's foot
                explanation, panel = screen.session.why, screen.pages.why_panel
                panel.clear()
                panel.show(explanation, screen.plan.why)
                found = problems(collect(offscreen.base.aspect2d, size), size)
                assert not panel.root.find("**/why-picture-page").isEmpty() and found == []
            screen.key("w")
        assert apart == [False, True]
    finally:
        screen.cleanup()
