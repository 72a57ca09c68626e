"""Why a judged decision's two moves score as they do: the move played and the strong player's choice, each told
with the facts a hint uses (``bots.outlook``'s ``Outlook``, worded by ``hint_text.reason_sentence``), and what the
choice gains that the move played does not.

Both moves are played through as the strong player of the judgement would play them (a drafted tile placed where
it would place it, the rest of the turn as it would play it), so the words tell the same lines the loss measures.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional
from dragonarium.i18n import N_, _
from dragonarium.rules import Draft, GameState, Phase, amount
from dragonarium.play.review.judging import Judgement

COMPARE_TURN = N_("This turn: {best} for the choice, {played} for the move played; next turn: {best_next} against "
                  "{played_next}.")
COMPARE_NOW = N_("Now: {best} for the choice, {played} for the move played.")


@dataclass(frozen=True)
class Gains:
    """The points a move brings, by its facts: this turn (the move and the rest of the turn), and the best tile it
    leaves for the next turn (0: none, or none it can tell)."""

    now: int
    next_turn: int


@dataclass(frozen=True)
class Why:
    """A decision's two moves in words: ``played`` and ``best`` (the same when they agree), ``compare``, what
    the one gains that the other does not, in points (empty when they agree), and those points as values;
    ``played_turn`` and ``best_turn`` are the words without the next turn's tile (``compare`` has its points),
    short enough for the panel."""

    played: str
    best: str
    compare: str = ""
    played_gains: Optional[Gains] = None
    best_gains: Optional[Gains] = None
    played_turn: str = ""
    best_turn: str = ""


def explain_judgement(state: GameState, judgement: Judgement) -> Why:
    """``judgement`` (of the decision pending in ``state``) in words: the move played, the strong player's choice,
    and what the one gains over the other."""
    from dragonarium.bots.outlook import explain
    from dragonarium.bots.players import Choice, StrongPlayer
    from dragonarium.play.table.hint_text import reason_sentence

    def outlook(action, cells):
        strong = StrongPlayer(seed=judgement.index)  # as the judgement was made
        return explain(state, [Choice(action, 0.0, "", cells)], strong)

    best = outlook(judgement.best, judgement.cells)
    best_words, best_turn, best_gains = reason_sentence(best), reason_sentence(best, False), _gains(best)
    if judgement.agrees:
        return Why(best_words, best_words, "", best_gains, best_gains, best_turn, best_turn)
    played = outlook(judgement.played, judgement.played_cells)
    played_gains = _gains(played)
    return Why(reason_sentence(played), best_words, _compare(judgement, best_gains, played_gains), played_gains,
               best_gains, reason_sentence(played, False), best_turn)


def _gains(outlook) -> Gains:
    now = outlook.move.gain + (outlook.then.gain if outlook.then is not None else 0)
    later = outlook.next_turn.effects.gain if outlook.next_turn is not None else 0
    return Gains(now, later)


def _compare(judgement: Judgement, best: Gains, played: Gains) -> str:
    if judgement.kind in (Phase.DRAFT, Phase.PLACE) or isinstance(judgement.best, Draft):
        return _(COMPARE_TURN).format(best=_points(best.now), played=_points(played.now),
                                      best_next=_points(best.next_turn), played_next=_points(played.next_turn))
    return _(COMPARE_NOW).format(best=_points(best.now), played=_points(played.now))


def _points(count: int) -> str:
    return ("+" if count >= 0 else "-") + amount(abs(count), "point")

