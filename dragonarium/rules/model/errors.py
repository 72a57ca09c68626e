"""The small family of errors the rules engine raises.

Every error a user can cause is a ``DragonariumError`` (a ``ValueError``), and
its message says what was wrong and where. Besides ``DataError`` below, the family
holds ``engine.illegal.IllegalAction`` (an illegal action, carrying its
``refusal.Refusal`` values), ``notation.ActionSyntaxError`` (an action's text),
``notation.NotationError`` (a square's short form) and ``record.ReplayError``
(a record's illegal action).
"""
from __future__ import annotations


class DragonariumError(ValueError):
    """Base of every error caused by bad input or an illegal request."""


class DataError(DragonariumError):
    """A data, record, position or save file is malformed.

    The message names the file, the entry and the field.
    """

    def __init__(self, source: str, where: str, problem: str) -> None:
        self.source = source
        self.where = where
        self.problem = problem
        location = f"{source}: {where}" if where else source
        super().__init__(f"{location}: {problem}")

