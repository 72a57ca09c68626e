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
parsed. An entry begins with the CRC-32 of the rest, checked before anything
else is read, so a damaged entry is never believed; an entry that cannot be read
or written, or says anything unexpected, is ignored, and the file is parsed.

An entry is read through the guarded reader (``guarded_read``), so one replaced by a FIFO, a link to a device or
a huge (or sparse) file is ignored at once, without waiting or reading more than ``MAX_ENTRY_BYTES``, and the next
write replaces it.

An entry is written by ``storage.atomic``'s writer (a temporary file beside it,
renamed), left unflushed (a cut entry is caught by its CRC-32); a write that
fails leaves nothing behind, and the temporary files of killed writes are
removed by a later write, as are the ``NAME.PID.part`` files earlier versions
wrote. An entry that is not a regular file (a FIFO, a link) is removed first,
so the write replaces it.
"""
from __future__ import annotations

import marshal
import os
import stat
import sys
import time
import zlib
from pathlib import Path
from typing import Any, Callable, Optional

from dragonarium.guarded_read import read_file
from dragonarium.paths import user_cache_home
from dragonarium.storage.atomic import is_stale, write_atomic

KEEP = 256
"""Entries kept: writing one more removes the least recently used."""

FORMAT = f"yaml-{sys.version_info[0]}.{sys.version_info[1]}-m{marshal.version}-c1"
"""Part of every entry's name and held in it: an entry written by another Python (or in another layout) is never
used."""

MAX_ENTRY_BYTES = 16 << 20
"""Largest entry read (the guarded reader refuses a larger one, a FIFO or a device, and the file is parsed)."""

MISSING = object()
"""What ``unpack`` gives for an entry that is not to be used."""

_CHECK = 4
"""Bytes of the CRC-32 at the head of an entry."""


def cache_dir() -> Path:
    return user_cache_home()


def pack(raw: bytes, data: Any) -> bytes:
    """The entry for a file of bytes ``raw`` parsed as ``data`` (``ValueError`` for a value marshal cannot hold)."""
    blob = marshal.dumps((FORMAT, raw, data))
    return zlib.crc32(blob).to_bytes(_CHECK, "big") + blob


def unpack(entry: bytes, raw: bytes) -> Any:
    """The data an entry holds for a file of bytes ``raw``; ``MISSING`` when it is damaged, of another file or
    format, or cannot be read at all. Never raises."""
    try:
        blob = entry[_CHECK:]
        if len(entry) <= _CHECK or zlib.crc32(blob) != int.from_bytes(entry[:_CHECK], "big"):
            return MISSING
        form, source, data = marshal.loads(blob)
        return data if form == FORMAT and source == raw else MISSING
    except Exception:  # noqa: BLE001 - whatever the bytes say, an entry is only ever ignored
        return MISSING


def cached_parse(raw: bytes, parse: Callable[[], Any]) -> Any:
    """What ``parse()`` gives for a file of bytes ``raw``: from the cache when it was parsed before."""
    entry = cache_dir() / f"{len(raw)}-{zlib.crc32(raw, zlib.crc32(FORMAT.encode())):08x}.marshal"
    try:
        data = unpack(read_file(entry, MAX_ENTRY_BYTES), raw)
        if data is not MISSING:
            os.utime(entry)  # recently used
            return data
    except OSError:
        pass
    data = parse()  # errors are raised before anything is written
    try:
        content = pack(raw, data)
    except ValueError:  # a value marshal cannot hold (a timestamp): parse it each time
        return data
    _store(entry, content)
    return data


def _store(entry: Path, content: bytes) -> None:
    """Write an entry in one step; a failure leaves nothing behind (the cache is only ever a help)."""
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        try:
            if not stat.S_ISREG(os.lstat(entry).st_mode):
                os.unlink(entry)  # a FIFO or a link, which the writer refuses to write over (a folder stays)
        except FileNotFoundError:
            pass
        write_atomic(entry, content, durable=False)
        _prune(entry.parent)
    except OSError:
        pass


def _prune(folder: Path) -> None:
    """Remove the least recently used entries beyond ``KEEP``, and the parts that earlier versions' writes killed
    midway left (the writer removes its own temporary files of killed writes)."""
    now = time.time()
    entries = []
    for item in os.scandir(folder):
        try:
            if item.name.endswith(".marshal"):
                entries.append((item.stat().st_mtime_ns, item.path))
            elif item.name.endswith(".part") and is_stale(Path(item.path), _writer(item.name), now):
                os.unlink(item.path)
        except OSError:
            pass  # removed meanwhile by another process's write
    for _mtime, stale in sorted(entries, reverse=True)[KEEP:]:
        Path(stale).unlink(missing_ok=True)


def _writer(part: str) -> Optional[int]:
    """The process id in a part's name (``NAME.PID.part``), or None."""
    pid = part.rsplit(".", 2)[-2] if part.count(".") >= 2 else ""
    return int(pid) if pid.isascii() and pid.isdigit() and len(pid) < 10 else None
