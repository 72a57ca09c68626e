"""Why an action is refused: the rules it breaks, as ``Refusal`` values with their cells and facts."""
from __future__ import annotations

from typing import Protocol, Sequence

from dragonarium.rules.engine import assistant
from dragonarium.rules.engine.board import Board
from dragonarium.rules.engine.fallback import why_not_anywhere
from dragonarium.rules.engine.hatching import why_not_nest
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.engine.placement import Placement, check_placement
from dragonarium.rules.model.actions import Action, Draft, ExtraDragon, FreeStone, Nest, Place, Stone, Trade
from dragonarium.rules.model.components import TileSpec
from dragonarium.rules.model.decision import Decision
from dragonarium.rules.model.refusal import Facts, Refusal, Rule
from dragonarium.rules.model.values import Cell


class Table(Protocol):
    """What a refusal reads of the game: the board whose turn it is, the planning site, the tile drafted."""

    @property
    def site(self) -> Sequence[str]: ...

    @property
    def placed(self) -> tuple[Cell, ...]: ...

    @property
    def board(self) -> Board: ...

    def tile(self, tile_id: str) -> TileSpec: ...


def why_illegal(state: Table, action: Action, decision: Decision) -> tuple[Refusal, ...]:
    """The rules ``action`` breaks, when it is of the kind ``decision`` takes but not one of its choices."""
    board = state.board
    found = None
    if isinstance(action, Draft):  # the only draft refused is of a slot the site lacks
        return (Refusal(Rule.NO_SLOT, (), Facts(action=action, slot=action.slot, slots=len(state.site))),)
    if isinstance(action, Place) and decision.tile is not None:
        try:
            placement = Placement(action.cells)
        except IllegalAction as error:
            return error.refusals
        problems = check_placement(board, state.tile(decision.tile), placement).problems
        if problems:
            return problems
    if isinstance(action, Nest):
        allowed = [choice.cell for choice in decision.choices if isinstance(choice, Nest)]
        found = why_not_nest(board, action.cell, state.placed, action, allowed, action.terrain or decision.terrain)
    if isinstance(action, ExtraDragon):
        found = _why_not_extra(state, action, decision)
    if isinstance(action, Stone) and decision.step is not None and decision.element is not None:
        found = assistant.why_not_at_step(board, decision.step, decision.element, action.cell)
    if isinstance(action, FreeStone):
        found = why_not_anywhere(board, action.element, action.cell, action)
    if found is not None:
        return (found,)
    return (Refusal(Rule.NOT_A_CHOICE, (), Facts(action=action, phase=decision.phase)),)


def _why_not_extra(state: Table, action: ExtraDragon, decision: Decision) -> Refusal:
    """Why the extra dragon of a full cliff may not be ``action``: its type, a cliff, or where dragons nest."""
    board = state.board
    offered = [choice for choice in decision.choices if isinstance(choice, ExtraDragon)]
    kinds = tuple(sorted({choice.terrain for choice in offered}, key=lambda kind: kind.value))
    allowed = tuple(choice.cell for choice in offered if choice.terrain is action.terrain)
    if action.terrain not in kinds:
        return Refusal(Rule.EXTRA_TYPE, (), Facts(action=action, dragon=action.terrain, types=kinds))
    if action.cell in board.spec.cliffs:
        return Refusal(Rule.EXTRA_OFF_CLIFF, (action.cell,), Facts(action=action, dragon=action.terrain,
                                                                     allowed=allowed))
    return (why_not_nest(board, action.cell, state.placed, action, allowed, action.terrain)
            or Refusal(Rule.NOT_A_CHOICE, (), Facts(action=action, phase=decision.phase)))


def why_no_trade(board: Board, action: Trade) -> Refusal:
    """Why the Marble Quarry trade ``action`` is not open to ``board``'s owner."""
    trade = board.spec.trade
    if trade is None:
        return Refusal(Rule.TRADE_SIDE, (), Facts(action=action))
    if board.pillars < trade.pillars:
        return Refusal(Rule.TRADE_COST, (), Facts(action=action, cost=trade.pillars, pillars_usable=board.pillars,
                                                  pillars_fresh=board.fresh_pillars, element=trade.element))
    return (why_not_anywhere(board, trade.element, action.cell, action)
            or Refusal(Rule.NOT_A_CHOICE, (), Facts(action=action)))
