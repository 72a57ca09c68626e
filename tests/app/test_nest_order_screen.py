"""Two hatched dragons of different types wait: the play screen offers a button for each, the first due picked,
says which nests with the next click, and nests the one picked where the cell is clicked."""
from dragonarium.play.base.commands import DragonChoice
from dragonarium.rules import Game, Nest, Phase, Terrain, parse_position

from tests.app.driver import Driver, open_screen
from tests.support.hatches import CLIFFS, PLACE

FIRE, WATER, AIR = Terrain.FIRE, Terrain.WATER, Terrain.AIR
E3, B1 = (2, 4), (4, 1)


def dragon_buttons(screen) -> list[tuple[DragonChoice, bool]]:
    return [(spec.press, spec.chosen) for spec in screen.buttons.specs if isinstance(spec.press, DragonChoice)]


def test_the_person_picks_which_dragon_nests_first_and_clicks_its_cell():
    game = Game.from_state(parse_position(CLIFFS))
    screen = open_screen(game)
    driver = Driver(screen)
    try:
        driver.play(PLACE)
        assert game.pending().phase is Phase.NEST
        assert dragon_buttons(screen) == [(DragonChoice(FIRE), True), (DragonChoice(WATER), False)]
        assert "Choose where the fire dragon nests; the water dragon nests after it" in screen.hud.texts["message"]
        screen.press(DragonChoice(WATER))
        assert dragon_buttons(screen) == [(DragonChoice(FIRE), False), (DragonChoice(WATER), True)]
        assert "Choose where the water dragon nests; the fire dragon nests after it" in screen.hud.texts["message"]
        driver.click(driver.cell_pixel(0, E3))
        assert game.history[-1] == Nest(E3, WATER)
        assert game.state.boards[0].dragons_on(E3) == (AIR, WATER)
        assert game.pending().phase is Phase.EXTRA_DRAGON
    finally:
        screen.cleanup()


def test_a_click_without_a_pick_nests_the_first_due_and_one_dragon_waiting_has_no_buttons():
    game = Game.from_state(parse_position(CLIFFS))
    screen = open_screen(game)
    driver = Driver(screen)
    try:
        driver.play(PLACE)
        driver.click(driver.cell_pixel(0, B1))
        assert game.history[-1] == Nest(B1, FIRE)
        assert game.pending().phase is Phase.NEST and dragon_buttons(screen) == []
        assert "Choose where the hatched dragon nests." in screen.hud.texts["message"]
    finally:
        screen.cleanup()
