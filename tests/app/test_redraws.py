"""The play screen redraws each part once per event, and a pointer move over the same square redraws nothing."""
from dragonarium.rules.engine.game import Game, Phase, Seat

from tests.app.driver import Driver, open_screen
from tests.support.games import CATALOG


def counting_table_shows(screen) -> list:
    shows = []
    original = screen.table.show

    def show(state):
        shows.append(len(screen.game.history))
        original(state)

    screen.table.show = show
    return shows


def test_a_click_that_moves_the_game_redraws_once():
    game = Game(CATALOG, [Seat("A"), Seat("B")], 4)
    screen = open_screen(game)
    driver = Driver(screen)
    try:
        pixel = driver.slot_pixel(0)
        screen.pointer(*pixel)
        shows = counting_table_shows(screen)
        before = screen.redraws
        screen.left_click(*pixel)
        assert game.pending().phase is Phase.PLACE
        assert screen.redraws - before == 1 and shows == [1]
    finally:
        screen.cleanup()


def test_pointer_moves_redraw_only_when_the_square_under_them_changes():
    game = Game(CATALOG, [Seat("A"), Seat("B")], 4)
    screen = open_screen(game)
    driver = Driver(screen)
    try:
        driver.play(game.legal_actions()[0])  # hold a tile
        player = game.state.current
        x, y = driver.cell_pixel(player, (1, 1))
        screen.pointer(x, y)
        shows = counting_table_shows(screen)
        before = screen.redraws
        screen.pointer(x + 1, y)  # the same square
        assert screen.redraws == before
        screen.pointer(*driver.cell_pixel(player, (3, 3)))
        assert screen.redraws == before + 1 and shows == [], "a pointer move never rebuilds the table"
        assert not screen.root.find("**/ghost").isEmpty()
    finally:
        screen.cleanup()


def test_a_refused_click_redraws_the_panels_but_not_the_table():
    game = Game(CATALOG, [Seat("A"), Seat("B")], 4)
    screen = open_screen(game)
    driver = Driver(screen)
    try:
        other = 1 - game.state.current
        pixel = driver.cell_pixel(other, (0, 0))
        screen.pointer(*pixel)
        shows = counting_table_shows(screen)
        before = screen.redraws
        screen.left_click(*pixel)
        assert screen.redraws - before == 1 and shows == []
        assert "another player's board" in screen.message.getText()
    finally:
        screen.cleanup()
