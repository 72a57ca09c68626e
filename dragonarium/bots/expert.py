"""The expert player: the strong player's best few drafts, judged by playing the game on over sampled orders of the
supply (determinized Monte Carlo).

At a draft the expert asks the strong player for its ranking and keeps its ``candidates`` best (tile, placement)
pairs. It then draws orders of the unseen tiles (``bots.sampling``: exactly the tiles no player can see, in a random
order) and, for each order, plays every candidate on the same order (common random numbers: the luck of the draws is
the same for each, so their difference is mostly the move's) to the end of its turn and on for a few more rounds
(``horizon_for``: three, two in solo; or to the end of the game) with the fast playout policy, every seat greedy. A
playout's outcome is the expert's margin where it stops: its board value less the best other seat's (its own value
in solo), the boards' promise valued as the strong player values it then (nothing once the game is over, so at the
end it is the final margin in points). The candidate with the best mean outcome over the orders all candidates were
played on is taken instead of the strong player's first choice only when it is ahead of that choice by more than
``GATE`` standard errors of their difference, order by order (the playouts are greedy and the orders few, so a lead
within their noise is no reason to overrule the strong player's judgement). The search stops when ``samples`` orders
are done or the ``budget`` seconds (less ``RESERVE``) would be over before another playout ends, whichever comes
first; the clock can be injected (tests). The tile's placement is the strong player's plan for it; the other
decisions of a turn are the strong player's.

A playout's draft asks what each site tile would add to the drafting board; within one search the same board
meets the same tile again and again (the other seats' drafts before the next refill are the same on every order,
and for every candidate that leaves their boards alone), so each answer is kept for the search (``GainMemo``).
"""
from __future__ import annotations

import math
import random
import statistics
import time
from dataclasses import dataclass
from typing import Callable, Optional

from dragonarium.rules import Action, Board, ChooseElement, Draft, GameState, Phase, Place, Trade
from dragonarium.bots.board_features import LearnedValue
from dragonarium.bots.evaluation import relative_value, state_value
from dragonarium.bots.greedy import Choice, in_one_order, placement_options
from dragonarium.bots.players import PLACEMENTS_LOOKED_AT, PLAYED_THROUGH, StrongPlayer, promise_left
from dragonarium.bots.sampling import determinized, unseen_tiles

__all__ = ["EXPERT_BUDGET", "RESERVE", "SAMPLES", "CANDIDATES", "HORIZON", "HORIZONS", "GATE", "Estimate",
           "ExpertPlayer", "GainMemo", "fast_playout", "horizon_for"]

EXPERT_BUDGET = 3.0
"""Seconds an expert draft may think at most."""
SAMPLES = 16
"""Orders of the supply drawn per draft (the search stops sooner when the budget is over). Three times as many,
which the budget cut short, played no better on 200 two-player games (docs/PLAYERS.md) and made every draft
take its whole 3 s instead of about 1.3 s."""
CANDIDATES = 4
"""The strong player's best drafts the expert plays out."""
HORIZON = 3
"""Rounds played out after the current one (the game's end comes first late in the game), where ``HORIZONS``
names no other: three were measured better than two in two- and four-player games on the tuning deals
(docs/PLAYERS.md); three-player games were not measured."""
HORIZONS = {1: 2}
"""Rounds played out by the number of players where another length is kept: two in solo, where three were not
tried."""
RESERVE = 0.1
"""Seconds of the budget no playout is begun in: a playout may take longer than the longest one so far (in
four-player games with three-round playouts a draft came within a millisecond of its 3 s without one)."""
GATE = 1.0
"""Standard errors by which a candidate's mean outcome must lead the strong player's first choice to be taken."""
MIN_ORDERS_TO_OVERRULE = 4
"""Orders below which the noise of a difference is not known well enough to overrule the strong player."""

Clock = Callable[[], float]


@dataclass(frozen=True)
class Estimate:
    """What the search found for one candidate: its mean outcome over ``samples`` orders of the supply."""

    choice: Choice
    mean: float
    samples: int


def _greedy_best(state: GameState, player: int, actions) -> Action:
    """The action whose state is worth most to ``player`` right after it (easy's choice, without its tie shuffle;
    at a nest, in one order of the dragons waiting: ``in_one_order``)."""
    actions = in_one_order(state, actions)
    best, best_value = actions[0], -1e9
    for action in actions:
        probe = state.copy()
        probe.apply(action)
        value = state_value(probe, player)
        if value > best_value:
            best, best_value = action, value
    return best


class GainMemo:
    """What each tile adds to a board at its best placement, and where, kept by everything that decides it: the
    board's squares, dragons and pillars, which dragon types are left, the promise and the tile."""

    def __init__(self) -> None:
        self._found: dict[tuple, tuple[float, Optional[tuple]]] = {}

    def __len__(self) -> int:
        return len(self._found)

    def best(self, state: GameState, board: Board, tile_id: str, promise: float) -> tuple[float, Optional[tuple]]:
        key = (id(board.spec), tuple(board.stacks), tuple(board.dragons), board.pillars, board.fresh_pillars,
               frozenset(kind for kind, left in state.dragons.items() if left > 0), promise, tile_id)
        found = self._found.get(key)
        if found is None:
            options = placement_options(board, state.tile(tile_id), state.dragons, promise, 1)
            # a tile that fits nowhere still gives a pillar and a stone
            found = (options[0][0], options[0][2]) if options else (0.6, None)
            self._found[key] = found
        return found


def fast_playout(state: GameState, stop_round: int, memo: Optional[GainMemo] = None) -> GameState:
    """Play ``state`` on (in place) with every seat greedy until the game ends or round ``stop_round`` begins: at a
    draft the tile and placement with the best immediate gain together, otherwise the choice worth most right
    after it. ``memo`` keeps the drafts' gains between playouts of one search."""
    memo = GainMemo() if memo is None else memo
    while not state.over and state.round < stop_round:
        decision = state.pending()
        current = state.current
        if len(decision.choices) == 1 and decision.phase is not Phase.DRAFT:
            state.apply(decision.choices[0])
        elif decision.phase is Phase.DRAFT:
            board, promise = state.boards[current], promise_left(state)
            best, best_gain, best_cells = decision.choices[0], -1e9, None
            for action in decision.choices:
                if not isinstance(action, Draft):  # a draft decision's choices are drafts
                    continue
                gain, cells = memo.best(state, board, state.site[action.slot], promise)
                if gain > best_gain:
                    best, best_gain, best_cells = action, gain, cells
            state.apply(best)
            if best_cells is not None and not state.over and state.pending().phase is Phase.PLACE:
                state.apply(Place(best_cells))
        else:
            state.apply(_greedy_best(state, current, decision.choices))
    return state


def horizon_for(players: int) -> int:
    """Rounds the expert plays out after the current one in a game of ``players`` players."""
    return HORIZONS.get(players, HORIZON)


class ExpertPlayer:
    """Plans over the hidden order of the supply: the strong player's best drafts, each played out over the same
    sampled orders of the unseen tiles, the best mean outcome chosen (see the module's docstring)."""

    name = "expert"

    def __init__(self, seed: int = 0, budget: float = EXPERT_BUDGET, samples: int = SAMPLES,
                 candidates: int = CANDIDATES, horizon: Optional[int] = None, gate: float = GATE,
                 elements: bool = False, leaf: Optional[LearnedValue] = None,
                 clock: Clock = time.perf_counter) -> None:
        self.rng = random.Random(seed)
        # the candidates come from a strong seat's own search, so that its first is the strong player's choice
        self.strong = StrongPlayer(seed, looked_at=PLACEMENTS_LOOKED_AT, played_through=PLAYED_THROUGH)
        self.budget = budget
        self.samples = samples
        self.candidates = candidates
        self.horizon = horizon
        """Rounds played out after the current one; None: ``horizon_for`` the game's number of players."""
        self.gate = gate
        self.elements = elements
        """Whether the element that moves the Assistant is searched too (otherwise it is the strong player's)."""
        self.leaf = leaf
        """The value a playout stops on: learned from finished games, or (None) the strong player's promise."""
        self.clock = clock
        self.plan: Optional[tuple[int, int, tuple]] = None
        """(round, player, cells) where the tile just drafted is meant to go."""
        self.last_reason = ""
        self.last_estimates: list[Estimate] = []
        self.last_samples = 0

    def choose(self, state: GameState) -> Action:
        decision = state.pending()
        if decision.phase is Phase.PLACE and self.plan is not None:
            planned = self.plan
            self.plan = None
            if planned[:2] == (state.round, state.current):
                for action in decision.choices:
                    if isinstance(action, Place) and action.cells == planned[2]:
                        return action
        if decision.phase is Phase.ELEMENT and self.elements:
            choice = self.search_element(state)
            self.last_reason = choice.reason
            return choice.action
        if decision.phase is not Phase.DRAFT:
            return self.strong.choose(state)
        choice = self.search(state)
        if isinstance(choice.action, Draft) and choice.cells is not None:
            self.plan = (state.round, state.current, choice.cells)
        self.last_reason = choice.reason
        return choice.action

    def search(self, state: GameState) -> Choice:
        """The draft to take: the candidate ``chosen`` lets through over the strong player's first choice (that
        choice when it has no rival, or when not one order of the supply could be played for every candidate in
        time)."""
        deadline = self.clock() + self.budget - RESERVE
        # with no budget (puzzles, tests) the ranking is not cut short either, so a search is the same on any machine
        self.strong._deadline = (None if math.isinf(self.budget)
                                 else time.perf_counter() + min(self.budget, self.strong.time_limit))
        try:
            ranked = self.strong.ranked(state)
        finally:
            self.strong._deadline = None
        options = [c for c in ranked if isinstance(c.action, Draft)][: self.candidates]
        self.last_estimates, self.last_samples = [], 0
        if not options or isinstance(ranked[0].action, Trade):
            return ranked[0]
        if len(options) == 1:
            return options[0]
        return self.played_out(state, options, deadline)

    def played_out(self, state: GameState, options: list[Choice], deadline: float) -> Choice:
        """Of ``options`` (the strong player's first choice first), the one ``chosen`` lets through once each is
        played out over the same orders of the supply (the first when no order could be played for all in time)."""
        outcomes = self.outcomes(state, options, deadline)
        if not outcomes[0]:
            return options[0]
        self.last_samples = len(outcomes[0])
        self.last_estimates = [Estimate(option, statistics.fmean(found), len(found))
                               for option, found in zip(options, outcomes)]
        best = self.last_estimates[self.chosen(outcomes)]
        return Choice(best.choice.action, best.mean,
                      f"{best.choice.reason}; {best.mean:+.1f} ahead on average over {best.samples} orders of the "
                      "supply", best.choice.cells)

    def search_element(self, state: GameState) -> Choice:
        """The element to move the Assistant with: the strong player's ranking of the elements (each walk played
        to the end of the turn), the candidate ``chosen`` lets through over its first."""
        deadline = self.clock() + self.budget - RESERVE
        ranked = self.strong.ranked(state)
        options = [c for c in ranked if isinstance(c.action, ChooseElement)][: self.candidates]
        self.last_estimates, self.last_samples = [], 0
        if len(options) <= 1 or isinstance(ranked[0].action, Trade):
            return ranked[0]
        return self.played_out(state, options, deadline)

    def chosen(self, outcomes: list[list[float]]) -> int:
        """The index of the candidate to take: the one with the best mean outcome when it leads the strong
        player's first choice (index 0) by more than ``gate`` standard errors of their difference over the same
        orders, otherwise the strong player's first choice."""
        means = [statistics.fmean(found) for found in outcomes]
        best = max(range(len(means)), key=means.__getitem__)
        orders = len(outcomes[0])
        if best == 0 or orders < MIN_ORDERS_TO_OVERRULE:
            return 0
        differences = [mine - first for mine, first in zip(outcomes[best], outcomes[0])]
        lead = statistics.fmean(differences)
        error = statistics.stdev(differences) / math.sqrt(orders)
        return best if lead > self.gate * error else 0

    def outcomes(self, state: GameState, options: list[Choice], deadline: float) -> list[list[float]]:
        """Each option's outcomes, one per order of the supply that every option was played on: orders are drawn
        one at a time and every option played on it before the next. No playout is begun that would end past the
        deadline if it took as long as the longest so far; an order left unfinished then is dropped, so that all
        options are compared on the same orders."""
        player = state.current
        unseen = unseen_tiles(state)
        stop_round = state.round + 1 + self.rounds_on(state)
        found: list[list[float]] = [[] for _ in options]
        memo = GainMemo()
        longest = 0.0  # the longest playout so far: one that would end past the deadline is not begun
        for _ in range(self.samples):
            order = determinized(state, self.rng, unseen)
            row = []
            for option in options:
                began = self.clock()
                if began + longest > deadline:
                    return found
                row.append(self._outcome(order, option, player, stop_round, memo))
                longest = max(longest, self.clock() - began)
            for values, value in zip(found, row):
                values.append(value)
        return found

    def rounds_on(self, state: GameState) -> int:
        """Rounds played out after the current one from ``state``."""
        return self.horizon if self.horizon is not None else horizon_for(len(state.seats))

    def mean_outcomes(self, state: GameState, moves: list[Choice], orders: int) -> list[float]:
        """Each move's mean outcome over the same ``orders`` orders of the supply, drawn from this player's
        generator, with no deadline: a move of any decision (a draft with ``cells``, where its tile goes; a nest,
        an element, a stone), the rest of the turn played greedily, then the playout. From the same seed the same
        moves get the same means, one at a time or together."""
        player = state.current
        unseen = unseen_tiles(state)
        stop_round = state.round + 1 + self.rounds_on(state)
        drawn = [determinized(state, self.rng, unseen) for _ in range(orders)]
        memo = GainMemo()
        return [statistics.fmean(self._outcome(order, move, player, stop_round, memo) for order in drawn)
                for move in moves]

    def _outcome(self, order: GameState, option: Choice, player: int, stop_round: int,
                 memo: Optional[GainMemo] = None) -> float:
        probe = order.copy()
        probe.apply(option.action)
        if option.cells is not None and probe.pending().phase is Phase.PLACE:
            probe.apply(Place(option.cells))
        probe = self.strong.fast.finish_turn(probe, player)
        fast_playout(probe, stop_round, memo)
        if self.leaf is not None and self.leaf.covers(probe):
            return self.leaf.relative_value(probe, player)
        return relative_value(probe, player, promise_left(probe))
