"""A game's seed: the whole number that decides every shuffle, from 0 to ``MAX_SEED``."""
from __future__ import annotations

from typing import Any, Optional

from dragonarium.i18n import _
from dragonarium.rules.model.errors import DragonariumError
from dragonarium.rules.model.plain_text import quoted, whole_number

MAX_SEED = (1 << 63) - 1
"""Seeds run from 0 to 2^63 - 1, the range a record holds."""

def check_seed(seed: Any) -> int:
    """A seed as given to a game: a whole number from 0 to ``MAX_SEED``."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise DragonariumError(_("a seed is a whole number from 0 to {most}, not {value}").format(
            most=MAX_SEED, value=quoted(seed)))
    return seed


def parse_seed(text: str) -> Optional[int]:
    """A seed typed as text; None when the text is blank (a random seed is drawn)."""
    text = text.strip()
    if not text:
        return None
    value = whole_number(text)
    if value is None or value > MAX_SEED:
        raise DragonariumError(_("a seed is a whole number from 0 to {most}, not {value}").format(
            most=MAX_SEED, value=quoted(text)))
    return value
