"""Where the games finished at the table are kept: a module of its own, so that the table names the folder when it
opens without loading the store."""
from __future__ import annotations

from pathlib import Path

from dragonarium.paths import user_data_home

FOLDER_NAME = "history"


def history_home() -> Path:
    """The history folder: ``history`` in the player's data folder (``$DRAGONARIUM_HOME`` first)."""
    return user_data_home() / FOLDER_NAME
