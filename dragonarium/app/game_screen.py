"""The play screen: the table of a game, its HUD and the camera, kept in step with the game."""
from __future__ import annotations

from typing import Optional

from direct.showbase.ShowBase import ShowBase
from panda3d.core import NodePath

from ..rules.game import Game
from .assets import Assets
from .camera import setup_lens
from .controls import CameraControls, MouseDrag
from .hud import Hud
from .table_view import TableView


class GameScreen:
    """Shows ``game`` and follows it; input handlers are plain methods (tests call them directly)."""

    def __init__(self, base: ShowBase, assets: Assets, game: Game, shadows: bool = True) -> None:
        self.base = base
        self.game = game
        self.root = base.render.attachNewNode("game-screen")
        self.overlay = base.aspect2d.attachNewNode("game-overlay")
        setup_lens(base.camLens)
        self.table = TableView(assets, self.root, shadows=shadows)
        self.hud = Hud(self.overlay)
        self.table.show(game.state)
        self.controls = CameraControls(base.camera, self.table.places)
        self.controls.focus_player(game.state.current, animate=False)
        self.drag = MouseDrag(self.controls, on_right_click=self.right_click)
        self._shown_player: Optional[int] = game.state.current
        self.refresh()

    # -- keeping the scene in step ---------------------------------------------------
    def refresh(self) -> None:
        """Redraw what changed; when the turn passes, turn the new player's board to face the camera."""
        state = self.game.state
        self.table.show(state)
        self.hud.show(state)
        if state.current != self._shown_player and not state.over:
            self._shown_player = state.current
            self.controls.focus_player(state.current)

    def tick(self, seconds: float) -> None:
        self.controls.step(seconds)

    # -- input --------------------------------------------------------------------------
    def key(self, name: str) -> bool:
        return self.controls.key(name)

    def wheel(self, direction: int) -> None:
        self.controls.zoom(direction)

    def right_click(self) -> None:
        """A right click without a drag (rotates a held tile during play)."""

    def cleanup(self) -> None:
        self.root.removeNode()
        self.overlay.removeNode()


class ScreenHost:
    """Connects a ShowBase's events to the current screen."""

    def __init__(self, base: ShowBase) -> None:
        self.base = base
        self.screen: Optional[GameScreen] = None
        base.disableMouse()
        for key in ("1", "2", "3", "4", "t", "arrow_left", "arrow_right", "arrow_up", "arrow_down", "+", "=", "-",
                    "page_up", "page_down"):
            base.accept(key, self._key, [key])
        base.accept("wheel_up", self._wheel, [1])
        base.accept("wheel_down", self._wheel, [-1])
        for button in ("mouse2", "mouse3"):
            name = "middle" if button == "mouse2" else "right"
            base.accept(button, self._press, [name])
            base.accept(f"{button}-up", self._release, [name])
        base.taskMgr.add(self._frame, "screen-frame")

    def show(self, screen: GameScreen) -> None:
        if self.screen is not None:
            self.screen.cleanup()
        self.screen = screen

    def _pointer(self) -> Optional[tuple[float, float]]:
        watcher = self.base.mouseWatcherNode
        if watcher is None or not watcher.hasMouse():
            return None
        return (watcher.getMouseX() * self.base.win.getXSize() / 2, -watcher.getMouseY() * self.base.win.getYSize() / 2)

    def _key(self, name: str) -> None:
        if self.screen is not None:
            self.screen.key(name)

    def _wheel(self, direction: int) -> None:
        if self.screen is not None:
            self.screen.wheel(direction)

    def _press(self, button: str) -> None:
        pointer = self._pointer()
        if self.screen is not None and pointer is not None:
            self.screen.drag.press(button, *pointer)

    def _release(self, button: str) -> None:
        if self.screen is not None:
            self.screen.drag.release(button)

    def _frame(self, task):
        if self.screen is not None:
            pointer = self._pointer()
            if pointer is not None:
                self.screen.drag.move(*pointer)
            self.screen.tick(globalClock.getDt())  # noqa: F821 (a Panda3D builtin)
        return task.cont


