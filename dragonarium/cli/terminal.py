"""Text for the terminal: what the commands print never carries control characters from a file, and
``argparse`` speaks the language in use.

A name or a field read from a file could hold an escape sequence (colours, a
cleared screen) or a line break that fakes a line of output. Every character
that is not printable is written as its escape instead: ``\\x1b``, ``\\n``,
``\\u202e``. Only the line breaks the commands print themselves stay. And a
terminal that cannot show a character (a Windows console in cp1252, a C locale)
gets its escape too, rather than an error (``tolerant_output``).
"""
from __future__ import annotations

import argparse
import os
import sys
from contextlib import contextmanager
from typing import Callable, Iterator, TextIO

from dragonarium.i18n import N_, ngettext
from dragonarium.i18n import _ as translate


def escaped(text: str, keep: str = "") -> str:
    """``text`` with each character that is not printable (and not in ``keep``) shown as its escape."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() or char in keep else
                   char.encode("unicode_escape").decode("ascii") for char in text)


def tolerant_output() -> None:
    """From now on standard output and standard error write a character their encoding lacks (a Greek name on a
    cp1252 console, French in a C locale) as its escape, ``\\u03b1``, instead of failing."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is None:
            continue
        try:
            reconfigure(errors="backslashreplace")
        except (ValueError, OSError):
            pass  # a stream that cannot change (detached, closed) is left as it is


PIPE_CLOSED = 141
"""The exit status of a command whose output nobody reads any more (``dragonarium simulate ... | head -c 1``):
128 + SIGPIPE, what a shell reports for a command a closed pipe stopped."""


def closed_pipe_quiet(command: Callable[[], int]) -> int:
    """``command()``'s exit status once what it printed is flushed; ``PIPE_CLOSED`` when the reader of its output
    went away, said nowhere: standard output is pointed at the null device, so that Python's own flush at exit
    has nothing to complain of (no "Exception ignored ... BrokenPipeError", no exit status 120)."""
    try:
        status = command()
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        try:
            nowhere = os.open(os.devnull, os.O_WRONLY)
            os.dup2(nowhere, sys.stdout.fileno())
            os.close(nowhere)
        except (OSError, ValueError, AttributeError):
            pass  # a standard output without a file (replaced, closed): nothing is flushed to it at exit
        return PIPE_CLOSED


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
    sys.stdout, sys.stderr = EscapingStream(sys.stdout), EscapingStream(sys.stderr)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved


ARGPARSE_WORDS = (
    N_("usage: "), N_("positional arguments"), N_("options"), N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"), N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"), N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"), N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"), N_("expected at most one argument"), N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"), N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"), N_("one of the arguments %s is required"),
)
"""The words of Python's ``argparse`` a person reads in ``--help`` and in a mistake on the command line, marked
for our catalog (argparse writes its placeholders the ``%`` way, kept as they are)."""


@contextmanager
def argparse_speaking() -> Iterator[None]:
    """Within the block, ``argparse`` says its own words (``usage:``, ``options``, ``error:``) in the language in
    use: it looks them up through the module's ``_`` and ``ngettext``, which the block points at our catalog."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = translate, ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]
