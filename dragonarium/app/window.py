"""Creating the ShowBase: a real window when a display is there, offscreen otherwise (tests)."""
from __future__ import annotations

import os
import sys

from typing import Optional

from panda3d.core import FrameBufferProperties, WindowProperties, loadPrcFileData

from dragonarium.i18n import N_
from dragonarium.play.window_place import WindowPlace, opening_place

COMMON = """
notify-level-display error
notify-level-device fatal
notify-level-glgsg error
auto-flip true
loader-support-entry-points false
model-cache-dir
"""
"""Besides quiet logs: the table loads only formats Panda3D reads itself (egg, bam, png, wav), so ShowBase is told
not to look through every installed package's metadata for loader plugins (about 15 ms of each start). Panda3D's
model cache is off: the table hands Panda3D the bytes of its files (``gfx/asset_files.py``), and keeps what the
cache saved in its own parse cache. A window
has sound (Panda3D's OpenAL, opened quietly by ``audio.TableBase``); offscreen drawing has none."""
SILENT = "audio-library-name null\n"
SOUND = "audio-library-name p3openal_audio\n"
"""Said outright: Panda3D 1.10 would pick FMOD on macOS."""

NO_DISPLAY_MESSAGE = N_("""No display found, so no window can open here.
To see a game without a window, render it to a picture instead, for example:
    dragonarium render examples/seventy-five.yaml -o table.png
    dragonarium render GAME.yaml --view table -o table.png
and to play on the command line: dragonarium simulate, replay, score, legal (see --help).""")
"""Marked for the catalog: shown with ``_()``."""


def has_display() -> bool:
    """True when a window can be shown (an X11 or Wayland display on Linux; always elsewhere)."""
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def multisample_prc(samples: int) -> str:
    """The settings that ask the window for ``samples`` samples per pixel (0: none)."""
    return f"framebuffer-multisample {1 if samples else 0}\nmultisamples {samples}\n"


def configure(offscreen: bool, size: tuple[int, int] = (1280, 720), title: str = "Dragonarium",
              multisamples: int = 0) -> None:
    """Settings for the window to open: on screen or offscreen, its size and title, its multisampling."""
    kind = "offscreen" if offscreen else "onscreen"
    loadPrcFileData("dragonarium-window", COMMON + (SILENT if offscreen else SOUND) + multisample_prc(multisamples) +
                    f"window-type {kind}\nwin-size {size[0]} {size[1]}\n"
                    f"window-title {title}\nsync-video {'false' if offscreen else 'true'}\n")


def open_on_screen(base, remembered: Optional[WindowPlace]) -> bool:
    """Open ``base``'s main window (a ShowBase made with ``windowType="none"``) on screen, where
    ``window_place.opening_place`` puts it on the desktop Panda3D's display pipe reports; False when no window
    could be opened."""
    base.makeDefaultPipe(printPipeTypes=False)
    pipe = base.pipe
    if pipe is None or not pipe.isValid():
        return False
    properties = WindowProperties.getDefault()
    if pipe.getDisplayWidth() > 0 and pipe.getDisplayHeight() > 0:
        place = opening_place(remembered, (pipe.getDisplayWidth(), pipe.getDisplayHeight()))
        properties.setSize(place.width, place.height)
        if place.x is not None and place.y is not None:
            properties.setOrigin(place.x, place.y)
    elif remembered is not None:
        properties.setSize(remembered.width, remembered.height)
    base.windowType = "onscreen"
    return bool(base.openDefaultWindow(props=properties, startDirect=False))


def use_multisamples(base, samples: int) -> None:
    """Reopen ``base``'s window with ``samples`` samples per pixel if it has another number (before the first
    frame, this costs only the new window), at the size and place it has."""
    current = base.win.getFbProperties().getMultisamples() if base.win is not None else 0
    if current == samples:
        return
    framebuffer = FrameBufferProperties(base.win.getFbProperties())
    framebuffer.setMultisamples(samples)
    base.openMainWindow(fbprops=framebuffer, props=_where(base.win), keepCamera=True)


def _where(window) -> WindowProperties:
    """The size, place and full screen of ``window``, to open another like it."""
    properties = WindowProperties.getDefault()
    shown = window.getProperties() if hasattr(window, "getProperties") else None
    if shown is not None and shown.hasSize() and shown.getXSize() > 0:
        properties.setSize(shown.getXSize(), shown.getYSize())
        if shown.hasOrigin():
            properties.setOrigin(shown.getOrigin())
        properties.setFullscreen(shown.getFullscreen())
    elif window.hasSize():
        properties.setSize(window.getXSize(), window.getYSize())
    return properties


def renderer_name(base) -> str:
    """The OpenGL renderer string of ``base``'s window, e.g. ``llvmpipe (LLVM 15.0.6, 256 bits)``."""
    gsg = base.win.getGsg() if base.win is not None else None
    return gsg.getDriverRenderer() if gsg is not None else ""
