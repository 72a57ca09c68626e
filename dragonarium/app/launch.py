"""``dragonarium`` / ``dragonarium play``: open the table in a window, or explain how to go headless."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

from ..rules.components import Catalog
from .window import NO_DISPLAY_MESSAGE, configure, has_display


def launch(catalog: Catalog, record: Optional[Path] = None) -> int:
    """Open the window and run until it closes; with no display, say how to render instead."""
    if not has_display():
        print(NO_DISPLAY_MESSAGE, file=sys.stderr)
        return 1
    if record is not None:
        from ..saves import load_game

        load_game(record, catalog)  # a bad file is refused here, before any window opens
    configure(offscreen=False)
    from direct.showbase.ShowBase import ShowBase

    from .table_app import TableApp

    try:
        base = ShowBase()
    except Exception as error:  # Panda3D raises a bare Exception when no window can open
        print(f"{NO_DISPLAY_MESSAGE}\n({error})", file=sys.stderr)
        return 1
    TableApp(base, catalog, record)
    base.run()
    return 0


