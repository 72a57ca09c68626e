"""The buttons of a screen by keys: ``Tab`` and ``Shift+Tab`` walk the focus through every button, switch, list
row and field shown (and enabled), in reading order; ``Enter`` or ``Space`` press the button with the focus; the
ring (``focus_ring``) shows where it is.

The stops are found afresh at each key under the screen's 2D roots, so a button made or taken away since is
followed (``play.base.focus.FocusOrder`` keeps the focus on the same button while it is there). A screen may put
stops of its own before the widgets (``lead``: the play screen's board).
"""
from __future__ import annotations

from typing import Callable, Hashable, Optional, Sequence

from direct.gui import DirectGuiGlobals as DGG
from direct.gui.DirectGuiBase import DirectGuiWidget
from direct.gui.DirectGui import DirectEntry
from panda3d.core import NodePath, Point3

from dragonarium.play.base.commands import Command
from dragonarium.play.base.focus import FocusOrder, reading_order
from dragonarium.app.ui.focus_ring import ring_round
from dragonarium.app.ui.style import STYLE_TAG

ROLES = frozenset({"button", "switch", "row", "entry"})
"""The widgets of the style the focus stops on."""


def stop_name(widget: DirectGuiWidget, place: tuple[float, float]) -> Hashable:
    """A widget's name as a stop, the same while its words change (a setting's button) and when its screen is made
    anew: what it sends (a button's arguments), else what it calls, else (a field) where it is."""
    options = widget.configure()
    try:
        arguments = tuple(widget["extraArgs"]) if "extraArgs" in options else ()
        hash(arguments)
    except TypeError:
        arguments = ()
    if arguments:
        return ("sends", arguments)
    command = widget["command"] if "command" in options and not isinstance(widget, DirectEntry) else None
    if command is not None and getattr(command, "__name__", "<lambda>") != "<lambda>":
        return ("calls", getattr(command, "__qualname__", command.__name__))
    return ("at", round(place[0], 2), round(place[1], 2))


class KeyFocus:
    """The focus over the widgets under ``roots()``; ``lead`` names stops of the screen's own before them."""

    def __init__(self, render2d: NodePath, roots: Callable[[], Sequence[NodePath]],
                 lead: Callable[[], Sequence[Hashable]] = lambda: ()) -> None:
        self.render2d = render2d
        self.roots = roots
        self.lead = lead
        self.order = FocusOrder()
        self._ring: Optional[NodePath] = None

    # -- what is there ------------------------------------------------------------------------------
    def widgets(self) -> dict[Hashable, DirectGuiWidget]:
        """The widgets the focus may stop on now, by stop name, in reading order."""
        boxes: list[tuple[Hashable, tuple[float, float, float, float]]] = []
        found: dict[Hashable, DirectGuiWidget] = {}
        for root in self.roots():
            if root is None or root.isEmpty() or root.isHidden():
                continue
            for node in root.findAllMatches(f"**/={STYLE_TAG}"):
                widget = DirectGuiWidget.guiDict.get(node.node().getId()) if hasattr(node.node(), "getId") else None
                if widget is None or node.getTag(STYLE_TAG) not in ROLES or node.isHidden():
                    continue
                if widget["state"] == DGG.DISABLED:
                    continue
                left, right, bottom, top = node.node().getFrame()
                low = self.render2d.getRelativePoint(node, Point3(left, 0, bottom))
                high = self.render2d.getRelativePoint(node, Point3(right, 0, top))
                name = stop_name(widget, (low.x, high.z))
                while name in found:  # two widgets sending the same: told apart by their place
                    name = (name, len(found))
                found[name] = widget
                boxes.append((name, (low.x, high.x, low.z, high.z)))
        return {name: found[name] for name in reading_order(boxes)}

    def stops(self) -> tuple[Hashable, ...]:
        return (*self.lead(), *self.widgets())

    def typing(self) -> bool:
        """A field has the keyboard (its words are being typed): Enter and Space are its."""
        return any(isinstance(widget, DirectEntry) and widget.guiItem.getFocus()
                   for widget in self.widgets().values())

    @property
    def focused(self) -> Optional[Hashable]:
        return self.order.focused

    def focused_widget(self) -> Optional[DirectGuiWidget]:
        """The widget with the focus (None: none, or a stop of the screen's own)."""
        return self.widgets().get(self.order.focused) if self.order.focused is not None else None

    # -- keys ----------------------------------------------------------------------------------------
    def key(self, command: Optional[Command]) -> bool:
        """``FOCUS_NEXT``, ``FOCUS_PREVIOUS`` or ``ACTIVATE``; False for another command, or Enter or Space while
        a field is typed in."""
        if command in (Command.FOCUS_NEXT, Command.FOCUS_PREVIOUS):
            self.step(1 if command is Command.FOCUS_NEXT else -1)
            return True
        if command is Command.ACTIVATE and not self.typing():
            return self.activate()
        return False

    def step(self, delta: int) -> None:
        """Tab (1) or Shift+Tab (-1): the focus to the next or previous stop."""
        self.order = self.order.with_stops(self.stops()).step(delta)
        self.show()

    def put(self, stop: Optional[Hashable]) -> None:
        """The focus on ``stop`` (None: nowhere)."""
        self.order = self.order.with_stops(self.stops()).on(stop)
        if stop is None:
            self.order = FocusOrder(self.order.stops)
        self.show()

    def activate(self) -> bool:
        """Press the button with the focus (a field takes the keyboard); with nothing focused the focus goes to
        the first stop. False when the focus is on a stop of the screen's own (the screen acts)."""
        self.order = self.order.with_stops(self.stops())
        if self.order.focused is None:
            self.step(1)
            return True
        widget = self.focused_widget()
        if widget is None:
            return False
        if isinstance(widget, DirectEntry):
            widget["focus"] = 1
        else:
            widget.commandFunc(None)
        self.show()
        return True

    # -- drawing -------------------------------------------------------------------------------------
    def show(self) -> None:
        """Draw the ring round the widget with the focus (again: the widget may have been made anew); a field
        with the focus takes the keyboard, the others let it go."""
        self.order = self.order.with_stops(self.stops())
        self.hide_ring()
        widget = self.focused_widget()
        for other in self.widgets().values():
            if isinstance(other, DirectEntry) and other is not widget and other.guiItem.getFocus():
                other["focus"] = 0
        if widget is None:
            return
        if isinstance(widget, DirectEntry):
            widget["focus"] = 1
        self._ring = ring_round(widget, self.render2d)

    def hide_ring(self) -> None:
        if self._ring is not None and not self._ring.isEmpty():
            self._ring.removeNode()
        self._ring = None

    @property
    def ring(self) -> Optional[NodePath]:
        """The ring drawn (None: none)."""
        return None if self._ring is None or self._ring.isEmpty() else self._ring

    def reset(self) -> None:
        """No focus (the first Tab focuses the first stop)."""
        self.hide_ring()
        self.order = FocusOrder()

    def carry(self) -> None:
        """A new screen: a focus in use goes to its stop of the same name there (a setting's button, the screen
        made anew in another language or text size), else to its first stop; none stays none."""
        self.hide_ring()
        self.order = FocusOrder((), self.order.focused)

