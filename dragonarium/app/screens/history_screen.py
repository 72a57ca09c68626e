"""The History screen, from the start screen's History button: the games kept, newest first, a page at a time
(the wheel and Page Up / Page Down turn the pages); a click on a game opens it in the review. Beside the list,
each player's figures and a solo chart; under it, the switch that keeps (or stops keeping) finished games, and
a line naming any file of the history folder that was skipped.

A game's row holds its date and outcome on a line and its players on at most two: names too long for that are
cut with an ellipsis (the longest first, as little as needed), and the whole row shows in a panel under it while
the pointer is over it (the review the row opens names everyone in full too)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Callable, Optional

from direct.gui.DirectGui import DGG, DirectButton, DirectFrame, DirectLabel
from panda3d.core import TextNode

from dragonarium.i18n import N_, _, ngettext
from dragonarium.play.base.commands import KEY_TABLE, Command, KeySet
from dragonarium.rules import Catalog
from dragonarium.play.history.figures import player_figures, solo_charts
from dragonarium.play.history.entry import GameResult
from dragonarium.play.history.store import KeptGame, read_history
from dragonarium.play.history.lines import figures_line, outcome_text, seat_text, when
from dragonarium.play.table.screen_layout import LINE, page_scale
from dragonarium.app.gfx.bidi import cut
from dragonarium.app.ui import style
from dragonarium.app.ui.hud_panels import text_rows
from dragonarium.app.ui.layer_scale import fit_layer
from dragonarium.app.ui.layout_json import tag
from dragonarium.app.ui.solo_chart import Area, SoloChartView
from dragonarium.app.screens.screen import ScreenBase
from dragonarium.app.screens.screen_context import ScreenContext

OPENS_REVIEW = N_("(click: its review)")
"""Ends a row's first line: the click opens the game's review."""
ROWS = 7
"""Games on a page at most (fewer as the text grows)."""
FIGURES = 6
"""Players whose figures show at most (the most games first; fewer when their lines take more room)."""
FIGURES_FOOT = 0.08
"""The figures end above the solo chart."""
NOTES = 2
"""Skipped files named on the screen (the rest are counted)."""
TEXT = 0.036
HALF_HEIGHT = 0.96
"""Half the screen's frame's height, in the window's 2D units at scale 1."""
ROW_HEIGHT = 0.19
"""A game's row, at text 100 % (larger with the text)."""
LIST_TOP, LIST_FOOT = 0.72, -0.62
"""The list's first row's top, and its foot: the rows of a full page end above it."""
ROW_LINES = 3
"""A game's row: the date and the outcome on a line, the players on at most two."""
ROW_TOP, ROW_FOOT = 1.1, 0.6
"""A row's frame above its first baseline and below its last one, in its text's heights."""


class HistoryScreen(ScreenBase):
    """Lists the games kept in ``folder``; ``on_open`` receives a game's record to review and returns the
    problem in words ("" when the review opened), ``on_back`` returns to the start screen, ``on_keep`` hears the
    keep switch (``keep``: finished games are kept now). ``notice`` is a problem to show (the last game could
    not be kept)."""

    def __init__(self, context: ScreenContext, catalog: Catalog, folder: Path, on_open: Callable[[Path], str],
                 on_back: Callable[[], None], keep: bool = True, on_keep: Callable[[bool], None] = lambda on: None,
                 notice: str = "") -> None:
        self.context = context
        base = context.base
        self.catalog = catalog
        self.on_open = on_open
        self.on_keep = on_keep
        self.on_back = on_back
        self.keep = keep
        self.history = read_history(folder, catalog)
        self.games = self.history.games
        self.page = 0
        self.text = TEXT * context.text_scale
        """The list's text height: the text size chosen makes every text of the page larger (and a page holds
        fewer games), while the page keeps to the window."""
        self.rows_per_page = max(1, min(ROWS, int((LIST_TOP - LIST_FOOT) / (ROW_HEIGHT * context.text_scale))))
        half = min(base.getAspectRatio(), 1.9) - 0.05
        self.half = half
        self.root = tag(style.panel(base.aspect2d, (-half, half, -HALF_HEIGHT, HALF_HEIGHT)), "panel")
        style.title(self.root, _("History"), 0.08 * context.text_scale, (0, 0, 0.84))
        self.split = -half + 2 * half * 0.6
        """Where the list ends and the figures begin."""
        self.rows: list[DirectButton] = []
        self.shortened: list[bool] = []
        """Whether each row of the page cut a name."""
        self.detail: Optional[DirectFrame] = None
        """The whole text of the row under the pointer, when that row cut a name."""
        self.empty: Optional[DirectLabel] = None
        if not self.games:
            self.empty = style.label(self.root, _("No games kept yet: each game finished at the table is listed here."),
                                     self.text, ((-half + self.split) / 2, 0, 0.5),
                                     text_wordwrap=(self.split + half) / self.text - 2)
        self.page_label = style.label(self.root, "", self.text, ((-half + self.split) / 2, 0, -0.68))
        self.previous_button = style.button(self.root, _("Previous page"), self.turn, [-1], self.text,
                                            pos=(-half + 0.3, 0, -0.68))
        self.next_button = style.button(self.root, _("Next page"), self.turn, [1], self.text,
                                        pos=(self.split - 0.3, 0, -0.68))
        self.charts = solo_charts(self.games, catalog)
        self.figure_labels = self._figures(FIGURES_FOOT if self.charts else LIST_FOOT)
        self.chart_index = 0
        self.chart_view: Optional[SoloChartView] = None
        if len(self.charts) > 1:
            style.button(self.root, _("Next chart"), self.next_chart, (), self.text * 0.9, pos=(half - 0.25, 0, 0.02))
        self.keep_button = tag(style.button(self.root, self._keep_label(), self.toggle_keep, (), self.text * 1.1,
                                            selected=keep, role="switch", pos=(0.2, 0, -0.86)), "button")
        style.button(self.root, _("Back"), on_back, (), 0.05 * context.text_scale, pos=(-half + 0.25, 0, -0.86))
        self.message = style.label(self.root, self._notes_text(notice), self.text * 0.85, (0, 0, -0.76), style.WARNING,
                                   text_wordwrap=2 * half / (self.text * 0.85) - 4)
        self.show_page(0)
        self.show_chart(0)
        self.layout(*context.window_size())

    def layout(self, width: int, height: int) -> None:
        """Scale the screen for a window ``width`` x ``height`` pixels: inside it, its smallest text at the size
        chosen (again whenever the window changes size)."""
        fit_layer(self.root, page_scale(width, height, self.half, HALF_HEIGHT, self.text * 0.85),
                  width, height)

    # -- the list ----------------------------------------------------------------------------
    @property
    def pages(self) -> int:
        return max(1, -(-len(self.games) // self.rows_per_page))

    def show_page(self, page: int) -> None:
        """Show page ``page`` (from 0) of the list; pages past the ends stop at them."""
        self.page = max(0, min(self.pages - 1, page))
        self.hide_detail()
        for row in self.rows:
            row.destroy()
        self.rows = []
        self.shortened = []
        left, width = self.list_left, self.list_width
        for index, kept in enumerate(self.games[self.page * self.rows_per_page:(self.page + 1) * self.rows_per_page]):
            top = LIST_TOP - index * ROW_HEIGHT * self.context.text_scale
            text, shortened = self.fitted_text(kept)
            lines = max(ROW_LINES, self._rows(text))
            button = style.button(self.root, text, self.open, [kept], self.text, role="row",
                                  text_align=TextNode.ALeft, pos=(left, 0, top - self.text),
                                  frameSize=(-0.3, width / self.text, -(lines - 1) * LINE - ROW_FOOT, ROW_TOP),
                                  text_wordwrap=self.row_wrap)
            button.bind(DGG.ENTER, self.show_detail, [index])
            button.bind(DGG.EXIT, self.hide_detail)
            self.rows.append(tag(button, "button"))
            self.shortened.append(shortened)
        self.page_label["text"] = _("Page {page} of {pages}").format(page=self.page + 1, pages=self.pages)
        for button, shown in ((self.previous_button, self.page > 0), (self.next_button, self.page < self.pages - 1)):
            button.show() if shown else button.hide()

    @property
    def list_left(self) -> float:
        return -self.half + 0.05

    @property
    def list_width(self) -> float:
        return self.split + self.half - 0.1

    @property
    def row_wrap(self) -> float:
        """A row's lines' width, in its text's heights."""
        return self.list_width / self.text - 1

    def row_text(self, kept: KeptGame) -> str:
        """A game's two lines, the names whole: the date and the winner or solo rank, then each player with their
        score."""
        return f"{self._outcome_line(kept.result)}\n{self._seats_line(kept.result)}"

    def fitted_text(self, kept: KeptGame) -> tuple[str, bool]:
        """The row of ``kept`` as shown, and whether a name was cut: the longest names cut, as little as needed,
        until the outcome holds on a line and the players on ``ROW_LINES - 1``."""
        first, cut_first = self._fitted(kept.result, self._outcome_line, 1)
        seats, cut_seats = self._fitted(kept.result, self._seats_line, ROW_LINES - 1)
        return f"{first}\n{seats}", cut_first or cut_seats

    def _fitted(self, result: GameResult, line: Callable[[GameResult], str], rows: int) -> tuple[str, bool]:
        """``line(result)`` with the names cut as little as needed to hold on ``rows`` rows, and whether one was
        (cut to a letter each, the line is taken as it is: the row's frame grows to hold it)."""
        if self._rows(line(result)) <= rows:
            return line(result), False
        low, high, best = 1, max(len(player.name) for player in result.players) - 1, 1
        while low <= high:  # the most characters a name keeps such that the line fits
            middle = (low + high) // 2
            if self._rows(line(names_cut(result, middle))) <= rows:
                best, low = middle, middle + 1
            else:
                high = middle - 1
        shown = names_cut(result, best)
        return line(shown), shown != result

    def _rows(self, text: str) -> int:
        return text_rows(text, self.row_wrap)

    @staticmethod
    def _outcome_line(result: GameResult) -> str:
        """The date, the outcome, and that a click opens the game's review."""
        return f"{when(result)}   {outcome_text(result)}   {_(OPENS_REVIEW)}"

    def _seats_line(self, result: GameResult) -> str:
        return "; ".join(_("{player}: {score}").format(player=seat_text(self.catalog, player), score=player.score)
                         for player in result.players)

    def show_detail(self, index: int, _event=None) -> None:
        """While the pointer is over the page's ``index``-th row and the row cut a name: the row's whole text in a
        panel under the row (over it at the foot of the list)."""
        self.hide_detail()
        if not self.shortened[index]:
            return
        text = self.row_text(self.games[self.page * self.rows_per_page + index])
        height = (ROW_TOP + (self._rows(text) - 1) * LINE + ROW_FOOT) * self.text
        row = self.rows[index]
        _left, _right, row_bottom, row_top = (row.getZ() + edge * self.text for edge in row["frameSize"])
        top = row_bottom - 0.01
        if top - height < LIST_FOOT:
            top = row_top + 0.01 + height
        left = self.list_left - 0.3 * self.text
        # no mouse region of its own: the rows it covers still hear the pointer
        self.detail = tag(style.panel(self.root, (left, left + self.list_width + 0.3 * self.text, top - height, top),
                                      state=DGG.DISABLED), "panel")
        tag(style.label(self.detail, text, self.text, (self.list_left, 0, top - ROW_TOP * self.text),
                        align=TextNode.ALeft, text_wordwrap=self.row_wrap), "text")

    def hide_detail(self, _event=None) -> None:
        if self.detail is not None:
            self.detail.destroy()
            self.detail = None

    def turn(self, pages: int) -> None:
        self.show_page(self.page + pages)

    def wheel(self, direction: int, zoom: bool = False) -> None:
        """The wheel turns the pages: up to newer games, down to older."""
        self.turn(-direction)

    def key(self, name: str) -> bool:
        """Page Up / Page Down turn the pages, Esc goes back to the start screen (``commands.KEY_TABLE``)."""
        command = KEY_TABLE[KeySet.HISTORY].get(name)
        if command is None:
            return False
        if command is Command.BACK:
            self.on_back()
            return True
        self.turn(-1 if command is Command.PREVIOUS_PAGE else 1)
        return True

    def open(self, kept: KeptGame) -> None:
        """Review the game ``kept``; the problem is shown when it cannot be opened."""
        problem = self.on_open(kept.record)
        if problem:
            style.set_text(self.message, problem)

    # -- the figures and the chart ------------------------------------------------------------
    def _figures(self, foot: float) -> list[DirectLabel]:
        """The title and each player's figures one under the other, as many as end above ``foot``."""
        left = self.split + 0.08
        labels = [style.title(self.root, _("Players"), self.text * 1.15, (left, 0, 0.72), TextNode.ALeft)]
        size = self.text * 0.9
        wrap = (self.half - left - 0.05) / size
        baseline = 0.63
        for figures in player_figures(self.games)[:FIGURES]:
            text = figures_line(figures)
            rows = text_rows(text, wrap)
            if baseline - ((rows - 1) * LINE + 0.3) * size < foot:
                break
            labels.append(tag(style.label(self.root, text, size, (left, 0, baseline), align=TextNode.ALeft,
                                          text_wordwrap=wrap), "text"))
            baseline -= (rows * LINE + 0.9) * size
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


def names_cut(result: GameResult, most: int) -> GameResult:
    """``result`` with each name of more than ``most`` characters cut with an ellipsis."""
    return replace(result, players=tuple(replace(player, name=cut(player.name, most)) for player in result.players))
