"""The turn log in words: each event of ``GameState.log`` said in the language in use when it is shown.

The engine logs values (``rules.model.events``); the words are made here, each
time a log is shown, so a log shown after the language changes speaks the new
language throughout. ``log_lines`` says a state's log; ``event_text`` one event.
"""
from __future__ import annotations

from typing import Any, Callable, Optional, Protocol, Sequence

from dragonarium.i18n import N_, _, ngettext
from dragonarium.rules.model.components import Catalog
from dragonarium.rules.model.events import (Drafted, EggHatched, EmptySite, Ending, Event, ExtraDragonNested,
                                            FitsNowhere, FreeStoneLost, FreeStonePlaced, GameOver, Nested,
                                            NoExtraDragon, NoneNests, PillarsGained, Placed, RewardPillar,
                                            RewardStoneLost, RoundEnded, ShrineSkipped, SoloDiscardedFromSite,
                                            SoloDiscardedFromSupply, SoloNothingDiscarded, StepStonePlaced,
                                            StoneLost, Traded, Walked)
from dragonarium.rules.model.seats import Seat
from dragonarium.rules.model.values import Terrain
from dragonarium.rules.model.cell_names import cell_name
from dragonarium.rules.text.notation import cells_name, tile_name
from dragonarium.rules.text.words import (a_dragon, a_stone, an_egg, counted, dragon_word, shown, space_word,
                                          stone_word, type_word)

KIND_OF_TILE = {None: N_("tile"), Terrain.FIRE: N_("fire tile"), Terrain.WATER: N_("water tile"),
                Terrain.AIR: N_("air tile")}
"""A tile with a square of a type, as the solo discard looks for one (any tile before an element is chosen)."""


class Logged(Protocol):
    """What ``log_lines`` reads of a game's state (a ``GameState``): its log, its catalog and its seats."""

    @property
    def log(self) -> Sequence[Event]: ...

    @property
    def catalog(self) -> Catalog: ...

    @property
    def seats(self) -> Sequence[Seat]: ...


class Table:
    """What an event's words name besides the event: the tiles (by id) and the players (by seat)."""

    __slots__ = ("catalog", "seats")

    def __init__(self, catalog: Catalog, seats: Sequence[Seat]) -> None:
        self.catalog, self.seats = catalog, seats

    def tile(self, tile_id: str, tagged: bool = False) -> str:
        return tile_name(self.catalog.tiles[tile_id], tagged=tagged)

    def player(self, seat: int) -> str:
        return self.seats[seat].name


# -- what happens without a decision ------------------------------------------------------------------------


def _empty_site(event: EmptySite, table: Table) -> str:
    return _("the planning site is empty: no tile to draft")


def _free_stone_lost(event: FreeStoneLost, table: Table) -> str:
    return _("no empty space anywhere: the free stone is lost")


def _no_extra_dragon(event: NoExtraDragon, table: Table) -> str:
    return _("no dragon of the cliff's types left in the supply: no extra dragon")


def _none_nests(event: NoneNests, table: Table) -> str:
    return _("no {dragon} left in the supply: none nests").format(dragon=dragon_word(event.terrain))


def _stone_lost(event: StoneLost, table: Table) -> str:
    return _("step {step}: no empty {space} in its lines, the stone is lost").format(
        step=event.step, space=space_word(event.element))


def _reward_pillar(event: RewardPillar, table: Table) -> str:
    return _("reward step {step}: one pillar").format(step=event.step)


def _reward_stone_lost(event: RewardStoneLost, table: Table) -> str:
    return _("reward stone: no empty space anywhere, it is lost")


def _shrine_skipped(event: ShrineSkipped, table: Table) -> str:
    return _("the Assistant skips the covered shrine at step {step}").format(step=event.step)


# -- actions ------------------------------------------------------------------------------------------------


def _drafted(event: Drafted, table: Table) -> str:
    return _("{player}: draft of the {tile}").format(player=table.player(event.player),
                                                     tile=table.tile(event.tile))


def _fits_nowhere(event: FitsNowhere, table: Table) -> str:
    return ngettext("the {tile} fits nowhere: discarded, +{count} pillar and a stone of choice",
                    "the {tile} fits nowhere: discarded, +{count} pillars and a stone of choice",
                    event.pillars).format(tile=table.tile(event.tile), count=event.pillars)


def _placed(event: Placed, table: Table) -> str:
    if event.pillars:
        line = ngettext("the {tile} is placed at level {level} on {cells}, {count} pillar under it",
                        "the {tile} is placed at level {level} on {cells}, {count} pillars under it", event.pillars)
    else:
        line = _("the {tile} is placed at level {level} on {cells}")
    return line.format(tile=table.tile(event.tile), level=event.level, cells=cells_name(event.cells),
                       count=event.pillars)


def _pillars_gained(event: PillarsGained, table: Table) -> str:
    return ngettext("covered pillar square: +{count} pillar from next round",
                    "covered pillar square: +{count} pillars from next round", event.count).format(count=event.count)


def _hatched(event: EggHatched, table: Table) -> str:
    return _("{egg} hatches").format(egg=an_egg(event.terrain))


def _nested(event: Nested, table: Table) -> str:
    return _("{dragon} nests on {cell}").format(dragon=a_dragon(event.terrain), cell=cell_name(event.cell))


def _extra_dragon(event: ExtraDragonNested, table: Table) -> str:
    return _("the cliff's extra dragon: {dragon} on {cell}").format(dragon=a_dragon(event.terrain),
                                                                    cell=cell_name(event.cell))


def _free_stone(event: FreeStonePlaced, table: Table) -> str:
    return _("{stone} of choice on {cell}").format(stone=stone_word(event.element), cell=cell_name(event.cell))


def _walked(event: Walked, table: Table) -> str:
    return ngettext("{element}: the Assistant moves {count} step", "{element}: the Assistant moves {count} steps",
                    event.steps).format(element=type_word(event.element), count=event.steps)


def _step_stone(event: StepStonePlaced, table: Table) -> str:
    return _("step {step}: {stone} on {cell}").format(step=event.step, stone=stone_word(event.element),
                                                      cell=cell_name(event.cell))


def _traded(event: Traded, table: Table) -> str:
    return _("trade: {pillars} for {stone} on {cell}").format(pillars=counted("pillar", event.pillars),
                                                               stone=a_stone(event.element),
                                                               cell=cell_name(event.cell))


# -- solo discards, the end of a round and of the game ------------------------------------------------------


def _solo_from_site(event: SoloDiscardedFromSite, table: Table) -> str:
    return _("solo: discards the {tile} from the planning site").format(tile=table.tile(event.tile))


def _solo_from_supply(event: SoloDiscardedFromSupply, table: Table) -> str:
    return _("solo: no {tile} on the site, discards the top of the supply").format(
        tile=shown(KIND_OF_TILE[event.terrain]))


def _solo_nothing(event: SoloNothingDiscarded, table: Table) -> str:
    return _("solo: no {tile} on the site and the supply is empty: nothing is discarded").format(
        tile=shown(KIND_OF_TILE[event.terrain]))


def _round_ended(event: RoundEnded, table: Table) -> str:
    if not event.refilled:
        return _("round {round} ends: the planning site is not replenished").format(round=event.round)
    return ngettext("round {round} ends: {count} tile drawn to the planning site",
                    "round {round} ends: {count} tiles drawn to the planning site", len(event.drawn)).format(
                        round=event.round, count=len(event.drawn))


def _game_over(event: GameOver, table: Table) -> str:
    if event.ending is Ending.SOLO_ROUNDS:
        return ngettext("round {round} ends: the solo game is over after {count} round",
                        "round {round} ends: the solo game is over after {count} rounds", event.rounds).format(
                            round=event.round, count=event.rounds)
    return _("round {round} ends and the supply is empty: the game is over").format(round=event.round)


WORDS: dict[type, Callable[[Any, Table], str]] = {
    Drafted: _drafted, FitsNowhere: _fits_nowhere, Placed: _placed, PillarsGained: _pillars_gained,
    EggHatched: _hatched, Nested: _nested, ExtraDragonNested: _extra_dragon, FreeStonePlaced: _free_stone,
    Walked: _walked, ShrineSkipped: _shrine_skipped, StepStonePlaced: _step_stone, Traded: _traded,
    EmptySite: _empty_site, FreeStoneLost: _free_stone_lost, NoExtraDragon: _no_extra_dragon, NoneNests: _none_nests,
    StoneLost: _stone_lost, RewardPillar: _reward_pillar, RewardStoneLost: _reward_stone_lost,
    SoloDiscardedFromSite: _solo_from_site, SoloDiscardedFromSupply: _solo_from_supply,
    SoloNothingDiscarded: _solo_nothing, RoundEnded: _round_ended, GameOver: _game_over,
}
"""The words of each kind of event."""


def event_text(event: Event, catalog: Catalog, seats: Sequence[Seat]) -> str:
    """One event in words, in the language in use: ``Ann: draft of the fire/water tile`` (a tile is named by its
    squares, as the table shows it, never by the id the files use)."""
    return WORDS[type(event)](event, Table(catalog, seats))


def log_lines(state: Logged, last: Optional[int] = None) -> list[str]:
    """The log of ``state`` in words, one line per event, in the language in use; only the ``last`` lines when
    given."""
    events = state.log if last is None else state.log[-last:] if last > 0 else []
    table = Table(state.catalog, state.seats)
    return [WORDS[type(event)](event, table) for event in events]
