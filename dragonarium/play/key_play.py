"""Playing a ``PlaySession`` by keys alone: the cell cursor the arrows move (the held tile follows it, ``Enter``
clicks where it is) and the digits that choose a site's tile or a choice's button.

The cursor goes where a click would: a ``CellPick`` on the board of the player to move, or a ``SitePick`` while
drafting (``play.table.key_cursor``). It is shown from the first key that moves or uses it, and put away when the
pointer moves over the table.
"""
from __future__ import annotations

from typing import Optional

from dragonarium.i18n import N_, _
from dragonarium.rules import ChooseElement, Phase
from dragonarium.play.base.changes import Change
from dragonarium.play.base.commands import CHOOSE_NUMBERS, Command, DragonChoice, Press, StoneChoice
from dragonarium.play.base.picks import Pick, SitePick
from dragonarium.play.session import PlaySession
from dragonarium.play.table.key_cursor import Direction, cursor_for, moved

DIRECTIONS = {Command.CURSOR_UP: Direction.UP, Command.CURSOR_DOWN: Direction.DOWN,
              Command.CURSOR_LEFT: Direction.LEFT, Command.CURSOR_RIGHT: Direction.RIGHT}
NO_CHOICE = N_("Digits take a tile of the planning site as you draft, or press a button of a choice (an element, "
               "a stone's element, a dragon's type): there is none now.")
NO_SUCH = N_("There is no choice {number} now.")
NOT_NOW = N_("The game is over: Tab reaches the final page's buttons.")


def choice_presses(session: PlaySession) -> list[Press]:
    """What the decision's own buttons send, in their order: the elements, a stone's elements, the dragons' types
    (the trade, undo and redo aside)."""
    return [button.press for button in session.buttons()
            if isinstance(button.press, (ChooseElement, StoneChoice, DragonChoice))]


class KeyPlay:
    """The keys' side of ``session``: where the cursor is, and what the arrows, ``Enter`` and the digits do."""

    def __init__(self, session: PlaySession) -> None:
        self.session = session
        self.cursor: Optional[Pick] = None
        """Where the cursor is (None: nothing to point at: a computer's turn, the game over)."""
        self.shown = False
        """The cursor is in use (a key moved or used it): drawn, and the held tile follows it."""
        self._moment: Optional[tuple] = None

    def _people_act(self) -> bool:
        return not (self.session.game.over or self.session.computer_to_move)

    def follow(self) -> Optional[Pick]:
        """Put the cursor where the decision now wants it (``key_cursor.cursor_for``); returns it."""
        if not self._people_act():
            self.cursor = None
            return None
        controller = self.session.controller
        decision = controller.decision
        moment = (len(self.session.game.history), decision.phase, decision.player, controller.trading,
                  controller.choice)
        self.cursor = cursor_for(self.session.game.state, decision, controller.targets(), self.cursor,
                                 moment != self._moment)
        self._moment = moment
        return self.cursor

    def mark(self) -> Optional[Pick]:
        """The cursor to draw: while it is in use, a person is to act and the decision is a click's (not while
        only a button chooses: the Assistant's element, a stone's element or a dragon's type to pick first)."""
        cursor = self.follow() if self.shown else None
        controller = self.session.controller
        if cursor is None or isinstance(cursor, SitePick) or controller.decision.phase is Phase.PLACE:
            return cursor
        return cursor if controller.targets() else None

    def hide(self) -> Change:
        """The pointer took over: the cursor is put away."""
        if not self.shown:
            return Change.NONE
        self.shown = False
        return Change.POINTER

    def _busy(self) -> Optional[Change]:
        """What a cursor key does when no person is to act: says why (nothing is played)."""
        if self._people_act():
            return None
        if self.session.game.over:
            self.session.controller.message = _(NOT_NOW)
            return Change.PANEL
        return self.session.controller.click(SitePick(0))  # as a click now: the computer's turn is said

    def arrow(self, command: Command, turns: int = 0) -> Change:
        """An arrow key: the cursor a step on, as the camera turned ``turns`` quarter turns from the seat shows the
        board; the held tile follows it."""
        busy = self._busy()
        if busy is not None:
            return busy
        self.shown = True
        cursor = self.follow()
        assert cursor is not None
        self.cursor = moved(self.session.game.state, cursor, DIRECTIONS[command], turns)
        return self.session.hover(self.cursor) | Change.POINTER

    def enter(self) -> Change:
        """Enter: click where the cursor is (the cursor shows first if it was put away)."""
        busy = self._busy()
        if busy is not None:
            return busy
        self.shown = True
        cursor = self.follow()
        change = self.session.click(cursor)
        return change | self._hover()

    def _hover(self) -> Change:
        """The cursor's pick hovered (the held tile shows there), once the decision moved on."""
        cursor = self.follow() if self.shown else None
        return Change.NONE if cursor is None else self.session.hover(cursor) | Change.POINTER

    def number(self, command: Command) -> Change:
        """A digit: the site's tile of that number while drafting, else the button of that number of the choice
        on offer (an element, a stone's element, a dragon's type)."""
        busy = self._busy()
        if busy is not None:
            return busy
        number = CHOOSE_NUMBERS[command]
        self.shown = True
        controller = self.session.controller
        if controller.decision.phase is Phase.DRAFT:
            if number > len(self.session.game.state.site):
                controller.message = _(NO_SUCH).format(number=number)
                return Change.PANEL
            self.cursor = SitePick(number - 1)
            return self.session.click(self.cursor) | self._hover()
        presses = choice_presses(self.session)
        if not presses:
            controller.message = _(NO_CHOICE)
            return Change.PANEL
        if number > len(presses):
            controller.message = _(NO_SUCH).format(number=number)
            return Change.PANEL
        return self.session.press(presses[number - 1]) | self._hover()
