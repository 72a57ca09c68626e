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
    configure(offscreen=False)
    from .table_app import TableApp

    app = TableApp(catalog, record)
    app.run()
    return 0
