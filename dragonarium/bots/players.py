"""The computer players: random, easy (best immediate gain) and strong (looks ahead); ``bots.ladder`` makes any
level by its name.

A player is asked for one action at a time: ``choose(state)`` returns a legal
action of the current decision (or a Marble Quarry trade). Players work on
copies and never change the state they are given.
"""
from __future__ import annotations

import random
import time
from typing import Optional, Protocol, Sequence

from dragonarium.rules import (REFILL_WHEN_AT_MOST, ROUNDS, Action, ChooseElement, Draft, GameState, Phase, Place,
                               Terrain, TileSpec, Trade, tile_name)
from dragonarium.bots.evaluation import game_remaining, relative_value, state_value
from dragonarium.bots.greedy import Choice, ElementBonus, Greedy, ValueFn, placement_options, tile_gain

__all__ = ["Choice", "ElementBonus", "Greedy", "ValueFn", "placement_options", "tile_gain", "Player", "RandomPlayer",
           "EasyPlayer", "StrongPlayer", "promise_left", "has_another_turn", "solo_discard_slot"]


class Player(Protocol):
    name: str

    def choose(self, state: GameState) -> Action: ...


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        return self.rng.choice(state.legal_actions())


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
NEXT_TURN = 0.55
PLACEMENTS_LOOKED_AT = 16
PLAYED_THROUGH = 24
MOVE_TIME_LIMIT = 0.9
"""Seconds a strong move may take (``choose``): past 80 % of it only each tile's best placement is judged with
the move it leaves for next turn, past all of it no more moves are played through the rest of the turn. The move
under way is finished, so a move ends within about a tenth of a second of it: under the 1 s asked of every level
below the expert."""


def promise_left(state: GameState) -> float:
    """How much the strong player values a board's promise now: less as the game nears its end."""
    return PROMISE * game_remaining(state)


def has_another_turn(state: GameState) -> bool:
    """Whether the player to move will have a turn after this one."""
    if state.solo and state.round >= ROUNDS:
        return False
    if state.supply:
        return True
    still_to_draft = len(state.seats) - state.turn
    # the draft of this turn may already have happened (a placement is pending)
    if state.pending().phase is not Phase.DRAFT:
        still_to_draft -= 1
    left_at_round_end = len(state.site) - still_to_draft
    if state.solo:
        left_at_round_end -= 1  # the turn ends with a discard
    return left_at_round_end > REFILL_WHEN_AT_MOST[len(state.seats)]


def solo_discard_slot(state: GameState, element: Terrain) -> Optional[int]:
    """The site slot a solo turn discards once ``element`` moved the Assistant: the right-most tile with a square
    of that type (None when there is none and the discard comes from the supply)."""
    for slot in range(len(state.site) - 1, -1, -1):
        if any(square.terrain is element for square in state.tile(state.site[slot]).squares):
            return slot
    return None


class StrongPlayer:
    """Looks ahead. It judges a tile and where it goes together with the best move it leaves itself for its
    next turn (once the other players have taken what they most want), plays the most promising few through
    the rest of the turn (nests, element, stones) to judge them where the turn ends, and values promise (ready
    eggs, open squares, pillars) less as the game nears its end. In solo, where the element also picks the tile
    discarded from the site, an element is worth the best move the tiles it leaves give next turn. A move
    (``choose``) takes at most about ``time_limit`` seconds: near it the search narrows, past it it stops with the
    moves judged so far. With a time budget, it then plays out the rounds to come over the unknown draws to
    choose among its best few moves."""

    name = "strong"

    def __init__(self, seed: int = 0, budget: float = 0.0, candidates: int = 3, horizon: int = 2,
                 looked_at: int = PLACEMENTS_LOOKED_AT, played_through: int = PLAYED_THROUGH,
                 time_limit: float = MOVE_TIME_LIMIT) -> None:
        """``looked_at``: the placements of each tile judged with the move they leave for next turn;
        ``played_through``: the leading (tile, placement) pairs played to the end of the turn; ``time_limit``:
        the seconds ``choose`` may think (``ranked`` and ``value_of`` are never cut short)."""
        self.rng = random.Random(seed)
        self.budget = budget
        self.candidates = candidates
        self.horizon = horizon
        self.looked_at = looked_at
        self.played_through = played_through
        self.time_limit = time_limit
        self._deadline: Optional[float] = None
        self._follows: dict[tuple, dict[str, float]] = {}
        self.greedy = Greedy(self._value, self.rng, self._kept_for_next_turn)
        self.fast = Greedy(state_value, self.rng)
        self.last_reason = ""
        self._gains: tuple[Optional[GameState], tuple, list[float]] = (None, (), [])

    def _value(self, state: GameState, player: int) -> float:
        return state_value(state, player, promise_left(state))

    def _kept_for_next_turn(self, state: GameState, action: Action, after: GameState, player: int) -> float:
        """Solo: an element also chooses the tile discarded from the site, so it is worth the best move the tiles it
        leaves give next turn (nothing in games with other players)."""
        if not state.solo or not isinstance(action, ChooseElement) or not has_another_turn(state):
            return 0.0
        gone = solo_discard_slot(state, action.element.terrain)
        known = self._follows.get((state.drafted, state.placed))  # found while judging the placement
        if known is not None and all(tile in known for tile in state.site):
            return NEXT_TURN * max((known[tile] for slot, tile in enumerate(state.site) if slot != gone), default=0.0)
        # each tile judged once per decision, on the board before the walk; the state is held, so no other takes its id
        key = (state.round, tuple(state.site))
        if self._gains[0] is not state or self._gains[1] != key:
            promise = promise_left(state)
            self._gains = (state, key, [tile_gain(state.boards[player], state.tile(tile), state.dragons, promise)[0]
                                   for tile in state.site])
        return NEXT_TURN * max((gain for slot, gain in enumerate(self._gains[2]) if slot != gone), default=0.0)

    def _late(self, share: float = 1.0) -> bool:
        """Whether ``share`` of the time a move may take has gone (never, outside ``choose``)."""
        return self._deadline is not None and time.perf_counter() > self._deadline - (1 - share) * self.time_limit

    def ranked(self, state: GameState) -> list[Choice]:
        self._follows = {}
        phase = state.pending().phase
        if phase is Phase.DRAFT:
            ranked = self._drafts(state)
            return self._played_out(state, ranked)
        if phase is Phase.PLACE:
            return self._placements(state)
        return self.greedy.ranked(state, promise_left(state))

    def next_tiles(self, state: GameState, taken: int,
                   known: Optional[dict[tuple[int, int], float]] = None) -> list[TileSpec]:
        """The tiles likely left for this player's next turn: the site without ``taken`` and the other
        players' likely picks (by what each tile would add to their boards). None when this is their last turn.
        ``known`` keeps what each (other player, slot) was found to gain, for the next call on the same state."""
        if not has_another_turn(state):
            return []
        known = {} if known is None else known
        left = [slot for slot in range(len(state.site)) if slot != taken]
        player = state.current
        promise = promise_left(state)
        for step in range(1, len(state.seats)):
            other = (player + step) % len(state.seats)
            if state.turn + step >= len(state.seats) or not left:
                break  # the round ends first
            for slot in left:
                if (other, slot) not in known:
                    known[other, slot] = tile_gain(state.boards[other], state.tile(state.site[slot]), state.dragons,
                                                   promise)[0]
            left.remove(max(left, key=lambda slot: known[other, slot]))
        return [state.tile(state.site[slot]) for slot in left]

    def _candidates(self, state: GameState, tile: TileSpec, upcoming: list[TileSpec],
                    keep: int) -> list[tuple[float, tuple, str]]:
        """The ``keep`` best placements of a tile with the best move they leave for next turn, given the
        tiles likely left then: (estimate, cells, reason)."""
        promise = promise_left(state)
        board = state.boards[state.current]
        found = []
        looked_at = 1 if self._late(0.8) else self.looked_at
        for index, (gain, after, cells) in enumerate(placement_options(board, tile, state.dragons, promise, keep)):
            follow = 0.0
            if index < looked_at:
                gains = {t.id: tile_gain(after, t, state.dragons, promise)[0] for t in upcoming}
                follow = max(gains.values(), default=0.0)
                if state.solo:
                    self._follows[tile.id, cells] = gains
            found.append((gain + NEXT_TURN * follow, cells,
                          f"{Place(cells)}: {gain:+.1f} now, {follow:+.1f} next turn"))
        found.sort(key=lambda item: -item[0])
        return found

    def _played_through(self, state: GameState, lead: Sequence[tuple[Action, tuple]],
                        upcoming: dict[int, list[TileSpec]]) -> list[Choice]:
        """Plays each leading (draft or placement, cells) through the rest of the turn and judges where it
        ends, with the best move it leaves for next turn."""
        player = state.current
        promise = promise_left(state)
        base = self._value(state, player)
        choices: list[Choice] = []
        for action, cells in lead:
            if choices and self._late():
                break
            probe = state.copy()
            what = str(Place(cells))
            if isinstance(action, Draft):
                what = f"{tile_name(state.tile(state.site[action.slot]))}, then {what}"
                probe.apply(action)
            probe.apply(Place(cells))
            probe = self.greedy.finish_turn(probe, player)
            now = self._value(probe, player) - base
            tiles = upcoming[action.slot if isinstance(action, Draft) else -1]
            if state.solo and len(probe.discarded) > len(state.discarded):  # the element chose the discard
                gone = probe.discarded[len(state.discarded)]
                tiles = [tile for tile in tiles if tile.id != gone]
            follow = max((tile_gain(probe.boards[player], t, probe.dragons, promise)[0] for t in tiles), default=0.0)
            choices.append(Choice(action, now + NEXT_TURN * follow,
                                  f"{what}: {now:+.1f} this turn, {follow:+.1f} next turn", cells))
        choices.sort(key=lambda c: -c.value)
        return choices

    def _drafts(self, state: GameState) -> list[Choice]:
        estimates = []
        upcoming: dict[int, list[TileSpec]] = {}
        fits_nowhere = []
        known: dict[tuple[int, int], float] = {}
        for action in state.pending().choices:
            if not isinstance(action, Draft):  # a draft decision's choices are drafts
                continue
            tile = state.tile(state.site[action.slot])
            upcoming[action.slot] = self.next_tiles(state, action.slot, known)
            found = self._candidates(state, tile, upcoming[action.slot], self.looked_at)
            if not found:
                fits_nowhere.append(Choice(action, 0.6, f"{tile_name(tile)}, which fits nowhere"))
            for estimate, cells, reason in found:
                estimates.append((estimate, action, cells, f"{tile_name(tile)}, then {reason}"))
        estimates.sort(key=lambda item: -item[0])
        lead = self._played_through(state, [(a, cells) for _, a, cells, _ in estimates[:self.played_through]], upcoming)
        played = {(choice.action, choice.cells) for choice in lead}
        seen = set()
        choices = []
        for choice in lead:  # one choice per tile, best first
            if choice.action not in seen:
                seen.add(choice.action)
                choices.append(choice)
        for estimate, action, cells, reason in estimates:
            if action not in seen and (action, cells) not in played:
                seen.add(action)
                choices.append(Choice(action, estimate - 1e3, reason, cells))
        choices.extend(fits_nowhere)
        choices.sort(key=lambda c: -c.value)
        choices.extend(c for c in self.greedy.ranked(state, promise_left(state))
                       if isinstance(c.action, Trade))
        return choices

    def _placements(self, state: GameState) -> list[Choice]:
        decision = state.pending()
        tile = state.tile(decision.tile or "")
        upcoming = self.next_tiles(state, -1)
        found = self._candidates(state, tile, upcoming, len(decision.choices))
        actions = {a.cells: a for a in decision.choices if isinstance(a, Place)}
        lead = [(actions[cells], cells) for _, cells, _ in found[:self.played_through]]
        choices = self._played_through(state, lead, {-1: upcoming})
        played = {choice.cells for choice in choices}
        choices.extend(Choice(actions[cells], estimate - 1e3, reason)
                       for estimate, cells, reason in found if cells not in played)
        return choices

    def value_of(self, state: GameState, action: Action) -> Choice:
        """``action``, a choice of the pending decision, valued the way ``ranked`` values the choices it plays
        through, even one ``ranked`` only estimates: a tile with its best placements, a placement through the rest
        of the turn (game review measures a move against the best this way)."""
        self._follows = {}
        phase = state.pending().phase
        if phase is Phase.DRAFT and isinstance(action, Draft):
            tile = state.tile(state.site[action.slot])
            upcoming = {action.slot: self.next_tiles(state, action.slot)}
            found = self._candidates(state, tile, upcoming[action.slot], PLACEMENTS_LOOKED_AT)
            if not found:
                return Choice(action, 0.6, f"{tile_name(tile)}, which fits nowhere")
            return self._played_through(state, [(action, cells) for _, cells, _ in found], upcoming)[0]
        if phase is Phase.PLACE and isinstance(action, Place):
            return self._played_through(state, [(action, action.cells)], {-1: self.next_tiles(state, -1)})[0]
        for choice in self.greedy.ranked(state, promise_left(state)):
            if choice.action == action:
                return choice
        raise ValueError(f"{action} is not a choice of the pending decision")

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
        return relative_value(probe, player, promise_left(probe))

    def choose(self, state: GameState) -> Action:
        self._deadline = time.perf_counter() + self.time_limit
        try:
            ranked = self.ranked(state)
        finally:
            self._deadline = None
        self.last_reason = ranked[0].reason
        return ranked[0].action
