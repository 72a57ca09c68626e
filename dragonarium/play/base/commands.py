"""What a button, a switch or a key means, as values: a ``Command``, or a piece of the game to choose.

The screens turn clicks and key names into these values and hand them on; the sessions and the controller
say what each does. Every key of every screen (Panda3D's name for it, such as ``control-z``) is bound here, once, in
``KEY_TABLE``: the host binds those keys and no other, and each screen reads its own part of the table.
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
    RESTART_LESSON = "restart-lesson"
    """Start the lesson over from its first step (a lesson opens where it was left)."""
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
    MENU = "menu"
    """Esc with nothing open at the table: open its menu (resume, save, settings, quit), or close it."""
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
    TRY_AGAIN = "try-again"
    """A review: play the decision shown again as a puzzle (a mistake's)."""
    BOARD_1 = "board-1"
    """The camera: face the first player's board (``BOARD_2`` to ``BOARD_4`` the others')."""
    BOARD_2 = "board-2"
    BOARD_3 = "board-3"
    BOARD_4 = "board-4"
    TOP_VIEW = "top-view"
    """The camera: look down on every board."""
    ORBIT_LEFT = "orbit-left"
    ORBIT_RIGHT = "orbit-right"
    ORBIT_UP = "orbit-up"
    ORBIT_DOWN = "orbit-down"
    ZOOM_IN = "zoom-in"
    ZOOM_OUT = "zoom-out"
    PREVIOUS_PAGE = "previous-page"
    """A list of pages (the History): the page before; at the table, the turn log's older lines."""
    NEXT_PAGE = "next-page"
    FULL_SCREEN = "full-screen"
    """The window: full screen, or back to its size and place."""
    CURSOR_UP = "cursor-up"
    """The play screen's cell cursor (``play.table.key_cursor``): a step away from the viewer."""
    CURSOR_DOWN = "cursor-down"
    CURSOR_LEFT = "cursor-left"
    CURSOR_RIGHT = "cursor-right"
    CHOOSE_1 = "choose-1"
    """A digit at the table: the site's tile of that number while drafting, else the choice's button of that
    number (an element, a stone's element, a dragon's type); ``CHOOSE_2`` to ``CHOOSE_9`` the others."""
    CHOOSE_2 = "choose-2"
    CHOOSE_3 = "choose-3"
    CHOOSE_4 = "choose-4"
    CHOOSE_5 = "choose-5"
    CHOOSE_6 = "choose-6"
    CHOOSE_7 = "choose-7"
    CHOOSE_8 = "choose-8"
    CHOOSE_9 = "choose-9"
    FOCUS_NEXT = "focus-next"
    """Tab: the keyboard's focus to the next button (``play.base.focus``)."""
    FOCUS_PREVIOUS = "focus-previous"
    ACTIVATE = "activate"
    """Enter (Space too, off the table): press the button with the focus; at the table with the cursor, click
    where it is."""
    PILLAR_MODE = "pillar-mode"
    """The analysis board: a click adds a pillar (``STONE_MODE``, ``DRAGON_MODE``: a stone, a dragon, the next
    element or type when pressed again; ``TAKE_MODE``: takes away what is on top)."""
    STONE_MODE = "stone-mode"
    DRAGON_MODE = "dragon-mode"
    TAKE_MODE = "take-mode"
    FIND = "find"
    """The analysis board: type what the tile to pick shows."""
    ASK = "ask"
    """The analysis board: the table through the play screen's tools (ghost, why, legal map, overlay, hint)."""
    JUDGE = "judge"
    """The analysis board: the review's judgement of each choice of the decision waiting."""


@dataclass(frozen=True)
class StoneChoice:
    """The element of a stone of choice (a fallback or reward stone), picked before its cell."""

    element: Element


@dataclass(frozen=True)
class DragonChoice:
    """The type of a dragon picked before its cell: an extra dragon (Lostwing Cliffs), or the hatched dragon that
    nests next when dragons of more than one type wait."""

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


CAMERA_KEYS: dict[str, Command] = {
    "1": Command.BOARD_1, "2": Command.BOARD_2, "3": Command.BOARD_3, "4": Command.BOARD_4, "t": Command.TOP_VIEW,
    "arrow_left": Command.ORBIT_LEFT, "arrow_right": Command.ORBIT_RIGHT, "arrow_up": Command.ORBIT_UP,
    "arrow_down": Command.ORBIT_DOWN, "+": Command.ZOOM_IN, "=": Command.ZOOM_IN, "shift-=": Command.ZOOM_IN,
    "page_up": Command.ZOOM_IN, "-": Command.ZOOM_OUT, "page_down": Command.ZOOM_OUT,
    "shift-1": Command.BOARD_1, "shift-2": Command.BOARD_2, "shift-3": Command.BOARD_3, "shift-4": Command.BOARD_4,
    "shift-arrow_left": Command.ORBIT_LEFT, "shift-arrow_right": Command.ORBIT_RIGHT,
    "shift-arrow_up": Command.ORBIT_UP, "shift-arrow_down": Command.ORBIT_DOWN}
"""The keys that move the camera, on the screens that show the table (at the table the arrows and digits are the
cursor's and the choices': Shift with them moves the camera there)."""
CAMERA_COMMANDS = frozenset(CAMERA_KEYS.values())
PLAY_KEYS: dict[str, Command] = {
    "o": Command.OVERLAY, "l": Command.LEGAL_MAP, "h": Command.HINT, "shift-h": Command.DEEP_HINT, "f1": Command.HELP,
    "w": Command.WHY, "space": Command.HURRY, "r": Command.ROTATE, "control-z": Command.UNDO,
    "control-y": Command.REDO, "shift-control-z": Command.REDO}
"""The keys of a game being played."""
KEYS: dict[str, Command] = {**PLAY_KEYS, "escape": Command.CLOSE, "f3": Command.FRAME_RATE, "control-s": Command.SAVE,
                            "m": Command.MUTE, "page_up": Command.PREVIOUS_PAGE, "page_down": Command.NEXT_PAGE}
"""The play screen's own keys (the camera's aside)."""
WHILE_TYPING = frozenset({Command.CLOSE, Command.HELP, Command.FRAME_RATE, Command.SAVE})
"""The keys that still work while a file name is typed (the others are typing it)."""
REVIEW_KEYS: dict[str, Command] = {
    "arrow_left": Command.PREVIOUS, "arrow_up": Command.PREVIOUS, "arrow_right": Command.NEXT,
    "arrow_down": Command.NEXT, "home": Command.FIRST, "end": Command.LAST, "o": Command.OVERLAY,
    "l": Command.LEGAL_MAP}
"""The keys of a review (Esc leaves it)."""
CHOOSE_NUMBERS: dict[Command, int] = {Command(f"choose-{number}"): number for number in range(1, 10)}
"""Each digit's command and its number."""
CURSOR_KEYS: dict[str, Command] = {
    "arrow_up": Command.CURSOR_UP, "arrow_down": Command.CURSOR_DOWN, "arrow_left": Command.CURSOR_LEFT,
    "arrow_right": Command.CURSOR_RIGHT, "enter": Command.ACTIVATE, "tab": Command.FOCUS_NEXT,
    "shift-tab": Command.FOCUS_PREVIOUS, **{str(number): command for command, number in CHOOSE_NUMBERS.items()}}
"""The play screen's keys without a mouse: the cursor, the choices by number, the focus (Space stays the
hurry, or presses the button with the focus)."""
FOCUS_KEYS: dict[str, Command] = {"tab": Command.FOCUS_NEXT, "shift-tab": Command.FOCUS_PREVIOUS,
                                  "enter": Command.ACTIVATE, "space": Command.ACTIVATE}
"""The buttons of every screen by keys (``KeySet.FOCUS``)."""
ANALYSIS_KEYS: dict[str, Command] = {
    "arrow_left": Command.CURSOR_LEFT, "arrow_right": Command.CURSOR_RIGHT, "arrow_up": Command.CURSOR_UP,
    "arrow_down": Command.CURSOR_DOWN, "enter": Command.ACTIVATE, "r": Command.ROTATE, "p": Command.PILLAR_MODE,
    "s": Command.STONE_MODE, "d": Command.DRAGON_MODE, "x": Command.TAKE_MODE, "delete": Command.TAKE_MODE,
    "f": Command.FIND, "page_up": Command.PREVIOUS_PAGE, "page_down": Command.NEXT_PAGE, "tab": Command.FOCUS_NEXT,
    "shift-tab": Command.FOCUS_PREVIOUS, "control-z": Command.UNDO, "control-y": Command.REDO,
    "shift-control-z": Command.REDO, "control-s": Command.SAVE, "a": Command.ASK, "j": Command.JUDGE,
    "escape": Command.BACK}
"""The keys of the analysis board (docs/TABLE.md, "The analysis board")."""


class KeySet(Enum):
    """Who answers to a part of ``KEY_TABLE``: the window on every screen, or one screen."""

    WINDOW = "window"
    PLAY = "play"
    """The play screen (a game, a lesson, a puzzle)."""
    REVIEW = "review"
    HISTORY = "history"
    MENU = "menu"
    """A page of buttons: the start screen, the lists of lessons and puzzles."""
    FOCUS = "focus"
    """Every screen's buttons, for the keys its own part leaves (the host's ``KeyFocus``)."""
    ANALYSIS = "analysis"
    """The analysis board being set up."""


KEY_TABLE: dict[KeySet, dict[str, Command]] = {
    KeySet.WINDOW: {"f11": Command.FULL_SCREEN},
    KeySet.PLAY: {**CAMERA_KEYS, **KEYS, **CURSOR_KEYS},
    KeySet.REVIEW: {**CAMERA_KEYS, **REVIEW_KEYS, "a": Command.TRY_AGAIN,
                    "escape": Command.BACK},  # its arrows step, not orbit
    KeySet.HISTORY: {"page_up": Command.PREVIOUS_PAGE, "page_down": Command.NEXT_PAGE, "escape": Command.BACK},
    KeySet.MENU: {"escape": Command.BACK, "page_up": Command.PREVIOUS_PAGE, "page_down": Command.NEXT_PAGE},
    KeySet.FOCUS: FOCUS_KEYS,
    KeySet.ANALYSIS: {**CAMERA_KEYS, **ANALYSIS_KEYS},  # its arrows move the cell cursor, not the camera
}
"""Every key bound, and the command it gives on each screen that answers to it (a screen not here answers to no
key): the host binds these keys and no other."""
BOUND_KEYS: tuple[str, ...] = tuple(dict.fromkeys(name for keys in KEY_TABLE.values() for name in keys))
"""Every key of ``KEY_TABLE``, each once."""
