"""The review screen's own widgets: the move list and the analysis's progress bar.

The move list is a panel of rows, one per action and one for the end: the row shown is lit, mistakes are
marked in red, moves not judged are dimmed. A click on a row goes there; the wheel scrolls the list, and the
list scrolls itself to keep the row shown in view.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from direct.gui.DirectGui import DGG, DirectButton, DirectWaitBar
from panda3d.core import CardMaker, NodePath, TextNode

from dragonarium.i18n import N_, _
from dragonarium.play.review.text import MoveRow, RowKind
from dragonarium.app.gfx.bidi import directed
from dragonarium.app.ui import style
from dragonarium.app.ui.hud_panels import INK, TEXT_SCALE, Box, card

ROW_HEIGHT = TEXT_SCALE * 1.3
PAD = 0.02
NUMBER_WIDTH = TEXT_SCALE * 2.0
LOSS_WIDTH = TEXT_SCALE * 2.4
TITLE = N_("Moves (points lost)")
ROW_INK = {RowKind.FORCED: (0.62, 0.6, 0.55, 1), RowKind.WAITING: (0.8, 0.78, 0.72, 1), RowKind.JUDGED: INK,
           RowKind.MISTAKE: (1.0, 0.5, 0.4, 1), RowKind.END: (1, 0.85, 0.3, 1)}
CURRENT = (0.47, 0.31, 0.17, 1)
"""The lit row's ground."""
TITLE_INK = style.GOLD
BAR_HEIGHT = TEXT_SCALE * 0.4
KEEP_IN_VIEW = 2
"""Rows kept between the row shown and the list's edge, when the list has them."""


def _text(parent: NodePath, name: str, align: int, x: float = 0.0, z: float = 0.0) -> TextNode:
    """A text at the panels' size, its baseline's start (or end, or middle, per ``align``) at (x, z)."""
    node = TextNode(name)
    node.setAlign(align)
    node.setTextColor(*INK)
    path = parent.attachNewNode(node)
    path.setScale(TEXT_SCALE)
    path.setPos(x, 0, z)
    return node


def _fit(node: TextNode, text: str, width: float) -> str:
    """``text``, cut short with ``...`` if it is wider than ``width`` (2D units) in ``node``'s font."""
    if node.calcWidth(text) * TEXT_SCALE <= width:
        return text
    while text and node.calcWidth(text + "...") * TEXT_SCALE > width:
        text = text[:-1]
    return text + "..."


class MoveList:
    """The rows of ``show`` in the box of ``layout``; ``pick(row index)`` hears a click on a row."""

    def __init__(self, parent: NodePath, pick: Callable[[int], None]) -> None:
        self.root = parent.attachNewNode("move-list")
        self.pick = pick
        self.rows: list[MoveRow] = []
        self.current = 0
        self.first = 0
        """The row at the top of the list."""
        self.box = Box(0, 0, 0, 0)
        self._frame: Optional[NodePath] = None
        self._lit: Optional[NodePath] = None
        self._buttons: list[DirectButton] = []
        self._texts: list[tuple[TextNode, TextNode, TextNode]] = []

    @property
    def visible_rows(self) -> int:
        return len(self._texts)

    def layout(self, box: Box) -> None:
        """Fill ``box`` with as many rows as it holds, under the list's title."""
        self.box = box
        self._clear()
        self._frame = card(self.root, "move-list", box)
        title = _text(self._frame, "move-list-title", TextNode.ALeft, box.left + PAD,
                      box.top - PAD - TEXT_SCALE * 0.8)
        title.setText(_(TITLE))
        title.setTextColor(*TITLE_INK)
        count = max(1, int((self._row_z(0) - ROW_HEIGHT * 0.28 - box.bottom - PAD) / ROW_HEIGHT) + 1)
        maker = CardMaker("lit-row")
        maker.setFrame(box.left + PAD / 2, box.right - PAD / 2, -ROW_HEIGHT * 0.28, ROW_HEIGHT * 0.72)
        maker.setColor(*CURRENT)
        self._lit = self._frame.attachNewNode(maker.generate())
        columns = ((TextNode.ARight, box.left + PAD + NUMBER_WIDTH),
                   (TextNode.ALeft, box.left + PAD * 2 + NUMBER_WIDTH), (TextNode.ARight, box.right - PAD))
        for slot in range(count):
            z = self._row_z(slot)
            button = style.plain(DirectButton(parent=self._frame, text="", relief=DGG.FLAT, frameColor=(0, 0, 0, 0),
                                              frameSize=(box.left, box.right, z - ROW_HEIGHT * 0.28,
                                                         z + ROW_HEIGHT * 0.72),
                                              command=self.click, extraArgs=[slot], rolloverSound=None,
                                              clickSound=None), "row")
            self._buttons.append(button)
            number, move, loss = (_text(self._frame, name, align, x, z)
                                  for name, (align, x) in zip(("move-number", "move", "move-loss"), columns))
            self._texts.append((number, move, loss))
        self._draw()

    def show(self, rows: Sequence[MoveRow], current: int) -> None:
        """Show ``rows`` with row ``current`` lit, scrolled so it is in view when it is another row than before."""
        moved = current != self.current or not self.rows
        self.rows = list(rows)
        self.current = current
        if moved:  # a list scrolled by hand stays where it was put while the same row is shown
            count = self.visible_rows
            margin = min(KEEP_IN_VIEW, max(0, (count - 1) // 2))
            if current < self.first + margin:
                self.first = current - margin
            elif current > self.first + count - 1 - margin:
                self.first = current - count + 1 + margin
        self._clamp()
        self._draw()

    def scroll(self, rows: int) -> None:
        """Scroll by ``rows`` (positive: down the list)."""
        self.first += rows
        self._clamp()
        self._draw()

    def contains(self, x: float, z: float) -> bool:
        """(x, z) in the 2D layer is over the list."""
        box = self.box
        return box.left <= x <= box.right and box.bottom <= z <= box.top

    def row_at(self, slot: int) -> Optional[int]:
        """The row shown in the list's ``slot``-th place from the top, if any."""
        index = self.first + slot
        return index if 0 <= index < len(self.rows) else None

    def click(self, slot: int) -> None:
        """A click on the row in the list's ``slot``-th place from the top."""
        index = self.row_at(slot)
        if index is not None:
            self.pick(index)

    def _clamp(self) -> None:
        self.first = max(0, min(self.first, len(self.rows) - self.visible_rows))

    def _draw(self) -> None:
        for slot, (number, move, loss) in enumerate(self._texts):
            index = self.row_at(slot)
            row = self.rows[index] if index is not None else MoveRow("", "", "", RowKind.FORCED)
            room = self.box.width - NUMBER_WIDTH - LOSS_WIDTH - PAD * 4
            for node, text in ((number, row.number), (move, directed(_fit(move, row.move, room))), (loss, row.loss)):
                if node.getText() != text:
                    node.setText(text)
                node.setTextColor(*ROW_INK[row.kind])
        if self._lit is None:
            return
        slot = self.current - self.first
        if 0 <= slot < self.visible_rows:
            self._lit.show()
            self._lit.setZ(self._row_z(slot))
        else:
            self._lit.hide()

    def _row_z(self, slot: int) -> float:
        """The baseline of the list's ``slot``-th row from the top."""
        return self.box.top - PAD - ROW_HEIGHT * 1.2 - (slot + 1) * ROW_HEIGHT + ROW_HEIGHT * 0.28

    def texts(self) -> list[str]:
        """The rows in view as text (tests read them)."""
        return ["  ".join(text for text in (number.getText(), move.getText(), label.getText()) if text)
                for number, move, label in self._texts]

    def _clear(self) -> None:
        for button in self._buttons:
            button.destroy()
        self._buttons = []
        self._texts = []
        if self._frame is not None:
            self._frame.removeNode()
            self._frame = None
        self._lit = None

    def destroy(self) -> None:
        self._clear()
        self.root.removeNode()


class ProgressBar:
    """How far the analysis is: its words over a bar, on a card of their own; hidden once all is judged."""

    def __init__(self, parent: NodePath) -> None:
        self.root = parent.attachNewNode("review-progress")
        self.width = 10.0
        """The room for the words (2D units), set by ``layout``."""
        self.card: Optional[NodePath] = None
        self.label = _text(self.root, "progress", TextNode.ALeft)
        self.bar = style.plain(DirectWaitBar(parent=self.root, range=1.0, value=0.0, barColor=style.GILT,
                                             frameColor=style.WOOD_PRESSED, relief=DGG.FLAT), "bar")

    def layout(self, box: Box) -> None:
        """The words along the top of ``box``, the bar under them."""
        self.width = box.width - 2 * PAD
        if self.card is not None:
            self.card.removeNode()
        self.card = card(self.root, "progress-card", box)
        self.card.reparentTo(self.root, -1)  # drawn first, under the words and the bar
        baseline = box.top - PAD - TEXT_SCALE * 0.8
        self.root.find("progress").setPos(box.left + PAD, 0, baseline)
        top = baseline - TEXT_SCALE * 0.45
        self.bar["frameSize"] = (box.left + PAD, box.right - PAD, max(box.bottom + PAD / 2, top - BAR_HEIGHT), top)

    def show(self, fraction: float, words: str, visible: bool, short: str = "") -> None:
        """The bar at ``fraction`` under ``words``, or under ``short`` (the same in fewer words) when ``words`` are
        wider than the box."""
        self.root.show() if visible else self.root.hide()
        self.bar["value"] = fraction
        if short and self.label.calcWidth(directed(words)) * TEXT_SCALE > self.width:
            words = short
        if self.label.getText() != directed(words):
            self.label.setText(directed(words))

    def destroy(self) -> None:
        self.bar.destroy()
        self.root.removeNode()
