"""The parts of a board that do not change with play: the plate, its coordinates and the Assistant's track.

``BoardView`` builds each once per side (and the track again when a shrine
under it changes height) and copies it to every board of that side.
"""
from __future__ import annotations

import math

from panda3d.core import NodePath, TextNode

from dragonarium.rules import Axis, Board, Reward, column_name, row_name, step_available
from dragonarium.app.gfx import palette
from dragonarium.app.gfx.palette import WHITE, shade
from dragonarium.app.gfx.assets import Assets
from dragonarium.app.gfx.batch import Batch
from dragonarium.app.scene.layout import RING, SHRINE_HEIGHT, cell_centre, level_z, track_position
from dragonarium.app.scene.masks import casts_no_shadow
from dragonarium.app.gfx.mesh import Mesh

COORDINATE_GAP = 0.5
COORDINATE_SCALE = 0.42
COORDINATE_COLOUR = (0.93, 0.86, 0.7, 1.0)
BASELINE = COORDINATE_SCALE * 0.35
"""How far below a letter's middle its baseline lies, so that letters sit centred on their row or column."""
RIM_LIFT, FACE_LIFT, MARK_LIFT = 0.006, 0.012, 0.018
"""How high a track step's rim lies over the ring, its face over that, and its arrows, reward and number over the
face. Each lies far enough over the one under it that a depth buffer 64 times coarser than the 24 bits the
table asks for still tells them apart from the default camera (the steps fought for depth in stripes at a
thousandth of a unit apart); none stands out at that height."""


def build_frame(assets: Assets, board: Board, holder: NodePath, labels: dict) -> None:
    """The plate (track ring and grid) and the coordinates, under ``holder``; their labels into ``labels``."""
    _plate(assets, board, holder)
    _coordinates(board, holder, labels)

def _plate(assets: Assets, board: Board, holder: NodePath) -> None:
    rows, cols = board.spec.rows, board.spec.cols
    half_x, half_y = cols / 2, rows / 2
    ring = Mesh()
    top, z = shade(palette.TRACK, 1.0), -0.002
    ring.box(-RING, -RING, -0.12, RING, RING, z, top, shade(palette.TRACK, 0.6), bottom=True, lid=False)
    # the ring's top only where the squares are not: a top under them as well would fight them for depth
    for x0, y0, x1, y1 in ((-RING, -RING, RING, -half_y), (-RING, half_y, RING, RING),
                           (-RING, -half_y, -half_x, half_y), (half_x, -half_y, RING, half_y)):
        ring.quad(((x0, y0, z), (x1, y0, z), (x1, y1, z), (x0, y1, z)), (0, 0, 1), top)
    casts_no_shadow(holder.attachNewNode(ring.node("ring")))
    grid = Mesh()
    grid.quad(((-half_x, -half_y, 0.0), (half_x, -half_y, 0.0), (half_x, half_y, 0.0), (-half_x, half_y, 0.0)),
              (0, 0, 1), WHITE)
    node = holder.attachNewNode(grid.node("grid"))
    node.setTexture(assets.textures["board"])
    casts_no_shadow(node)


def _coordinates(board: Board, holder: NodePath, labels: dict) -> None:
    """Column letters along the player's edge and row numbers along the left, outside the track."""
    spec = board.spec
    flat = _flat_labels(holder, "coordinates")
    for col in range(spec.cols):
        x, _ = cell_centre((0, col), spec.rows, spec.cols)
        labels[f"column-{col}"] = _flat_text(flat, f"column-{col}", column_name(col), x,
                                             -RING - COORDINATE_GAP - BASELINE, 0.005, COORDINATE_SCALE,
                                             COORDINATE_COLOUR)
    for row in range(spec.rows):
        _, y = cell_centre((row, 0), spec.rows, spec.cols)
        labels[f"row-{row}"] = _flat_text(flat, f"row-{row}", row_name(row), -RING - COORDINATE_GAP, y - BASELINE,
                                          0.005, COORDINATE_SCALE, COORDINATE_COLOUR)
    flat.flattenStrong()


def build_track(assets: Assets, board: Board, holder: NodePath, labels: dict) -> None:
    """The Assistant's steps: discs, arrows toward the lines they feed, rewards and step numbers; the step
    numbers' places into ``labels``."""
    spec = board.spec
    track = holder.attachNewNode("track")
    casts_no_shadow(track)
    mesh = Mesh()
    batch = Batch()
    flat = _flat_labels(track, "step-labels")
    models = assets.model_data
    rewards = reward_marks(board)
    for number, step in enumerate(spec.track):
        x, y = track_position(step.at, spec.rows, spec.cols)
        z = 0.0
        if step.shrine:
            z = level_z(board.level(step.at)) + (SHRINE_HEIGHT if board.level(step.at) == 0 else 0.0)
        else:
            mesh.disc(x, y, RIM_LIFT, 0.4, shade(palette.TRACK, 1.45))
            mesh.disc(x, y, FACE_LIFT, 0.34, shade(palette.BOARD, 0.95))
        for line in step.lines:
            heading = _direction(step.at, line.axis, spec.rows, spec.cols)
            offset = 0.12 if len(step.lines) > 1 else 0.0
            fx, fy = _forward(heading)
            batch.add_model(models("arrow"), (x + fx * offset, y + fy * offset, z + MARK_LIFT), heading,
                            0.8 if len(step.lines) == 1 else 0.6, (0.25, 0.15, 0.07, 1))
        if number in rewards:
            stone = step.reward is Reward.STONE
            batch.add_model(models("stone" if stone else "pillar"), (x - 0.18, y + 0.16, z + MARK_LIFT), 0.0,
                            (0.9, 0.9, 0.9) if stone else (0.7, 0.7, 0.35), (0.95, 0.85, 0.3, 1))
        labels[f"step-{number}"] = _flat_text(flat, f"step-{number}", str(number), x + 0.17, y - 0.2,
                                              z + MARK_LIFT, 0.2, (0.2, 0.12, 0.05, 1))
    batch.add_mesh(mesh)
    track.attachNewNode(batch.node("track-pieces"))
    flat.flattenStrong()


def reward_marks(board: Board) -> list[int]:
    """The steps whose reward is drawn: every reward step the Assistant can still reach (a covered shrine's step
    is skipped for good, and its reward with it)."""
    return [number for number, step in enumerate(board.spec.track)
            if step.reward is not None and step_available(board, number)]


def _flat_labels(parent: NodePath, name: str) -> NodePath:
    """A node for text lying flat on the table, unlit, casting no shadow."""
    labels = parent.attachNewNode(name)
    labels.setLightOff(1)
    labels.setShaderOff(1)
    casts_no_shadow(labels)
    return labels


def _flat_text(parent: NodePath, name: str, text: str, x: float, y: float, z: float, scale: float,
               colour: tuple[float, float, float, float]) -> tuple[str, tuple[float, float, float]]:
    """Text lying flat, as geometry (so that flattening merges all of a node's labels into one draw call);
    returns the text and where it lies."""
    maker = TextNode(name)
    maker.setText(text)
    maker.setAlign(TextNode.ACenter)
    maker.setTextColor(*colour)
    label = parent.attachNewNode(maker.generate())
    label.setName(name)
    label.setPos(x, y, z)
    label.setP(-90)
    label.setScale(scale)
    return text, (x, y, z)


def _forward(heading: float) -> tuple[float, float]:
    """The direction a model turned by ``heading`` degrees faces (its +y)."""
    angle = math.radians(heading)
    return -math.sin(angle), math.cos(angle)


def _direction(at: tuple[int, int], axis: Axis, rows: int, cols: int) -> float:
    """Heading of an arrow from a step toward the grid along a line (0 = +y)."""
    r, c = at
    if axis is Axis.COL:
        return 180.0 if r < (rows - 1) / 2 else 0.0
    return -90.0 if c < (cols - 1) / 2 else 90.0
