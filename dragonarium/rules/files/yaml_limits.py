"""How much a YAML document may hold before it is refused, and how a refusal says where in the file it is."""
from __future__ import annotations

from typing import Optional

from dragonarium.i18n import _

MAX_DEPTH = 64
"""Deepest nesting of lists and mappings accepted; deeper documents are refused."""

MAX_NODES = 20_000
"""Most values (scalars, lists, mappings) in one document; a record of the longest game holds far fewer."""

MAX_NUMBER_LENGTH = 40
"""Longest number read, in characters; longer ones are refused before they are converted."""


def line_of(line: int, column: Optional[int] = None) -> str:
    """Where in a file, as errors name it: ``line 3``, ``line 3, column 7``."""
    if column is None:
        return _("line {line}").format(line=line)
    return _("line {line}, column {column}").format(line=line, column=column)
