"""The whole table: boards around it, the planning site, the supplies, light; updated per change."""
from __future__ import annotations

from typing import Mapping, Optional

from panda3d.core import (AmbientLight, ColorWriteAttrib, DirectionalLight, LightAttrib, NodePath, RenderState,
                          ShaderAttrib, TextNode, TextureAttrib, Vec4)

from dragonarium.rules import Cell, GameState, slot_name
from dragonarium.app.gfx import palette
from dragonarium.app.gfx.assets import Assets
from dragonarium.app.gfx.bidi import directed
from dragonarium.app.scene.board_view import BoardView, square_slot
from dragonarium.app.gfx.palette import WHITE, lighten
from dragonarium.app.scene.layout import (LEVEL_HEIGHT, NAME_GAP, NAME_SCALE, RING, SQUARE_INSET, BoardPlace,
                                          board_places, site_place, site_positions)
from dragonarium.app.scene.masks import SUN_CAMERA, casts_no_shadow
from dragonarium.app.scene.table_pieces import STACK_SPOT, TOKEN_SPOT, stack_node, token_node
from dragonarium.app.gfx.mesh import Mesh
from dragonarium.play.quality import PRESETS, Preset, Quality
from dragonarium.app.gfx.shading import apply_shadow_shader

SITE_SCALE = 0.5
NO_TOKEN = -1
"""The seat to pass ``TableView.show`` as ``first`` for no first-player token on show (it is on its way)."""
SHADOW_SIZE = 1024
PLATE_DEPTH = 0.04
"""How far under a player's name its plate lies, and the gold rim of the player to move under the plate, in the
name's own frame (a name is NAME_SCALE high): apart enough for a coarse depth buffer to tell them apart from the
default camera (half as far apart, a 16-bit one broke the name up in stripes)."""
SHADOW_PASS_PRIORITY = 1000
"""Above any node's own attributes, so the shadow pass's state wins."""


def board_signature(state: GameState, index: int) -> tuple:
    board = state.boards[index]
    return (tuple(board.stacks), tuple(board.dragons), board.step)


class TableView:
    """The table's scene graph for a game state; ``update`` redraws only what changed."""

    def __init__(self, assets: Assets, parent: NodePath, preset: Preset = PRESETS[Quality.FULL]) -> None:
        self.assets = assets
        self.root = parent.attachNewNode("table")
        self.preset = preset
        self.shadows = preset.shadows
        self.places: list[BoardPlace] = []
        self.board_nodes: list[NodePath] = []
        self.board_views: list[BoardView] = []
        self._signatures: list[tuple] = []
        self._site_signature: Optional[tuple] = None
        self.site_node: Optional[NodePath] = None
        self.names_node: Optional[NodePath] = None
        self._names_signature: Optional[tuple] = None
        self.rebuilt: list[str] = []
        self.stack_nodes: list[NodePath] = []
        self.stacks_shown: list[tuple[int, int]] = []
        """Each seat's pillar stack on show: (pillars, pillars for next round)."""
        self.token: Optional[NodePath] = None
        self.first_shown: Optional[int] = None
        """The seat the first-player token lies by (None: no token, in a solo game or while it travels)."""
        self._surface()
        self._lights()

    # -- static parts --------------------------------------------------------------
    def _surface(self) -> None:
        mesh = Mesh()
        size = 64.0  # wide enough that a tall window's top view still sees wood to its edges
        repeats = size / 4.0  # the wood's grain a constant size: one repeat every 8 units
        mesh.quad(((-size, -size, -0.13), (size, -size, -0.13), (size, size, -0.13), (-size, size, -0.13)),
                  (0, 0, 1), WHITE, (0.0, 0.0, repeats, repeats))
        node = self.root.attachNewNode(mesh.node("surface"))
        node.setTexture(self.assets.textures["table"])
        casts_no_shadow(node)

    def _lights(self) -> None:
        ambient = AmbientLight("ambient")
        ambient.setColor(Vec4(0.42, 0.42, 0.45, 1))
        sun = DirectionalLight("sun")
        sun.setColor(Vec4(0.85, 0.82, 0.75, 1))
        self.sun = self.root.attachNewNode(sun)
        self.sun.setHpr(30, -47, 0)
        if self.shadows:
            sun.setShadowCaster(True, SHADOW_SIZE, SHADOW_SIZE)
            sun.setCameraMask(SUN_CAMERA)
            # the shadow pass writes depth only: no table shader (it would sample the very map being drawn),
            # no lights, no textures, no colour
            sun.setInitialState(RenderState.make(ShaderAttrib.makeOff(), LightAttrib.makeAllOff(),
                                                 TextureAttrib.makeAllOff(),
                                                 ColorWriteAttrib.make(ColorWriteAttrib.COff), SHADOW_PASS_PRIORITY))
            lens = sun.getLens()
            lens.setFilmSize(34, 34)
            lens.setNearFar(-30, 30)
        self.root.setLight(self.root.attachNewNode(ambient))
        self.root.setLight(self.sun)
        if self.shadows:
            apply_shadow_shader(self.root, SHADOW_SIZE)

    # -- updates ---------------------------------------------------------------------
    def show(self, state: GameState, held: Mapping[int, frozenset[Cell]] = {},
             stacks: Mapping[int, tuple[int, int]] = {}, first: Optional[int] = None) -> None:
        """Draw ``state``, rebuilding only the boards and site that changed since the last call; the ``held`` cells
        of each board (by seat) stay as they were drawn, until a later call no longer holds them. ``stacks`` says
        the pillar stack to show for a seat instead of its own (pillars, pillars for next round), ``first`` the
        seat the first-player token lies by instead of ``state.first`` (``NO_TOKEN``: none)."""
        self.rebuilt = []
        count = len(state.boards)
        if len(self.places) != count:
            for node in self.board_nodes:
                node.removeNode()
            self.places = board_places(count)
            self.board_nodes = [self.root.attachNewNode(f"seat-{i}") for i in range(count)]
            for node, place in zip(self.board_nodes, self.places):
                node.setPos(place.x, place.y, 0)
                node.setH(place.heading)
            self.board_views = [BoardView(self.assets, self.preset.contact_shadows, palette.player_colour(i))
                                for i in range(count)]
            self._signatures = [()] * count
        for index in range(count):
            signature = board_signature(state, index) + (held.get(index, frozenset()),)
            if signature != self._signatures[index]:
                view = self.board_views[index]
                if view.root is None:
                    view.build(state.boards[index], f"board-{index}").reparentTo(self.board_nodes[index])
                else:
                    view.show(state.boards[index], held.get(index, frozenset()))
                self._signatures[index] = signature
                self.rebuilt.append(f"board-{index}")
        self._draw_names(state)
        self._draw_pieces(state, stacks, first)
        site_signature = (tuple(state.site), len(state.supply), tuple(state.dragons.items()), state.current)
        if site_signature != self._site_signature:
            self._draw_site(state)
            self._site_signature = site_signature
            self.rebuilt.append("site")

    def _draw_names(self, state: GameState) -> None:
        """Each player's name on a plate of their colour at their edge of the table, a thin frame of that colour
        around their board, and the gold frame and arrows around the board and name of the player to move."""
        signature = (tuple(seat.name for seat in state.seats), None if state.over else state.current)
        if signature == self._names_signature:
            return
        self._names_signature = signature
        if self.names_node is not None:
            self.names_node.removeNode()
        self.names_node = casts_no_shadow(self.root.attachNewNode("names"))
        # plates and frames show the seat's colour as it is, unlit and unshaded
        self.names_node.setLightOff(1)
        self.names_node.setShaderOff(1)
        for index, (seat, holder) in enumerate(zip(state.seats, self.board_nodes)):
            active = index == state.current and not state.over
            colour = palette.player_colour(index)
            text = TextNode(f"name-{index}")
            text.setText(directed(("> " if active else "") + seat.name + (" <" if active else "")))
            text.setAlign(TextNode.ACenter)
            text.setTextColor(*palette.ink_on(colour), 1)
            label = self.names_node.attachNewNode(text.generate())
            label.setPos(holder.getPos() + holder.getQuat().xform((0, -RING - NAME_GAP, 0.0)))
            label.setHpr(holder.getH(), -90, 0)
            label.setScale(NAME_SCALE)
            left, right, bottom, top = text.getLeft(), text.getRight(), text.getBottom(), text.getTop()
            plate = Mesh()
            # in the text's own frame: x along the line, z up the letters, +y behind them
            edges = ((left - 0.35, bottom - 0.12), (right + 0.35, top + 0.18))
            if active:
                _plate(plate, edges, 0.12, 2 * PLATE_DEPTH, (*palette.ACTIVE_FRAME, 1.0))
            _plate(plate, edges, 0.0, PLATE_DEPTH, (*colour, 1.0))
            self.names_node.attachNewNode(plate.node(f"plate-{index}")).setTransform(label.getTransform())
            frame = Mesh()
            _square_frame(frame, RING + 0.02, RING + 0.12, (*colour, 1.0))
            if active:
                _square_frame(frame, RING + 0.14, RING + 0.32, (*palette.ACTIVE_FRAME, 1.0))
            marker = self.names_node.attachNewNode(frame.node("active-frame" if active else f"seat-frame-{index}"))
            marker.setPos(holder.getPos())
            marker.setH(holder.getH())
        self.names_node.flattenStrong()
        self.rebuilt.append("names")

    def _draw_pieces(self, state: GameState, stacks: Mapping[int, tuple[int, int]], first: Optional[int]) -> None:
        """Each seat's pillar stack and the first-player token, redrawn only where they changed."""
        if len(self.stack_nodes) != len(self.board_nodes):
            for node in self.stack_nodes:
                node.removeNode()
            self.stack_nodes = [self.board_nodes[seat].attachNewNode(f"stack-{seat}")
                                for seat in range(len(state.boards))]
            self.stacks_shown = [(-1, -1)] * len(state.boards)
        for seat, board in enumerate(state.boards):
            shown = stacks.get(seat, (board.pillars, board.fresh_pillars))
            if shown != self.stacks_shown[seat]:
                self.stack_nodes[seat].getChildren().detach()
                stack_node(self.stack_nodes[seat], *shown).setPos(*STACK_SPOT, 0.0)
                self.stacks_shown[seat] = shown
        token_seat = _token_seat(state, first)
        if self.token is None:
            self.token = token_node(self.root)
        if token_seat is None:
            self.token.hide()
        else:
            self.token.show()
            self.token.setPos(self.token_point(token_seat))
            self.token.setH(self.places[token_seat].heading)
        self.first_shown = token_seat

    def token_point(self, seat: int) -> tuple[float, float, float]:
        """Where the first-player token lies by the name of ``seat``, in the table's frame."""
        return self.places[seat].to_world(*TOKEN_SPOT, 0.0)

    def _draw_site(self, state: GameState) -> None:
        if self.site_node is not None:
            self.site_node.removeNode()
        self.site_node = self.root.attachNewNode("site")
        mesh = Mesh()
        positions = site_positions(len(state.site))
        for slot, ((x, y), tile_id) in enumerate(zip(positions, state.site)):
            tile = state.catalog.tiles[tile_id]
            for part, square in enumerate(tile.squares):
                # squares stacked along y: the first square is the far one; no seam between them
                cy = y + (0.5 - part) * SITE_SCALE
                half = SITE_SCALE / 2 - SQUARE_INSET * SITE_SCALE
                if part == 0:
                    y0, y1 = cy - SITE_SCALE / 2, cy + half
                else:
                    y0, y1 = cy - half, cy + SITE_SCALE / 2
                uv = palette.atlas_uv(square_slot(square))
                centre = ((uv[0] + uv[2]) / 2, (uv[1] + uv[3]) / 2)
                mesh.box(x - half, y0, 0.0, x + half, y1, LEVEL_HEIGHT, WHITE, (0.62, 0.62, 0.62, 1.0), uv,
                         (centre[0], centre[1], centre[0], centre[1]))
            label = TextNode(f"slot-{slot}")
            label.setText(slot_name(slot))
            label.setAlign(TextNode.ACenter)
            label.setTextColor(0.95, 0.92, 0.85, 1)
            text = casts_no_shadow(self.site_node.attachNewNode(label.generate()))
            text.setPos(x, y - SITE_SCALE - 0.3, 0.01)
            text.setP(-90)
            text.setScale(0.3)
        node = self.site_node.attachNewNode(mesh.node("site-tiles"))
        node.setTexture(self.assets.textures["terrain_atlas"])
        self._draw_eggs_on_site(state, positions)
        # the row lies beyond the board of the player to move and reads left to right for them
        frame = site_place(self.places, state.current)
        self.site_node.setPos(frame.x, frame.y, 0.0)
        self.site_node.setH(frame.heading)
        self.site_node.clearModelNodes()
        self.site_node.flattenStrong()

    def _draw_eggs_on_site(self, state: GameState, positions: list[tuple[float, float]]) -> None:
        for (x, y), tile_id in zip(positions, state.site):
            tile = state.catalog.tiles[tile_id]
            for part, square in enumerate(tile.squares):
                if square.egg is None:
                    continue
                cy = y + (0.5 - part) * SITE_SCALE
                dome = self.assets.model("egg").copyTo(self.site_node)
                dome.setPos(x, cy + 0.03, LEVEL_HEIGHT)
                dome.setScale(SITE_SCALE)
                dome.setColorScale(*lighten(palette.TERRAIN_COLOUR[square.egg.terrain], 0.25))

    def cleanup(self) -> None:
        """Stop the sun casting shadows: Panda3D keeps a shadow caster's buffer (and draws it every frame)
        until it is told so, even once the light has left the scene."""
        if self.sun.node().isShadowCaster():
            self.sun.node().setShadowCaster(False)
        self.root.removeNode()

    def matches(self, state: GameState) -> bool:
        """True when every board and the site on show are those of ``state``."""
        return (len(self._signatures) == len(state.boards)
                and all(self._signatures[i] == board_signature(state, i) + (frozenset(),)
                        for i in range(len(state.boards)))
                and self._site_signature == (tuple(state.site), len(state.supply), tuple(state.dragons.items()),
                                             state.current)
                and self.stacks_shown == [(board.pillars, board.fresh_pillars) for board in state.boards]
                and self.first_shown == _token_seat(state, None))

    # -- what tests and the picker need ----------------------------------------------------
    def figures(self, kind: str) -> list[list[tuple]]:
        return [view.figures.get(kind, []) for view in self.board_views]


def _token_seat(state: GameState, first: Optional[int]) -> Optional[int]:
    """The seat the token lies by: ``first`` or else the state's first player; none in a solo game or a game that
    is over."""
    seat = state.first if first is None else first
    return None if len(state.seats) < 2 or state.over or not 0 <= seat < len(state.seats) else seat


def _square_frame(mesh: Mesh, inner: float, outer: float, colour: tuple[float, float, float, float]) -> None:
    """A flat square frame around a board's centre, from ``inner`` to ``outer`` out, just under the board."""
    for x0, y0, x1, y1 in ((-outer, -outer, outer, -inner), (-outer, inner, outer, outer),
                           (-outer, -inner, -inner, inner), (inner, -inner, outer, inner)):
        mesh.quad(((x0, y0, -0.1), (x1, y0, -0.1), (x1, y1, -0.1), (x0, y1, -0.1)), (0, 0, 1), colour)


def _plate(mesh: Mesh, edges: tuple[tuple[float, float], tuple[float, float]], grow: float, depth: float,
           colour: tuple[float, float, float, float]) -> None:
    """A card behind a text, in the text's frame: ``edges`` widened by ``grow``, ``depth`` behind the letters."""
    (x0, z0), (x1, z1) = edges
    x0, z0, x1, z1 = x0 - grow, z0 - grow, x1 + grow, z1 + grow
    mesh.quad(((x0, depth, z0), (x1, depth, z0), (x1, depth, z1), (x0, depth, z1)), (0, -1, 0), colour)
