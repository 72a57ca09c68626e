"""The play screen's keys (``commands.KEY_TABLE[KeySet.PLAY]``), the mouse's work by keys alone among them: the cell
cursor the arrows move (``play.key_play``), drawn on the table, and the focus ``Tab`` walks from the board through
every button and switch (the table's menu's alone while it is open), drawn as a ring.

``Enter`` clicks where the cursor is while the board has the focus, and presses the button with the focus; Space
presses it too (with the board focused it hurries a computer's turn). A new decision that is a button's (the
Assistant's element, a stone's element, a dragon's type) puts the focus on its first button once the keys are in
use; one that is a cell's, on the board.
"""
from __future__ import annotations

from typing import Any, Hashable, Optional

from panda3d.core import NodePath

from dragonarium.i18n import N_, _
from dragonarium.play.base.changes import Change
from dragonarium.play.base.commands import (CAMERA_COMMANDS, CAMERA_KEYS, CHOOSE_NUMBERS, KEY_TABLE, WHILE_TYPING,
                                            Command, KeySet, Press)
from dragonarium.play.base.picks import CellPick, Pick
from dragonarium.play.key_play import DIRECTIONS, KeyPlay, choice_presses
from dragonarium.app.scene.camera_controls import BOARDS
from dragonarium.app.scene.cursor_mark import cursor_node
from dragonarium.app.ui.key_focus import KeyFocus

NOTHING_TO_REACH = N_("Tab has nothing else to reach now (F1 or Esc closes the help over the table).")
BOARD = "board"
"""The board's stop in the focus order: the cell cursor."""


def sends(press: Press) -> Hashable:
    """The stop name of the button that sends ``press`` (``key_focus.stop_name``)."""
    return ("sends", (press,))


class PlayKeys:
    """The keys of ``screen``, a ``GameScreen`` (which owns this part: typed loosely, as it imports it)."""

    def __init__(self, screen: Any) -> None:
        self.screen = screen
        self.play = KeyPlay(screen.session)
        self.focus = KeyFocus(screen.base.render2d, self._roots, self._lead)
        self._node: Optional[NodePath] = None
        self._drawn: Optional[tuple] = None
        self._pointer: Optional[tuple[float, float]] = None
        self._moment: Optional[tuple] = None

    def _menu(self) -> Optional[NodePath]:
        return self.screen.table_menu.frame

    def _roots(self) -> tuple[NodePath, ...]:
        menu = self._menu()
        return (menu,) if menu is not None else (self.screen.overlay,)

    def _lead(self) -> tuple[str, ...]:
        return () if self._menu() is not None else (BOARD,)

    @property
    def in_use(self) -> bool:
        """The keys took over from the mouse (the cursor or the focus shows)."""
        return self.play.shown or self.focus.focused is not None

    def turns(self, cursor: Optional[Pick]) -> int:
        """How many quarter turns anticlockwise the camera is from the seat of the board the cursor is on."""
        places = self.screen.table.places
        player = cursor.player if isinstance(cursor, CellPick) else self.screen.game.state.current
        if not places or player >= len(places):
            return 0
        return round((self.screen.controls.view.heading - places[player].heading) / 90) % 4

    # -- keys --------------------------------------------------------------------------------------
    def key(self, name: str) -> bool:
        """A key press; False when nothing here uses it (or a file name is being typed with it)."""
        screen = self.screen
        command = KEY_TABLE[KeySet.PLAY].get(name)
        if command is None or (screen.saving.dialog is not None and command not in WHILE_TYPING):
            return False
        if command in (Command.FOCUS_NEXT, Command.FOCUS_PREVIOUS):
            before = self.focus.focused
            self.focus.key(command)
            self._moment = self._decision_moment()
            if self.focus.focused == before:  # the help over the table, say
                screen.controller.message = _(NOTHING_TO_REACH)
                screen.apply(Change.PANEL)
            screen.request_frame(scene=False)
            return True
        if command in (Command.ACTIVATE, Command.HURRY) and (self.focus.focused_widget() is not None
                                                             or self._menu() is not None):
            self.focus.activate()
            screen.request_frame(scene=False)
            return True
        if screen.table_menu.blocks(command):
            return True
        if command in CAMERA_COMMANDS:
            return screen.controls.command(command)
        if (command in DIRECTIONS or command in CHOOSE_NUMBERS) and self._camera_after_game(name):
            return True
        if command not in DIRECTIONS and command not in CHOOSE_NUMBERS and command is not Command.ACTIVATE:
            screen.press(command)
            return True
        if not screen.pace.others_turn:
            screen.motion.finish()  # a key during a person's change shows its end at once, and acts
        if command in DIRECTIONS:
            self.focus.put(BOARD)
            screen.apply(self.play.arrow(command, self.turns(self.play.follow())))
        elif command in CHOOSE_NUMBERS:
            screen.apply(self.play.number(command))
        else:
            self.focus.put(BOARD)
            screen.apply(self.play.enter())
        return True

    def _camera_after_game(self, name: str) -> bool:
        """Once the game is over no cell or choice is left to reach: a digit shows that player's board and an arrow
        turns the camera, as they do with Shift; True when it did (a digit past the players says why not)."""
        camera = CAMERA_KEYS.get(name)
        if not self.screen.game.over or camera is None:
            return False
        if camera in BOARDS and BOARDS.index(camera) >= len(self.screen.table.places):
            return False
        return self.screen.controls.command(camera)

    def holds_pointer(self, x: float, y: float) -> bool:
        """The pointer is at (x, y): True while the cursor is in use and the pointer has not moved (it picks
        nothing then); a pointer that moved takes over from the cursor."""
        if self._pointer == (x, y):
            return self.play.shown
        self._pointer = (x, y)
        if self.play.shown:
            self.screen.apply(self.play.hide())  # the line under the table speaks of the mouse again
        return False

    # -- keeping in step ---------------------------------------------------------------------------
    def _decision_moment(self) -> tuple:
        session = self.screen.session
        controller = session.controller
        return (len(session.game.history), controller.decision.phase, controller.choice, controller.trading,
                session.computer_to_move)

    def before(self) -> Change:
        """Before a redraw: the held tile is where the cursor is (a turn ended under it, say)."""
        cursor = self.play.mark()
        controller = self.screen.session.controller
        if cursor is None or controller.hovered == cursor:
            return Change.NONE
        return self.screen.session.hover(cursor)

    def after(self) -> None:
        """After a redraw: the focus on a new decision's stop, the ring round its button (made anew) and the
        cursor on the table."""
        moment = self._decision_moment()
        if moment != self._moment and self.in_use:
            presses = choice_presses(self.screen.session)
            button_first = presses and not self.screen.session.controller.targets()
            self.focus.put(sends(presses[0]) if button_first else BOARD)
        elif self.focus.focused is not None:
            self.focus.show()
        self._moment = moment
        self._draw()

    def _draw(self) -> None:
        cursor = self.play.mark()
        state = self.screen.game.state
        drawn = None if cursor is None else (cursor, len(self.screen.game.history), state.current)
        if drawn == self._drawn:
            return
        self._drawn = drawn
        if self._node is not None:
            self._node.removeNode()
            self._node = None
        if cursor is not None:
            self._node = cursor_node(self.screen.root, self.screen.table.places, state, cursor)
        self.screen.request_frame()

    def cleanup(self) -> None:
        self.focus.reset()
        if self._node is not None:
            self._node.removeNode()
            self._node = None
