"""Records for the review's tests, written out in full, and a stand-in judge for tests that need no strong player."""
from __future__ import annotations

import random

from dragonarium.play.review.judging import Judgement
from dragonarium.rules import Action, Game, GameRecord, GameState, Seat, parse_record, record_of

from tests.game.play import CATALOG


def record_text(actions: list[str], kinds: tuple[str, str] = ("strong", "strong"), seed: int = 5) -> str:
    lines = [f"  - {action}" for action in actions]
    return (f"format: dragonarium-record\nversion: 2\nseed: {seed}\nplayers:\n"
            f"  - {{name: Ann, side: library, kind: {kinds[0]}}}\n"
            f"  - {{name: Bob, side: library, kind: {kinds[1]}}}\n"
            "actions:\n" + "\n".join(lines) + "\n")


STRONG_OPENING = ["draft 2", "place A5 B5", "element air", "stone A5", "draft 3", "place B4 A4", "element fire",
                  "stone A4", "stone B3", "stone C4", "draft 3", "place A3 B3", "nest B3", "element water"]
"""The first turns of a game two strong players played from seed 5."""

FAR_AWAY = STRONG_OPENING[:5] + ["place E1 E2"]
"""Bob puts his first tile in the far corner, away from his starting tile: next to it (``place B4 A4``, as the
strong player did) his water domain grows and scores 2 points more at once."""


def record(actions: list[str], kinds: tuple[str, str] = ("strong", "human")):
    return parse_record(record_text(actions, kinds), catalog=CATALOG)


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


def random_record(seed: int = 3, actions: int = 90) -> GameRecord:
    """The first ``actions`` of a game between two players choosing at random."""
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], seed)
    rng = random.Random(seed)
    for _ in range(actions):
        game.apply(rng.choice(game.legal_actions()))
    return record_of(game)


def judge_with_cells(state: GameState, played: Action, index: int) -> Judgement:
    """``fake_judge``, and for a tile to draft, where it goes: its first legal placement (as the strong player
    says where it means to place the tile it drafts)."""
    from dataclasses import replace

    from dragonarium.rules import Draft, legal_placements

    judgement = fake_judge(state, played, index)
    if not isinstance(judgement.best, Draft):
        return judgement
    board = state.boards[state.pending().player]
    placements = legal_placements(board, state.tile(state.site[judgement.best.slot]))
    return replace(judgement, cells=placements[0].placement.cells) if placements else judgement
