"""Marks over the table while playing, in two layers redrawn apart.

The pointer layer follows the mouse: the held tile's ghost with its verdict
label, or the held tile floating under the pointer off the board. The decision
layer changes only with the game or a switch: the cells a click may choose,
the hint, the legal-placement map.
"""
from __future__ import annotations

from typing import Callable, Optional

from panda3d.core import NodePath, TextNode

from dragonarium.i18n import _
from dragonarium.play.hud import off_board_text, verdict_text
from dragonarium.play.session import PlaySession
from dragonarium.play.why.words import KEY_HINT
from dragonarium.rules import Draft, Phase, Place, Placement, check_placement
from dragonarium.app.gfx.assets import Assets
from dragonarium.app.scene.layout import BoardPlace, cell_centre, level_z, site_place, site_positions
from dragonarium.app.scene.marks import floating_tile, ghost_node, highlight_node, legal_map_node, site_frame_node
from dragonarium.app.scene.table_view import SITE_SCALE, TableView

HINT_BLUE = (0.3, 0.6, 1.0)
HELD_TILE_HEIGHT = 1.0
HELD_REFUSED = (1.0, 0.35, 0.3)
"""The floating tile's tint: red, yet its squares stay recognisable."""
REFUSED_TEXT = (1.0, 0.7, 0.65, 1)
"""The colour of a refusal's words: the ghost's verdict, the floating tile's reason."""
Ray = tuple[tuple[float, float, float], tuple[float, float, float]]


class MarkLayer:
    """Draws the marks of ``session`` over ``table``; ``label`` is the verdict's text panel in the 2D layer,
    ``to_screen`` maps a world point to that layer's x, z."""

    def __init__(self, root: NodePath, assets: Assets, table: TableView, session: PlaySession,
                 label: NodePath, to_screen: Callable[[tuple[float, float, float]],
                                                             Optional[tuple[float, float]]]) -> None:
        self.root = root
        self.assets = assets
        self.table = table
        self.session = session
        self.label = label
        self.ghost_label: TextNode = label.node()
        self.to_screen = to_screen
        self.pointer_marks: list[NodePath] = []
        self.decision_marks: list[NodePath] = []
        self.held: Optional[NodePath] = None
        self._held_key: Optional[tuple] = None
        self._says_off_board = False
        """The label holds the floating tile's reason (cleared when the tile is no longer floating)."""

    # -- the pointer layer ---------------------------------------------------------------
    def draw_pointer(self) -> None:
        """The ghost under the pointer and its verdict label (or nothing to say)."""
        _clear(self.pointer_marks)
        self.ghost_label.setText("")
        self._says_off_board = False
        state = self.session.game.state
        controller = self.session.controller
        ghost = None if state.over else controller.ghost()
        if ghost is None:
            return
        place, board = self.table.places[ghost.player], state.boards[ghost.player]
        tile = state.tile(controller.decision.tile or "")
        self.pointer_marks.append(ghost_node(self.root, self.assets, place, board, tile, ghost.verdict))
        self._label(ghost.verdict, place)

    def float_held_tile(self, ray: Optional[Ray]) -> None:
        """Off the player's board the held tile floats under the pointer, tinted red, with the reason by it;
        it moves, it is not rebuilt. A computer player's tile never follows the pointer."""
        state = self.session.game.state
        controller = self.session.controller
        point = _height_point(ray, HELD_TILE_HEIGHT)
        if (state.over or controller.decision.phase is not Phase.PLACE or controller.ghost() is not None
                or point is None or controller.computer_turn):
            if self.held is not None:
                self.held.hide()
            if self._says_off_board:
                self.ghost_label.setText("")
                self._says_off_board = False
            return
        key = (controller.decision.tile, controller.rotation, controller.decision.player)
        if key != self._held_key:
            if self.held is not None:
                self.held.removeNode()
            tile = state.tile(controller.decision.tile or "")
            self.held = floating_tile(self.root, self.assets, tile, controller.rotation)
            self.held.setH(self.table.places[controller.decision.player].heading)
            self.held.setColorScale(*HELD_REFUSED, 1.0)
            self._held_key = key
        assert self.held is not None
        self.held.show()
        self.held.setPos(point[0], point[1], HELD_TILE_HEIGHT)
        self._say_off_board(off_board_text(state, controller.decision.player, controller.hovered),
                            (point[0], point[1], HELD_TILE_HEIGHT + 0.4))

    def _say_off_board(self, reason: str, where: tuple[float, float, float]) -> None:
        """The floating tile's reason, just above it on the screen."""
        if self.ghost_label.getText() != reason:
            self.ghost_label.setText(reason)
        self.ghost_label.setTextColor(*REFUSED_TEXT)
        self._says_off_board = True
        spot = self.to_screen(where)
        if spot is not None:
            self.label.setPos(spot[0], 0, spot[1] + 0.08)

    def _label(self, verdict, place: BoardPlace) -> None:
        self.ghost_label.setText(verdict_text(verdict) + ("" if verdict.legal else "\n" + _(KEY_HINT)))
        self.ghost_label.setTextColor(*((0.7, 1.0, 0.7, 1) if verdict.legal else REFUSED_TEXT))
        self._says_off_board = False
        x, y = cell_centre(verdict.placement.cells[0])
        spot = self.to_screen(place.to_world(x, y, level_z(max(verdict.level, 1)) + 0.4))
        if spot is not None:
            self.label.setPos(spot[0], 0, spot[1] + 0.08)

    # -- the decision layer --------------------------------------------------------------
    def draw_decision(self) -> None:
        """Highlights for the cells a click may choose, the hint, and the legal map when it is on."""
        _clear(self.decision_marks)
        state = self.session.game.state
        lesson = self.session.lesson
        if state.over or (lesson is not None and lesson.finished):
            return  # a complete lesson takes no more moves: nothing to choose
        controller = self.session.controller
        decision = controller.decision
        place, board = self.table.places[decision.player], state.boards[decision.player]
        if self.session.hint is not None:
            self._hint(place, board)
        if self.session.legal_map and decision.phase is Phase.PLACE:
            self.decision_marks.append(legal_map_node(self.root, place, board, state.tile(decision.tile or "")))
        targets = controller.targets()
        if targets:
            self.decision_marks.append(highlight_node(self.root, place, board, targets))

    def _hint(self, place: BoardPlace, board) -> None:
        state = self.session.game.state
        hint = self.session.hint
        decision = self.session.controller.decision
        action = hint.action if hint else None
        if isinstance(action, Place) and decision.phase is Phase.PLACE:
            self._hint_ghost(board, place, state.tile(decision.tile or ""), action.cells)
        elif isinstance(action, Draft) and decision.phase is Phase.DRAFT:
            # the tile to take, framed on the site, and where the plan puts it, as a ghost
            positions = site_positions(len(state.site))
            node = site_frame_node(self.root, site_place(self.table.places, state.current), positions[action.slot],
                                   (SITE_SCALE / 2 + 0.06, SITE_SCALE + 0.06), HINT_BLUE)
            node.setName("hint")
            self.decision_marks.append(node)
            if hint is not None and hint.cells is not None:
                self._hint_ghost(board, place, state.tile(state.site[action.slot]), hint.cells)
        elif action is not None and hasattr(action, "cell"):
            node = highlight_node(self.root, place, board, [action.cell], colour=HINT_BLUE)
            node.setName("hint")
            self.decision_marks.append(node)

    def _hint_ghost(self, board, place: BoardPlace, tile, cells) -> None:
        node = ghost_node(self.root, self.assets, place, board, tile, check_placement(board, tile, Placement(cells)))
        node.setColorScale(0.6, 0.8, 1.6, 1.0)
        node.setName("hint")
        self.decision_marks.append(node)

    def cleanup(self) -> None:
        _clear(self.pointer_marks)
        _clear(self.decision_marks)
        if self.held is not None:
            self.held.removeNode()
            self.held = None


def _clear(nodes: list[NodePath]) -> None:
    for node in nodes:
        node.removeNode()
    nodes.clear()


def _height_point(ray: Optional[Ray], z: float) -> Optional[tuple[float, float]]:
    """Where ``ray`` crosses the plane at height ``z`` in front of the camera, if it does."""
    if ray is None or abs(ray[1][2]) < 1e-6:
        return None
    (ox, oy, oz), (dx, dy, dz) = ray
    t = (z - oz) / dz
    return None if t <= 0 else (ox + t * dx, oy + t * dy)
