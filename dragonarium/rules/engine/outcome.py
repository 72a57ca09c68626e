"""The end of a game: the score sheets, the winners and the solo rank."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from dragonarium.i18n import _
from dragonarium.rules.engine.board import Board
from dragonarium.rules.model.components import SoloTable
from dragonarium.rules.engine.scoring import ScoreSheet, score
from dragonarium.rules.text.words import counted


@dataclass(frozen=True)
class Outcome:
    """The end of a game: each player's score sheet, the winners, the solo rank.

    ``solo_rank`` (the rank's title) and ``tie_break`` are words for people, in the language in use when the
    outcome was made."""

    sheets: tuple[ScoreSheet, ...]
    winners: tuple[int, ...]
    solo_rank: Optional[str] = None
    tie_break: str = ""


def outcome_of(boards: Sequence[Board], solo: SoloTable) -> Outcome:
    """Scores and winners (most points, then most dragons, else shared); the rank when one board plays solo."""
    sheets = tuple(score(board) for board in boards)
    best = max(sheet.total for sheet in sheets)
    leaders = [i for i, sheet in enumerate(sheets) if sheet.total == best]
    tie_break = ""
    if len(leaders) > 1:
        most = max(sheets[i].dragons for i in leaders)
        winners = [i for i in leaders if sheets[i].dragons == most]
        if len(winners) == 1:
            tie_break = _("tied on {points}: most dragons ({dragons}) wins").format(
                points=counted("point", best), dragons=most)
        else:
            tie_break = _("tied on {points} and {dragons}: the victory is shared").format(
                points=counted("point", best), dragons=counted("dragon", most))
    else:
        winners = leaders
    rank = None
    if len(boards) == 1:
        rank = solo.rank(sheets[0].total, boards[0].spec.solo_bonus).shown_title
    return Outcome(sheets=sheets, winners=tuple(winners), solo_rank=rank, tie_break=tie_break)
