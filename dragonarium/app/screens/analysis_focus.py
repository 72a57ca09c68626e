"""A visible focus that Tab and Shift+Tab move over a screen's controls (the analysis board's), Enter pressing the
one it is on: the ring every screen's focus draws (``ui.focus_ring``) round it, so every control is reached by keys
alone."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from direct.gui.DirectGui import DirectEntry
from direct.gui import DirectGuiGlobals as DGG
from panda3d.core import NodePath

from dragonarium.play.base.changes import Change
from dragonarium.app.ui.focus_ring import ring_round


class FocusRing:
    """The focus over ``widgets`` (buttons and fields, under ``layer``), in that order; none at first. The widgets
    of ``group`` (the tile tray's swatches, side by side in ``widgets``) are one stop: Tab lands on ``entry()``
    (the tile picked's swatch) and leaves the group at the next Tab; the arrows move within it (``put``).
    ``moved`` hears each control the focus goes to (None: none)."""

    def __init__(self, layer: NodePath, widgets: Sequence[NodePath], group: Sequence[NodePath] = (),
                 entry: Callable[[], Optional[NodePath]] = lambda: None,
                 moved: Callable[[Optional[NodePath]], None] = lambda widget: None) -> None:
        self.layer = layer
        self.widgets = list(widgets)
        self.group = [index for index, widget in enumerate(self.widgets) if any(widget is w for w in group)]
        self.entry = entry
        self.moved = moved
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
        if self.index in self.group:  # from within the group: on past it
            start = (self.group[-1] if step > 0 else self.group[0]) + step
        for offset in range(count):
            index = (start + offset * step) % count
            if self._reachable(self.widgets[index]):
                self.index = index
                break
        entry = self.entry()
        if self.index in self.group and entry is not None and self._reachable(entry):
            self.index = next(index for index in self.group if self.widgets[index] is entry)
        self.redraw()

    def put(self, widget: NodePath) -> None:
        """The focus on ``widget`` (one of the widgets)."""
        self.index = next(index for index, other in enumerate(self.widgets) if other is widget)
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
        if self.frame is not None and not self.frame.isEmpty():
            self.frame.removeNode()
        self.frame = None
        widget = self.widget
        self.moved(widget)
        if widget is None or not self._reachable(widget):
            return
        self.frame = ring_round(widget, self.layer.getTop())  # the focus ring every screen draws

    def destroy(self) -> None:
        self.clear()
