"""Driving whole games with random legal choices, for tests."""
from __future__ import annotations

import random

from dragonarium.rules.files.catalog import load_catalog
from dragonarium.rules.engine.game import Game, Seat
from dragonarium.rules.model.actions import Nest

CATALOG = load_catalog()


def seats(count: int, side: str = "library") -> list[Seat]:
    return [Seat(f"P{i + 1}", side) for i in range(count)]


def new_game(count: int, seed: int = 1, side: str = "library") -> Game:
    return Game(CATALOG, seats(count, side), seed)


def play_random(game: Game, seed: int, on_decision=None, orders: bool = False) -> Game:
    """Play to the end choosing uniformly among the legal actions. Where dragons of several types wait to nest,
    the first due nests first unless ``orders``: so a seed plays the game it played before the player chose the
    order of nests (tests pin some of these games)."""
    rng = random.Random(seed)
    while not game.over:
        decision = game.pending()
        if on_decision is not None:
            on_decision(game, decision)
        choices = game.legal_actions()
        if decision.nest_types and not orders:
            choices = tuple(action for action in choices
                            if not isinstance(action, Nest) or action.terrain is decision.terrain)
        game.apply(rng.choice(choices))
    return game
