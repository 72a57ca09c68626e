"""Why an action is refused: the rule it breaks, in a player's words."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

from . import assistant
from .actions import Action, Draft, ExtraDragon, FreeStone, Nest, Place, Stone, Trade
from .board import Board
from .decision import Decision
from .errors import IllegalAction
from .hatching import nest_dragon
from .placement import Placement, check_placement
from .notation import cell_name, slot_name, tile_name
from .words import article

if TYPE_CHECKING:
    from .state import GameState


def why_illegal(state: "GameState", action: Action, decision: Decision) -> str:
    """The rule ``action`` breaks, when it is of the kind ``decision`` takes but not one of its choices."""
    board = state.board
    if isinstance(action, Draft):
        return (f"the planning site has slots {slot_name(0)} to {slot_name(len(state.site) - 1)}; "
                f"there is no slot {slot_name(action.slot)}")
    if isinstance(action, Place):
        try:
            placement = Placement(action.cells)
        except IllegalAction as error:
            return error.reason
        verdict = check_placement(board, state.tile(decision.tile or ""), placement)
        return f"the {tile_name(state.tile(decision.tile or ''))} cannot go on {placement}: {verdict.reason}"
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
        kinds = sorted({choice.terrain.value for choice in decision.choices if isinstance(choice, ExtraDragon)})
        if all(not isinstance(c, ExtraDragon) or c.terrain is not action.terrain for c in decision.choices):
            return f"the extra dragon is of a type on the cliff with dragons left in the supply: {', '.join(kinds)}"
        return (f"the extra dragon cannot go on {cell_name(action.cell)}: it goes on a non-cliff square of the "
                f"tile just placed, a square holding stones, or bare board, one dragon per square")
    if isinstance(action, FreeStone):
        return (f"{article(action.element.value)} stone cannot go on {cell_name(action.cell)}: it needs an empty "
                f"{action.element.value} space on a top square")
    return f"{action} is not one of the legal choices"


def why_no_trade(board: Board, action: Trade) -> str:
    """Why the Marble Quarry trade ``action`` is not open to ``board``'s owner."""
    trade = board.spec.trade
    if trade is None:
        return "only the Marble Quarry side trades pillars for stones"
    if board.pillars < trade.pillars:
        return f"a trade costs {trade.pillars} usable pillars, you have {board.pillars}"
    return (f"the {trade.element.value} stone cannot go on {cell_name(action.cell)}: it needs "
            f"an empty {trade.element.value} space on a top square")


def _refused_on_copy(board: Board, attempt: Callable[[Board], None]) -> Optional[str]:
    """The reason ``attempt`` is refused when tried on a copy of ``board``, or None when it is not."""
    try:
        attempt(board.copy())
    except IllegalAction as error:
        return error.reason
    return None
