"""The cell cursor by keys: where it starts for each decision, how the arrows move it as the camera shows the
board, and what Enter and the digits do (the same as a click on what the cursor is on)."""
from dragonarium.play.base.changes import Change
from dragonarium.play.base.commands import Command, StoneChoice
from dragonarium.play.base.picks import CellPick, SitePick
from dragonarium.play.key_play import KeyPlay, choice_presses
from dragonarium.play.session import PlaySession
from dragonarium.play.table.key_cursor import Direction, moved, step_of
from dragonarium.rules import Draft, Element, Game, Phase, Placement, Seat, parse_cell, parse_position

from tests.support.games import CATALOG
from tests.support.positions import FALLBACK


def two_people(seed: int = 3) -> KeyPlay:
    return KeyPlay(PlaySession(Game(CATALOG, [Seat("Ann", "library"), Seat("Bob", "library")], seed)))


def test_the_up_arrow_moves_away_from_the_viewer_however_the_camera_turned():
    assert step_of(Direction.UP) == (-1, 0) and step_of(Direction.RIGHT) == (0, 1)
    # a quarter turn anticlockwise: the camera looks along the rows from the right-hand side
    assert step_of(Direction.UP, 1) == (0, -1) and step_of(Direction.RIGHT, 1) == (-1, 0)
    assert step_of(Direction.UP, 2) == (1, 0) and step_of(Direction.LEFT, 4) == step_of(Direction.LEFT)


def test_the_cursor_stays_on_the_board_and_on_the_site():
    keys = two_people()
    state = keys.session.game.state
    corner = CellPick(0, parse_cell("A5"))
    assert moved(state, corner, Direction.LEFT) == corner and moved(state, corner, Direction.UP) == corner
    assert moved(state, corner, Direction.RIGHT) == CellPick(0, parse_cell("B5"))
    assert moved(state, corner, Direction.DOWN) == CellPick(0, parse_cell("A4"))
    last = SitePick(len(state.site) - 1)
    assert moved(state, last, Direction.RIGHT) == last and moved(state, SitePick(0), Direction.LEFT) == SitePick(0)
    assert moved(state, SitePick(0), Direction.RIGHT) == SitePick(1)


def test_a_draft_then_a_placement_by_digits_arrows_and_enter():
    keys = two_people()
    game = keys.session.game
    assert keys.follow() == SitePick(0) and keys.mark() is None, "not drawn before a key uses it"
    assert keys.number(Command.CHOOSE_2) is Change.ALL | Change.POINTER and game.history == [Draft(1)]
    assert keys.follow() == CellPick(0, parse_cell("C3")), "the middle of the board"
    assert keys.arrow(Command.CURSOR_RIGHT) & Change.POINTER and keys.cursor == CellPick(0, parse_cell("D3"))
    assert keys.session.controller.hovered == keys.cursor, "the held tile follows the cursor"
    assert keys.session.pointer_mark() is not None
    place = game.legal_actions()[0]
    while keys.session.controller.rotation != Placement(place.cells).rotation:
        keys.session.press(Command.ROTATE)
    for _step in range(8):
        row, column = place.cells[0][0] - keys.cursor.cell[0], place.cells[0][1] - keys.cursor.cell[1]
        if (row, column) != (0, 0):
            keys.arrow(Command.CURSOR_DOWN if row > 0 else Command.CURSOR_UP if row < 0 else
                       Command.CURSOR_RIGHT if column > 0 else Command.CURSOR_LEFT)
    assert keys.cursor == CellPick(0, place.cells[0])
    assert keys.enter() & Change.TABLE and game.history[-1] == place
    assert game.pending().phase is not Phase.PLACE


def test_digits_press_a_choices_buttons_and_say_why_not_elsewhere():
    keys = KeyPlay(PlaySession(Game.from_state(parse_position(FALLBACK))))
    assert choice_presses(keys.session)[:1] == [StoneChoice(Element.FIRE)]
    assert keys.number(Command.CHOOSE_9) is Change.PANEL and "9" in keys.session.controller.message
    assert keys.shown and keys.mark() is None, "no cursor drawn while only a button chooses"
    keys.number(Command.CHOOSE_1)
    assert keys.session.controller.choice == StoneChoice(Element.FIRE)
    assert keys.mark() == CellPick(0, parse_cell("C3")), "on a cell to choose, the nearest the middle"
    keys.enter()
    assert keys.session.game.history[-1].cell == parse_cell("C3")
