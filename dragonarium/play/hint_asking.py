"""Hints at the table: asked for (H, or Shift+H for the expert's deeper one), worked out off the frame's thread,
shown, stopped or put away. ``HintAsking`` is the part of a ``PlaySession`` that does it; the session owns one and
gives it the game, the controller (whose message says the hint) and the way work leaves the frame's thread."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

from dragonarium.i18n import N_, _
from dragonarium.rules import Cell, Draft, Game, GameState, Phase
from dragonarium.play.base.changes import Change
from dragonarium.play.controller import PlayController

if TYPE_CHECKING:
    from concurrent.futures import Future

    from dragonarium.bots.outlook import Advice, Outlook
    from dragonarium.bots.players import Choice

THINKING_AFTER = 0.5
"""Seconds a hint may take before the table says it is thinking (and how to stop it)."""
THINKING = N_("Thinking of a hint... (H or Esc to stop)")

Submit = Callable[..., "Future"]
"""Runs ``work(*arguments)`` off the frame's thread: ``submit(work, *arguments)``."""


class HintAsking:
    """The hint of a game at the table: its request, the hint shown, the facts behind it, and the plan a draft's
    hint leaves for the tile drafted."""

    def __init__(self, game: Game, controller: PlayController, submit: Submit) -> None:
        self.game = game
        self.controller = controller
        self._submit = submit
        self.request: Optional["Future[Optional[Advice]]"] = None
        """The hint being worked out."""
        self.choice: Optional["Choice"] = None
        """The strong player's choice for this moment: its ``action``, and for a draft the ``cells`` it has in mind."""
        self.outlook: Optional["Outlook"] = None
        """The facts behind ``choice``, which its words state."""
        self.plan: Optional[tuple[str, tuple[Cell, Cell]]] = None
        """The tile a draft's hint took and where it meant to place it: after the draft, its ghost stays until the
        tile is placed or the hint put away."""
        self._at = -1
        """The moment (``moves``) the hint shown is for."""
        self._asked_at = -1
        self._waited = 0.0

    @property
    def moves(self) -> int:
        """How many actions the game has had: a hint is for one such moment."""
        return len(self.game.history)

    def ask(self, wait: bool = False, deep: bool = False, allowed: bool = True) -> Change:
        """Ask the strong player what it would do here, and why (``deep``: the expert, at a draft); its answer
        arrives with a later ``tick``. Asked again while it is thinking, the hint is stopped; asked while one is
        shown, it is put away. ``allowed``: the one to move may have a hint (not a computer player, not in a
        lesson)."""
        if self.request is not None:
            return self.stop()
        if self.shown:
            return self.put_away()
        if self.game.state.over or not allowed:
            return Change.NONE
        work: Callable[[GameState, int], Optional["Advice"]]
        if deep:  # the players are loaded when a hint is first asked for
            from dragonarium.bots.deeper import deep_advise

            work = deep_advise
        else:
            from dragonarium.bots.outlook import advise

            work = advise

        self.choice = None
        self.outlook = None
        self._asked_at = self.moves
        self._waited = 0.0
        self.request = self._submit(work, self.game.state.copy(), self.moves)
        if wait:
            self.request.result()
            self.tick(0.0)
        return Change.PANEL

    def stop(self) -> Change:
        """Forget the hint being worked out (its answer, when it comes, is dropped)."""
        if self.request is None:
            return Change.NONE
        self.request = None
        self.controller.message = _("Hint stopped.")
        return Change.PANEL

    def put_away(self) -> Change:
        """Stop showing the hint (and the ghost of its plan for a drafted tile)."""
        if self.choice is None and self.plan is None:
            return Change.NONE
        self.choice = None
        self.outlook = None
        self.plan = None
        self.controller.message = ""
        return Change.PANEL

    @property
    def shown(self) -> bool:
        """A hint, or the ghost of its plan for the tile drafted, is on the table."""
        return self.choice is not None or self.plan is not None

    @property
    def pending(self) -> bool:
        """A hint is being worked out."""
        return self.request is not None

    def tick(self, seconds: float) -> Change:
        """Time passed: the hint asked for may be ready (a long one says it is thinking)."""
        request = self.request
        if request is None:
            return Change.NONE
        if not request.done():
            before, self._waited = self._waited, self._waited + seconds
            if before < THINKING_AFTER <= self._waited:
                self.controller.message = _(THINKING)
                return Change.PANEL
            return Change.NONE
        self.request = None
        if self._asked_at != self.moves:
            return Change.NONE  # the game moved on while the hint was being worked out
        from dragonarium.play.table.hint_text import hint_message

        advice = request.result()
        self._at = self.moves
        if advice is not None:
            self.choice, self.outlook = advice.choice, advice.outlook
            self.controller.message = hint_message(advice.outlook, advice.samples)
        return Change.PANEL

    def moved(self) -> None:
        """The game changed: a hint for a moment that has passed goes, leaving the plan of a draft's hint for the
        tile it drafted; that plan goes once the tile is placed (or the draft undone)."""
        if self.choice is not None and self._at != self.moves:
            self.plan = self._drafted_plan()
            self.choice = None
            self.outlook = None
        elif self.plan is not None and not self._placing(self.plan[0]):
            self.plan = None

    def _drafted_plan(self) -> Optional[tuple[str, tuple[Cell, Cell]]]:
        """The hint's plan for the tile just drafted, when the move just made was the hint's draft."""
        hint = self.choice
        if hint is None or not isinstance(hint.action, Draft) or hint.cells is None:
            return None
        if self.moves != self._at + 1 or self.game.history[-1] != hint.action:
            return None
        tile = self.game.pending().tile
        return None if tile is None or not self._placing(tile) else (tile, hint.cells)

    def _placing(self, tile: str) -> bool:
        """The player to move is to place ``tile``."""
        decision = self.game.pending()
        return decision.phase is Phase.PLACE and decision.tile == tile
