"""The table's words, as plain lines: the HUD, the message under the table, the log, hover and verdict texts."""
from __future__ import annotations

from typing import Optional

from ..rules import (TERRAINS, Board, GameState, Phase, TileSpec, Verdict, amount, legal_placements,
                     score)
from .describe import stack_lines
from .picks import Pick, PickKind
from .session import PlaySession

LOG_LINES = 8


def board_title(name: str) -> str:
    """The heading of a player's board in the hover panel: ``Board of Ann``.

    Not ``Ann's board``: a player may be named ``You`` or ``James``, and this form reads right for every name."""
    return f"Board of {name}"


def hud_lines(state: GameState, lesson: bool = False) -> dict[str, list[str]]:
    """The HUD's panels: the round and decision, each player's standing, the supplies. A ``lesson`` that reaches
    the game's end ranks nobody."""
    decision = state.pending()
    who = state.seats[state.current].name
    if state.over and lesson:
        status = [f"Round {state.round} - game over", "Lesson: see its summary"]
    elif state.over:
        outcome = state.outcome()
        names = " and ".join(state.seats[i].name for i in outcome.winners)
        result = f"Rank: {outcome.solo_rank}" if state.solo else f"Winner{'s' if len(outcome.winners) > 1 else ''}: {names}"
        status = [f"Round {state.round} - game over", result]
    else:
        status = [f"Round {state.round}" + ("" if state.solo else f" - {who} to play"), decision.prompt.capitalize()]
    players = []
    for index, (seat, board) in enumerate(zip(state.seats, state.boards)):
        sheet = score(board)
        marker = ">" if index == state.current and not state.over else " "
        fresh = f" (+{board.fresh_pillars} next round)" if board.fresh_pillars else ""
        players.append(f"{marker} {seat.name}: {amount(sheet.total, 'point')}, "
                       f"{amount(board.pillars, 'pillar')}{fresh}, {amount(sheet.dragons, 'dragon')}")
    dragons = ", ".join(f"{state.dragons[t]} {t.value}" for t in TERRAINS)
    supply = [f"Supply: {amount(len(state.supply), 'tile')}", f"Dragons left: {dragons}"]
    return {"status": status, "players": players, "supply": supply}


def message_text(session: PlaySession) -> str:
    """The banner under the table: what to do now (nothing once a lesson is complete), then the last explanation and
    any save problem."""
    controller = session.controller
    lesson = session.lesson
    lines = [] if lesson is not None and lesson.finished else [controller.prompt()]
    if controller.message:
        lines.append(controller.message)
    if controller.save_error:
        lines.append(controller.save_error)
    decision = controller.decision
    state = session.game.state
    if session.legal_map and decision.phase is Phase.PLACE and not state.over and decision.tile:
        lines.append(legal_count_text(state.boards[decision.player], state.tile(decision.tile)))
    return "\n".join(lines)


def legal_count_text(board: Board, tile: TileSpec) -> str:
    """How many placements the legal map shows: ``12 legal placements for this tile, on 8 pairs of cells``."""
    verdicts = list(legal_placements(board, tile))
    if not verdicts:
        return "No legal placement for this tile"
    pairs = {frozenset(verdict.placement.cells) for verdict in verdicts}
    return f"{amount(len(verdicts), 'legal placement')} for this tile, on {amount(len(pairs), 'pair')} of cells"


def log_text(state: GameState) -> str:
    """The last lines of the turn log."""
    return "Turn log\n" + "\n".join(state.log[-LOG_LINES:])


def hover_text(state: GameState, pick: Optional[Pick]) -> str:
    """What the hover panel says of the cell under the pointer (nothing off the boards)."""
    if pick is None or pick.kind is not PickKind.CELL or pick.cell is None:
        return ""
    name = state.seats[pick.player].name
    return board_title(name) + "\n" + "\n".join(stack_lines(state.boards[pick.player], pick.cell))


def off_board_text(state: GameState, player: int, pick: Optional[Pick]) -> str:
    """Why the held tile of ``player`` cannot go where the pointer is: off every board, or on another's."""
    if pick is not None and pick.kind is PickKind.CELL and 0 <= pick.player != player:
        return f"That is the board of {state.seats[pick.player].name}: place the tile on yours"
    return "Move the tile over your board"


def verdict_text(verdict: Verdict) -> str:
    """The held tile's verdict in words: its level and pillars, or every rule it breaks."""
    if not verdict.legal:
        return "Not here:\n" + "\n".join(problem.message for problem in verdict.problems)
    return verdict.summary
