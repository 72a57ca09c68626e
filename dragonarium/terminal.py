"""Text for the terminal: what the commands print never carries control characters from a file.

A name or a field read from a file could hold an escape sequence (colours, a
cleared screen) or a line break that fakes a line of output. Every character
that is not printable is written as its escape instead: ``\\x1b``, ``\\n``,
``\\u202e``. Only the line breaks the commands print themselves stay.
"""
from __future__ import annotations

import sys
from contextlib import contextmanager
from typing import Iterator, TextIO


def escaped(text: str, keep: str = "") -> str:
    """``text`` with each character that is not printable (and not in ``keep``) shown as its escape."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() or char in keep else
                   char.encode("unicode_escape").decode("ascii") for char in text)


class EscapingStream:
    """A text stream writing to ``stream`` with every control character escaped, line breaks kept."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        self.stream.write(escaped(text, keep="\n"))
        return len(text)

    def flush(self) -> None:
        self.stream.flush()

    def __getattr__(self, name: str):
        return getattr(self.stream, name)


@contextmanager
def escaping_output() -> Iterator[None]:
    """Within the block, what is printed to standard output and standard error is escaped."""
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = EscapingStream(sys.stdout), EscapingStream(sys.stderr)  # type: ignore[assignment]
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved
