"""A computer's turn is the computer's: no ghost under the person's pointer, no prompt to place, no cells to
choose; a line says what the computer is doing, and the hover panel still describes the cell under the pointer."""
import pytest

from dragonarium.play.hud import board_title, hover_text, hud_lines, message_text
from dragonarium.play.table.computer_turn import computer_doing
from dragonarium.play.base.picks import CellPick
from dragonarium.play.session import PlaySession
from dragonarium.play.table.marks import CellFrames, TileGhost, held_tile
from dragonarium.play.base.commands import Command
from dragonarium.play.table.describe import stack_lines
from dragonarium.rules import (PROMPTS, Draft, Game, Phase, Seat, Terrain, parse_cell, parse_position, square_word,
                               tile_name)

from tests.support.games import CATALOG
from tests.game.test_waiting_positions import EXTRA, FALLBACK, NEST, REWARD, STONE

ELEMENT = """format: dragonarium-position
version: 2
players:
  - name: Ann
    cells: {B4: [fire/fire:f=f]}
  - {name: You}
site: [T01, T02]
supply: [T03, T04]
pending: element
"""


def computer(text: str, name: str = "Ann") -> str:
    """The position ``text`` with ``name`` played by the easy computer player."""
    assert f"  - name: {name}\n" in text
    return text.replace(f"  - name: {name}\n", f"  - name: {name}\n    kind: easy\n", 1)


PLACE = """format: dragonarium-position
version: 2
players:
  - name: Bob
    cells: {B4: [fire/fire:f=f], C4: [royal]}
  - {name: You}
site: [T01, T02]
supply: [T03, T04]
pending: place
tile: T13
"""


def placing() -> PlaySession:
    """Bob, the easy computer player, has drafted the fire/royal tile (T13) and is about to place it."""
    game = Game.from_state(parse_position(computer(PLACE, "Bob")))
    assert game.pending().phase is Phase.PLACE and game.state.current == 0
    return PlaySession(game)


@pytest.fixture
def bob_places():
    session = placing()
    yield session
    session.close()


def test_over_the_computers_board_no_ghost_follows_the_pointer(bob_places):
    session = bob_places
    for at in ("A1", "C3", "E5"):
        session.hover(CellPick(0, parse_cell(at)))
        assert session.controller.ghost() is None and session.pointer_mark() is None
        assert session.held_tile() is None
    assert not any(isinstance(mark, (TileGhost, CellFrames)) for mark in session.decision_marks())
    assert session.refusal() is None, "no verdict to explain"


def test_the_marks_never_float_a_computers_tile():
    session = placing()
    try:
        state, decision = session.game.state, session.game.pending()
        for pointer in (None, CellPick(1, parse_cell("C3"))):
            assert held_tile(state, decision, 0, pointer) is not None, "a person's tile would float"
            assert held_tile(state, decision, 0, pointer, computer=True) is None
    finally:
        session.close()


def test_the_banner_and_the_status_say_the_computer_is_placing_its_tile(bob_places):
    session = bob_places
    session.hover(CellPick(0, parse_cell("B2")))
    state = session.game.state
    line = "Bob (computer) is placing the fire/royal tile"
    assert tile_name(state.tile("T13")) == "fire/royal tile"
    assert session.controller.prompt() == line + "."
    assert message_text(session).splitlines()[0] == line + "."
    assert hud_lines(state)["status"][1] == line
    words = message_text(session) + "\n".join(hud_lines(state)["status"])
    assert "click to place" not in words and "your board" not in words


def test_the_hover_panel_still_describes_the_cell_under_the_pointer(bob_places):
    session = bob_places
    session.hover(CellPick(0, parse_cell("C4")))
    state = session.game.state
    text = hover_text(state, session.controller.hovered)
    assert text.splitlines() == [board_title("Bob")] + stack_lines(state.boards[0], parse_cell("C4"))
    assert text.splitlines()[1] == "C4, level 1" and square_word(Terrain.ROYAL) in text


def test_the_wheel_and_r_leave_a_computers_tile_alone(bob_places):
    assert not bob_places.holding, "the wheel zooms and a right click turns nothing"
    bob_places.press(Command.ROTATE)
    assert bob_places.controller.rotation == 0 and "(computer) is playing" in bob_places.controller.message


@pytest.mark.parametrize("text, phase, named", [
    (computer(ELEMENT), Phase.ELEMENT, ""), (computer(NEST), Phase.NEST, "water"),
    (computer(STONE, "Coco"), Phase.STONE, "air stone"), (computer(REWARD), Phase.REWARD_STONE, ""),
    (computer(FALLBACK), Phase.FALLBACK_STONE, ""), (computer(EXTRA), Phase.EXTRA_DRAGON, "")],
    ids=["element", "nest", "stone", "reward-stone", "fallback-stone", "extra-dragon"])
def test_every_decision_of_a_computer_is_said_as_its_own(text, phase, named):
    game = Game.from_state(parse_position(text))
    session = PlaySession(game)
    try:
        assert game.pending().phase is phase
        name = game.seats[game.state.current].name
        prompt = session.controller.prompt()
        status = hud_lines(game.state)["status"][1]
        assert prompt.startswith(f"{name} (computer) is ") and status.startswith(f"{name} (computer) is ")
        assert named in status
        assert PROMPTS[phase] not in prompt.lower() and "first pick" not in prompt
        assert session.controller.targets() == []
        assert not any(isinstance(mark, CellFrames) for mark in session.decision_marks()), "no cell to choose"
        before = list(game.history)
        session.click(CellPick(game.state.current, parse_cell("C3")))
        assert game.history == before and "(computer) is playing" in session.controller.message
    finally:
        session.close()


def test_a_computer_drafting_is_said_too():
    game = Game(CATALOG, [Seat("Bob", kind="easy"), Seat("You")], 4)
    session = PlaySession(game)
    try:
        assert game.pending().phase is Phase.DRAFT
        assert session.controller.prompt() == "Bob (computer) is drafting a tile from the planning site."
    finally:
        session.close()


def test_a_persons_turn_still_asks_them_to_place():
    game = Game(CATALOG, [Seat("You"), Seat("Bob", kind="easy")], 4)
    session = PlaySession(game)
    try:
        game.apply(Draft(0))
        session.hover(CellPick(0, parse_cell("C3")))
        assert session.pointer_mark() is not None and session.holding
        assert "click to place" in session.controller.prompt()
        assert hud_lines(game.state)["status"][1] == "Place the tile on your board"
    finally:
        session.close()


def test_a_game_stepped_through_names_a_computers_decision_instead_of_saying_it_plays():
    game = Game(CATALOG, [Seat("Bob", kind="easy"), Seat("You")], 4)
    live, replayed = hud_lines(game.state)["status"][1], hud_lines(game.state, live=False)["status"][1]
    assert live == computer_doing(game.state)
    assert replayed != live and replayed == hud_lines(Game(CATALOG, [Seat("Bob"), Seat("You")], 4).state)["status"][1]


def test_a_turn_still_ending_is_said_in_the_round_it_was_played():
    from dragonarium.play.table.computer_turn import ending_status
    from tests.support.games import new_game

    game = new_game(2, 4)
    while game.state.round == 1:
        last = game.state.current
        game.apply(game.legal_actions()[0])
    assert ending_status(game.state, last, walking=True) == [f"Round 1 - the turn of P{last + 1} is ending",
                                                             f"The Assistant of P{last + 1} is walking"]
    while game.state.turn == 0:
        last = game.state.current
        game.apply(game.legal_actions()[0])
    assert ending_status(game.state, last, walking=False)[0] == f"Round 2 - the turn of P{last + 1} is ending"
