"""How good a board is for its owner: points now, plus what the board promises."""
from __future__ import annotations

from typing import Callable

from dragonarium.rules import Board, GameState, SquareLayer, Terrain, total_points

READY_EGG = 1.6
READY_ROYAL_EGG = 4.0
STONE_PLACED = 0.45
PILLAR = 0.5
MAX_PILLARS_VALUED = 4
OPEN_TOP = 0.12
DRAGON_OWED = 2.0


def board_value(board: Board, dragons_left: dict[Terrain, int], promise: float = 1.0) -> float:
    """Points as scored now, plus ``promise`` times what the board promises: eggs ready to hatch, stones on
    the way, pillars and squares still open to stack on."""
    points = float(total_points(board))
    value = 0.0
    for stack, dragons in zip(board.stacks, board.dragons):
        if not stack or dragons:
            continue
        top = stack[-1]
        if not isinstance(top, SquareLayer):
            continue
        egg = top.square.egg
        if egg is None or top.hatched:
            value += OPEN_TOP
        elif None not in top.stones:  # top.ready, spelt out: this loop runs for every board a strong move judges
            if dragons_left.get(egg.terrain, 0) > 0:
                value += READY_ROYAL_EGG if egg.terrain is Terrain.ROYAL else READY_EGG
            value += OPEN_TOP
        else:
            value += STONE_PLACED * (len(top.stones) - top.stones.count(None))
    value += PILLAR * min(MAX_PILLARS_VALUED, board.pillars + board.fresh_pillars)
    return points + promise * value


def game_remaining(state: GameState) -> float:
    """How much of the game remains, from 1 at the start to 0 when the last tile is taken."""
    total = len(state.catalog.tiles_for(len(state.seats)))
    return min(1.0, (len(state.supply) + len(state.site)) / max(1, total))


def state_value(state: GameState, player: int, promise: float = 1.0) -> float:
    """A player's board value, plus dragons owed to them right now (hatched, still to nest)."""
    value = board_value(state.boards[player], state.dragons, promise)
    if state.current == player:
        value += DRAGON_OWED * state.dragons_owed()
    return value


def relative_value(state: GameState, player: int, promise: float = 1.0) -> float:
    """Own value less the best opponent's (own value alone in solo)."""
    return lead(state, player, lambda seat: state_value(state, seat, promise))


def lead(state: GameState, player: int, value: Callable[[int], float]) -> float:
    """``value`` of ``player``'s seat less the best other seat's (its own alone in solo)."""
    own = value(player)
    others = [value(other) for other in range(len(state.boards)) if other != player]
    return own - max(others) if others else own
