"""Monkey test: random clicks, drags, wheel turns and keys on the play screen, across whole games."""
import random

import pytest

from dragonarium.app.host import KEYS
from dragonarium.play.hud import hud_lines
from dragonarium.rules.game import Game, Seat

from tests.app.driver import SIZE, Driver, open_screen
from tests.game.play import CATALOG

JUNK_NAMES = ["fire", "water", "air", "royal", "trade", "undo", "redo", "auto", "overlay", "map", "help", "nonsense"]


def junk(screen, rng):
    """One random input a player might make, sensible or not."""
    x, y = rng.uniform(0, SIZE[0]), rng.uniform(0, SIZE[1])
    kind = rng.randrange(9)
    if kind == 0:
        screen.pointer(x, y)
    elif kind == 1:
        screen.pointer(x, y)
        screen.left_click(x, y)
    elif kind == 2:
        screen.wheel(rng.choice([1, -1]), rng.random() < 0.3)
    elif kind == 3:
        screen.key(rng.choice(KEYS))
    elif kind == 4:
        names = [b.name for b in screen.controller.buttons()] + [name for name, _ in screen.toggles()
                                                                  if name != "back"]
        screen.press(rng.choice(names + JUNK_NAMES))
    elif kind == 5:
        button = rng.choice(["middle", "right"])
        screen.drag.press(button, x, y)
        for _ in range(rng.randrange(4)):
            screen.drag.move(x + rng.uniform(-60, 60), y + rng.uniform(-60, 60))
        screen.drag.release(button)
    elif kind == 6:
        screen.right_click()
    elif kind == 7:
        screen.tick(rng.uniform(0.0, 0.5))
    else:
        screen.key("escape")


def check(screen):
    state = screen.game.state
    assert state.dragons_in_play() == 48
    screen.refresh()
    assert screen.table.matches(state), "the scene shows the state"
    assert screen.hud.panels["players"].getText() == "\n".join(hud_lines(state)["players"])


@pytest.mark.parametrize("sides, seed", [
    (["library"], 1), (["library", "library"], 2), (["library"] * 3, 3), (["library"] * 4, 4),
    (["marble-quarry", "church-ruins"], 5), (["lostwing-cliffs", "eternal-shrines"], 6),
])
def test_random_input_across_a_whole_game(sides, seed):
    game = Game(CATALOG, [Seat(f"P{i}", side) for i, side in enumerate(sides)], seed)
    screen = open_screen(game)
    driver = Driver(screen)
    rng = random.Random(seed)
    events = 0
    try:
        while not game.over:
            if screen.save_dialog is not None:
                screen.key("escape")
            if rng.random() < 0.08:
                driver.play(rng.choice(game.legal_actions()))
            else:
                junk(screen, rng)
                events += 1
            if events % 25 == 0:
                check(screen)
        check(screen)
        assert events > 500
    finally:
        screen.cleanup()
