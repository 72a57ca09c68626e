"""The F1 help names every key the table answers to."""
import re

from dragonarium.play.table.help_text import controls
from dragonarium.app.host import KEYS
from dragonarium.app.window_watch import FULL_SCREEN_KEY

SPOKEN = {"space": "Space", "escape": "Esc", "f1": "F1", "control-z": "Ctrl+Z", "control-y": "Ctrl+Y",
          "control-s": "Ctrl+S", "shift-h": "Shift+H", "arrow_left": "Arrow keys", "+": "+", "shift-=": "Shift+=", "-": "-"}
UNSPOKEN = {"=", "arrow_right", "arrow_up", "arrow_down", "page_up", "page_down", "shift-control-z"}  # aliases


def test_every_key_is_in_the_help():
    for key in (*KEYS, FULL_SCREEN_KEY):
        if key in UNSPOKEN:
            continue
        word = SPOKEN.get(key, key.upper())
        assert re.search(rf"(^|\s){re.escape(word)}(\s|$|/)", controls(), re.M), f"the help does not name {word}"
