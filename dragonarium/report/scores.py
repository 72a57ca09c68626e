"""The end of a game as ``score``, ``replay`` and ``simulate`` say it: each player's score, the winners or the
solo rank, as text and JSON."""
from __future__ import annotations

from typing import Any

from dragonarium.i18n import _, ngettext
from dragonarium.rules import GameState, listed
from dragonarium.report.show import sheet_json, sheet_text


def scores_json(state: GameState) -> dict[str, Any]:
    """Each player's name, board side, kind (who plays the seat) and score sheet, the winners, how a tie was broken
    and the solo rank (those two in words)."""
    outcome = state.outcome()
    result: dict[str, Any] = {
        "players": [{"name": seat.name, "side": seat.side, "kind": seat.kind.value, **sheet_json(sheet)}
                    for seat, sheet in zip(state.seats, outcome.sheets)],
        "winners": [state.seats[i].name for i in outcome.winners],
    }
    if outcome.tie_break:
        result["tie_break"] = outcome.tie_break
    if outcome.solo_rank:
        result["solo_rank"] = outcome.solo_rank
    return result


def scores_lines(state: GameState) -> list[str]:
    """A line per player (``P1: 23 points (fire 2x2=4, ...)``), then the winners or the solo rank."""
    outcome = state.outcome()
    lines = [_("{player}: {score}").format(player=seat.name, score=sheet_text(sheet))
             for seat, sheet in zip(state.seats, outcome.sheets)]
    if len(state.seats) == 1:
        lines.append(_("solo rank: {rank}").format(rank=outcome.solo_rank))
        return lines
    names = listed([state.seats[i].name for i in outcome.winners])
    if outcome.tie_break:
        lines.append(ngettext("winner: {names} ({tie_break})", "winners: {names} ({tie_break})",
                              len(outcome.winners)).format(names=names, tie_break=outcome.tie_break))
    else:
        lines.append(ngettext("winner: {names}", "winners: {names}", len(outcome.winners)).format(names=names))
    return lines
