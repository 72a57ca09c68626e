"""The ``dragonarium`` command (also ``python3 -m dragonarium``, and the built app's executable): the table, or one
of the command-line tools.

Imports are absolute: the built app runs this file as its main script, outside the package.
"""
from __future__ import annotations

import sys
from typing import Optional, Sequence, TextIO

from dragonarium.startup_gc import hold_collection, release_collection
from dragonarium.paths import is_built, log_file

TOOLS = frozenset({"validate-data", "legal", "replay", "score", "simulate", "render", "show", "lessons", "review",
                   "-h", "--help"})
"""Commands (and options) that do not open the table: they collect garbage as usual."""


def opens_table(argv: Sequence[str]) -> bool:
    """True when the command line (without the program name) opens the table: no command, or ``play``."""
    return not any(word in TOOLS for word in argv)


def writes_to_log(platform: str, built: bool, stream: Optional[TextIO]) -> bool:
    """True for a built app on Windows or macOS whose error stream is no terminal (it was double-clicked): what
    it prints would be lost."""
    if not built or platform not in ("win32", "darwin"):
        return False
    try:
        return stream is None or not stream.isatty()
    except (OSError, ValueError):
        return True


def log_output() -> None:
    """Send what a double-clicked built app prints (messages, tracebacks) to ``paths.log_file()``, renewed at
    each start; nothing changes when the file cannot be written."""
    if not writes_to_log(sys.platform, is_built(), sys.stderr):
        return
    path = log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        stream = open(path, "w", encoding="utf-8", buffering=1)
    except OSError:
        return
    sys.stdout = sys.stderr = stream


def main(argv: Optional[Sequence[str]] = None) -> int:
    if argv is None:
        log_output()
    words = sys.argv[1:] if argv is None else argv
    if opens_table(words):
        hold_collection()  # released once the table's first frame is drawn
    try:
        from dragonarium.cli.commands import main as cli_main
        from dragonarium.cli.terminal import closed_pipe_quiet

        return closed_pipe_quiet(lambda: cli_main(argv))
    finally:
        release_collection()


if __name__ == "__main__":
    sys.exit(main())
