"""The saved games the start screen's Load page offers: the autosaves, the games saved from the table (the save
dialog's ``dragonarium-*.yaml`` in the home folder) and the shipped examples, each with the time it was written,
its players and its round, or why it cannot be read.

The player's own games come first, newest first, then the examples, newest first. Each file is read through the
project's readers (``load_game_file``: a small regular file, parsed safely, a record replayed), so a file that
is not a game, or a record that breaks the rules, is listed as unreadable with its reason; listing never raises.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path
from typing import Iterable, Optional

from dragonarium.i18n import N_, _
from dragonarium.rules import Catalog, DataError, DragonariumError, load_game_file
from dragonarium.play.saves import autosave_files

MOST = 40
"""Files read at most from each place (the newest ones): the page opens quickly however many saves there are."""
SAVE_PATTERN = "dragonarium-*.yaml"
"""The names the save dialog offers (``saving.default_save_text``)."""
DATE_FORMAT = "%Y-%m-%d %H:%M"


class Origin(Enum):
    """Where a saved game comes from."""

    AUTOSAVE = "autosave"
    SAVE = "save"
    EXAMPLE = "example"


ORIGIN_WORDS = {Origin.AUTOSAVE: N_("Autosave"), Origin.SAVE: N_("Saved"), Origin.EXAMPLE: N_("Example")}


@dataclass(frozen=True)
class SavedGame:
    """A file offered on the Load page: ``players`` (their names, in seat order) and ``round`` when it can be
    read, else ``problem`` (why not, in words)."""

    path: Path
    origin: Origin
    written: datetime
    players: tuple[str, ...] = ()
    round: int = 0
    over: bool = False
    problem: str = ""

    @property
    def readable(self) -> bool:
        return not self.problem


def save_folder() -> Optional[Path]:
    """Where the save dialog puts a game by default: the home folder (None when there is none)."""
    home = os.path.expanduser("~")
    return None if home.startswith("~") else Path(home)


def saved_games(autosave: Path, catalog: Catalog, saves: Optional[Path] = None,
                examples: Optional[Path] = None) -> list[SavedGame]:
    """The games to offer: the autosaves beside ``autosave``, the saves in ``saves`` and the examples in
    ``examples`` (``*.yaml``), the player's own newest first, then the examples newest first."""
    own = _newest([(path, Origin.AUTOSAVE) for path in autosave_files(autosave)])
    if saves is not None:
        own += _newest([(path, Origin.SAVE) for path in _listed(saves, SAVE_PATTERN)
                        if path not in autosave_files(autosave)])
    own.sort(key=lambda found: -found[0])
    shipped = _newest([(path, Origin.EXAMPLE) for path in _listed(examples, "*.yaml")]) if examples else []
    return [read_saved(path, origin, written, catalog) for written, path, origin in own + shipped]


def _listed(folder: Path, pattern: str) -> list[Path]:
    try:
        return sorted(folder.glob(pattern))
    except OSError:
        return []


def _newest(candidates: Iterable[tuple[Path, Origin]]) -> list[tuple[float, Path, Origin]]:
    """The files of ``candidates`` that are there, newest first, at most ``MOST``, with when each was written."""
    found = []
    for path, origin in candidates:
        try:
            found.append((path.stat().st_mtime, path, origin))
        except (OSError, ValueError):
            continue
    found.sort(key=lambda item: (-item[0], item[1].name))
    return found[:MOST]


def read_saved(path: Path, origin: Origin, written: float, catalog: Catalog) -> SavedGame:
    """The saved game at ``path`` (written at ``written``, seconds since the epoch): its players and round, or why
    it cannot be read."""
    when = datetime.fromtimestamp(written)
    try:
        state, _game = load_game_file(path, catalog)
    except DataError as error:
        return SavedGame(path, origin, when, problem=f"{error.where}: {error.problem}" if error.where
                         else error.problem)
    except DragonariumError as error:
        source = getattr(error, "source", "")
        text = str(error)
        return SavedGame(path, origin, when, problem=text[len(source) + 2:] if source and text.startswith(source)
                         else text)
    return SavedGame(path, origin, when, tuple(seat.name for seat in state.seats), state.round, state.over)


def saved_line(game: SavedGame) -> str:
    """A row of the list: ``2026-12-06 08:14  Autosave (autosave.yaml): Ann, Bob, round 5``; an unreadable file
    says why."""
    head = _("{date}  {origin} ({file})").format(date=game.written.strftime(DATE_FORMAT),
                                                 origin=_(ORIGIN_WORDS[game.origin]), file=game.path.name)
    if not game.readable:
        return _("{head}: cannot be read: {problem}").format(head=head, problem=game.problem)
    players = ", ".join(game.players)
    if game.over:
        return _("{head}: {players}, game over after round {round}").format(head=head, players=players,
                                                                             round=game.round)
    return _("{head}: {players}, round {round}").format(head=head, players=players, round=game.round)
