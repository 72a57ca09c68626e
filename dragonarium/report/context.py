"""The pending decision and its context, in words and as JSON: whose it is, the drafted tile, the dragon about to
nest, the element walking and the step it stands on, the steps still to go."""
from __future__ import annotations

from typing import Any, Optional

from dragonarium.i18n import _, ngettext
from dragonarium.rules import (Board, ELEMENTS, GameState, Phase, Waiting, a_dragon, a_stone, cell_name, cells_name,
                               counted, either, largest_size, line_name, listed, tile_name, type_word)


def step_lines(board: Board, step: int) -> str:
    """The rows and columns a step looks along: ``row 3 and column B``."""
    return listed([line_name(line) for line in board.spec.track[step].lines])


def over_line(state: GameState) -> str:
    """The end of the game: the solo rank, or the winners and how a tie was broken."""
    outcome = state.outcome()
    if state.solo:
        return _("The game is over: rank {rank}").format(rank=outcome.solo_rank)
    names = listed([state.seats[i].name for i in outcome.winners])
    if outcome.tie_break:
        return ngettext("The game is over: winner {names} ({tie_break})",
                        "The game is over: winners {names} ({tie_break})", len(outcome.winners)).format(
                            names=names, tie_break=outcome.tie_break)
    return ngettext("The game is over: winner {names}", "The game is over: winners {names}",
                    len(outcome.winners)).format(names=names)


def context_lines(state: GameState) -> list[str]:
    """What the pending decision is, then each fact of the turn it needs, one per line."""
    decision = state.pending()
    if state.over:
        return [over_line(state)]
    who = state.seats[decision.player].name
    lines = [_("{player}: {prompt}").format(player=who, prompt=decision.prompt)]
    waiting = state.waiting()
    board = state.boards[decision.player]
    if waiting is None:
        return lines
    phase = waiting.phase
    if waiting.tile is not None:
        tile = tile_name(state.tile(waiting.tile), tagged=True)
        if phase is Phase.PLACE:
            lines.append(_("the drafted tile: {tile}").format(tile=tile))
        elif waiting.placed:
            lines.append(_("the drafted tile: {tile}, placed on {cells}").format(tile=tile,
                                                                                 cells=cells_name(waiting.placed)))
        else:
            lines.append(_("the drafted tile: {tile}, discarded (it fit nowhere)").format(tile=tile))
    if phase is Phase.EXTRA_DRAGON:
        kinds = either([type_word(kind) for kind in waiting.extra_dragon])
        lines.append(_("a cliff is full: one more dragon, {types}, off the cliffs").format(types=kinds))
    if waiting.nests:
        first, *rest = waiting.nests
        then = ", ".join(type_word(kind) for kind in rest)
        if phase is Phase.NEST:
            line = _("{dragon} about to nest; then {types}") if rest else _("{dragon} about to nest")
        else:
            line = _("{dragon} to nest next; then {types}") if rest else _("{dragon} to nest next")
        lines.append(line.format(dragon=a_dragon(first), types=then))
    if phase is Phase.ELEMENT:
        walks = ", ".join(_("{element} {steps}").format(element=type_word(element),
                                                       steps=largest_size(board, element.terrain))
                          for element in ELEMENTS)
        lines.append(_("steps each element walks (its largest domain): {walks}").format(walks=walks))
    if phase in (Phase.STONE, Phase.REWARD_STONE) and waiting.element is not None:
        if phase is Phase.REWARD_STONE:
            line = _("{element} is walking: the Assistant stands on step {step} ({lines}), a reward step; {left} "
                     "to go")
        else:
            line = _("{element} is walking: the Assistant stands on step {step} ({lines}); {left} to go")
        lines.append(line.format(element=type_word(waiting.element), step=board.step,
                                 lines=step_lines(board, board.step), left=counted("more step", waiting.steps_left)))
    trade = board.spec.trade
    if trade is not None and board.pillars >= trade.pillars:
        lines.append(_("a trade is open: {pillars} for {stone}").format(pillars=counted("pillar", trade.pillars),
                                                                        stone=a_stone(trade.element)))
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
        result["lines"] = [line_name(line) for line in board.spec.track[board.step].lines]
        result["steps_left"] = waiting.steps_left
    if waiting.phase is Phase.ELEMENT:
        result["steps"] = {element.value: largest_size(board, element.terrain) for element in ELEMENTS}
    return result
