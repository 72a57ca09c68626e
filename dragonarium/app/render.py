"""Rendering a game state to a picture, with no display (Panda3D's offscreen window)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from dragonarium.rules import Game, GameState
from dragonarium.app.scene.camera import DEFAULT_ASPECT, FULL_WINDOW, Rect, View, apply_view, board_view, top_view
from dragonarium.app.scene.camera import wide_view
from dragonarium.app.scene.scene_boxes import scene_items, shown_boards
from dragonarium.app.ui.hud_panels import Hud
from dragonarium.app.ui.layout_json import Item, collect, write
from dragonarium.app.drawing_quality import apply_look, opening_samples, preset_for
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.scene.overlay_view import ScoreOverlay
from dragonarium.play.hud import log_text
from dragonarium.play.quality import Quality
from dragonarium.play.table.turn_log import TurnLog
from dragonarium.play.table.screen_layout import View as Shown, lay_out
from dragonarium.app.scene.table_view import TableView
from dragonarium.app.ui.layer_scale import fit_layer, text_scale

PLAY_SWITCHES = 6
"""The play screen's switches: a picture keeps their room, so the boards lie where the table shows them."""


def view_for(kind: str, state: GameState, table: TableView, player: Optional[int],
             aspect: float = DEFAULT_ASPECT, board_window: Rect = FULL_WINDOW) -> View:
    """The named view framed for a window ``aspect`` (width / height) wide, into ``board_window`` (the part no
    panel covers): ``player`` faces a board (default: whose turn it is), ``top`` looks down, ``table`` shows every
    board from behind that player's."""
    if kind == "top":
        return top_view(len(state.boards), aspect, board_window)
    index = state.current if player is None else player
    if kind == "player":
        return board_view(table.places[index], aspect, board_window)
    return wide_view(table.places, index, aspect, board_window)


def draw_state(state: GameState, size: tuple[int, int] = (1280, 720), view: str = "player",
               player: Optional[int] = None, quality: Quality = Quality.FULL, overlay: bool = False,
               text_size: int = 100, game: Optional[Game] = None) -> "Drawn":
    """Set the offscreen base up to draw ``state`` in a window ``size`` pixels: the table, the panels laid out as
    the play screen lays them (``play.table.screen_layout``) and the camera framing ``view`` into what they
    leave free; ``text_size`` is the text size in per cent; the turn log counts each turn's points from the
    ``game`` whose state it is, when given. Nothing is drawn yet."""
    base = OffscreenBase.get(size, multisamples=opening_samples(quality, auto_guess=Quality.FULL))
    preset = preset_for(quality, base.base)
    apply_look(base.base, base.assets, preset)
    scene = base.fresh_scene()
    table = TableView(base.assets, scene, preset)
    table.show(state)
    plan = lay_out(*size, text_scale(text_size), Shown(view), len(state.boards), PLAY_SWITCHES)
    layer = base.fresh_overlay()
    fit_layer(layer, plan.scale, *size)
    hud = Hud(layer, plan)
    hud.show(state)
    if game is not None:
        hud.set_text("log", log_text(state, TurnLog().entries(game)))
        hud.settle()
    apply_view(base.camera, view_for(view, state, table, player, size[0] / size[1], plan.board_window()))
    scores = None
    if overlay:
        scores = ScoreOverlay(scene, layer)
        scores.place_totals(plan.totals.left, plan.totals.top, plan.totals.width)
        scores.show(state.boards, table.places, [seat.name for seat in state.seats], state.current)
        scores.follow(base.base)
    return Drawn(base, state, table, view, state.current if player is None else player, scores)


@dataclass(frozen=True)
class Drawn:
    """What ``draw_state`` set up: the base, the state on its table, the view, the board it faces and the scoring
    overlay (None when not drawn)."""

    base: OffscreenBase
    state: GameState
    table: TableView
    view: str
    faced: int
    overlay: Optional[ScoreOverlay] = None

    def items(self) -> list[Item]:
        """The layout record: every 2D element, then each board the view shows, its track, and the planning site
        when it is in view."""
        state = self.state
        boards = shown_boards(self.view, len(state.boards), self.faced)
        site = state.current if state.current in boards else None
        return collect(self.base.base.aspect2d, self.base.size) + scene_items(
            self.base.base, self.table.places, boards, site, [seat.name for seat in state.seats])


def render_state(state: GameState, out: Path, size: tuple[int, int] = (1280, 720), view: str = "player",
                 player: Optional[int] = None, quality: Quality = Quality.FULL, overlay: bool = False,
                 layout_json: Optional[Path] = None, text_size: int = 100, game: Optional[Game] = None) -> Path:
    """Draw ``state`` (of ``game``, when it has one) and save a PNG to ``out``; with ``layout_json``, also every
    2D element's box there, and the boxes of the boards, tracks and planning site the view shows."""
    drawn = draw_state(state, size, view, player, quality, overlay, text_size, game)
    drawn.base.render_frames(2)
    drawn.base.save(out)
    if layout_json is not None:
        write(drawn.items(), size, layout_json)
    return out
