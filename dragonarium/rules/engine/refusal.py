"""Why an action is refused: the rule it breaks, in a player's words."""
from __future__ import annotations

from typing import Callable, Optional, Protocol, Sequence

from dragonarium.i18n import _, ngettext
from dragonarium.rules.engine import assistant
from dragonarium.rules.model.actions import Action, Draft, ExtraDragon, FreeStone, Nest, Place, Stone, Trade
from dragonarium.rules.engine.board import Board
from dragonarium.rules.model.decision import Decision
from dragonarium.rules.model.errors import IllegalAction
from dragonarium.rules.engine.hatching import nest_dragon
from dragonarium.rules.engine.placement import Placement, check_placement
from dragonarium.rules.text.notation import cell_name, slot_name, tile_name
from dragonarium.rules.text.words import a_stone, space_word, stone_word, type_word
from dragonarium.rules.model.components import TileSpec
from dragonarium.rules.model.values import Cell


class Table(Protocol):
    """What a refusal reads of the game: the board whose turn it is, the planning site, the tile drafted."""

    site: Sequence[str]
    placed: tuple[Cell, ...]

    @property
    def board(self) -> Board: ...

    def tile(self, tile_id: str) -> TileSpec: ...


def why_illegal(state: Table, action: Action, decision: Decision) -> str:
    """The rule ``action`` breaks, when it is of the kind ``decision`` takes but not one of its choices."""
    board = state.board
    if isinstance(action, Draft):
        return _("the planning site has slots {first} to {last}; there is no slot {slot}").format(
            first=slot_name(0), last=slot_name(len(state.site) - 1), slot=slot_name(action.slot))
    if isinstance(action, Place):
        try:
            placement = Placement(action.cells)
        except IllegalAction as error:
            return error.reason
        verdict = check_placement(board, state.tile(decision.tile or ""), placement)
        return _("the {tile} cannot go on {cells}: {reasons}").format(
            tile=tile_name(state.tile(decision.tile or "")), cells=placement, reasons=verdict.reason)
    reason = None
    if isinstance(action, Nest) and decision.terrain is not None:
        terrain = decision.terrain
        reason = _refused_on_copy(board, lambda probe: nest_dragon(probe, action.cell, terrain, state.placed))
    if isinstance(action, Stone) and decision.step is not None and decision.element is not None:
        step, element = decision.step, decision.element
        reason = _refused_on_copy(board, lambda probe: assistant.place_stone_at_step(probe, step, element, action.cell))
    if reason is not None:
        return reason
    if isinstance(action, ExtraDragon):
        kinds = sorted({choice.terrain for choice in decision.choices if isinstance(choice, ExtraDragon)},
                       key=lambda kind: kind.value)
        if all(not isinstance(c, ExtraDragon) or c.terrain is not action.terrain for c in decision.choices):
            return _("the extra dragon is of a type on the cliff with dragons left in the supply: {types}").format(
                types=", ".join(type_word(kind) for kind in kinds))
        return _("the extra dragon cannot go on {cell}: it goes on a non-cliff square of the tile just placed, a "
                 "square holding stones, or bare board, one dragon per square").format(cell=cell_name(action.cell))
    if isinstance(action, FreeStone):
        return _("{stone} cannot go on {cell}: it needs an empty {space} on a top square").format(
            stone=a_stone(action.element), cell=cell_name(action.cell), space=space_word(action.element))
    return _("{action} is not one of the legal choices").format(action=action)


def why_no_trade(board: Board, action: Trade) -> str:
    """Why the Marble Quarry trade ``action`` is not open to ``board``'s owner."""
    trade = board.spec.trade
    if trade is None:
        return _("only the Marble Quarry side trades pillars for stones")
    if board.pillars < trade.pillars:
        return ngettext("a trade costs {count} usable pillar, you have {usable}",
                        "a trade costs {count} usable pillars, you have {usable}", trade.pillars).format(
                            count=trade.pillars, usable=board.pillars)
    return _("the {stone} cannot go on {cell}: it needs an empty {space} on a top square").format(
        stone=stone_word(trade.element), cell=cell_name(action.cell), space=space_word(trade.element))


def _refused_on_copy(board: Board, attempt: Callable[[Board], None]) -> Optional[str]:
    """The reason ``attempt`` is refused when tried on a copy of ``board``, or None when it is not."""
    try:
        attempt(board.copy())
    except IllegalAction as error:
        return error.reason
    return None
