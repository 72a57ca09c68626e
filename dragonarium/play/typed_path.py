"""A path typed by a person (the start screen's Load box, the save dialog): the file meant, or why not.

``typed_path`` never raises: it gives the ``Path`` to read or write, or a
``Refusal`` naming what is wrong with it. ``~`` and ``~user`` are the home
folders; a relative path is taken from the folder the program was started in.
Saving never makes folders, so a file to write must be in a folder that is there.
"""
from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Optional, Union

from dragonarium.i18n import N_, _


class Purpose(Enum):
    """What the typed file is for."""

    LOAD = "load"
    SAVE = "save"


class Problem(Enum):
    """Why a typed path is refused."""

    EMPTY = "empty"
    UNKNOWN_USER = "unknown-user"
    NOT_A_NAME = "not-a-name"
    NO_FOLDER = "no-folder"
    NOT_A_FOLDER = "not-a-folder"
    IS_A_FOLDER = "is-a-folder"
    NOT_A_FILE = "not-a-file"


@dataclass(frozen=True)
class Refusal:
    """A typed path that is not used: the ``problem``, and the path (or part of it) it is about."""

    problem: Problem
    purpose: Purpose
    where: str = ""

    def words(self) -> str:
        """What to tell the person, as a sentence."""
        if self.problem is Problem.EMPTY:
            return (_("Type the path of a saved game to load.") if self.purpose is Purpose.LOAD
                    else _("Type the path of the file to save the game to."))
        return _(_WORDS[self.problem]).format(where=self.where)


_WORDS = {
    Problem.UNKNOWN_USER: N_("There is no user {where} on this computer."),
    Problem.NOT_A_NAME: N_("A file name cannot hold the character {where}."),
    Problem.NO_FOLDER: N_("There is no folder {where}."),
    Problem.NOT_A_FOLDER: N_("{where} is a file, not a folder."),
    Problem.IS_A_FOLDER: N_("{where} is a folder; type the name of a file."),
    Problem.NOT_A_FILE: N_("{where} is not a regular file (a pipe or a device)."),
}
"""What each problem but an empty path says."""


def typed_path(text: str, purpose: Purpose) -> Union[Path, Refusal]:
    """The file ``text`` names, for ``purpose``, or the ``Refusal`` saying why it is not used. For saving, its
    folder must be there; for either, it must not be a folder, a pipe or a device. Never raises."""
    text = text.strip()
    if not text:
        return Refusal(Problem.EMPTY, purpose)
    if "\0" in text:
        return Refusal(Problem.NOT_A_NAME, purpose, "NUL")
    if text.startswith("~"):
        expanded = os.path.expanduser(text)
        if expanded.startswith("~"):  # no such user (or no home folder at all)
            return Refusal(Problem.UNKNOWN_USER, purpose, text[1:].replace(os.sep, "/").split("/", 1)[0] or "~")
        text = expanded
    path = Path(text)
    try:
        return _checked(path, purpose)
    except (OSError, ValueError):  # a name the system refuses to look at: reading or writing will say why
        return path


def _checked(path: Path, purpose: Purpose) -> Union[Path, Refusal]:
    try:
        mode: Optional[int] = os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        mode = None
    if mode is not None and stat.S_ISDIR(mode):
        return Refusal(Problem.IS_A_FOLDER, purpose, str(path))
    if mode is not None and not stat.S_ISREG(mode):
        return Refusal(Problem.NOT_A_FILE, purpose, str(path))
    if mode is None and purpose is Purpose.SAVE:  # a file to make: its folder must be there
        return _folder_refusal(path.parent, purpose) or path
    return path  # a file to load that is not there: the reader says so, naming it


def _folder_refusal(folder: Path, purpose: Purpose) -> Optional[Refusal]:
    """None when ``folder`` is a folder; else the refusal: the part of it that is a file, or that it is not there."""
    if folder.is_dir():
        return None
    part = folder
    while not part.exists() and part.parent != part:
        part = part.parent
    if part.exists() and not part.is_dir():
        return Refusal(Problem.NOT_A_FOLDER, purpose, str(part))
    return Refusal(Problem.NO_FOLDER, purpose, str(folder))
