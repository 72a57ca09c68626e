"""Where games are saved: the user's data folder, the autosave, loading a save safely."""
from __future__ import annotations

import os
from pathlib import Path

from .rules import Catalog, Game, load_record, replay

AUTOSAVE_NAME = "autosave.yaml"


def data_home() -> Path:
    """The folder for saves: ``$DRAGONARIUM_HOME``, else ``$XDG_DATA_HOME/dragonarium``, else ~/.local/share."""
    override = os.environ.get("DRAGONARIUM_HOME")
    if override:
        return Path(override)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "dragonarium"


def autosave_path() -> Path:
    return data_home() / AUTOSAVE_NAME


def load_game(path: Path, catalog: Catalog) -> Game:
    """A saved record, replayed; any problem raises a ``DragonariumError`` naming the file."""
    return replay(load_record(path, catalog), catalog)
