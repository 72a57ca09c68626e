"""Saving a game to, and loading one from, a path a person typed (the save dialog, the start screen's Load box).

The typed text goes through ``typed_path`` first, so a path that cannot be meant
(empty, an unknown user's home, a folder that is not there) is refused before
anything is touched; then the file is written in one step or read. Each returns
the words to show, and nothing here raises for what was typed.
"""
from __future__ import annotations

import os
from typing import Optional

from dragonarium.i18n import _
from dragonarium.rules import Catalog, DragonariumError, Game, save_record
from dragonarium.play.saves import load_game
from dragonarium.play.typed_path import Purpose, Refusal, typed_path


def default_save_text(game: Game) -> str:
    """What the save dialog offers: ``dragonarium-SEED.yaml`` in the home folder (the current folder when there
    is no home)."""
    home = os.path.expanduser("~")
    name = f"dragonarium-{game.seed}.yaml"
    return name if home.startswith("~") else os.path.join(home, name)


def save_to(game: Game, text: str) -> tuple[bool, str]:
    """Save ``game``'s record at the typed path ``text``: whether it was saved, and what to tell. A refusal or a
    failure leaves the game, and any file there, as it was."""
    path = typed_path(text, Purpose.SAVE)
    if isinstance(path, Refusal):
        return False, _("The game is not saved. {reason}").format(reason=path.words())
    try:
        save_record(game, path)
    except (OSError, DragonariumError) as error:
        return False, _("Could not save to {path}: {error}").format(path=path,
                                                                     error=getattr(error, "strerror", None) or error)
    return True, _("Saved to {path}.").format(path=path)


def load_from(text: str, catalog: Catalog) -> tuple[Optional[Game], str]:
    """The game saved at the typed path ``text``, or None and why it is not loaded."""
    path = typed_path(text, Purpose.LOAD)
    if isinstance(path, Refusal):
        return None, path.words()
    try:
        return load_game(path, catalog), ""
    except DragonariumError as error:
        return None, _("Cannot load this file: {error}").format(error=error)
