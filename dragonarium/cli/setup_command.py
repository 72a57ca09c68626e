"""The ``setup`` command: an edit list builds a table, written as a position every command reads."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from dragonarium.i18n import _
from dragonarium.cli.outputs import check_file_out
from dragonarium.cli.terminal import escaped
from dragonarium.rules import dump_yaml, load_catalog, load_game_file, read_text_file, write_yaml
from dragonarium.setup import EditLineError, build, from_state, to_position

USER_ERROR = 2
MAX_EDITS_BYTES = 1 << 20
"""The largest edit list read (1 MiB, as for every file the program reads)."""


def add_setup(commands: Any) -> None:
    """The ``setup`` command and its options, under ``commands`` (argparse's sub-parsers)."""
    setup = commands.add_parser("setup", help=_("build a table from an edit list and write it as a position"))
    setup.add_argument("edits", type=Path, metavar=_("EDITS"),
                       help=_("the edit list: one edit a line, # comments and blank lines allowed "
                              "(docs/FORMAT.md, \"Edit lists\")"))
    setup.add_argument("--from", dest="start", type=Path, metavar=_("FILE"),
                       help=_("start from this position or game record (default: two players on the Library "
                              "side, each with a starting tile)"))
    setup.add_argument("--out", type=Path, required=True, metavar=_("POSITION.yaml"),
                       help=_("the position file to write"))
    setup.set_defaults(run=run_setup)


def run_setup(args: argparse.Namespace) -> int:
    """Build the table; on a bad edit say ``EDITS:LINE: the edit: the reason`` and write nothing."""
    catalog = load_catalog(args.data) if args.data else load_catalog()
    out = check_file_out(args.out, "--out", ".yaml")
    _raw, text = read_text_file(args.edits, MAX_EDITS_BYTES)
    start = from_state(load_game_file(args.start, catalog)[0]) if args.start is not None else None
    try:
        table = build(text.splitlines(), catalog, start, complete=True)
    except EditLineError as error:
        where = f"{args.edits}:{error.number}" if error.number else str(args.edits)
        said = f"{where}: {error.line}: {error.problem}" if error.line else f"{where}: {error.problem}"
        print(escaped(said), file=sys.stderr)
        return USER_ERROR
    write_yaml(out, dump_yaml(to_position(table)))
    print(_("wrote {file}").format(file=escaped(str(out))))
    return 0
