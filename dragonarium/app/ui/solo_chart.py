"""The solo chart of the History screen: a player's solo scores over time, each game's column banded by the
ranks of the solo table as its side raises them."""
from __future__ import annotations

from dataclasses import dataclass

from direct.gui.DirectGui import DirectFrame
from panda3d.core import LineSegs, NodePath, TextNode

from dragonarium.i18n import _
from dragonarium.rules import shown
from dragonarium.play.history.figures import SoloChart
from dragonarium.play.table.screen_layout import LINE as LINE_SPACING
from dragonarium.app.ui import style
from dragonarium.app.ui.hud_panels import text_rows

MOST_POINTS = 30
"""Games drawn: the latest ones."""
LOW_BAND = (0.26, 0.17, 0.10, 1)
HIGH_BAND = (0.62, 0.47, 0.18, 1)
"""The colours of the worst and the best rank's band; the ranks between take colours between."""
LINE = (0.55, 0.78, 1.0, 1)
TEXT = 0.032
DAY = "%Y-%m-%d"


@dataclass(frozen=True)
class Area:
    """A rectangle of the 2D layer."""

    left: float
    right: float
    bottom: float
    top: float


class SoloChartView:
    """Draws ``chart`` in ``area`` under ``parent``: bands, the scores joined by a line, the ranks named beside
    the last game's column, the score scale at the left, the first and the last game's dates below."""

    def __init__(self, parent: NodePath, chart: SoloChart, area: Area) -> None:
        self.root = parent.attachNewNode("solo-chart")
        self.points = chart.points[-MOST_POINTS:]
        heading = _("Solo scores of {player}").format(player=chart.name)
        wrap = (area.right - area.left) / (TEXT * 1.15)
        style.title(self.root, heading, TEXT * 1.15, (area.left, 0, area.top - TEXT), TextNode.ALeft,
                    text_wordwrap=wrap)
        below = (text_rows(heading, wrap) - 1) * LINE_SPACING * TEXT * 1.15  # a long name wraps
        plot = Area(area.left + TEXT * 2.2, area.right - TEXT * 9, area.bottom, area.top - TEXT * 2 - below)
        self.plot = plot
        tops = [point.score for point in self.points]
        tops += [low for point in self.points for _rank, low, _above in chart.band(point)]
        self.high = (max(tops) // 10 + 2) * 10
        self.columns = len(self.points)
        width = (plot.right - plot.left) / max(1, self.columns)
        count = len(chart.ranks)
        self.bands = []
        for column, point in enumerate(self.points):
            x0 = plot.left + column * width
            for index, (_rank, low, above) in enumerate(chart.band(point)):
                shade = (count - 1 - index) / max(1, count - 1)
                colour = tuple(lo + (hi - lo) * shade for lo, hi in zip(LOW_BAND, HIGH_BAND))
                y0, y1 = self.height(low), self.height(self.high if above is None else above)
                self.bands.append(style.plain(DirectFrame(parent=self.root, frameColor=colour,
                                                          frameSize=(x0, x0 + width * 0.98, y0, y1)), "chart"))
        last = chart.band(self.points[-1])
        for rank, low, above in last:
            middle = (self.height(low) + self.height(self.high if above is None else above)) / 2
            style.label(self.root, shown(rank.title), TEXT * 0.8, (plot.right + TEXT * 0.4, 0, middle - TEXT * 0.3),
                        align=TextNode.ALeft, text_wordwrap=11)
        for value in (0, self.high // 2, self.high):
            style.label(self.root, str(value), TEXT * 0.8, (plot.left - TEXT * 0.4, 0, self.height(value) - TEXT * 0.3),
                        align=TextNode.ARight)
        for column in {0, self.columns - 1}:
            style.label(self.root, self.points[column].finished.strftime(DAY), TEXT * 0.75,
                        (plot.left + (column + 0.5) * width, 0, plot.bottom - TEXT * 0.9))
        self.marks = [(plot.left + (column + 0.5) * width, self.height(point.score))
                      for column, point in enumerate(self.points)]
        lines = LineSegs("solo-scores")
        lines.setColor(*LINE)
        lines.setThickness(2)
        for index, (x, y) in enumerate(self.marks):
            (lines.drawTo if index else lines.moveTo)(x, 0, y)
        self.root.attachNewNode(lines.create())
        for x, y in self.marks:
            style.plain(DirectFrame(parent=self.root, frameColor=LINE, frameSize=(x - 0.012, x + 0.012, y - 0.012,
                                                                                  y + 0.012)), "chart")

    def height(self, score: float) -> float:
        """Where a score sits on the chart."""
        plot = self.plot
        return plot.bottom + (plot.top - plot.bottom) * min(score, self.high) / self.high

    def destroy(self) -> None:
        self.root.removeNode()
