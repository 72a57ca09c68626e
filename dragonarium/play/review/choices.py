"""Every legal choice of one decision judged as the review judges a move played: the points it brings this turn
(now) and the best tile it leaves for the next turn (later), by the facts a hint uses, and the points it loses
against the strong player's choice, by the strong player's estimate (``judging.judge``, ``why.explain_judgement``).

``ChoicesJudging`` works on a thread of its own, the choices judged so far readable at any moment, best first.
"""
from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Optional

from dragonarium.rules import Action, GameState, Trade
from dragonarium.play.review.judging import judge
from dragonarium.play.review.why import explain_judgement

SEED = 0
"""The strong player's seed: a position is judged alike each time."""


@dataclass(frozen=True)
class ChoiceJudgement:
    """A choice of the decision waiting: points ``now`` (this turn), ``later`` (the next turn's best tile) and
    ``lost`` against the strong player's choice (0 for that choice); ``best``: it is that choice; ``cells`` where
    a drafted tile would go."""

    action: Action
    now: int
    later: int
    lost: float
    best: bool = False
    cells: Optional[tuple] = None


def choices_of(state: GameState) -> tuple[Action, ...]:
    """The choices judged: those of the decision waiting, trades aside (open beside any decision); none once the
    game is over."""
    if state.over:
        return ()
    return tuple(action for action in state.pending().choices if not isinstance(action, Trade))


def judge_choice(state: GameState, action: Action, ranked: Optional[list] = None) -> ChoiceJudgement:
    """``action`` judged at ``state`` against the strong player's ``ranked`` choices (ranked here when not given)."""
    judgement = judge(state, action, SEED, ranked)
    why = explain_judgement(state, judgement)
    gains = why.played_gains
    now, later = (gains.now, gains.next_turn) if gains is not None else (0, 0)
    return ChoiceJudgement(action, now, later, judgement.loss, judgement.agrees, judgement.played_cells)


class ChoicesJudging:
    """Judges every choice of the decision waiting at ``state`` (left as it is), on a thread of its own."""

    def __init__(self, state: GameState) -> None:
        self.state = state.copy()
        self.choices = choices_of(state)
        self._results: list[ChoiceJudgement] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._executor: Optional[ThreadPoolExecutor] = None
        self.error: Optional[BaseException] = None

    def start(self) -> None:
        if self._executor is None and self.choices:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="choices")
            self._executor.submit(self.run)

    def run(self) -> list[ChoiceJudgement]:
        """Judge every choice in the caller's thread (until stopped); the judgements, best first."""
        from dragonarium.bots.players import StrongPlayer

        try:
            ranked = StrongPlayer(seed=SEED).ranked(self.state.copy())
            for action in self.choices:
                if self._stop.is_set():
                    break
                found = judge_choice(self.state, action, ranked)
                with self._lock:
                    self._results.append(found)
        except Exception as error:  # told on the screen; the judgements made stay
            self.error = error
        return self.results()

    def results(self) -> list[ChoiceJudgement]:
        """The choices judged so far: least lost first, then most points now."""
        with self._lock:
            return sorted(self._results, key=lambda found: (found.lost, -found.now, -found.later))

    def progress(self) -> tuple[int, int]:
        with self._lock:
            return len(self._results), len(self.choices)

    @property
    def finished(self) -> bool:
        done, total = self.progress()
        return done == total or self.error is not None

    def close(self) -> None:
        self._stop.set()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
