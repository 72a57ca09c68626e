"""Saving an analysis board's table as a position file (``dragonarium-position-N.yaml`` in the player's saves
folder by default, so the start screen's lists offer it), to a path a person typed; every command reads it."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Optional

from dragonarium.i18n import _
from dragonarium.rules import DragonariumError, dump_yaml, write_yaml
from dragonarium.play.saved_games import save_folder
from dragonarium.play.typed_path import Purpose, Refusal, typed_path

POSITION_NAME = "dragonarium-position-{number}.yaml"
"""A saved position's name: the Load page's ``SAVE_PATTERN`` (``dragonarium-*.yaml``) lists it."""


def default_position_text(folder: Optional[Path] = None) -> str:
    """What the save dialog offers: the first ``dragonarium-position-N.yaml`` not taken in ``folder`` (the saves
    folder by default; the current folder when there is none)."""
    place = folder if folder is not None else save_folder()
    number = 1
    while place is not None and (place / POSITION_NAME.format(number=number)).exists():
        number += 1
    name = POSITION_NAME.format(number=number)
    return name if place is None else str(place / name)


def save_position(position: Mapping[str, Any], text: str) -> tuple[bool, str]:
    """Write ``position`` (a position file's content) to the typed path ``text`` in one step: whether it was
    saved, and what to tell. A refusal or a failure leaves any file there as it was."""
    path = typed_path(text, Purpose.SAVE)
    if isinstance(path, Refusal):
        return False, _("The position is not saved. {reason}").format(reason=path.words())
    try:
        write_yaml(path, dump_yaml(dict(position)))
    except (OSError, DragonariumError) as error:
        return False, _("Could not save to {path}: {error}").format(path=path,
                                                                     error=getattr(error, "strerror", None) or error)
    return True, _("Position saved to {path}.").format(path=path)
