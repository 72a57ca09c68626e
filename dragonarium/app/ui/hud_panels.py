"""The flat information layer: opaque text panels in the 2D layer, filled from ``play.hud``, each in its box of a
``ScreenLayout`` (``play.table.screen_layout``: the status and the supplies, the players, the turn log and the
hover panel, the instruction line over the buttons). A panel's text is wrapped to its box's width and, should it
be taller, never cut in silence: it shows its shorter words when they fit, else it scrolls, a row saying how many
rows are hidden above or below (the turn log shows its newest rows and scrolls back to older ones).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Mapping, Optional

from panda3d.core import CardMaker, NodePath, TextGraphic, TextNode, TextPropertiesManager

from dragonarium.i18n import _
from dragonarium.play.table.screen_layout import GAP, LINE, TEXT, Box, ScreenLayout, lay_out
from dragonarium.play.hud import compact_lines, hud_lines, log_text
from dragonarium.rules import GameState
from dragonarium.app.gfx import palette
from dragonarium.app.gfx.bidi import directed
from dragonarium.app.ui import style
from dragonarium.app.ui.icons import NO_BREAK, types_pictured
from dragonarium.app.ui.layout_json import LINES, LINES_SHOWN, tag

TEXT_SCALE = TEXT
"""Panel text height in the layer's units (the screen scales its layer to the text size: ``ScreenLayout``)."""
CARD = style.WALNUT
INK = style.INK


class Hud:
    """The text panels, refreshed from the state and placed in the boxes of ``layout``."""

    def __init__(self, parent: NodePath, layout: Optional[ScreenLayout] = None) -> None:
        self.root = parent.attachNewNode("hud")
        self.panels: dict[str, TextNode] = {}
        for name, align in (("status", TextNode.ALeft), ("players", TextNode.ARight), ("supply", TextNode.ALeft),
                            ("log", TextNode.ALeft), ("hover", TextNode.ALeft), ("message", TextNode.ACenter)):
            self.panels[name] = text_panel(self.root, name, align)
        self.texts: dict[str, str] = {name: "" for name in self.panels}
        """Each panel's whole text (what it shows may be its compact form, or scrolled: ``fit_rows``)."""
        self.compact: dict[str, str] = {name: "" for name in self.panels}
        """Each panel's shorter words, shown when its whole text does not fit its box."""
        self.scrolled: dict[str, int] = {name: 0 for name in self.panels}
        """How many rows each panel is scrolled from where it starts (a log from its newest rows)."""
        self.fits: dict[str, Fit] = {}
        self.plan = layout or lay_out(1280, 720)
        self.message_bottom = self.plan.strip.bottom
        """The instruction line's foot (over the button row), set by ``place_message``."""
        self.message_box: Optional[Box] = None
        """Where the instruction line may grow, over the strip's top (None: within the strip): a screen whose
        words are longer lets them take more rows over the boards, in the boards' width, rather than scroll."""
        self._stale: set[str] = set()
        self.arrange(self.plan)

    def node(self, name: str) -> NodePath:
        return self.root.find(name)

    def show(self, state: GameState, place: bool = True, lesson: bool = False, live: bool = True,
             counting: Optional[Mapping[int, int]] = None, ending: Optional[int] = None,
             walking: bool = False) -> None:
        """Fill the panels from ``state`` (in a ``lesson``: ranking nobody at the end; not ``live``: a game stepped
        through; ``counting``: the points shown for a score counting up; ``ending``: the seat whose turn's end still
        shows, its Assistant ``walking`` or not); ``place`` them at once, or leave that to a later ``settle``."""
        lines = hud_lines(state, lesson, live, counting, ending, walking)
        short = compact_lines(state, counting, ending)
        for words in (lines, short):
            # each player's line ends in a square of their seat's colour, kept on the line with the last word
            words["players"] = [f"{kept_whole(line)}{NO_BREAK}{seat_swatch(index)}"
                                for index, line in enumerate(words["players"])]
            # the dragons left, each type led by its square as the board shows it
            words["supply"] = [types_pictured(line) for line in words["supply"]]
        for name, panel_lines in lines.items():
            self.compact[name] = "\n".join(short.get(name, []))
            self.set_text(name, "\n".join(panel_lines))
        self.set_text("log", log_text(state))
        if place:
            self.settle()

    def set_text(self, name: str, text: str) -> None:
        """Change one panel's text; ``settle`` then places what moved (unchanged text moves nothing)."""
        if self.texts[name] != text:
            self.scrolled[name] = 0  # a new turn brings the log back to its newest lines
            self.texts[name] = text
            self._stale.add(name)

    def settle(self) -> None:
        """Fit and place the panels whose text changed (measuring text is what costs)."""
        stale, self._stale = self._stale, set()
        for name in sorted(stale):
            self._place(name)

    def arrange(self, layout: ScreenLayout) -> None:
        """Place every panel in its box of ``layout``."""
        self.plan = layout
        for name in self.panels:
            self.panels[name].setWordwrap(layout.wrap(self._box(name)))
            self._place(name)
        self._stale = set()

    def _box(self, name: str) -> Box:
        return self.plan.strip if name == "message" else getattr(self.plan, name)

    def _place(self, name: str) -> None:
        box = self._box(name)
        if name == "message":
            self.place_message(self.message_bottom)
            return
        self.fits[name] = fit_rows(self.panels[name], self.texts[name], box.height, oldest_first=name == "log",
                                   compact=self.compact[name], scrolled=self.scrolled[name])
        node = self.node(name)
        if name == "players":
            anchor(node, box.right, box.top, right=True)
        elif name == "supply":
            anchor(node, box.left, box.bottom, bottom=True)
        else:
            anchor(node, box.left, box.top)

    def scroll(self, name: str, rows: int) -> bool:
        """Move the lines panel ``name`` shows ``rows`` lines up, toward those hidden above it (negative: down);
        False when it hides none that way."""
        fit = self.fits.get(name)
        step = 0 if fit is None else max(-fit.below, min(rows, fit.above))
        if step == 0:
            return False
        # a log counts its scrolling from its newest line, the other panels from their top
        self.scrolled[name] += step if name == "log" else -step
        self._place(name)
        return True

    def panel_at(self, x: float, y: float) -> Optional[str]:
        """The text panel drawn at window pixel (x, y), if any."""
        window, (width, height) = self.plan.window, self.plan.size
        x, y = window.left + x / width * window.width, window.top - y / height * window.height
        for name in self.panels:
            extent = None if self.node(name).isHidden() else bounds(self.node(name))
            if extent is not None and extent[0] <= x <= extent[1] and extent[2] <= y <= extent[3]:
                return name
        return None

    def place_message(self, bottom: float) -> None:
        """The instruction line centred in the strip, its foot at ``bottom`` (over the button row), cut to what
        room the strip leaves over the buttons."""
        self.message_bottom = bottom
        for strip in (self.plan.strip,) + (() if self.message_box is None else (self.message_box,)):
            self.panels["message"].setWordwrap(self.plan.wrap(strip))
            fit = self.fits["message"] = fit_rows(self.panels["message"], self.texts["message"], strip.top - bottom,
                                                  scrolled=self.scrolled["message"])
            if fit.shown == fit.lines:  # the strip's width when the words fit there, else the taller box's
                break
        anchor(self.node("message"), strip.centre, bottom, bottom=True, centred=True)

    def page_mode(self, on: bool, keep: tuple[str, ...] = ()) -> None:
        """While a page (help, final scores) is open, hide the panels it would cover except ``keep``."""
        for name in ("log", "hover", "message", "status", "players", "supply"):
            node = self.node(name)
            node.hide() if on and name not in keep else node.show()


@dataclass(frozen=True)
class Fit:
    """How a text fits its panel: the ``lines`` it has, the ``shown`` ones drawn (whole, however many rows each
    wraps into), and those hidden ``above`` and ``below`` them (a sign in the panel says how many, and the panel
    scrolls to them)."""

    lines: int
    shown: int
    above: int = 0
    below: int = 0


def rows_in(height: float) -> int:
    """How many rows of panel text ``height`` (the layer's units, card margins included) holds."""
    return max(1, int(((height / TEXT) - 0.5) / LINE + 1e-6))


def more_sign(above: int, below: int) -> str:
    """The row that says lines are hidden, and where: ``▲ 3 more  ▼ 2 more``."""
    parts = ([_("▲ {count} more").format(count=above)] if above else []) + (
        [_("▼ {count} more").format(count=below)] if below else [])
    return "  ".join(parts)


def fit_rows(panel: TextNode, text: str, height: float, oldest_first: bool = False, compact: str = "",
             scrolled: int = 0) -> Fit:
    """Show ``text`` in ``panel`` within ``height`` (the layer's units) as wrapped, dropping no line in silence:
    the whole text when it fits, else its ``compact`` form when that fits, else a window of its lines with a
    sign row saying how many are hidden above and below. The window starts at the top, or (``oldest_first``, a
    log: its title line kept over the rest) at the newest lines; ``scrolled`` moves it that many lines away from
    there. The panel's node is tagged with the lines it has and shows (``layout_json`` records them)."""
    rows = rows_in(height)
    if not text:
        _set(panel, "")
        return _record(panel, Fit(0, 0))
    for candidate in (text, compact) if compact else (text,):
        _set(panel, directed(candidate))
        if panel.getNumRows() <= rows:
            return _record(panel, Fit(*(2 * [len(candidate.split("\n"))])))
    lines = text.split("\n")
    head = lines[:1] if oldest_first and len(lines) > 1 and rows > 2 else []
    body = lines[len(head):]
    count = min(len(body) - 1, rows - len(head) - 1)
    while True:
        first = len(body) - count - scrolled if oldest_first else scrolled
        first = min(max(first, 0), len(body) - count)
        above, below = first, len(body) - count - first
        window = body[first:first + count]
        sign = more_sign(above, below)
        shown = head + ([sign] + window if oldest_first or not below else window + [sign])
        _set(panel, directed("\n".join(shown)))
        # one line at least, even one wrapped taller than the box: a scrolled panel never shows its sign alone
        if panel.getNumRows() <= rows or count <= 1:
            return _record(panel, Fit(len(lines), len(head) + count, above, below))
        count -= 1


def _set(panel: TextNode, text: str) -> None:
    if panel.getText() != text:
        panel.setText(text)


def _record(panel: TextNode, fit: Fit) -> Fit:
    panel.setTag(LINES, str(fit.lines))
    panel.setTag(LINES_SHOWN, str(fit.shown))
    return fit


def text_rows(text: str, width_em: float) -> int:
    """How many rows ``text`` takes wrapped to ``width_em`` ems in the panels' font, as drawn (its right-to-left
    words turned)."""
    node = TextNode("measure")
    node.setWordwrap(max(width_em, 1.0))
    node.setText(directed(text))
    return node.getNumRows()


def text_panel(parent: NodePath, name: str, align: int = TextNode.ALeft, scale: float = TEXT_SCALE) -> TextNode:
    """A text on an opaque card in the 2D layer, tagged as a layout panel."""
    text = TextNode(name)
    text.setAlign(align)
    style.text_card(text)
    text.setCardAsMargin(0.4, 0.4, 0.25, 0.25)
    # no decal: in the 2D layer the card is drawn first anyway, and a decal costs a software renderer
    # about 0.7 ms a panel every frame
    text.setCardDecal(False)
    node = style.mark(tag(parent.attachNewNode(text), "panel"), "text-panel")
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


def card(parent: NodePath, name: str, box: Box) -> NodePath:
    """An opaque panel filling ``box`` (walnut in a brass rim), tagged as a layout panel."""
    return tag(style.framed_card(parent, name, (box.left, box.right, box.bottom, box.top)), "panel")


def page_text(parent: NodePath, text: str, x: float, z: float, width: float, scale: float = TEXT_SCALE,
              colour: tuple[float, float, float, float] = INK, align: int = TextNode.ALeft) -> NodePath:
    """A text tagged as a layout text, its first line's top at (x, z) (left, centre or right per ``align``),
    wrapped to ``width``."""
    node = TextNode("text")
    node.setAlign(align)
    node.setTextColor(*colour)
    node.setWordwrap(width / scale)
    node.setText(directed(text))
    path = tag(parent.attachNewNode(node), "text")
    path.setScale(scale)
    path.setPos(x, 0, z - scale * 0.9)
    return path


def kept_whole(line: str) -> str:
    """``line`` with each number held to the word after it (``0 dragons`` never breaks between them)."""
    return re.sub(r"(\d) (?=\w)", "\\1" + NO_BREAK, line)


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
