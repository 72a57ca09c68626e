"""The turn log's line where a seat's player changed during the game (the table's menu, Players)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, TypeVar

from dragonarium.i18n import N_, _
from dragonarium.rules import GameState, LevelChange, PlayerKind, kind_word

NOW_COMPUTER = N_("{player} is now played by the {kind} computer.")
NOW_PERSON = N_("{player} is now played by a person.")

T = TypeVar("T")


@dataclass(frozen=True)
class LevelChanged:
    """From here on seat ``player`` is played by ``kind``."""

    player: int
    kind: PlayerKind


def level_line(entry: LevelChanged, state: GameState) -> str:
    """The change in words, in the language in use."""
    name = state.seats[entry.player].name
    if entry.kind.is_computer:
        return _(NOW_COMPUTER).format(player=name, kind=kind_word(entry.kind))
    return _(NOW_PERSON).format(player=name)


def with_levels(entries: Sequence[T], counts: Sequence[int],
                levels: Sequence[LevelChange]) -> list["T | LevelChanged"]:
    """``entries`` with a line for each change in ``levels`` where it was made: ``counts[n]`` is how many entries
    there were once ``n`` actions were played."""
    told: list["T | LevelChanged"] = list(entries)
    for change in reversed(levels):  # the last first: each goes in before what followed it
        at = counts[min(change.after, len(counts) - 1)] if counts else len(entries)
        told.insert(at, LevelChanged(change.seat, change.kind))
    return told
