"""The error an illegal action raises: the refusals as values, worded only when the error is read."""
from __future__ import annotations

from dragonarium.rules.model.errors import DragonariumError
from dragonarium.rules.model.refusal import Refusal, Rule
from dragonarium.rules.text.refusal_words import refusals_text


class IllegalAction(DragonariumError):
    """An action breaks one rule or more; nothing was changed.

    ``refusals`` says which rules, on which cells, with the facts that break them (a placement may break several).
    Its text (``str``) is the refusals in the language in use at the moment it is read."""

    def __init__(self, *refusals: Refusal) -> None:
        if not refusals:
            raise ValueError("an illegal action breaks at least one rule")
        super().__init__(*refusals)
        self.refusals: tuple[Refusal, ...] = refusals

    def __str__(self) -> str:
        return refusals_text(self.refusals)

    @property
    def reason(self) -> str:
        """The refusals in words, in the language in use (``str`` of the error)."""
        return str(self)

    @property
    def rule(self) -> Rule:
        """The first rule broken."""
        return self.refusals[0].rule
