"""Where games are saved: the user's data folder, the autosave, loading a save safely."""
from __future__ import annotations

from pathlib import Path

from .paths import user_data_home
from .rules import Catalog, Game, load_record, replay

AUTOSAVE_NAME = "autosave.yaml"


def data_home() -> Path:
    """The folder for saves and settings: ``$DRAGONARIUM_HOME``, else the platform's user data folder
    (``$XDG_DATA_HOME/dragonarium``, else ``~/.local/share/dragonarium`` on Linux; see ``paths``)."""
    return user_data_home()


def autosave_path() -> Path:
    return data_home() / AUTOSAVE_NAME


def load_game(path: Path, catalog: Catalog) -> Game:
    """A saved record, replayed; any problem raises a ``DragonariumError`` naming the file."""
    return replay(load_record(path, catalog), catalog)
