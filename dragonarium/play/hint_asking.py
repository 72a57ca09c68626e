"""Hints at the table: asked for (H, or Shift+H for the expert's deeper one), worked out off the frame's thread,
shown, stopped or put away; part of ``PlaySession``."""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from dragonarium.i18n import N_, _
from dragonarium.play.base.changes import Change

if TYPE_CHECKING:
    from concurrent.futures import Future

    from dragonarium.bots.outlook import Outlook
    from dragonarium.bots.players import Choice
    from dragonarium.play.controller import PlayController

THINKING_AFTER = 0.5
"""Seconds a hint may take before the table says it is thinking (and how to stop it)."""
THINKING = N_("Thinking of a hint... (H or Esc to stop)")
DEEPER = N_("Looking further ahead, over {count} orders of the supply:")
"""Before a deeper hint's words."""


class HintAsking:
    """The hint of a ``PlaySession``: its request, the hint shown and the facts behind it."""

    controller: "PlayController"
    hint_request: Optional["Future"]
    hint: Optional["Choice"]
    hint_outlook: Optional["Outlook"]
    plan: object
    _hint_at: int
    _hint_asked_at: int
    _hint_waited: float

    def ask_hint(self, wait: bool = False, deep: bool = False) -> Change:
        """Ask the strong player what it would do here, and why (``deep``: the expert, at a draft); its answer
        arrives with a later ``tick``. Asked again while it is thinking, the hint is stopped; asked while one is
        shown, it is put away."""
        if self.hint_request is not None:
            return self.stop_hint()
        if self.hint_shown:
            return self.put_hint_away()
        if self.game.state.over or self.computer_to_move or self.lesson is not None:
            return Change.NONE
        if deep:
            from dragonarium.bots.deeper import deep_advise as advise  # loaded when a hint is first asked for
        else:
            from dragonarium.bots.outlook import advise

        self.hint = None
        self.hint_outlook = None
        self._hint_asked_at = self.moves
        self._hint_waited = 0.0
        self.hint_request = self._submit(advise, self.game.state.copy(), self.moves)
        if wait:
            self.hint_request.result()
            self._hint_tick(0.0)
        return Change.PANEL

    def stop_hint(self) -> Change:
        """Forget the hint being worked out (its answer, when it comes, is dropped)."""
        if self.hint_request is None:
            return Change.NONE
        self.hint_request = None
        self.controller.message = _("Hint stopped.")
        return Change.PANEL

    def put_hint_away(self) -> Change:
        """Stop showing the hint (and the ghost of its plan for a drafted tile)."""
        if self.hint is None and self.plan is None:
            return Change.NONE
        self.hint = None
        self.hint_outlook = None
        self.plan = None
        self.controller.message = ""
        return Change.PANEL

    @property
    def hint_shown(self) -> bool:
        """A hint, or the ghost of its plan for the tile drafted, is on the table."""
        return self.hint is not None or self.plan is not None

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
                self.controller.message = _(THINKING)
                return Change.PANEL
            return Change.NONE
        self.hint_request = None
        if self._hint_asked_at != self.moves:
            return Change.NONE  # the game moved on while the hint was being worked out
        from dragonarium.play.table.hint_text import hint_message

        advice = request.result()
        self._hint_at = self.moves
        if advice is not None:
            self.hint, self.hint_outlook = advice.choice, advice.outlook
            words = hint_message(advice.outlook)
            self.controller.message = (_(DEEPER).format(count=advice.samples) + " " + words if advice.samples
                                       else words)
        return Change.PANEL
