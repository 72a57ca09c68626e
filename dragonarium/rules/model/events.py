"""What happens in a game, as values: the entries of ``GameState.log``.

The engine appends one event per thing that happens, while it applies an
action or runs the steps that need no decision; it makes no text.
``dragonarium.rules.text.event_words`` says an event in the language in use
where it is shown. Each event carries what changed, enough to show the change
from the event alone: the seat (``player``, an index into ``GameState.seats``)
it concerns, the tile (its id), the cells, the level, the step, the element.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Optional, Union, get_args

from dragonarium.rules.model.values import Cell, Element, Terrain

# -- a player's actions ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Drafted:
    """``player`` took the tile ``tile`` from the planning site's slot ``slot`` (0-based, as ``Draft``)."""

    player: int
    slot: int
    tile: str


@dataclass(frozen=True)
class FitsNowhere:
    """The drafted ``tile`` fits nowhere on the board of ``player``: it is discarded, ``pillars`` come to the player
    (next round) and a stone of choice is due."""

    player: int
    tile: str
    pillars: int


@dataclass(frozen=True)
class Placed:
    """``player`` placed ``tile`` at ``level``, its first square on ``cells[0]``; ``pillars`` pillars went under it,
    on ``pillar_cell`` (None when none did)."""

    player: int
    tile: str
    cells: tuple[Cell, Cell]
    level: int
    pillars: int = 0
    pillar_cell: Optional[Cell] = None


@dataclass(frozen=True)
class PillarsGained:
    """The placement covered pillar squares on ``cells``: ``count`` pillars for ``player`` from next round."""

    player: int
    count: int
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class EggHatched:
    """The placement covered a ready ``terrain`` egg on ``cell`` of the board of ``player``: it hatches."""

    player: int
    cell: Cell
    terrain: Terrain


@dataclass(frozen=True)
class Nested:
    """A hatched ``terrain`` dragon of ``player`` nests on ``cell``."""

    player: int
    cell: Cell
    terrain: Terrain


@dataclass(frozen=True)
class ExtraDragonNested:
    """A full cliff's extra dragon, of ``terrain``, nests on ``cell`` of the board of ``player``."""

    player: int
    cell: Cell
    terrain: Terrain


@dataclass(frozen=True)
class FreeStonePlaced:
    """A stone of choice of ``element`` on ``cell``: the one a tile that fits nowhere gives, or (``step`` set) the
    reward of that step of the Assistant's track."""

    player: int
    element: Element
    cell: Cell
    step: Optional[int] = None


@dataclass(frozen=True)
class Walked:
    """``player`` chose ``element``: the Assistant walks ``steps`` steps from step ``start``, landing on each step of
    ``path`` in turn (a covered shrine it skips is no step of the path)."""

    player: int
    element: Element
    steps: int
    start: int
    path: tuple[int, ...]


@dataclass(frozen=True)
class ShrineSkipped:
    """On its walk the Assistant of ``player`` skips the covered shrine at ``step``."""

    player: int
    step: int


@dataclass(frozen=True)
class StepStonePlaced:
    """At ``step`` of its walk the Assistant of ``player`` put a stone of ``element`` on ``cell``."""

    player: int
    step: int
    element: Element
    cell: Cell


@dataclass(frozen=True)
class Traded:
    """``player`` traded ``pillars`` pillars (Marble Quarry) for a stone of ``element`` on ``cell``."""

    player: int
    pillars: int
    element: Element
    cell: Cell


# -- what happens without a decision -----------------------------------------------------------------------------


@dataclass(frozen=True)
class EmptySite:
    """The planning site is empty when ``player`` is to draft: no tile to draft."""

    player: int


@dataclass(frozen=True)
class FreeStoneLost:
    """The tile of ``player`` fit nowhere and the board has no empty space: the stone of choice is lost."""

    player: int


@dataclass(frozen=True)
class NoExtraDragon:
    """A cliff of ``player`` filled up with ``kinds`` dragons, none of which is left in the supply."""

    player: int
    kinds: tuple[Terrain, ...]


@dataclass(frozen=True)
class NoneNests:
    """An egg of ``terrain`` of ``player`` hatched but no such dragon is left in the supply: none nests."""

    player: int
    terrain: Terrain


@dataclass(frozen=True)
class StoneLost:
    """At ``step`` the Assistant of ``player`` finds no empty ``element`` space in its lines: the stone is lost."""

    player: int
    step: int
    element: Element


@dataclass(frozen=True)
class RewardPillar:
    """The Assistant of ``player`` landed on the reward step ``step``: one pillar, from next round."""

    player: int
    step: int


@dataclass(frozen=True)
class RewardStoneLost:
    """The Assistant of ``player`` landed on the reward step ``step`` but the board has no empty space: its stone of
    choice is lost."""

    player: int
    step: int


# -- solo discards, the end of a round and of the game -------------------------------------------------------------


@dataclass(frozen=True)
class SoloDiscardedFromSite:
    """Solo: after the turn, ``tile`` (of the chosen element's type) leaves the planning site's slot ``slot``."""

    player: int
    slot: int
    tile: str


@dataclass(frozen=True)
class SoloDiscardedFromSupply:
    """Solo: no tile of ``terrain`` (any tile when None) on the site; ``tile``, the top of the supply, is discarded."""

    player: int
    terrain: Optional[Terrain]
    tile: str


@dataclass(frozen=True)
class SoloNothingDiscarded:
    """Solo: no tile of ``terrain`` (any tile when None) on the site and the supply is empty: nothing is discarded."""

    player: int
    terrain: Optional[Terrain]


@dataclass(frozen=True)
class RoundEnded:
    """Round ``round`` ends: ``drawn`` came to the planning site (none: it was not replenished) and the seat
    ``first`` plays first in the next round."""

    round: int
    drawn: tuple[str, ...]
    first: int

    @property
    def refilled(self) -> bool:
        return bool(self.drawn)


class Ending(str, Enum):
    """Why a game is over."""

    SUPPLY_OUT = "supply-out"
    """The round ended with the site to replenish and the supply empty."""
    SOLO_ROUNDS = "solo-rounds"
    """A solo game played its last round."""


@dataclass(frozen=True)
class GameOver:
    """Round ``round`` ends and with it the game, for ``ending``; ``rounds`` is the number of rounds a solo game
    plays."""

    round: int
    ending: Ending
    rounds: int


Event = Union[Drafted, FitsNowhere, Placed, PillarsGained, EggHatched, Nested, ExtraDragonNested, FreeStonePlaced,
              Walked, ShrineSkipped, StepStonePlaced, Traded, EmptySite, FreeStoneLost, NoExtraDragon, NoneNests,
              StoneLost, RewardPillar, RewardStoneLost, SoloDiscardedFromSite, SoloDiscardedFromSupply,
              SoloNothingDiscarded, RoundEnded, GameOver]
"""Anything that happens in a game."""

EVENTS: tuple[type, ...] = get_args(Event)
"""Every kind of event, for ``isinstance``."""

SKIPPED = (EmptySite, FreeStoneLost, NoExtraDragon, NoneNests, StoneLost, RewardStoneLost)
"""The events that stand for a decision the rules skip, as nothing can be chosen."""
