"""Writing a file in one step: a reader finds its old content or the new, never a torn file.

The text goes to a temporary file beside the target (``.NAME.PID.XXXX.tmp``),
is flushed to the disk, and replaces the target in one rename. A process
killed in the middle leaves its temporary file behind; the next write to the
same target removes those whose process is gone (or that are older than
``STALE_SECONDS``), so they never pile up.
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Union

STALE_SECONDS = 600.0
"""A temporary file this old is left over whatever its process: a write takes well under a second."""


def write_atomic(path: Union[str, Path], text: str) -> None:
    """Write ``text`` so that ``path`` holds either its old content or the new, never a torn file."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    remove_leftovers(target)
    handle, temporary = tempfile.mkstemp(prefix=f"{_prefix(target)}{os.getpid()}.", suffix=".tmp",
                                         dir=target.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def leftovers(target: Path) -> list[Path]:
    """The temporary files of writes to ``target`` that did not finish, whoever made them."""
    prefix = _prefix(target)
    try:
        names = os.listdir(target.parent)
    except OSError:
        return []
    return [target.parent / name for name in names if name.startswith(prefix) and name.endswith(".tmp")]


def remove_leftovers(target: Path, now: float = 0.0) -> int:
    """Remove the temporary files of interrupted writes to ``target``: those whose process has ended, and any
    older than ``STALE_SECONDS``; another process's write in progress is left alone. Returns how many went."""
    now = now or time.time()
    removed = 0
    for path in leftovers(target):
        pid = _writer(path, _prefix(target))
        try:
            stale = now - path.stat().st_mtime > STALE_SECONDS
            if stale or pid is None or (pid != os.getpid() and not _alive(pid)):
                path.unlink()
                removed += 1
        except OSError:
            pass  # gone already, or not ours to remove
    return removed


def _prefix(target: Path) -> str:
    return f".{target.name}."


def _writer(path: Path, prefix: str) -> Union[int, None]:
    """The process id a temporary file's name holds (None for a name without one)."""
    pid = path.name[len(prefix):].split(".", 1)[0]
    return int(pid) if pid.isascii() and pid.isdigit() and len(pid) < 10 else None


def _alive(pid: int) -> bool:
    """True when a process ``pid`` is running (or may be: one that is not ours to signal, or any process where
    signal 0 does not merely probe)."""
    if os.name != "posix":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True
