"""Stand-in judges for the review's tests that need no strong player: quick, and known in advance."""
from __future__ import annotations

from dataclasses import replace

from dragonarium.play.review.judging import Judgement
from dragonarium.rules import Action, Draft, GameState, legal_placements


def fake_judge(state: GameState, played: Action, index: int) -> Judgement:
    """Judges without the strong player: the first legal choice is 'best', any other move loses 1 point, and a
    move at an index that is a multiple of 5 loses 4 (a mistake)."""
    decision = state.pending()
    best = decision.choices[0]
    loss = 0.0 if played == best else (4.0 if index % 5 == 0 else 1.0)
    return Judgement(index, decision.player, decision.phase, played, best, loss, f"{best}: the first choice")


def count_judgements(monkeypatch) -> list[int]:
    """Put ``fake_judge`` in the review's place for one test; the list it returns gathers the index of each
    decision judged."""
    from dragonarium.play.review import judging as review

    calls: list[int] = []

    def counted(state: GameState, played: Action, index: int) -> Judgement:
        calls.append(index)
        return fake_judge(state, played, index)

    monkeypatch.setattr(review, "judge", counted)
    return calls


def judge_with_cells(state: GameState, played: Action, index: int) -> Judgement:
    """``fake_judge``, and for a tile to draft, where it goes: its first legal placement (as the strong player
    says where it means to place the tile it drafts)."""
    judgement = fake_judge(state, played, index)
    if not isinstance(judgement.best, Draft):
        return judgement
    board = state.boards[state.pending().player]
    placements = legal_placements(board, state.tile(state.site[judgement.best.slot]))
    return replace(judgement, cells=placements[0].placement.cells) if placements else judgement
