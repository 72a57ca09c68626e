"""The pending decision of a position file and its context: reading it (each mistake names its field) and writing it.

``pending`` names the decision; the fields below carry what the turn has done
so far, each given only where it means something (docs/FORMAT.md):

``tile``          the tile drafted this turn (needed to place it, or for the stone of choice when it fit nowhere)
``placed``        the two cells it went on (needed to nest a dragon or place a cliff's extra dragon)
``nest``          the types of the hatched dragons still to nest, first due first
``extra_dragon``  the types on the cliff that just filled up
``element``       the element the Assistant walks for (needed at a step's stone or a reward stone)
``steps_left``    steps it still walks after the one it stands on
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Sequence

from dragonarium.i18n import N_, _
from dragonarium.rules.model.components import Catalog, Reward, TileSpec
from dragonarium.rules.model.decision import Phase
from dragonarium.rules.model.errors import DataError
from dragonarium.rules.model.events import Event, SKIPPED
from dragonarium.rules.text.event_words import event_text
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.cell_names import cell_name
from dragonarium.rules.text.notation import VERSION, NotationError, cells_name, read_cell, tile_name
from dragonarium.rules.engine.placement import Placement, can_place
from dragonarium.rules.model.values import Cell, Element, Terrain
from dragonarium.rules.engine.waiting import AFTER_ELEMENT, BEFORE_PLACING, WAITING_POINTS, Waiting, turn_tasks
from dragonarium.rules.text.words import counted, listed, shown, type_word
from dragonarium.rules.files.yamlfile import Fields

if TYPE_CHECKING:
    from dragonarium.rules.engine.state import GameState

CONTEXT = ("tile", "placed", "nest", "extra_dragon", "element", "steps_left")
"""The fields that go with ``pending``, in the order they are written."""

_WHERE_ALLOWED: dict[str, tuple[tuple[Phase, ...], str]] = {
    "tile": (tuple(p for p in WAITING_POINTS if p is not Phase.DRAFT), N_("no tile is drafted yet at pending "
                                                                          "'draft'")),
    "placed": (tuple(p for p in WAITING_POINTS if p not in BEFORE_PLACING),
               N_("the drafted tile is not placed yet at pending '{phase}'")),
    "nest": ((Phase.NEST, Phase.EXTRA_DRAGON), N_("dragons still to nest are given only with pending 'nest' or "
                                                  "'extra-dragon'")),
    "extra_dragon": ((Phase.EXTRA_DRAGON,), N_("given only with pending 'extra-dragon'")),
    "element": (AFTER_ELEMENT, N_("the element is given only while the Assistant walks (pending 'stone' or "
                                  "'reward-stone')")),
    "steps_left": (AFTER_ELEMENT, N_("given only while the Assistant walks (pending 'stone' or 'reward-stone')")),
}
_NEEDED: dict[Phase, tuple[str, ...]] = {
    Phase.PLACE: ("tile",), Phase.FALLBACK_STONE: ("tile",), Phase.NEST: ("nest", "placed"),
    Phase.EXTRA_DRAGON: ("extra_dragon", "placed"), Phase.STONE: ("element",), Phase.REWARD_STONE: ("element",),
}
_NEEDED_WHY = {"tile": N_("pending '{phase}' needs the drafted tile's id"),
               "nest": N_("pending '{phase}' needs the type of the dragon to nest"),
               "placed": N_("pending '{phase}' needs the two cells the drafted tile was placed on"),
               "extra_dragon": N_("pending '{phase}' needs the types on the full cliff"),
               "element": N_("pending '{phase}' needs the element the Assistant walks for")}
MAX_STEPS_LEFT = 24


def read_waiting(fields: Fields, catalog: Catalog, version: int = VERSION) -> Optional[Waiting]:
    """The position's pending decision and its context, or None (no ``pending``: no decision, the game is over)."""
    pending = fields.string("pending", None)
    given = [key for key in CONTEXT if fields.has(key) and fields.value[key] is not None]  # "key: null" is not given
    if pending is None:
        if given:
            raise fields.error(given[0], _("given only with a pending decision"))
        return None
    names = [phase.value for phase in WAITING_POINTS]
    if pending not in names:
        raise fields.error("pending", _("one of {names}, got {value}").format(names=", ".join(names),
                                                                              value=repr(pending)))
    phase = Phase(pending)
    for key in given:
        phases, why = _WHERE_ALLOWED[key]
        if phase not in phases:
            raise fields.error(key, shown(why).format(phase=phase.value))
    for key in _NEEDED.get(phase, ()):
        if key not in given:
            raise fields.error(key, shown(_NEEDED_WHY[key]).format(phase=phase.value))
    tile = fields.string("tile", None)
    if tile is not None and tile not in catalog.tiles:
        raise fields.error("tile", _("unknown tile {id}").format(id=repr(tile)))
    return Waiting(phase=phase, tile=tile, placed=_placed(fields, version),
                   nests=_dragon_types(fields, "nest"),
                   extra_dragon=tuple(dict.fromkeys(_dragon_types(fields, "extra_dragon", 2))),
                   element=fields.choice("element", Element, None),
                   steps_left=fields.integer("steps_left", 0, low=0, high=MAX_STEPS_LEFT))


def _placed(fields: Fields, version: int) -> tuple[Cell, ...]:
    items = list(fields.items("placed", []))
    if not items:
        return ()
    if len(items) != 2:
        raise fields.error("placed", _("the two cells of the placed tile, got {items}").format(
            items=counted("item", len(items))))
    cells = []
    for where, item in items:
        try:
            cells.append(read_cell(item, version))
        except NotationError as error:
            raise DataError(fields.source, where, str(error)) from None
    try:
        return Placement((cells[0], cells[1])).cells
    except IllegalAction as error:
        raise fields.error("placed", str(error)) from None


def _dragon_types(fields: Fields, key: str, most: int = 4) -> tuple[Terrain, ...]:
    value = fields.raw(key, [])
    value = [value] if isinstance(value, str) else value
    if not isinstance(value, list) or (fields.has(key) and not 1 <= len(value) <= most):
        raise fields.error(key, _("a list of 1 to {most} dragon types").format(most=most))
    kinds = []
    for index, kind in enumerate(value):
        try:
            kinds.append(Terrain(kind))
        except ValueError:
            raise DataError(fields.source, f"{fields.path(key)}[{index}]", _("unknown dragon type {type}").format(
                type=repr(kind))) from None
    return tuple(kinds)


def start_waiting(state: "GameState", waiting: Waiting, fields: Fields) -> None:
    """Set the current turn of ``state`` waiting as ``waiting`` says, once the board agrees with it."""
    board = state.board
    who = state.seats[state.current].name
    if waiting.placed:
        _check_placed(state, waiting, fields)
    if waiting.phase is Phase.FALLBACK_STONE and waiting.tile and can_place(board, _drafted_tile(state, waiting)):
        raise fields.error("tile", _("the {tile} fits on the board of {player}: a stone of choice comes only when "
                                     "the drafted tile fits nowhere").format(
            tile=tile_name(_drafted_tile(state, waiting), tagged=True), player=who))
    if waiting.phase is Phase.EXTRA_DRAGON:
        full = [cell for cell in board.spec.cliffs if len(board.dragons_on(cell)) == board.spec.cliff_capacity
                and set(board.dragons_on(cell)) == set(waiting.extra_dragon)]
        if not full:
            kinds = listed([type_word(kind) for kind in waiting.extra_dragon])
            raise fields.error("extra_dragon", _("no cliff of {player}'s board is full with {types} dragons").format(
                player=who, types=kinds))
    if waiting.phase is Phase.REWARD_STONE and board.spec.track[board.step].reward is not Reward.STONE:
        raise fields.error("pending", _("the Assistant of {player} stands on step {step}, which gives no stone of "
                                        "choice").format(player=who, step=board.step))
    expected = turn_tasks(waiting, board, state.solo)
    logged = len(state.log)
    state.start_turn_at(waiting)
    if state.tasks != expected and waiting.phase is not Phase.DRAFT:  # an empty site skips the draft, as in play
        skipped = [event for event in state.log[logged:] if isinstance(event, SKIPPED)]
        raise fields.error("pending", _("the turn of {player} cannot wait at {phase}: {why}").format(
            player=who, phase=waiting.phase.value, why=_skipped_words(skipped, state)))
    if waiting.phase is Phase.PLACE and not state.pending().choices:
        raise fields.error("tile", _("the {tile} fits nowhere on the board of {player}").format(
            tile=tile_name(_drafted_tile(state, waiting), tagged=True), player=who))


def _skipped_words(skipped: Sequence[Event], state: "GameState") -> str:
    """Why a turn set up at a decision went past it: the decisions the rules skipped, as nothing could be chosen."""
    if not skipped:
        return _("the turn cannot wait there")
    text = event_text(skipped[0], state.catalog, state.seats)
    for event in skipped[1:]:
        text = _("{reasons}; {reason}").format(reasons=text, reason=event_text(event, state.catalog, state.seats))
    return text


def _drafted_tile(state: "GameState", waiting: Waiting) -> TileSpec:
    return state.catalog.tiles[waiting.tile or ""]


def _check_placed(state: "GameState", waiting: Waiting, fields: Fields) -> None:
    board = state.board
    named = cells_name(waiting.placed)
    levels = []
    for cell in waiting.placed:
        top = board.top(cell)
        if top is None or top.level == 0:
            raise fields.error("placed", _("{cell} holds no tile square: the placed tile lies on {cells}").format(
                cell=cell_name(cell), cells=named))
        if waiting.tile and top.tile and top.tile != waiting.tile:
            raise fields.error("placed", _("{cell} holds a square of {tile}, not of the drafted {drafted}").format(
                cell=cell_name(cell), tile=top.tile, drafted=waiting.tile))
        levels.append(top.level)
    if levels[0] != levels[1]:
        raise fields.error("placed", _("the squares on {cells} lie at levels {first} and {second}: a placed tile "
                                       "lies flat").format(cells=named, first=levels[0], second=levels[1]))


def waiting_to_mapping(waiting: Optional[Waiting]) -> dict[str, Any]:
    """The ``pending`` field and its context, as a position file writes them (nothing when the game is over)."""
    if waiting is None:
        return {}
    result: dict[str, Any] = {"pending": waiting.phase.value}
    values: dict[str, Any] = {
        "tile": waiting.tile,
        "placed": [cell_name(cell) for cell in waiting.placed] or None,
        "nest": [kind.value for kind in waiting.nests] or None,
        "extra_dragon": [kind.value for kind in waiting.extra_dragon] or None,
        "element": waiting.element.value if waiting.element else None,
        "steps_left": waiting.steps_left or None,
    }
    for key in CONTEXT:
        if values[key] is not None and waiting.phase in _WHERE_ALLOWED[key][0]:
            result[key] = values[key]
    return result
