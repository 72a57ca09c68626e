"""Where things are: the shipped files (data, models, textures, sounds, fonts, catalogs) and the player's own folders.

The shipped files sit at the root of a source checkout, or beside the executable of an app built with
Panda3D's ``build_apps`` (in ``Contents/Resources`` of a macOS app bundle), where every module's ``__file__``
is the executable itself. The player's folders are each platform's own, from ``platformdirs``: XDG on Linux
(``~/.local/share/dragonarium`` and ``~/.cache/dragonarium`` unless ``$XDG_DATA_HOME`` or ``$XDG_CACHE_HOME``
say otherwise), ``%LOCALAPPDATA%\\dragonarium`` on Windows, ``~/Library/Application Support/dragonarium`` and
``~/Library/Caches/dragonarium`` on macOS; ``$DRAGONARIUM_HOME`` and ``$DRAGONARIUM_CACHE`` override them.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from platformdirs.api import PlatformDirsABC

APP_NAME = "dragonarium"
HOME_VARIABLE = "DRAGONARIUM_HOME"
CACHE_VARIABLE = "DRAGONARIUM_CACHE"
LOG_NAME = "dragonarium.log"


def is_built() -> bool:
    """True in an app built by ``build_apps`` (a frozen executable), False when run from the sources."""
    return bool(getattr(sys, "frozen", False))


def install_root() -> Path:
    """The folder that holds ``data/``, ``models/``, ``textures/``, ``sounds/``, ``fonts/`` and ``locale/``."""
    if not is_built():
        return Path(__file__).resolve().parents[1]
    beside = Path(sys.executable).resolve().parent
    resources = beside.parent / "Resources"  # a macOS bundle: the executable is in Contents/MacOS
    return resources if not (beside / "data").is_dir() and (resources / "data").is_dir() else beside


def data_root() -> Path:
    """The component data, boards and lessons (the rules read ``$DRAGONARIUM_DATA`` first)."""
    return install_root() / "data"


def models_root() -> Path:
    return install_root() / "models"


def textures_root() -> Path:
    return install_root() / "textures"


def locale_root() -> Path:
    """The message catalogs, one folder per language (``locale/fr/LC_MESSAGES/dragonarium.mo``)."""
    return install_root() / "locale"


def examples_root() -> Path:
    return install_root() / "examples"


def sounds_root() -> Path:
    """The table's sounds, one WAV file per cue (``scripts/make_sounds.py`` makes them)."""
    return install_root() / "sounds"


def fonts_root() -> Path:
    """The interface's font and its licence (``fonts/DejaVuSans.ttf``)."""
    return install_root() / "fonts"


def _user_dirs(platform: Optional[str]) -> PlatformDirsABC:
    """platformdirs' folders of ``dragonarium`` for ``platform`` (``sys.platform`` by default)."""
    platform = platform or sys.platform
    dirs: type[PlatformDirsABC]
    if platform == "win32":
        from platformdirs.windows import Windows

        dirs = Windows
    elif platform == "darwin":
        from platformdirs.macos import MacOS

        dirs = MacOS
    else:
        from platformdirs.unix import Unix

        dirs = Unix
    return dirs(APP_NAME, appauthor=False)


def user_data_home(platform: Optional[str] = None) -> Path:
    """The player's folder for saves and settings: ``$DRAGONARIUM_HOME``, else the platform's user data folder."""
    override = os.environ.get(HOME_VARIABLE)
    if override:
        return Path(override)
    return Path(_user_dirs(platform).user_data_dir)


def user_cache_home(platform: Optional[str] = None) -> Path:
    """The folder for what can be made again (parsed data): ``$DRAGONARIUM_CACHE``, else the platform's cache."""
    override = os.environ.get(CACHE_VARIABLE)
    if override:
        return Path(override)
    return Path(_user_dirs(platform).user_cache_dir)


def log_file(platform: Optional[str] = None) -> Path:
    """Where a built app started without a terminal writes what it prints: ``$DRAGONARIUM_HOME``, else the
    platform's log folder."""
    override = os.environ.get(HOME_VARIABLE)
    if override:
        return Path(override) / LOG_NAME
    return Path(_user_dirs(platform).user_log_dir) / LOG_NAME


OWN_PUZZLES_NAME = "puzzles"


def own_puzzles_home() -> Path:
    """Where the player's own puzzles (a kept game's biggest mistakes) are: ``puzzles/`` in the player's data
    folder (``$DRAGONARIUM_HOME`` first)."""
    return user_data_home() / OWN_PUZZLES_NAME
