"""The shots of the tiles: a drafted tile lifting from its slot, a tile travelling to its board and settling onto its
cells, the planning site's new tiles sliding in."""
from __future__ import annotations

import math

from direct.interval.IntervalGlobal import LerpHprInterval, LerpPosInterval, LerpScaleInterval, Parallel, Sequence
from panda3d.core import Point3

from dragonarium.play.motion import Kind, Motion, Shot
from dragonarium.rules import GameState
from dragonarium.app.scene.layout import LEVEL_HEIGHT, cell_centre, level_z, site_place
from dragonarium.app.scene.stage import LIFTED, Stage, remove_node, tile_node
from dragonarium.app.scene.table_view import SITE_SCALE

SLIDE = 3.0
"""How far beside the planning site its new tiles slide in from."""


class TileShots(Stage):
    """Each tile's shots, as intervals."""

    def _lift(self, shot: Shot, state: GameState):
        tile = state.catalog.tiles[shot.tile]
        node = tile_node(self.layer, self.table, tile, ((0.0, 0.5), (0.0, -0.5)))
        at, heading = self._slot_point(state, shot.slot or 0, len(state.site) + 1, shot.player)
        node.setPos(at)
        node.setH(heading)
        node.setScale(SITE_SCALE)
        if self.motion is Motion.REDUCED:
            return node, self._fade(node, shot.seconds, fade_in=False)
        up = Point3(at.x, at.y, LIFTED)
        moves = LerpPosInterval(node, shot.seconds, up, startPos=at, blendType="easeOut")
        if self.computer(shot.player):
            remove_node(self._park(Kind.LIFT, shot.player, node))
        return node, moves

    def _settle(self, shot: Shot, state: GameState):
        board = state.boards[shot.player]
        tile = state.catalog.tiles[shot.tile]
        spec = board.spec
        centres = [cell_centre(cell, spec.rows, spec.cols) for cell in shot.cells[:2]]
        middle = ((centres[0][0] + centres[1][0]) / 2, (centres[0][1] + centres[1][1]) / 2)
        top = level_z(shot.level)
        node = tile_node(self.layer, self.table, tile, [(x - middle[0], y - middle[1]) for x, y in centres])
        heading = self.table.places[shot.player].heading
        landed = self._board_point(shot.player, middle[0], middle[1], top - LEVEL_HEIGHT / 2)
        node.setPos(landed)
        node.setH(heading)
        if self.motion is Motion.REDUCED:
            return node, self._fade(node, shot.seconds)
        above = Point3(landed.x, landed.y, LIFTED)
        # the tile lay on the site first square far, second near: it turns to how it lies on the board
        turn = math.degrees(math.atan2(centres[1][0] - centres[0][0], -(centres[1][1] - centres[0][1])))
        waiting = self._park(Kind.LIFT, shot.player, None)
        if waiting is not None and not waiting.isEmpty():
            start = waiting.getPos()
            start_h, start_scale = waiting.getH(), SITE_SCALE
            waiting.removeNode()
        else:
            start, start_h, start_scale = above, heading, 1.0
        travel = shot.seconds * 0.6
        moves = Sequence(
            Parallel(LerpPosInterval(node, travel, above, startPos=start, blendType="easeInOut"),
                     LerpHprInterval(node, travel, (heading, 0, 0), startHpr=(start_h + turn, 0, 0)),
                     LerpScaleInterval(node, travel, 1.0, startScale=start_scale)),
            LerpPosInterval(node, shot.seconds - travel, landed, startPos=above, blendType="easeIn"))
        return node, moves

    def _refill(self, shot: Shot, state: GameState):
        site = self.table.site_node
        if site is None or site.isEmpty():
            return None
        if self.motion is Motion.REDUCED:
            return site, self._fade(site, shot.seconds)
        frame = site_place(self.table.places, state.current)
        angle = math.radians(frame.heading)
        end = site.getPos()
        start = Point3(end.x + SLIDE * math.cos(angle), end.y + SLIDE * math.sin(angle), end.z)
        return site, LerpPosInterval(site, shot.seconds, end, startPos=start, blendType="easeOut")

