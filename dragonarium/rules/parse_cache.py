"""A cache of parsed data files, so the table and the commands start without parsing YAML again.

The component data (tiles, boards) changes only with a new version, and a save
or the settings change only when this program writes them, yet every file was
parsed at every start. Parsed data is kept as ``marshal`` bytes (which holds
only plain values and never runs code), together with the very bytes it was
parsed from, in ``$DRAGONARIUM_CACHE``, else the platform's user cache folder
(``$XDG_CACHE_HOME/dragonarium``, else ``~/.cache/dragonarium`` on Linux), the
``KEEP`` most recently used. An entry is named by the file's length and CRC-32
(no hashing library to load at start-up) and used only when the bytes it holds
are the file's, so a changed file, or another file with the same name, is
parsed; a cache entry that cannot be read or written is ignored, and the file
is parsed.
"""
from __future__ import annotations

import marshal
import os
import sys
import zlib
from pathlib import Path
from typing import Any, Callable

from ..paths import user_cache_home

KEEP = 64
"""Entries kept: writing one more removes the least recently used."""

FORMAT = f"yaml-{sys.version_info[0]}.{sys.version_info[1]}-m{marshal.version}"
"""Part of every entry's name and held in it: an entry written by another Python is never used."""


def cache_dir() -> Path:
    return user_cache_home()


def cached_parse(raw: bytes, parse: Callable[[], Any]) -> Any:
    """What ``parse()`` gives for a file of bytes ``raw``: from the cache when it was parsed before."""
    entry = cache_dir() / f"{len(raw)}-{zlib.crc32(raw, zlib.crc32(FORMAT.encode())):08x}.marshal"
    try:
        form, source, data = marshal.loads(entry.read_bytes())
        if form == FORMAT and source == raw:
            os.utime(entry)  # recently used
            return data
    except (OSError, EOFError, ValueError, TypeError):
        pass
    data = parse()  # errors are raised before anything is written
    try:
        blob = marshal.dumps((FORMAT, raw, data))
    except ValueError:  # a value marshal cannot hold (a timestamp): parse it each time
        return data
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        partial = entry.with_name(f"{entry.name}.{os.getpid()}.part")
        partial.write_bytes(blob)
        os.replace(partial, entry)
        _prune(entry.parent)
    except OSError:
        pass
    return data


def _prune(folder: Path) -> None:
    """Remove the least recently used entries beyond ``KEEP``."""
    entries = sorted(folder.glob("*.marshal"), key=lambda path: path.stat().st_mtime_ns, reverse=True)
    for stale in entries[KEEP:]:
        stale.unlink(missing_ok=True)
