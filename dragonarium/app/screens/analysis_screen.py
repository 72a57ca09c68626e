"""The analysis board's screen: the table being set up (``play.analysis_session``) drawn as the play screen draws a
game, the column of tools at the left, the line that says what a click does or why it is refused, and the ways on:
undo, redo, save, ask the rules, judge each choice, play on from here, back.

Input arrives as plain method calls (``pointer``, ``left_click``, ``key``...), so tests drive the very code the
mouse and the keys drive. The keys (``KEY_TABLE[KeySet.ANALYSIS]``): the arrows move a cell cursor (from one
board's edge to the next board's), Enter acts on its cell as a click does, R turns the held tile, P, S, D and X
choose a pillar, a stone (again: the next element), a dragon (again: the next type) or taking away, F finds a
tile, Page Up / Page Down pick the tile before or after, Tab and Shift+Tab move a visible focus over every control
(Enter presses it), Ctrl+Z / Ctrl+Y undo and redo, Ctrl+S saves, A asks the rules, J judges each choice, Esc goes
back a step.
"""
from __future__ import annotations

from typing import Callable, Optional

from panda3d.core import NodePath, TextNode

from dragonarium.i18n import N_, _
from dragonarium.play.analysis_session import AnalysisSession, Mode
from dragonarium.play.analysis_saving import default_position_text
from dragonarium.play.base.changes import Change
from dragonarium.play.base.commands import CAMERA_COMMANDS, KEY_TABLE, Command, KeySet
from dragonarium.play.base.picks import CellPick, Pick
from dragonarium.rules import ELEMENTS, TERRAINS
from dragonarium.app.scene.camera import setup_camera
from dragonarium.app.scene.camera_controls import CameraControls, MouseDrag
from dragonarium.app.scene.ghosts import ghost_node
from dragonarium.app.scene.layout import cell_centre
from dragonarium.app.scene.cursor_mark import cursor_node
from dragonarium.app.scene.masks import follows_pointer
from dragonarium.app.scene.picking import Picker
from dragonarium.app.scene.table_view import TableView
from dragonarium.app.ui import style, tile_tray
from dragonarium.app.ui.layer_scale import fit_layer
from dragonarium.app.ui.layout_json import tag
from dragonarium.app.ui.widgets import SaveDialog
from dragonarium.app.screens.analysis_focus import FocusRing
from dragonarium.app.screens.analysis_tools import WIDTH, AnalysisTools
from dragonarium.app.screens.loose_pillars import draw_loose
from dragonarium.app.screens.screen import ScreenBase
from dragonarium.app.screens.screen_context import ScreenContext

TEXT = 0.034
MIN_TEXT_PX = 13
STRIP = 0.2
"""The strip of buttons at the foot, at least."""
LINES = 3
TRAY_ROWS_LEAST = 3
"""The fewest rows of the tile tray drawn to leave the text its size (the others a page at a time)."""
"""The lines kept for the line that speaks, over the buttons (the boards are framed over them)."""


AT_THE_TABLE = N_("{key} works at the table: Ask the rules (A) opens this table there.")


class AnalysisScreen(ScreenBase):
    """Draws ``session`` and wires input to it. ``on_back`` leaves (to the start screen), ``on_ask`` shows the
    table through the play screen's tools, ``on_judge`` the review's judgement of each choice, ``on_play`` plays on
    from here (each is given the session)."""

    def __init__(self, context: ScreenContext, session: AnalysisSession, on_back: Callable[[], None],
                 on_ask: Callable[[AnalysisSession], None] = lambda session: None,
                 on_judge: Callable[[AnalysisSession], None] = lambda session: None,
                 on_play: Callable[[AnalysisSession], None] = lambda session: None) -> None:
        self.context = context
        self.base = base = context.base
        self.session = session
        self.on_back, self.on_ask, self.on_judge, self.on_play = on_back, on_ask, on_judge, on_play
        self.root = base.render.attachNewNode("analysis-screen")
        self.overlay = base.aspect2d.attachNewNode("analysis-overlay")
        setup_camera(base)
        self.table = TableView(context.assets, self.root, context.preset)
        self._sides: tuple[str, ...] = ()
        self.scale = 1.0
        self.size = context.window_size()
        self.column = tag(style.panel(self.overlay, (0, WIDTH + 0.04, -2.0, 0)), "panel")
        self.tools = AnalysisTools(self.column.attachNewNode("tools"), session, self.apply)
        self.tools.root.setX(0.02)
        self.column_height = 0.02 - self.tools.bottom
        self.column["frameSize"] = (0, WIDTH + 0.04, -self.column_height, 0)
        self.strip = self.overlay.attachNewNode("strip")
        self.line = TextNode("analysis-line")
        style.text_card(self.line)
        self.line.setCardAsMargin(0.4, 0.4, 0.2, 0.2)
        self.line_node = tag(self.strip.attachNewNode(self.line), "text")
        self.line_node.setScale(TEXT)
        self.cursor_text = TextNode("analysis-cursor")
        style.text_card(self.cursor_text)
        self.cursor_node = tag(self.strip.attachNewNode(self.cursor_text), "text")
        self.cursor_node.setScale(TEXT * 0.9)
        self.actions = [tag(style.button(self.strip, text, command, [], TEXT, frameSize=(-half, half, -0.6, 1.1)),
                            "button") for text, command in (
            (_("Undo (Ctrl+Z)"), self.undo), (_("Redo (Ctrl+Y)"), self.redo), (_("Save (Ctrl+S)"), self.open_save),
            (_("Ask the rules (A)"), self.ask), (_("Judge each choice (J)"), self.judge),
            (_("Play on from here"), self.play), (_("Back"), self.back))
            for half in [max(2.6, TextNode("measure").calcWidth(text) / 2 + 0.9)]]
        self.focus = FocusRing(self.overlay, self.tools.buttons + [self.tools.find, self.tools.line] + self.actions,
                               self.tools.tray.swatches, self.tools.tray.entry, self.tools.tray.focus_on)
        self.save_dialog: Optional[SaveDialog] = None
        self.picker = Picker(base)
        self._show_table()
        self.controls = CameraControls(base.camera, self.table.places, base.getAspectRatio, self.board_window)
        self.controls.focus_player(session.selected, animate=False)
        self.drag = MouseDrag(self.controls, on_right_click=lambda: self.apply(self.session.rotate(1)))
        self.pointer_marks: list[NodePath] = []
        self.pointer_root = follows_pointer(self.root.attachNewNode("pointer-marks"))
        """The ghost and the cursor: drawn in the pointer's pass, so a move of the pointer alone redraws them over
        the scene kept as it was."""
        self.loose: Optional[NodePath] = None
        self._last_pointer: Optional[tuple[float, float]] = None
        self.layout(*self.size)
        self.apply(Change.ALL)

    # -- drawing ------------------------------------------------------------------------
    def _show_table(self) -> None:
        """Draw the table as the session has it (anew when a side or the number of players changed)."""
        state = self.session.state
        sides = tuple(seat.side for seat in state.seats)
        if sides != self._sides and self._sides:
            self.table.cleanup()
            self.table = TableView(self.context.assets, self.root, self.context.preset)
        self._sides = sides
        self.table.show(state)
        if hasattr(self, "controls"):
            self.controls.places = self.table.places
        loose: Optional[NodePath] = getattr(self, "loose", None)
        if loose is not None:
            loose.removeNode()
        self.loose = draw_loose(self.root, self.table.places, state, self.session.table.loose)

    def apply(self, change: Change) -> None:
        """Redraw what ``change`` made stale."""
        if not change:
            return
        self.context.request_frame(shadows=Change.TABLE in change, scene=change != Change.POINTER)
        if Change.TABLE in change:
            count = len(self.table.places)
            self._show_table()
            if len(self.table.places) != count:
                self.controls.focus_player(min(self.session.selected, len(self.table.places) - 1), animate=False)
        if change & (Change.TABLE | Change.PANEL):
            self.tools.refresh()
            style.set_enabled(self.actions[0], self.session.can_undo())
            style.set_enabled(self.actions[1], self.session.can_redo())
        self._draw_pointer()
        self._say()

    def _draw_pointer(self) -> None:
        """The held tile's ghost where the pointer or the cursor is, and the cursor's frame."""
        for node in self.pointer_marks:
            node.removeNode()
        self.pointer_marks = []
        state, session = self.session.state, self.session
        ghost = session.ghost()
        if ghost is not None and ghost.player < len(self.table.places):
            self.pointer_marks.append(ghost_node(self.pointer_root, self.context.assets,
                                                 self.table.places[ghost.player], state.boards[ghost.player], ghost))
        cursor = session.cursor
        if cursor.player < len(self.table.places):
            self.pointer_marks.append(cursor_node(self.pointer_root, self.table.places, state, cursor))

    def _say(self) -> None:
        preview = self.session.preview()
        status = self.session.status()
        text = status if not preview or self.session.refused is not None else f"{preview}\n{status}"
        self.line.setText(text)
        self.cursor_text.setText(_("Cursor: {where} (arrows, Enter)").format(where=self.session.cursor_words()))
        self._place_strip()

    # -- the layout ---------------------------------------------------------------------
    def layout(self, width: int, height: int) -> None:
        """Scale the 2D layer so the tool column fits the window's height with its text at least 13 px (and the
        size chosen), then frame the boards into what the column and the strip leave."""
        self.size = (width, height)
        readable = MIN_TEXT_PX / (TEXT * max(height, 1) / 2)
        wanted = max(self.context.text_scale, readable)
        rows = tile_tray.ROWS  # the tray's rows: all, else as many as let the column fit at the size wanted
        while rows > TRAY_ROWS_LEAST and 2 / (self._column_height(rows) + 0.04) < wanted:
            rows -= 1
        self.tools.fit_tray(rows)
        self.column_height = self._column_height(rows)
        self.column["frameSize"] = (0, WIDTH + 0.04, -self.column_height, 0)
        fits = 2 / (self.column_height + 0.04)  # the column fits the window's height
        self.scale = min(fits, wanted)
        fit_layer(self.overlay, self.scale, width, height)
        half_width, half_height = self._half()
        self.column.setPos(-half_width + 0.02, 0, half_height - 0.02)
        self._place_strip()
        self.focus.redraw()
        self.controls.reframe()
        self.context.request_frame()

    def _column_height(self, rows: int) -> float:
        """The column's height with ``rows`` rows of the tile tray drawn."""
        return 0.02 - self.tools.full_bottom - (tile_tray.ROWS - rows) * tile_tray.ROW_PITCH

    def _half(self) -> tuple[float, float]:
        width, height = self.size
        return max(width, 1) / max(height, 1) / self.scale, 1 / self.scale

    def _place_strip(self) -> None:
        half_width, half_height = self._half()
        left = -half_width + WIDTH + 0.1
        right = half_width - 0.03
        self.line.setWordwrap((right - left) / TEXT - 1)
        self.cursor_text.setWordwrap((right - left) / TEXT - 1)
        rows: list[list] = [[]]
        x = left + 0.02
        for button in self.actions:  # in rows as wide as the strip, the first row on top
            left_edge, right_edge = button["frameSize"][:2]
            if x + (right_edge - left_edge) * TEXT > right and rows[-1]:
                rows.append([])
                x = left + 0.02
            rows[-1].append((button, x - left_edge * TEXT))
            x += (right_edge - left_edge) * TEXT + 0.02
        for row, placed in enumerate(rows):
            for button, at in placed:
                button.setPos(at, 0, -half_height + 0.07 + (len(rows) - 1 - row) * 0.085)
        self.strip_top = -half_height + 0.07 + (len(rows) - 1) * 0.085 + 0.07
        lines = max(1, self.line.getNumRows())
        self.line_node.setPos(left + 0.02, 0, self.strip_top + 0.02 + (lines - 0.8) * TEXT)
        self.cursor_node.setPos(left + 0.02, 0, half_height - 0.06)

    def board_window(self) -> tuple[float, float, float, float]:
        """The part of the window (-1 to 1 both ways) the boards are framed into: right of the column, over the
        strip, under the cursor's line."""
        half_width, half_height = self._half()
        left = (-half_width + WIDTH + 0.1) / half_width
        top_of_strip = getattr(self, "strip_top", -half_height + STRIP)
        bottom = (top_of_strip + LINES * TEXT * 1.2 + 0.06) / half_height  # room for the line's words
        return (left, 1.0, bottom, 1.0 - 0.1 / half_height)

    # -- input --------------------------------------------------------------------------
    def pick(self, x: float, y: float) -> Optional[Pick]:
        return self.picker.pick(x, y, self.session.state, self.table.places)

    def pointer(self, x: float, y: float) -> None:
        if self._last_pointer == (x, y):
            return
        self._last_pointer = (x, y)
        pick = self.pick(x, y)
        self.apply(self._aim(pick) | self.session.hover(pick))

    def _aim(self, pick: Optional[Pick]) -> Change:
        """The held tile's second square toward the edge of the cell the pointer is nearest (``session.aim``)."""
        if not isinstance(pick, CellPick) or self.session.mode is not Mode.TILE:
            return Change.NONE
        if pick.player >= len(self.table.places):
            return Change.NONE
        place, spec = self.table.places[pick.player], self.session.state.boards[pick.player].spec
        x, y = place.to_local(pick.point[0], pick.point[1])
        centre = cell_centre(pick.cell, spec.rows, spec.cols)
        return self.session.aim(x - centre[0], y - centre[1])

    def left_click(self, x: float, y: float) -> None:
        if self.save_dialog is not None:
            return
        self._last_pointer = (x, y)
        self.focus.clear()
        self.tools.stop_typing()
        pick = self.pick(x, y)
        self.apply(self._aim(pick) | self.session.click(pick))

    def wheel(self, direction: int, zoom: bool = False) -> None:
        if zoom or self.session.mode is not Mode.TILE or self.session.tile is None:
            self.controls.zoom(direction)
        else:
            self.apply(self.session.rotate(direction))

    def tick(self, seconds: float) -> None:
        self.tools.typed_now()
        if self.controls.moving:
            self.controls.step(seconds)
            self.context.request_frame()

    @property
    def animating(self) -> bool:
        return self.controls.moving

    def key(self, name: str) -> bool:
        """A key of ``KEY_TABLE[KeySet.ANALYSIS]``; while a field takes the keys, only Esc (which leaves it)."""
        command = KEY_TABLE[KeySet.ANALYSIS].get(name)
        if command is None:
            if name in KEY_TABLE[KeySet.PLAY] and not name.isdigit() and not self.tools.typing():
                key = "+".join("Shift" if part == "shift" else part.upper() for part in name.split("-"))
                self.session.message = _(AT_THE_TABLE).format(key=key)  # a key of play: says where it works
                self.apply(Change.PANEL)
                return True
            return False
        if self.save_dialog is not None or self.tools.typing():
            if command is Command.BACK:
                self.close_save() if self.save_dialog is not None else self.tools.stop_typing()
                return True
            return False
        if command in CAMERA_COMMANDS:
            return self.controls.command(command)
        self.command(command)
        return True

    def command(self, command: Command) -> None:
        session = self.session
        moves = {Command.CURSOR_LEFT: (-1, 0), Command.CURSOR_RIGHT: (1, 0), Command.CURSOR_UP: (0, 1),
                 Command.CURSOR_DOWN: (0, -1)}
        if command in moves and self.tools.tray.holds(self.focus.widget):  # the arrows walk the tile tray
            dx, dy = moves[command]
            self.focus.put(self.tools.tray.neighbour(self.focus.widget, dx, -dy))
            self.context.request_frame(scene=False)
        elif command in moves:
            self.focus.clear()
            self.apply(session.move_cursor(*moves[command]))
        elif command is Command.ACTIVATE:
            self.apply(self.focus.press() if self.focus.active else session.put())
        elif command is Command.ROTATE:
            self.apply(session.rotate(1))
        elif command is Command.PILLAR_MODE:
            self.apply(session.set_mode(Mode.PILLAR))
        elif command is Command.STONE_MODE:
            after = ELEMENTS[(ELEMENTS.index(session.element) + 1) % len(ELEMENTS)]
            self.apply(session.set_element(after if session.mode is Mode.STONE else session.element))
        elif command is Command.DRAGON_MODE:
            kind = TERRAINS[(TERRAINS.index(session.terrain) + 1) % len(TERRAINS)]
            self.apply(session.set_terrain(kind if session.mode is Mode.DRAGON else session.terrain))
        elif command is Command.TAKE_MODE:
            self.apply(session.set_mode(Mode.TAKE))
        elif command is Command.FIND:
            self.tools.focus_find()
        elif command in (Command.PREVIOUS_PAGE, Command.NEXT_PAGE):
            self.apply(self.tools.next_tile(-1 if command is Command.PREVIOUS_PAGE else 1))
        elif command in (Command.FOCUS_NEXT, Command.FOCUS_PREVIOUS):
            self.focus.move(1 if command is Command.FOCUS_NEXT else -1)
            self.context.request_frame(scene=False)
        else:
            {Command.UNDO: self.undo, Command.REDO: self.redo, Command.SAVE: self.open_save, Command.ASK: self.ask,
             Command.JUDGE: self.judge, Command.BACK: self.back}.get(command, lambda: None)()

    # -- the buttons ---------------------------------------------------------------------
    def undo(self) -> None:
        self.apply(self.session.undo())

    def redo(self) -> None:
        self.apply(self.session.redo())

    def open_save(self) -> None:
        if self.save_dialog is None:
            self.save_dialog = SaveDialog(self.overlay, default_position_text(), self.save_as,
                                          _("Save the position as (Enter to save, Esc to cancel):"))

    def close_save(self) -> None:
        if self.save_dialog is not None:
            self.save_dialog.close()
            self.save_dialog = None
            self.context.request_frame(scene=False)

    def save_as(self, text: str) -> bool:
        saved = self.session.save_as(text)
        self.close_save()
        self.apply(Change.PANEL)
        return saved

    def ask(self) -> None:
        self.on_ask(self.session)

    def judge(self) -> None:
        self.on_judge(self.session)

    def play(self) -> None:
        self.on_play(self.session)

    def back(self) -> None:
        """Esc: the focus leaves a control first; else back to the start screen."""
        if self.focus.active:
            self.focus.clear()
            self.context.request_frame(scene=False)
            return
        self.on_back()

    def cleanup(self) -> None:
        self.close_save()
        for node in self.pointer_marks:
            node.removeNode()
        self.focus.destroy()
        self.tools.destroy()
        self.table.cleanup()
        self.root.removeNode()
        self.overlay.removeNode()
