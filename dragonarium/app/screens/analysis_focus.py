"""A visible focus that Tab and Shift+Tab move over a screen's controls (the analysis board's), Enter pressing the
one it is on: a gold frame drawn round it, so every control is reached by keys alone."""
from __future__ import annotations

from typing import Optional, Sequence

from direct.gui.DirectGui import DirectEntry
from direct.gui import DirectGuiGlobals as DGG
from panda3d.core import LineSegs, NodePath, Point3

from dragonarium.play.base.changes import Change

FRAME = (1.0, 0.82, 0.25, 1.0)
"""The focus frame's gold (the table's one "this one" colour)."""
INK = (0.05, 0.04, 0.03, 1.0)
"""A dark edge beside the gold, so the frame reads on a light button and a dark panel alike."""


class FocusRing:
    """The focus over ``widgets`` (buttons and fields, under ``layer``), in that order; none at first."""

    def __init__(self, layer: NodePath, widgets: Sequence[NodePath]) -> None:
        self.layer = layer
        self.widgets = list(widgets)
        self.index: Optional[int] = None
        self.frame: Optional[NodePath] = None

    @property
    def active(self) -> bool:
        return self.index is not None

    @property
    def widget(self) -> Optional[NodePath]:
        """The control focused (None: none, or one no longer there)."""
        if self.index is None or self.index >= len(self.widgets):
            return None
        return self.widgets[self.index]

    def _reachable(self, widget: NodePath) -> bool:
        if widget.isHidden() or widget.isEmpty():
            return False
        try:
            return widget["state"] != DGG.DISABLED
        except KeyError:
            return True

    def move(self, step: int) -> None:
        """The next (``step`` 1) or previous (-1) control shown and enabled, round the ring."""
        count = len(self.widgets)
        if not count:
            return
        start = (self.index if self.index is not None else (-1 if step > 0 else count)) + step
        for offset in range(count):
            index = (start + offset * step) % count
            if self._reachable(self.widgets[index]):
                self.index = index
                break
        self.redraw()

    def press(self) -> Change:
        """Enter on the control focused: a button is pressed, a field takes the keys."""
        widget = self.widget
        if widget is None:
            return Change.NONE
        if isinstance(widget, DirectEntry):
            widget["focus"] = 1
            return Change.NONE
        command = widget["command"]
        if command is not None and self._reachable(widget):
            command(*widget["extraArgs"])
        self.redraw()
        return Change.NONE

    def clear(self) -> None:
        self.index = None
        self.redraw()

    def redraw(self) -> None:
        """The frame round the control focused (none without one), where it is now."""
        if self.frame is not None:
            self.frame.removeNode()
            self.frame = None
        widget = self.widget
        if widget is None or not self._reachable(widget):
            return
        left, right, bottom, top = widget.node().getFrame()
        low = self.layer.getRelativePoint(widget, Point3(left, 0, bottom))
        high = self.layer.getRelativePoint(widget, Point3(right, 0, top))
        lines = LineSegs("focus")
        for colour, grow, thickness in ((INK, 0.012, 5.0), (FRAME, 0.006, 3.0)):
            lines.setColor(*colour)
            lines.setThickness(thickness)
            x0, x1, z0, z1 = low.x - grow, high.x + grow, low.z - grow, high.z + grow
            lines.moveTo(x0, 0, z0)
            for x, z in ((x1, z0), (x1, z1), (x0, z1), (x0, z0)):
                lines.drawTo(x, 0, z)
        self.frame = self.layer.attachNewNode(lines.create())
        self.frame.setBin("gui-popup", 10)

    def destroy(self) -> None:
        self.clear()
