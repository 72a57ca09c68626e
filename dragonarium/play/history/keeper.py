"""Keeping the games finished at the table, written off the frame's thread so that a slow disk never holds up
the table."""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, Callable, Optional

from dragonarium.i18n import _
from dragonarium.rules import DragonariumError, Game, GameRecord, record_of


class HistoryKeeper:
    """Keeps each finished game handed to ``keep`` in ``folder``; ``error`` holds the last failure's words ("" when
    the last write succeeded). ``on_kept`` hears each game newly kept, once it is written, on a thread of its own
    that ``flush`` does not wait for: its record and its result (the table makes the game's own puzzles there);
    what it raises is told in ``error`` too."""

    def __init__(self, folder: Path, on_kept: Optional[Callable[[GameRecord, Any], None]] = None) -> None:
        self.folder = folder
        self.on_kept = on_kept
        self.error = ""
        self._threads: list[threading.Thread] = []
        self._after: list[threading.Thread] = []

    def keep(self, game: Game) -> None:
        """Keep ``game`` if it is over (soon, on a thread of its own); a game kept already is not kept again."""
        if not game.over:
            return
        from dragonarium.play.history.store import finished_game  # loaded when a game ends, not as the table opens

        record_text, result = finished_game(game)  # taken now: an undo that follows changes nothing written
        thread = threading.Thread(target=self._write, args=(record_text, result, record_of(game)), name="history")
        self._threads = [running for running in self._threads if running.is_alive()] + [thread]
        thread.start()

    def flush(self, timeout: float = 10.0, after: bool = False) -> None:
        """Wait until every game handed over is written (at most ``timeout`` seconds each); ``after``: and heard
        by ``on_kept``."""
        for thread in self._threads:
            thread.join(timeout)
        for thread in self._after if after else ():
            thread.join(timeout)

    def _write(self, record_text: str, result, record: GameRecord) -> None:
        from dragonarium.play.history.store import write_kept

        try:
            kept = write_kept(self.folder, record_text, result)
            self.error = ""
        except (OSError, DragonariumError) as failure:
            self.error = _("The game could not be kept in the history: {error}").format(
                error=getattr(failure, "strerror", None) or failure)
            return
        if kept is not None and self.on_kept is not None:
            # a daemon: quitting the table does not wait for it (each puzzle file is written whole or not at all)
            thread = threading.Thread(target=self._tell, args=(record, result), name="history-kept", daemon=True)
            self._after = [running for running in self._after if running.is_alive()] + [thread]
            thread.start()

    def _tell(self, record: GameRecord, result) -> None:
        assert self.on_kept is not None
        try:
            self.on_kept(record, result)
        except (OSError, DragonariumError) as failure:
            self.error = _("The puzzles of this game could not be kept: {error}").format(
                error=getattr(failure, "strerror", None) or failure)
