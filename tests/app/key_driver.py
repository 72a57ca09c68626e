"""Playing through the real play screen by key events alone: the keys are sent as a window sends them (Panda3D's
messenger, heard by the host), never a click nor a method of the screen."""
from __future__ import annotations

from typing import Callable, Hashable

from direct.showbase.MessengerGlobal import messenger

from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.play.base.commands import Command, DragonChoice, StoneChoice
from dragonarium.play.base.picks import CellPick, Pick
from dragonarium.play.key_play import choice_presses
from dragonarium.play.table.key_cursor import Direction, toward
from dragonarium.rules import ChooseElement, Draft, ExtraDragon, FreeStone, Nest, Place, Placement, Stone, Trade

ARROWS = {Direction.UP: "arrow_up", Direction.DOWN: "arrow_down", Direction.LEFT: "arrow_left",
          Direction.RIGHT: "arrow_right"}


def press(key: str) -> None:
    """A key as the window sends it."""
    messenger.send(key)


class KeyDriver:
    """Plays actions on the screen ``screen()`` shows (the app's screen on show) with keys only."""

    def __init__(self, screen: Callable[[], GameScreen]) -> None:
        self.screen = screen
        self.keys = 0
        """How many keys were sent."""

    def key(self, name: str) -> None:
        self.keys += 1
        press(name)

    def cursor_to(self, target: Pick) -> None:
        """Arrows until the cursor is on ``target`` (each step the one that brings it nearer, as the camera shows
        the board)."""
        keys = self.screen().keys
        for _step in range(20):
            cursor = keys.play.follow()
            assert cursor is not None, "no cursor"
            if keys.play.shown and cursor == target:
                return
            turns = keys.turns(cursor)
            state = self.screen().game.state
            self.key(ARROWS[toward(state, cursor, target, turns)])
        raise AssertionError(f"the cursor never reached {target}")

    def focus_on(self, stop: Hashable) -> None:
        """Tab until the focus is on ``stop`` (a stop's name, or the widget itself)."""
        focus = self.screen().keys.focus
        for _step in range(40):
            if focus.focused == stop or (focus.focused is not None and focus.focused_widget() is stop):
                return
            self.key("tab")
        raise AssertionError(f"Tab never reached {stop}")

    def choose(self, choice) -> None:
        """The digit of the choice's button that sends ``choice``."""
        presses = choice_presses(self.screen().session)
        self.key(str(presses.index(choice) + 1))

    def play(self, action) -> None:
        """Carry out ``action`` with keys only."""
        screen = self.screen()
        player = screen.game.state.current
        if isinstance(action, Draft):
            self.key(str(action.slot + 1))
            return
        if isinstance(action, ChooseElement):
            self.choose(action)
            return
        if isinstance(action, Place):
            rotation = Placement(action.cells).rotation
            while screen.controller.rotation != rotation:
                self.key("r")
            cell = action.cells[0]
        elif isinstance(action, (Nest, Stone)):
            cell = action.cell
        elif isinstance(action, FreeStone):
            self.choose(StoneChoice(action.element))
            cell = action.cell
        elif isinstance(action, ExtraDragon):
            self.choose(DragonChoice(action.terrain))
            cell = action.cell
        elif isinstance(action, Trade):
            self.focus_on(("sends", (Command.TRADE,)))
            self.key("enter")
            cell = action.cell
        else:
            raise AssertionError(f"no keys for {action}")
        self.cursor_to(CellPick(player, cell))
        self.key("enter")
