"""What an event changed, so the screen redraws each part at most once per event."""
from __future__ import annotations

from enum import Flag, auto


class Change(Flag):
    """Parts of the screen an event made stale."""

    NONE = 0
    POINTER = auto()
    """What follows the pointer: the held tile's ghost and its verdict, the hover panel."""
    PANEL = auto()
    """Texts, buttons, switches and decision marks (highlights, hint, legal map), the table unchanged."""
    TABLE = auto()
    """The game's state: the scene, the scores and everything shown of them."""
    ALL = POINTER | PANEL | TABLE
