"""What the grading evaluator finds for a puzzle file's two moves, kept in the parse cache (``storage.parse_cache``)
so that checking the shipped puzzles again costs nothing while neither the file nor the evaluator changed.

The expert's estimate of a move plays it out over sampled orders of the supply: checking some sixty puzzles takes
seconds, and ``validate-data`` (with every test that runs it) checks them all. Its values depend on the file, on the
code that plays the game and grades it (the rules engine, the computer players, the grading) and on the component
data, so an entry is kept under the bytes of all of them: a change to any one finds the values anew. Where those
sources cannot be read (a built app that carries only compiled code), nothing is kept.
"""
from __future__ import annotations

import zlib
from functools import lru_cache
from pathlib import Path
from typing import Callable, Optional

import dragonarium
from dragonarium.guarded_read import read_file
from dragonarium.storage.parse_cache import cached_parse

MAX_SOURCE_BYTES = 1 << 20
"""Largest source or data file read for the fingerprint (a larger one, a FIFO or a device: nothing is kept)."""

SOURCES = ("rules", "bots", "puzzles")
"""The package's folders whose code decides a puzzle's values."""


@lru_cache(maxsize=8)
def fingerprint(data: Path) -> Optional[bytes]:
    """The CRC-32 of the code that values a puzzle and of the component data in ``data``, with their names; None
    when a source is not there to read. Read once a process for each data folder."""
    package = Path(dragonarium.__file__).resolve().parent
    files = [path for folder in SOURCES for path in sorted((package / folder).rglob("*.py"))]
    files += sorted(data.glob("*.yaml")) + sorted((data / "boards").glob("*.yaml"))
    if not any(path.suffix == ".py" for path in files):
        return None
    crc = 0
    try:
        for path in files:
            crc = zlib.crc32(path.name.encode() + b"\0" + read_file(path, MAX_SOURCE_BYTES), crc)
    except OSError:
        return None
    return f"puzzle-values {len(files)} {crc:08x}\n".encode()


def found_values(source: str, judge_name: str, find: Callable[[], list[float]]) -> list[float]:
    """``find()`` for the puzzle file ``source`` (what the evaluator ``judge_name`` finds for its moves), from the
    parse cache when the file, the code and the component data are those it was found with."""
    path = Path(source)
    try:
        raw = read_file(path, MAX_SOURCE_BYTES)
    except OSError:
        return find()
    known = fingerprint(path.resolve().parent.parent)
    if known is None:
        return find()
    return cached_parse(known + judge_name.encode() + b"\0" + raw, lambda: [float(value) for value in find()])
