"""The flat information layer: text panels in the 2D layer, filled with the lines ``play.hud`` writes."""
from __future__ import annotations

from panda3d.core import CardMaker, NodePath, TextGraphic, TextNode, TextPropertiesManager

from ..play.hud import hud_lines
from ..rules import GameState
from . import palette

PANEL_SCALE = 0.045


def text_panel(parent: NodePath, name: str, pos: tuple[float, float], align: int, scale: float) -> TextNode:
    """A text on a dark card in the 2D layer."""
    text = TextNode(name)
    text.setAlign(align)
    text.setTextColor(0.97, 0.95, 0.88, 1)
    text.setShadow(0.05, 0.05)
    text.setShadowColor(0, 0, 0, 0.9)
    text.setCardColor(0.08, 0.07, 0.06, 0.6)
    text.setCardAsMargin(0.4, 0.4, 0.25, 0.25)
    # no decal: in the 2D layer the card is drawn first anyway, and a decal costs a software renderer
    # about 0.7 ms a panel every frame
    text.setCardDecal(False)
    node = parent.attachNewNode(text)
    node.setPos(pos[0], 0, pos[1])
    node.setScale(scale)
    return text


class Hud:
    """Text panels in the 2D layer, refreshed from the state."""

    def __init__(self, parent: NodePath) -> None:
        self.root = parent.attachNewNode("hud")
        self.panels: dict[str, TextNode] = {}
        for name, pos, align in (("status", (-1.72, 0.92), TextNode.ALeft),
                                 ("players", (1.72, 0.92), TextNode.ARight),
                                 ("supply", (-1.72, -0.84), TextNode.ALeft)):
            self.panels[name] = text_panel(self.root, f"hud-{name}", pos, align, PANEL_SCALE)

    def show(self, state: GameState) -> None:
        lines = hud_lines(state)
        # each player's line ends in a square of their seat's colour
        lines["players"] = [f"{line} {seat_swatch(index)}" for index, line in enumerate(lines["players"])]
        for name, panel_lines in lines.items():
            self.panels[name].setText("\n".join(panel_lines))


def seat_swatch(seat: int) -> str:
    """The text that draws a small square of ``seat``'s colour, edged in light grey, inline in a TextNode."""
    name = f"seat-{seat}"
    manager = TextPropertiesManager.getGlobalPtr()
    if not manager.hasGraphic(name):
        swatch = NodePath(name)
        for (left, right, bottom, top), colour in (((0.0, 0.8, -0.1, 0.7), (0.85, 0.85, 0.85)),
                                                   ((0.08, 0.72, -0.02, 0.62), palette.player_colour(seat))):
            card = CardMaker(name)
            card.setFrame(left, right, bottom, top)
            card.setColor(*colour, 1)
            swatch.attachNewNode(card.generate())
        manager.setGraphic(name, TextGraphic(swatch, 0.0, 0.8, -0.1, 0.7))
    return f"\5{name}\5"

