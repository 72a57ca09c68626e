"""A seat's player changed during a game (the table's menu): who plays it from then on."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from dragonarium.rules.model.seats import PlayerKind, Seat


@dataclass(frozen=True)
class LevelChange:
    """From the moment ``after`` actions had been played (0: before the first), seat ``seat`` (from 0, in turn
    order) is played by ``kind``."""

    after: int
    seat: int
    kind: PlayerKind


def with_kind(seats: Sequence[Seat], seat: int, kind: PlayerKind) -> tuple[Seat, ...]:
    """``seats`` with seat ``seat`` played by ``kind``."""
    return tuple(replace(each, kind=kind) if index == seat else each for index, each in enumerate(seats))


def seats_at(seats: Sequence[Seat], levels: Sequence[LevelChange], played: int) -> tuple[Seat, ...]:
    """Who plays each seat once ``played`` actions are played: ``seats`` as the game began, with the changes
    made by then."""
    now = tuple(seats)
    for change in levels:
        if change.after <= played:
            now = with_kind(now, change.seat, change.kind)
    return now


def added(levels: Sequence[LevelChange], change: LevelChange, seats: Sequence[Seat]) -> tuple[LevelChange, ...]:
    """``levels`` with ``change`` made last (``seats``: as the game began). Changes of one seat at one moment
    keep the last only, and none when it gives the seat back the kind it had: cycling through the kinds in the
    menu writes one change."""
    kept = tuple(level for level in levels if (level.after, level.seat) != (change.after, change.seat))
    before = seats_at(seats, kept, change.after)[change.seat].kind
    return kept if before is change.kind else kept + (change,)


def clamped(levels: Sequence[LevelChange], played: int) -> tuple[LevelChange, ...]:
    """``levels`` after an undo back to ``played`` actions: a change made after the actions taken back stays,
    from then."""
    return tuple(replace(level, after=min(level.after, played)) for level in levels)
