"""The "Why?" panel: the rules a refused move breaks, in words, and a picture of the board made of coloured
squares with their levels (the red frames on the table's squares that break a rule are ``play.table.marks``').

The panel fills the right-hand column from the top (the turn log and hover panel are hidden meanwhile). When
the words leave too little room for the picture, the picture and its legend get a card of their own just left
of the column.
"""
from __future__ import annotations

from typing import Callable, Optional

from panda3d.core import CardMaker, NodePath, TextNode

from dragonarium.i18n import _
from dragonarium.play.why.explain import Explanation
from dragonarium.play.why.picture import Ground, Mark, Picture, PictureSquare
from dragonarium.play.why.panel_words import PANEL_HINT
from dragonarium.app.gfx import palette
from dragonarium.app.ui.hud_panels import CARD, GAP, INK, TEXT_SCALE, Box, below, bounds, card, page_text
from dragonarium.app.ui.layout_json import tag

PAD = 0.035
SQUARE_MAX = 0.1
SQUARE_MIN = 0.07
SIDE_WIDTH = 0.62
"""The least width of the picture's own card, for its legend's sake."""
"""A square of the picture, in 2D units (the level inside it is written at the panels' text size)."""
SPACING = 0.022
FRAME_REACH = {Mark.BREAKS: 0.012, Mark.TILE: 0.008, Mark.LINE: 0.005, Mark.ALLOWED: 0.008}
"""How far a square's coloured frame (or corners) reach round it, by the part the square plays."""
EDGE = 0.0025
"""The dark line round a frame, so it reads on the dark card and on the square's colour."""
ROW_LABELS = TEXT_SCALE * 1.6
COLUMN_LABELS = TEXT_SCALE * 1.3 + 0.015
"""The room left of the squares for the row numbers, and above them for the column letters (clear of a frame)."""
TITLE = (1, 0.85, 0.3, 1)
NOTE = (1, 0.93, 0.7, 1)
EXAMPLE = (1.0, 0.74, 0.68, 1)
DIM = (0.78, 0.75, 0.68, 1)
FRAME_COLOURS = {Mark.BREAKS: (1.0, 0.22, 0.16), Mark.TILE: (0.97, 0.95, 0.88), Mark.ALLOWED: (0.3, 0.85, 0.35),
                 Mark.LINE: (0.45, 0.72, 1.0)}
GROUND_COLOURS = {Ground.BARE: palette.BOARD, Ground.PILLAR: palette.PILLAR_SQUARE, Ground.GAP: palette.GAP,
                  Ground.CLIFF: palette.CLIFF, Ground.OFF: (0.2, 0.19, 0.18)}


class WhyPanel:
    """Shows a session's ``Explanation`` (or nothing) in the right-hand column ``box``."""

    def __init__(self, overlay: NodePath) -> None:
        self.root = overlay.attachNewNode("why")
        self.explanation: Optional[Explanation] = None
        self.box: Optional[Box] = None

    @property
    def shown(self) -> bool:
        return self.explanation is not None

    def show(self, explanation: Optional[Explanation], box: Box,
             spare: Callable[[], Optional[Box]] = lambda: None) -> bool:
        """Show ``explanation`` in ``box`` (None: nothing); rebuilt only when either changed. ``spare`` tells free
        room elsewhere for the picture, should the words fill ``box``. True when something changed."""
        if explanation == self.explanation and (explanation is None or box == self.box):
            return False
        self.clear()
        self.explanation, self.box = explanation, box
        if explanation is None:
            return True
        self._build(explanation, box, spare)
        return True

    def text(self) -> str:
        """Every text the panel shows, in order."""
        return "\n".join(node.node().getText() for node in self.root.findAllMatches("**/+TextNode"))

    def _build(self, explanation: Explanation, box: Box, spare: Callable[[], Optional[Box]]) -> None:
        content = self.root.attachNewNode("why-content")
        width = box.width - 2 * PAD
        x = box.left + PAD
        z = self._words(content, explanation, x, box.top - PAD, width)
        picture = explanation.picture
        size = _square_size(picture, z - GAP - _legend_height(picture, width) - GAP - (box.bottom + PAD), width)
        if size is not None:
            z = self._picture(content, picture, box.centre, z - GAP, size)
            z = self._legend(content, picture, x, z - GAP, width)
            self._close(content, box, z)
            return
        # too little room under the words: the picture goes on a card of its own, in the free room given if it fits
        # there, else left of this column's foot (where it hides least of a board framed above the bottom strip)
        self._close(content, box, z)
        room, size = spare(), None
        if room is not None:
            inner = room.width - 2 * PAD
            size = _square_size(picture, room.top - room.bottom - 2 * PAD - GAP - _legend_height(picture, inner),
                                inner)
        at_foot = room is None or size is None
        if room is None or size is None:
            size = SQUARE_MAX
            side_width = max(_picture_width(picture, size), SIDE_WIDTH) + 2 * PAD
            room = Box(box.left - GAP - side_width, box.left - GAP, box.bottom, box.top)
        holder = self.root.attachNewNode("why-picture")
        z = self._picture(holder, picture, room.centre, room.top - PAD, size)
        z = self._legend(holder, picture, room.left + PAD, z - GAP, room.width - 2 * PAD)
        page = self._close(holder, room, z, name="why-picture-page")
        if at_foot:
            page.setZ(room.bottom - max(room.bottom, z - PAD))

    def _close(self, content: NodePath, box: Box, bottom: float, name: str = "why-page") -> NodePath:
        """An opaque card from ``box``'s top down to ``bottom`` (and a margin), holding ``content``."""
        page = card(self.root, name, Box(box.left, box.right, max(box.bottom, bottom - PAD), box.top))
        content.reparentTo(page)
        return page

    @staticmethod
    def _words(parent: NodePath, explanation: Explanation, x: float, z: float, width: float) -> float:
        """The heading and each reason from (x, z) down; the height under them."""
        heading = page_text(parent, explanation.heading, x, z, width, TEXT_SCALE * 1.1, TITLE)
        z = below(heading, z) - GAP / 2
        for reason in explanation.reasons:
            for text, colour in ((reason.title, NOTE), (reason.rule, INK), (" ".join(reason.example), EXAMPLE)):
                node = page_text(parent, text, x, z, width, colour=colour)
                z = below(node, z)
            z -= GAP / 2
        return z

    @staticmethod
    def _picture(parent: NodePath, picture: Picture, centre: float, top: float, size: float) -> float:
        """The board as squares of ``size``, column letters above and row numbers left, centred on ``centre``;
        the height under it."""
        step = size + SPACING
        label = ROW_LABELS
        left = centre - _picture_width(picture, size) / 2 + label
        grid_top = top - COLUMN_LABELS
        for index, col in enumerate(picture.cols):
            name = picture.column_label(col)
            if name:
                page_text(parent, name, left + index * step + size / 2, top, size, colour=DIM,
                          align=TextNode.ACenter)
        for index, row in enumerate(picture.rows):
            z = grid_top - index * step
            name = picture.row_label(row)
            if name:
                page_text(parent, name, left - label / 2, z - (size - TEXT_SCALE) / 2, label, colour=DIM,
                          align=TextNode.ACenter)
            for column, col in enumerate(picture.cols):
                _square(parent, picture.at((row, col)), left + column * step, z, size)
        return grid_top - len(picture.rows) * step + SPACING

    @staticmethod
    def _legend(parent: NodePath, picture: Picture, x: float, z: float, width: float) -> float:
        """What the frames, letters and numbers mean, then how to close the panel; the height under them."""
        legend = page_text(parent, "\n".join(picture.legend()), x, z, width, colour=DIM)
        z = below(legend, z)
        hint = page_text(parent, _(PANEL_HINT), x, z, width, colour=DIM)
        return below(hint, z) + GAP

    def clear(self) -> None:
        for child in self.root.getChildren():
            child.removeNode()
        self.explanation = None

    def destroy(self) -> None:
        self.clear()
        self.root.removeNode()


def _legend_height(picture: Picture, width: float) -> float:
    """How tall the legend and the closing hint are, wrapped to ``width``."""
    extent = bounds(page_text(NodePath("measure"), "\n".join(picture.legend()) + "\n" + _(PANEL_HINT), 0, 0, width))
    return 0.0 if extent is None else extent[3] - extent[2]


def _picture_width(picture: Picture, size: float) -> float:
    return ROW_LABELS + len(picture.cols) * (size + SPACING) - SPACING


def _square_size(picture: Picture, room: float, width: float) -> Optional[float]:
    """The largest square (up to ``SQUARE_MAX``) whose picture fits ``room`` high and ``width`` wide, or None when
    even the smallest does not."""
    rows, cols = len(picture.rows), len(picture.cols)
    tall = (room - COLUMN_LABELS + SPACING) / rows - SPACING
    wide = (width - ROW_LABELS + SPACING) / cols - SPACING
    size = min(SQUARE_MAX, tall, wide)
    return size if size >= SQUARE_MIN else None


def _square(parent: NodePath, square: PictureSquare, left: float, top: float, size: float) -> None:
    """One square of the picture: its frame or corners (when it plays a part), its colour, its level and letters."""
    if square.mark is not Mark.NONE:
        _frame(parent, square.mark, left, top, size)
    colour = (palette.TERRAIN_COLOUR[square.terrain] if square.terrain is not None
              else GROUND_COLOURS[square.ground])
    maker = CardMaker(f"why-square-{square.name or 'off'}")
    maker.setFrame(left, left + size, top - size, top)
    maker.setColor(*colour, 1)
    node = tag(parent.attachNewNode(maker.generate()), "square")
    if square.ground is not Ground.OFF:
        ink = palette.ink_on(colour)
        page_text(node, f"{square.level}{square.letters}", left + size / 2, top - (size - TEXT_SCALE) / 2, size,
                  colour=(*ink, 1), align=TextNode.ACenter)


def _frame(parent: NodePath, mark: Mark, left: float, top: float, size: float) -> None:
    """What tells a square's part apart by shape as well as colour: a thick frame (breaks the rule), a frame (the
    tile's squares), a thin frame (the Assistant's lines) or four corners (allowed), each edged in dark."""
    inner = 0.0 if mark is Mark.ALLOWED else EDGE
    reach = FRAME_REACH[mark] + inner
    right, bottom = left + size, top - size
    if mark is Mark.ALLOWED:
        arm = size * 0.38
        pieces = [(x0, x1, z0, z1) for x, inward in ((left - reach, 1), (right + reach, -1))
                  for z, downward in ((top + reach, 1), (bottom - reach, -1))
                  for x0, x1, z0, z1 in (_bar(x, x + inward * arm, z, z - downward * reach),
                                         _bar(x, x + inward * reach, z, z - downward * arm))]
    else:
        pieces = [(left - reach, right + reach, bottom - reach, top + reach)]
    for x0, x1, z0, z1 in pieces:
        card_piece(parent, (x0 - EDGE, x1 + EDGE, z0 - EDGE, z1 + EDGE), CARD)
    for piece in pieces:
        card_piece(parent, piece, (*FRAME_COLOURS[mark], 1))
    if inner:
        card_piece(parent, (left - inner, right + inner, bottom - inner, top + inner), CARD)


def _bar(x0: float, x1: float, z0: float, z1: float) -> tuple[float, float, float, float]:
    return min(x0, x1), max(x0, x1), min(z0, z1), max(z0, z1)


def card_piece(parent: NodePath, frame: tuple[float, float, float, float],
               colour: tuple[float, float, float, float]) -> None:
    """An untagged rectangle (left, right, bottom, top) of ``colour``: part of a square's frame."""
    maker = CardMaker("why-frame")
    maker.setFrame(*frame)
    maker.setColor(*colour)
    parent.attachNewNode(maker.generate())
