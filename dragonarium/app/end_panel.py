"""The final screen over the table: ranking, the tie-break, a points chart per player, the solo table."""
from __future__ import annotations

from direct.gui.DirectGui import DirectFrame, DirectLabel
from panda3d.core import NodePath

from ..play.summary import FinalSummary
from . import palette
from .palette import TERRAIN_LETTER
from ..rules import Terrain, amount

BAR_WIDTH = 1.5
SEGMENT_COLOURS = {**{t.value: palette.TERRAIN_COLOUR[t] for t in Terrain}, "dragons": (0.75, 0.6, 0.15)}


class EndPanel:
    """Built once when the game ends; ``bars`` lists each chart segment (player, part, points)."""

    def __init__(self, parent: NodePath, summary: FinalSummary) -> None:
        self.bars: list[tuple[str, str, int]] = []
        self.root = DirectFrame(parent=parent, frameColor=(0.08, 0.07, 0.06, 0.88), frameSize=(-1.25, 1.25, -0.6, 0.6),
                                pos=(0, 0, 0.1))
        DirectLabel(parent=self.root, text="Final scores", scale=0.07, pos=(0, 0, 0.48), text_fg=(1, 0.85, 0.3, 1),
                    frameColor=(0, 0, 0, 0))
        best = max((p.total for p in summary.players), default=1) or 1
        y = 0.33
        for player in summary.players:
            DirectLabel(parent=self.root, text=f"{summary.heading(player)}: {amount(player.total, 'point')}, "
                        f"{amount(player.dragons, 'dragon')}", scale=0.042, pos=(-1.18, 0, y + 0.04),
                        text_align=0, text_fg=(0.97, 0.95, 0.88, 1), frameColor=(0, 0, 0, 0))
            x = -1.18
            parts = [(kind, points, f"{TERRAIN_LETTER[Terrain(kind)]} {size}x{height}={points}")
                     for kind, size, height, points in player.types]
            parts.append(("dragons", player.royal_dragon_points, f"D {player.royal_dragons}x3"))
            for kind, points, text in parts:
                width = BAR_WIDTH * points / best
                self.bars.append((player.name, kind, points))
                if width <= 0:
                    continue
                colour = SEGMENT_COLOURS[kind]
                DirectFrame(parent=self.root, frameColor=(*colour, 1), frameSize=(0, width, -0.035, 0.035),
                            pos=(x, 0, y - 0.03))
                if width > 0.12:
                    DirectLabel(parent=self.root, text=text, scale=0.028, pos=(x + width / 2, 0, y - 0.04),
                                text_fg=(0, 0, 0, 1) if kind == "royal" else (1, 1, 1, 1), frameColor=(0, 0, 0, 0))
                x += width
            y -= 0.16
        lines = []
        if summary.tie_break:
            lines.append(summary.tie_break.capitalize() + ".")
        lines.extend(summary.solo_lines)
        if lines:
            DirectLabel(parent=self.root, text="\n".join(lines), scale=0.036, pos=(-1.18, 0, y), text_align=0,
                        text_fg=(1, 0.93, 0.7, 1), frameColor=(0, 0, 0, 0))

    def destroy(self) -> None:
        self.root.destroy()
