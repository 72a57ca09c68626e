"""On the play screen, a computer's placement is its own: the person's pointer over the computer's board draws no
ghost and no verdict, the banner says what the computer is doing, and the hover panel still describes the cell."""
from dragonarium.play.hud import board_title
from dragonarium.rules import Game, parse_cell, parse_position

from tests.app.driver import Driver, open_screen
from tests.play.test_computer_turn import PLACE, computer


def test_the_pointer_over_a_computers_board_draws_no_ghost_while_it_places():
    game = Game.from_state(parse_position(computer(PLACE, "Bob")))
    screen = open_screen(game)
    try:
        driver = Driver(screen)
        for at in ("A1", "C4", "E5"):
            screen.pointer(*driver.cell_pixel(0, parse_cell(at)))
            hovered = screen.controller.hovered
            assert hovered is not None and (hovered.player, hovered.cell) == (0, parse_cell(at))
            assert screen.root.find("**/ghost").isEmpty() and screen.root.find("**/ghost-outline").isEmpty()
            assert screen.marks.held is None or screen.marks.held.isHidden()
            assert screen.overlay.find("**/ghost-label").node().getText() == "", "no level, no 'Not here'"
            assert screen.message.getText().splitlines()[0] == "Bob (computer) is placing the fire/royal tile."
            assert screen.hover_panel.getText().splitlines()[:2] == [board_title("Bob"), f"{at}, level " +
                                                                     str(game.state.boards[0].level(parse_cell(at)))]
        screen.wheel(1)
        assert screen.controller.rotation == 0, "the wheel zooms: the tile is the computer's"
    finally:
        screen.cleanup()
