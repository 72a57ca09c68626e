"""The interface's one font: DejaVu Sans (``fonts/DejaVuSans.ttf``), which has the letters of the scripts player
names are written in (Latin with every European accent, Greek, Cyrillic, Arabic, Hebrew), drawn through Panda3D's
HarfBuzz so that Arabic letters join and right-to-left words read right to left (``bidi``).

The file is read through the guarded reader (a regular file of at most ``MAX_FONT_BYTES``, never a pipe or a
device) and handed to FreeType from a copy in memory (``asset_files.memory_copy``); a file missing, too large or
not a font leaves Panda3D's own font in use (no Greek, Cyrillic, Arabic or Hebrew letters) and says why once on
the error output.

DejaVu Sans is drawn at ``POINT_SIZE`` and with Panda3D's own font's line spacing (``LINE_HEIGHT``): a line of
the table's words is no wider than in that font (0 to 5 % narrower) and lines stand as far apart, so the layouts
measured for it (``play.table.screen_layout``) hold.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

from panda3d.core import ConfigVariableBool, DynamicTextFont, DynamicTextGlyph, TextFont, TextNode

from dragonarium.i18n import _
from dragonarium.paths import fonts_root
from dragonarium.guarded_read import FileRefused
from dragonarium.rules import DataError, refused_error
from dragonarium.app.gfx import bidi
from dragonarium.app.gfx.asset_files import memory_copy

FONT_FILE = "DejaVuSans.ttf"
MAX_FONT_BYTES = 2 << 20
"""The largest font file read (DejaVu Sans is 742 KiB)."""
POINT_SIZE = 8.9
"""DejaVu's em is drawn 0.89 of a text's height (Panda3D's scale): its letters are wider and taller than those of
Panda3D's own font at the same size."""
LINE_HEIGHT = 0.9875
"""From one line's baseline to the next, in a text's heights: Panda3D's own font's spacing
(``screen_layout.LINE``)."""

_font: Optional[TextFont] = None
_problem = ""
_installed = False


def load_font(path: Path, limit: int = MAX_FONT_BYTES) -> DynamicTextFont:
    """The font in the file ``path``, set to the table's size and spacing; a ``DataError`` naming the file when it
    is not a regular file, is larger than ``limit`` bytes or is not a font FreeType reads."""
    try:
        font = DynamicTextFont(memory_copy(path, limit))
    except FileRefused as refused:
        raise refused_error(refused) from None
    if not font.isValid():
        raise DataError(str(path), "", _("not a font file"))
    shrink = POINT_SIZE / font.getPointSize()
    font.setPointSize(POINT_SIZE)
    # Panda3D 1.10 does not carry a new point size over to the space it measures words with
    font.setSpaceAdvance(font.getSpaceAdvance() * shrink)
    font.setLineHeight(LINE_HEIGHT)
    return font


def ui_font() -> TextFont:
    """The interface's font, loaded the first time; Panda3D's own when ``fonts/DejaVuSans.ttf`` cannot be
    used (``font_problem`` says why)."""
    global _font, _problem
    if _font is None:
        try:
            _font = load_font(fonts_root() / FONT_FILE)
        except DataError as error:
            _problem = str(error)
            _font = TextNode.getDefaultFont()
            if sys.stderr is not None:
                print(_("{problem}: the table's words are drawn in Panda3D's own font").format(problem=error),
                      file=sys.stderr)
    return _font


def font_problem() -> str:
    """Why the shipped font is not in use ("" when it is)."""
    return _problem


def install() -> TextFont:
    """Make the interface's font the one every text draws with unless told otherwise (each ``TextNode``, each
    DirectGUI widget), with HarfBuzz shaping its words; returns it. Called again, it changes nothing."""
    global _installed
    font = ui_font()
    if not _installed:
        from direct.gui import DirectGuiGlobals

        TextNode.setDefaultFont(font)
        DirectGuiGlobals.setDefaultFont(font)
        ConfigVariableBool("text-use-harfbuzz").setValue(True)
        bidi.register()
        _installed = True
    return font


def has_glyph(font: TextFont, character: str) -> bool:
    """True when ``font`` draws ``character`` with a glyph of its own, not the box of a missing letter."""
    return isinstance(font.getGlyph(ord(character)), DynamicTextGlyph)
