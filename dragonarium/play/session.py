"""A game being played at the table: the controller, computer seats, hints, a lesson, the switches, what Esc
closes and the marks over the table.

The session turns every input into a ``Change`` (what the screen must redraw) and runs computer players and hints
on an executor of its own, so the thread that draws frames never waits for them. ``close`` stops that executor.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional

from dragonarium.i18n import N_, _
from dragonarium.rules import Action, Game, Phase, Place
from dragonarium.play.autosave import Autosaver
from dragonarium.play.base.changes import Change
from dragonarium.play.base.commands import PLAY_KEYS, Button, Command, Press
from dragonarium.play.controller import PlayController
from dragonarium.play.hint_asking import THINKING_AFTER, HintAsking
from dragonarium.play.lesson_table import lesson_table
from dragonarium.play.base.picks import Pick
from dragonarium.play.saving import save_to
from dragonarium.play.table.legend import legend, style_tone
from dragonarium.play.table.marks import (HeldTile, LessonMark, Mark, TileGhost, decision_marks, held_tile,
                                          lesson_marks, why_marks)
from dragonarium.play.why.panel_words import BUTTON as WHY_BUTTON

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

    from dragonarium.bots.outlook import Outlook
    from dragonarium.bots.players import Choice, Player
    from dragonarium.lessons import LessonRun
    from dragonarium.play.history.keeper import HistoryKeeper
    from dragonarium.play.why.explain import Explanation

COMPUTER_PAUSE = 0.8
"""Seconds a computer player's action waits once the table is still (what its last action moved has landed and the
camera shows its board), so people can follow it (Space hurries its turn)."""
START_SAVE_DELAY = 1.0
"""Seconds before a game is first saved: its table opens without the writing's work beside it."""
COMPUTER_THINKING = N_("{player} (computer) is thinking...")
NOT_NOW = {Command.HINT: N_("Hints are for a person to move: {player} (computer) is playing."),
           Command.DEEP_HINT: N_("Hints are for a person to move: {player} (computer) is playing."),
           Command.WHY: N_("W explains a move of yours the rules refused: none is refused now."),
           Command.HURRY: N_("Space hurries a computer's turn: none is being played now.")}
"""Why a key does nothing now: during a computer's turn (``HURRY``: while none is played; ``WHY``: nothing refused)."""
LESSON_DONE = N_("Lesson complete: Next lesson goes on, Esc or Back returns to the start screen.")

LESSON_OFF = (Command.AUTO, Command.DEEP_HINT)
"""Switches a lesson leaves out (its hint, H, is its own: ``LessonTable.toggle_hint``)."""


class PlaySession:
    """Everything about playing ``game`` that is not drawing."""

    def __init__(self, game: Game, autosave: Optional[Path] = None, lesson: Optional["LessonRun"] = None,
                 auto_forced: bool = False, on_auto: Callable[[bool], None] = lambda on: None) -> None:
        """``auto_forced`` starts with forced moves played by themselves; ``on_auto`` hears the switch pressed."""
        self.game = game
        self.on_auto = on_auto
        self.lesson = lesson
        after: Callable[[Action], None] = lesson.applied if lesson else (lambda action: None)
        self.autosaver = Autosaver(autosave) if autosave is not None and lesson is None else None
        self.controller = PlayController(game, autosave=self.autosaver, judge=lesson.check if lesson else None,
                                         after=after)
        self.controller.auto_forced = auto_forced
        if self.autosaver is not None:  # saved as it starts (Continue finds it), once the table is drawn
            self.autosaver.save(game, delay=START_SAVE_DELAY)
        self.overlay = False
        self.legal_map = False
        self.help = False
        self.why: Optional["Explanation"] = None
        """The refusal explained in the "Why?" panel while it is open."""
        self.computers: dict[int, "Player"] = {}
        if any(seat.kind.is_computer for seat in game.seats):
            from dragonarium.bots.ladder import make_player

            self.computers = {index: make_player(seat.kind, game.seed * 31 + index)
                              for index, seat in enumerate(game.seats) if seat.kind.is_computer}
        self._executor: Optional["ThreadPoolExecutor"] = None
        """The thread computer moves and hints are worked out on, started with the first of them."""
        self._closed = False
        self.thinking: Optional["Future"] = None
        """A computer player's move being worked out."""
        self._computer_waited = 0.0
        self.step_pause = COMPUTER_PAUSE
        """Seconds each computer action waits once the table is still (the screen sets it for its motion)."""
        self.pause = COMPUTER_PAUSE
        self.hurried: Optional[tuple[int, int]] = None
        """The turn (round, turn) Space hurried: its computer's actions come without a pause, the next seat's do
        not."""
        self.hints = HintAsking(game, self.controller, self._submit)
        """The hint: asked for, worked out, shown, put away."""
        self.lesson_table = lesson_table(lesson, self.controller)  # its hint, the note under its ask, its progress
        self.history: Optional["HistoryKeeper"] = None
        """Keeps the game once it is over (the table sets it; None: the game is not kept, as in a lesson)."""

    @property
    def moves(self) -> int:
        """How many actions the game has had: a hint is for one such moment."""
        return self.hints.moves

    # -- the hint (``hints``) ---------------------------------------------------------------
    def ask_hint(self, wait: bool = False, deep: bool = False) -> Change:
        """Ask for a hint, or stop the one being worked out, or put away the one shown (``HintAsking.ask``); the
        computer players have none. A lesson's hint is its own: a move its step accepts (``LessonTable``)."""
        if self.lesson_table is not None:
            return self.lesson_table.toggle_hint()
        return self.hints.ask(wait, deep, allowed=not self.computer_to_move and self.lesson is None)

    @property
    def hint(self) -> Optional["Choice"]:
        """The strong player's choice for this moment (``HintAsking.choice``)."""
        return self.hints.choice

    @property
    def hint_outlook(self) -> Optional["Outlook"]:
        """The facts behind ``hint``, which its words state."""
        return self.hints.outlook

    @property
    def hint_request(self) -> Optional["Future"]:
        """The hint being worked out."""
        return self.hints.request

    @property
    def hint_pending(self) -> bool:
        return self.hints.pending

    @property
    def hint_shown(self) -> bool:
        return self.hints.shown

    # -- input -------------------------------------------------------------------------
    def hover(self, pick: Optional[Pick]) -> Change:
        return self.controller.hover(pick)

    def click(self, pick: Optional[Pick]) -> Change:
        change = self._settle(self.controller.click(pick))
        if self.lesson_table is not None:
            self.lesson_table.refused()
        return change

    def play(self, action: Action) -> Change:
        """Play ``action`` by the path a click takes (a scripted learner, tests)."""
        return self._settle(self.controller.play(action))

    def rotate(self, delta: int) -> Change:
        return self.controller.rotate(delta)

    @property
    def holding(self) -> bool:
        """The person to move has a tile to place: the wheel and a right click turn it (a computer player's tile
        is its own; the wheel zooms then)."""
        return self.controller.decision.phase is Phase.PLACE and not self.controller.computer_turn

    def save_as(self, path_text: str) -> bool:
        """Save the record to the typed ``path_text`` (``saving.save_to``); the message says how it went, and a
        refusal or a failure leaves the game untouched."""
        saved, self.controller.message = save_to(self.game, path_text)
        return saved

    def press(self, press: Press) -> Change:
        """A button, switch or key: the switches (``OVERLAY``, ``LEGAL_MAP``, ``HELP``, ``WHY``, ``HINT``,
        ``AUTO``), ``HURRY``, ``RESTART_STEP`` in a lesson, or the controller's (a decision's button, ``ROTATE``)."""
        if press is Command.OVERLAY:
            self.overlay = not self.overlay
            return Change.PANEL
        if press is Command.LEGAL_MAP:
            self.legal_map = not self.legal_map
            return Change.PANEL
        if press is Command.HELP:
            self.help = not self.help
            self.why = None
            return Change.PANEL
        if press is Command.WHY:
            return self.toggle_why() or (self.not_now(press) if self.computer_to_move else Change.NONE)
        if press in (Command.HINT, Command.DEEP_HINT):
            return self.ask_hint(deep=press is Command.DEEP_HINT) or self.not_now(press)
        if press is Command.HURRY:
            if not self.computer_to_move:
                return self.not_now(press)
            self.hurried = self.turn
            return Change.NONE
        if press is Command.RESTART_STEP and self.lesson is not None:
            return self.restart_step()
        if press is Command.RESTART_LESSON and self.lesson is not None:
            return self.restart_lesson()
        change = self._settle(self.controller.press(press))
        if press is Command.AUTO:
            self.on_auto(self.controller.auto_forced)
        return change

    def not_now(self, press: Command) -> Change:
        """Say why ``press`` does nothing now (``NOT_NOW``); nothing to say: no change."""
        if press not in NOT_NOW or (press not in (Command.HURRY, Command.WHY) and not self.computer_to_move):
            return Change.NONE
        self.controller.message = _(NOT_NOW[press]).format(player=self.game.seats[self.game.state.current].name)
        return Change.PANEL

    def key(self, name: str) -> Optional[Change]:
        """A play key's change, or None when ``name`` is not a play key (the camera's, say)."""
        command = PLAY_KEYS.get(name)
        return None if command is None else self.press(command)

    def escape(self, saving: bool = False, end_page: bool = False, menu: bool = False) -> Optional[Command]:
        """What Esc does now, as the command that does it: it closes the top-most thing open, of the table's menu
        (``menu``: it goes back a step), help, the "Why?" panel, a hint being worked out, the save dialog
        (``saving``), a trade, a hint shown (put away), a finished lesson (leaving it) and the final page
        (``end_page``: shown or put away). None: nothing is open (the screen opens its menu)."""
        if menu:
            return Command.MENU
        if self.help:
            return Command.HELP
        if self.why is not None:
            return Command.WHY
        if self.hint_pending:
            return Command.HINT
        if saving:
            return Command.CANCEL_SAVE
        if self.controller.trading:
            return Command.TRADE
        if self.hint_shown or (self.lesson_table is not None and self.lesson_table.hint is not None):
            return Command.HINT
        if self.lesson is not None and self.lesson.finished:
            return Command.BACK
        return Command.END_PAGE if end_page else None

    def _settle(self, change: Change) -> Change:
        """After a move: drop a hint for a moment that has passed; a finished lesson says how to leave."""
        if Change.TABLE in change:
            self.why = None  # it explained a board that has changed since
            self.hints.moved()
            if self.lesson_table is not None:
                self.lesson_table.moved()
            if self.lesson is not None and self.lesson.finished:
                self.controller.message = _(LESSON_DONE)
            if self.history is not None and self.lesson is None and self.game.over:
                self.history.keep(self.game)
        return change

    # -- why a move is refused ---------------------------------------------------------
    def refusal(self) -> Optional["Explanation"]:
        """The refusal showing now, explained: the held tile's red ghost, else the click the rules refused last
        (None when no refusal shows)."""
        from dragonarium.play.why.explain import explain_action, explain_verdict

        state = self.game.state
        if state.over:
            return None
        ghost = self.controller.ghost()
        if ghost is not None and not ghost.verdict.legal:
            return explain_verdict(state, ghost.player, ghost.verdict)
        refused = self.controller.refused
        return None if refused is None else explain_action(state, refused)

    def toggle_why(self) -> Change:
        """Open the "Why?" panel on the refusal showing now (nothing happens without one), or close it."""
        if self.why is not None:
            self.why = None
            return Change.PANEL
        self.why = self.refusal()
        if self.why is None:  # nothing refused: W says what it is for
            return self.not_now(Command.WHY)
        self.help = False
        return Change.PANEL

    def buttons(self) -> list[Button]:
        """The decision's buttons, after a "Why?" button while a refused click's message shows; none once a lesson
        is complete (it takes no more moves)."""
        if self.lesson is not None and self.lesson.finished:
            return []
        buttons = self.controller.buttons()
        if self.lesson is not None:  # a lesson or a puzzle refuses undo and redo: no button for them
            buttons = [button for button in buttons if button.press not in (Command.UNDO, Command.REDO)]
        if self.controller.refused is not None and not self.game.state.over:
            return [Button(Command.WHY, _(WHY_BUTTON))] + buttons
        return buttons

    def lesson_text(self, next_title: str = "") -> str:
        """The lesson's panel: its step's words, the legend of the marks it lights, and once it is complete the
        title of the lesson after it."""
        assert self.lesson is not None
        text = self.lesson.text()
        note = self.lesson_table.note() if self.lesson_table is not None else ""
        if note:
            text += "\n" + note
        marks = legend(mark.tone for mark in self.lesson_marks())
        if marks:
            text += "\n" + marks
        if self.lesson.finished and next_title:
            text += "\n" + _("Next lesson: {title}").format(title=next_title)
        return text

    def restart_step(self) -> Change:
        """Put the table back as the lesson's last step done found it, to play that step again."""
        assert self.lesson is not None
        self.lesson.restart_step()
        return self._restarted(_("The step starts again."))

    def restart_lesson(self) -> Change:
        """Start the lesson over from its first step."""
        assert self.lesson is not None
        self.lesson.restart()
        return self._restarted(_("The lesson starts again."))

    def _restarted(self, message: str) -> Change:
        self.controller.rotation = 0
        self.controller.choice = None
        self.controller.trading = False
        self.controller.judged = None
        if self.lesson_table is not None:
            self.lesson_table.moved()
        self.controller.message = message
        return Change.ALL

    # -- computer players --------------------------------------------------------------
    @property
    def computer_to_move(self) -> bool:
        state = self.game.state
        return not state.over and state.current in self.computers and self.lesson is None

    @property
    def turn(self) -> tuple[int, int]:
        """The turn under way, as (round, turn of the round): it changes when a seat's turn ends."""
        return self.game.state.round, self.game.state.turn

    @property
    def hurry(self) -> bool:
        """Space hurries the turn under way: its computer's actions come without a pause."""
        return self.hurried == self.turn and self.computer_to_move

    def play_computers(self, limit: int = 10_000) -> int:
        """Apply computer moves at once until a human is to move (tests, and skipping ahead)."""
        played = 0
        while self.computer_to_move and played < limit:
            action = self.computers[self.game.state.current].choose(self.game.state.copy())
            self._settle(self.controller.play(action))
            played += 1
        return played

    def tick(self, seconds: float, busy: bool = False) -> Change:
        """Time passed: a computer move or a hint may be ready. ``busy``: the table is not still (an animation
        plays, or the camera is not yet on the computer's board); the computer's pause waits for it."""
        return self._computer_tick(seconds, busy) | self.hints.tick(seconds)

    def _computer_tick(self, seconds: float, busy: bool) -> Change:
        if self.hurried != self.turn:
            self.hurried = None  # the hurried turn is over (an undo back into it does not hurry it again)
        if not self.computer_to_move:
            self.thinking = None
            return Change.NONE
        if not busy:  # the pause counts once the table is still
            self.pause -= seconds
        if self.thinking is None:
            player = self.computers[self.game.state.current]
            self.thinking = self._submit(player.choose, self.game.state.copy())
            self._computer_waited = 0.0
            return Change.NONE
        if self.thinking.done() and (self.hurry or (self.pause <= 0 and not busy)):
            action = self.thinking.result()
            self.thinking = None
            self.pause = self.step_pause
            return self._settle(self.controller.play(action))
        if not self.thinking.done():
            # a long search (the expert's) says so, as a hint does
            before, self._computer_waited = self._computer_waited, self._computer_waited + seconds
            if before < THINKING_AFTER <= self._computer_waited:
                self.controller.message = _(COMPUTER_THINKING).format(
                    player=self.game.seats[self.game.state.current].name)
                return Change.PANEL
        return Change.NONE

    # -- switches ----------------------------------------------------------------------
    def switches(self) -> list[tuple[Command, str]]:
        """The switches at the left: (command, label); in a lesson, starting the step again and, once the lesson
        is complete, the next lesson."""
        switches = [(Command.BACK, _("Back to the start")),
                    (Command.OVERLAY, _("Scores (O): on") if self.overlay else _("Scores (O): off")),
                    (Command.LEGAL_MAP, _("Legal map (L): on") if self.legal_map else _("Legal map (L): off")),
                    (Command.AUTO, _("Auto-place forced: on") if self.controller.auto_forced
                     else _("Auto-place forced: off")),
                    (Command.HINT, _("Hint (H)")),
                    (Command.HELP, _("Help (F1)"))]
        if self.lesson is None:
            return switches
        # a lesson asks for every move itself: the auto-place switch would do nothing
        lesson = [(Command.NEXT_LESSON, _("Next lesson"))] if self.lesson.finished else []
        if self.lesson.restartable:
            lesson += [(Command.RESTART_STEP, _("Play the last step again")),
                       (Command.RESTART_LESSON, _("Start again"))]
        return lesson + [switch for switch in switches if switch[0] not in LESSON_OFF]

    # -- the marks over the table (play.table.marks) -----------------------------------------
    def pointer_mark(self) -> Optional[TileGhost]:
        """The held tile's ghost under the pointer, with its verdict (None: no tile is over its board, or the tile
        is a computer player's)."""
        ghost = None if self.game.state.over else self.controller.ghost()
        if ghost is None:
            return None
        judged = self.controller.judged
        return TileGhost(ghost.player, ghost.verdict, judged=judged is not None and isinstance(judged[0], Place)
                         and judged[0].cells == ghost.verdict.placement.cells)

    def held_tile(self) -> Optional[HeldTile]:
        """The held tile floating off its board (never a computer player's)."""
        controller = self.controller
        return held_tile(self.game.state, controller.decision, controller.rotation, controller.hovered,
                         computer=controller.computer_turn)

    def decision_marks(self) -> tuple[Mark, ...]:
        """The hint, the legal map, the cells a click may choose and the squares the "Why?" panel speaks of; none
        once a lesson is complete (it takes no more moves)."""
        if self.lesson is not None and self.lesson.finished:
            return ()
        controller, hint, plan = self.controller, self.hints.choice, self.hints.plan
        action: Optional[Action] = None if hint is None else hint.action
        if hint is None and plan is not None:
            action = Place(plan[1])  # the drafted tile where the draft's hint meant it to go
        if self.lesson_table is not None and self.lesson_table.hint is not None:
            action = self.lesson_table.hint
        return decision_marks(self.game.state, controller.decision, controller.targets(), action,
                              None if hint is None else hint.cells, self.legal_map) + why_marks(self.why)

    def lesson_marks(self) -> tuple[LessonMark, ...]:
        """The pieces the lesson's step speaks of, each in its style's tone (none outside a lesson)."""
        if self.lesson is None:
            return ()
        return tuple(mark for style, focus in self.lesson.highlights()
                     for mark in lesson_marks(focus, tone=style_tone(style)))

    def _submit(self, work: Callable, *arguments: object) -> "Future":
        """Run ``work(*arguments)`` off the frame's thread (refused once the session is closed)."""
        if self._closed:
            raise RuntimeError("the session is closed")
        if self._executor is None:
            from concurrent.futures import ThreadPoolExecutor

            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
        return self._executor.submit(work, *arguments)

    def close(self) -> None:
        """Stop the executor (a move or hint still being worked out is dropped) and finish the autosave."""
        self._closed = True
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
        if self.autosaver is not None:
            self.autosaver.close()
        if self.history is not None:
            self.history.flush()
