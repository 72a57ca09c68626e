"""A record's ``levels``: the changes of who plays a seat made during the game (docs/FORMAT.md)."""
from __future__ import annotations

from typing import Any, Sequence

from dragonarium.i18n import _
from dragonarium.rules.files.yamlfile import Fields
from dragonarium.rules.model.errors import DragonariumError
from dragonarium.rules.model.levels import LevelChange
from dragonarium.rules.model.seats import PlayerKind


def levels_to_list(levels: Sequence[LevelChange]) -> dict[str, Any]:
    """The record's ``levels`` field, seats counted from 1; nothing for a game without a change (its record reads
    as before)."""
    if not levels:
        return {}
    return {"levels": [{"after": level.after, "seat": level.seat + 1, "kind": level.kind.value}
                       for level in levels]}


def read_levels(fields: Fields, actions: int, seats: int) -> tuple[LevelChange, ...]:
    """The record's ``levels`` (none when absent), for a record of ``actions`` actions and ``seats`` seats: each
    names a moment among the actions, a seat and a kind, in the order made."""
    levels: list[LevelChange] = []
    limit = (actions + 1) * seats
    value = fields.value.get("levels")
    if isinstance(value, list) and len(value) > limit:
        raise fields.error("levels", _("{count} changes, more than one a seat at each moment (at most {most})").format(
            count=len(value), most=limit))
    for where, item in fields.items("levels", []):
        entry = Fields(item, fields.source, where)
        after = entry.integer("after", low=0, high=actions)
        seat = entry.integer("seat", low=1, high=seats)
        try:
            kind = PlayerKind.named(entry.string("kind"))
        except DragonariumError as error:
            raise entry.error("kind", str(error)) from None
        entry.done()
        if levels and after < levels[-1].after:
            raise entry.error("after", _("{after} comes before the change listed above it ({earlier}): the changes "
                                         "are listed in the order made").format(after=after,
                                                                                earlier=levels[-1].after))
        levels.append(LevelChange(after, seat - 1, kind))
    return tuple(levels)
