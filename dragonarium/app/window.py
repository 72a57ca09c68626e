"""Creating the ShowBase: a real window when a display is there, offscreen otherwise (tests)."""
from __future__ import annotations

import os
import sys

from panda3d.core import loadPrcFileData

COMMON = """
audio-library-name null
notify-level-display error
notify-level-device fatal
notify-level-glgsg error
framebuffer-multisample 1
multisamples 4
"""

NO_DISPLAY_MESSAGE = """No display found, so no window can open here.
To see a game without a window, render it to a picture instead, for example:
    dragonarium render examples/seventy-five.yaml -o table.png
    dragonarium render GAME.yaml --view table -o table.png
and to play on the command line: dragonarium simulate, replay, score, legal (see --help)."""


def has_display() -> bool:
    """True when a window can be shown (an X11 or Wayland display on Linux; always elsewhere)."""
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def configure(offscreen: bool, size: tuple[int, int] = (1280, 720), title: str = "Dragonarium") -> None:
    kind = "offscreen" if offscreen else "onscreen"
    loadPrcFileData("dragonarium-window", COMMON + f"window-type {kind}\nwin-size {size[0]} {size[1]}\n"
                    f"window-title {title}\nsync-video {'false' if offscreen else 'true'}\n")
