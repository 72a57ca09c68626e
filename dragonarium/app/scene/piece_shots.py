"""The shots of the pieces: a dragon rising from its egg and flying to its nest, a stone travelling from the
Assistant (or falling) onto its egg, a stone with no space fading at the Assistant's step, pillars travelling to the
player's stack or leaving it for a trade, the first-player token passing to the next player."""
from __future__ import annotations

from typing import Optional

from direct.interval.IntervalGlobal import LerpHprInterval, LerpPosInterval, LerpScaleInterval, Parallel, Sequence, Wait
from panda3d.core import NodePath, Point3

from dragonarium.play.motion import Kind, Motion, Shot
from dragonarium.rules import Element, GameState, Terrain
from dragonarium.app.gfx import palette
from dragonarium.app.scene.board_view import SOCKET_SPOTS, assistant_spot
from dragonarium.app.scene.layout import SHRINE_HEIGHT, cell_centre, level_z
from dragonarium.app.scene.stage import LIFTED, Stage, arc, stone_node
from dragonarium.app.scene.table_pieces import token_node

RISE = 0.9
"""How high a hatched dragon rises above its egg before it flies to its nest."""
STAGGER = 0.08
"""How long after one another the pillars of one shot set off."""
TOKEN_HOP = 1.2
"""How high the first-player token rises on its way to the next player."""


class PieceShots(Stage):
    """Each dragon's and stone's shots, as intervals."""

    def _dragon_node(self, shot: Shot) -> NodePath:
        node = self.table.assets.model("dragon").copyTo(self.layer)
        node.setName("travelling-dragon")
        node.setColorScale(*palette.TERRAIN_COLOUR[Terrain(shot.what)], 1)
        node.setH(self.table.places[shot.player].heading + 200)
        return node

    def _unpark_dragon(self, seat: int, terrain: object) -> Optional[NodePath]:
        """The first dragon of ``terrain`` that hatched for ``seat`` and waits for its nest, taken from the
        parking (None when none waits)."""
        keys = sorted(key for key in self._parked if key[:3] == (Kind.HATCH, seat, terrain))
        return self._parked.pop(keys[0]) if keys else None

    def _hatch(self, shot: Shot, state: GameState):
        """The dragon rises from its egg and waits above it for its nest."""
        board = state.boards[shot.player]
        spec = board.spec
        node = self._dragon_node(shot)
        source = shot.source or (0, 0)
        egg = self._board_point(shot.player, *cell_centre(source, spec.rows, spec.cols), level_z(board.level(source)))
        risen = Point3(egg.x, egg.y, egg.z + RISE)
        # a placement may hatch several eggs, even of one type: each dragon waits in a place of its own
        waiting = sum(1 for key in self._parked if key[:3] == (Kind.HATCH, shot.player, shot.what))
        self._parked[(Kind.HATCH, shot.player, shot.what, waiting)] = node
        if self.motion is Motion.REDUCED:
            node.setPos(risen)
            return node, self._fade(node, shot.seconds)
        return node, Parallel(LerpPosInterval(node, shot.seconds, risen, startPos=egg, blendType="easeOut"),
                              LerpScaleInterval(node, shot.seconds, 1.0, startScale=0.3))

    def _dragon(self, shot: Shot, state: GameState):
        board = state.boards[shot.player]
        spec = board.spec
        node = self._dragon_node(shot)
        nest = self._board_point(shot.player, *cell_centre(shot.cells[0], spec.rows, spec.cols),
                                 level_z(board.level(shot.cells[0])) + 0.02)
        node.setPos(nest)
        risen = self._unpark_dragon(shot.player, shot.what)
        start = Point3(nest.x, nest.y, nest.z + RISE)
        if risen is not None and not risen.isEmpty():
            start = risen.getPos()
            risen.removeNode()
        if self.motion is Motion.REDUCED:
            return node, self._fade(node, shot.seconds)
        over = Point3(nest.x, nest.y, nest.z + RISE)
        part = shot.seconds / 2
        return node, Sequence(LerpPosInterval(node, part, over, startPos=start, blendType="easeInOut"),
                              LerpPosInterval(node, part, nest, startPos=over, blendType="easeIn"))

    def _stone(self, shot: Shot, state: GameState):
        board = state.boards[shot.player]
        spec = board.spec
        cell = shot.cells[0]
        node = stone_node(self.layer, self.table, Element(shot.what))
        x, y = cell_centre(cell, spec.rows, spec.cols)
        level = board.level(cell)
        z = level_z(level) + (SHRINE_HEIGHT if level == 0 else 0.0)
        sx, sy = self._socket(state, shot)
        landed = self._board_point(shot.player, x + sx, y + sy, z)
        node.setPos(landed)
        if self.motion is Motion.REDUCED:
            return node, self._fade(node, shot.seconds)
        if shot.step is not None:
            start = self._board_point(shot.player, *assistant_spot(board, shot.step)[:2], 0.6)
        else:
            start = Point3(landed.x, landed.y, landed.z + 1.5)
        over = Point3((start.x + landed.x) / 2, (start.y + landed.y) / 2, max(start.z, landed.z) + 0.5)
        half = shot.seconds / 2
        return node, Sequence(LerpPosInterval(node, half, over, startPos=start, blendType="easeOut"),
                              LerpPosInterval(node, half, landed, startPos=over, blendType="easeIn"))

    def _socket(self, state: GameState, shot: Shot) -> tuple[float, float]:
        """The socket of its egg a stone lands in: the first of its element that an earlier shot of this change
        has not taken."""
        board = state.boards[shot.player]
        layer = board.stack(shot.cells[0])[-1]
        egg = getattr(getattr(layer, "square", None), "egg", None)
        stones = getattr(layer, "stones", ())
        if egg is None:
            return (0.0, 0.0)
        spots = SOCKET_SPOTS.get(len(egg.spaces), SOCKET_SPOTS[3])
        earlier = sum(1 for other in self.shots[:self.shots.index(shot)]
                      if other.kind is Kind.STONE and other.player == shot.player and other.cells == shot.cells
                      and other.what == shot.what)
        places = [index for index, stone in enumerate(stones) if stone is not None and stone.value == shot.what]
        index = places[min(earlier, len(places) - 1)] if places else 0
        return spots[min(index, len(spots) - 1)]

    def _lost(self, shot: Shot, state: GameState):
        board = state.boards[shot.player]
        node = stone_node(self.layer, self.table, Element(shot.what))
        node.setName(f"lost-stone-{shot.step}")
        at = self._board_point(shot.player, *assistant_spot(board, shot.step or board.step)[:2], 0.6)
        node.setPos(at)
        fade = self._fade(node, shot.seconds, fade_in=False)
        if self.motion is Motion.REDUCED:
            return node, fade
        return node, Parallel(fade, LerpPosInterval(node, shot.seconds, Point3(at.x, at.y, at.z + 0.5), startPos=at))


    def _gain(self, shot: Shot, state: GameState):
        """Pillars travel to the player's stack: from the squares a tile covered, from the Assistant's reward step,
        or (a tile that fits nowhere) from above the planning site."""
        board = state.boards[shot.player]
        spec = board.spec
        if shot.source is not None:
            x, y = cell_centre(shot.source, spec.rows, spec.cols)
            start = self._board_point(shot.player, x, y, level_z(board.level(shot.source)))
        elif shot.step is not None:
            start = self._board_point(shot.player, *assistant_spot(board, shot.step)[:2], 0.6)
        else:
            start = self._board_point(shot.player, 0.0, 0.0, LIFTED)
        return self._to_stack(shot, state, start, board.pillars + board.fresh_pillars - shot.amount, arriving=True)

    def _trade(self, shot: Shot, state: GameState):
        """The pillars a Marble Quarry trade returns leave the stack and fade over the egg its stone goes to."""
        board = state.boards[shot.player]
        spec = board.spec
        x, y = cell_centre(shot.source or (0, 0), spec.rows, spec.cols)
        over = self._board_point(shot.player, x, y, level_z(board.level(shot.source or (0, 0))) + 1.5)
        return self._to_stack(shot, state, over, board.pillars + board.fresh_pillars, arriving=False)

    def _to_stack(self, shot: Shot, state: GameState, far: Point3, below: int, arriving: bool):
        """``shot.amount`` pillars between ``far`` and the top of the stack of ``shot.player`` (``below`` pillars
        under them), landing on it when ``arriving``, else leaving it and fading out at ``far``."""
        holder, pillars = self._pillars(shot.amount)
        reduced = self.motion is Motion.REDUCED
        moves = []
        travel = shot.seconds - STAGGER * (shot.amount - 1)
        for k, pillar in enumerate(pillars):
            stack = self._stack_point(state, shot.player, below + (k + 1 if arriving else shot.amount - k))
            start, end = (far, stack) if arriving else (stack, far)
            pillar.setPos(stack if reduced else end)
            moves.append(Sequence(Wait(STAGGER * k), arc(pillar, travel, start, end)))
        if reduced:
            return holder, self._fade(holder, shot.seconds, fade_in=arriving)
        if arriving:
            return holder, Parallel(*moves)
        return holder, Parallel(Sequence(Wait(shot.seconds / 2), self._fade(holder, shot.seconds / 2, False)), *moves)

    def _token(self, shot: Shot, state: GameState):
        """The first-player token travels from the name of the player who played first to the next one's."""
        node = token_node(self.layer)
        node.setName("travelling-token")
        origin = shot.origin if shot.origin is not None else shot.player
        start, end = Point3(*self.table.token_point(origin)), Point3(*self.table.token_point(shot.player))
        start_h, end_h = self.table.places[origin].heading, self.table.places[shot.player].heading
        node.setPos(end)
        node.setH(end_h)
        if self.motion is Motion.REDUCED:
            return node, self._fade(node, shot.seconds)
        turn = (end_h - start_h + 180) % 360 - 180
        return node, Parallel(arc(node, shot.seconds, start, end, TOKEN_HOP),
                              LerpHprInterval(node, shot.seconds, (end_h, 0, 0), startHpr=(end_h - turn, 0, 0)))
