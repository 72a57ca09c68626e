"""The kinds of decision a game waits for (each kind of action says which it answers)."""
from __future__ import annotations

from enum import Enum


class Phase(str, Enum):
    """The kind of decision the game is waiting for."""

    DRAFT = "draft"
    PLACE = "place"
    FALLBACK_STONE = "fallback-stone"
    NEST = "nest"
    EXTRA_DRAGON = "extra-dragon"
    ELEMENT = "element"
    STONE = "stone"
    REWARD_STONE = "reward-stone"
    OVER = "over"
