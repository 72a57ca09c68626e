"""One player's board drawn from the rules' ``Board``: plate, track, stacks, eggs, stones, dragons.

The plate, its coordinates and the track are built once (the track again only
when a shrine under it changes height). The cells are drawn as arrays, cached
cell by cell: an action rebuilds the cells it touched (and their neighbours,
whose seams and contact shadows may follow) and joins the rest as they were.
A board is a handful of draw calls, whatever stands on it: the atlas-textured
squares, the pieces (eggs, stones, dragons, pillars), the Assistant, and
with ``contact_shadows`` a soft darkening at the foot of every step up.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

from panda3d.core import LMatrix4f, NodePath, TransparencyAttrib

from dragonarium.rules import PRINTED, Board, Cell, Element, PillarLayer, SquareLayer
from dragonarium.app.scene import board_frame, board_parts
from dragonarium.app.gfx import palette
from dragonarium.app.gfx.palette import WHITE, lighten, square_slot
from dragonarium.app.scene.board_parts import NEIGHBOURS
from dragonarium.app.gfx.assets import Assets
from dragonarium.app.gfx.batch import Batch, ModelData
from dragonarium.app.scene.layout import LEVEL_HEIGHT, SHRINE_HEIGHT, SQUARE_INSET, cell_centre, level_z, track_position
from dragonarium.app.scene.masks import casts_no_shadow
from dragonarium.app.gfx.mesh import Mesh

SOCKET_SPOTS = {1: [(0.27, -0.3)], 2: [(-0.2, -0.3), (0.2, -0.3)], 3: [(-0.28, -0.3), (0.0, -0.34), (0.28, -0.3)]}
CLIFF_HEIGHT = 0.12
CONTACT_LIFT = 0.008
"""How far a contact shadow lies over the square it darkens: apart enough for a coarse depth buffer to tell them
apart from the default camera."""
MODEL_OF = {"egg-rim": "egg", "ready-halo": "egg", "ready-edge": "egg"}
"""The model drawn for a kind of piece named otherwise."""


@dataclass(frozen=True)
class Piece:
    """A model drawn on the board: its kind, its cell, and where (the box it fills is worked out when asked)."""

    kind: str
    cell: Cell
    model: ModelData
    placed: LMatrix4f

    @property
    def low(self) -> tuple[float, float, float]:
        return self.model.box_at(self.placed)[0]

    @property
    def high(self) -> tuple[float, float, float]:
        return self.model.box_at(self.placed)[1]


@dataclass
class CellDrawing:
    """Everything drawn for one cell, as arrays, with what it shows."""

    squares: Batch = field(default_factory=Batch)
    pieces: Batch = field(default_factory=Batch)
    contact: Batch = field(default_factory=Batch)
    figures: dict[str, list[tuple]] = field(default_factory=dict)
    drawn: list[Piece] = field(default_factory=list)

    def figure(self, kind: str, entry: tuple) -> None:
        self.figures.setdefault(kind, []).append(entry)


class BoardView:
    """Draws one board; ``show`` brings it up to date, rebuilding only what changed.

    ``figures`` lists what is drawn (for tests and the overlay), ``pieces`` every model with its box,
    ``labels`` the texts, and ``rebuilt_cells`` the cells the last ``show`` drew anew; ``colour`` is the seat's."""

    def __init__(self, assets: Assets, contact_shadows: bool = False,
                 colour: palette.RGB = palette.PLAYER_COLOURS[0]) -> None:
        self.assets = assets
        self.colour = colour
        self.contact_shadows = contact_shadows
        self.root: Optional[NodePath] = None
        self._cells: dict[Cell, tuple[tuple, CellDrawing]] = {}
        self._track_key: Optional[tuple] = None
        self._track: Optional[NodePath] = None
        self._dynamic: Optional[NodePath] = None
        self.figures: dict[str, list[tuple]] = {}
        self.pieces: list[Piece] = []
        self.rebuilt_cells: list[Cell] = []
        self.labels: dict[str, tuple[str, tuple[float, float, float]]] = {}
        """Every text lying on the board by name (``column-0``, ``row-4``, ``step-7``): its text and place."""

    def build(self, board: Board, name: str = "board") -> NodePath:
        """The board's node, drawn for ``board`` (the first call builds the parts that never change)."""
        if self.root is None:
            self.root = NodePath(name)
            self._shared(("frame", board.spec.name), lambda holder, labels: board_frame.build_frame(
                self.assets, board, holder, labels))
        self.show(board)
        return self.root

    def show(self, board: Board, held: frozenset[Cell] = frozenset()) -> None:
        """Bring the drawing up to ``board``; the ``held`` cells stay as they were drawn (a piece is still on its
        way to them: ``animator``)."""
        assert self.root is not None, "build first"
        track_key = tuple(board.level(step.at) for step in board.spec.track if step.shrine)
        if track_key != self._track_key:
            if self._track is not None:
                self._track.removeNode()
            self._track = self._shared(("track", board.spec.name, track_key),
                                       lambda holder, labels: board_frame.build_track(self.assets, board, holder,
                                                                                      labels))
            self._track_key = track_key
        self._draw_cells(board, held)
        self._assistant(board)

    # -- the parts built once -------------------------------------------------------------------
    def _shared(self, key: tuple, build: Callable[[NodePath, dict], None]) -> NodePath:
        """A copy of the part ``key``, built once by ``build`` for every board that shows it (all the boards of
        one side share their plate and track), with its labels."""
        if key not in self.assets.shared:
            holder, labels = NodePath("part"), dict[str, NodePath]()
            build(holder, labels)
            self.assets.shared[key] = (holder, labels)
        holder, labels = self.assets.shared[key]
        self.labels.update(labels)
        return holder.copyTo(self.root)

    # -- the cells --------------------------------------------------------------------------------
    def _draw_cells(self, board: Board, held: frozenset[Cell] = frozenset()) -> None:
        assert self.root is not None, "build first"
        self.rebuilt_cells = []
        drawings = []
        for cell in board.cells():
            key = _cell_key(board, cell)
            cached = self._cells.get(cell)
            if cached is None or (cached[0] != key and cell not in held):
                cached = (key, self._draw_cell(board, cell))
                self._cells[cell] = cached
                self.rebuilt_cells.append(cell)
            else:
                # a cell drawn anew is joined as it is; one joined again is first made a single part per batch,
                # which is cheaper to join at every later change (and costs nothing at the first one, on start-up)
                for batch in (cached[1].squares, cached[1].pieces, cached[1].contact):
                    batch.compact()
            drawings.append(cached[1])
        if self._dynamic is not None and not self.rebuilt_cells:
            return
        if self._dynamic is not None:
            self._dynamic.removeNode()
        self._dynamic = self.root.attachNewNode("cells")
        squares = self._dynamic.attachNewNode(Batch.join(d.squares for d in drawings).node("slabs"))
        squares.setTexture(self.assets.textures["terrain_atlas"])
        self._dynamic.attachNewNode(Batch.join(d.pieces for d in drawings).node("pieces"))
        if self.contact_shadows:
            contact = self._dynamic.attachNewNode(Batch.join(d.contact for d in drawings).node("contact-shadows"))
            contact.setTransparency(TransparencyAttrib.MAlpha)
            contact.setDepthWrite(False)
            contact.setLightOff(1)
            contact.setShaderOff(1)
            casts_no_shadow(contact)
        self.figures = {}
        self.pieces = []
        for drawing in drawings:
            for kind, entries in drawing.figures.items():
                self.figures.setdefault(kind, []).extend(entries)
            self.pieces.extend(drawing.drawn)
        self.figures.setdefault("assistant", [])

    def _draw_cell(self, board: Board, cell: Cell) -> CellDrawing:
        drawing = CellDrawing()
        spec = board.spec
        x, y = cell_centre(cell, spec.rows, spec.cols)
        squares = Mesh()
        if cell in spec.gaps:
            squares.box(x - 0.5, y - 0.5, -0.001, x + 0.5, y + 0.5, 0.003, WHITE, WHITE, palette.atlas_uv("gap"))
            drawing.figure("square", (cell, "gap", 0))
        if cell in spec.cliffs:
            squares.box(x - 0.48, y - 0.48, 0.0, x + 0.48, y + 0.48, CLIFF_HEIGHT, WHITE, (0.7, 0.7, 0.7, 1.0),
                        palette.atlas_uv("cliff"))
            drawing.figure("square", (cell, "cliff", 0))
        stack = board.stack(cell)
        for depth, layer in enumerate(stack):
            if isinstance(layer, PillarLayer):
                for k in range(layer.count):
                    self._piece(drawing, "pillar", cell, (x, y, (layer.level - layer.count + k) * LEVEL_HEIGHT),
                                model=board_parts.pillar_slab())
                drawing.figure("pillar", (cell, layer.count))
                continue
            if layer.tile == PRINTED:
                squares.box(x - 0.5, y - 0.5, 0.0, x + 0.5, y + 0.5, SHRINE_HEIGHT, (1.0, 0.97, 0.85, 1.0), WHITE,
                            palette.atlas_uv(square_slot(layer.square)))
            else:
                front = self._slab(board, cell, layer, x, y, drawing)
                if depth == len(stack) - 1:
                    for at in board_parts.pip_spots(layer.level, x, front, level_z(layer.level) - LEVEL_HEIGHT * 0.45):
                        self._piece(drawing, "pip", cell, at, model=board_parts.level_pip())
                drawing.figure("square", (cell, layer.terrain.value if layer.terrain else "pillar", layer.level))
            if depth == len(stack) - 1:
                self._egg(drawing, cell, layer, x, y)
        self._dragons(board, cell, drawing, squares)
        drawing.squares.add_mesh(squares)
        if self.contact_shadows:
            self._contact(board, cell, drawing)
        return drawing

    def _slab(self, board: Board, cell: Cell, layer: SquareLayer, x: float, y: float, drawing: CellDrawing) -> float:
        """Draws a square's slab; returns where its side facing the player lies (its least y)."""
        joined = _joined_sides(board, cell, layer)
        x0 = x - 0.5 + (0 if "w" in joined else SQUARE_INSET)
        x1 = x + 0.5 - (0 if "e" in joined else SQUARE_INSET)
        y0 = y - 0.5 + (0 if "s" in joined else SQUARE_INSET)
        y1 = y + 0.5 - (0 if "n" in joined else SQUARE_INSET)
        drawing.squares.add_model(board_parts.square_slab(square_slot(layer.square)),
                                  (x0, y0, level_z(layer.level) - LEVEL_HEIGHT), 0.0, (x1 - x0, y1 - y0, 1.0))
        return y0

    def _egg(self, drawing: CellDrawing, cell: Cell, layer: SquareLayer, x: float, y: float) -> None:
        egg = layer.square.egg
        if egg is None or layer.hatched:
            return
        z = level_z(layer.level) + (SHRINE_HEIGHT if layer.level == 0 else 0.0)
        ready = layer.ready
        self._piece(drawing, "egg", cell, (x, y + 0.06, z), 0.0, 1.0,
                    lighten(palette.TERRAIN_COLOUR[egg.terrain], 0.5 if ready else 0.25))
        self._piece(drawing, "egg-rim", cell, (x, y + 0.06, z - 0.002), 0.0, (1.18, 1.14, 0.35), (0.12, 0.1, 0.08, 1))
        if ready:
            # a bright ring round the egg, edged dark outside, so a ready egg reads on any square and in grey
            self._piece(drawing, "ready-halo", cell, (x, y + 0.06, z - 0.004), 0.0, (1.45, 1.34, 0.3),
                        (*palette.READY_HALO, 1))
            self._piece(drawing, "ready-edge", cell, (x, y + 0.06, z - 0.006), 0.0, (1.62, 1.48, 0.25),
                        (*palette.READY_EDGE, 1))
            drawing.figure("ready", (cell, egg.terrain))
        drawing.figure("egg", (cell, egg.terrain))
        for (sx, sy), want, stone in zip(SOCKET_SPOTS.get(len(egg.spaces), SOCKET_SPOTS[3]), egg.spaces,
                                         layer.stones):
            if stone is not None:
                self._stone(drawing, cell, stone, x + sx, y + sy, z)
                continue
            colour = palette.ANY_SPACE if want is None else palette.element_colour(want)
            self._piece(drawing, "socket", cell, (x + sx, y + sy, z), 0.0, 1.0, (*colour, 1))

    def _stone(self, drawing: CellDrawing, cell: Cell, element: Element, x: float, y: float, z: float) -> None:
        self._piece(drawing, "stone", cell, (x, y, z), 0.0, 1.0, lighten(palette.element_colour(element), 0.15))
        drawing.figure("stone", (cell, element))

    def _dragons(self, board: Board, cell: Cell, drawing: CellDrawing, squares: Mesh) -> None:
        dragons = board.dragons_on(cell)
        if not dragons:
            return
        spec = board.spec
        x, y = cell_centre(cell, spec.rows, spec.cols)
        z = level_z(board.level(cell))
        if cell in spec.cliffs:
            z = CLIFF_HEIGHT
        elif cell in spec.shrines and board.level(cell) == 0:
            z = SHRINE_HEIGHT
        offsets = [(0.0, 0.0)] if len(dragons) == 1 else [(-0.22, 0.05), (0.22, -0.05)]
        scale = 1.0 if len(dragons) == 1 else 0.75
        for terrain, (dx, dy) in zip(dragons, offsets):
            # a base token showing the type's symbol, so the type never rests on colour alone
            r = 0.27 * scale
            squares.box(x + dx - r, y + dy - r, z, x + dx + r, y + dy + r, z + 0.02, WHITE, (0.4, 0.4, 0.4, 1.0),
                        palette.atlas_uv(terrain.value))
            self._piece(drawing, "dragon", cell, (x + dx, y + dy, z + 0.02), 200.0, scale,
                        (*palette.TERRAIN_COLOUR[terrain], 1))
            drawing.figure("dragon", (cell, terrain))

    def _piece(self, drawing: CellDrawing, kind: str, cell: Cell, at: tuple[float, float, float],
               heading: float = 0.0, scale=1.0, colour=WHITE, model: Optional[ModelData] = None) -> None:
        model = model or self.assets.model_data(MODEL_OF.get(kind, kind))
        drawing.drawn.append(Piece(kind, cell, model, drawing.pieces.add_model(model, at, heading, scale, colour)))

    def _contact(self, board: Board, cell: Cell, drawing: CellDrawing) -> None:
        """A soft shadow on this cell's top at each side and corner where a neighbour stands higher."""
        if cell not in board.spec.gaps:
            z = level_z(board.level(cell)) + CONTACT_LIFT + (CLIFF_HEIGHT if cell in board.spec.cliffs else 0.0)
            shadow = board_parts.contact_shadow(board, cell, z)
            if shadow is not None:
                drawing.contact.add_mesh(shadow)

    # -- the Assistant -----------------------------------------------------------------------------
    def _assistant(self, board: Board) -> None:
        """The Assistant is a node of its own (it walks); it is moved, not rebuilt."""
        assert self.root is not None, "build first"
        figure = self.root.find("assistant")
        if figure.isEmpty():
            figure = self.assets.model("assistant").copyTo(self.root)
            figure.setName("assistant")
            figure.setColorScale(*self.colour, 1)
        figure.setPos(*assistant_spot(board, board.step))
        self.figures["assistant"] = [(board.step, board.spec.track[board.step].at)]


def assistant_spot(board: Board, step: int) -> tuple[float, float, float]:
    """Where the Assistant stands on ``step``, in the board's frame."""
    spec = board.spec
    track_step = spec.track[step]
    x, y = track_position(track_step.at, spec.rows, spec.cols)
    if track_step.shrine:
        level = board.level(track_step.at)
        return (x, y, level_z(level) + (SHRINE_HEIGHT if level == 0 else 0.0))
    return (x, y, 0.004)


def _cell_key(board: Board, cell: Cell) -> tuple:
    """Everything a cell's drawing depends on: its stack and dragons, and its neighbours' (seams, shadows)."""
    around = tuple((board.stack(other), board.dragons_on(other)) if board.on_grid(other) else None
                   for other in ((cell[0] + dr, cell[1] + dc) for dr, dc in NEIGHBOURS))
    return (board.stack(cell), board.dragons_on(cell), around)


def _joined_sides(board: Board, cell: Cell, layer: SquareLayer) -> set[str]:
    """Sides where the same tile continues at the same level (no seam there)."""
    joined: set[str] = set()
    if not layer.tile:
        return joined
    for side, (dr, dc) in (("n", (-1, 0)), ("s", (1, 0)), ("w", (0, -1)), ("e", (0, 1))):
        other = (cell[0] + dr, cell[1] + dc)
        if not board.on_grid(other):
            continue
        for candidate in board.stack(other):
            if (isinstance(candidate, SquareLayer) and candidate.tile == layer.tile and candidate.level == layer.level
                    and candidate.part != layer.part):
                joined.add(side)
    return joined
