"""A refusal's message belongs to the moment it describes: it stays while the pointer is on the refused choice, off the
board or over another refused ghost, and goes (with the "Why?" button) once the pointer shows a choice that is
allowed; an open "Why?" panel stays until it is closed."""
import pytest

from dragonarium.play.base.changes import Change
from dragonarium.play.base.commands import Command
from dragonarium.play.base.picks import CellPick, Pick, SitePick
from dragonarium.play.session import PlaySession
from dragonarium.rules import Game, Nest, Phase, Place, parse_cell, parse_position

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
"""Ann holds an air tile: on D4 (its egg needs a stone) or C4 it is refused, on A1 it goes."""


def over(name: str, player: int = 0) -> Pick:
    return CellPick(player, parse_cell(name), (0.0, 0.0, 0.0))


@pytest.fixture
def session():
    session = PlaySession(Game.from_state(parse_position(TABLE)))
    yield session
    session.close()


def why_shown(session: PlaySession) -> bool:
    return any(button.press is Command.WHY for button in session.buttons())


def test_a_refused_placement_stays_on_show_until_a_legal_ghost_shows(session):
    session.click(over("D4"))
    message = session.controller.message
    assert session.controller.refused == Place((parse_cell("D4"), parse_cell("E4"))) and why_shown(session)
    for pick in (None, over("C4"), over("D4"), over("B2", player=1)):  # off the board, refused ghosts, Bob's board
        session.hover(pick)
        assert session.controller.message == message and why_shown(session), pick
    assert session.hover(over("A1")) == Change.POINTER | Change.PANEL
    assert session.controller.ghost().verdict.legal
    assert session.controller.message == "" and session.controller.refused is None and not why_shown(session)
    assert session.hover(over("D4")) is Change.POINTER, "gone for good"
    assert session.controller.message == ""


def test_turning_the_tile_to_a_placement_that_goes_takes_the_refusal_away(session):
    session.click(over("E2"))  # its second square off the board
    assert session.controller.refused is not None
    assert session.controller.rotate(1) == Change.POINTER | Change.PANEL
    assert session.controller.ghost().verdict.legal and session.controller.message == ""


def test_an_open_why_panel_stays_until_closed(session):
    session.click(over("D4"))
    session.press(Command.WHY)
    explained = session.why
    session.hover(over("A1"))
    assert session.controller.message == "" and session.why is explained
    assert session.press(Command.WHY) is Change.PANEL and session.why is None


def test_a_refused_nest_goes_once_the_pointer_is_on_a_cell_to_choose(session):
    session.click(over("B4"))
    assert session.game.pending().phase is Phase.NEST
    session.click(over("E2"))
    assert session.controller.refused == Nest(parse_cell("E2"))
    session.hover(None)
    session.hover(over("E2"))
    assert session.controller.refused is not None, "still on the refused cell"
    session.hover(over("A1"))
    assert session.controller.refused is None and not why_shown(session)


def test_a_click_on_another_board_is_said_until_a_legal_ghost_shows(session):
    session.click(over("A1", player=1))
    said = session.controller.message
    assert said
    session.hover(SitePick(0))  # the site is for drafting: nothing to choose there now
    assert session.controller.message == said
    session.hover(over("A1"))
    assert session.controller.message == ""


def test_a_notice_that_is_no_refusal_stays(session):
    session.click(over("A1"))
    session.press(Command.UNDO)
    undone = session.controller.message
    assert undone
    session.hover(over("B2"))
    assert session.controller.message == undone
