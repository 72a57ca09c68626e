"""The computer players: random, easy (best immediate gain) and strong (looks ahead).

A player is asked for one action at a time: ``choose(state)`` returns a legal
action of the current decision (or a Marble Quarry trade). Players work on
copies and never change the state they are given.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable, Optional, Protocol

from ..rules.actions import Action, Trade
from ..rules.board import Board
from ..rules.components import TileSpec
from ..rules.game import REFILL_WHEN_AT_MOST, GameState, Phase
from ..rules.placement import apply_placement, legal_placements
from ..rules.values import Terrain
from .evaluation import DRAGON_OWED, board_value, game_progress, relative_value, state_value

PLAYER_KINDS = ("random", "easy", "strong")
ValueFn = Callable[[GameState, int], float]


class Player(Protocol):
    name: str

    def choose(self, state: GameState) -> Action: ...


@dataclass
class Choice:
    """An action with the value it leads to and a reason in a few words."""

    action: Action
    value: float
    reason: str = ""


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        return self.rng.choice(state.legal_actions())


def tile_gain(board: Board, tile: TileSpec, dragons: dict[Terrain, int], promise: float = 1.0) -> tuple[float, str]:
    """The best value a tile adds to a board (hatched dragons counted as owed), and where it goes."""
    before = board_value(board, dragons, promise)
    best, where = None, "it fits nowhere"
    for verdict in legal_placements(board, tile):
        probe = board.copy()
        _, coverage = apply_placement(probe, tile, verdict.placement)
        owed = sum(1 for kind in coverage.hatched if dragons.get(kind, 0) > 0)
        value = board_value(probe, dragons, promise) + DRAGON_OWED * owed - before
        if best is None or value > best:
            best, where = value, f"place {verdict.placement.cells[0][0]},{verdict.placement.cells[0][1]} " \
                                 f"{verdict.placement.cells[1][0]},{verdict.placement.cells[1][1]} (level {verdict.level})"
    return (best if best is not None else 0.6), where  # a tile that fits nowhere still gives a pillar and a stone


class Greedy:
    """Ranks the options of a decision by the value they lead to, finishing nests (and, for the element,
    the whole Assistant walk) greedily."""

    def __init__(self, value: ValueFn, rng: random.Random) -> None:
        self.value = value
        self.rng = rng

    def settle(self, state: GameState, player: int, deep: bool) -> None:
        while not state.over and state.current == player:
            decision = state.pending()
            if decision.phase is Phase.DRAFT:
                return
            if not deep and decision.phase not in (Phase.NEST, Phase.EXTRA_DRAGON):
                return
            state.apply(self.best(state, player, decision.choices))

    def best(self, state: GameState, player: int, actions) -> Action:
        best, best_value = None, -1e9
        for action in actions:
            probe = state.copy()
            probe.apply(action)
            value = self.value(probe, player)
            if value > best_value:
                best, best_value = action, value
        return best

    def ranked(self, state: GameState, promise: float) -> list[Choice]:
        player = state.current
        decision = state.pending()
        base = self.value(state, player)
        choices: list[Choice] = []
        if decision.phase is Phase.DRAFT:
            board = state.boards[player]
            for action in decision.choices:
                tile_id = state.site[action.slot]
                gain, where = tile_gain(board, state.tile(tile_id), state.dragons, promise)
                choices.append(Choice(action, base + gain, f"tile {tile_id}, then {where}: {gain:+.1f}"))
        else:
            deep = decision.phase is Phase.ELEMENT
            for action in decision.choices:
                probe = state.copy()
                probe.apply(action)
                self.settle(probe, player, deep=deep)
                value = self.value(probe, player)
                choices.append(Choice(action, value, f"{action}: {value - base:+.1f}"))
        for trade in (a for a in state.legal_actions() if isinstance(a, Trade)):
            probe = state.copy()
            probe.apply(trade)
            value = self.value(probe, player)
            if value > base + 0.5:
                choices.append(Choice(trade, value + 0.5, f"trade 2 pillars for a fire stone: {value - base:+.1f}"))
        self.rng.shuffle(choices)
        choices.sort(key=lambda c: -c.value)
        return choices


class EasyPlayer:
    """Takes the move with the best immediate gain: points, readied eggs, hatched dragons, pillars."""

    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.greedy = Greedy(state_value, random.Random(seed))

    def ranked(self, state: GameState) -> list[Choice]:
        return self.greedy.ranked(state, 1.0)

    def choose(self, state: GameState) -> Action:
        return self.ranked(state)[0].action


PROMISE = 1.0
DENIAL = 0.0
NEXT_TURN = 0.55
PLACEMENTS_LOOKED_AT = 8


def placement_options(board: Board, tile: TileSpec, dragons: dict[Terrain, int], promise: float,
                      keep: int) -> list[tuple[float, Board, tuple]]:
    """The ``keep`` best placements of a tile: (value added, the board after, the cells)."""
    before = board_value(board, dragons, promise)
    options = []
    for verdict in legal_placements(board, tile):
        probe = board.copy()
        _, coverage = apply_placement(probe, tile, verdict.placement)
        owed = sum(1 for kind in coverage.hatched if dragons.get(kind, 0) > 0)
        options.append((board_value(probe, dragons, promise) + DRAGON_OWED * owed - before, probe,
                        verdict.placement.cells))
    options.sort(key=lambda option: -option[0])
    return options[:keep]


def has_another_turn(state: GameState) -> bool:
    """Whether the player to move will have a turn after this one."""
    if state.supply:
        return True
    still_to_draft = len(state.seats) - state.turn
    # the draft of this turn may already have happened (a placement is pending)
    if state.pending().phase is not Phase.DRAFT:
        still_to_draft -= 1
    left_at_round_end = len(state.site) - still_to_draft
    return left_at_round_end > REFILL_WHEN_AT_MOST[len(state.seats)]


class StrongPlayer:
    """Looks ahead. It judges a tile and where it goes together with the best move it leaves itself for its
    next turn (once the other players have taken what they most want), and it values promise (ready eggs,
    open squares, pillars) less as the game nears its end. With a time budget, it then plays out the rounds
    to come over the unknown draws to choose among its best few moves."""

    name = "strong"

    def __init__(self, seed: int = 0, budget: float = 0.0, candidates: int = 3, horizon: int = 2) -> None:
        self.rng = random.Random(seed)
        self.budget = budget
        self.candidates = candidates
        self.horizon = horizon
        self.greedy = Greedy(self._value, self.rng)
        self.fast = Greedy(state_value, self.rng)
        self.last_reason = ""

    def _value(self, state: GameState, player: int) -> float:
        return state_value(state, player, PROMISE * game_progress(state))

    def ranked(self, state: GameState) -> list[Choice]:
        phase = state.pending().phase
        if phase is Phase.DRAFT:
            ranked = self._drafts(state)
            return self._played_out(state, ranked)
        if phase is Phase.PLACE:
            return self._placements(state)
        return self.greedy.ranked(state, PROMISE * game_progress(state))

    def _next_tiles(self, state: GameState, taken: int) -> list[TileSpec]:
        """The tiles likely left for this player's next turn: the site without ``taken`` and the other
        players' likely picks (by what each tile would add to their boards). None when this is their last turn."""
        if not has_another_turn(state):
            return []
        left = [slot for slot in range(len(state.site)) if slot != taken]
        player = state.current
        promise = PROMISE * game_progress(state)
        for step in range(1, len(state.seats)):
            other = (player + step) % len(state.seats)
            if state.turn + step >= len(state.seats) or not left:
                break  # the round ends first
            gains = {slot: tile_gain(state.boards[other], state.tile(state.site[slot]), state.dragons, promise)[0]
                     for slot in left}
            left.remove(max(gains, key=gains.__getitem__))
        return [state.tile(state.site[slot]) for slot in left]

    def _score_tile(self, state: GameState, slot: int, tile: TileSpec) -> tuple[float, str, Optional[tuple]]:
        promise = PROMISE * game_progress(state)
        board = state.boards[state.current]
        options = placement_options(board, tile, state.dragons, promise, PLACEMENTS_LOOKED_AT)
        if not options:
            return 0.6, "it fits nowhere", None
        upcoming = self._next_tiles(state, slot)
        best = None
        for gain, after, cells in options:
            follow = max((tile_gain(after, t, state.dragons, promise)[0] for t in upcoming), default=0.0)
            total = gain + NEXT_TURN * follow
            if best is None or total > best[0]:
                best = (total, f"place {cells[0][0]},{cells[0][1]} {cells[1][0]},{cells[1][1]}: {gain:+.1f} now, "
                               f"{follow:+.1f} next turn", cells)
        return best

    def _drafts(self, state: GameState) -> list[Choice]:
        choices = []
        for action in state.pending().choices:
            tile_id = state.site[action.slot]
            total, reason, _ = self._score_tile(state, action.slot, state.tile(tile_id))
            choices.append(Choice(action, total, f"tile {tile_id}, then {reason}"))
        choices.extend(c for c in self.greedy.ranked(state, PROMISE * game_progress(state))
                       if isinstance(c.action, Trade))
        self.rng.shuffle(choices)
        choices.sort(key=lambda c: -c.value)
        return choices

    def _placements(self, state: GameState) -> list[Choice]:
        decision = state.pending()
        promise = PROMISE * game_progress(state)
        tile = state.tile(decision.tile or "")
        board = state.boards[state.current]
        upcoming = self._next_tiles(state, -1)
        choices = []
        for gain, after, cells in placement_options(board, tile, state.dragons, promise, len(decision.choices)):
            follow = max((tile_gain(after, t, state.dragons, promise)[0] for t in upcoming), default=0.0) \
                if len(choices) < PLACEMENTS_LOOKED_AT * 2 else 0.0
            action = next(a for a in decision.choices if a.cells == cells)
            choices.append(Choice(action, gain + NEXT_TURN * follow,
                                  f"{action}: {gain:+.1f} now, {follow:+.1f} next turn"))
        choices.sort(key=lambda c: -c.value)
        return choices

    def _played_out(self, state: GameState, ranked: list[Choice]) -> list[Choice]:
        """Among the best few, prefer the one whose futures (over reshuffled draws) end best."""
        options = ranked[: self.candidates]
        if len(options) <= 1 or self.budget <= 0:
            return ranked
        player = state.current
        deadline = time.perf_counter() + self.budget
        totals, counts = [0.0] * len(options), [0] * len(options)
        turn = 0
        while (time.perf_counter() < deadline or min(counts) == 0) and turn < 400:
            index = turn % len(options)
            turn += 1
            totals[index] += self._playout(state, options[index].action, player)
            counts[index] += 1
        best = max(range(len(options)), key=lambda i: totals[i] / counts[i])
        result = []
        for i, option in enumerate(options):
            mean = totals[i] / counts[i]
            result.append(Choice(option.action, option.value + (1e3 if i == best else 0.0),
                                 f"{option.reason}; {mean:+.1f} ahead on average over {counts[i]} playouts"))
        result.sort(key=lambda c: -c.value)
        return result + ranked[self.candidates:]

    def _playout(self, state: GameState, action: Action, player: int) -> float:
        probe = state.copy()
        self.rng.shuffle(probe.supply)  # the draws to come are unknown
        probe.apply(action)
        start = probe.round
        while not probe.over and probe.round < start + self.horizon:
            decision = probe.pending()
            current = probe.current
            if decision.phase is Phase.DRAFT:
                board = probe.boards[current]
                gains = [tile_gain(board, probe.tile(t), probe.dragons)[0] for t in probe.site]
                choice = decision.choices[max(range(len(gains)), key=gains.__getitem__)]
            else:
                choice = self.fast.best(probe, current, decision.choices)
            probe.apply(choice)
        return relative_value(probe, player, PROMISE * game_progress(probe))

    def choose(self, state: GameState) -> Action:
        ranked = self.ranked(state)
        self.last_reason = ranked[0].reason
        return ranked[0].action


def make_player(kind: str, seed: int = 0, budget: float = 0.0) -> Player:
    if kind == "random":
        return RandomPlayer(seed)
    if kind == "easy":
        return EasyPlayer(seed)
    if kind == "strong":
        return StrongPlayer(seed, budget=budget)
    raise ValueError(f"unknown player kind {kind!r}; one of {', '.join(PLAYER_KINDS)}")
