"""The greedy core the computer players share: a choice with its value, the best placements of a tile, and
the options of a decision ranked by the value they lead to."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from dragonarium.rules import (Action, Board, Draft, GameState, Nest, Phase, Place, Terrain, TileSpec, Trade,
                               apply_placement, legal_placements, tile_name)
from dragonarium.bots.evaluation import DRAGON_OWED, board_value

ValueFn = Callable[[GameState, int], float]
ElementBonus = Callable[[GameState, Action, GameState, int], float]
"""What an element choice is worth beyond the state its walk ends in: (the state at the choice, the choice, the
state once the turn is settled, the player)."""


@dataclass
class Choice:
    """An action with the value it leads to and a reason in a few words."""

    action: Action
    value: float
    reason: str = ""
    cells: Optional[tuple] = None
    """For a tile to draft, where the player means to place it."""


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


def tile_gain(board: Board, tile: TileSpec, dragons: dict[Terrain, int], promise: float = 1.0) -> tuple[float, str]:
    """The best value a tile adds to a board (hatched dragons counted as owed), and where it goes."""
    options = placement_options(board, tile, dragons, promise, 1)
    if not options:
        return 0.6, "it fits nowhere"  # a tile that fits nowhere still gives a pillar and a stone
    gain, after, cells = options[0]
    return gain, f"{Place(cells)} (level {after.level(cells[0])})"


def in_one_order(state: GameState, actions: Sequence[Action]) -> Sequence[Action]:
    """``actions`` as a look-ahead plays them: at a nest where dragons of several types wait, only the first due's
    nests. Nesting them in either order reaches the same best tables (docs/PLAYERS.md), so the moves a player
    looks ahead to try one order, at half the cost; the nest decision itself weighs every order
    (``Greedy.outcomes``)."""
    decision = state.pending()
    if not decision.nest_types:
        return actions
    return [action for action in actions if not isinstance(action, Nest) or action.terrain is decision.terrain]


class Greedy:
    """Ranks the options of a decision by the value they lead to, finishing nests (and, for the element,
    the whole Assistant walk) greedily."""

    def __init__(self, value: ValueFn, rng: random.Random, element_bonus: Optional[ElementBonus] = None) -> None:
        self.value = value
        self.rng = rng
        self.element_bonus = element_bonus

    def settle(self, state: GameState, player: int, deep: bool) -> None:
        while not state.over and state.current == player:
            decision = state.pending()
            if decision.phase is Phase.DRAFT:
                return
            if not deep and decision.phase not in (Phase.NEST, Phase.EXTRA_DRAGON):
                return
            state.apply(self.best(state, player, decision.choices))

    def outcomes(self, state: GameState, player: int, deep: bool) -> list[tuple[Action, GameState, float]]:
        """Each choice of the decision, the state it leads to once settled, and that state's value."""
        found = []
        bonus = self.element_bonus if deep and state.pending().phase is Phase.ELEMENT else None
        for action in state.pending().choices:
            probe = state.copy()
            probe.apply(action)
            self.settle(probe, player, deep=deep)
            value = self.value(probe, player)
            if bonus is not None:
                value += bonus(state, action, probe, player)
            found.append((action, probe, value))
        return found

    def finish_turn(self, state: GameState, player: int) -> GameState:
        """The state once ``player`` has finished the turn greedily: nests, then the element whose whole
        Assistant walk ends best, then its stones."""
        while not state.over and state.current == player:
            decision = state.pending()
            if decision.phase is Phase.DRAFT:
                break
            if decision.phase is Phase.ELEMENT:
                best, best_value = state, -1e9
                for _, probe, value in self.outcomes(state, player, deep=True):
                    if value > best_value:
                        best, best_value = probe, value
                state = best
                continue
            state.apply(self.best(state, player, decision.choices))
        return state

    def best(self, state: GameState, player: int, actions: Sequence[Action]) -> Action:
        """The action of ``actions`` (one at least) whose outcome ``player`` values most (at a nest, in one order of
        the dragons waiting: ``in_one_order``)."""
        actions = in_one_order(state, actions)
        best, best_value = actions[0], -1e9
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
                if not isinstance(action, Draft):  # a draft decision's choices are drafts
                    continue
                tile = state.tile(state.site[action.slot])
                gain, where = tile_gain(board, tile, state.dragons, promise)
                choices.append(Choice(action, base + gain, f"{tile_name(tile)}, then {where}: {gain:+.1f}"))
        else:
            for action, _, value in self.outcomes(state, player, deep=decision.phase is Phase.ELEMENT):
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
