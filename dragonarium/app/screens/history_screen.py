"""The History screen, from the start screen's History button: the games kept, newest first, a page at a time
(the wheel and Page Up / Page Down turn the pages); a click on a game opens it in the review. Beside the list,
each player's figures and a solo chart; under it, the switch that keeps (or stops keeping) finished games, and
a line naming any file of the history folder that was skipped."""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

from direct.gui.DirectGui import DirectButton, DirectLabel
from direct.showbase.ShowBase import ShowBase
from panda3d.core import TextNode

from dragonarium.i18n import _, ngettext
from dragonarium.rules import Catalog
from dragonarium.play.history.figures import player_figures, solo_charts
from dragonarium.play.history.store import KeptGame, read_history
from dragonarium.play.history.words import figures_line, outcome_text, seat_text, when
from dragonarium.play.table.screen_layout import page_scale
from dragonarium.app.ui import style
from dragonarium.app.ui.layer_scale import fit_layer
from dragonarium.app.ui.layout_json import tag
from dragonarium.app.ui.solo_chart import Area, SoloChartView

ROWS = 7
"""Games on a page."""
FIGURES = 6
"""Players whose figures show (the most games first)."""
NOTES = 2
"""Skipped files named on the screen (the rest are counted)."""
TEXT = 0.036
HALF_HEIGHT = 0.96
"""Half the screen's frame's height, in the window's 2D units at scale 1."""
ROW_HEIGHT = 0.19


class HistoryScreen:
    """Lists the games kept in ``folder``; ``on_open`` receives a game's record to review and returns the
    problem in words ("" when the review opened), ``on_back`` returns to the start screen, ``on_keep`` hears the
    keep switch (``keep``: finished games are kept now). ``notice`` is a problem to show (the last game could
    not be kept)."""

    def __init__(self, base: ShowBase, catalog: Catalog, folder: Path, on_open: Callable[[Path], str],
                 on_back: Callable[[], None], keep: bool = True, on_keep: Callable[[bool], None] = lambda on: None,
                 notice: str = "", text_size: float = 1.0) -> None:
        """``text_size`` scales the screen's text (1.0 is 100 %)."""
        self.base = base
        self.text_size = text_size
        self.catalog = catalog
        self.on_open = on_open
        self.on_keep = on_keep
        self.keep = keep
        self.history = read_history(folder, catalog)
        self.games = self.history.games
        self.page = 0
        half = min(base.getAspectRatio(), 1.9) - 0.05
        self.half = half
        self.root = tag(style.panel(base.aspect2d, (-half, half, -HALF_HEIGHT, HALF_HEIGHT)), "panel")
        style.title(self.root, _("History"), 0.08, (0, 0, 0.84))
        self.split = -half + 2 * half * 0.6
        """Where the list ends and the figures begin."""
        self.rows: list[DirectButton] = []
        self.empty: Optional[DirectLabel] = None
        if not self.games:
            self.empty = style.label(self.root, _("No games kept yet: each game finished at the table is listed here."),
                                     TEXT, ((-half + self.split) / 2, 0, 0.5),
                                     text_wordwrap=(self.split + half) / TEXT - 2)
        self.page_label = style.label(self.root, "", TEXT, ((-half + self.split) / 2, 0, -0.68))
        self.previous_button = style.button(self.root, _("Previous page"), self.turn, [-1], TEXT,
                                            pos=(-half + 0.3, 0, -0.68))
        self.next_button = style.button(self.root, _("Next page"), self.turn, [1], TEXT,
                                        pos=(self.split - 0.3, 0, -0.68))
        self.figure_labels = self._figures()
        self.charts = solo_charts(self.games, catalog)
        self.chart_index = 0
        self.chart_view: Optional[SoloChartView] = None
        self.chart_button: Optional[DirectButton] = None
        if len(self.charts) > 1:
            self.chart_button = style.button(self.root, _("Next chart"), self.next_chart, (), TEXT * 0.9,
                                             pos=(half - 0.25, 0, 0.02))
        self.keep_button = tag(style.button(self.root, self._keep_label(), self.toggle_keep, (), TEXT * 1.1,
                                            selected=keep, role="switch", pos=(0.2, 0, -0.86)), "button")
        style.button(self.root, _("Back"), on_back, (), 0.05, pos=(-half + 0.25, 0, -0.86))
        self.message = style.label(self.root, self._notes_text(notice), TEXT * 0.85, (0, 0, -0.76), style.WARNING,
                                   text_wordwrap=2 * half / (TEXT * 0.85) - 4)
        self.show_page(0)
        self.show_chart(0)
        self.layout(base.win.getXSize(), base.win.getYSize())

    def layout(self, width: int, height: int) -> None:
        """Scale the screen for a window ``width`` x ``height`` pixels: inside it, its smallest text at the size
        chosen (again whenever the window changes size)."""
        fit_layer(self.root, page_scale(width, height, self.half, HALF_HEIGHT, TEXT * 0.85, self.text_size),
                  width, height)

    # -- the list ----------------------------------------------------------------------------
    @property
    def pages(self) -> int:
        return max(1, -(-len(self.games) // ROWS))

    def show_page(self, page: int) -> None:
        """Show page ``page`` (from 0) of the list; pages past the ends stop at them."""
        self.page = max(0, min(self.pages - 1, page))
        for row in self.rows:
            row.destroy()
        self.rows = []
        left, width = -self.half + 0.05, self.split + self.half - 0.1
        for index, kept in enumerate(self.games[self.page * ROWS:(self.page + 1) * ROWS]):
            top = 0.72 - index * ROW_HEIGHT
            button = style.button(self.root, self.row_text(kept), self.open, [kept], TEXT, role="row",
                                  text_align=TextNode.ALeft, pos=(left, 0, top - TEXT),
                                  frameSize=(-0.3, width / TEXT, -2.0, 1.1), text_wordwrap=width / TEXT - 1)
            self.rows.append(tag(button, "button"))
        self.page_label["text"] = _("Page {page} of {pages}").format(page=self.page + 1, pages=self.pages)
        for button, shown in ((self.previous_button, self.page > 0), (self.next_button, self.page < self.pages - 1)):
            button.show() if shown else button.hide()

    def row_text(self, kept: KeptGame) -> str:
        """A game's two lines: the date and the winner or solo rank, then each player with their score."""
        result = kept.result
        seats = "; ".join(_("{player}: {score}").format(player=seat_text(self.catalog, player), score=player.score)
                          for player in result.players)
        return f"{when(result)}   {outcome_text(result)}\n{seats}"

    def turn(self, pages: int) -> None:
        self.show_page(self.page + pages)

    def wheel(self, direction: int, zoom: bool = False) -> None:
        """The wheel turns the pages: up to newer games, down to older."""
        self.turn(-direction)

    def key(self, name: str) -> bool:
        """Page Up / Page Down turn the pages; Esc goes back."""
        if name in ("page_up", "page_down"):
            self.turn(-1 if name == "page_up" else 1)
            return True
        return False

    def open(self, kept: KeptGame) -> None:
        """Review the game ``kept``; the problem is shown when it cannot be opened."""
        problem = self.on_open(kept.record)
        if problem:
            self.message["text"] = problem

    # -- the figures and the chart ------------------------------------------------------------
    def _figures(self) -> list[DirectLabel]:
        left = self.split + 0.08
        labels = [style.title(self.root, _("Players"), TEXT * 1.15, (left, 0, 0.72), TextNode.ALeft)]
        wrap = (self.half - left - 0.05) / (TEXT * 0.9)
        for index, figures in enumerate(player_figures(self.games)[:FIGURES]):
            labels.append(tag(style.label(self.root, figures_line(figures), TEXT * 0.9, (left, 0, 0.63 - index * 0.09),
                                          align=TextNode.ALeft, text_wordwrap=wrap), "text"))
        return labels

    def show_chart(self, index: int) -> None:
        """Draw the solo chart of the ``index``-th player with solo games (none without solo games)."""
        if self.chart_view is not None:
            self.chart_view.destroy()
            self.chart_view = None
        if not self.charts:
            return
        self.chart_index = index % len(self.charts)
        area = Area(self.split + 0.08, self.half - 0.05, -0.58, 0.02)
        self.chart_view = SoloChartView(self.root, self.charts[self.chart_index], area)

    def next_chart(self) -> None:
        self.show_chart(self.chart_index + 1)

    # -- the switch and the notes ----------------------------------------------------------------
    def _keep_label(self) -> str:
        return _("Keep finished games: on") if self.keep else _("Keep finished games: off")

    def toggle_keep(self) -> None:
        """Keep the games finished from now on, or stop keeping them (those kept stay)."""
        self.keep = not self.keep
        self.keep_button["text"] = self._keep_label()
        style.set_selected(self.keep_button, self.keep)
        self.on_keep(self.keep)

    def _notes_text(self, notice: str) -> str:
        """The files skipped, the first ``NOTES`` named, and ``notice``."""
        notes = self.history.notes
        words = [note.words() for note in notes[:NOTES]]
        if len(notes) > NOTES:
            words.append(ngettext("{count} more file skipped", "{count} more files skipped",
                                  len(notes) - NOTES).format(count=len(notes) - NOTES))
        return "  ".join(([notice] if notice else []) + words)

    def cleanup(self) -> None:
        if self.chart_view is not None:
            self.chart_view.destroy()
        self.root.destroy()
