"""Game review: each decision of a game record measured against the strong player's choice there.

A decision's loss is the value of the strong player's choice minus the value of the move played, both by the
strong player's own estimate (``StrongPlayer.ranked`` picks its choice, ``StrongPlayer.value_of`` values both
moves the same way), in points; a move at least as good as its choice loses nothing. A loss of more than
``MISTAKE`` points is a mistake. Decisions with a single legal choice and Marble Quarry trades are not judged.
``Analysis`` judges a record's decisions on a thread of its own, reports its progress and can be stopped.
docs/REVIEW.md describes the measure.
"""
from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional, Sequence

from dragonarium.rules import (Action, Catalog, Cell, Draft, Game, GameRecord, GameState, IllegalAction, Phase,
                               ReplayError, Seat, Trade, change_kinds)

if TYPE_CHECKING:
    from dragonarium.bots.players import Choice

ANALYSIS_VERSION = 3
"""Changes whenever the measure or what is kept of it changes: a cache made by another version is worked out
again (3: where the strong player would place a tile drafted in play is kept too)."""
MISTAKE = 3.0
"""A decision losing more than this many points, by the strong player's estimate, is a mistake."""


@dataclass(frozen=True)
class Judgement:
    """One decision judged: who decided what, what the strong player would have chosen, and the points lost.

    ``index`` is the action's place in the record, from 0 (people read ``index + 1``); ``cells`` is where the
    strong player means to place the tile when ``best`` is a draft, ``played_cells`` where it would place the tile
    drafted in play (the move played told and drawn as the choice is); ``reason`` is its reason, in a few words."""

    index: int
    player: int
    kind: Phase
    played: Action
    best: Action
    loss: float
    reason: str = ""
    cells: Optional[tuple[Cell, Cell]] = None
    played_cells: Optional[tuple[Cell, Cell]] = None

    @property
    def mistake(self) -> bool:
        return self.loss > MISTAKE

    @property
    def agrees(self) -> bool:
        """The move played is the strong player's choice."""
        return self.played == self.best


def judged(state: GameState, action: Action) -> bool:
    """Whether the review judges ``action`` played at ``state``: a choice among several of the pending decision
    (a trade, open beside any decision, is not)."""
    return not isinstance(action, Trade) and not state.over and len(state.pending().choices) > 1


def judge(state: GameState, played: Action, index: int, ranked: Optional[Sequence["Choice"]] = None) -> Judgement:
    """The strong player's judgement of ``played`` at ``state`` (the ``index``-th action of its game; it seeds the
    strong player, so a decision is judged alike whatever was judged before). ``ranked``: the strong player's
    ranking of the decision's choices, when it is known (each choice of one decision judged against one ranking)."""
    from dragonarium.bots.players import StrongPlayer  # the computer players load with the first judgement

    decision = state.pending()
    strong = StrongPlayer(seed=index)
    ranked = [c for c in (strong.ranked(state.copy()) if ranked is None else ranked) if c.action in decision.choices]
    best = ranked[0]
    best_cells = best.cells if isinstance(best.action, Draft) else None
    loss = 0.0
    played_cells = best_cells
    if played != best.action:
        mine = strong.value_of(state.copy(), played)
        theirs = _value(strong, state, best)
        loss = max(0.0, theirs - mine.value)
        played_cells = mine.cells if isinstance(played, Draft) else None
    return Judgement(index, decision.player, decision.phase, played, best.action, round(loss, 2), best.reason,
                     best_cells, played_cells)


def _value(strong: Any, state: GameState, best: "Choice") -> float:
    """The strong player's choice valued as the move played is: ``ranked`` plays a tile through with only some
    of its placements, ``value_of`` with its best few, so a tile's value is taken from ``value_of`` too."""
    if isinstance(best.action, Draft):
        return max(best.value, strong.value_of(state.copy(), best.action).value)
    return best.value


def game_states(record: GameRecord, catalog: Catalog, source: str = "") -> list[GameState]:
    """The state before each action of ``record`` and, last, the state after them all, played from its seed or
    from the position it starts from; an illegal action raises ``ReplayError`` naming the record's file
    ``source``, the action (counted from 1) and the rule it breaks."""
    if record.start is not None:
        game = Game.from_state(record.start.copy(), record.seed)
    else:
        game = Game(catalog, record.seats, record.seed)
    change_kinds(game, record.levels)  # each state knows who plays each seat then
    states = [game.state.copy()]
    for index, action in enumerate(record.actions):
        try:
            game.apply(action)
        except IllegalAction as error:
            raise ReplayError(index, str(action), error.refusals, source) from None
        change_kinds(game, record.levels)
        states.append(game.state.copy())
    return states


class Analysis:
    """Judges the decisions of a game (``states[i]`` before ``actions[i]``) not in ``known`` yet.

    ``run`` works in the caller's thread; ``start`` on a thread of its own, while ``progress``, ``results``
    and ``finished`` tell how far it is; ``focus`` asks for one decision next; ``stop`` ends it after the
    decision being judged."""

    def __init__(self, states: Sequence[GameState], actions: Sequence[Action],
                 known: Mapping[int, Judgement] = {}) -> None:
        self.states = states
        self.actions = actions
        self.wanted = [index for index, action in enumerate(actions) if judged(states[index], action)]
        self._results: dict[int, Judgement] = {i: known[i] for i in self.wanted if i in known}
        self._left = [index for index in self.wanted if index not in self._results]
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._running = False
        self._focus: Optional[int] = None
        self._executor: Optional[ThreadPoolExecutor] = None
        self.error: Optional[BaseException] = None
        """What stopped the analysis when it failed."""

    @property
    def total(self) -> int:
        """How many decisions the review judges."""
        return len(self.wanted)

    def progress(self) -> tuple[int, int]:
        """(decisions judged, decisions to judge)."""
        with self._lock:
            return len(self._results), len(self.wanted)

    def results(self) -> dict[int, Judgement]:
        """The judgements so far, by action index."""
        with self._lock:
            return dict(self._results)

    def result(self, index: int) -> Optional[Judgement]:
        with self._lock:
            return self._results.get(index)

    @property
    def finished(self) -> bool:
        with self._lock:
            return not self._left

    @property
    def running(self) -> bool:
        """Judging now (or finishing the decision it was judging when stopped)."""
        with self._lock:
            return self._running

    @property
    def stopped(self) -> bool:
        return self._stop.is_set()

    def focus(self, index: int) -> None:
        """Judge the decision of action ``index`` next, if it is still to be judged."""
        self._focus = index

    def start(self) -> None:
        """Judge on a thread of its own, from where it stopped (a no-op when all is judged or it runs)."""
        with self._lock:
            self._stop.clear()
            if self._running or not self._left or self.error is not None:
                return
            self._running = True
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="review")
        self._executor.submit(self._judge_all)

    def stop(self) -> None:
        """Stop after the decision being judged; ``start`` goes on from there."""
        self._stop.set()

    def close(self) -> None:
        """Stop, and let the thread end on its own (nothing waits for it)."""
        self.stop()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    def run(self, judged_one: Callable[[int, int], None] = lambda done, total: None) -> dict[int, Judgement]:
        """Judge what is left in the caller's thread; ``judged_one`` hears the progress after each decision.
        An error stops it and is raised."""
        with self._lock:
            self._running = True
        self._judge_all(judged_one)
        if self.error is not None:
            raise self.error
        return self.results()

    def _judge_all(self, judged_one: Callable[[int, int], None] = lambda done, total: None) -> None:
        """Judge in the record's order (a focused decision first) until all is judged or it is stopped."""
        try:
            while (index := self._next()) is not None:
                judgement = judge(self.states[index], self.actions[index], index)
                with self._lock:
                    self._results[index] = judgement
                    self._left.remove(index)
                judged_one(*self.progress())
        except Exception as error:  # told on the review screen; the judgements made so far stay
            with self._lock:
                self.error = error
                self._running = False

    def _next(self) -> Optional[int]:
        """The decision to judge next, or None (and no longer running) when all is judged or it is stopped."""
        with self._lock:
            if self._stop.is_set() or not self._left:
                self._running = False
                return None
            focus = self._focus
            return focus if focus in self._left else self._left[0]


@dataclass(frozen=True)
class PlayerSummary:
    """How one player did: decisions judged, mistakes among them, and the mean loss per decision."""

    name: str
    decisions: int
    mistakes: int
    mean_loss: float


def summarise(seats: Sequence[Seat], judgements: Mapping[int, Judgement]) -> list[PlayerSummary]:
    """Each seat's summary, in seat order."""
    found = []
    for index, seat in enumerate(seats):
        mine = [j for j in judgements.values() if j.player == index]
        mean = sum(j.loss for j in mine) / len(mine) if mine else 0.0
        found.append(PlayerSummary(seat.name, len(mine), sum(1 for j in mine if j.mistake), round(mean, 2)))
    return found


def review_json(seats: Sequence[Seat], judgements: Mapping[int, Judgement]) -> dict[str, Any]:
    """The review as ``dragonarium review --json`` prints it: actions numbered from 1, moves in the board
    notation, losses in points."""
    decisions = [{"index": j.index + 1, "player": seats[j.player].name, "kind": j.kind.value, "played": str(j.played),
                  "best": str(j.best), "loss": j.loss, "mistake": j.mistake, "reason": j.reason}
                 for j in sorted(judgements.values(), key=lambda j: j.index)]
    players = [{"name": s.name, "decisions": s.decisions, "mistakes": s.mistakes, "mean_loss": s.mean_loss}
               for s in summarise(seats, judgements)]
    return {"decisions": decisions, "players": players, "mistake_over": MISTAKE}
