"""One player's board drawn from the rules' ``Board``: plate, track, stacks, eggs, stones, dragons."""
from __future__ import annotations

from panda3d.core import NodePath, TextNode

from ..rules import (Axis, Board, Cell, Element, PRINTED, PillarLayer, Reward, SquareLayer, SquareSpec, Terrain,
                     column_name, row_name)
from . import palette
from .assets import Assets
from .layout import LEVEL_HEIGHT, RING, SQUARE_INSET, cell_centre, level_z, track_position
from .mesh import Mesh

WHITE = (1.0, 1.0, 1.0, 1.0)
SIDE_SHADE = 0.62
SOCKET_SPOTS = {1: [(0.27, -0.3)], 2: [(-0.2, -0.3), (0.2, -0.3)], 3: [(-0.28, -0.3), (0.0, -0.34), (0.28, -0.3)]}
CLIFF_HEIGHT = 0.12
SHRINE_HEIGHT = 0.04
COORDINATE_GAP = 0.5
COORDINATE_SCALE = 0.42
COORDINATE_COLOUR = (0.93, 0.86, 0.7, 1.0)


def shade(rgb: tuple[float, float, float], factor: float, alpha: float = 1.0) -> tuple[float, float, float, float]:
    return (rgb[0] * factor, rgb[1] * factor, rgb[2] * factor, alpha)


def lighten(rgb: tuple[float, float, float], amount: float) -> tuple[float, float, float, float]:
    return tuple(c + (1 - c) * amount for c in rgb) + (1.0,)  # type: ignore[return-value]


def square_slot(square: SquareSpec) -> str:
    if square.terrain is None:
        return "pillar2" if square.pillars >= 2 else "pillar1"
    return square.terrain.value


class BoardView:
    """Builds the node of one board; ``figures`` lists what was drawn, for tests and the overlay."""

    def __init__(self, assets: Assets, flatten: bool = True) -> None:
        self.assets = assets
        self.flatten = flatten
        self.figures: dict[str, list[tuple]] = {}

    def build(self, board: Board, name: str = "board") -> NodePath:
        self.figures = {"dragon": [], "stone": [], "pillar": [], "square": [], "egg": [], "assistant": []}
        root = NodePath(name)
        textured = Mesh()
        plain = Mesh()
        things = root.attachNewNode("things")
        labels = root.attachNewNode("labels")
        self._plate(root, board)
        self._coordinates(board, root)
        self._track(board, plain, things, labels)
        self._features(board, textured)
        for index, stack in enumerate(board.stacks):
            cell = board.cell_of(index)
            self._stack(board, cell, stack, textured, things)
            self._dragons(board, cell, things, textured)
        self._assistant(board, root)
        slabs = root.attachNewNode(textured.node("slabs"))
        slabs.setTexture(self.assets.textures["terrain_atlas"])
        root.attachNewNode(plain.node("track"))
        if self.flatten:
            for child in (things, labels, root.find("coordinates")):
                child.clearModelNodes()
                child.flattenStrong()
        return root

    # -- the plate and track --------------------------------------------------------
    def _plate(self, root: NodePath, board: Board) -> None:
        rows, cols = board.spec.rows, board.spec.cols
        half_x, half_y = cols / 2, rows / 2
        ring = Mesh()
        ring.box(-RING, -RING, -0.12, RING, RING, -0.002, shade(palette.TRACK, 1.0), shade(palette.TRACK, 0.6),
                 bottom=True)
        root.attachNewNode(ring.node("ring"))
        grid = Mesh()
        grid.quad(((-half_x, -half_y, 0.0), (half_x, -half_y, 0.0), (half_x, half_y, 0.0), (-half_x, half_y, 0.0)),
                  (0, 0, 1), WHITE)
        node = root.attachNewNode(grid.node("grid"))
        node.setTexture(self.assets.textures["board"])

    def _coordinates(self, board: Board, root: NodePath) -> None:
        """Column letters along the player's edge and row numbers along the left, outside the track."""
        spec = board.spec
        labels = root.attachNewNode("coordinates")
        labels.setLightOff(1)
        labels.setShaderOff(1)
        for col in range(spec.cols):
            x, _ = cell_centre((0, col), spec.rows, spec.cols)
            self._flat_text(labels, f"column-{col}", column_name(col), x, -RING - COORDINATE_GAP)
        for row in range(spec.rows):
            _, y = cell_centre((row, 0), spec.rows, spec.cols)
            self._flat_text(labels, f"row-{row}", row_name(row), -RING - COORDINATE_GAP, y)

    @staticmethod
    def _flat_text(parent: NodePath, name: str, text: str, x: float, y: float) -> None:
        node = TextNode(name)
        node.setText(text)
        node.setAlign(TextNode.ACenter)
        node.setTextColor(*COORDINATE_COLOUR)
        label = parent.attachNewNode(node)
        label.setPos(x, y - COORDINATE_SCALE * 0.35, 0.005)
        label.setP(-90)
        label.setScale(COORDINATE_SCALE)

    def _track(self, board: Board, mesh: Mesh, things: NodePath, labels: NodePath) -> None:
        spec = board.spec
        for number, step in enumerate(spec.track):
            x, y = track_position(step.at, spec.rows, spec.cols)
            z = 0.0
            if step.shrine:
                z = level_z(board.level(step.at)) + (SHRINE_HEIGHT if board.level(step.at) == 0 else 0.0)
            else:
                mesh.disc(x, y, 0.001, 0.4, shade(palette.TRACK, 1.45))
                mesh.disc(x, y, 0.002, 0.34, shade(palette.BOARD, 0.95))
            for line in step.lines:
                self._arrow(things, x, y, z, _direction(step.at, line.axis, spec.rows, spec.cols), len(step.lines))
            if step.reward is not None:
                icon = self.assets.model("stone" if step.reward is Reward.STONE else "pillar").copyTo(things)
                icon.setPos(x - 0.18, y + 0.16, z + 0.003)
                icon.setScale(0.9 if step.reward is Reward.STONE else 0.7, 0.9 if step.reward is Reward.STONE
                              else 0.7, 0.9 if step.reward is Reward.STONE else 0.35)
                icon.setColorScale(0.95, 0.85, 0.3, 1)
            text = TextNode(f"step-{number}")
            text.setText(str(number))
            text.setAlign(TextNode.ACenter)
            text.setTextColor(0.2, 0.12, 0.05, 1)
            label = labels.attachNewNode(text)
            label.setPos(x + 0.17, y - 0.2, z + 0.004)
            label.setP(-90)
            label.setScale(0.2)

    def _arrow(self, parent: NodePath, x: float, y: float, z: float, heading: float, count: int) -> None:
        arrow = self.assets.model("arrow").copyTo(parent)
        arrow.setH(heading)
        offset = 0.12 if count > 1 else 0.0
        forward = arrow.getQuat().getForward()
        arrow.setPos(x + forward.x * offset, y + forward.y * offset, z + 0.004)
        arrow.setScale(0.8 if count == 1 else 0.6)
        arrow.setColorScale(0.25, 0.15, 0.07, 1)

    def _features(self, board: Board, mesh: Mesh) -> None:
        spec = board.spec
        for cell in spec.gaps:
            x, y = cell_centre(cell, spec.rows, spec.cols)
            mesh.box(x - 0.5, y - 0.5, -0.001, x + 0.5, y + 0.5, 0.003, WHITE, WHITE, palette.atlas_uv("gap"))
            self.figures["square"].append((cell, "gap", 0))
        for cell in spec.cliffs:
            x, y = cell_centre(cell, spec.rows, spec.cols)
            uv = palette.atlas_uv("cliff")
            mesh.box(x - 0.48, y - 0.48, 0.0, x + 0.48, y + 0.48, CLIFF_HEIGHT, WHITE, (0.7, 0.7, 0.7, 1.0), uv)
            self.figures["square"].append((cell, "cliff", 0))

    # -- stacks -----------------------------------------------------------------------
    def _stack(self, board: Board, cell: Cell, stack: tuple, mesh: Mesh, things: NodePath) -> None:
        spec = board.spec
        x, y = cell_centre(cell, spec.rows, spec.cols)
        for depth, layer in enumerate(stack):
            top = depth == len(stack) - 1
            if isinstance(layer, PillarLayer):
                for k in range(layer.count):
                    pillar = self.assets.model("pillar").copyTo(things)
                    pillar.setPos(x, y, (layer.level - layer.count + k) * LEVEL_HEIGHT)
                    pillar.setScale(1.2, 1.2, LEVEL_HEIGHT)
                    pillar.setColorScale(*palette.PILLAR_TOKEN, 1)
                self.figures["pillar"].append((cell, layer.count))
                continue
            if layer.tile == PRINTED:
                self._printed(layer, x, y, mesh)
            else:
                self._slab(board, cell, layer, x, y, mesh)
            if top:
                self._egg(cell, layer, x, y, things)

    def _printed(self, layer: SquareLayer, x: float, y: float, mesh: Mesh) -> None:
        uv = palette.atlas_uv(square_slot(layer.square))
        mesh.box(x - 0.5, y - 0.5, 0.0, x + 0.5, y + 0.5, SHRINE_HEIGHT, (1.0, 0.97, 0.85, 1.0), WHITE, uv)

    def _slab(self, board: Board, cell: Cell, layer: SquareLayer, x: float, y: float, mesh: Mesh) -> None:
        joined = _joined_sides(board, cell, layer)
        x0 = x - 0.5 + (0 if "w" in joined else SQUARE_INSET)
        x1 = x + 0.5 - (0 if "e" in joined else SQUARE_INSET)
        y0 = y - 0.5 + (0 if "s" in joined else SQUARE_INSET)
        y1 = y + 0.5 - (0 if "n" in joined else SQUARE_INSET)
        z1 = level_z(layer.level)
        uv = palette.atlas_uv(square_slot(layer.square))
        centre = ((uv[0] + uv[2]) / 2, (uv[1] + uv[3]) / 2)
        side_uv = (centre[0], centre[1], centre[0], centre[1])
        mesh.box(x0, y0, z1 - LEVEL_HEIGHT, x1, y1, z1, WHITE, (SIDE_SHADE, SIDE_SHADE, SIDE_SHADE, 1.0), uv,
                 side_uv)
        # a dark seam at the bottom of each slab makes every level countable from the side
        seam = (0.25, 0.25, 0.25, 1.0)
        mesh.box(x0 + 0.004, y0 + 0.004, z1 - LEVEL_HEIGHT, x1 - 0.004, y1 - 0.004, z1 - LEVEL_HEIGHT + 0.025,
                 seam, seam, side_uv, side_uv)
        self.figures["square"].append((cell, layer.terrain.value if layer.terrain else "pillar", layer.level))

    def _egg(self, cell: Cell, layer: SquareLayer, x: float, y: float, things: NodePath) -> None:
        egg = layer.square.egg
        if egg is None or layer.hatched:
            return
        z = level_z(layer.level) + (SHRINE_HEIGHT if layer.level == 0 else 0.0)
        dome = self.assets.model("egg").copyTo(things)
        dome.setPos(x, y + 0.06, z)
        dome.setColorScale(*lighten(palette.TERRAIN_COLOUR[egg.terrain], 0.25))
        rim = self.assets.model("egg").copyTo(things)
        rim.setPos(x, y + 0.06, z - 0.002)
        rim.setScale(1.18, 1.14, 0.35)
        rim.setColorScale(0.12, 0.1, 0.08, 1)
        self.figures["egg"].append((cell, egg.terrain))
        for (sx, sy), want, stone in zip(SOCKET_SPOTS.get(len(egg.spaces), SOCKET_SPOTS[3]), egg.spaces,
                                         layer.stones):
            socket = self.assets.model("socket").copyTo(things)
            socket.setPos(x + sx, y + sy, z)
            socket.setColorScale(*(palette.ANY_SPACE if want is None else palette.element_colour(want)), 1)
            if stone is not None:
                self._stone(things, cell, stone, x + sx, y + sy, z + 0.012)

    def _stone(self, parent: NodePath, cell: Cell, element: Element, x: float, y: float, z: float) -> None:
        gem = self.assets.model("stone").copyTo(parent)
        gem.setPos(x, y, z)
        gem.setColorScale(*lighten(palette.element_colour(element), 0.1))
        self.figures["stone"].append((cell, element))

    def _dragons(self, board: Board, cell: Cell, things: NodePath, mesh: Mesh) -> None:
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
        for terrain, (dx, dy) in zip(dragons, offsets):
            self._dragon(things, mesh, cell, terrain, x + dx, y + dy, z, 1.0 if len(dragons) == 1 else 0.75)

    def _dragon(self, parent: NodePath, mesh: Mesh, cell: Cell, terrain: Terrain, x: float, y: float, z: float,
                scale: float) -> None:
        # a base token showing the type's symbol, so the type never rests on colour alone
        uv = palette.atlas_uv(terrain.value)
        r = 0.27 * scale
        mesh.box(x - r, y - r, z, x + r, y + r, z + 0.02, WHITE, (0.4, 0.4, 0.4, 1.0), uv)
        dragon = self.assets.model("dragon").copyTo(parent)
        dragon.setPos(x, y, z + 0.02)
        dragon.setH(200)
        dragon.setScale(scale)
        dragon.setColorScale(*palette.TERRAIN_COLOUR[terrain], 1)
        self.figures["dragon"].append((cell, terrain))

    def _assistant(self, board: Board, root: NodePath) -> None:
        """The Assistant stays a node of its own (not flattened), so it can walk."""
        figure = self.assets.model("assistant").copyTo(root)
        figure.setName("assistant")
        figure.setPos(*assistant_spot(board, board.step))
        figure.setColorScale(*palette.ASSISTANT, 1)
        self.figures["assistant"].append((board.step, board.spec.track[board.step].at))


def assistant_spot(board: Board, step: int) -> tuple[float, float, float]:
    """Where the Assistant stands on ``step``, in the board's frame."""
    spec = board.spec
    track_step = spec.track[step]
    x, y = track_position(track_step.at, spec.rows, spec.cols)
    if track_step.shrine:
        level = board.level(track_step.at)
        return (x, y, level_z(level) + (SHRINE_HEIGHT if level == 0 else 0.0))
    return (x, y, 0.004)


def _direction(at: tuple[int, int], axis: Axis, rows: int, cols: int) -> float:
    """Heading of an arrow from a step toward the grid along a line (0 = +y)."""
    r, c = at
    if axis is Axis.COL:
        return 180.0 if r < (rows - 1) / 2 else 0.0
    return -90.0 if c < (cols - 1) / 2 else 90.0


def _joined_sides(board: Board, cell: Cell, layer: SquareLayer) -> set[str]:
    """Sides where the same tile continues at the same level (no seam there)."""
    joined = set()
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


