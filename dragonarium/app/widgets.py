"""The play screen's buttons: the decision's row at the bottom, the switches at the left, the save dialog."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from direct.gui.DirectGui import DGG, DirectButton, DirectEntry, DirectFrame
from panda3d.core import NodePath

from ..play.controller import Button

BUTTON_SPACING = 0.5
BUTTON_ROW_Z = -0.93
SWITCH_X = -1.5
SWITCH_TOP_Z = 0.25
SWITCH_SPACING = 0.09
LIVE = (0.85, 0.78, 0.62, 1)
DEAD = (0.45, 0.42, 0.38, 1)
SWITCH = (0.78, 0.74, 0.64, 1)


class ButtonRow:
    """The pending decision's buttons in a row, rebuilt only when they change."""

    def __init__(self, parent: NodePath, press: Callable[[str], None]) -> None:
        self.parent = parent
        self.press = press
        self.buttons: list[DirectButton] = []
        self.specs: list[Button] = []

    def show(self, specs: list[Button]) -> None:
        if specs == self.specs:
            return
        self.destroy()
        self.specs = specs
        count = len(specs)
        for index, spec in enumerate(specs):
            x = (index - (count - 1) / 2) * BUTTON_SPACING
            button = DirectButton(parent=self.parent, text=spec.label, scale=0.04, pos=(x, 0, BUTTON_ROW_Z),
                                  frameSize=(-5.8, 5.8, -0.8, 1.2), command=self.press, extraArgs=[spec.name],
                                  text_scale=0.85, relief=DGG.RAISED, frameColor=LIVE if spec.enabled else DEAD)
            if not spec.enabled:
                button["state"] = DGG.DISABLED
            self.buttons.append(button)

    def destroy(self) -> None:
        for button in self.buttons:
            button.destroy()
        self.buttons = []
        self.specs = []


class SwitchColumn:
    """The switches at the left (overlay, map, hint, help...), rebuilt only when a label changes."""

    def __init__(self, parent: NodePath, press: Callable[[str], None]) -> None:
        self.parent = parent
        self.press = press
        self.buttons: list[DirectButton] = []
        self.specs: Sequence[tuple[str, str]] = ()

    def show(self, specs: Sequence[tuple[str, str]]) -> None:
        if list(specs) == list(self.specs):
            return
        self.destroy()
        self.specs = list(specs)
        for index, (name, label) in enumerate(specs):
            self.buttons.append(DirectButton(parent=self.parent, text=label, scale=0.036,
                                             pos=(SWITCH_X, 0, SWITCH_TOP_Z - index * SWITCH_SPACING),
                                             frameSize=(-6.5, 6.5, -0.8, 1.2), command=self.press, extraArgs=[name],
                                             text_scale=0.85, frameColor=SWITCH))

    def destroy(self) -> None:
        for button in self.buttons:
            button.destroy()
        self.buttons = []
        self.specs = ()


class SaveDialog:
    """Asks for a file name; Enter calls ``save`` with it, ``close`` takes the dialog away."""

    def __init__(self, parent: NodePath, default: str, save: Callable[[str], object]) -> None:
        self.frame = DirectFrame(parent=parent, frameColor=(0.1, 0.09, 0.08, 0.9), frameSize=(-0.9, 0.9, -0.15, 0.2),
                                 pos=(0, 0, 0.1))
        DirectFrame(parent=self.frame, text="Save the game as (Enter to save, Esc to cancel):", scale=0.045,
                    pos=(0, 0, 0.1), frameColor=(0, 0, 0, 0), text_fg=(1, 1, 1, 1))
        self.entry: Optional[DirectEntry] = DirectEntry(parent=self.frame, initialText=default, scale=0.045, width=36,
                                                        pos=(-0.82, 0, -0.04), command=save, focus=1)

    def close(self) -> None:
        self.frame.destroy()
        self.entry = None
