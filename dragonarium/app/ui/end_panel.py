"""The final page: ranking, the tie-break, a labelled points bar per player, the solo table, on an opaque card."""
from __future__ import annotations

from typing import Callable, Optional

from panda3d.core import CardMaker, NodePath, TextNode

from dragonarium.i18n import N_, _
from dragonarium.play.table.summary import FinalSummary
from dragonarium.app.gfx import palette
from dragonarium.app.ui import style
from dragonarium.app.ui.hud_panels import TEXT_SCALE, Box, card, page_text
from dragonarium.app.ui.layout_json import tag
from dragonarium.rules import Terrain, dragons, points, type_word

PAD = 0.05
BAR_HEIGHT = 0.07
SEGMENT_COLOURS = {**{t.value: palette.TERRAIN_COLOUR[t] for t in Terrain}, "dragons": (0.75, 0.6, 0.15)}
TITLE = (1, 0.85, 0.3, 1)
NOTE = (1, 0.93, 0.7, 1)
ROYAL_DRAGONS = N_("royal dragons")
"""What the part of a points bar that the royal dragons score is called (the others are called by their type)."""
REVIEW = N_("Review this game")
"""The button at the foot of the page that opens the game's review (docs/REVIEW.md)."""


def segment_name(kind: str) -> str:
    """What a part of a points bar is called: its type (``kind`` a type's id), or ``royal dragons``."""
    return _(ROYAL_DRAGONS) if kind == "dragons" else type_word(Terrain(kind))


def segment_label(kind: str, size: int, height: int, points: int) -> str:
    """A bar segment's words: ``fire 4x2=8``, ``royal dragons 2x3=6`` (``kind`` a type's id, or ``dragons``)."""
    return _("{part} {size}x{height}={points}").format(part=segment_name(kind), size=size, height=height,
                                                        points=points)


def player_heading(name: str, total: int, count: int) -> str:
    """A player's line over their bar: ``1. Ann: 42 points, 3 dragons``."""
    return _("{player}: {points}, {dragons}").format(player=name, points=points(total), dragons=dragons(count))


def text_width(text: str, scale: float = TEXT_SCALE) -> float:
    """How wide ``text`` draws in 2D units at ``scale``."""
    return TextNode("measure").calcWidth(text) * scale


class EndPanel:
    """Built once when the game ends; ``bars`` lists each chart segment (player, part, points) and ``legend`` the
    parts whose segment was too narrow for its words (player, part)."""

    def __init__(self, parent: NodePath, summary: FinalSummary, box: Box,
                 on_review: Optional[Callable[[], None]] = None) -> None:
        self.summary = summary
        self.on_review = on_review
        """Opens the game's review (None: the page has no Review button)."""
        self.review_button = None
        self.root = parent.attachNewNode("end-panel")
        self.bars: list[tuple[str, str, int]] = []
        self.legend: list[tuple[str, str]] = []
        self.layout(box)

    def layout(self, box: Box) -> None:
        """Draw the page filling ``box``."""
        self.root.getChildren().detach()
        self.bars, self.legend = [], []
        summary = self.summary
        page = card(self.root, "end-page", box)
        width = box.width - 2 * PAD
        z = box.top - PAD
        page_text(page, _("Final scores  (Esc hides this page)"), box.centre, z, width, TEXT_SCALE * 1.3, TITLE,
                  TextNode.ACenter)
        z -= TEXT_SCALE * 2.4
        best = max((p.total for p in summary.players), default=1) or 1
        for player in summary.players:
            page_text(page, player_heading(summary.heading(player), player.total, player.dragons), box.left + PAD,
                      z, width)
            z -= TEXT_SCALE * 1.5
            parts = [(kind, points, segment_label(kind, size, height, points))
                     for kind, size, height, points in player.types]
            parts.append(("dragons", player.royal_dragon_points,
                          segment_label("dragons", player.royal_dragons, 3, player.royal_dragon_points)))
            x = box.left + PAD
            small = []
            for kind, amount, label in parts:
                self.bars.append((player.name, kind, amount))
                span = width * amount / best
                fits = span >= text_width(label) + 0.03
                if amount > 0:
                    segment = self._segment(page, kind, Box(x, x + span, z - BAR_HEIGHT, z))
                    if fits:
                        page_text(segment, label, x + span / 2, z - (BAR_HEIGHT - TEXT_SCALE) / 2 + 0.004, span,
                                  colour=self._ink(kind), align=TextNode.ACenter)
                    x += span
                if not fits:
                    small.append((kind, label))
                    self.legend.append((player.name, kind))
            z -= BAR_HEIGHT + 0.02
            if small:
                z = self._legend(page, small, box.left + PAD, z, width)
            z -= 0.04
        lines = ([summary.tie_break] if summary.tie_break else []) + list(summary.solo_lines)
        if lines:
            page_text(page, "\n".join(lines), box.left + PAD, z, width, colour=NOTE)
        if self.on_review is not None:
            self.review_button = style.button(page, _(REVIEW), self.on_review, scale=TEXT_SCALE,
                                              pos=(box.centre, 0, box.bottom + PAD))

    @staticmethod
    def _ink(kind: str) -> tuple[float, float, float, float]:
        return (0, 0, 0, 1) if kind in ("royal", "dragons") else (1, 1, 1, 1)

    @staticmethod
    def _segment(parent: NodePath, kind: str, box: Box) -> NodePath:
        maker = CardMaker(f"bar-{kind}")
        maker.setFrame(box.left, box.right, box.bottom, box.top)
        maker.setColor(*SEGMENT_COLOURS[kind], 1)
        return tag(parent.attachNewNode(maker.generate()), "bar")

    def _legend(self, parent: NodePath, small: list[tuple[str, str]], left: float, z: float, width: float) -> float:
        """Colour squares and words for the segments too narrow for theirs, in rows from ``z``; the height under."""
        x = left
        swatch = TEXT_SCALE * 0.8
        for kind, label in small:
            span = swatch + 0.015 + text_width(label) + 0.05
            if x > left and x + span > left + width:
                x, z = left, z - TEXT_SCALE * 1.4
            self._segment(parent, kind, Box(x, x + swatch, z - swatch - 0.005, z - 0.005))
            page_text(parent, label, x + swatch + 0.015, z, width)
            x += span
        return z - TEXT_SCALE * 1.4

    def destroy(self) -> None:
        self.root.removeNode()
