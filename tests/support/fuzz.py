"""How many examples a fuzz test tries (a few in the everyday suite, many more when ``DRAGONARIUM_FUZZ`` asks), and
the values and fields fuzz tests draw.

``DRAGONARIUM_FUZZ=deep`` (the soak in ``.ci/run``) multiplies every count written in the tests by ``DEEP``; the
everyday suite tries ``EVERYDAY`` of each count (at least one example), so that it stays within its time.
"""
from __future__ import annotations

import copy
import os

from hypothesis import strategies as st

DEEP = 5
EVERYDAY = 0.5


def examples(count: int) -> int:
    """``EVERYDAY`` of ``count`` examples (at least one), or ``DEEP`` times ``count`` in a deep run."""
    if os.environ.get("DRAGONARIUM_FUZZ") == "deep":
        return count * DEEP
    return max(1, round(count * EVERYDAY))


JUNK = st.one_of(st.none(), st.booleans(), st.integers(-10**30, 10**30), st.floats(allow_nan=True),
                 st.text(max_size=20), st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=5),
                                                                                          st.integers(), max_size=3))
"""Any value of the wrong kind for a field: none, a boolean, a huge number, a float, text, a list, a mapping."""


def paths_in_document(document, prefix=()):
    """The path (keys and indexes) of every value in a YAML document, the document's own (empty) first."""
    yield prefix
    if isinstance(document, dict):
        for key, value in document.items():
            yield from paths_in_document(value, prefix + (key,))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            yield from paths_in_document(value, prefix + (index,))


def drawn_field(document, data):
    """A copy of ``document`` and one of its fields, drawn: the copy, the mapping or list holding it, its key."""
    paths = [p for p in paths_in_document(document) if p]
    target = data.draw(st.sampled_from(paths))
    mutated = copy.deepcopy(document)
    holder = mutated
    for key in target[:-1]:
        holder = holder[key]
    return mutated, holder, target[-1]
