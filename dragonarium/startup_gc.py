"""Holding Python's garbage collector while the table starts, so start-up has no collection pauses.

Opening the table creates hundreds of thousands of objects (modules, the
catalog, the replayed game, the scene), and the cyclic garbage collector would
walk them all several times over while none of them is garbage. The table holds
the collector from the command's first line until its first frame is drawn, then
freezes what start-up made (``gc.freeze``) so later collections, during play,
skip those long-lived objects.
"""
from __future__ import annotations

import gc


def hold_collection() -> None:
    """Hold the garbage collector until ``release_collection``."""
    gc.disable()


def release_collection() -> None:
    """Start-up is over: keep what it made out of later collections, and collect again."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()
