"""The shots of the tiles: a drafted tile lifting from its slot, a tile travelling to its board and settling onto its
cells while the pillars it needs rise under it, a tile leaving the table (one that fits nowhere, the solo discard),
the planning site's new tiles sliding in."""
from __future__ import annotations

import math

from direct.interval.IntervalGlobal import (LerpHprInterval, LerpPosInterval, LerpScaleInterval, Parallel, Sequence,
                                            Wait)
from panda3d.core import Point3

from dragonarium.play.motion import TRAVEL_SHARE, Kind, Motion, Shot
from dragonarium.rules import GameState
from dragonarium.app.scene.layout import LEVEL_HEIGHT, cell_centre, level_z, site_place
from dragonarium.app.scene.stage import LIFTED, Stage, arc, remove_node, tile_node
from dragonarium.app.scene.table_view import SITE_SCALE

SLIDE = 3.0
"""How far beside the planning site its new tiles slide in from (and a discarded tile slides away)."""
STAGGER = 0.06
"""How long after one another the pillars of one shot set off."""
DROP = LEVEL_HEIGHT
"""How far above its cells a person's placed tile starts its drop (its ghost was on them already)."""


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
        if self.computer(shot.player) and not self._discarded(shot.player):
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
        if waiting is None or waiting.isEmpty():
            # a person's tile: its ghost lay on these very cells, turned as it lands, so it only drops into place
            dropped = Point3(landed.x, landed.y, landed.z + DROP)
            return node, LerpPosInterval(node, shot.seconds, landed, startPos=dropped, blendType="easeIn")
        start = waiting.getPos()
        start_h, start_scale = waiting.getH(), SITE_SCALE
        waiting.removeNode()
        travel = shot.seconds * TRAVEL_SHARE
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


    def _rise(self, shot: Shot, state: GameState):
        """The pillars a placement needs leave the player's stack one after another and stand on their cell."""
        board = state.boards[shot.player]
        x, y = cell_centre(shot.cells[0], board.spec.rows, board.spec.cols)
        holder, pillars = self._pillars(shot.amount)
        top = board.pillars + board.fresh_pillars + shot.amount
        moves = []
        for k, pillar in enumerate(pillars):
            stood = self._board_point(shot.player, x, y, level_z(shot.level - 1 - shot.amount + k))
            pillar.setPos(stood)
            if self.motion is Motion.REDUCED:
                continue
            start = self._stack_point(state, shot.player, top - k)
            travel = shot.seconds - STAGGER * (shot.amount - 1)
            moves.append(Sequence(Wait(STAGGER * k), arc(pillar, travel, start, stood, 0.4)))
        if self.motion is Motion.REDUCED:
            return holder, self._fade(holder, shot.seconds)
        return holder, Parallel(*moves)

    def _discard(self, shot: Shot, state: GameState):
        """A tile leaves the table: from above its slot (it fits nowhere), from its slot of the site or from the
        supply beside it (the solo discard), sliding away from the site as it fades."""
        tile = state.catalog.tiles[shot.tile]
        node = tile_node(self.layer, self.table, tile, ((0.0, 0.5), (0.0, -0.5)))
        node.setName("discarded-tile")
        lift = next((other.slot for other in self.shots if other.kind is Kind.LIFT and other.player == shot.player),
                    None)
        slot = lift if shot.what == "board" else shot.slot
        count = len(state.site) + (1 if shot.what == "site" or lift is not None else 0)
        frame = site_place(self.table.places, state.current)
        angle = math.radians(frame.heading)
        away = Point3(SLIDE * math.cos(angle), SLIDE * math.sin(angle), 0.0)
        if shot.what == "supply":
            at, heading = self._slot_point(state, max(count - 1, 0), max(count, 1), state.current)
            at = at + away
        else:
            at, heading = self._slot_point(state, slot or 0, max(count, (slot or 0) + 1), state.current)
            if shot.what == "board":
                at = Point3(at.x, at.y, LIFTED)
            at = Point3(at.x, at.y, max(at.z, LEVEL_HEIGHT * 2))
        node.setPos(at)
        node.setH(heading)
        node.setScale(SITE_SCALE)
        fade = self._fade(node, shot.seconds, fade_in=False)
        if self.motion is Motion.REDUCED:
            return node, fade
        gone = Point3(at.x - away.x, at.y - away.y, at.z + 0.6) if shot.what != "supply" else at + Point3(0, 0, 1.0)
        return node, Parallel(fade, LerpPosInterval(node, shot.seconds, gone, startPos=at, blendType="easeIn"))
