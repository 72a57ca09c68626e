"""A score's shot: a short "+N" rising beside the player's name plate while the players' panel counts up."""
from __future__ import annotations

from direct.interval.IntervalGlobal import LerpPosInterval, Parallel, Sequence, Wait
from panda3d.core import Point3, TextNode

from dragonarium.play.motion import Motion, Shot
from dragonarium.rules import GameState
from dragonarium.app.gfx import palette
from dragonarium.app.scene.layout import NAME_GAP, RING
from dragonarium.app.scene.masks import casts_no_shadow
from dragonarium.app.scene.stage import Stage

GAIN_BESIDE = 1.8
"""How far right of the middle of a player's name plate their "+N" rises."""


def gain_text(amount: int) -> str:
    """The words beside the name: "+3" for points won, "-1" for points lost (a covered domain's points)."""
    return f"{amount:+d}"


class ScoreShot(Stage):
    """The "+N" of a score that grew."""

    def _score(self, shot: Shot, state: GameState):
        holder = self.table.board_nodes[shot.player]
        text = TextNode(f"gain-{shot.player}")
        text.setText(gain_text(shot.amount))
        text.setAlign(TextNode.ACenter)
        text.setTextColor(*palette.ACTIVE_FRAME, 1)
        node = casts_no_shadow(self.layer.attachNewNode(text.generate()))
        node.setName(f"gain-{shot.player}")
        node.setLightOff(1)
        node.setShaderOff(1)
        at = self._board_point(shot.player, GAIN_BESIDE, -RING - NAME_GAP, 0.3)
        node.setPos(at)
        node.setHpr(holder.getH(), -90, 0)
        node.setScale(0.55)
        if self.motion is Motion.REDUCED:
            return node, self._fade(node, shot.seconds, fade_in=False)
        return node, Parallel(LerpPosInterval(node, shot.seconds, Point3(at.x, at.y, at.z + 0.6), startPos=at),
                              Sequence(Wait(shot.seconds * 0.6), self._fade(node, shot.seconds * 0.4, False)))

