"""Rendering a game state to a picture, with no display (Panda3D's offscreen window)."""
from __future__ import annotations

from pathlib import Path
from typing import Optional, Sequence

from dragonarium.rules import GameState
from dragonarium.app.scene.camera import (DEFAULT_ASPECT, FULL_WINDOW, Rect, View, apply_view, board_view, top_view,
                                          wide_view)
from dragonarium.app.ui.hud import Hud
from dragonarium.app.ui.layout_json import collect, write
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.scene.overlay_view import ScoreOverlay
from dragonarium.play.quality import PRESETS, Quality, resolve
from dragonarium.app.scene.table_view import TableView

def view_for(kind: str, state: GameState, table: TableView, player: Optional[int],
             aspect: float = DEFAULT_ASPECT, board_window: Rect = FULL_WINDOW,
             board_avoid: Sequence[Rect] = ()) -> View:
    """The named view framed for a window ``aspect`` (width / height) wide: ``player`` faces a board (default:
    whose turn it is), ``top`` looks down, ``table`` shows every board from behind that player's."""
    if kind == "top":
        return top_view(len(state.boards), aspect)
    index = state.current if player is None else player
    if kind == "player":
        return board_view(table.places[index], aspect, board_window, board_avoid)
    return wide_view(table.places, index, aspect)


def render_state(state: GameState, out: Path, size: tuple[int, int] = (1280, 720), view: str = "player",
                 player: Optional[int] = None, quality: Quality = Quality.FULL, overlay: bool = False,
                 layout_json: Optional[Path] = None) -> Path:
    """Draw ``state`` and save a PNG to ``out``; with ``layout_json``, also every 2D element's box there."""
    base = OffscreenBase.get(size, multisamples=0 if quality is Quality.FAST else PRESETS[Quality.FULL].multisamples)
    preset = resolve(quality, base.renderer)
    base.assets.set_anisotropy(preset.anisotropy)
    scene = base.fresh_scene()
    table = TableView(base.assets, scene, preset)
    table.show(state)
    layer = base.fresh_overlay()
    hud = Hud(layer, size[0] / size[1])
    hud.show(state)
    apply_view(base.camera, view_for(view, state, table, player, size[0] / size[1], hud.regions.above_strip(),
                                     hud.regions.columns()))
    if overlay:
        scores = ScoreOverlay(scene, layer)
        scores.show(state.boards, table.places, [seat.name for seat in state.seats])
        scores.follow(base.base)
    base.render_frames(2)
    base.save(out)
    if layout_json is not None:
        write(collect(base.base.aspect2d, size), size, layout_json)
    return out
