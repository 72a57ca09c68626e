"""The review screen: a finished (or unfinished) game stepped through, with the strong player's eyes.

It draws a ``ReviewSession``: the table at the step shown (the Assistant walks when stepping one move on, the
camera turns to the player deciding), the strong player's choice as a blue ghost or highlight (as a hint is
drawn), the move list, the summary and the analysis's progress. Input arrives as plain method calls
(``key``, ``press``, ``go``, ``pointer``, ``wheel``), so tests drive the very code the mouse and keys drive.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

from panda3d.core import TextNode

from dragonarium.i18n import N_, _
from dragonarium.play.base.changes import Change
from dragonarium.play.base.commands import CAMERA_COMMANDS, KEY_TABLE, Button, Command, KeySet, Press
from dragonarium.play.hud import hover_text
from dragonarium.play.review_session import ReviewSession
from dragonarium.play.review.text import KEYS
from dragonarium.play.table.screen_layout import GAP, Box, ScreenLayout, View, lay_out
from dragonarium.puzzles.from_review import can_try_again, puzzle_of
from dragonarium.puzzles.model import Puzzle
from dragonarium.app.scene.assistant_walk import AssistantWalks
from dragonarium.app.scene.camera import setup_camera
from dragonarium.app.scene.camera_controls import CameraControls, MouseDrag
from dragonarium.app.scene.label_search import LabelSearch
from dragonarium.app.ui.hud_panels import Fit, Hud, anchor, bounds, fit_rows, text_panel
from dragonarium.app.scene.mark_layer import MarkLayer
from dragonarium.app.scene.overlay_view import ScoreOverlay
from dragonarium.app.scene.picking import Picker
from dragonarium.app.ui.review_graph import GameGraph
from dragonarium.app.ui.review_widgets import MoveList, ProgressBar
from dragonarium.app.scene.table_view import TableView
from dragonarium.app.screens.screen import ScreenBase
from dragonarium.app.screens.screen_context import ScreenContext
from dragonarium.app.ui.widgets import ButtonRow, SwitchColumn
from dragonarium.app.ui.layer_scale import fit_layer

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

GRAPH_HEIGHT = 0.36
"""The graph of the game, over the move list (when the move list's box has room for both)."""
PROGRESS_EVERY = 0.25
"""Seconds between two looks at the analysis's progress (each new judgement need not redraw at once)."""
WHEEL_ROWS = 3
"""Rows the move list scrolls per wheel step."""
HINT_INK = (0.55, 0.78, 1.0, 1)
"""The decision panel's words are the hint's blue: they say what the blue ghost shows."""
MESSAGE_SHARE = 0.4
"""The share of the boards' height the decision's words may take over the buttons before they scroll."""
LEAST_GRAPH = 0.2
"""The graph's least height (at which its title, legend, axes and lines can still be read)."""
PREPARING = N_("Setting this decision up to try again...")
SCROLL_KEYS = {"page_up": 1, "page_down": -1}
"""Keys that scroll the decision's words (lines up: toward the top) when they hide some; else they zoom."""


class ReviewScreen(ScreenBase):
    """Shows ``session`` and steps through it; ``on_quit`` leaves (Esc, or the Back switch); ``on_try_again``
    plays a mistake shown again as a puzzle (Try again, or A)."""

    def __init__(self, context: ScreenContext, session: ReviewSession,
                 on_quit: Callable[[], None] = lambda: None,
                 on_try_again: Optional[Callable[[Puzzle], None]] = None) -> None:
        self.on_try_again = on_try_again
        self.preparing: Optional["Future[Optional[Puzzle]]"] = None
        """The decision shown being made into a puzzle to try again, off the frame's thread."""
        self._worker: Optional["ThreadPoolExecutor"] = None
        self.context = context
        base = self.base = context.base
        self.session = session
        self.on_quit = on_quit
        self.root = base.render.attachNewNode("review-screen")
        self.overlay = base.aspect2d.attachNewNode("review-overlay")
        setup_camera(base)
        state = session.state
        self.table = TableView(context.assets, self.root, context.preset)
        self.table.show(state)
        self.plan = self._plan(*context.window_size())
        """Where each panel goes and the part of the window left to the boards (``layout``)."""
        fit_layer(self.overlay, self.plan.scale, *self.plan.size)
        self.hud = Hud(self.overlay, self.plan)
        self.hud.node("log").hide()  # the move list stands in the turn log's place
        self.hud.show(state, live=False)  # the players panel's height places the move list under it
        self.summary = text_panel(self.overlay, "review-summary")
        self.hover = text_panel(self.overlay, "review-hover")
        self._summary_text = self._hover_text = ""
        self.summary_fit = Fit(0, 0)
        """How the summary fits its box (it scrolls with the wheel when it does not)."""
        self._summary_scrolled = 0
        self.picker = Picker(base)
        self.words_top: Optional[float] = None
        """The highest the decision's words reached up into the boards' part of the window since it last changed
        size (a long verdict in a small window or at a large text size): the boards are framed above it
        (``board_window``)."""
        self.controls = CameraControls(base.camera, self.table.places, base.getAspectRatio, self.board_window)
        self.controls.focus_player(state.current, animate=False)
        self.drag = MouseDrag(self.controls)
        self.walks = AssistantWalks(self.table, state.boards)
        text_panel(self.overlay, "ghost-label", TextNode.ACenter)
        ghost_label = self.overlay.find("**/ghost-label")
        ghost_label.hide()  # the review holds no tile to label
        self.marks = MarkLayer(self.root, self.table, ghost_label, lambda world: None)
        self.score_overlay = ScoreOverlay(self.root, self.overlay, search=LabelSearch())
        self.moves = MoveList(self.overlay, self.go)
        self.graph = GameGraph(self.overlay, self.go, [seat.name for seat in state.seats])
        self.progress = ProgressBar(self.overlay)
        self.buttons = ButtonRow(self.overlay, self.press)
        self.switches = SwitchColumn(self.overlay, self.press)
        self._shown_step = session.step
        self._shown_player = state.current
        self._marks_drawn: Optional[tuple] = None
        """The marks drawn last (the strong player's choice is drawn as a hint is)."""
        self._since_progress = 0.0
        self._pointer: Optional[tuple] = None
        """Where the pointer was last picked, and the camera's view then."""
        self.redraws = 0
        """How many times the screen redrew after an event (tests check one redraw per event)."""
        self.layout(*self.plan.size)
        session.start()
        self.apply(Change.ALL)

    def request_frame(self, shadows: bool = False, scene: bool = True) -> None:
        self.context.request_frame(shadows, scene)

    @property
    def animating(self) -> bool:
        """True while something moves by itself: a camera glide or the Assistant's walk."""
        return self.controls.moving or self.walks.walking

    # -- keeping the screen in step ---------------------------------------------------
    def apply(self, change: Change) -> None:
        """Redraw the parts ``change`` made stale, each once."""
        if not change:  # Change.NONE
            return
        self.redraws += 1
        # the pointer changes only the hover panel: the table as kept
        self.request_frame(shadows=Change.TABLE in change, scene=change != Change.POINTER)
        state = self.session.state
        if Change.TABLE in change:
            self._pointer = None  # another position under the pointer: picked afresh at the next look
            self.table.show(state)
            self.hud.show(state, place=False, live=False)
            self._follow_assistants()
            if state.current != self._shown_player:
                self._shown_player = state.current
                self.controls.focus_player(state.current)
        if change & (Change.TABLE | Change.PANEL):
            self._show_panels()
            self.score_overlay.follow(self.base, force=True)
        self._show_hover()
        self.hud.settle()

    def _follow_assistants(self) -> None:
        """One move on, the Assistants walk; any other jump puts them where they stand at once."""
        step = self.session.step
        if step == self._shown_step + 1:
            self.walks.follow(self.session.state.boards)
        else:
            self.walks = AssistantWalks(self.table, self.session.state.boards)
        self._shown_step = step

    def _show_panels(self) -> None:
        session = self.session
        self.score_overlay.set_visible(session.overlay)
        if session.overlay:
            state = session.state
            self.score_overlay.show(state.boards, self.table.places, [s.name for s in state.seats], state.current)
        self.hud.set_text("message", session.panel_text())
        self.hud.panels["message"].setTextColor(*HINT_INK)
        self.hud.settle()  # the status panel may have grown: the switches go under it
        summary = session.summary_text() + "\n\n" + _(KEYS)
        if summary != self._summary_text:
            self._summary_text = summary
            self._fit_summary()
        self.moves.show(session.rows(), session.step)
        mistakes, keys = session.graph_marks()
        self.graph.show(session.estimates, mistakes, keys, session.step)
        fraction, words, short = session.progress()
        self.progress.show(fraction, words, not session.analysis.finished or bool(session.analysis.error), short)
        self.buttons.show(session.buttons() + self._try_again_button())
        self.switches.show(session.switches())
        if self._plan(*self.plan.size) != self.plan:  # a switch more or fewer
            self.layout(*self.plan.size)
        self._place_widgets()
        marks = session.decision_marks()
        if marks != self._marks_drawn:  # new judgements of other decisions leave the marks as they are
            self._marks_drawn = marks
            self.marks.draw_decision(marks, session.state)
        self.request_frame()

    def _fit_summary(self) -> None:
        """The summary in its box: whole, else without the keys' line, else scrolled (``scroll_summary``)."""
        compact = self._summary_text.rsplit("\n\n", 1)[0]
        self.summary_fit = fit_rows(self.summary, self._summary_text, self.plan.summary.height, compact=compact,
                                    scrolled=self._summary_scrolled)
        anchor(self.overlay.find("**/review-summary"), self.plan.summary.left, self.plan.summary.top)

    def scroll_summary(self, rows: int) -> bool:
        """Move the summary ``rows`` lines toward its top (negative: toward its foot); False when it hides none
        that way."""
        fit = self.summary_fit
        step = max(-fit.below, min(rows, fit.above))
        if step == 0:
            return False
        self._summary_scrolled -= step
        self._fit_summary()
        self.request_frame()
        return True

    def scroll_message(self, rows: int) -> bool:
        """Move the decision's words ``rows`` lines toward their top (negative: toward their foot); False when
        they hide none that way."""
        if not self.hud.scroll("message", rows):
            return False
        self.request_frame()
        return True

    def _show_hover(self) -> None:
        text = hover_text(self.session.state, self.session.controller.hovered)
        if text != self._hover_text:
            self._hover_text = text
            fit_rows(self.hover, text, self.plan.hover.height)
            self._place_hover()

    # -- placing things ------------------------------------------------------------------
    def _plan(self, width: int, height: int) -> ScreenLayout:
        return lay_out(width, height, self.context.text_scale, View.REVIEW, len(self.session.state.boards),
                       len(self.session.switches()))

    def layout(self, width: int, height: int) -> None:
        """Lay the 2D layer out again for a window ``width`` x ``height`` pixels (``play.table.screen_layout``) and
        frame the camera's preset view into the part left to the boards; called when the screen opens and whenever
        the window changes size."""
        plan = self.plan = self._plan(width, height)
        self.words_top = None
        fit_layer(self.overlay, plan.scale, width, height)
        self.hud.arrange(plan)
        self.summary.setWordwrap(plan.wrap(plan.summary))
        self.hover.setWordwrap(plan.wrap(plan.hover))
        boards = plan.boards
        self.hud.message_box = Box(boards.left, boards.right, plan.strip.bottom, _words_reach(plan))
        self._fit_summary()
        fit_rows(self.hover, self._hover_text, plan.hover.height)
        self.progress.layout(plan.progress)
        log = plan.log
        # the graph over the move list, in the move list's box: as high as it can be while the list keeps about
        # as much room, never lower than it can be read
        graph = min(GRAPH_HEIGHT, max(LEAST_GRAPH, (log.height - GAP) / 2))
        self.graph.layout(Box(log.left, log.right, log.top - graph, log.top))
        log = Box(log.left, log.right, log.bottom, log.top - graph - GAP)
        self.moves.layout(log)
        self._place_widgets()
        self.controls.reframe()
        self.score_overlay.place_totals(plan.totals.left, plan.totals.top, plan.totals.width, (plan.hover,))
        self.score_overlay.follow(self.base, force=True)
        self.request_frame()

    def board_window(self) -> tuple[float, float, float, float]:
        """The part of the picture the boards are framed into: the layout's, less what the decision's words take
        of its foot, so that they never cover the board they talk about."""
        boards = self.plan.boards
        if self.words_top is None:
            return self.plan.board_window()
        return self.plan.picture(Box(boards.left, boards.right, self.words_top, boards.top))

    def _place_widgets(self) -> None:
        """The switches in their column, the summary and the hover panel in theirs, the buttons at the foot of
        the strip with the decision's words over them (the boards framed again above the words when these
        reach higher into the boards' part than before)."""
        plan = self.plan
        self.switches.layout(plan.switches.left, plan.switches.width, plan.switches.top)
        self.buttons.layout(plan.strip.left, plan.strip.right, plan.strip.bottom)
        self.hud.place_message(self.buttons.top)
        extent = bounds(self.hud.node("message"))
        top = None if extent is None or extent[3] <= plan.boards.bottom + 1e-6 else extent[3] + GAP
        # only ever higher until the window changes: stepping on, the board does not grow and shrink with each
        # verdict's length
        if top is not None and (self.words_top is None or top > self.words_top + 1e-6):
            self.words_top = top
            self.controls.reframe()
        anchor(self.overlay.find("**/review-summary"), plan.summary.left, plan.summary.top)
        self._place_hover()

    def _place_hover(self) -> None:
        """The hover panel in its box."""
        anchor(self.overlay.find("**/review-hover"), self.plan.hover.left, self.plan.hover.top)

    # -- time and input -------------------------------------------------------------------
    def tick(self, seconds: float) -> None:
        self.controls.step(seconds)
        moving = self.controls.moving or (self.drag is not None and self.drag.button is not None)
        if self.score_overlay.follow(self.base, moving=moving):  # the camera moved: the labels follow their pins
            self.request_frame()
        if self.walks.walking:
            self.walks.tick(seconds)
            self.request_frame(shadows=True)
        self._try_again_ready()
        self._since_progress += seconds
        if self._since_progress >= PROGRESS_EVERY or seconds == 0:
            self._since_progress = 0.0
            self.apply(self.session.tick())

    def go(self, step: int) -> None:
        """Show the position before action ``step`` (a row of the move list)."""
        self.apply(self.session.go(step))

    def press(self, press: Press) -> None:
        """A button's or a switch's command (a review's buttons send commands only)."""
        if press is Command.BACK:
            self.on_quit()
        elif press is Command.TRY_AGAIN:
            self.try_again()
        elif isinstance(press, Command):
            self.apply(self.session.press(press))

    def _try_again_button(self) -> list[Button]:
        session = self.session
        if self.on_try_again is None or not can_try_again(session.states, session.actions, session.judgement):
            return []
        return [Button(Command.TRY_AGAIN, _("Try again (A)"))]

    def try_again(self) -> None:
        """The decision shown, a mistake, played again as a puzzle (nothing when it is not one)."""
        session = self.session
        if self.on_try_again is None or not can_try_again(session.states, session.actions, session.judgement):
            return
        if self.preparing is not None:
            return
        if self._worker is None:
            from concurrent.futures import ThreadPoolExecutor

            self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="try-again")
        self.preparing = self._worker.submit(puzzle_of, session.states, session.actions, session.step)
        session.note = _(PREPARING)
        self.apply(Change.PANEL)

    def _try_again_ready(self) -> None:
        """Open the puzzle to try again once it is made (the review's words say it is being made until then)."""
        if self.preparing is None or not self.preparing.done():
            return
        future, self.preparing = self.preparing, None
        self.session.note = ""
        puzzle = future.result()
        if puzzle is not None and self.on_try_again is not None:
            self.on_try_again(puzzle)
        else:
            self.apply(Change.PANEL)

    def key(self, name: str) -> bool:
        """A key press (``commands.KEY_TABLE``: Esc leaves, the arrows step); False when nothing here uses it."""
        if name in SCROLL_KEYS and self.scroll_message(SCROLL_KEYS[name]):
            return True
        command = KEY_TABLE[KeySet.REVIEW].get(name)
        if command is None:
            return False
        if command in CAMERA_COMMANDS:
            return self.controls.command(command)
        self.press(command)
        return True

    def pointer(self, x: float, y: float) -> None:
        """The pointer is at window pixel (x, y): the hover panel tells what is under it (picked only when the
        pointer, the camera or the position changed: an idle review picks nothing)."""
        spot = (x, y, self.controls.view)
        if self._pointer == spot:
            return
        self._pointer = spot
        self.apply(self.session.hover(self.picker.pick(x, y, self.session.state, self.table.places)))

    def wheel(self, direction: int, zoom: bool = False) -> None:
        """Over the move list, the summary or the decision's words the wheel scrolls them; elsewhere it zooms."""
        spot = self._pointer_2d()
        if spot is not None and self.moves.contains(*spot):
            self.moves.scroll(-direction * WHEEL_ROWS)
            self.request_frame()
        elif spot is not None and _over(self.overlay.find("**/review-summary"), spot):
            self.scroll_summary(direction)
        elif spot is not None and _over(self.hud.node("message"), spot):
            self.scroll_message(direction)
        else:
            self.controls.zoom(direction)

    def _pointer_2d(self) -> Optional[tuple[float, float]]:
        watcher = self.base.mouseWatcherNode
        if watcher is None or not watcher.hasMouse():
            return None
        scale = self.plan.scale  # the move list lies in the screen's scaled layer
        return watcher.getMouseX() * self.base.getAspectRatio() / scale, watcher.getMouseY() / scale

    def cleanup(self) -> None:
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)
        self.session.close()
        self.buttons.destroy()
        self.switches.destroy()
        self.moves.destroy()
        self.graph.destroy()
        self.progress.destroy()
        self.marks.cleanup()
        self.table.cleanup()
        self.root.removeNode()
        self.overlay.removeNode()


WORDS_KEEP_OFF = ("log", "summary", "switches", "hover", "totals", "status", "players", "supply", "progress")
"""The review's panels the decision's words never grow over."""


def _words_reach(plan: ScreenLayout) -> float:
    """How high the decision's words may grow over the buttons: ``MESSAGE_SHARE`` of the boards' part, and never
    over a panel that lies above the strip within the words' width (in a narrow window the move list and the
    summary lie in bands between the strip and the boards)."""
    boards, strip = plan.boards, plan.strip
    reach = strip.top + MESSAGE_SHARE * max(0.0, boards.top - strip.top)
    for name in WORDS_KEEP_OFF:
        box = getattr(plan, name)
        if box.bottom >= strip.top - 1e-6 and box.left < boards.right and box.right > boards.left:
            reach = min(reach, box.bottom - GAP)
    return max(reach, strip.top)


def _over(node, spot: tuple[float, float]) -> bool:
    """The 2D layer's point ``spot`` lies on what ``node`` draws."""
    extent = None if node.isEmpty() or node.isHidden() else bounds(node)
    return extent is not None and extent[0] <= spot[0] <= extent[1] and extent[2] <= spot[1] <= extent[3]
