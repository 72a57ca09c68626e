"""Every choice of the pending decision, legal or not, with the rules' words: what it does, or each rule it breaks.

A placement's words are its verdict's: the level and pillars of a legal one
(``Verdict.summary``); a refused choice carries the ``Refusal`` values the game
gives when the action is tried (a placement's: its verdict's problems, which the
table's ghost tile words), worded when read (``Option.reasons``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dragonarium.i18n import ngettext
from dragonarium.rules.model.actions import Action, ChooseElement, Draft, ExtraDragon, FreeStone, Place, Stone, Trade
from dragonarium.rules.model.decision import Decision, Phase
from dragonarium.rules.model.refusal import Refusal
from dragonarium.rules.engine.fallback import FALLBACK_PILLARS
from dragonarium.rules.engine.nest_order import nest_choices
from dragonarium.rules.text.notation import tile_name
from dragonarium.rules.engine.placement import ROTATIONS, Placement, can_place, check_placement
from dragonarium.rules.engine.why_illegal import why_illegal, why_no_trade
from dragonarium.rules.engine.scoring import largest_size
from dragonarium.rules.text.refusal_words import refusal_text
from dragonarium.rules.model.values import ELEMENTS

if TYPE_CHECKING:
    from dragonarium.rules.engine.state import GameState


@dataclass(frozen=True)
class Option:
    """One choice one could make now: whether it is legal, what it does, or each rule it breaks (``refusals``)."""

    action: Action
    legal: bool
    note: str = ""
    refusals: tuple[Refusal, ...] = ()

    @property
    def reasons(self) -> tuple[str, ...]:
        """Each refusal in words, in the language in use."""
        return tuple(refusal_text(refusal) for refusal in self.refusals)

    @property
    def rules(self) -> tuple[str, ...]:
        """The id of each rule broken."""
        return tuple(refusal.rule.value for refusal in self.refusals)


def options(state: "GameState") -> tuple[Option, ...]:
    """Every choice of the pending decision (every placement of the held tile, every cell for a stone or a
    dragon...), then every trade of a side that trades; none once the game is over."""
    decision = state.pending()
    if decision.phase is Phase.OVER:
        return ()
    legal = set(state.legal_actions())
    if decision.phase is Phase.PLACE:
        found = _placements(state, decision)
    else:
        found = [_judged(state, decision, action, legal) for action in _candidates(state, decision)]
    board = state.board
    if board.spec.trade is not None:
        for cell in board.spec.cells:
            action = Trade(cell)
            found.append(Option(action, True) if action in legal else
                         Option(action, False, refusals=(why_no_trade(board, action),)))
    return tuple(found)


def _placements(state: "GameState", decision: Decision) -> list[Option]:
    board = state.board
    tile = state.tile(decision.tile or "")
    found = []
    for cell in board.spec.cells:
        for rotation in range(len(ROTATIONS)):
            placement = Placement.at(cell, rotation)
            if not board.on_grid(placement.cells[1]):
                continue
            verdict = check_placement(board, tile, placement)
            found.append(Option(Place(placement.cells), verdict.legal, verdict.summary, verdict.problems))
    return found


def _candidates(state: "GameState", decision: Decision) -> list[Action]:
    """The actions of the decision's kind worth judging: every slot, element, cell or (element, cell)."""
    cells = state.board.spec.cells
    phase = decision.phase
    if phase is Phase.DRAFT:
        return [Draft(slot) for slot in range(len(state.site))]
    if phase is Phase.ELEMENT:
        return [ChooseElement(element) for element in ELEMENTS]
    if phase in (Phase.FALLBACK_STONE, Phase.REWARD_STONE):
        return [FreeStone(element, cell) for element in ELEMENTS for cell in cells]
    if phase is Phase.NEST:
        return list(nest_choices(cells, decision.nest_types))
    if phase is Phase.EXTRA_DRAGON:
        waiting = state.waiting()
        kinds = waiting.extra_dragon if waiting else ()
        return [ExtraDragon(kind, cell) for kind in kinds for cell in cells]
    if phase is Phase.STONE:
        return [Stone(cell) for cell in cells]
    return []


def _judged(state: "GameState", decision: Decision, action: Action, legal: set[Action]) -> Option:
    if action not in legal:
        return Option(action, False, refusals=why_illegal(state, action, decision))
    note = ""
    if isinstance(action, Draft):
        tile = state.tile(state.site[action.slot])
        note = tile_name(tile, tagged=True)
        if not can_place(state.board, tile):
            note = ngettext("{tile}: fits nowhere, so it would be discarded for {count} pillar and a stone of your "
                            "choice", "{tile}: fits nowhere, so it would be discarded for {count} pillars and a "
                            "stone of your choice", FALLBACK_PILLARS).format(tile=note, count=FALLBACK_PILLARS)
    elif isinstance(action, ChooseElement):
        steps = largest_size(state.board, action.element.terrain)
        note = ngettext("the Assistant walks {count} step", "the Assistant walks {count} steps", steps).format(
            count=steps)
    return Option(action, True, note)
