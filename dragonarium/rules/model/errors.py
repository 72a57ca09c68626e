"""The small family of errors the rules engine raises.

Every error a user can cause is a ``DragonariumError`` (a ``ValueError``), and
its message says what was wrong and where. Besides ``DataError`` below (whose
``kind``, a ``DataProblem``, says as a value what its words say), the family
holds ``engine.illegal.IllegalAction`` (an illegal action, carrying its
``refusal.Refusal`` values), ``notation.ActionSyntaxError`` (an action's text),
``notation.NotationError`` (a square's short form) and ``record.ReplayError``
(a record's illegal action).
"""
from __future__ import annotations

from enum import Enum


class DataProblem(str, Enum):
    """What is wrong with a file or one of its fields, as a value (the error's words say it to people); the values
    are stable ids."""

    MISSING_FIELD = "missing-field"
    """A field that must be given is not."""
    UNKNOWN_FIELD = "unknown-field"
    """A field nothing reads: a typo, or one this version does not know."""
    WRONG_KIND = "wrong-kind"
    """A value of the wrong kind or shape: text for a number, a list for a mapping, a cell that is not a pair."""
    OUT_OF_RANGE = "out-of-range"
    """A number or a cell outside what it may be: below the minimum, above the maximum, off the grid."""
    NOT_FINITE = "not-finite"
    """``.nan``, ``.inf`` or ``-.inf`` where a number is wanted."""
    UNKNOWN_CHOICE = "unknown-choice"
    """A word that is none of the choices (an unknown value of a list of names, an unknown element)."""
    DUPLICATE = "duplicate"
    """A key, an id, a name or a cell given twice."""
    WRONG_COUNT = "wrong-count"
    """A list with too few or too many entries (no tiles, three squares on a tile)."""
    INCONSISTENT = "inconsistent"
    """Fields each right alone that do not go together (an egg on a pillar square, ranks out of order)."""
    TOO_LARGE = "too-large"
    """A file larger than its limit, a number too long or too large to read, too many values or too deep."""
    NOT_READABLE = "not-readable"
    """A file that is not read: a folder, a pipe or a device, not UTF-8 text, or a failed read."""
    BAD_YAML = "bad-yaml"
    """Text that is not YAML the program reads: a syntax error, an alias, a control character, a Python tag."""
    MISSING_FILE = "missing-file"
    """A file the data needs is not there (no board side, no default side)."""
    OTHER = "other"
    """Any other problem, said only in words."""


class DragonariumError(ValueError):
    """Base of every error caused by bad input or an illegal request."""


class DataError(DragonariumError):
    """A data, record, position or save file is malformed.

    The message names the file, the entry and the field; ``kind`` says what is wrong as a value.
    """

    def __init__(self, source: str, where: str, problem: str, *, kind: DataProblem = DataProblem.OTHER) -> None:
        self.source = source
        self.where = where
        self.problem = problem
        self.kind = kind
        location = f"{source}: {where}" if where else source
        super().__init__(f"{location}: {problem}")

