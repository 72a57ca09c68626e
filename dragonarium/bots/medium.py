"""The medium player: the strong player's look-ahead, searched narrower, with some turns played for the gain
right away.

At each of its drafts it decides, by its own seeded draw, how it plays the turn: with probability ``slip`` like
the easy player (the best immediate gain, for every decision of that turn), otherwise like the strong player with
a narrower search (``looked_at`` placements of each tile judged with the move they leave, ``played_through``
pairs played through the turn). The same seed gives the same choices.
"""
from __future__ import annotations

import random
from typing import Optional

from dragonarium.rules import Action, GameState, Phase
from dragonarium.bots.players import EasyPlayer, StrongPlayer

__all__ = ["SLIP", "MEDIUM_LOOKED_AT", "MEDIUM_PLAYED_THROUGH", "MediumPlayer"]

SLIP = 0.35
"""The share of its turns the medium player plays like the easy one."""
MEDIUM_LOOKED_AT = 4
MEDIUM_PLAYED_THROUGH = 4


class MediumPlayer:
    """Plays most turns with a narrow strong search, the others for the immediate gain (see the module)."""

    name = "medium"

    def __init__(self, seed: int = 0, slip: float = SLIP, looked_at: int = MEDIUM_LOOKED_AT,
                 played_through: int = MEDIUM_PLAYED_THROUGH) -> None:
        self.rng = random.Random(seed)
        self.slip = slip
        self.strong = StrongPlayer(seed, looked_at=looked_at, played_through=played_through)
        self.easy = EasyPlayer(seed + 1)
        self._turn: Optional[tuple[int, int, bool]] = None
        """(round, player, played like the easy one) for the turn under way."""

    def easy_turn(self, state: GameState) -> bool:
        """Whether this turn is played like the easy player: drawn once per turn, at its draft."""
        key = (state.round, state.current)
        if self._turn is None or self._turn[:2] != key or state.pending().phase is Phase.DRAFT:
            self._turn = (*key, self.rng.random() < self.slip)
        return self._turn[2]

    def choose(self, state: GameState) -> Action:
        return (self.easy if self.easy_turn(state) else self.strong).choose(state)
