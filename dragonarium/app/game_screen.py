"""The play screen: the table of a game, its panels and buttons, picking and the camera.

Input arrives as plain method calls (``pointer``, ``left_click``, ``wheel``,
``key``, ``press``), so tests drive the very code a mouse drives.
"""
from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Callable, Optional

from direct.gui.DirectGui import DGG, DirectButton, DirectEntry, DirectFrame
from direct.showbase.ShowBase import ShowBase
from panda3d.core import NodePath, TextNode

from ..rules.errors import DragonariumError
from ..rules.game import Game, Phase
from ..rules.record import save_record
from . import help_text
from .assets import Assets
from .board_view import assistant_spot
from .camera import setup_lens
from ..lessons import LessonRun
from ..bots.players import PLAYER_KINDS, Choice, StrongPlayer, make_player
from ..rules.actions import Draft, Place
from ..rules.placement import Placement, check_placement
from ..summary import final_summary
from .controller import Button, PlayController
from .end_panel import EndPanel
from .controls import CameraControls, MouseDrag
from .describe import stack_lines
from .hud import Hud, text_panel
from .layout import cell_centre, level_z, site_place, site_positions
from .marks import floating_tile, ghost_node, highlight_node, legal_map_node, site_frame_node
from .overlay_view import ScoreOverlay
from .picking import Pick, Picker
from .table_view import SITE_SCALE, TableView

_EXECUTOR = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
HINT_BUDGET = 0.0
HINT_BLUE = (0.3, 0.6, 1.0)
STEP_SECONDS = 0.22
COMPUTER_PAUSE = 0.8
"""Seconds between a computer player's actions, so people can follow them (Space skips ahead)."""
BUTTON_SPACING = 0.5
BUTTON_ROW_Z = -0.93


class GameScreen:
    """Shows ``game`` and lets the players play it."""

    def __init__(self, base: ShowBase, assets: Assets, game: Game, shadows: bool = True,
                 autosave: Optional[Path] = None, on_quit: Callable[[], None] = lambda: None,
                 lesson: Optional[LessonRun] = None) -> None:
        self.base = base
        self.lesson = lesson
        self.assets = assets
        self.game = game
        self.on_quit = on_quit
        self.root = base.render.attachNewNode("game-screen")
        self.overlay = base.aspect2d.attachNewNode("game-overlay")
        setup_lens(base.camLens)
        self.table = TableView(assets, self.root, shadows=shadows)
        self.hud = Hud(self.overlay)
        self.picker = Picker(base)
        self.controller = PlayController(game, autosave=None if lesson else autosave, on_change=self.refresh,
                                         judge=lesson.check if lesson else None,
                                         after=(lambda action: lesson.applied()) if lesson else (lambda action: None))
        self.table.show(game.state)
        self.controls = CameraControls(base.camera, self.table.places)
        self.controls.focus_player(game.state.current, animate=False)
        self.drag = MouseDrag(self.controls, on_right_click=self.right_click)
        self._shown_player: Optional[int] = game.state.current
        self._marks: list[NodePath] = []
        self._buttons: list[DirectButton] = []
        self._button_specs: list[Button] = []
        self._walks: dict[int, list] = {}
        self._steps = [board.step for board in game.state.boards]
        self._last_pointer: Optional[tuple[float, float]] = None
        self.help_visible = False
        self.message = text_panel(self.overlay, "message", (0.0, -0.72), TextNode.ACenter, 0.045)
        self.hover_panel = text_panel(self.overlay, "hover", (1.72, -0.35), TextNode.ARight, 0.036)
        self.log_panel = text_panel(self.overlay, "log", (1.72, 0.55), TextNode.ARight, 0.034)
        self.help_panel = text_panel(self.overlay, "help", (-1.6, 0.75), TextNode.ALeft, 0.038)
        self.ghost_label = text_panel(self.overlay, "ghost-label", (0.0, 0.0), TextNode.ACenter, 0.038)
        self.lesson_panel = text_panel(self.overlay, "lesson", (0.0, 0.8), TextNode.ACenter, 0.042)
        self.lesson_panel.setWordwrap(34)
        self.lesson_panel.setTextColor(1.0, 0.93, 0.7, 1)
        self.help_panel.setText(help_text.CONTROLS + "\n\n" + help_text.RULES)
        self.overlay.find("**/help").hide()
        self.save_frame: Optional[DirectFrame] = None
        self.score_overlay = ScoreOverlay(assets, self.root)
        self.score_overlay.set_visible(False)
        self.legal_map = False
        self._toggles: list[DirectButton] = []
        self.end_panel: Optional[EndPanel] = None
        self.computers = {index: make_player(seat.kind, game.seed * 31 + index) for index, seat in enumerate(game.seats)
                          if seat.kind in PLAYER_KINDS}
        self._thinking: Optional[Future] = None
        self._pause = COMPUTER_PAUSE
        self.skip_computer_turn = False
        self._hint: Optional[Future] = None
        self.hint: Optional[Choice] = None
        self._hint_at = -1
        self.refresh()

    # -- keeping the scene in step ---------------------------------------------------
    def refresh(self) -> None:
        """Redraw what changed; when the turn passes, turn the new player's board toward the camera."""
        state = self.game.state
        if self.hint is not None and self._hint_at != len(self.game.history):
            self.hint = None  # the hint was for a position that has passed
        self.table.show(state)
        self.hud.show(state)
        self._start_walks()
        if state.current != self._shown_player and not state.over:
            self._shown_player = state.current
            self.controls.focus_player(state.current)
        if self.score_overlay.visible:
            self.score_overlay.show(state.boards, self.table.places)
        self._draw_marks()
        self._draw_buttons()
        self._draw_toggles()
        controller = self.controller
        lines = [controller.prompt()]
        if controller.message:
            lines.append(controller.message)
        if controller.save_error:
            lines.append(controller.save_error)
        self.message.setText("\n".join(lines))
        self.log_panel.setText("Turn log\n" + "\n".join(state.log[-8:]))
        if state.over and self.end_panel is None and self.lesson is None:
            self.end_panel = EndPanel(self.overlay, final_summary(state))
        if self.lesson is not None:
            self.lesson_panel.setText(self.lesson.text())
            if self.lesson.finished:
                self.controller.message = "Press Esc or the Back button to return to the start screen."
        self._show_hover()

    def _start_walks(self) -> None:
        """The Assistant walks step by step from where it stood to where the rules put it."""
        state = self.game.state
        for index, board in enumerate(state.boards):
            old = self._steps[index] if index < len(self._steps) else board.step
            if old != board.step:
                count = len(board.spec.track)
                path = [(old + k) % count for k in range(((board.step - old) % count) + 1)]
                self._walks[index] = [assistant_spot(board, step) for step in path]
                self._walk_clock = 0.0
        self._steps = [board.step for board in state.boards]

    def _draw_marks(self) -> None:
        for node in self._marks:
            node.removeNode()
        self._marks = []
        state = self.game.state
        if state.over:
            return
        player = self.controller.decision.player
        place, board = self.table.places[player], state.boards[player]
        ghost = self.controller.ghost()
        self.ghost_label.setText("")
        if ghost is not None:
            tile = state.tile(self.controller.decision.tile or "")
            self._marks.append(ghost_node(self.root, self.assets, place, board, tile, ghost.verdict))
            self._label_ghost(ghost.verdict, place)
        if ghost is None and self.controller.decision.phase is Phase.PLACE and self._last_pointer is not None:
            self._float_held_tile(state)
        if self.hint is not None:
            self._mark_hint(state, place, board)
        if self.legal_map and self.controller.decision.phase is Phase.PLACE:
            tile = state.tile(self.controller.decision.tile or "")
            self._marks.append(legal_map_node(self.root, place, board, tile))
        targets = self.controller.targets()
        if targets:
            self._marks.append(highlight_node(self.root, place, board, targets))

    def _mark_hint(self, state, place, board) -> None:
        action = self.hint.action if self.hint else None
        if isinstance(action, Place) and self.controller.decision.phase is Phase.PLACE:
            self._hint_ghost(board, place, state.tile(self.controller.decision.tile or ""), action.cells)
        elif isinstance(action, Draft) and self.controller.decision.phase is Phase.DRAFT:
            # the tile to take, framed on the site, and where the plan puts it, as a ghost
            positions = site_positions(len(state.site), len(state.boards))
            node = site_frame_node(self.root, site_place(self.table.places, state.current), positions[action.slot],
                                   (SITE_SCALE / 2 + 0.06, SITE_SCALE + 0.06), HINT_BLUE)
            node.setName("hint")
            self._marks.append(node)
            if self.hint.cells is not None:
                self._hint_ghost(board, place, state.tile(state.site[action.slot]), self.hint.cells)
        elif action is not None and hasattr(action, "cell"):
            node = highlight_node(self.root, place, board, [action.cell], colour=HINT_BLUE)
            node.setName("hint")
            self._marks.append(node)

    def _hint_ghost(self, board, place, tile, cells) -> None:
        node = ghost_node(self.root, self.assets, place, board, tile, check_placement(board, tile, Placement(cells)))
        node.setColorScale(0.6, 0.8, 1.6, 1.0)
        node.setName("hint")
        self._marks.append(node)

    def _float_held_tile(self, state) -> None:
        """Off the player's board the held tile floats under the pointer, waiting to be placed."""
        ray = self.picker.ray(*self._last_pointer)
        if ray is None or abs(ray[1][2]) < 1e-6:
            return
        (ox, oy, oz), (dx, dy, dz) = ray
        t = (1.0 - oz) / dz
        if t <= 0:
            return
        player = self.controller.decision.player
        heading = self.table.places[player].heading
        tile = state.tile(self.controller.decision.tile or "")
        node = floating_tile(self.root, self.assets, tile, self.controller.rotation)
        node.setPos(ox + t * dx, oy + t * dy, 1.0)
        node.setH(heading)
        self._marks.append(node)

    def end_panel_lines(self) -> list[str]:
        """The final screen's text (empty until the game is over)."""
        return final_summary(self.game.state).lines() if self.game.state.over else []

    def _label_ghost(self, verdict, place) -> None:
        """The verdict in words, next to the ghost: its level and pillars, or every rule it breaks."""
        verdict_text = (f"Level {verdict.level}" + (f", {verdict.pillars_needed} pillar(s) under square "
                        f"{verdict.placement.cells.index(verdict.pillar_cell) + 1}" if verdict.pillars_needed else "")
                        if verdict.legal else "Not here:\n" + "\n".join(p.message for p in verdict.problems))
        x, y = cell_centre(verdict.placement.cells[0])
        pixel = self.picker.screen_point(place.to_world(x, y, level_z(max(verdict.level, 1)) + 0.4))
        self.ghost_label.setText(verdict_text)
        self.ghost_label.setTextColor(*((0.7, 1.0, 0.7, 1) if verdict.legal else (1.0, 0.7, 0.65, 1)))
        if pixel is not None:
            width, height = self.base.win.getXSize(), self.base.win.getYSize()
            aspect = width / height
            node = self.overlay.find("**/ghost-label")
            node.setPos((pixel[0] / width * 2 - 1) * aspect, 0, 1 - pixel[1] / height * 2 + 0.08)

    def toggles(self) -> list[tuple[str, str]]:
        """The switches at the left: (name for ``press``, label)."""
        on = {True: "on", False: "off"}
        back = [("back", "Back to the start")]
        return back + [("overlay", f"Scores (O): {on[self.score_overlay.visible]}"),
                ("map", f"Legal map (L): {on[self.legal_map]}"),
                ("auto", f"Auto-place forced: {on[self.controller.auto_forced]}"),
                ("hint", "Hint (H)"),
                ("help", "Help (F1)")]

    def _draw_toggles(self) -> None:
        specs = self.toggles()
        if specs == getattr(self, "_toggle_specs", None):
            return
        self._toggle_specs = specs
        for button in self._toggles:
            button.destroy()
        self._toggles = []
        for index, (name, label) in enumerate(specs):
            self._toggles.append(DirectButton(parent=self.overlay, text=label, scale=0.036,
                                              pos=(-1.5, 0, 0.25 - index * 0.09), frameSize=(-6.5, 6.5, -0.8, 1.2),
                                              command=self.press, extraArgs=[name], text_scale=0.85,
                                              frameColor=(0.78, 0.74, 0.64, 1)))

    def _draw_buttons(self) -> None:
        specs = self.controller.buttons()
        if specs == self._button_specs:
            return
        for button in self._buttons:
            button.destroy()
        self._buttons = []
        self._button_specs = specs
        count = len(specs)
        for index, spec in enumerate(specs):
            x = (index - (count - 1) / 2) * BUTTON_SPACING
            button = DirectButton(parent=self.overlay, text=spec.label, scale=0.04, pos=(x, 0, BUTTON_ROW_Z),
                                  frameSize=(-5.8, 5.8, -0.8, 1.2), command=self.press, extraArgs=[spec.name],
                                  text_scale=0.85, relief=DGG.RAISED, frameColor=(0.85, 0.78, 0.62, 1) if spec.enabled
                                  else (0.45, 0.42, 0.38, 1))
            if not spec.enabled:
                button["state"] = DGG.DISABLED
            self._buttons.append(button)

    def _show_hover(self) -> None:
        pick = self.controller.hovered
        if pick is None or pick.kind != "cell" or pick.cell is None:
            self.hover_panel.setText("")
            return
        board = self.game.state.boards[pick.player]
        name = self.game.state.seats[pick.player].name
        self.hover_panel.setText(f"{name}'s board\n" + "\n".join(stack_lines(board, pick.cell)))

    # -- computer players and hints ------------------------------------------------------
    @property
    def computer_to_move(self) -> bool:
        state = self.game.state
        return not state.over and state.current in self.computers and self.lesson is None

    def play_computers(self, limit: int = 10_000) -> int:
        """Apply computer moves at once until a human is to move (tests, and skipping ahead)."""
        played = 0
        while self.computer_to_move and played < limit:
            action = self.computers[self.game.state.current].choose(self.game.state.copy())
            self.controller.apply_computer(action)
            played += 1
        return played

    def _computer_tick(self, seconds: float) -> None:
        if not self.computer_to_move:
            self._thinking = None
            self.skip_computer_turn = False
            return
        self._pause -= seconds
        if self._thinking is None:
            player = self.computers[self.game.state.current]
            self._thinking = _EXECUTOR.submit(player.choose, self.game.state.copy())
            return
        if self._thinking.done() and (self.skip_computer_turn or (self._pause <= 0 and not self.walking)):
            action = self._thinking.result()
            self._thinking = None
            self._pause = COMPUTER_PAUSE
            self.controller.apply_computer(action)

    def ask_hint(self, wait: bool = False) -> None:
        """Ask the strong player what it would do here; shown as a ghost or a highlight with a reason."""
        if self.game.state.over or self.computer_to_move or self.lesson is not None:
            return
        advisor = StrongPlayer(seed=len(self.game.history), budget=HINT_BUDGET)
        self.hint = None
        self._hint_asked_at = len(self.game.history)
        self._hint = _EXECUTOR.submit(advisor.ranked, self.game.state.copy())
        self.controller.message = "Thinking of a hint..."
        if wait:
            self._hint.result()
            self._hint_tick()
        self.refresh()

    def _hint_tick(self) -> None:
        if self._hint is not None and self._hint.done():
            ranked = self._hint.result()
            self._hint = None
            if self._hint_asked_at != len(self.game.history):
                return  # the game moved on while the hint was being worked out
            self.hint = ranked[0] if ranked else None
            self._hint_at = len(self.game.history)
            if self.hint is not None:
                self.controller.message = f"Hint: {self.hint.action} ({self.hint.reason})"
            self.refresh()

    def tick(self, seconds: float) -> None:
        self.controls.step(seconds)
        self._computer_tick(seconds)
        self._hint_tick()
        if self._walks:
            self._walk_clock += seconds
            finished = []
            for index, spots in self._walks.items():
                node = self.table.board_nodes[index].find("**/assistant")
                position = self._walk_clock / STEP_SECONDS
                if position >= len(spots) - 1 or node.isEmpty():
                    if not node.isEmpty():
                        node.setPos(*spots[-1])
                    finished.append(index)
                    continue
                k = int(position)
                t = position - k
                a, b = spots[k], spots[k + 1]
                node.setPos(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t + 0.15 *
                            (1 - (2 * t - 1) ** 2))
            for index in finished:
                del self._walks[index]

    @property
    def walking(self) -> bool:
        return bool(self._walks)

    # -- input -------------------------------------------------------------------------
    def pick(self, x: float, y: float) -> Optional[Pick]:
        return self.picker.pick(x, y, self.game.state, self.table.places)

    def pointer(self, x: float, y: float) -> None:
        """The pointer moved to window pixel (x, y)."""
        if self._last_pointer == (x, y):
            return
        self._last_pointer = (x, y)
        self.controller.hover(self.pick(x, y))
        self._draw_marks()
        self._show_hover()

    def left_click(self, x: float, y: float) -> None:
        if self.save_frame is not None:
            return
        self.controller.click(self.pick(x, y))
        self.refresh()

    def right_click(self) -> None:
        if self.controller.decision.phase is Phase.PLACE:
            self.controller.rotate(1)
            self.refresh()

    def wheel(self, direction: int, zoom: bool = False) -> None:
        if self.controller.decision.phase is Phase.PLACE and not zoom:
            self.controller.rotate(direction)
            self.refresh()
        else:
            self.controls.zoom(direction)

    def press(self, name: str) -> None:
        if name == "overlay":
            self.score_overlay.set_visible(not self.score_overlay.visible)
        elif name == "map":
            self.legal_map = not self.legal_map
        elif name == "help":
            self.toggle_help()
        elif name == "hint":
            self.ask_hint()
        elif name == "back":
            self.on_quit()
            return
        else:
            self.controller.press(name)
        self.refresh()

    def key(self, name: str) -> bool:
        if name == "f1":
            self.toggle_help()
            return True
        if name == "escape":
            if self.help_visible:
                self.toggle_help()
            elif self.save_frame is not None:
                self.close_save()
            elif self.controller.trading:
                self.press("trade")
            elif self.lesson is not None and self.lesson.finished:
                self.on_quit()
            elif self.end_panel is not None:
                root = self.end_panel.root
                root.show() if root.isHidden() else root.hide()
            return True
        if name == "control-s":
            self.open_save()
            return True
        if self.save_frame is not None:
            return False
        if name in ("o", "l"):
            self.press("overlay" if name == "o" else "map")
            return True
        if name == "h":
            self.ask_hint()
            return True
        if name == "space":
            self.skip_computer_turn = True
            return True
        if name in ("r", "control-z", "control-y", "shift-control-z"):
            self.controller.key(name)
            self.refresh()
            return True
        return self.controls.key(name)

    def toggle_help(self) -> None:
        self.help_visible = not self.help_visible
        node = self.overlay.find("**/help")
        node.show() if self.help_visible else node.hide()

    # -- saving --------------------------------------------------------------------------
    def open_save(self) -> None:
        if self.save_frame is not None:
            return
        default = str(Path.home() / f"dragonarium-{self.game.seed}.yaml")
        self.save_frame = DirectFrame(parent=self.overlay, frameColor=(0.1, 0.09, 0.08, 0.9),
                                      frameSize=(-0.9, 0.9, -0.15, 0.2), pos=(0, 0, 0.1))
        DirectFrame(parent=self.save_frame, text="Save the game as (Enter to save, Esc to cancel):", scale=0.045,
                    pos=(0, 0, 0.1), frameColor=(0, 0, 0, 0), text_fg=(1, 1, 1, 1))
        self.save_entry = DirectEntry(parent=self.save_frame, initialText=default, scale=0.045, width=36,
                                      pos=(-0.82, 0, -0.04), command=self.save_as, focus=1)

    def close_save(self) -> None:
        if self.save_frame is not None:
            self.save_frame.destroy()
            self.save_frame = None

    def save_as(self, path_text: str) -> bool:
        """Save the record to ``path_text``; a failure is shown and the game is untouched."""
        path = Path(path_text).expanduser()
        try:
            save_record(self.game, path)
        except (OSError, DragonariumError) as error:
            self.controller.message = f"Could not save to {path}: {getattr(error, 'strerror', None) or error}"
            self.close_save()
            self.refresh()
            return False
        self.controller.message = f"Saved to {path}."
        self.close_save()
        self.refresh()
        return True

    def cleanup(self) -> None:
        self.close_save()
        if self.end_panel is not None:
            self.end_panel.destroy()
        for button in self._buttons + self._toggles:
            button.destroy()
        self.root.removeNode()
        self.overlay.removeNode()
