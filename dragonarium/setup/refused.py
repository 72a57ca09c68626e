"""The error an edit the table refuses raises: the reason as a value, worded when read."""
from __future__ import annotations

from typing import Optional

from dragonarium.rules import Catalog, DragonariumError
from dragonarium.setup.edit_words import reason_text
from dragonarium.setup.reasons import Reason


class EditRefused(DragonariumError):
    """An edit the table refuses; ``reason`` says why, as a value. ``str()`` words it in the language in use
    (naming tiles by their squares from ``catalog``, when given)."""

    def __init__(self, reason: Reason, catalog: Optional[Catalog] = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.catalog = catalog

    def __str__(self) -> str:
        return reason_text(self.reason, self.catalog)
