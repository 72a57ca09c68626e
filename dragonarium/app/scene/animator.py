"""The table's changes shown moving: the shots of ``play.motion`` as Panda3D intervals over the table's scene.

``TableMotion.show`` draws the rules' final state at once, save the cells a piece is still travelling to (they
show as they were), and lays out the travelling pieces as one interval. The interval is stepped by the screen's
clock (``tick`` sets its time; it is never handed to Panda3D's interval manager), so a test steps it by hand and a
click ends it at once (``finish``): every piece where the rules put it, in one frame.
"""
from __future__ import annotations

import math
from typing import Callable, Optional

from direct.interval.IntervalGlobal import (Func, LerpColorScaleInterval, LerpHprInterval, LerpPosInterval,
                                            LerpScaleInterval, Parallel, Sequence, Wait)
from panda3d.core import NodePath, Point3, TextNode, TransparencyAttrib

from dragonarium.play.motion import Kind, Motion, Shot, held_cells, last_end, plan
from dragonarium.rules import Cell, Element, GameState, Terrain, total_points
from dragonarium.app.gfx import palette
from dragonarium.app.gfx.mesh import Mesh
from dragonarium.app.gfx.palette import WHITE, lighten
from dragonarium.app.scene.assistant_walk import AssistantWalks
from dragonarium.app.scene.board_view import SOCKET_SPOTS, assistant_spot, square_slot
from dragonarium.app.scene.layout import (LEVEL_HEIGHT, NAME_GAP, RING, SHRINE_HEIGHT, cell_centre, level_z,
                                          site_place, site_positions)
from dragonarium.app.scene.masks import casts_no_shadow
from dragonarium.app.scene.table_view import SITE_SCALE, TableView

LIFTED = 1.0
"""How high a drafted tile rises above the planning site (the held tile floats as high)."""
RISE = 0.9
"""How high a hatched dragon rises above its egg before it flies to its nest."""
SLIDE = 3.0
"""How far beside the planning site its new tiles slide in from."""
GAIN_BESIDE = 1.8
"""How far right of the middle of a player's name plate their "+N" rises."""


class TableMotion:
    """Shows each change of ``table`` moving, as ``motion`` says; ``computer(seat)`` says whether a computer plays
    that seat (its drafted tile waits in the air for its placement; a person's goes under the pointer)."""

    def __init__(self, table: TableView, walks: AssistantWalks, motion: Motion = Motion.OFF,
                 computer: Callable[[int], bool] = lambda seat: False,
                 on_count: Callable[[dict[int, int]], None] = lambda points: None) -> None:
        """``on_count(points)`` hears the points to show for each seat whose score is counting up, as they
        change (an empty mapping once every count has ended)."""
        self.table = table
        self.walks = walks
        self.motion = motion
        walks.enabled = motion is Motion.FULL
        self.computer = computer
        self.on_count = on_count
        self._counted: dict[int, int] = {}
        self.layer = casts_no_shadow(table.root.attachNewNode("motion"))  # the shadow map is not redrawn for them
        self.shots: tuple[Shot, ...] = ()
        """The shots on show (none once they ended)."""
        self.interval: Optional[Parallel] = None
        self.clock = 0.0
        self._held: dict[tuple[int, Cell], float] = {}
        self._state: Optional[GameState] = None
        self._seen = 0
        self._points: list[int] = []
        self._parked: dict[tuple[Kind, int], NodePath] = {}
        """Pieces that wait in the air for the next change: a computer's drafted tile (``LIFT``) above the site
        until it is placed, a hatched dragon (``HATCH``) above its egg until it nests, by kind and seat."""

    # -- what changed ----------------------------------------------------------------------------------
    def show(self, state: GameState) -> None:
        """Draw ``state`` and start showing what moved since the last call (nothing after an undo or a new
        state: those are shown as they are). Drawn again with nothing new, what is on its way goes on."""
        events = list(state.log[self._seen:]) if state is self._state and len(state.log) > self._seen else []
        if not events and state is self._state and self.interval is not None:
            self._draw(state)
            return
        self._stop()
        points = [total_points(board) for board in state.boards]
        gained = ({seat: new - old for seat, (old, new) in enumerate(zip(self._points, points))}
                  if events and len(self._points) == len(points) else {})
        self._state, self._seen, self._points = state, len(state.log), points
        tracks = [len(board.spec.track) for board in state.boards]
        self.shots = plan(events, self.motion, tracks, gained)
        self._held = held_cells(self.shots)
        self._draw(state)
        self.walks.follow(state.boards)
        walk = [shot for shot in self.shots if shot.kind is Kind.WALK]
        if walk:
            self.walks.wait(walk[0].start)
        before = dict(self._parked)
        parts = [part for part in (self._shot(shot, state) for shot in self.shots) if part is not None]
        for key, node in before.items():  # what waited for this change and was not taken up goes
            if self._parked.get(key) is node:
                _remove(self._parked.pop(key))
        if parts:
            self.interval = Parallel(*parts, name="table-motion")
            self.clock = 0.0
            self.interval.setT(0.0)
        else:
            self.shots = ()
        self._count()

    @property
    def moving(self) -> bool:
        """True while a shot is on show."""
        return self.interval is not None

    def step(self, seconds: float) -> bool:
        """Time passed for the walking Assistants and the travelling pieces; True when the shadow map is to be
        drawn again (an Assistant walked, a board was drawn anew: the travelling pieces cast none)."""
        walking = self.walks.walking
        self.walks.tick(seconds)
        return self.tick(seconds) or walking

    def tick(self, seconds: float) -> bool:
        """Time passed: the pieces move on; a cell a piece reached shows as the rules hold it. True when the
        table's boards were drawn anew (their shadows changed)."""
        if self.interval is None:
            return False
        self.clock += seconds
        if self.clock >= last_end(self.shots):
            return self.finish()
        self.interval.setT(self.clock)
        self._count()
        reached = [key for key, end in self._held.items() if end <= self.clock]
        if reached:
            for key in reached:
                del self._held[key]
            assert self._state is not None
            self._draw(self._state)
        return bool(reached)

    def finish(self) -> bool:
        """Every piece where the rules put it, at once (a click or a key during a change, or its end); True when
        something was still on its way."""
        self.walks.finish()
        if self.interval is None:
            return False
        self._stop()
        if self._state is not None:
            self.table.show(self._state)
        return True

    def _stop(self) -> None:
        """End the interval on show (its pieces at their last place) and take its travelling pieces away."""
        if self.interval is not None:
            self.interval.finish()
            self.interval = None
        parked = list(self._parked.values())
        for child in self.layer.getChildren():
            if child not in parked:
                child.removeNode()
        self._held = {}
        self.shots = ()
        self._count()

    def counting(self) -> dict[int, int]:
        """The points shown now for each seat whose score counts up: from its points before the change to its
        points now, over its ``SCORE`` shot."""
        shown = {}
        for shot in self.shots:
            if shot.kind is Kind.SCORE and shot.player < len(self._points):
                done = min(max((self.clock - shot.start) / shot.seconds, 0.0), 1.0) if shot.seconds else 1.0
                shown[shot.player] = self._points[shot.player] - shot.amount + round(shot.amount * done)
        return shown

    def _count(self) -> None:
        counted = self.counting()
        if counted != self._counted:
            self._counted = counted
            self.on_count(counted)

    def _draw(self, state: GameState) -> None:
        """The table as ``state`` holds it, bar the cells still waiting for a piece."""
        seats: dict[int, set[Cell]] = {}
        for seat, cell in self._held:
            seats.setdefault(seat, set()).add(cell)
        if seats:
            self.table.show(state, {seat: frozenset(cells) for seat, cells in seats.items()})
        else:
            self.table.show(state)

    def cleanup(self) -> None:
        self._stop()
        self._parked = {}
        self.layer.removeNode()

    # -- each kind of shot ---------------------------------------------------------------------------------
    def _shot(self, shot: Shot, state: GameState):
        """The interval of ``shot``: hidden until it starts, gone (or waiting) when it ends."""
        make = {Kind.LIFT: self._lift, Kind.SETTLE: self._settle, Kind.HATCH: self._hatch, Kind.DRAGON: self._dragon,
                Kind.STONE: self._stone,
                Kind.LOST: self._lost, Kind.REFILL: self._refill, Kind.SCORE: self._score}.get(shot.kind)
        if make is None:
            return None
        node_and_moves = make(shot, state)
        if node_and_moves is None:
            return None
        node, moves = node_and_moves
        steps = [moves]
        if shot.kind is not Kind.REFILL:  # the site is on show already; what travels shows when it sets off
            node.hide()
            steps.insert(0, Func(node.show))
        if shot.kind in (Kind.LOST, Kind.SCORE) or (shot.kind is Kind.LIFT and not self.computer(shot.player)):
            steps.append(Func(node.hide))  # it fades, or a person's tile goes under the pointer
        return Sequence(Wait(shot.start), *steps)

    def _park(self, kind: Kind, seat: int, node: Optional[NodePath]) -> Optional[NodePath]:
        """Park ``node`` (None: nothing) as the ``kind`` piece of ``seat``; the one parked before, taken away
        from the parking (the caller removes it)."""
        before = self._parked.pop((kind, seat), None)
        if node is not None:
            self._parked[(kind, seat)] = node
        return before

    @staticmethod
    def _fade(node: NodePath, seconds: float, fade_in: bool = True):
        """``node`` fading in (or out), in its own colour."""
        node.setTransparency(TransparencyAttrib.MAlpha)
        red, green, blue, _alpha = node.getColorScale()
        seen, gone = (red, green, blue, 1.0), (red, green, blue, 0.0)
        return LerpColorScaleInterval(node, seconds, seen if fade_in else gone, startColorScale=gone if fade_in else seen)

    def _board_point(self, seat: int, x: float, y: float, z: float) -> Point3:
        """A point of the board of ``seat`` in the table's frame (where the travelling pieces are)."""
        return self.layer.getRelativePoint(self.table.board_nodes[seat], Point3(x, y, z))

    def _slot_point(self, state: GameState, slot: int, count: int, seat: int) -> tuple[Point3, float]:
        """Where slot ``slot`` of a site of ``count`` tiles lay for ``seat`` to move, and the site's heading."""
        frame = site_place(self.table.places, seat)
        x, y = site_positions(max(count, slot + 1))[slot]
        return Point3(*frame.to_world(x, y, LEVEL_HEIGHT)), frame.heading

    def _lift(self, shot: Shot, state: GameState):
        tile = state.catalog.tiles[shot.tile]
        node = _tile_node(self.layer, self.table, tile, ((0.0, 0.5), (0.0, -0.5)))
        at, heading = self._slot_point(state, shot.slot or 0, len(state.site) + 1, shot.player)
        node.setPos(at)
        node.setH(heading)
        node.setScale(SITE_SCALE)
        if self.motion is Motion.REDUCED:
            return node, self._fade(node, shot.seconds, fade_in=False)
        up = Point3(at.x, at.y, LIFTED)
        moves = LerpPosInterval(node, shot.seconds, up, startPos=at, blendType="easeOut")
        if self.computer(shot.player):
            _remove(self._park(Kind.LIFT, shot.player, node))
        return node, moves

    def _settle(self, shot: Shot, state: GameState):
        board = state.boards[shot.player]
        tile = state.catalog.tiles[shot.tile]
        spec = board.spec
        centres = [cell_centre(cell, spec.rows, spec.cols) for cell in shot.cells[:2]]
        middle = ((centres[0][0] + centres[1][0]) / 2, (centres[0][1] + centres[1][1]) / 2)
        top = level_z(shot.level)
        node = _tile_node(self.layer, self.table, tile, [(x - middle[0], y - middle[1]) for x, y in centres])
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

    def _dragon_node(self, shot: Shot) -> NodePath:
        node = self.table.assets.model("dragon").copyTo(self.layer)
        node.setName("travelling-dragon")
        node.setColorScale(*palette.TERRAIN_COLOUR[Terrain(shot.what)], 1)
        node.setH(self.table.places[shot.player].heading + 200)
        return node

    def _hatch(self, shot: Shot, state: GameState):
        """The dragon rises from its egg and waits above it for its nest."""
        board = state.boards[shot.player]
        spec = board.spec
        node = self._dragon_node(shot)
        source = shot.source or (0, 0)
        egg = self._board_point(shot.player, *cell_centre(source, spec.rows, spec.cols), level_z(board.level(source)))
        risen = Point3(egg.x, egg.y, egg.z + RISE)
        _remove(self._park(Kind.HATCH, shot.player, node))
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
        risen = self._park(Kind.HATCH, shot.player, None)
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
        node = _stone_node(self.layer, self.table, Element(shot.what))
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
        node = _stone_node(self.layer, self.table, Element(shot.what))
        node.setName(f"lost-stone-{shot.step}")
        at = self._board_point(shot.player, *assistant_spot(board, shot.step or board.step)[:2], 0.6)
        node.setPos(at)
        fade = self._fade(node, shot.seconds, fade_in=False)
        if self.motion is Motion.REDUCED:
            return node, fade
        return node, Parallel(fade, LerpPosInterval(node, shot.seconds, Point3(at.x, at.y, at.z + 0.5), startPos=at))

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

    def _score(self, shot: Shot, state: GameState):
        holder = self.table.board_nodes[shot.player]
        text = TextNode(f"gain-{shot.player}")
        text.setText(f"+{shot.amount}")
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


def _tile_node(parent: NodePath, table: TableView, tile, squares) -> NodePath:
    """A tile's squares centred on ``squares`` (first square first) around the node's origin, their tops at
    half a level up."""
    mesh = Mesh()
    half = 0.49
    for part, (x, y) in enumerate(squares):
        uv = palette.atlas_uv(square_slot(tile.squares[part]))
        mesh.box(x - half, y - half, -LEVEL_HEIGHT / 2, x + half, y + half, LEVEL_HEIGHT / 2, WHITE,
                 (0.7, 0.7, 0.7, 1.0), uv, bottom=True)
    node = parent.attachNewNode("travelling-tile")
    node.attachNewNode(mesh.node("travelling-slabs")).setTexture(table.assets.textures["terrain_atlas"])
    return node


def _remove(node: Optional[NodePath]) -> None:
    if node is not None and not node.isEmpty():
        node.removeNode()


def _stone_node(parent: NodePath, table: TableView, element: Element) -> NodePath:
    node = table.assets.model("stone").copyTo(parent)
    node.setName("travelling-stone")
    node.setColorScale(*lighten(palette.element_colour(element), 0.15))
    return node
