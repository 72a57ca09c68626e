"""Pillar tokens laid on a cell of the analysis board that no tile lies on yet (``SetupTable.loose``): drawn as the
ghost draws the pillars a tile would need, slabs on the cell's top, so the next tile put there is seen to lie on
them. The game's state has no such pieces (a position cannot hold them), so the board's drawing leaves them out."""
from __future__ import annotations

from typing import Sequence

from panda3d.core import NodePath

from dragonarium.rules import GameState
from dragonarium.app.gfx.assets import Assets
from dragonarium.app.scene.layout import LEVEL_HEIGHT, BoardPlace, cell_centre, level_z

LOOSE_TINT = (0.95, 0.9, 0.8, 1.0)


def draw_loose(parent: NodePath, assets: Assets, places: Sequence[BoardPlace], state: GameState,
               loose: Sequence) -> NodePath:
    """A node holding every loose pillar of ``loose`` (each with ``player``, ``cell`` and ``count``)."""
    node = parent.attachNewNode("loose-pillars")
    for item in loose:
        if item.player >= len(places):
            continue
        board, place = state.boards[item.player], places[item.player]
        x, y = cell_centre(item.cell, board.spec.rows, board.spec.cols)
        base = board.level(item.cell)
        for k in range(item.count):
            pillar = assets.model("pillar").copyTo(node)
            pillar.setPos(*place.to_world(x, y, level_z(base + k)))
            pillar.setH(place.heading)
            pillar.setScale(1.2, 1.2, LEVEL_HEIGHT)
            pillar.setColorScale(*LOOSE_TINT)
    return node
