"""The flat information layer: opaque text panels in fixed regions of the 2D layer, filled from ``play.hud``.

The 2D layer runs from -aspect to +aspect across and from -1 to 1 up. ``Regions`` splits it for a window
aspect: a left column (status, then the switches, supplies at the foot), a right column (players, then the turn
log, then the hover panel) and a bottom strip (the instruction line over the button row) between them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from panda3d.core import CardMaker, NodePath, TextGraphic, TextNode, TextPropertiesManager

from dragonarium.i18n import _
from dragonarium.play.table import help_text
from dragonarium.play.hud import hud_lines, log_text
from dragonarium.rules import GameState
from dragonarium.app.gfx import palette
from dragonarium.app.ui.layout_json import tag

TEXT_SCALE = 0.038
"""Panel text height in 2D units (14 px in a 720 px high window)."""
MARGIN = 0.025
GAP = 0.02
LEFT_WIDTH = 0.62
RIGHT_WIDTH = 0.95
STRIP_HEIGHT = 0.36
"""The bottom strip: the button row and up to three lines of instructions."""
CARD = (0.10, 0.09, 0.08, 1.0)
INK = (0.97, 0.95, 0.88, 1)


@dataclass(frozen=True)
class Box:
    """A region of the 2D layer: ``left``, ``right``, ``bottom``, ``top`` in 2D units."""

    left: float
    right: float
    bottom: float
    top: float

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def centre(self) -> float:
        return (self.left + self.right) / 2


@dataclass(frozen=True)
class Regions:
    """Where each part of the HUD goes in a window ``aspect`` (width / height) wide."""

    aspect: float

    @property
    def left(self) -> Box:
        return Box(-self.aspect + MARGIN, -self.aspect + MARGIN + LEFT_WIDTH, -1 + MARGIN, 1 - MARGIN)

    @property
    def right(self) -> Box:
        return Box(self.aspect - MARGIN - RIGHT_WIDTH, self.aspect - MARGIN, self.strip.top + GAP, 1 - MARGIN)

    @property
    def strip(self) -> Box:
        return Box(self.left.right + GAP, self.aspect - MARGIN, -1 + MARGIN, -1 + MARGIN + STRIP_HEIGHT)

    @property
    def top_centre(self) -> Box:
        """Between the status and players panels (the lesson's text)."""
        return Box(self.left.right + GAP, self.right.left - GAP, 0.55, 1 - MARGIN)

    def columns(self) -> tuple[tuple[float, float, float, float], ...]:
        """The side columns as the camera sees the picture: (left, right, bottom, top) each, from -1 to 1."""
        left, right = self.left, self.right
        return ((-1.0, (left.right + GAP) / self.aspect, left.bottom, left.top),
                ((right.left - GAP) / self.aspect, 1.0, right.bottom, right.top))

    def above_strip(self) -> tuple[float, float, float, float]:
        """The picture above the bottom strip, as the camera frames a board into it: (left, right, bottom, top),
        the window running from -1 to 1 both ways (so the instruction line covers no part of the board)."""
        return (-1.0, 1.0, self.strip.top + GAP, 1.0)

    @property
    def page(self) -> Box:
        """The middle of the window for a page (help, final scores): right of the switches, above the strip."""
        return Box(self.left.right + GAP, self.aspect - MARGIN, self.strip.top + GAP, 0.72)


def text_panel(parent: NodePath, name: str, align: int = TextNode.ALeft, scale: float = TEXT_SCALE) -> TextNode:
    """A text on an opaque card in the 2D layer, tagged as a layout panel."""
    text = TextNode(name)
    text.setAlign(align)
    text.setTextColor(*INK)
    text.setCardColor(*CARD)
    text.setCardAsMargin(0.4, 0.4, 0.25, 0.25)
    # no decal: in the 2D layer the card is drawn first anyway, and a decal costs a software renderer
    # about 0.7 ms a panel every frame
    text.setCardDecal(False)
    node = tag(parent.attachNewNode(text), "panel")
    node.setScale(scale)
    return text


def bounds(node: NodePath) -> Optional[tuple[float, float, float, float]]:
    """``node``'s drawn extent relative to its parent: (left, right, bottom, top), None when it draws nothing."""
    found = node.getTightBounds(node.getParent())
    if found is None:
        return None
    low, high = found
    return low.x, high.x, low.z, high.z


def anchor(node: NodePath, x: float, z: float, right: bool = False, bottom: bool = False,
           centred: bool = False) -> None:
    """Move ``node`` so the named corner of what it draws (top-left unless ``right``/``bottom``), or the middle of
    its top or bottom edge when ``centred``, sits at (x, z)."""
    extent = bounds(node)
    if extent is None:
        return
    left, right_edge, low, high = extent
    node.setX(node.getX() + x - ((left + right_edge) / 2 if centred else right_edge if right else left))
    node.setZ(node.getZ() + z - (low if bottom else high))


def below(node: NodePath, default: float) -> float:
    """The height just under what ``node`` draws (``default`` when it is hidden or draws nothing)."""
    extent = None if node.isHidden() else bounds(node)
    return default if extent is None else extent[2] - GAP


class Hud:
    """The text panels, refreshed from the state and placed by ``layout``."""

    def __init__(self, parent: NodePath, aspect: float = 16 / 9) -> None:
        self.root = parent.attachNewNode("hud")
        self.panels: dict[str, TextNode] = {}
        for name, align in (("status", TextNode.ALeft), ("players", TextNode.ARight), ("supply", TextNode.ALeft),
                            ("log", TextNode.ALeft), ("hover", TextNode.ALeft), ("message", TextNode.ACenter)):
            self.panels[name] = text_panel(self.root, name, align)
        self.regions = Regions(aspect)
        self.switch_top = 0.0
        """Where the switch column starts (under the status panel), set by ``layout``."""
        self.message_bottom = -0.85
        """The instruction line's foot (over the button row), set by ``place_message``."""
        self.message_clear_of_right = False
        """The instruction line is kept left of the right-hand column (a screen whose words run long sets it)."""
        self._stale: set[str] = set()
        self.layout(aspect)

    def node(self, name: str) -> NodePath:
        return self.root.find(name)

    def show(self, state: GameState, place: bool = True, lesson: bool = False) -> None:
        """Fill the panels from ``state`` (in a ``lesson``: ranking nobody at the end); ``place`` them at once, or
        leave that to a later ``settle``."""
        lines = hud_lines(state, lesson)
        # each player's line ends in a square of their seat's colour
        lines["players"] = [f"{line} {seat_swatch(index)}" for index, line in enumerate(lines["players"])]
        for name, panel_lines in lines.items():
            self.set_text(name, "\n".join(panel_lines))
        self.set_text("log", log_text(state))
        if place:
            self.settle()

    def set_text(self, name: str, text: str) -> None:
        """Change one panel's text; ``settle`` then places what moved (unchanged text moves nothing)."""
        if self.panels[name].getText() != text:
            self.panels[name].setText(text)
            self._stale.add(name)

    def settle(self) -> None:
        """Place the panels whose text changed: the hover panel or the instruction line alone, which nothing
        else depends on, or else all of them (measuring text is what costs)."""
        stale, self._stale = self._stale, set()
        if not stale:
            return
        if stale <= {"hover", "message"}:
            if "hover" in stale:
                right = self.regions.right
                anchor(self.node("hover"), right.left, below(self.node("log"), below(self.node("players"), right.top)))
            if "message" in stale:
                self.place_message(self.message_bottom)
            return
        self.layout(self.regions.aspect)

    def layout(self, aspect: float) -> None:
        """Place every panel in its region for a window ``aspect`` wide."""
        regions = self.regions = Regions(aspect)
        left, right, strip = regions.left, regions.right, regions.strip
        wraps = {"status": left.width, "players": right.width, "supply": left.width, "log": right.width,
                 "hover": right.width, "message": self._message_span()[1] - self._message_span()[0]}
        for name, width in wraps.items():
            self.panels[name].setWordwrap(width / TEXT_SCALE - 1)
        anchor(self.node("status"), left.left, left.top)
        anchor(self.node("supply"), left.left, left.bottom, bottom=True)
        anchor(self.node("players"), right.right, right.top, right=True)
        anchor(self.node("log"), right.left, below(self.node("players"), right.top))
        anchor(self.node("hover"), right.left, below(self.node("log"), below(self.node("players"), right.top)))
        self.place_message(self.message_bottom)
        self.switch_top = below(self.node("status"), left.top)

    def place_message(self, bottom: float) -> None:
        """The instruction line centred in the bottom strip, its foot at ``bottom`` (over the button row)."""
        self.message_bottom = bottom
        left, right = self._message_span()
        anchor(self.node("message"), (left + right) / 2, bottom, bottom=True, centred=True)

    def _message_span(self) -> tuple[float, float]:
        """Where the instruction line may reach, left and right: the strip, or its part left of the right-hand
        column (``message_clear_of_right``)."""
        strip = self.regions.strip
        right = self.regions.right.left - GAP if self.message_clear_of_right else strip.right
        return strip.left, right

    def page_mode(self, on: bool, keep: tuple[str, ...] = ()) -> None:
        """While a page (help, final scores) is open, hide the panels it would cover except ``keep``."""
        for name in ("log", "hover", "message", "status", "players", "supply"):
            node = self.node(name)
            node.hide() if on and name not in keep else node.show()


def card(parent: NodePath, name: str, box: Box, colour: tuple[float, float, float, float] = CARD) -> NodePath:
    """An opaque rectangle filling ``box``, tagged as a layout panel."""
    maker = CardMaker(name)
    maker.setFrame(box.left, box.right, box.bottom, box.top)
    maker.setColor(*colour)
    node = tag(parent.attachNewNode(maker.generate()), "panel")
    node.setTransparency(False)
    return node


def page_text(parent: NodePath, text: str, x: float, z: float, width: float, scale: float = TEXT_SCALE,
              colour: tuple[float, float, float, float] = INK, align: int = TextNode.ALeft) -> NodePath:
    """A text tagged as a layout text, its first line's top at (x, z) (left, centre or right per ``align``),
    wrapped to ``width``."""
    node = TextNode("text")
    node.setAlign(align)
    node.setTextColor(*colour)
    node.setWordwrap(width / scale)
    node.setText(text)
    path = tag(parent.attachNewNode(node), "text")
    path.setScale(scale)
    path.setPos(x, 0, z - scale * 0.9)
    return path


class HelpPage:
    """The F1 help: an opaque page in the window's middle, the controls in one column and the rules in the other."""

    def __init__(self, parent: NodePath) -> None:
        self.root = parent.attachNewNode("help")
        self.root.hide()

    def layout(self, box: Box) -> None:
        self.root.getChildren().detach()
        page = card(self.root, "help-page", box)
        pad = 0.05
        column = (box.width - 3 * pad) / 2
        top = box.top - pad
        page_text(page, _("Help  (F1 or Esc closes it)"), box.centre, top, box.width, TEXT_SCALE * 1.2,
                  (1, 0.85, 0.3, 1), TextNode.ACenter)
        top -= TEXT_SCALE * 2.2
        for number, (title, text) in enumerate(help_text.sections()):
            x = box.left + pad + number * (column + pad)
            page_text(page, title, x, top, column, TEXT_SCALE, (1, 0.93, 0.7, 1))
            page_text(page, text.replace("\n", "\n\n") if number else text, x, top - TEXT_SCALE * 1.6, column)

    def text(self) -> str:
        return "\n".join(node.node().getText() for node in self.root.findAllMatches("**/+TextNode"))


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
