"""When the turn passes, the hover panel leaves the last player's board: it follows the player to move."""
from dragonarium.rules.engine.game import Game, Seat

from tests.app.driver import Driver, open_screen
from tests.support.games import CATALOG


def test_the_hover_panel_drops_the_last_players_board_when_the_turn_passes():
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4)
    screen = open_screen(game)
    try:
        driver = Driver(screen)
        first = game.state.current
        first_name = game.seats[first].name
        seen_own_board = False
        while game.state.current == first:
            driver.play(game.legal_actions()[0])
            if game.state.current == first and screen.controller.hovered is not None:
                seen_own_board |= screen.hover_panel.getText().startswith(f"Board of {first_name}")
        assert seen_own_board, "during the turn the panel showed the player's own board"
        assert f"Board of {first_name}" not in screen.hover_panel.getText()
        assert screen.controller.hovered is None
        # the pointer moves over the new player's board: the panel names it
        other = game.state.current
        driver.screen.pointer(*driver.cell_pixel(other, (2, 2)))
        assert screen.hover_panel.getText().startswith(f"Board of {game.seats[other].name}")
    finally:
        screen.cleanup()
