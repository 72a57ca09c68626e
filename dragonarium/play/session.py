"""A game being played at the table: the controller, computer seats, hints, a lesson, the switches.

The session turns every input into a ``Change`` (what the screen must redraw)
and runs computer players and hints on an executor of its own, so the thread
that draws frames never waits for them. ``close`` stops that executor.
"""
from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional

from ..rules import Action, Game
from .autosave import Autosaver
from .changes import Change
from .controller import PlayController
from .picks import Pick

if TYPE_CHECKING:
    from ..bots.explain import Outlook
    from ..bots.players import Choice, Player
    from ..lessons import LessonRun

COMPUTER_PAUSE = 0.8
"""Seconds between a computer player's actions, so people can follow them (Space hurries)."""
THINKING_AFTER = 0.5
"""Seconds a hint may take before the table says it is thinking (and how to stop it)."""
THINKING = "Thinking of a hint... (H or Esc to stop)"
LESSON_DONE = "Press Esc or the Back button to return to the start screen."

SWITCH_KEYS = {"o": "overlay", "l": "map", "h": "hint", "f1": "help"}
CONTROLLER_KEYS = ("r", "control-z", "control-y", "shift-control-z")


class PlaySession:
    """Everything about playing ``game`` that is not drawing."""

    def __init__(self, game: Game, autosave: Optional[Path] = None, lesson: Optional["LessonRun"] = None,
                 auto_forced: bool = False, on_auto: Callable[[bool], None] = lambda on: None) -> None:
        """``auto_forced`` starts with forced moves played by themselves; ``on_auto`` hears the switch pressed."""
        self.game = game
        self.on_auto = on_auto
        self.lesson = lesson
        after: Callable[[Action], None] = (lambda action: lesson.applied()) if lesson else (lambda action: None)
        self.autosaver = Autosaver(autosave) if autosave is not None and lesson is None else None
        self.controller = PlayController(game, autosave=self.autosaver, judge=lesson.check if lesson else None,
                                         after=after)
        self.controller.auto_forced = auto_forced
        self.overlay = False
        self.legal_map = False
        self.help = False
        self.computers: dict[int, "Player"] = {}
        if any(seat.kind.is_computer for seat in game.seats):
            from ..bots.players import make_player  # the computer players are loaded only for a game that has them

            self.computers = {index: make_player(seat.kind, game.seed * 31 + index)
                              for index, seat in enumerate(game.seats) if seat.kind.is_computer}
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
        self.thinking: Optional[Future] = None
        """A computer player's move being worked out."""
        self.pause = COMPUTER_PAUSE
        self.hurry = False
        """Space was pressed: the computer's moves come without a pause until a human is to move."""
        self.hint_request: Optional[Future] = None
        self.hint: Optional["Choice"] = None
        """The strong player's choice for this moment: its ``action``, and for a draft the ``cells`` it has in mind."""
        self.hint_outlook: Optional["Outlook"] = None
        """The facts behind ``hint``, which its words state."""
        self._hint_at = -1
        self._hint_asked_at = -1
        self._hint_waited = 0.0

    @property
    def moves(self) -> int:
        """How many actions the game has had: a hint is for one such moment."""
        return len(self.game.history)

    # -- input -------------------------------------------------------------------------
    def hover(self, pick: Optional[Pick]) -> Change:
        return self.controller.hover(pick)

    def click(self, pick: Optional[Pick]) -> Change:
        return self._settle(self.controller.click(pick))

    def rotate(self, delta: int) -> Change:
        return self.controller.rotate(delta)

    def press(self, name: str) -> Change:
        """A button or switch by name: ``overlay``, ``map``, ``help``, ``hint``, ``auto``, or a decision's button."""
        if name == "overlay":
            self.overlay = not self.overlay
            return Change.PANEL
        if name == "map":
            self.legal_map = not self.legal_map
            return Change.PANEL
        if name == "help":
            self.help = not self.help
            return Change.PANEL
        if name == "hint":
            return self.ask_hint()
        if name == "auto":
            change = self._settle(self.controller.press(name))
            self.on_auto(self.controller.auto_forced)
            return change
        return self._settle(self.controller.press(name))

    def key(self, name: str) -> Optional[Change]:
        """A play key's change, or None when ``name`` is not a play key (the camera's, say)."""
        if name in SWITCH_KEYS:
            return self.press(SWITCH_KEYS[name])
        if name == "space":
            self.hurry = True
            return Change.NONE
        if name in CONTROLLER_KEYS:
            return self._settle(self.controller.key(name))
        return None

    def _settle(self, change: Change) -> Change:
        """After a move: drop a hint for a moment that has passed; a finished lesson says how to leave."""
        if Change.TABLE in change:
            if self.hint is not None and self._hint_at != self.moves:
                self.hint = None
                self.hint_outlook = None
            if self.lesson is not None and self.lesson.finished:
                self.controller.message = LESSON_DONE
        return change

    # -- computer players --------------------------------------------------------------
    @property
    def computer_to_move(self) -> bool:
        state = self.game.state
        return not state.over and state.current in self.computers and self.lesson is None

    def play_computers(self, limit: int = 10_000) -> int:
        """Apply computer moves at once until a human is to move (tests, and skipping ahead)."""
        played = 0
        while self.computer_to_move and played < limit:
            action = self.computers[self.game.state.current].choose(self.game.state.copy())
            self._settle(self.controller.play(action))
            played += 1
        return played

    def tick(self, seconds: float, busy: bool = False) -> Change:
        """Time passed: a computer move or a hint may be ready. ``busy``: an animation is still playing."""
        return self._computer_tick(seconds, busy) | self._hint_tick(seconds)

    def _computer_tick(self, seconds: float, busy: bool) -> Change:
        if not self.computer_to_move:
            self.thinking = None
            self.hurry = False
            return Change.NONE
        self.pause -= seconds
        if self.thinking is None:
            player = self.computers[self.game.state.current]
            self.thinking = self._executor.submit(player.choose, self.game.state.copy())
            return Change.NONE
        if self.thinking.done() and (self.hurry or (self.pause <= 0 and not busy)):
            action = self.thinking.result()
            self.thinking = None
            self.pause = COMPUTER_PAUSE
            return self._settle(self.controller.play(action))
        return Change.NONE

    # -- hints -------------------------------------------------------------------------
    def ask_hint(self, wait: bool = False) -> Change:
        """Ask the strong player what it would do here, and why; its answer arrives with a later ``tick``.
        Asked again while it is thinking, the hint is stopped."""
        if self.hint_request is not None:
            return self.stop_hint()
        if self.game.state.over or self.computer_to_move or self.lesson is not None:
            return Change.NONE
        from ..bots.explain import advise  # loaded when a hint is first asked for

        self.hint = None
        self.hint_outlook = None
        self._hint_asked_at = self.moves
        self._hint_waited = 0.0
        self.hint_request = self._executor.submit(advise, self.game.state.copy(), self.moves)
        if wait:
            self.hint_request.result()
            self._hint_tick(0.0)
        return Change.PANEL

    def stop_hint(self) -> Change:
        """Forget the hint being worked out (its answer, when it comes, is dropped)."""
        if self.hint_request is None:
            return Change.NONE
        self.hint_request = None
        self.controller.message = "Hint stopped."
        return Change.PANEL

    @property
    def hint_pending(self) -> bool:
        """A hint is being worked out."""
        return self.hint_request is not None

    def _hint_tick(self, seconds: float) -> Change:
        request = self.hint_request
        if request is None:
            return Change.NONE
        if not request.done():
            before, self._hint_waited = self._hint_waited, self._hint_waited + seconds
            if before < THINKING_AFTER <= self._hint_waited:
                self.controller.message = THINKING
                return Change.PANEL
            return Change.NONE
        self.hint_request = None
        if self._hint_asked_at != self.moves:
            return Change.NONE  # the game moved on while the hint was being worked out
        from .hint_text import hint_message  # with the computer players, loaded when a hint is first asked for

        advice = request.result()
        self._hint_at = self.moves
        if advice is not None:
            self.hint, self.hint_outlook = advice.choice, advice.outlook
            self.controller.message = hint_message(advice.outlook)
        return Change.PANEL

    # -- switches ----------------------------------------------------------------------
    def switches(self) -> list[tuple[str, str]]:
        """The switches at the left: (name for ``press``, label)."""
        on = {True: "on", False: "off"}
        return [("back", "Back to the start"),
                ("overlay", f"Scores (O): {on[self.overlay]}"),
                ("map", f"Legal map (L): {on[self.legal_map]}"),
                ("auto", f"Auto-place forced: {on[self.controller.auto_forced]}"),
                ("hint", "Hint (H)"),
                ("help", "Help (F1)")]

    def close(self) -> None:
        """Stop the executor (a move or hint still being worked out is dropped) and finish the autosave."""
        self._executor.shutdown(wait=False, cancel_futures=True)
        if self.autosaver is not None:
            self.autosaver.close()
