"""Which sound goes with what happens at the table, as values: a ``Cue`` for each kind of change.

The sounds themselves are files under ``sounds/``, one per cue (``scripts/make_sounds.py`` makes them); the app
plays the cues this module names, and knows nothing of what they stand for.
"""
from __future__ import annotations

from enum import Enum


class Cue(Enum):
    """A short sound; its value names its file, ``sounds/<value>.wav``."""

    TILE_PICKED = "tile-picked"
    """A tile is taken from the planning site."""
    TILE_TURNED = "tile-turned"
    """The held tile turns a quarter turn."""
    TILE_PLACED = "tile-placed"
    """A tile settles on a board."""
    REFUSED = "refused"
    """A click or a key the rules (or the moment) refuse."""
    STONE = "stone"
    """A stone lands on an egg's space: the Assistant's, a stone of choice, a trade's."""
    LOST = "lost"
    """Something that cannot come: a stone with no space, a dragon with none left, a tile that fits nowhere."""
    HATCHED = "hatched"
    """An egg hatches."""
    NESTED = "nested"
    """A dragon nests on its square."""
    ROUND_ENDED = "round-ended"
    GAME_OVER = "game-over"

    @property
    def file_name(self) -> str:
        return f"{self.value}.wav"
