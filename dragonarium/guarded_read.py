"""The one way the program reads a file it did not just write: a cache entry, a data file, a saved game, the
settings, a history entry, a message catalog, a model, a texture, a sound or a font.

A file is read only when it is a small regular file. The name is looked at first (``stat``, following a link to
what it names), then opened without blocking and looked at again through the open handle (``fstat``), so that a
FIFO, a device (``/dev/zero``, a link to it), a folder or a file larger than the limit is refused before a byte is
read, and a file swapped for one of those in between is refused too. At most ``limit`` bytes are ever read, so a
file that grows while it is read cannot take unbounded memory.

A refusal is a value: ``FileRefused`` carries the path, the ``Refusal`` kind and the facts (the limit, the
system's words for an error), and is an ``OSError``, so that a caller that already gives up on an unreadable
file gives up on a refused one the same way. Words are made by whoever shows it (``rules/files/yamlfile.py``
names the file in a ``DataError``; the message catalogs in a ``CatalogError``).
"""
from __future__ import annotations

import errno
import os
import stat
from enum import Enum
from pathlib import Path
from typing import Union

_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)


class Refusal(Enum):
    """Why a file was not read."""

    CANNOT_OPEN = "cannot-open"
    """It is missing or cannot be opened or read (``FileRefused.problem`` says what the system said)."""
    FOLDER = "folder"
    NOT_REGULAR = "not-regular"
    """A FIFO, a socket or a device: reading it could wait for ever or never end."""
    TOO_LARGE = "too-large"
    NOT_TEXT = "not-text"
    """Its bytes are not text in the expected encoding (``read_text``)."""


class FileRefused(OSError):
    """A file the guarded reader would not read, and why."""

    def __init__(self, path: Union[str, Path], refusal: Refusal, limit: int = 0, problem: str = "",
                 code: int = errno.EINVAL) -> None:
        super().__init__(code, problem or refusal.value, str(path))
        self.path = str(path)
        self.refusal = refusal
        self.limit = limit
        self.problem = problem


def read_file(path: Union[str, Path], limit: int) -> bytes:
    """All the bytes of the regular file ``path``, which must hold at most ``limit`` bytes; ``FileRefused``
    otherwise (nothing is read from a file that is not regular, and never more than ``limit`` bytes)."""
    try:
        named = os.stat(path)
        _check(path, named.st_mode, limit, named.st_size)
        handle = os.open(path, _OPEN_FLAGS)
    except FileRefused:
        raise
    except OSError as error:
        raise FileRefused(path, Refusal.CANNOT_OPEN, limit, error.strerror or str(error), error.errno or 0) from None
    try:
        status = os.fstat(handle)
        _check(path, status.st_mode, limit, status.st_size)
        chunks = []
        left = limit + 1  # one byte more than allowed tells a file that grew past the limit
        while left > 0:
            chunk = os.read(handle, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except FileRefused:
        raise
    except OSError as error:
        raise FileRefused(path, Refusal.CANNOT_OPEN, limit, error.strerror or str(error), error.errno or 0) from None
    finally:
        os.close(handle)
    data = b"".join(chunks)
    if len(data) > limit:
        raise FileRefused(path, Refusal.TOO_LARGE, limit)
    return data


def read_text(path: Union[str, Path], limit: int, encoding: str = "utf-8") -> tuple[bytes, str]:
    """The bytes of the regular file ``path`` (``read_file``) and their text in ``encoding``; ``FileRefused``
    (``Refusal.NOT_TEXT``) when they are not text in it."""
    raw = read_file(path, limit)
    try:
        return raw, raw.decode(encoding)
    except UnicodeDecodeError:
        raise FileRefused(path, Refusal.NOT_TEXT, limit, encoding) from None


def _check(path: Union[str, Path], mode: int, limit: int, size: int) -> None:
    if stat.S_ISDIR(mode):
        raise FileRefused(path, Refusal.FOLDER, limit, code=errno.EISDIR)
    if not stat.S_ISREG(mode):
        raise FileRefused(path, Refusal.NOT_REGULAR, limit)
    if size > limit:
        raise FileRefused(path, Refusal.TOO_LARGE, limit, code=errno.EFBIG)
