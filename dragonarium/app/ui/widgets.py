"""The play screen's buttons: the decision's row at the bottom, the switches at the left, the save dialog."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from direct.gui.DirectGui import DirectButton, DirectEntry
from panda3d.core import NodePath, TextNode

from dragonarium.i18n import _
from dragonarium.play.base.commands import Button, Command, DragonChoice, Press, StoneChoice
from dragonarium.rules import ChooseElement, Terrain
from dragonarium.app.ui import style
from dragonarium.app.ui.icons import with_icon
from dragonarium.app.ui.layout_json import tag

BUTTON_SCALE = 0.038
"""Button text height in 2D units (14 px in a 720 px high window), as the panels'."""
BUTTON_GAP = 0.02
SWITCH_SPACING = 0.085


def press_terrain(press: Press) -> Optional[Terrain]:
    """The type a button picks (an element to play, a stone's element, a dragon's type), shown by its picture."""
    if isinstance(press, (ChooseElement, StoneChoice)):
        return press.element.terrain
    if isinstance(press, DragonChoice):
        return press.terrain
    return None


def button_width(button: DirectButton) -> float:
    left, right, _, _ = button.node().getFrame()
    return (right - left) * button.getScale().x


class ButtonRow:
    """The pending decision's buttons in centred rows at the foot of the window, rebuilt only when they change; a
    click calls ``press`` with what the button sends."""

    def __init__(self, parent: NodePath, press: Callable[[Press], None]) -> None:
        self.parent = parent
        self.press = press
        self.buttons: list[DirectButton] = []
        self.specs: list[Button] = []
        self.place: tuple[float, float, float] = (-1.0, 1.0, -0.95)
        self.top = -0.95
        """The height over the top row, set by ``layout``."""

    def show(self, specs: list[Button]) -> None:
        if specs == self.specs:
            return
        self.destroy()
        self.specs = specs
        for spec in specs:
            # a chosen button is gold with dark words: it stands apart from the wooden ones in greys too
            button = tag(style.button(self.parent, with_icon(press_terrain(spec.press), spec.label), self.press,
                                      [spec.press], BUTTON_SCALE, selected=spec.chosen, enabled=spec.enabled),
                         "button")
            self.buttons.append(button)
        self.layout(*self.place)

    def layout(self, left: float, right: float, bottom: float) -> None:
        """Lay the buttons out centred between ``left`` and ``right``, in rows up from ``bottom``."""
        self.place = (left, right, bottom)
        rows: list[list[DirectButton]] = [[]]
        used = 0.0
        for button in self.buttons:
            width = button_width(button)
            if rows[-1] and used + width > right - left:
                rows.append([])
                used = 0.0
            rows[-1].append(button)
            used += width + BUTTON_GAP
        z = bottom
        for row in reversed(rows):
            if not row:
                continue
            x = (left + right) / 2 - (sum(button_width(b) for b in row) + BUTTON_GAP * (len(row) - 1)) / 2
            frame_bottom = min(b.node().getFrame()[2] * b.getScale().z for b in row)
            frame_height = max((b.node().getFrame()[3] - b.node().getFrame()[2]) * b.getScale().z for b in row)
            for button in row:
                button.setPos(x - button.node().getFrame()[0] * button.getScale().x, 0, z - frame_bottom)
                x += button_width(button) + BUTTON_GAP
            z += frame_height + BUTTON_GAP
        self.top = z

    def destroy(self) -> None:
        for button in self.buttons:
            button.destroy()
        self.buttons = []
        self.specs = []


def fit_words(button: DirectButton, room: float) -> None:
    """Draw ``button``'s words smaller when they are wider than ``room`` (in the button's own units), so that a long
    label (French, a large text size) stays inside its frame instead of spilling over it."""
    measure = TextNode("measure")
    measure.setFont(style.font())
    width = measure.calcWidth(button["text"] if isinstance(button["text"], str) else "")
    scale = 1.0 if width <= room or width <= 0 else room / width
    for name in ("text0", "text1", "text2", "text3"):
        if button.hascomponent(name):
            button.component(name).setScale(scale)
    button.setPythonTag("words_scale", scale)


class SwitchColumn:
    """The switches at the left (overlay, map, hint, help...), rebuilt only when a label changes; a click calls
    ``press`` with the switch's command."""

    def __init__(self, parent: NodePath, press: Callable[[Command], None]) -> None:
        self.parent = parent
        self.press = press
        self.buttons: list[DirectButton] = []
        self.specs: Sequence[tuple[Command, str]] = ()
        self.place: tuple[float, float, float] = (-1.7, 0.62, 0.5)

    def show(self, specs: Sequence[tuple[Command, str]]) -> None:
        if list(specs) == list(self.specs):
            return
        self.destroy()
        self.specs = list(specs)
        for command, label in specs:
            self.buttons.append(tag(style.button(self.parent, label, self.press, [command], BUTTON_SCALE,
                                                 role="switch"), "button"))
        self.layout(*self.place)

    def layout(self, left: float, width: float, top: float) -> None:
        """One switch a row, ``width`` wide, from (``left``, ``top``) down."""
        self.place = (left, width, top)
        half = width / 2 / BUTTON_SCALE
        for index, button in enumerate(self.buttons):
            button["frameSize"] = (-half, half, -0.45, 1.05)
            button.setPos(left + width / 2, 0, top - 1.05 * BUTTON_SCALE - index * SWITCH_SPACING)
            fit_words(button, 2 * half - 0.8)

    @property
    def bottom(self) -> float:
        """The height under the last switch."""
        left, width, top = self.place
        return top - len(self.buttons) * SWITCH_SPACING

    def destroy(self) -> None:
        for button in self.buttons:
            button.destroy()
        self.buttons = []
        self.specs = ()


class SaveDialog:
    """Asks for a file name; Enter calls ``save`` with it, ``close`` takes the dialog away."""

    def __init__(self, parent: NodePath, default: str, save: Callable[[str], object], heading: str = "") -> None:
        """``heading`` says what is saved (the game, by default)."""
        self.frame = style.panel(parent, (-0.9, 0.9, -0.16, 0.22), pos=(0, 0, 0.1))
        style.title(self.frame, heading or _("Save the game as (Enter to save, Esc to cancel):"), 0.045, (0, 0, 0.1))
        self.entry: Optional[DirectEntry] = style.entry(self.frame, initialText=default, width=36,
                                                        pos=(-0.82, 0, -0.04), command=save, focus=1)

    def close(self) -> None:
        self.frame.destroy()
        self.entry = None
