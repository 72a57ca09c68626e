"""The pending decision and its context, in words and as JSON: whose it is, the drafted tile, the dragon about to
nest, the element walking and the step it stands on, the steps still to go."""
from __future__ import annotations

from typing import Any, Optional

from ..rules import (ELEMENTS, Board, GameState, Phase, Waiting, amount, article, cells_name, cell_name, largest_size,
                     tile_name)


def step_lines(board: Board, step: int) -> str:
    """The rows and columns a step looks along: ``row 3 and column B``."""
    return " and ".join(str(line) for line in board.spec.track[step].lines)


def context_lines(state: GameState) -> list[str]:
    """What the pending decision is, then each fact of the turn it needs, one per line."""
    decision = state.pending()
    if state.over:
        outcome = state.outcome()
        if state.solo:
            return [f"The game is over: rank {outcome.solo_rank}"]
        names = " and ".join(state.seats[i].name for i in outcome.winners)
        tie = f" ({outcome.tie_break})" if outcome.tie_break else ""
        return [f"The game is over: {'winners' if len(outcome.winners) > 1 else 'winner'} {names}{tie}"]
    who = state.seats[decision.player].name
    lines = [f"{who}: {decision.prompt}"]
    waiting = state.waiting()
    board = state.boards[decision.player]
    if waiting is None:
        return lines
    phase = waiting.phase
    if waiting.tile is not None:
        tile = tile_name(state.tile(waiting.tile), tagged=True)
        if phase is Phase.PLACE:
            lines.append(f"the drafted tile: {tile}")
        elif waiting.placed:
            lines.append(f"the drafted tile: {tile}, placed on {cells_name(waiting.placed)}")
        else:
            lines.append(f"the drafted tile: {tile}, discarded (it fit nowhere)")
    if phase is Phase.EXTRA_DRAGON:
        kinds = " or ".join(kind.value for kind in waiting.extra_dragon)
        lines.append(f"a cliff is full: one more dragon, {kinds}, off the cliffs")
    if waiting.nests:
        first, *rest = waiting.nests
        then = f"; then {', '.join(kind.value for kind in rest)}" if rest else ""
        due = "about to nest" if phase is Phase.NEST else "to nest next"
        lines.append(f"{article(first.value)} dragon {due}{then}")
    if phase is Phase.ELEMENT:
        walks = ", ".join(f"{element.value} {largest_size(board, element.terrain)}" for element in ELEMENTS)
        lines.append(f"steps each element walks (its largest domain): {walks}")
    if phase in (Phase.STONE, Phase.REWARD_STONE) and waiting.element is not None:
        stands = f"on step {board.step} ({step_lines(board, board.step)})"
        reward = ", a reward step" if phase is Phase.REWARD_STONE else ""
        lines.append(f"{waiting.element.value} is walking: the Assistant stands {stands}{reward}; "
                     f"{amount(waiting.steps_left, 'more step')} to go")
    trade = board.spec.trade
    if trade is not None and board.pillars >= trade.pillars:
        lines.append(f"a trade is open: {amount(trade.pillars, 'pillar')} for {article(trade.element.value)} stone")
    return lines


def context_json(state: GameState) -> dict[str, Any]:
    """The ``pending`` object of ``show --json``: its kind, whose decision, and the context of the decision."""
    decision = state.pending()
    player = state.seats[decision.player].name if not state.over else None
    return {"kind": decision.phase.value, "player": player, "prompt": decision.prompt,
            "context": waiting_json(state, state.waiting())}


def waiting_json(state: GameState, waiting: Optional[Waiting]) -> dict[str, Any]:
    """The context of a decision as JSON: only what it has."""
    if waiting is None:
        return {}
    result: dict[str, Any] = {}
    if waiting.tile is not None:
        result["tile"] = {"id": waiting.tile, "name": tile_name(state.tile(waiting.tile))}
    if waiting.placed:
        result["placed"] = [cell_name(cell) for cell in waiting.placed]
    if waiting.nests:
        result["nest"] = [kind.value for kind in waiting.nests]
    if waiting.extra_dragon:
        result["extra_dragon"] = [kind.value for kind in waiting.extra_dragon]
    board = state.board
    if waiting.phase in (Phase.STONE, Phase.REWARD_STONE):
        result["element"] = waiting.element.value if waiting.element else None
        result["step"] = board.step
        result["lines"] = [str(line) for line in board.spec.track[board.step].lines]
        result["steps_left"] = waiting.steps_left
    if waiting.phase is Phase.ELEMENT:
        result["steps"] = {element.value: largest_size(board, element.terrain) for element in ELEMENTS}
    return result
