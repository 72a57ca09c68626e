"""Driving whole games with random legal choices, for tests."""
from __future__ import annotations

import random

from dragonarium.rules.files.catalog import load_catalog
from dragonarium.rules.engine.game import Game, Seat

CATALOG = load_catalog()


def seats(count: int, side: str = "library") -> list[Seat]:
    return [Seat(f"P{i + 1}", side) for i in range(count)]


def new_game(count: int, seed: int = 1, side: str = "library") -> Game:
    return Game(CATALOG, seats(count, side), seed)


def play_random(game: Game, seed: int, on_decision=None) -> Game:
    """Play to the end choosing uniformly among the legal actions."""
    rng = random.Random(seed)
    while not game.over:
        decision = game.pending()
        if on_decision is not None:
            on_decision(game, decision)
        game.apply(rng.choice(game.legal_actions()))
    return game
