"""Writing a file in one step: a reader finds its old content or the new, never a torn file.

The content goes to a temporary file beside the target (``.NAME.PID.XXXXXXXX.tmp``),
is flushed to the disk, and replaces the target in one rename. The new file keeps
the mode of the one it replaces; a new file gets the mode the umask gives. The
target's folder must exist (saving never makes folders), and a target that is
not a regular file (a folder, a pipe, a device) is refused before anything is
written: a pipe would hang the writer, and a rename would put a file in its place.

A process killed in the middle leaves its temporary file behind; every write
removes, in the folder it writes to, the temporary files of this naming whose
process is gone (or that are older than ``STALE_SECONDS``), so they never pile up.
"""
from __future__ import annotations

import errno
import os
import re
import stat
import time
from pathlib import Path
from typing import Optional, Union

from dragonarium.i18n import _

STALE_SECONDS = 600.0
"""A temporary file this old is left over whatever its process: a write takes well under a second."""

_TEMPORARY = re.compile(r"\..+\.([0-9]{1,9})\.[a-z0-9_]{6,12}\.tmp")
"""The name of a temporary file of ``write_atomic``: ``.NAME.PID.XXXXXXXX.tmp``."""

_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)


def write_atomic(path: Union[str, Path], content: Union[str, bytes], *, durable: bool = True) -> None:
    """Write ``content`` (text is written as UTF-8) so that ``path`` holds either its old content or the new,
    never a torn file. Any failure raises an ``OSError`` naming ``path``, and leaves ``path`` as it was.

    ``durable=False`` leaves out the flush to the disk before the rename: quicker, but after a system crash the
    file may be found empty or cut, so only for a file whose reader checks it and can do without it (a parse-cache
    entry)."""
    target = Path(path)
    data = content.encode("utf-8") if isinstance(content, str) else content
    mode = _mode_to_keep(target)
    remove_leftovers(target)
    handle, temporary = _create_temporary(target)
    try:
        try:
            if mode is not None:
                _chmod(handle, temporary, mode)
            with os.fdopen(handle, "wb") as stream:
                handle = -1
                stream.write(data)
                stream.flush()
                if durable:
                    os.fsync(stream.fileno())
            if os.stat(temporary).st_size != len(data):
                raise OSError(errno.EIO, _("the file written is not whole"))
            os.replace(temporary, target)
        except OSError as error:
            raise _naming(error, target) from None
    except BaseException:
        if handle >= 0:
            os.close(handle)
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def not_a_regular_file(path: Path) -> OSError:
    """The refusal of a write to ``path``, a pipe or a device."""
    return OSError(errno.EINVAL, _("not a regular file (a pipe or a device), so it is not written"), str(path))


def leftovers(target: Path) -> list[Path]:
    """The temporary files of writes to ``target`` that did not finish, whoever made them."""
    prefix = _prefix(target)
    return [path for path in _temporaries(target.parent) if path.name.startswith(prefix)]


def remove_leftovers(target: Path, now: float = 0.0) -> int:
    """Remove, in ``target``'s folder, the temporary files of interrupted writes (to any file): those whose
    process has ended, and any older than ``STALE_SECONDS``; another process's write in progress is left alone.
    Returns how many went."""
    now = now or time.time()
    removed = 0
    for path in _temporaries(target.parent):
        match = _TEMPORARY.fullmatch(path.name)
        pid = int(match.group(1)) if match else None
        try:
            if is_stale(path, pid, now):
                path.unlink()
                removed += 1
        except OSError:
            pass  # gone already, or not ours to remove
    return removed


def is_stale(path: Path, pid: Optional[int], now: float) -> bool:
    """True when the temporary file ``path`` written by process ``pid`` (None: unknown) is left over: its process
    is gone, or it is older than ``STALE_SECONDS``. Raises ``OSError`` when it cannot be looked at."""
    if now - path.stat().st_mtime > STALE_SECONDS:
        return True
    return pid is None or (pid != os.getpid() and not _alive(pid))


def _temporaries(folder: Path) -> list[Path]:
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    return [folder / name for name in names if _TEMPORARY.fullmatch(name)]


def _mode_to_keep(target: Path) -> Optional[int]:
    """The permission bits of the file ``target`` replaces (None when there is none); refuses a target that is
    not a regular file."""
    try:
        status = os.stat(target)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise _naming(error, target) from None
    if stat.S_ISDIR(status.st_mode):
        raise OSError(errno.EISDIR, os.strerror(errno.EISDIR), str(target))
    if not stat.S_ISREG(status.st_mode):
        raise not_a_regular_file(target)
    return stat.S_IMODE(status.st_mode)


def _create_temporary(target: Path) -> tuple[int, str]:
    """A new temporary file beside ``target``, open for writing. Made with mode 0666 so that the umask decides
    its mode, as for any new file (``tempfile.mkstemp`` would make it 0600)."""
    for _attempt in range(100):
        name = str(target.parent / f"{_prefix(target)}{os.getpid()}.{os.urandom(4).hex()}.tmp")
        try:
            return os.open(name, _FLAGS, 0o666), name
        except FileExistsError:
            continue
        except OSError as error:
            raise _naming(error, target) from None
    raise OSError(errno.EEXIST, os.strerror(errno.EEXIST), str(target))


def _chmod(handle: int, name: str, mode: int) -> None:
    if hasattr(os, "fchmod"):
        os.fchmod(handle, mode)
    else:  # pragma: no cover - Windows
        os.chmod(name, mode)


def _naming(error: OSError, target: Path) -> OSError:
    """``error`` as raised for ``target`` (not for the temporary file): what people are told names their file."""
    return OSError(error.errno, error.strerror or str(error), str(target))


def _prefix(target: Path) -> str:
    return f".{target.name}."


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
