"""The F1 help: an opaque page over the boards, the controls and the rules in short flowed into columns.

The page keeps to its box of the layout (``ScreenLayout.page``) in two columns while they hold every line; at a
larger text or in a smaller window it grows over the whole window, in two columns, then three, then three drawn
smaller (``SMALLER``); and where even that cannot hold it, the lines that do not fit are left out behind a sign
at the foot of the last column saying how many there are (tagged with the lines it has and shows, so the layout
record counts them).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from panda3d.core import NodePath, TextNode

from dragonarium.i18n import _, ngettext
from dragonarium.play.table import help_text
from dragonarium.play.table.screen_layout import LINE, TEXT, Box
from dragonarium.app.ui.hud_panels import card, page_text, text_rows
from dragonarium.app.ui.layout_json import LINES, LINES_SHOWN

PAD = 0.05
"""The page's margin and the gap between its columns."""
HEADING = 1.2 * TEXT
"""The page's title height; the columns start ``HEADING_ROOM`` under the page's top margin."""
HEADING_ROOM = 2.2 * TEXT
TITLE_ROOM = 1.6 * TEXT
"""A section's title and the room under it before its first line."""
SPACING = 0.3
"""Lines between two controls (their letters' tails and accents stay apart; the rules' paragraphs have a whole
blank line between them)."""
TITLE_INK = (1, 0.93, 0.7, 1)
SIGN_INK = (1, 0.85, 0.3, 1)
SMALLER = (0.9, 0.8)
"""How much smaller the whole-window page is drawn, in turn, when three columns of it cannot hold the help (a large
text in a small window): smaller words rather than lines left out."""


@dataclass(frozen=True)
class Block:
    """A piece of the help that stays whole in a column: a section's title, or one control or paragraph."""

    text: str
    title: bool
    gap: bool
    """A blank line under it (between the rules' paragraphs)."""


def blocks() -> list[Block]:
    """The help's pieces in reading order, in the language in use."""
    found = []
    for number, (title, text) in enumerate(help_text.sections()):
        found.append(Block(title, True, False))
        found += [Block(line, False, bool(number)) for line in text.split("\n")]
    return found


@lru_cache(maxsize=512)
def block_height(block: Block, width: float) -> float:
    """The room ``block`` takes in a column ``width`` wide (the layer's units)."""
    if block.title:
        return TITLE_ROOM
    return (text_rows(block.text, width / TEXT) + (1 if block.gap else SPACING)) * LINE * TEXT


def flow(pieces: list[Block], width: float, height: float, columns: int) -> list[list[Block]]:
    """``pieces`` into at most ``columns`` columns ``width`` wide and ``height`` high, in order, a title kept with
    the piece under it; what does not fit is left out (the columns hold fewer pieces than given)."""
    placed: list[list[Block]] = [[]]
    used = 0.0
    for index, block in enumerate(pieces):
        need = block_height(block, width)
        if block.title and index + 1 < len(pieces):
            need += block_height(pieces[index + 1], width)
        if used + need > height + 1e-9 and placed[-1]:
            if len(placed) == columns:
                break
            placed.append([])
            used = 0.0
        if used + need > height + 1e-9:  # taller than a whole column
            break
        placed[-1].append(block)
        used += block_height(block, width)
    return placed


def sign_words(rows: int) -> str:
    """The sign at the foot of a help that cannot show ``rows`` of its lines."""
    return ngettext("▼ {count} more line: a larger window or a smaller text shows it",
                    "▼ {count} more lines: a larger window or a smaller text shows them", rows).format(count=rows)


class HelpPage:
    """The F1 help page under ``parent`` (hidden until shown)."""

    def __init__(self, parent: NodePath) -> None:
        self.root = parent.attachNewNode("help")
        self.root.hide()
        self.hidden = 0
        """How many of the help's pieces are left out behind the sign (0: all show)."""
        self.grown = False
        """The page lies over the whole window (the screen hides what it would cover while it is open)."""

    def layout(self, box: Box, window: Optional[Box] = None) -> None:
        """Lay the page out in ``box``, or, when its two columns cannot hold the help there, over ``window`` (the
        whole window in the layer's units, with a margin)."""
        self.root.getChildren().detach()
        pieces = blocks()
        choices = [(box, 2, 1.0)] + ([] if window is None else
                                     [(window, 2, 1.0), (window, 3, 1.0)] + [(window, 3, f) for f in SMALLER])
        for chosen, columns, shrink in choices:
            page_box = Box(chosen.left / shrink, chosen.right / shrink, chosen.bottom / shrink,
                           chosen.top / shrink)  # drawn ``shrink`` times smaller: the same room, more lines
            placed = self._flow(pieces, page_box, columns)
            if sum(len(column) for column in placed) == len(pieces):
                break
        self.grown = chosen is not box
        self.hidden = len(pieces) - sum(len(column) for column in placed)
        if self.hidden:  # room for the sign at the foot of the last column
            placed = self._flow(pieces, page_box, columns, sign=True)
            self.hidden = len(pieces) - sum(len(column) for column in placed)
        holder = self.root.attachNewNode("help-scale")
        holder.setScale(shrink)
        self._draw(holder, page_box, columns, placed, pieces)

    @staticmethod
    def _column_width(box: Box, columns: int) -> float:
        return (box.width - (columns + 1) * PAD) / columns

    def _flow(self, pieces: list[Block], box: Box, columns: int, sign: bool = False) -> list[list[Block]]:
        width = self._column_width(box, columns)
        room = (text_rows(sign_words(999), width / TEXT) + 1) * LINE * TEXT if sign else 0.0
        return flow(pieces, width, box.height - PAD - HEADING_ROOM - PAD - room, columns)

    def _draw(self, parent: NodePath, box: Box, columns: int, placed: list[list[Block]], pieces: list[Block]) -> None:
        page = card(parent, "help-page", box)
        width = self._column_width(box, columns)
        top = box.top - PAD
        page_text(page, _("Help  (F1 or Esc closes it)"), box.centre, top, box.width - 2 * PAD, HEADING,
                  (1, 0.85, 0.3, 1), TextNode.ACenter)
        z = top
        for number, column in enumerate(placed):
            x = box.left + PAD + number * (width + PAD)
            z = top - HEADING_ROOM
            for block in column:
                if block.title:
                    page_text(page, block.text, x, z, width, TEXT, TITLE_INK)
                else:
                    page_text(page, block.text, x, z, width)
                z -= block_height(block, width)
        if self.hidden:
            left_out = pieces[len(pieces) - self.hidden:]
            rows = sum(text_rows(block.text, width / TEXT) for block in left_out)
            sign = page_text(page, sign_words(rows), x, z - LINE * TEXT, width, TEXT, SIGN_INK)
            sign.node().setTag(LINES, str(rows + 1))
            sign.node().setTag(LINES_SHOWN, "1")

    def text(self) -> str:
        return "\n".join(node.node().getText() for node in self.root.findAllMatches("**/+TextNode"))
