"""The solo discard at the end of a solo turn: which planning-site tile goes, or else the supply's top."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from dragonarium.rules.model.components import TileSpec
from dragonarium.rules.model.events import (Event, SoloDiscardedFromSite, SoloDiscardedFromSupply,
                                            SoloNothingDiscarded)
from dragonarium.rules.model.values import Element


def discard_slot(site: Sequence[TileSpec], element: Optional[Element]) -> Optional[int]:
    """The slot (from 0) of the right-most ``site`` tile with a square of ``element``'s type, the one the solo
    discard takes after a turn played with ``element``; None when no tile has one (the supply's top goes)."""
    if element is None:
        return None
    return next((slot for slot in range(len(site) - 1, -1, -1)
                 if any(square.terrain is element.terrain for square in site[slot].squares)), None)


def discard(site: list[str], supply: list[str], discarded: list[str], tile: Callable[[str], TileSpec],
                 element: Optional[Element], player: int) -> Event:
    """Discard for ``player``'s turn played with ``element``: moves a tile id from ``site`` (or else from the top
    of ``supply``) to ``discarded``, and says what happened."""
    slot = discard_slot([tile(tile_id) for tile_id in site], element)
    if slot is not None:
        discarded.append(site.pop(slot))
        return SoloDiscardedFromSite(player, slot, discarded[-1])
    terrain = element.terrain if element else None
    if supply:
        discarded.append(supply.pop(0))
        return SoloDiscardedFromSupply(player, terrain, discarded[-1])
    return SoloNothingDiscarded(player, terrain)
