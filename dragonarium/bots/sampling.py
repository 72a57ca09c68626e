"""What a player can know of the supply, and orders of it consistent with that.

The supply is face down: a player sees the planning site, the tiles on every board, the tile drafted and the
tiles discarded, so the tiles still in the supply are the game's tiles less those, in an order nobody knows.
``unseen_tiles`` works them out from what is on the table alone (never by reading the supply), and
``determinized`` gives a copy of a state whose supply is one random order of them.
"""
from __future__ import annotations

import random
from collections import Counter

from dragonarium.rules import GameState, SquareLayer

__all__ = ["seen_tiles", "unseen_tiles", "determinized"]


def seen_tiles(state: GameState) -> Counter:
    """The game's tiles (not the starting tiles) a player can see: on the site, drafted, discarded or on a board."""
    seen: Counter = Counter(state.site)
    seen.update(state.discarded)
    if state.drafted is not None:
        seen[state.drafted] += 1
    for board in state.boards:
        # a tile has two squares, each a layer naming the tile; count it once
        seen.update({layer.tile for stack in board.stacks for layer in stack
                     if isinstance(layer, SquareLayer) and layer.part == 0})
    return seen


def unseen_tiles(state: GameState) -> list[str]:
    """The tiles no player can see, sorted: exactly what the supply holds, in some order."""
    left = Counter(tile.id for tile in state.catalog.tiles_for(len(state.seats)))
    left.subtract(seen_tiles(state))
    return sorted(tile for tile, count in left.items() for _ in range(max(0, count)))


def determinized(state: GameState, rng: random.Random, unseen: list[str]) -> GameState:
    """A copy of ``state`` whose supply is a random order of ``unseen`` (from ``unseen_tiles``), its log left
    empty: a playout reads no history, and copying it would cost the most."""
    probe = _bare_copy(state)
    supply = list(unseen)
    rng.shuffle(supply)
    probe.supply = supply
    return probe


def _bare_copy(state: GameState) -> GameState:
    log, state.log = state.log, []
    try:
        return state.copy()
    finally:
        state.log = log
