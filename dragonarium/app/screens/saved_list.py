"""The Load page's list of saved games (``play.saved_games``): a row each, a page at a time; a click on a row
loads its game, or says why its file cannot be read."""
from __future__ import annotations

from typing import Callable, Sequence

from direct.gui.DirectGui import DirectButton
from panda3d.core import NodePath, TextNode

from dragonarium.i18n import _
from dragonarium.play.saved_games import SavedGame, saved_line
from dragonarium.app.gfx.bidi import cut
from dragonarium.app.ui import style
from dragonarium.app.ui.hud_panels import text_rows
from dragonarium.app.ui.layout_json import tag

ROWS = 7
"""Saved games on a page."""
ROW_SPACING = 0.105
TEXT = 0.042
PAD = 0.6
"""Room between a row's rim and its words, in its text's heights."""


class SavedList:
    """The rows of ``games`` under ``parent``, from (``left``, ``top``) ``width`` wide; ``on_pick`` receives the
    game clicked."""

    def __init__(self, parent: NodePath, games: Sequence[SavedGame], on_pick: Callable[[SavedGame], object],
                 left: float, top: float, width: float) -> None:
        self.parent = parent
        self.games = list(games)
        self.on_pick = on_pick
        self.left, self.top, self.width = left, top, width
        self.page = 0
        self.rows: list[DirectButton] = []
        foot = top - ROWS * ROW_SPACING - 0.02
        self.empty = tag(style.label(parent, _("No saved games yet: type the path of one below."), TEXT,
                                     (left + width / 2, 0, top - TEXT)), "text") if not self.games else None
        self.page_label = tag(style.label(parent, "", TEXT * 0.9, (left + width / 2, 0, foot)), "text")
        self.previous_button = tag(style.button(parent, _("Previous page"), self.turn, [-1], TEXT * 0.9,
                                                pos=(left + 0.3, 0, foot)), "button")
        self.next_button = tag(style.button(parent, _("Next page"), self.turn, [1], TEXT * 0.9,
                                            pos=(left + width - 0.3, 0, foot)), "button")
        self.show_page(0)

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.games) // ROWS))

    def show_page(self, page: int) -> None:
        """Show page ``page`` (from 0); pages past the ends stop at them."""
        self.page = max(0, min(self.pages - 1, page))
        for row in self.rows:
            row.destroy()
        self.rows = []
        wrap = self.width / TEXT - 2 * PAD - 0.5
        for index, game in enumerate(self.games[self.page * ROWS:(self.page + 1) * ROWS]):
            button = style.button(self.parent, one_row(saved_line(game), wrap), self.on_pick, [game], TEXT,
                                  role="row", text_align=TextNode.ALeft,
                                  pos=(self.left + PAD * TEXT, 0, self.top - TEXT - index * ROW_SPACING),
                                  frameSize=(-PAD, self.width / TEXT - PAD, -0.55, 1.15))
            self.rows.append(tag(button, "button"))
        several = self.pages > 1
        self.page_label["text"] = _("Page {page} of {pages}").format(page=self.page + 1, pages=self.pages) \
            if several else ""
        for button, shown in ((self.previous_button, several and self.page > 0),
                              (self.next_button, several and self.page < self.pages - 1)):
            button.show() if shown else button.hide()

    def turn(self, pages: int) -> None:
        self.show_page(self.page + pages)

    def row_texts(self) -> list[str]:
        """The rows of the page shown, as drawn."""
        return [row["text"] for row in self.rows]


def one_row(text: str, width_em: float) -> str:
    """``text`` cut with an ellipsis, as little as needed, to hold on one row ``width_em`` ems wide."""
    if text_rows(text, width_em) <= 1:
        return text
    low, high, best = 1, len(text) - 1, 1
    while low <= high:
        middle = (low + high) // 2
        if text_rows(cut(text, middle), width_em) <= 1:
            best, low = middle, middle + 1
        else:
            high = middle - 1
    return cut(text, best)
