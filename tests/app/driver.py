"""Playing through the real play screen by clicking at projected window coordinates."""
from __future__ import annotations

from dragonarium.app.scene.camera import View, apply_view
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.scene.layout import cell_centre, level_z, site_place, site_positions
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.play.base.commands import Command, DragonChoice, StoneChoice
from dragonarium.app.scene.table_view import SITE_SCALE
from dragonarium.rules.model.actions import ChooseElement, Draft, ExtraDragon, FreeStone, Nest, Place, Stone, Trade
from dragonarium.rules.engine.game import Game
from dragonarium.rules.engine.placement import Placement
from dragonarium.play.session import PlaySession

from tests.app.contexts import context_of

SIZE = (800, 450)


def open_screen(game: Game, autosave=None, frames=None) -> GameScreen:
    offscreen = OffscreenBase.get(SIZE)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    return GameScreen(context_of(offscreen, frames=frames), PlaySession(game, autosave=autosave))


class Driver:
    """Clicks the screen the way a player would: at the window pixel of what they aim at."""

    def __init__(self, screen: GameScreen) -> None:
        self.screen = screen

    def _look_down_at(self, x: float, y: float, heading: float) -> None:
        top = max(level_z(board.level(cell)) for board in self.screen.game.state.boards for cell in board.cells())
        self.screen.controls.go_to(View(x, y, top, heading, -89.0, 9.0), animate=False)
        apply_view(self.screen.base.camera, self.screen.controls.view)

    def cell_pixel(self, player: int, cell) -> tuple[float, float]:
        state = self.screen.game.state
        place = self.screen.table.places[player]
        self._look_down_at(place.x, place.y, place.heading)
        x, y = cell_centre(cell)
        point = place.to_world(x, y, level_z(state.boards[player].level(cell)))
        pixel = self.screen.picker.screen_point(point)
        assert pixel is not None
        return pixel

    def slot_pixel(self, slot: int) -> tuple[float, float]:
        state = self.screen.game.state
        frame = site_place(self.screen.table.places, state.current)
        self._look_down_at(frame.x, frame.y, frame.heading)
        sx, sy = site_positions(len(state.site))[slot]
        pixel = self.screen.picker.screen_point(frame.to_world(sx, sy + SITE_SCALE / 2, level_z(1)))
        assert pixel is not None
        return pixel

    def click(self, pixel: tuple[float, float]) -> None:
        self.screen.pointer(*pixel)
        self.screen.left_click(*pixel)

    def play(self, action) -> None:
        """Carry out ``action`` with clicks, keys and buttons only."""
        screen = self.screen
        player = screen.game.state.current
        if isinstance(action, Draft):
            self.click(self.slot_pixel(action.slot))
        elif isinstance(action, Place):
            rotation = Placement(action.cells).rotation
            while screen.controller.rotation != rotation:
                screen.key("r")
            self.click(self.cell_pixel(player, action.cells[0]))
        elif isinstance(action, Nest) and action.terrain is not None:
            screen.press(DragonChoice(action.terrain))  # which of the dragons waiting nests next
            self.click(self.cell_pixel(player, action.cell))
        elif isinstance(action, (Nest, Stone)):
            self.click(self.cell_pixel(player, action.cell))
        elif isinstance(action, ChooseElement):
            screen.press(action)
        elif isinstance(action, FreeStone):
            screen.press(StoneChoice(action.element))
            self.click(self.cell_pixel(player, action.cell))
        elif isinstance(action, ExtraDragon):
            screen.press(DragonChoice(action.terrain))
            self.click(self.cell_pixel(player, action.cell))
        elif isinstance(action, Trade):
            screen.press(Command.TRADE)
            self.click(self.cell_pixel(player, action.cell))
        else:
            raise AssertionError(f"no way to click {action}")
