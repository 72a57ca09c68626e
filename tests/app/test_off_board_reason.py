"""Off the player's board the held tile floats under the pointer: carried as itself over the table, drawn as refused
over another player's board; the words beside it say where it goes."""
import pytest

from dragonarium.app.scene.mark_layer import REFUSED_TEXT
from dragonarium.play.hud import off_board_text
from dragonarium.play.base.picks import CellPick
from dragonarium.rules.model.actions import Draft
from dragonarium.rules.engine.game import Game, Phase, Seat

from tests.app.driver import Driver, open_screen
from tests.support.games import CATALOG


def label(screen) -> str:
    return screen.overlay.find("**/ghost-label").node().getText()


@pytest.fixture
def holding():
    game = Game(CATALOG, [Seat("Ann"), Seat("You")], 4)
    screen = open_screen(game)
    driver = Driver(screen)
    driver.play(Draft(0))
    assert game.pending().phase is Phase.PLACE
    yield screen, driver
    screen.cleanup()


def test_over_the_table_the_tile_is_carried_as_itself_and_says_to_move_over_ones_board(holding):
    screen, driver = holding
    own = screen.game.state.current
    driver.cell_pixel(own, (2, 2))  # looks down at the player's board
    width, height = screen.base.win.getXSize(), screen.base.win.getYSize()
    screen.pointer(3, height // 2)  # the table's wood, beside the board
    held = screen.marks.held
    assert screen.controller.ghost() is None and held is not None and not held.isHidden()
    assert held.find("**/cross").isEmpty() and held.find("**/ghost-outline").isEmpty(), "nothing refused yet"
    assert held.find("**/ghost-slabs").getTexture() == screen.context.assets.textures["terrain_atlas"], "in its colours"
    assert label(screen) == "Move the tile over your board"
    assert screen.overlay.find("**/ghost-label").node().getTextColor() != REFUSED_TEXT


def test_over_another_players_board_the_reason_names_its_owner(holding):
    screen, driver = holding
    other = 1 - screen.game.state.current
    screen.pointer(*driver.cell_pixel(other, (2, 2)))
    assert screen.controller.hovered is not None and screen.controller.hovered.player == other
    name = screen.game.seats[other].name
    assert label(screen) == f"That is the board of {name}: place the tile on yours"
    held = screen.marks.held
    assert not held.isHidden() and not held.find("**/cross").isEmpty(), "it may not go there: a refused ghost's cross"
    assert held.find("**/ghost-slabs").getTexture() == screen.context.assets.grey("terrain_atlas"), "in greys"
    assert screen.overlay.find("**/ghost-label").node().getTextColor() == REFUSED_TEXT


def test_over_ones_own_board_the_verdict_replaces_the_reason(holding):
    screen, driver = holding
    own = screen.game.state.current
    screen.pointer(3, 3)
    screen.pointer(*driver.cell_pixel(own, (2, 2)))
    assert screen.controller.ghost() is not None and screen.marks.held.isHidden()
    assert "board" not in label(screen) and label(screen)


def test_the_reason_reads_right_for_any_name():
    game = Game(CATALOG, [Seat("Ann"), Seat("You")], 4)
    on_you = CellPick(1, (0, 0), (0.0, 0.0, 0.0))
    assert off_board_text(game.state, 0, on_you) == "That is the board of You: place the tile on yours"
    assert off_board_text(game.state, 1, on_you) == "Move the tile over your board"
    assert off_board_text(game.state, 0, None) == "Move the tile over your board"


def test_a_computer_players_tile_neither_follows_the_pointer_nor_asks_to_be_placed():
    game = Game(CATALOG, [Seat("Bot", kind="easy"), Seat("You")], 4)
    screen = open_screen(game)
    try:
        driver = Driver(screen)
        screen.apply(screen.controller.play(Draft(0)))  # the computer seat has drafted and is about to place
        assert game.pending().phase is Phase.PLACE and screen.controller.computer_turn
        screen.pointer(*driver.cell_pixel(1, (2, 2)))  # the human's own board
        assert screen.controller.hovered is not None and screen.controller.hovered.player == 1
        assert screen.marks.held is None or screen.marks.held.isHidden()
        assert "place the tile" not in label(screen)
        width, height = screen.base.win.getXSize(), screen.base.win.getYSize()
        screen.pointer(3, height // 2)  # the table's wood
        assert screen.marks.held is None or screen.marks.held.isHidden()
        assert label(screen) != "Move the tile over your board"
    finally:
        screen.cleanup()
