"""Checking what a command is asked to write, and with what, before any work is done.

A picture's path must end in ``.png`` and name a file (not a folder, a pipe
or a device) in a folder that exists and can be written; a folder of records is made if its
parent exists; numbers given on the command line must be finite and in range.
Each problem is a ``DragonariumError`` naming the option.
"""
from __future__ import annotations

import math
import os
from pathlib import Path

from dragonarium.i18n import _, ngettext
from dragonarium.rules import MAX_SEED, DragonariumError, quoted

MAX_BUDGET = 60.0
"""Most seconds a strong player may think about one tile choice in ``simulate``."""


def check_file_out(path: Path, option: str, suffix: str) -> Path:
    """A file to write: it ends in ``suffix``, is not a folder, a pipe or a device, and its folder exists and can
    be written."""
    if path.is_dir():
        raise DragonariumError(_("{option} {path} is a folder; give the file to write, ending in {suffix}").format(
            option=option, path=path, suffix=suffix))
    if path.exists() and not path.is_file():
        raise DragonariumError(_("{option} {path} is not a regular file (a pipe or a device); give a file to "
                                 "write").format(option=option, path=path))
    if path.suffix.lower() != suffix:
        raise DragonariumError(_("{option} {path}: the file written is {kind}, so its name ends in {suffix}").format(
            option=option, path=path, kind=suffix[1:].upper(), suffix=suffix))
    _writable_folder(path.parent if str(path.parent) else Path("."), option)
    return path


def check_folder_out(path: Path, option: str) -> Path:
    """A folder to write files into: made when its parent exists; refused when it is a file."""
    if path.exists() and not path.is_dir():
        raise DragonariumError(_("{option} {path} is a file; give a folder to write into").format(option=option,
                                                                                                  path=path))
    if not path.exists():
        _writable_folder(path.parent if str(path.parent) else Path("."), option)
        try:
            path.mkdir()
        except OSError as error:
            raise DragonariumError(_("{option} {path}: cannot make this folder ({problem})").format(
                option=option, path=path, problem=error.strerror)) from None
    _writable_folder(path, option)
    return path


def _writable_folder(folder: Path, option: str) -> None:
    if not folder.is_dir():
        raise DragonariumError(_("{option}: there is no folder {folder}").format(option=option, folder=folder))
    if not os.access(folder, os.W_OK | os.X_OK):
        raise DragonariumError(_("{option}: cannot write in {folder} (permission denied)").format(option=option,
                                                                                                  folder=folder))


def check_budget(seconds: float, typed: str = "") -> float:
    """``simulate --budget``: a number of seconds from 0 to ``MAX_BUDGET``; a refusal quotes ``typed``, the text
    the value was read from, as it was typed (else the value, unrounded)."""
    if not math.isfinite(seconds) or not 0 <= seconds <= MAX_BUDGET:
        raise DragonariumError(_("--budget is a number of seconds from 0 to {most:g}, not {value}").format(
            most=MAX_BUDGET, value=quoted(typed, 60) if typed else repr(seconds)))
    return seconds


def check_seeds(first: int, games: int) -> None:
    """``simulate --seed`` and ``--games``: every game's seed (counting up from ``first``) from 0 to
    ``MAX_SEED``."""
    if games < 1:
        raise DragonariumError(_("--games must be at least 1"))
    if first < 0 or first + games - 1 > MAX_SEED:
        raise DragonariumError(ngettext("--seed: seeds are whole numbers from 0 to {most}; {count} game from seed "
                                        "{first} goes past them",
                                        "--seed: seeds are whole numbers from 0 to {most}; {count} games from seed "
                                        "{first} go past them", games).format(most=MAX_SEED, count=games,
                                                                              first=first))
