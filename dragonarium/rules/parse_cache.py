"""A cache of parsed data files, so the table and the commands start without parsing YAML again.

The component data (tiles, boards) changes only with a new version, yet was
parsed at every start. Parsed data is kept as ``marshal`` bytes (which holds
only plain values and never runs code) under the content's SHA-256, in
``$DRAGONARIUM_CACHE``, else the platform's user cache folder
(``$XDG_CACHE_HOME/dragonarium``, else ``~/.cache/dragonarium`` on Linux), the
``KEEP`` most recently used. A file whose bytes changed has another key; a cache
entry that cannot be read or written is ignored, and the file is parsed.
"""
from __future__ import annotations

import hashlib
import marshal
import os
import sys
from pathlib import Path
from typing import Any, Callable

from ..paths import user_cache_home

KEEP = 64
"""Entries kept: writing one more removes the least recently used."""

FORMAT = f"yaml-{sys.version_info[0]}.{sys.version_info[1]}-m{marshal.version}"
"""Part of every key: an entry written by another Python is never read."""


def cache_dir() -> Path:
    return user_cache_home()


def cached_parse(raw: bytes, parse: Callable[[], Any]) -> Any:
    """What ``parse()`` gives for a file of bytes ``raw``: from the cache when it was parsed before."""
    entry = cache_dir() / f"{hashlib.sha256(FORMAT.encode() + raw).hexdigest()}.marshal"
    try:
        data = marshal.loads(entry.read_bytes())
        os.utime(entry)  # recently used
        return data
    except (OSError, EOFError, ValueError, TypeError):
        pass
    data = parse()  # errors are raised before anything is written
    try:
        blob = marshal.dumps(data)
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
