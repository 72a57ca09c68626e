"""How many examples a fuzz test tries: a few in the everyday suite, many more when ``DRAGONARIUM_FUZZ`` asks.

``DRAGONARIUM_FUZZ=deep`` (the soak in ``.ci/run``) multiplies every count by ``DEEP``; the everyday suite keeps to
the counts written in the tests, so that it stays within its time.
"""
from __future__ import annotations

import os

DEEP = 5


def examples(count: int) -> int:
    """``count`` examples, or ``DEEP`` times as many in a deep run."""
    return count * DEEP if os.environ.get("DRAGONARIUM_FUZZ") == "deep" else count
