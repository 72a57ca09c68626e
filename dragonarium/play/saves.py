"""Where games are saved: the user's data folder, the autosave, loading a save safely.

Two tables running at once never write the same autosave: a table playing a
game holds a lock on its autosave (``.autosave.yaml.lock`` beside it, locked
with the system's own file lock through ``filelock``: ``flock`` on Linux and
macOS, ``LockFileEx`` on Windows, which the system drops when the process ends,
however it ends; the file itself stays). A second table finds the lock taken
and saves its game to ``autosave-2.yaml`` (then ``-3``, ... ``-9``) instead,
and says so; "Continue the last game" offers the newest autosave no running
table holds. A table that cannot take a file's lock (``.autosave.yaml.lock`` is
a folder, say, or the disk has no file locks) does not write that file either:
it goes on to the next.
"""
from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Optional

from dragonarium.i18n import _
from dragonarium.paths import user_data_home
from dragonarium.rules import Catalog, Game, load_game_file

if TYPE_CHECKING:
    from filelock import BaseFileLock

AUTOSAVE_NAME = "autosave.yaml"
TABLES = 9
"""Tables that can autosave at once, each to its own file: ``autosave.yaml``, ``autosave-2.yaml``, ..."""


def data_home() -> Path:
    """The folder for saves and settings: ``$DRAGONARIUM_HOME``, else the platform's user data folder
    (``$XDG_DATA_HOME/dragonarium``, else ``~/.local/share/dragonarium`` on Linux; see ``paths``)."""
    return user_data_home()


def autosave_path() -> Path:
    return data_home() / AUTOSAVE_NAME


def load_game(path: Path, catalog: Catalog) -> Game:
    """A saved record, replayed, or a position, as a game that goes on from it (saved as a record that starts
    there); any problem raises a ``DragonariumError`` naming the file."""
    state, game = load_game_file(path, catalog)
    return game if game is not None else Game.from_state(state)


class SaveLock:
    """A save file held by this process (one table): no other process writes to it until every holder here has
    called ``release``. Within the process, taking it again shares the hold (a new game's screen is made before
    the last one is closed)."""

    _held: dict[str, tuple[BaseFileLock, int]] = {}
    """Each held file's lock and how many holders here share it."""
    _guard = threading.Lock()

    def __init__(self, key: str) -> None:
        self._key: Optional[str] = key

    @classmethod
    def take(cls, target: Path) -> Optional["SaveLock"]:
        """Hold ``target``; None when another process holds it. An ``OSError`` says why its lock cannot be taken
        at all (its folder cannot be made or written, the lock file is a folder, the file system has no locks), so
        that nobody writes it unheld."""
        from filelock import FileLock, Timeout  # loaded with the first lock: the commands that hold none skip it

        key = os.path.abspath(target)
        with cls._guard:
            if key in cls._held:
                lock, holders = cls._held[key]
                cls._held[key] = (lock, holders + 1)
                return cls(key)
            target.parent.mkdir(parents=True, exist_ok=True)  # the program's own data folder
            # Held for the process, whichever thread lets go; only the system's own lock, which goes with a killed
            # table (never filelock's "soft" marker file, which stays); the lock file stays in place on every system.
            lock = FileLock(target.parent / f".{target.name}.lock", thread_local=False, fallback_to_soft=False,
                            preserve_lock_file=True)
            try:
                lock.acquire(blocking=False)
            except Timeout:  # a TimeoutError, so an OSError: told apart from the lock that cannot be taken
                return None  # another process holds it
            cls._held[key] = (lock, 1)
            return cls(key)

    @classmethod
    def held_here(cls, target: Path) -> bool:
        """True when this process holds ``target``."""
        with cls._guard:
            return os.path.abspath(target) in cls._held

    def release(self) -> None:
        """Let go of the file (the lock goes when its last holder here lets go); a second call does nothing."""
        key, self._key = self._key, None
        with self._guard:
            if key and key in self._held:
                lock, holders = self._held.pop(key)
                if holders > 1:
                    self._held[key] = (lock, holders - 1)
                else:
                    lock.release()


def autosave_files(path: Path) -> list[Path]:
    """The autosave ``path`` and the ones tables running beside another write: ``autosave-2.yaml``, ..."""
    return [path] + [path.with_name(f"{path.stem}-{n}{path.suffix}") for n in range(2, TABLES + 1)]


def claim_autosave(path: Path) -> tuple[Path, Optional[SaveLock], str]:
    """The autosave this table writes to, held: ``path`` when it can be held (no other table holds it, its lock
    can be taken), else the first of ``autosave_files`` that can; with a notice saying where the game goes when
    it is not ``path``. When none can be held, the lock is None (write nothing) and the notice says why."""
    problem = ""
    for candidate in autosave_files(path):
        try:
            lock = SaveLock.take(candidate)
        except OSError as error:
            problem = problem or (error.strerror or str(error))
            continue
        if lock is not None:
            notice = "" if candidate == path else _("Another table is saving to {file}: this game is saved to "
                                                    "{other}").format(file=path.name, other=candidate.name)
            return candidate, lock, notice
    if problem:
        return path, None, _("Autosave failed: {error}").format(error=problem)
    return path, None, _("{count} tables are saving already: this game is not saved automatically").format(
        count=TABLES)


def held_elsewhere(path: Path) -> bool:
    """True when another running table (another process) holds the autosave ``path``."""
    if SaveLock.held_here(path):
        return False
    try:
        lock = SaveLock.take(path)
    except OSError:  # no table can hold it, so none writes it
        return False
    if lock is None:
        return True
    lock.release()
    return False


def latest_autosave(path: Path) -> Optional[Path]:
    """The newest existing autosave among ``autosave_files(path)`` that no running table holds (the game to
    continue), or None."""
    found = []
    for candidate in autosave_files(path):
        try:
            found.append((candidate.stat().st_mtime, candidate))
        except OSError:
            continue
    for _mtime, candidate in sorted(found, reverse=True):
        if not held_elsewhere(candidate):
            return candidate
    return None
