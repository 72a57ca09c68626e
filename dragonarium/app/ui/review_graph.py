"""The review's graph of the game: each player's estimate (the strong player's value of their board) after every
action, along the move list's order, with the mistakes and the key moments marked; a click goes to that action.

The x axis runs from the first position (before action 1) to the last; the y axis from the lowest estimate to the
highest. A line per player in the player's colour; a mistake is a red dot on its player's line, a key moment a gold
ring with its rank; the step shown is a pale upright line.
"""
from __future__ import annotations

import math
from typing import Callable, Optional, Sequence

from direct.gui.DirectGui import DGG, DirectFrame
from panda3d.core import LineSegs, NodePath, Point3, TextNode

from dragonarium.i18n import N_, _
from dragonarium.app.gfx.bidi import directed
from dragonarium.app.gfx.palette import player_colour
from dragonarium.app.ui import style
from dragonarium.app.ui.hud_panels import TEXT_SCALE, Box, card

PAD = 0.02
TITLE_HEIGHT = TEXT_SCALE * 1.1
MISTAKE_INK = (1.0, 0.35, 0.3, 1)
KEY_INK = style.GOLD
NOW_INK = (0.85, 0.83, 0.78, 0.7)
DOT = 0.006
"""Half the length of a mistake's dot."""
TITLE = N_("Estimates (the strong player's): click to go there")
AXIS_INK = (0.85, 0.83, 0.78, 1)
SMALL = TEXT_SCALE * 0.65
"""The axes' numbers and the legend."""
AXIS_ROOM = SMALL * 2.6
"""The room left of the plot for the points axis's numbers."""
LEGEND_MISTAKE = N_("red dot: mistake")
LEGEND_KEY = N_("gold ring: key moment")
Y_AXIS = N_("points")
X_AXIS = N_("action {first} to {last}")


class GameGraph:
    """Draws ``show``'s series in the box of ``layout``; ``pick(step)`` hears a click."""

    def __init__(self, parent: NodePath, pick: Callable[[int], None], names: Sequence[str] = ()) -> None:
        self.root = parent.attachNewNode("game-graph")
        self.names = list(names)
        """The players' names, in seat order, for the legend."""
        self.pick = pick
        self.box = Box(0, 0, 0, 0)
        self.series: list[tuple[float, ...]] = []
        self.mistakes: list[tuple[int, int]] = []
        self.keys: list[tuple[int, int]] = []
        self.current = 0
        self._frame: Optional[DirectFrame] = None
        self._drawn: Optional[NodePath] = None
        self._shown: Optional[tuple] = None

    @property
    def plot(self) -> Box:
        """The part of the box the lines are drawn in: under the title and the legend, right of the points axis's
        numbers, over the actions axis's."""
        box = self.box
        return Box(box.left + PAD + AXIS_ROOM, box.right - PAD, box.bottom + PAD + SMALL * 1.2,
                   box.top - PAD - TITLE_HEIGHT - SMALL * 1.25)

    def layout(self, box: Box) -> None:
        self.box = box
        if self._frame is not None:
            self._frame.destroy()
        self._frame = style.plain(DirectFrame(parent=self.root, frameColor=(0, 0, 0, 0), state=DGG.NORMAL,
                                              frameSize=(box.left, box.right, box.bottom, box.top)), "click-area")
        self._frame.bind(DGG.B1PRESS, self._pressed)
        self._shown = None
        self._draw()

    def show(self, series: Sequence[tuple[float, ...]], mistakes: Sequence[tuple[int, int]],
             keys: Sequence[tuple[int, int]], current: int) -> None:
        """``series[step]``: each player's estimate at step ``step`` (before action ``step + 1``; the last, after
        them all); ``mistakes`` and ``keys``: (action index, player) of each mistake and key moment (in rank order);
        ``current``: the step shown."""
        self.series, self.mistakes, self.keys, self.current = list(series), list(mistakes), list(keys), current
        self._draw()

    def x_of(self, step: int) -> float:
        plot = self.plot
        return plot.left + plot.width * step / max(1, len(self.series) - 1)

    def z_of(self, value: float) -> float:
        plot = self.plot
        low, high = self._range()
        return plot.bottom + (plot.top - plot.bottom) * (value - low) / (high - low)

    def step_at(self, x: float) -> int:
        """The step nearest to ``x`` (2D units) along the graph."""
        plot = self.plot
        last = max(0, len(self.series) - 1)
        share = (x - plot.left) / plot.width if plot.width else 0.0
        return max(0, min(last, round(share * last)))

    def click_at(self, x: float) -> None:
        """A click at ``x`` along the graph: the action played after the step there (a decision's point on a line
        is the estimate after it)."""
        if self.series:
            self.pick(max(0, self.step_at(x) - 1))

    def contains(self, x: float, z: float) -> bool:
        box = self.box
        return box.left <= x <= box.right and box.bottom <= z <= box.top

    def _pressed(self, event) -> None:
        # the pointer is read in render2d's terms (the window from -1 to 1); the graph's box in its layer's, however
        # the layout scaled that layer
        mouse = event.getMouse()
        self.click_at(self.root.getRelativePoint(self.root.getTop(), Point3(mouse.x, 0, mouse.y)).x)

    def _range(self) -> tuple[float, float]:
        values = [value for point in self.series for value in point] or [0.0]
        low, high = min(values), max(values)
        return (low, high) if high - low > 1e-6 else (low - 1, high + 1)

    def _draw(self) -> None:
        shown = (tuple(self.series), tuple(self.mistakes), tuple(self.keys), self.current, self.box)
        if shown == self._shown:
            return
        self._shown = shown
        if self._drawn is not None:
            self._drawn.removeNode()
        self._drawn = self.root.attachNewNode("graph-drawn")
        if self.box.width <= 0:
            return
        card(self._drawn, "graph-card", self.box)
        title = TextNode("graph-title")
        title.setText(_(TITLE))
        title.setTextColor(*KEY_INK)
        label = self._drawn.attachNewNode(title)
        room = self.box.width - 2 * PAD  # a title wider than the graph is drawn smaller, never cut by the edge
        label.setScale(TEXT_SCALE * 0.8 * min(1.0, room / max(title.getWidth() * TEXT_SCALE * 0.8, 1e-6)))
        label.setPos(self.box.left + PAD, 0, self.box.top - PAD - TEXT_SCALE * 0.7)
        if len(self.series) < 2:
            return
        plot = self.plot
        self._legend(self._drawn)
        self._axes(self._drawn)
        now = LineSegs("graph-now")
        now.setColor(*NOW_INK)
        now.moveTo(self.x_of(self.current), 0, plot.bottom)
        now.drawTo(self.x_of(self.current), 0, plot.top)
        self._drawn.attachNewNode(now.create())
        for player in range(len(self.series[0])):
            line = LineSegs(f"graph-player-{player + 1}")
            line.setThickness(2.0)
            line.setColor(*player_colour(player), 1)
            for step, point in enumerate(self.series):
                (line.moveTo if step == 0 else line.drawTo)(self.x_of(step), 0, self.z_of(point[player]))
            self._drawn.attachNewNode(line.create())
        dots = LineSegs("graph-mistakes")
        dots.setThickness(6.0)
        dots.setColor(*MISTAKE_INK)
        for index, player in self.mistakes:  # a short thick stroke: a dot on the line
            x, z = self.x_of(index + 1), self.z_of(self.series[index + 1][player])
            dots.moveTo(x - DOT, 0, z)
            dots.drawTo(x + DOT, 0, z)
        self._drawn.attachNewNode(dots.create())
        for rank, (index, player) in enumerate(self.keys, 1):
            x, z = self.x_of(index + 1), self.z_of(self.series[index + 1][player])
            ring = LineSegs("graph-key")
            ring.setThickness(2.0)
            ring.setColor(*KEY_INK)
            radius = TEXT_SCALE * 0.45
            for k in range(13):
                angle = k / 12 * 6.283185
                (ring.moveTo if k == 0 else ring.drawTo)(x + radius * math.cos(angle), 0, z + radius * math.sin(angle))
            self._drawn.attachNewNode(ring.create())
            number = TextNode(f"graph-key-{rank}")
            number.setText(str(rank))
            number.setTextColor(*KEY_INK)
            number.setAlign(TextNode.ACenter)
            text = self._drawn.attachNewNode(number)
            text.setScale(TEXT_SCALE * 0.7)
            text.setPos(x, 0, z + radius * 1.3)
        self._drawn.setBin("fixed", 5)  # over the card

    @staticmethod
    def _small(parent: NodePath, name: str, text: str, x: float, z: float, ink: tuple,
               align: int = TextNode.ALeft, scale: float = SMALL) -> float:
        """A small text whose baseline starts at (x, z); returns its width."""
        node = TextNode(name)
        node.setText(directed(text))
        node.setTextColor(*ink)
        node.setAlign(align)
        path = parent.attachNewNode(node)
        path.setScale(scale)
        path.setPos(x, 0, z)
        return node.getWidth() * scale

    def _legend(self, parent: NodePath) -> None:
        """Under the title: each player's name in their line's colour, then what a red dot and a gold ring are
        (drawn smaller when they would be wider than the graph)."""
        x, z = self.box.left + PAD, self.box.top - PAD - TITLE_HEIGHT - SMALL * 0.8
        entries: list[tuple[str, tuple]] = [(name, (*player_colour(seat), 1)) for seat, name in enumerate(self.names)]
        entries += [(_(LEGEND_MISTAKE), MISTAKE_INK), (_(LEGEND_KEY), KEY_INK)]
        measure = TextNode("measure")
        wide = sum(measure.calcWidth(words) + 0.8 for words, _ink in entries) * SMALL
        scale = SMALL * min(1.0, (self.box.width - 2 * PAD) / wide)
        for number, (words, ink) in enumerate(entries):
            x += self._small(parent, f"graph-legend-{number}", words, x, z, ink, scale=scale) + scale * 0.8

    def _axes(self, parent: NodePath) -> None:
        """The points axis at the left (its lowest and highest estimate) and the actions axis at the foot."""
        plot = self.plot
        axes = LineSegs("graph-axes")
        axes.setColor(*AXIS_INK)
        axes.moveTo(plot.left, 0, plot.top)
        axes.drawTo(plot.left, 0, plot.bottom)
        axes.drawTo(plot.right, 0, plot.bottom)
        parent.attachNewNode(axes.create())
        low, high = self._range()
        gap = SMALL * 0.3
        self._small(parent, "graph-axis-high", f"{high:.0f}", plot.left - gap, plot.top - SMALL * 0.7, AXIS_INK,
                    TextNode.ARight)
        self._small(parent, "graph-axis-low", f"{low:.0f}", plot.left - gap, plot.bottom, AXIS_INK, TextNode.ARight)
        self._small(parent, "graph-axis-unit", _(Y_AXIS), plot.left - gap, plot.bottom - SMALL * 1.05, AXIS_INK,
                    TextNode.ARight)
        self._small(parent, "graph-axis-actions", _(X_AXIS).format(first=1, last=len(self.series) - 1), plot.right,
                    plot.bottom - SMALL * 1.05, AXIS_INK, TextNode.ARight)

    def destroy(self) -> None:
        if self._frame is not None:
            self._frame.destroy()
        self.root.removeNode()

