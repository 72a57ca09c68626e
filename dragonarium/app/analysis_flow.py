"""The analysis board at the table: where it starts from, the board being set up, and the game's own tools asked
of it: the play screen on a copy of the table (ghost, why, legal map, overlay, hint; nothing saved, nothing kept
in the history), the review's judgement of each choice, and a new game played on from it."""
from __future__ import annotations

from typing import Any, Optional

from dragonarium.i18n import _
from dragonarium.play.analysis_session import AnalysisSession
from dragonarium.play.ask_session import AskSession
from dragonarium.rules import Game, GameState, PlayerKind, Seat
from dragonarium.setup import empty_table, from_state


class AnalysisFlow:
    """Opens the analysis board's screens on ``app`` (the ``TableApp``: its screens, catalog and autosave)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.session: Optional[AnalysisSession] = None

    def sources(self) -> None:
        """Where a board starts: an empty table, the game in progress, a saved game or position."""
        from dragonarium.app.screens.analysis_sources import AnalysisSources

        app = self.app
        app.host.show(AnalysisSources(app.context(), app.catalog, app.autosave, self.open_state, self.open_empty,
                                      app.start_screen, self.edit if self.session is not None else None))

    def open_state(self, state: GameState) -> None:
        """A board set up as ``state`` stands (a copy: the game or file it came from is untouched)."""
        self.session = AnalysisSession(from_state(state.copy()), self.app.catalog)
        self.edit()

    def open_empty(self, sides: tuple[str, ...]) -> None:
        self.session = AnalysisSession(empty_table(self.app.catalog, sides), self.app.catalog)
        self.edit()

    def edit(self) -> None:
        """The board being set up, as it was left (Back returns to where it started from)."""
        from dragonarium.app.screens.analysis_screen import AnalysisScreen

        assert self.session is not None
        self.app.host.show(AnalysisScreen(self.app.context(), self.session, self.sources, on_ask=self.ask,
                                          on_judge=self.judge, on_play=self.play_on))

    def ask(self, session: AnalysisSession) -> None:
        """The table through the play screen's tools, on a copy: no autosave, no history; Back returns to the
        board as it was left."""
        from dragonarium.app.screens.ask_screen import AskScreen

        self.app.host.show(AskScreen(self.app.context(), AskSession(Game.from_state(session.state.copy())),
                                     self.edit))

    def judge(self, session: AnalysisSession) -> None:
        """The review's judgement of each choice of the decision waiting."""
        from dragonarium.app.screens.choices_screen import ChoicesScreen

        self.app.host.show(ChoicesScreen(self.app.context(), session.state.copy(), self.edit))

    def play_on(self, session: AnalysisSession) -> None:
        """Choose who plays each seat, then a new game from the table (autosaved as any new game)."""
        from dragonarium.app.screens.play_on_page import PlayOnPage

        state = session.state
        if state.over:
            session.message = _("The game is over: there is nothing to play on.")
            self.edit()
            return
        self.app.host.show(PlayOnPage(self.app.context(), state.seats, self.start, self.edit))

    def start(self, kinds: tuple[PlayerKind, ...]) -> None:
        """A new game from the board's table, each seat played by ``kinds``; the board is left as it is."""
        assert self.session is not None
        state = self.session.state.copy()
        state.seats = tuple(Seat(seat.name, seat.side, kind) for seat, kind in zip(state.seats, kinds))
        self.app.play(Game.from_state(state))
