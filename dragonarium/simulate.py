"""Whole games played by computer players, for the command line, tests and benchmarks."""
from __future__ import annotations

from typing import Optional, Sequence

from .bots.players import Player, make_player
from .rules import Catalog, Game, Seat


def play_game(catalog: Catalog, seats: Sequence[Seat], seed: int,
              players: Optional[Sequence[Player]] = None) -> Game:
    """Play one whole game from ``seed``; each seat's player picks its actions (random by default)."""
    game = Game(catalog, seats, seed)
    chosen = list(players) if players else [make_player("random", seed * 7 + i) for i in range(len(seats))]
    while not game.over:
        game.apply(chosen[game.state.current].choose(game.state))
    return game
