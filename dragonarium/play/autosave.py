"""The autosave, written on a thread of its own so that a slow disk never holds up the table.

``save`` takes the game's record at once (so later moves cannot change what is
written) and hands the rest to the thread: turning it into YAML, writing it, and
keeping its parse in the parse cache for the next start; when moves come faster
than the disk, only the newest record is written. Each write replaces the
file in one step, so the last good save survives a failed one. ``error``
holds the last failure's words until a write succeeds.

While it runs, the Autosaver holds its file (``saves.claim_autosave``): when
another table holds it, or its lock cannot be taken, the game is saved to a file
of its own, and ``notice`` says which; when no file can be held, nothing is
written and ``notice`` says why. The autosave's folder (the program's own data
folder) is made when missing.
"""
from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Optional

from dragonarium.i18n import _
from dragonarium.rules import DragonariumError, Game, GameRecord, record_of, record_to_yaml, write_yaml
from dragonarium.play.saves import claim_autosave


class Autosaver:
    """Writes the newest record of a game to ``path`` in the background."""

    def __init__(self, path: Path) -> None:
        """Write to ``path``, or to the next free autosave when another table holds it (see ``notice``)."""
        self.path, self._hold, self.notice = claim_autosave(path)
        self.error = ""
        self._pending: Optional[GameRecord] = None
        self._not_before = 0.0
        """When the pending record may be written (``save``'s ``delay``), unless it is waited for first."""
        self._hurried = False
        self._busy = False
        self._lock = threading.Condition()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def save(self, game: Game, delay: float = 0.0) -> None:
        """Write ``game`` as it is now (soon, on the autosave thread; not before ``delay`` seconds from now unless a
        ``flush`` or a later ``save`` waits for it)."""
        record = record_of(game)
        with self._lock:
            self._pending = record
            self._not_before = time.monotonic() + delay
            self._lock.notify()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every record handed over is written; False if that took longer than ``timeout``."""
        with self._lock:
            self._hurried = True
            self._lock.notify_all()
            return self._lock.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self) -> None:
        """Write what is pending, then stop the thread."""
        self.flush()
        with self._lock:
            self._closed = True
            self._lock.notify()
        self._thread.join(5.0)
        if self._hold is not None:
            self._hold.release()

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not None or self._closed)
                # a delayed record waits its time (the thread holds nothing meanwhile), unless waited for
                self._lock.wait_for(lambda: self._hurried or self._closed or self._pending is None
                                    or time.monotonic() >= self._not_before,
                                    max(0.0, self._not_before - time.monotonic()))
                if self._pending is None:
                    return
                record, self._pending, self._busy, self._hurried = self._pending, None, True, False
            error = self._write(record) if self._hold is not None else ""  # unheld: another table's, or unlockable
            with self._lock:
                self.error = error
                self._busy = False
                self._lock.notify_all()

    def _write(self, record: GameRecord) -> str:
        """Write ``record``; the words of the failure, or ``""``."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_yaml(self.path, record_to_yaml(record))
            return ""
        except (OSError, DragonariumError) as failure:
            return _("Autosave failed: {error}").format(error=getattr(failure, "strerror", None) or failure)
