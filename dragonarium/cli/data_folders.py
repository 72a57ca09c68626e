"""The lessons and puzzles folders of the data in use: ``--data DIR``'s, else ``$DRAGONARIUM_DATA``'s, else the
shipped ones; for the commands that list or check them, and for the table."""
from __future__ import annotations

from pathlib import Path
from typing import Optional, TypedDict


def lessons_folder(data: Optional[Path]) -> Path:
    from dragonarium.lessons import lessons_dir

    return lessons_dir(data)


def puzzles_folder(data: Optional[Path]) -> Path:
    from dragonarium.puzzles.files import puzzles_dir

    return puzzles_dir(data)


class TableFolders(TypedDict):
    """The folders of lessons and of puzzles, as ``launch`` takes them (None: the table finds them itself)."""

    lessons: Optional[Path]
    puzzles: Optional[Path]


def table_folders(data: Optional[Path]) -> TableFolders:
    """The lessons and puzzles folders the table lists, as ``launch`` takes them: ``data``'s; without ``data``
    None, and the table finds them itself when they are asked for (the lessons and puzzles packages, some tens of
    ms to import, are not loaded to open a game)."""
    if data is None:
        return {"lessons": None, "puzzles": None}
    return {"lessons": lessons_folder(data), "puzzles": puzzles_folder(data)}
