"""The ``dragonarium`` command (also ``python3 -m dragonarium``): the table, or one of the command-line tools."""
from __future__ import annotations

import sys
from typing import Optional, Sequence

from .collector import hold_collection, release_collection

TOOLS = frozenset({"validate-data", "legal", "replay", "score", "simulate", "render", "show", "lessons", "review",
                   "-h", "--help"})
"""Commands (and options) that do not open the table: they collect garbage as usual."""


def opens_table(argv: Sequence[str]) -> bool:
    """True when the command line (without the program name) opens the table: no command, or ``play``."""
    return not any(word in TOOLS for word in argv)


def main(argv: Optional[Sequence[str]] = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    if opens_table(words):
        hold_collection()  # released once the table's first frame is drawn
    try:
        from .cli import main as cli_main

        return cli_main(argv)
    finally:
        release_collection()


if __name__ == "__main__":
    sys.exit(main())
