"""Pillar tokens laid on a cell of the analysis board that no tile lies on yet (``SetupTable.loose``): drawn as the
board draws its pillars, stone slabs a level high each on the cell's top, so the next tile put there is seen to lie
on them. The game's state has no such pieces (a position cannot hold them), so the board's drawing leaves them
out."""
from __future__ import annotations

from typing import Sequence

from panda3d.core import NodePath

from dragonarium.rules import GameState
from dragonarium.app.gfx.mesh import Mesh
from dragonarium.app.scene.board_parts import pillar_mesh
from dragonarium.app.scene.layout import BoardPlace, cell_centre, level_z


def draw_loose(parent: NodePath, places: Sequence[BoardPlace], state: GameState, loose: Sequence) -> NodePath:
    """A node holding every loose pillar of ``loose`` (each with ``player``, ``cell`` and ``count``)."""
    node = parent.attachNewNode("loose-pillars")
    for item in loose:
        if item.player >= len(places):
            continue
        board, place = state.boards[item.player], places[item.player]
        x, y = cell_centre(item.cell, board.spec.rows, board.spec.cols)
        base = board.level(item.cell)
        mesh = Mesh()
        for k in range(item.count):
            pillar_mesh(mesh, level_z(base + k))
        slabs = node.attachNewNode(mesh.node(f"loose-{item.player}-{item.cell[0]}-{item.cell[1]}"))
        slabs.setPos(*place.to_world(x, y, 0.0))
        slabs.setH(place.heading)
    return node
