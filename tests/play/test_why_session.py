"""The "Why?" key and button: they open an explanation only while a refusal shows, and it closes again."""
import pytest

from dragonarium.play.base.changes import Change
from dragonarium.play.base.picks import CellPick, Pick
from dragonarium.play.session import PlaySession
from dragonarium.play.why.panel_words import BUTTON
from dragonarium.rules import Game, Nest, Phase, Place, Rule, parse_cell, parse_position
from dragonarium.play.base.commands import Command

TABLE = """format: dragonarium-position
version: 2
players:
  - name: Ann
    pillars: 3
    cells: {B4: [fire/fire:f=f], C4: [royal], D4: [water/water:ww=w.], E2: [royal]}
  - name: Bob
pending: place
tile: T01
"""


def over(name: str) -> Pick:
    return CellPick(0, parse_cell(name), (0.0, 0.0, 0.0))


@pytest.fixture
def session():
    session = PlaySession(Game.from_state(parse_position(TABLE)))
    yield session
    session.close()


def test_the_key_explains_the_red_ghost_and_closes_again(session):
    session.hover(over("D4"))  # the held tile on D4 and E4: D4's egg still needs a stone
    assert not session.controller.ghost().verdict.legal
    assert session.key("w") is Change.PANEL
    assert session.why is not None and session.why.topics == (Rule.UNREADY_EGG,)
    assert session.why.highlight == (parse_cell("D4"),)
    session.hover(over("A1"))
    assert session.why.highlight == (parse_cell("D4"),), "the panel keeps the refusal it was opened on"
    assert session.key("w") is Change.PANEL and session.why is None


def test_without_a_refusal_the_key_opens_nothing_and_says_why(session):
    session.hover(over("A1"))
    assert session.controller.ghost().verdict.legal
    assert session.key("w") is Change.PANEL and session.why is None
    assert session.controller.message.startswith("W explains")
    session.hover(None)
    assert session.key("w") is Change.PANEL and session.why is None


def test_a_refused_click_brings_a_why_button_that_explains_it(session):
    assert [button.press for button in session.buttons()][0] is not Command.WHY
    assert session.click(over("D4")) is Change.PANEL
    assert session.controller.refused == Place((parse_cell("D4"), parse_cell("E4")))
    buttons = session.buttons()
    assert (buttons[0].press, buttons[0].label) == (Command.WHY, BUTTON)
    session.hover(None)  # the pointer left the board: the click's refusal is still on show
    assert session.press(Command.WHY) is Change.PANEL
    assert session.why.refusal in session.controller.message and session.why.topics == (Rule.UNREADY_EGG,)
    assert session.click(over("B4")) is Change.ALL, "a move that is played"
    assert session.why is None, "the board changed: the explanation is put away"
    assert all(button.press is not Command.WHY for button in session.buttons())


def test_a_refused_nest_is_explained(session):
    session.click(over("B4"))
    assert session.game.pending().phase is Phase.NEST
    session.click(over("E2"))
    assert session.controller.refused == Nest(parse_cell("E2"))
    session.press(Command.WHY)
    assert session.why.topics == (Rule.NEST_PLACE,)
    assert [(refusal.cells, refusal.facts.action) for refusal in session.why.refusals] == [
        ((parse_cell("E2"),), Nest(parse_cell("E2")))]


def test_help_and_why_take_turns(session):
    session.hover(over("D4"))
    session.press(Command.WHY)
    session.press(Command.HELP)
    assert session.help and session.why is None
    session.press(Command.WHY)
    assert session.why is not None and not session.help


def test_a_later_message_retires_the_refusal(session):
    session.click(over("D4"))
    session.hover(None)
    assert session.controller.refused is not None
    session.controller.message = "Saved to game.yaml."
    assert session.controller.refused is None and session.press(Command.WHY) is Change.PANEL and session.why is None
    assert session.game.history == [] and isinstance(session.game.pending().choices[0], Place)
