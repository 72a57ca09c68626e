"""What a button, a switch or a key means, as values: a ``Command``, or a piece of the game to choose.

The screens turn clicks and key names into these values and hand them on; the sessions and the controller
say what each does. A key's name (Panda3D's, such as ``control-z``) is read here, once, in ``KEYS``.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Union

from dragonarium.rules import ChooseElement, Element, Terrain


class Command(Enum):
    """An order from a button, a switch or a key."""

    BACK = "back"
    """Leave for the start screen."""
    NEXT_LESSON = "next-lesson"
    RESTART_STEP = "restart-step"
    """Put the table back as the lesson's last step done found it."""
    OVERLAY = "overlay"
    """Show or hide the scores over the boards."""
    LEGAL_MAP = "legal-map"
    """Show or hide every cell pair the held tile may cover."""
    AUTO = "auto"
    """Play forced moves by themselves, or stop."""
    HINT = "hint"
    """Ask the strong player, stop a hint being worked out, or put away the one shown."""
    DEEP_HINT = "deep-hint"
    """As ``HINT``, asking the expert at a draft (it plays the round out over orders of the supply)."""
    HELP = "help"
    WHY = "why"
    """Open the "Why?" panel on the refusal showing, or close it."""
    UNDO = "undo"
    REDO = "redo"
    TRADE = "trade"
    """Start or cancel a Marble Quarry trade."""
    ROTATE = "rotate"
    """Turn the held tile a quarter turn."""
    HURRY = "hurry"
    """The computers' moves come without a pause until a person is to move."""
    SAVE = "save"
    """Open the save dialog."""
    CANCEL_SAVE = "cancel-save"
    FRAME_RATE = "frame-rate"
    """Show or hide how fast frames are drawn."""
    MUTE = "mute"
    """Silence the sounds, or let them play again."""
    END_PAGE = "end-page"
    """Put the final page away, or bring it back."""
    CLOSE = "close"
    """Esc: close the top-most thing open (``PlaySession.escape`` says which)."""
    FIRST = "first"
    """A review: the first position."""
    PREVIOUS = "previous"
    NEXT = "next"
    LAST = "last"
    PREVIOUS_MISTAKE = "previous-mistake"
    NEXT_MISTAKE = "next-mistake"
    ANALYSIS = "analysis"
    """A review: stop the analysis, or go on with it."""


@dataclass(frozen=True)
class StoneChoice:
    """The element of a stone of choice (a fallback or reward stone), picked before its cell."""

    element: Element


@dataclass(frozen=True)
class DragonChoice:
    """The type of an extra dragon (Lostwing Cliffs), picked before its cell."""

    terrain: Terrain


PieceChoice = Union[StoneChoice, DragonChoice]
"""What a button picks for the next click on a board (``PlayController.choice``)."""
Press = Union[Command, ChooseElement, StoneChoice, DragonChoice]
"""What a button sends: a command, the Assistant's element to play, or a piece to choose."""


@dataclass(frozen=True)
class Button:
    """A button or switch on offer: ``press`` is what it sends, ``label`` its words; ``chosen``: the piece it picks
    is the one picked (a stone's element, an extra dragon's type)."""

    press: Press
    label: str
    enabled: bool = True
    chosen: bool = False


PLAY_KEYS: dict[str, Command] = {
    "o": Command.OVERLAY, "l": Command.LEGAL_MAP, "h": Command.HINT, "shift-h": Command.DEEP_HINT, "f1": Command.HELP,
    "w": Command.WHY, "space": Command.HURRY, "r": Command.ROTATE, "control-z": Command.UNDO, "control-y": Command.REDO,
    "shift-control-z": Command.REDO}
"""The keys of a game being played."""
KEYS: dict[str, Command] = {**PLAY_KEYS, "escape": Command.CLOSE, "f3": Command.FRAME_RATE, "control-s": Command.SAVE,
                            "m": Command.MUTE}
"""Every key of the play screen."""
WHILE_TYPING = frozenset({Command.CLOSE, Command.HELP, Command.FRAME_RATE, Command.SAVE})
"""The keys that still work while a file name is typed (the others are typing it)."""
REVIEW_KEYS: dict[str, Command] = {
    "arrow_left": Command.PREVIOUS, "arrow_up": Command.PREVIOUS, "arrow_right": Command.NEXT,
    "arrow_down": Command.NEXT, "home": Command.FIRST, "end": Command.LAST, "o": Command.OVERLAY,
    "l": Command.LEGAL_MAP}
"""The keys of a review (Esc leaves it)."""
