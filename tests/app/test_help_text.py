"""The F1 help names every key the play screen and its window answer to."""
import re

from dragonarium.play.base.commands import KEY_TABLE, KeySet
from dragonarium.play.table.help_text import controls

SPOKEN = {"space": "Space", "escape": "Esc", "f1": "F1", "control-z": "Ctrl+Z", "control-y": "Ctrl+Y",
          "control-s": "Ctrl+S", "shift-h": "Shift+H", "arrow_left": "Arrow keys", "+": "+", "shift-=": "Shift+=", "-": "-",
          "shift-arrow_left": "Shift+Arrow keys", "shift-1": "Shift+1", "enter": "Enter", "tab": "Tab",
          "shift-tab": "Shift+Tab"}
UNSPOKEN = {"=", "arrow_right", "arrow_up", "arrow_down", "page_up", "page_down", "shift-control-z",  # aliases
            "shift-arrow_right", "shift-arrow_up", "shift-arrow_down", "shift-2", "shift-3", "shift-4",
            *"2345678"}


def test_every_key_is_in_the_help():
    for key in (*KEY_TABLE[KeySet.PLAY], *KEY_TABLE[KeySet.WINDOW]):
        if key in UNSPOKEN:
            continue
        word = SPOKEN.get(key, key.upper())
        assert re.search(rf"(^|\s){re.escape(word)}(\s|$|/)", controls(), re.M), f"the help does not name {word}"
