"""Keeping the games finished at the table, written off the frame's thread so that a slow disk never holds up
the table."""
from __future__ import annotations

import threading
from pathlib import Path

from dragonarium.i18n import _
from dragonarium.rules import DragonariumError, Game


class HistoryKeeper:
    """Keeps each finished game handed to ``keep`` in ``folder``; ``error`` holds the last failure's words ("" when
    the last write succeeded)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.error = ""
        self._threads: list[threading.Thread] = []

    def keep(self, game: Game) -> None:
        """Keep ``game`` if it is over (soon, on a thread of its own); a game kept already is not kept again."""
        if not game.over:
            return
        from dragonarium.play.history.store import finished_game  # loaded when a game ends, not as the table opens

        record_text, result = finished_game(game)  # taken now: an undo that follows changes nothing written
        thread = threading.Thread(target=self._write, args=(record_text, result), name="history")
        self._threads = [running for running in self._threads if running.is_alive()] + [thread]
        thread.start()

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until every game handed over is written (at most ``timeout`` seconds each)."""
        for thread in self._threads:
            thread.join(timeout)

    def _write(self, record_text: str, result) -> None:
        from dragonarium.play.history.store import write_kept

        try:
            write_kept(self.folder, record_text, result)
            self.error = ""
        except (OSError, DragonariumError) as failure:
            self.error = _("The game could not be kept in the history: {error}").format(
                error=getattr(failure, "strerror", None) or failure)
