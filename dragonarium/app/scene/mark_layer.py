"""Marks over the table while playing, in two layers redrawn apart; ``play.table.marks`` says what they are.

The pointer layer follows the mouse: the held tile's ghost with its verdict
label, or the held tile floating under the pointer off the board. The decision
layer changes only with the game or a switch: the cells a click may choose,
the hint, the legal-placement map, the squares the "Why?" panel speaks of.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from panda3d.core import NodePath, TextNode

from dragonarium.play.hud import ghost_text, held_text
from dragonarium.play.base.picks import CellPick
from dragonarium.play.table.legal_map import LegalMap
from dragonarium.play.table.marks import (AssistantFrame, CellFrames, CellRings, HeldTile, Mark, SiteFrame, TileGhost,
                                          Tone)
from dragonarium.rules import GameState
from dragonarium.app.gfx.bidi import directed
from dragonarium.app.gfx import palette
from dragonarium.app.scene.board_view import assistant_spot
from dragonarium.app.scene.layout import LEVEL_HEIGHT, cell_centre, level_z, site_place, site_positions
from dragonarium.app.scene.masks import follows_pointer
from dragonarium.app.scene.ghosts import floating_tile, ghost_node
from dragonarium.app.scene.mark_meshes import (LESSON_AVOID, LESSON_INFO, LESSON_USE, highlight_node, legal_map_node,
                                         lesson_frame_node, lesson_ring_node, ring_node, site_frame_node)
from dragonarium.app.scene.table_view import SITE_SCALE, TableView
from dragonarium.app.scene.tile_turn import TileTurn, turn_between

HELD_TILE_HEIGHT = 1.0
HELD_STEPS = ((1.0, 0.0), (0.0, -1.0), (-1.0, 0.0), (0.0, 1.0))
"""From the floating tile's first square to its second, for each rotation (in the tile's own frame)."""
REFUSED_TEXT = (1.0, 0.7, 0.65, 1)
"""The colour of a refusal's words: the ghost's verdict, the floating tile's reason."""
CARRIED_TEXT = (0.96, 0.92, 0.8, 1)
"""The label by a tile carried over the table (where to take it), in the panels' cream."""
TONES: dict[Tone, Optional[tuple[float, float, float]]] = {
    Tone.HELD: None, Tone.CHOOSE: None, Tone.HINT: palette.GHOST_HINT, Tone.PLAYED: palette.GHOST_PLAYED,
    Tone.BREAKS: (1.0, 0.22, 0.16), Tone.LESSON: (1.0, 0.3, 0.8), Tone.LESSON_USE: palette.GHOST_LEGAL,
    Tone.LESSON_AVOID: palette.GHOST_REFUSED}
"""Each tone's colour (None: the mark's own): a hint's frames are the sky blue of its ghost's outline. Pink for a
lesson's piece shown for information: no square, mark or player colour is pink; a piece to use is the green of a
legal ghost, one to avoid the red of a refused one."""
LESSON_SHAPES = {Tone.LESSON: LESSON_INFO, Tone.LESSON_USE: LESSON_USE, Tone.LESSON_AVOID: LESSON_AVOID}
"""The shape of each lesson tone's marks (``app.scene.mark_meshes.lesson_ring_node``)."""
SITE_MARGIN = {Tone.HINT: 0.06, Tone.PLAYED: 0.16, Tone.LESSON: 0.1}
"""How far a frame on the planning site reaches round its tile."""
ASSISTANT_HALF = 0.42
"""Half the side of the frame around the Assistant, and of its box on the screen."""
NAMES = {Tone.HINT: "hint", Tone.PLAYED: "played", Tone.BREAKS: "why-marks"}
LESSON_NAMES = {CellRings: "lesson-cells", AssistantFrame: "lesson-assistant", SiteFrame: "lesson-slot"}
Ray = tuple[tuple[float, float, float], tuple[float, float, float]]


def mark_node(root: NodePath, table: TableView, state: GameState, mark: Mark) -> NodePath:
    """The node of ``mark`` over ``table``, drawn for ``state``; a hint's nodes are named ``hint``, a move played's
    ``played``."""
    places = table.places
    if isinstance(mark, LegalMap):
        return legal_map_node(root, places[mark.player], state.boards[mark.player], mark)
    colour = TONES[mark.tone]
    shape = LESSON_SHAPES.get(mark.tone)
    if shape is not None:
        node = _lesson_node(root, table, state, mark, colour or (1.0, 1.0, 1.0), shape)
    elif isinstance(mark, SiteFrame):
        margin = SITE_MARGIN.get(mark.tone, 0.06)
        node = site_frame_node(root, site_place(places, state.current), site_positions(len(state.site))[mark.slot],
                               (SITE_SCALE / 2 + margin, SITE_SCALE + margin), colour or (1.0, 1.0, 1.0),
                               double=mark.tone is Tone.PLAYED)
    else:
        place, board = places[mark.player], state.boards[mark.player]
        if isinstance(mark, TileGhost):
            node = ghost_node(root, table.assets, place, board, mark)
        elif isinstance(mark, CellFrames) and mark.tone is Tone.PLAYED:  # a ring drawn twice, round the cell
            node = ring_node(root, place, board, mark.cells, colour or (1.0, 1.0, 1.0), double=True)
        elif isinstance(mark, CellFrames):
            node = highlight_node(root, place, board, mark.cells, colour=colour)
        elif isinstance(mark, CellRings):
            node = ring_node(root, place, board, mark.cells, colour or (1.0, 1.0, 1.0))
        else:
            x, y, _ = assistant_spot(board, board.step)
            node = site_frame_node(root, place, (x, y), (ASSISTANT_HALF, ASSISTANT_HALF), colour or (1.0, 1.0, 1.0))
    name = LESSON_NAMES[type(mark)] if shape is not None else NAMES.get(mark.tone)
    if name is not None:
        node.setName(name)
    return node


def _lesson_node(root: NodePath, table: TableView, state: GameState, mark: Mark, colour: tuple[float, float, float],
                 shape: str) -> NodePath:
    """A lesson's mark in its style's ``shape`` and colour."""
    places = table.places
    if isinstance(mark, SiteFrame):
        margin = SITE_MARGIN[Tone.LESSON]
        return lesson_frame_node(root, site_place(places, state.current), site_positions(len(state.site))[mark.slot],
                                 (SITE_SCALE / 2 + margin, SITE_SCALE + margin), LEVEL_HEIGHT + 0.02, colour, shape)
    place, board = places[mark.player], state.boards[mark.player]
    if isinstance(mark, CellRings):
        return lesson_ring_node(root, place, board, mark.cells, colour, shape)
    x, y, _ = assistant_spot(board, board.step)
    return lesson_frame_node(root, place, (x, y), (ASSISTANT_HALF, ASSISTANT_HALF), LEVEL_HEIGHT + 0.02, colour,
                             shape)


class MarkLayer:
    """Draws the marks it is given over ``table``; ``label`` is the verdict's text panel in the 2D layer,
    ``to_screen`` maps a world point to that layer's x, z."""

    def __init__(self, root: NodePath, table: TableView, label: NodePath,
                 to_screen: Callable[[tuple[float, float, float]], Optional[tuple[float, float]]],
                 turn: Optional[TileTurn] = None) -> None:
        """``turn`` shows the held tile turning when it is turned (none: it snaps)."""
        self.turn = turn or TileTurn()
        self._ghost_at: Optional[tuple] = None
        """The ghost on show: its player, tile and cells."""
        self.root = root
        self.pointer_root = follows_pointer(root.attachNewNode("pointer-marks"))
        """What follows the pointer: drawn in the pointer's pass (see ``masks``)."""
        self.table = table
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
    def draw_pointer(self, ghost: Optional[TileGhost], state: GameState) -> None:
        """The held tile's ``ghost`` under the pointer and its verdict label (None: nothing to say)."""
        _clear(self.pointer_marks)
        self.ghost_label.setText("")
        self._says_off_board = False
        before, self._ghost_at = self._ghost_at, None if ghost is None else (ghost.player, ghost.tile.id, ghost.cells)
        if ghost is None:
            return
        drawn = mark_node(self.pointer_root, self.table, state, ghost)
        self.pointer_marks.append(self._turning_ghost(drawn, ghost, before, state))
        self.ghost_label.setText(directed(ghost_text(ghost)))
        self.ghost_label.setTextColor(*((0.7, 1.0, 0.7, 1) if ghost.legal else REFUSED_TEXT))
        x, y = cell_centre(ghost.cells[0])
        self._place_label(self.table.places[ghost.player].to_world(x, y, level_z(ghost.level) + 0.4))

    def float_held_tile(self, held: Optional[HeldTile], state: GameState, ray: Optional[Ray]) -> None:
        """The ``held`` tile floats under the pointer (``ray``), drawn as refused, with the reason by it; it moves, it
        is not rebuilt. None: no tile floats."""
        point = _height_point(ray, HELD_TILE_HEIGHT)
        if held is None or point is None:
            if self.held is not None:
                self.held.hide()
            if self._says_off_board:
                self.ghost_label.setText("")
                self._says_off_board = False
            return
        refused = isinstance(held.pointer, CellPick) and held.pointer.player != held.player  # on another's board
        key = (held.tile, held.rotation, held.player, refused)
        if key != self._held_key:
            if self.held is not None:
                self.held.removeNode()
            if self._held_key is not None and self._held_key[0] == key[0] and self._held_key[2] == key[2] \
                    and self._held_key[1] != key[1]:  # the same tile, turned
                self.turn.begin(turn_between(HELD_STEPS[self._held_key[1] % 4], HELD_STEPS[held.rotation % 4]))
            self.held = floating_tile(self.pointer_root, self.table.assets, held.tile, held.rotation, refused)
            self.turn.hold(self.held, self.table.places[held.player].heading)
            self._held_key = key
        assert self.held is not None
        self.held.show()
        self.held.setPos(point[0], point[1], HELD_TILE_HEIGHT)
        reason = directed(held_text(state, held))
        if self.ghost_label.getText() != reason:
            self.ghost_label.setText(reason)
        self.ghost_label.setTextColor(*(REFUSED_TEXT if refused else CARRIED_TEXT))
        self._says_off_board = True
        self._place_label((point[0], point[1], HELD_TILE_HEIGHT + 0.4))

    def _turning_ghost(self, node: NodePath, ghost: TileGhost, before: Optional[tuple],
                       state: GameState) -> NodePath:
        """``node`` (the ghost) under a pivot on its first square, that turns when the ghost is the one on show
        before turned about that square."""
        place, spec = self.table.places[ghost.player], state.boards[ghost.player].spec
        first, second = (cell_centre(cell, spec.rows, spec.cols) for cell in ghost.cells)
        pivot = self.pointer_root.attachNewNode("ghost-turn")
        pivot.setPos(*place.to_world(*first, 0.0))
        node.wrtReparentTo(pivot)
        if before is not None and before[:2] == (ghost.player, ghost.tile.id) and before[2][0] == ghost.cells[0] \
                and before[2][1] != ghost.cells[1]:
            old = cell_centre(before[2][1], spec.rows, spec.cols)
            self.turn.begin(turn_between((old[0] - first[0], old[1] - first[1]),
                                         (second[0] - first[0], second[1] - first[1])))
        self.turn.hold(pivot, 0.0)
        return pivot

    def _place_label(self, where: tuple[float, float, float]) -> None:
        """The label just above ``where`` on the screen."""
        spot = self.to_screen(where)
        if spot is not None:
            self.label.setPos(spot[0], 0, spot[1] + 0.08)

    # -- the decision layer --------------------------------------------------------------
    def draw_decision(self, marks: Sequence[Mark], state: GameState) -> None:
        """The ``marks`` of the decision, in order, over the table drawn for ``state``."""
        _clear(self.decision_marks)
        self.decision_marks += [mark_node(self.root, self.table, state, mark) for mark in marks]

    def cleanup(self) -> None:
        _clear(self.pointer_marks)
        _clear(self.decision_marks)
        if self.held is not None:
            self.held.removeNode()
            self.held = None
        self.pointer_root.removeNode()


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
