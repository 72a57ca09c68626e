"""The play screen: draws a ``PlaySession`` (the table, its panels, marks and buttons) and wires input to it.

Input arrives as plain method calls (``pointer``, ``left_click``, ``wheel``,
``key``, ``press``), so tests drive the very code a mouse drives. Each event
asks the session what it changed and redraws those parts once.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

from panda3d.core import TextNode

from dragonarium.i18n import N_, _
from dragonarium.play.base.changes import Change
from dragonarium.play.base.commands import Command, Press
from dragonarium.play.controller import PlayController
from dragonarium.play.hud import hover_text, log_text, message_text
from dragonarium.play.base.picks import Pick
from dragonarium.play.table.marks import TileGhost
from dragonarium.play.table.turn_log import TurnLog
from dragonarium.play.session import PlaySession
from dragonarium.play.seat_levels import seat_levels
from dragonarium.play.sound_cues import CueWatch
from dragonarium.app.gfx.bidi import directed
from dragonarium.app.scene.animator import TableMotion
from dragonarium.app.scene.assistant_walk import AssistantWalks
from dragonarium.app.scene.camera import setup_camera
from dragonarium.app.scene.camera_controls import CameraControls, MouseDrag
from dragonarium.app.screens.frame_rate import FrameRateDisplay
from dragonarium.app.ui.hud_panels import Hud, anchor, text_panel
from dragonarium.app.scene.mark_layer import MarkLayer
from dragonarium.app.scene.picking import Picker
from dragonarium.app.scene.reason_label import place_reason
from dragonarium.play.table.screen_layout import ScreenLayout, View, lay_out
from dragonarium.app.scene.table_view import TableView
from dragonarium.app.ui.widgets import ButtonRow, SaveDialog, SwitchColumn
from dragonarium.app.ui.layer_scale import fit_layer
from dragonarium.app.screens.play_pages import PlayPages
from dragonarium.app.screens.play_keys import PlayKeys
from dragonarium.app.screens.save_box import SaveBox
from dragonarium.app.screens.screen import ScreenBase
from dragonarium.app.screens.screen_context import ScreenContext
from dragonarium.app.screens.score_labels import ScoreLabels
from dragonarium.app.screens.screen_clock import ScreenClock
from dragonarium.app.screens.table_cues import TableCues
from dragonarium.app.screens.table_menu import TableMenu
from dragonarium.app.screens.turn_pace import TurnPace
from dragonarium.app.screens.lesson_part import SteadyRows, lesson_view

if TYPE_CHECKING:
    from dragonarium.app.scene.lesson_view import LessonView
    from dragonarium.app.scene.overlay_view import ScoreOverlay

GHOST_CARD = (0.08, 0.07, 0.06, 0.75)
LOG_STEP = 3
"""Lines a panel scrolls per wheel step or Page Up / Page Down."""
"""The label by the held tile floats over the table, so the table shows through its card."""


class GameScreen(ScreenBase):
    """Shows a game being played (a ``PlaySession``) and lets the players play it."""

    QUIT_WORDS = N_("Quit to the start screen")  # the Esc menu's way out (``on_quit``)
    own_focus = True  # ``PlayKeys``

    def __init__(self, context: ScreenContext, session: PlaySession, on_quit: Callable[[], None] = lambda: None,
                 on_next: Optional[Callable[[], None]] = None, next_title: str = "",
                 on_mute: Callable[[bool], None] = lambda muted: None, volume: int = 80,
                 on_volume: Callable[[int], None] = lambda volume: None,
                 on_review: Optional[Callable[[], None]] = None) -> None:
        """Draws ``session`` (its game, its lesson if any) with ``context``'s means. ``on_quit`` leaves for the start
        screen; ``on_next`` opens the lesson after the lesson played (``next_title``; none after the last lesson);
        ``on_mute`` hears M mute or unmute the sound; ``on_volume`` the volume set in the Esc menu (``volume``);
        ``on_review`` opens the finished game's review (the final page's Review button)."""
        self.context = context
        self.base = base = context.base
        self.session = session
        self.game, self.lesson = game, lesson = session.game, session.lesson
        self.on_quit, self.on_next, self.next_title, self.on_review = on_quit, on_next, next_title, on_review
        self.root = base.render.attachNewNode("game-screen")
        self.overlay = base.aspect2d.attachNewNode("game-overlay")
        setup_camera(base)
        self.table = TableView(context.assets, self.root, context.preset)
        self.table.show(game.state)
        self.plan: ScreenLayout = self._plan(*self.window_size())
        """Where each panel goes and the part of the window left to the boards (``layout``)."""
        fit_layer(self.overlay, self.plan.scale, *self.plan.size)
        self._make_panels()
        self.picker = Picker(base)
        self.controls = CameraControls(base.camera, self.table.places, base.getAspectRatio,
                                       lambda: self.plan.board_window())
        self.controls.focus_player(game.state.current, animate=False)
        self.drag = MouseDrag(self.controls, on_right_click=self.right_click)
        self.walks = AssistantWalks(self.table, game.state.boards)
        self.motion = TableMotion(self.table, self.walks, context.motion, lambda seat: seat in self.session.computers,
                                  on_count=lambda points: self._show_hud(counting=points))
        self.clock = ScreenClock(self.controls, self.walks, self.motion, self.request_frame)
        self.pace = TurnPace(session, self.controls, self.clock, self.motion, context.motion)
        self.marks = MarkLayer(self.root, self.table, self.overlay.find("**/ghost-label"), self._to_overlay,
                               self.motion.turn)  # the held tile turns as the changes move
        self.lesson_view: Optional["LessonView"] = lesson_view(lesson, self.root, self.table, self._to_overlay)
        self.lesson_rows = SteadyRows(getattr(lesson, "every_text", tuple))
        self.scores = ScoreLabels(self.root, self.overlay, lambda: self.plan, lambda: self.session.overlay)
        self.buttons = ButtonRow(self.overlay, self.press)
        self.switches = SwitchColumn(self.overlay, self.press)
        self.saving = SaveBox(self.overlay, session, on_saved=lambda: self.apply(Change.PANEL))
        self.sounds = TableCues(context.sound, CueWatch(game, session.controller), on_mute)
        self.table_menu = TableMenu(self.overlay, context.sound, self.saving.open_dialog, on_quit, self.toggle_mute,
                                    volume, on_volume, lambda: self.request_frame(scene=False), _(self.QUIT_WORDS),
                                    seat_levels(session, lambda: self.apply(Change.ALL)))
        self.keys = PlayKeys(self)  # the cell cursor and the focus
        self.layout(*self.window_size())  # again by the host (``host.ScreenHost``) whenever the window resizes
        self._last_pointer: Optional[tuple[float, float]] = None
        self.redraws = 0
        """How many times the screen redrew after an event (tests check one redraw per event)."""
        self.refresh()

    def _make_panels(self) -> None:
        """The 2D layer's panels: the HUD, the pages over the boards, the held tile's label, the frame rate (F3) and
        the lesson's text."""
        self.hud = Hud(self.overlay, self.plan)
        self.turn_log = TurnLog()
        self.message = self.hud.panels["message"]
        self.hover_panel = self.hud.panels["hover"]
        self.pages = PlayPages(self.overlay, lambda: self.plan)
        text_panel(self.overlay, "ghost-label", TextNode.ACenter).setCardColor(*GHOST_CARD)
        self.overlay.find("**/ghost-label").clearTag("layout")  # it follows the pointer over the table
        self.frame_rate = FrameRateDisplay(self.overlay, self.context.frames, self.context.preset.quality)
        self.lesson_panel = text_panel(self.overlay, "lesson", TextNode.ACenter)
        self.lesson_panel.setTextColor(1.0, 0.93, 0.7, 1)

    @property
    def score_overlay(self) -> "ScoreOverlay":
        """The scoring overlay (``ScoreLabels``: made when first asked for)."""
        return self.scores.overlay

    def request_frame(self, shadows: bool = False, scene: bool = True) -> None:
        self.context.request_frame(shadows, scene)

    @property
    def controller(self) -> PlayController:
        return self.session.controller

    # -- keeping the screen in step ---------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything (after the game changed behind the screen's back)."""
        self.apply(Change.ALL)

    def apply(self, change: Change) -> None:
        """Play the sounds of what changed; redraw the parts ``change`` made stale, each once."""
        self.sounds.play()
        if not change:  # Change.NONE
            return
        self.redraws += 1
        change |= self.keys.before()  # the held tile follows the cell cursor
        # what follows the pointer is drawn in a pass of its own (``masks``): the table as kept
        self.request_frame(shadows=Change.TABLE in change, scene=change != Change.POINTER)
        state = self.game.state
        if Change.TABLE in change:
            self.motion.show(state)  # the table at once, bar the cells its travelling pieces have not reached
            self._follow_turn()
            self._show_hud(place=False)
            if state.over and self.lesson is None:
                self.pages.game_over(state, self.on_review)
        if change & (Change.TABLE | Change.PANEL):
            self._show_panels()
            self.scores.follow(self.base, force=True)
        ghost = self.session.pointer_mark()
        self.marks.draw_pointer(ghost, state)
        self.marks.float_held_tile(self.session.held_tile(), state, self._ray())
        self._place_reason(ghost)
        self.hud.set_text("hover", hover_text(state, self.controller.hovered))
        self.hud.settle()
        self.keys.after()

    def _show_hud(self, place: bool = True, counting: Optional[dict[int, int]] = None) -> None:
        """The HUD's panels; while the last turn's end shows, the status is that turn's, not the next (``TurnPace``)."""
        self._status = ending, walking = self.pace.status
        self.request_frame(scene=False)
        self.hud.set_text("message", message_text(self.session, ending, walking, self.keys.play.shown))
        self.hud.show(self.game.state, place, self.lesson is not None, counting=self.motion.counting() if counting
                      is None else counting, ending=ending, walking=walking)

    def _show_panels(self) -> None:
        session = self.session
        self.scores.show(self.game.state, self.table.places)
        self.hud.set_text("message", message_text(session, *self._status, keys=self.keys.play.shown))
        self.hud.set_text("log", log_text(self.game.state, self.turn_log.entries(self.game)))
        self.hud.settle()
        self.buttons.show(self.session.buttons())
        self.switches.show(session.switches())
        if self.lesson is not None and self.lesson_view is not None:
            text = directed(session.lesson_text(self.next_title))
            if text != self.lesson_panel.getText():
                self.lesson_panel.setText(text)
            self.lesson_view.draw(self.game.state, session.lesson_marks())
        if self._plan(*self.plan.size) != self.plan:  # a switch more, or a lesson's longer text: room for it
            self.layout(*self.plan.size)
        self._place_widgets()
        self._place_top()
        self._show_pages()
        self.marks.draw_decision(session.decision_marks(), self.game.state)

    def _show_pages(self) -> None:
        """The pages open (``PlayPages``); the help hides the lesson's text, the help and the final page the held
        tile's label, and any page the turn log, the hover and players panels (the final page ranks the players
        itself)."""
        help_open, end_open = self.session.help, self.pages.end_open
        why = self.pages.show(help_open, self.session.why)
        lesson = self.overlay.find("**/lesson")
        lesson.hide() if help_open or self.lesson is None else lesson.show()
        ghost_label = self.overlay.find("**/ghost-label")
        ghost_label.hide() if help_open or end_open else ghost_label.show()
        grown = self.pages.hide_under_help(help_open, self.switches.buttons + self.buttons.buttons)
        self.hud.page_mode(help_open or end_open or why is not None,
                           keep=() if grown else ("status", "supply", "message"))
        self.request_frame(scene=False)

    def _place_widgets(self) -> None:
        """The switches in their column, the button row at the foot of the strip, the instruction line over it."""
        plan = self.plan
        self.switches.layout(plan.switches.left, plan.switches.width, plan.switches.top)
        self.buttons.layout(plan.strip.left, plan.strip.right, plan.strip.bottom)
        self.hud.place_message(self.buttons.top)

    def _place_top(self) -> None:
        """The frame-rate display (F3) and the lesson's text, each in its box of the layout."""
        box = self.plan.frame_rate
        self.frame_rate.text.setWordwrap(self.plan.wrap(box))
        anchor(self.frame_rate.node, box.left, box.top)
        if self.lesson_view is not None:
            self.lesson_view.place(self.overlay.find("**/lesson"), self.plan.lesson, self.plan.wrap(self.plan.lesson))

    def window_size(self) -> tuple[int, int]:
        return self.context.window_size()

    def _plan(self, width: int, height: int) -> ScreenLayout:
        """The layout for a window ``width`` x ``height`` pixels, with room for today's switches and lesson text."""
        text = self.lesson_panel.getText() if hasattr(self, "lesson_panel") else ""
        rows = getattr(self, "lesson_rows", None) or SteadyRows(tuple)  # made after the first plan
        return lay_out(width, height, self.context.text_scale, View.PLAYER, len(self.game.state.boards),
                       len(self.session.switches()), None if self.lesson is None else rows.measure(text))

    def layout(self, width: int, height: int) -> None:
        """Lay the 2D layer out for a window ``width`` x ``height`` pixels (``play.table.screen_layout``) and frame the
        camera's preset view into what it leaves the boards: when the screen opens and whenever the window resizes."""
        plan = self.plan = self._plan(width, height)
        fit_layer(self.overlay, plan.scale, width, height)
        self.hud.arrange(plan)
        self._place_widgets()
        self.pages.layout()
        self._place_top()
        self.controls.reframe()
        self.scores.place()
        self.scores.follow(self.base, force=True)
        self.request_frame()

    def _ray(self):
        return None if self._last_pointer is None else self.picker.ray(*self._last_pointer)

    def _to_overlay(self, world: tuple[float, float, float]) -> Optional[tuple[float, float]]:
        """A world point's place in the screen's scaled 2D layer (x, z), or None when it is behind the camera."""
        pixel = self.picker.screen_point(world)
        if pixel is None:
            return None
        (width, height), scale = self.window_size(), self.plan.scale
        return (pixel[0] / width * 2 - 1) * width / height / scale, (1 - pixel[1] / height * 2) / scale

    def _place_reason(self, ghost: Optional[TileGhost]) -> None:
        """The verdict's label beside the ghost, or beside the tile floating off the board."""
        place_reason(self.overlay.find("**/ghost-label"), self.plan, self._to_overlay, self.table, self.game.state,
                     ghost, self.marks.held, self.lesson_view.mark_boxes(self.game.state) if self.lesson_view else ())

    # -- computer players, hints and time ------------------------------------------------
    @property
    def computer_to_move(self) -> bool:
        return self.session.computer_to_move

    @property
    def hint(self):
        return self.session.hint

    def play_computers(self, limit: int = 10_000) -> int:
        """Apply computer moves at once until a human is to move (tests, and skipping ahead)."""
        played = self.session.play_computers(limit)
        if played:
            self.refresh()
        return played

    def ask_hint(self, wait: bool = False) -> None:
        """Ask what the strong player would do here; shown in blue with a reason when it arrives."""
        self.apply(self.session.ask_hint(wait))

    # -- time, the camera's turn and the sound ----------------------------------------------
    @property
    def animating(self) -> bool:
        return self.clock.animating

    @property
    def scene_moving(self) -> bool:
        return self.clock.scene_moving

    def tick(self, seconds: float) -> None:
        gliding = self.clock.glide(seconds)
        if self._follow_turn(seconds) or gliding:
            self._hover_again()
        dragged = self.drag is not None and self.drag.button is not None
        if self.scores.follow(self.base, moving=self.clock.scene_moving or dragged):
            self.request_frame()  # the camera moved: the labels follow
        if self.lesson_view is not None and self.lesson_view.camera_settled(self.base):
            self._place_top()  # the lesson's pieces are elsewhere on the screen now
            self.request_frame()
        if self.frame_rate.tick(seconds):
            self._place_top()
            self.request_frame(scene=False)
        self.clock.play(seconds)
        if self._status != self.pace.status:  # a turn's end: what still moves, or the next player once nothing does
            self._show_hud()
        self.apply(self.pace.tick(seconds, held=self.table_menu.shown))

    def _follow_turn(self, seconds: Optional[float] = None) -> bool:
        """The camera turns to the player to move when it is time (``TurnPace.turn``, as ``seconds`` pass); the
        pointer's cell, picked on the last player's turn, is picked afresh. True when it turned."""
        if not (self.pace.follow.follow() if seconds is None else self.pace.turn(seconds)):
            return False
        self.session.hover(None)
        self._last_pointer = None
        return True

    def _hover_again(self) -> None:
        """The camera moved under a still pointer: pick again what is under it (the hover panel never names a cell
        left behind)."""
        if self._last_pointer is not None:
            x, y = self._last_pointer
            self._last_pointer = None
            self.pointer(x, y)

    def toggle_frame_rate(self) -> None:
        """F3: how many frames are drawn and how long each takes (nothing is drawn while nothing changes)."""
        self.frame_rate.toggle()
        self._place_top()
        self.request_frame()

    def toggle_mute(self) -> None:
        """M: silence the sounds, or let them play again (and say which)."""
        words = self.sounds.toggle_mute()
        if words is not None:
            self.session.controller.message = words
            self.apply(Change.PANEL)

    @property
    def save_dialog(self) -> Optional[SaveDialog]:
        """The save dialog open (None when closed)."""
        return self.saving.dialog

    # -- input -------------------------------------------------------------------------
    def pick(self, x: float, y: float) -> Optional[Pick]:
        return self.picker.pick(x, y, self.game.state, self.table.places)

    def pointer(self, x: float, y: float) -> None:
        """The pointer moved to window pixel (x, y)."""
        if self._last_pointer == (x, y) or self.keys.holds_pointer(x, y):
            return
        self._last_pointer = (x, y)
        change = self.session.hover(self.pick(x, y))
        if change is Change.NONE:
            held = self.session.held_tile()
            self.marks.float_held_tile(held, self.game.state, self._ray())
            self._place_reason(None)
            if held is not None:  # the carried tile moved with the pointer
                self.request_frame(scene=False)
        self.apply(change)

    def left_click(self, x: float, y: float) -> None:
        if self.saving.dialog is not None or self.table_menu.shown:
            return
        self._last_pointer = (x, y)
        if not self.pace.others_turn:
            self.motion.finish()  # a click during a change shows its end at once, and acts (a computer's plays on)
        self.apply(self.session.click(self.pick(x, y)))

    def right_click(self) -> None:
        if self.session.holding:
            self.apply(self.session.rotate(1))

    def wheel(self, direction: int, zoom: bool = False) -> None:
        over = None if zoom or self._last_pointer is None else self.hud.panel_at(*self._last_pointer)
        if over is not None and self.hud.scroll(over, direction * LOG_STEP):  # a panel with lines hidden scrolls
            self.request_frame(scene=False)
        elif self.session.holding and not zoom:
            self.apply(self.session.rotate(direction))
        else:
            self.controls.zoom(direction)

    def press(self, press: Press) -> None:
        """A button's, a switch's or a key's meaning: leaving, saving, the frame rate and the final page are the
        screen's; Esc closes what ``PlaySession.escape`` says; Space hurries the turn on show (``TurnPace``); the rest
        goes to the session. A press during a change shows its end at once, bar a computer's turn's."""
        if press is not Command.HURRY and not self.pace.others_turn:
            self.motion.finish()
        if press is Command.CLOSE:
            closing = self.session.escape(saving=self.saving.dialog is not None,
                                          end_page=self.pages.end_panel is not None, menu=self.table_menu.shown)
            press = Command.MENU if closing is None else closing  # nothing else open: the menu
        own: dict[Press, Callable[[], object]] = {
            Command.BACK: self.on_quit, Command.NEXT_LESSON: self.on_next or self.on_quit,
            Command.SAVE: self.saving.open_dialog, Command.CANCEL_SAVE: self.saving.close,
            Command.MENU: self.table_menu.escape, Command.HURRY: lambda: self.apply(self.pace.hurry()),
            Command.FRAME_RATE: self.toggle_frame_rate, Command.MUTE: self.toggle_mute,
            Command.PREVIOUS_PAGE: lambda: self._scroll_log(LOG_STEP),
            Command.NEXT_PAGE: lambda: self._scroll_log(-LOG_STEP),
            Command.END_PAGE: self._toggle_end_page}
        if press in own:
            own[press]()
        else:
            self.apply(self.session.press(press))

    def _scroll_log(self, lines: int) -> None:
        """Page Up / Page Down: the turn log's older or newer lines, or why it cannot show more that way."""
        if self.hud.scroll("log", lines):
            self.request_frame(scene=False)
        else:
            self.controller.message = _("The turn log has no more lines that way.")
            self.apply(Change.PANEL)

    def _toggle_end_page(self) -> None:
        self.pages.end_hidden = not self.pages.end_hidden
        self._show_pages()

    def key(self, name: str) -> bool:
        """A key press (``commands.KEY_TABLE``: ``PlayKeys``); False when nothing here uses it (or a file name is
        being typed with it)."""
        return self.keys.key(name)

    def cleanup(self) -> None:
        self.sounds.stop()
        self.keys.cleanup()
        self.session.close()
        self.saving.close()
        self.table_menu.cleanup()
        self.pages.cleanup()
        self.buttons.destroy()
        self.switches.destroy()
        self.marks.cleanup()
        if self.lesson_view is not None:
            self.lesson_view.cleanup()
        self.motion.cleanup()
        self.table.cleanup()
        self.root.removeNode()
        self.overlay.removeNode()
