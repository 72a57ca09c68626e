"""A game under review: stepping through a record's positions while its decisions are judged.

``ReviewSession`` holds the state before each action of a record and steps between them; at every step it
shows the strong player's choice (``hint``, drawn as the play screen draws a hint), the move list and the
summary. The judging runs on a thread of its own (``Analysis``) and is kept beside the record
(``review_cache``), so a second opening is instant. ``analyse_file`` does the same without a screen.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional

from dragonarium.i18n import _
from dragonarium.rules import Action, Catalog, Draft, Game, GameRecord, GameState, Place, load_record, replay
from dragonarium.play.base.changes import Change
from dragonarium.play.base.commands import REVIEW_KEYS, Button, Command
from dragonarium.play.controller import PlayController
from dragonarium.play.base.picks import Pick
from dragonarium.play.table.marks import Mark, Tone, decision_marks, hint_marks
from dragonarium.play.review.accuracy import PlayerFigures, player_figures
from dragonarium.play.review.judging import Analysis, Judgement, PlayerSummary, game_states, summarise
from dragonarium.play.review.cache import cache_path, load_cached, record_key, save_cached
from dragonarium.play.review.text import (MoveRow, decision_lines, key_moment_lines, move_rows, progress_text,
                                         summary_lines)
from dragonarium.play.review.outcome import estimates, key_moments
from dragonarium.play.review.why import Why, explain_judgement

if TYPE_CHECKING:
    from dragonarium.bots.players import Choice


def open_record(path: Path, catalog: Catalog) -> GameRecord:
    """The record at ``path``, from its seed or from the position it starts from, checked by replaying it (a bad
    file or an illegal action raises, naming the file, and the action and the rule it breaks)."""
    record = load_record(path, catalog)
    replay(record, catalog, source=str(path))
    return record


class ReviewSession:
    """Everything about reviewing ``record`` that is not drawing; ``cache`` is where its judgements are kept
    (None: nowhere); ``source`` is the record's file, named if one of its actions is illegal."""

    def __init__(self, record: GameRecord, catalog: Catalog, cache: Optional[Path] = None, source: str = "") -> None:
        self.record = record
        self.states = game_states(record, catalog, source)
        self.actions = tuple(state.settled(action) for state, action in zip(self.states, record.actions))
        """The record's actions as the choices write them (a nest of an old record names its type)."""
        self.cache = cache
        self.cache_key = record_key(record, catalog)
        known = (load_cached(cache, self.cache_key, record, self.states) if cache is not None else None) or {}
        self.analysis = Analysis(self.states, self.actions, known)
        self._saved = len(self.analysis.results())
        self._shown = self._saved
        self.wanted = set(self.analysis.wanted)
        self.note = ""
        """A problem keeping the review beside the record."""
        self.estimates = estimates(self.states)
        """Each player's estimate at each step (the graph's lines)."""
        self._whys: dict[int, Why] = {}
        """The words of the decisions shown so far (worked out when first shown)."""
        self.overlay = False
        self.legal_map = False
        self.step = 0
        self.game = Game.from_state(self.states[0].copy(), record.seed)
        self.controller = PlayController(self.game)

    @property
    def last(self) -> int:
        """The last step: the position after every action."""
        return len(self.actions)

    @property
    def state(self) -> GameState:
        return self.game.state

    # -- stepping --------------------------------------------------------------------------
    def go(self, step: int) -> Change:
        """Show the position before action ``step`` (``last``: after them all); out-of-range steps stop at
        the ends."""
        step = max(0, min(self.last, step))
        if step == self.step:
            return Change.NONE
        self.step = step
        self.game = Game.from_state(self.states[step].copy(), self.record.seed)
        hovered = self.controller.hovered
        self.controller = PlayController(self.game)
        self.controller.hovered = hovered
        if step < self.last:
            self.analysis.focus(step)
        return Change.ALL

    def forward(self, steps: int = 1) -> Change:
        return self.go(self.step + steps)

    def to_mistake(self, direction: int) -> Change:
        """Go to the next (``direction`` 1) or previous (-1) mistake judged so far; nothing when there is none."""
        results = self.analysis.results()
        found = sorted(index for index, judgement in results.items() if judgement.mistake)
        later = [i for i in found if (i - self.step) * direction > 0]
        if not later:
            return Change.NONE
        return self.go(later[0] if direction > 0 else later[-1])

    def key(self, name: str) -> Optional[Change]:
        """A review key's change, or None when ``name`` is not one (the camera's, say)."""
        command = REVIEW_KEYS.get(name)
        return None if command is None else self.press(command)

    def press(self, command: Command) -> Change:
        """A switch or button: ``OVERLAY``, ``LEGAL_MAP``, ``ANALYSIS`` (stop or go on), ``FIRST``, ``PREVIOUS``,
        ``NEXT``, ``LAST``, ``PREVIOUS_MISTAKE``, ``NEXT_MISTAKE``; any other changes nothing."""
        if command is Command.OVERLAY:
            self.overlay = not self.overlay
            return Change.PANEL
        if command is Command.LEGAL_MAP:
            self.legal_map = not self.legal_map
            return Change.PANEL
        if command is Command.ANALYSIS:
            self.analysis.stop() if self.judging else self.analysis.start()
            return Change.PANEL
        moves: dict[Command, Callable[[], Change]] = {
            Command.FIRST: lambda: self.go(0), Command.PREVIOUS: lambda: self.forward(-1),
            Command.NEXT: lambda: self.forward(1), Command.LAST: lambda: self.go(self.last),
            Command.PREVIOUS_MISTAKE: lambda: self.to_mistake(-1), Command.NEXT_MISTAKE: lambda: self.to_mistake(1)}
        return moves[command]() if command in moves else Change.NONE

    def hover(self, pick: Optional[Pick]) -> Change:
        return self.controller.hover(pick)

    # -- the analysis ----------------------------------------------------------------------
    def start(self) -> None:
        """Judge what the cache did not hold, on the analysis's own thread."""
        self.analysis.start()

    @property
    def judging(self) -> bool:
        """The analysis is at work and has not been asked to stop."""
        return self.analysis.running and not self.analysis.stopped

    def tick(self) -> Change:
        """New judgements show (and a finished analysis is kept beside the record)."""
        done, total = self.analysis.progress()
        if done == self._shown and not (self.analysis.error and not self.note):
            return Change.NONE
        self._shown = done
        if self.analysis.error is not None:
            self.note = _("The analysis failed: {error}").format(error=self.analysis.error)
        if done == total:
            self.save()
        return Change.PANEL

    def save(self) -> None:
        """Keep what was judged beside the record, if anything new was; a failure is noted, never raised."""
        results = self.analysis.results()
        if self.cache is None or len(results) <= self._saved:
            return
        try:
            save_cached(self.cache, self.cache_key, results)
            self._saved = len(results)
        except OSError as error:
            self.note = _("The review could not be kept in {path}: {error}").format(path=self.cache,
                                                                                     error=error.strerror or error)

    def close(self) -> None:
        """Stop judging and keep what was judged."""
        self.analysis.close()
        self.save()

    # -- what the screen shows ---------------------------------------------------------------
    @property
    def judgement(self) -> Optional[Judgement]:
        """The judgement of the decision shown, once made."""
        return self.analysis.result(self.step) if self.step < self.last else None

    @property
    def why(self) -> Optional[Why]:
        """Both moves of the decision shown in words, once it is judged."""
        judgement = self.judgement
        if judgement is None:
            return None
        if judgement.index not in self._whys:
            self._whys[judgement.index] = explain_judgement(self.states[judgement.index], judgement)
        return self._whys[judgement.index]

    @property
    def hint(self) -> Optional["Choice"]:
        """The strong player's choice at the decision shown, as a hint is drawn (None: not judged)."""
        judgement = self.judgement
        if judgement is None:
            return None
        from dragonarium.bots.players import Choice

        return Choice(judgement.best, 0.0, judgement.reason, judgement.cells)

    def decision_marks(self) -> tuple[Mark, ...]:
        """The move played (when the strong player would not play it) in its own look, the strong player's choice
        drawn as a hint is, the legal map when it is on, the cells to choose."""
        hint = self.hint
        marks = decision_marks(self.state, self.controller.decision, self.controller.targets(),
                               None if hint is None else hint.action, None if hint is None else hint.cells,
                               self.legal_map)
        judgement = self.judgement
        if judgement is None or judgement.agrees or self.state.over:
            return marks
        played = hint_marks(self.state, self.controller.decision, judgement.played, judgement.played_cells,
                            Tone.PLAYED)
        return tuple(played) + marks

    def rows(self) -> list[MoveRow]:
        return move_rows(self.states, self.actions, self.wanted, self.analysis.results())

    def key_moments(self) -> list[int]:
        """The action indexes of the key moments judged so far, the largest loss first."""
        return key_moments(self.analysis.results())

    def graph_marks(self) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """(action index, player) of each mistake judged so far, and of each key moment (largest loss first)."""
        results = self.analysis.results()
        mistakes = [(index, j.player) for index, j in sorted(results.items()) if j.mistake]
        return mistakes, [(index, results[index].player) for index in self.key_moments()]

    def summaries(self) -> list[PlayerSummary]:
        return summarise(self.record.seats, self.analysis.results())

    def figures(self) -> list[PlayerFigures]:
        """Each player's accuracy and grades, from the decisions judged so far."""
        return player_figures(self.record.seats, self.analysis.results(), self.estimates[-1])

    def panel_text(self) -> str:
        """The decision shown, in words: who decided what, the strong player's choice, the points lost."""
        played: Optional[Action] = self.actions[self.step] if self.step < self.last else None
        after = self.actions[self.step + 1] if self.step + 1 < self.last else None
        placed = after.cells if isinstance(played, Draft) and isinstance(after, Place) else None
        lines = decision_lines(self.states[self.step], self.step, self.last, played, self.step in self.wanted,
                               self.judgement, self.analysis.stopped or self.analysis.error is not None, self.why,
                               placed)
        return "\n".join(lines + ([self.note] if self.note else []))

    def summary_text(self) -> str:
        """The key moments first, then each player's accuracy and the count of each grade of decision."""
        moments = key_moment_lines(self.states, self.actions, self.analysis.results(), self.key_moments())
        return "\n".join([_("Review")] + moments + summary_lines(self.figures()))

    def progress(self) -> tuple[float, str, str]:
        """The analysis's progress, from 0 to 1, in words and in fewer words (for a narrow box)."""
        done, total = self.analysis.progress()
        error = None if self.analysis.error is None else str(self.analysis.error)
        return ((done / total if total else 1.0), progress_text(done, total, self.judging, error),
                progress_text(done, total, self.judging, error, short=True))

    def switches(self) -> list[tuple[Command, str]]:
        """The switches at the left: (command, label)."""
        switches = [(Command.BACK, _("Back to the start")),
                    (Command.OVERLAY, _("Scores (O): on") if self.overlay else _("Scores (O): off")),
                    (Command.LEGAL_MAP, _("Legal map (L): on") if self.legal_map else _("Legal map (L): off"))]
        if not self.analysis.finished:
            switches.append((Command.ANALYSIS, _("Stop the analysis") if self.judging
                             else _("Go on with the analysis")))
        return switches

    def buttons(self) -> list[Button]:
        """The buttons at the foot: to the ends, a step back or on, to the previous or next mistake judged."""
        step, last = self.step, self.last
        mistakes = sorted(i for i, j in self.analysis.results().items() if j.mistake)
        return [Button(Command.FIRST, _("First (Home)"), step > 0),
                Button(Command.PREVIOUS, _("Previous"), step > 0),
                Button(Command.NEXT, _("Next"), step < last),
                Button(Command.LAST, _("Last (End)"), step < last),
                Button(Command.PREVIOUS_MISTAKE, _("Previous mistake"), any(i < step for i in mistakes)),
                Button(Command.NEXT_MISTAKE, _("Next mistake"), any(i > step for i in mistakes))]


def analyse_file(path: Path, catalog: Catalog, keep: bool = True,
                 progress: Callable[[int, int], None] = lambda done, total: None) -> ReviewSession:
    """Review the record at ``path`` at once (``keep``: read and write its cache); ``progress`` hears how far
    it is after each decision."""
    record = open_record(path, catalog)
    session = ReviewSession(record, catalog, cache_path(path) if keep else None, str(path))
    session.analysis.run(progress)
    session.save()
    return session
