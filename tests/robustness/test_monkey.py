"""Monkey test: random clicks, drags, wheel turns and keys on the play screen, across whole games.

Throughout, the scene shows the state, the game keeps its invariants and the HUD
shows the round, whose turn it is and each player's score as the rules count it.
The default run plays two games (solo, and two B-sides); ``pytest -m slow`` plays all six.
"""
import random
import re

import pytest

from dragonarium.app.host import KEYS
from dragonarium.play.base.commands import Command, DragonChoice, StoneChoice
from dragonarium.rules import ChooseElement, Element, Terrain
from dragonarium.rules.engine.game import Game, Seat
from dragonarium.rules.engine.scoring import score

from tests.app.driver import SIZE, Driver, open_screen
from tests.support.games import CATALOG
from tests.support.invariants import check_invariants

JUNK_PRESSES = ([ChooseElement(element) for element in Element] + [StoneChoice(element) for element in Element]
                + [DragonChoice(terrain) for terrain in Terrain]
                + [Command.TRADE, Command.UNDO, Command.REDO, Command.AUTO, Command.OVERLAY, Command.LEGAL_MAP,
                   Command.HELP, Command.ROTATE, Command.WHY])


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
        presses = [b.press for b in screen.controller.buttons()] + [command for command, _ in screen.session.switches()
                                                                     if command is not Command.BACK]
        screen.press(rng.choice(presses + JUNK_PRESSES))
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


PLAYER_LINE = re.compile(r"^(?P<marker>[> ]) (?P<name>.+?): (?P<points>-?\d+)[ \xa0]points?\b")


def check_hud(screen):
    """The HUD's text agrees with the state: round, whose turn, each player's score."""
    state = screen.game.state
    status = screen.hud.panels["status"].getText()
    assert re.match(rf"Round {state.round}\b", status), status
    if not state.over and not state.solo:
        assert f"{state.seats[state.current].name} to play" in status.splitlines()[0], status
    if state.over:
        assert "game over" in status
    lines = screen.hud.panels["players"].getText().splitlines()
    assert len(lines) == len(state.seats), lines
    for index, (line, seat, board) in enumerate(zip(lines, state.seats, state.boards)):
        shown = PLAYER_LINE.match(line)
        assert shown is not None, line
        assert shown["name"] == seat.name
        assert int(shown["points"]) == score(board).total, (line, score(board).total)
        assert (shown["marker"] == ">") == (index == state.current and not state.over), line


def check(screen):
    check_invariants(screen.game)
    screen.refresh()
    assert screen.table.matches(screen.game.state), "the scene shows the state"
    check_hud(screen)


SLOW = pytest.mark.slow


@pytest.mark.parametrize("sides, seed", [
    (["library"], 1), pytest.param(["library", "library"], 2, marks=SLOW),
    pytest.param(["library"] * 3, 3, marks=SLOW), pytest.param(["library"] * 4, 4, marks=SLOW),
    pytest.param(["marble-quarry", "church-ruins"], 5, marks=SLOW), pytest.param(["lostwing-cliffs", "eternal-shrines"], 6, marks=SLOW),
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
            if screen.table_menu.shown:  # Esc opened the table's menu: it holds the game until closed
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
