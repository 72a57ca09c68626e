"""Whole games played by computer choosers, for the command line, tests and benchmarks."""
from __future__ import annotations

import random
from typing import Callable, Optional, Sequence

from .rules.actions import Action
from .rules.components import Catalog
from .rules.game import Game, GameState, Seat

Chooser = Callable[[GameState, random.Random], Action]


def random_choice(state: GameState, rng: random.Random) -> Action:
    """Any legal action, uniformly (Marble Quarry trades included)."""
    return rng.choice(state.legal_actions())


def play_game(catalog: Catalog, seats: Sequence[Seat], seed: int,
              choosers: Optional[Sequence[Chooser]] = None) -> Game:
    """Play one whole game from ``seed``; each seat's chooser picks its actions."""
    game = Game(catalog, seats, seed)
    rng = random.Random(seed ^ 0x5EED)
    pick = list(choosers) if choosers else [random_choice] * len(seats)
    while not game.over:
        state = game.state
        game.apply(pick[state.current](state, rng))
    return game
