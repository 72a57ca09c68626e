"""A judged decision told as an analysis board tells it: the move played and the strong player's choice are both
drawn (in looks of their own) and both told with the facts a hint uses, with the points the one gains over the
other."""
import pytest

from dragonarium.play.review import judging as review
from dragonarium.play.review.judging import game_states, judge
from dragonarium.play.review_session import ReviewSession
from dragonarium.play.review.why import explain_judgement
from dragonarium.play.table.marks import SiteFrame, TileGhost, Tone
from dragonarium.rules import cell_name

from tests.support.games import CATALOG
from tests.support.judges import fake_judge, judge_with_cells
from tests.support.records import FAR_AWAY, STRONG_OPENING, record

FAR = len(FAR_AWAY) - 1
"""Bob's tile put far away (``place E1 E2``), where ``place B4 A4`` grows his domain."""


@pytest.fixture(scope="module")
def far_judgement():
    game = record(FAR_AWAY)
    states = game_states(game, CATALOG)
    return states[FAR], judge(states[FAR], game.actions[FAR], FAR)


@pytest.fixture
def far_session(monkeypatch, far_judgement):
    """The review of the far-away game at its mistake, every other move judged by ``fake_judge``."""
    _state, judgement = far_judgement
    monkeypatch.setattr(review, "judge", lambda s, played, index: judgement if index == FAR
                        else fake_judge(s, played, index))
    session = ReviewSession(record(FAR_AWAY), CATALOG)
    session.analysis.run()
    session.go(FAR)
    yield session
    session.close()


def _names(cells):
    return "-".join(cell_name(cell) for cell in cells)


def test_both_moves_are_told_with_what_each_gains(far_judgement):
    state, judgement = far_judgement
    assert judgement.mistake and _names(judgement.best.cells) == "B4-A4"
    why = explain_judgement(state, judgement)
    assert why.best_gains.now >= why.played_gains.now + 2, "the choice scores at once, the move played does not"
    assert why.best_gains.next_turn > why.played_gains.next_turn
    assert why.played != why.best and why.compare
    assert f"+{why.best_gains.now} " in why.best, "the choice's points now, as the hint says them"


def test_the_panel_tells_both_moves_and_their_reasons(far_session):
    session = far_session
    why = session.why
    lines = session.panel_text().split("\n")
    played = next(line for line in lines if "tile on E1-E2" in line)
    best = next(line for line in lines if "tile on B4-A4" in line)
    assert why.played_turn.rstrip(".") in played and why.best_turn.rstrip(".") in best
    assert why.best.startswith(why.best_turn) and "B4-A4" not in why.played_turn, "the next turn told apart"
    assert why.compare in lines


def test_the_move_played_is_drawn_beside_the_choice(far_session):
    session = far_session
    ghosts = {mark.tone: _names(mark.cells) for mark in session.decision_marks() if isinstance(mark, TileGhost)}
    assert ghosts == {Tone.PLAYED: "E1-E2", Tone.HINT: "B4-A4"}


def test_a_tile_drafted_in_play_is_framed_and_placed_as_the_strong_player_would(monkeypatch):
    monkeypatch.setattr(review, "judge", judge_with_cells)
    session = ReviewSession(record(STRONG_OPENING), CATALOG)
    session.analysis.run()
    judgement = session.judgement  # action 1: draft 2 played, draft 1 the choice
    marks = session.decision_marks()
    assert SiteFrame(judgement.played.slot, Tone.PLAYED) in marks and SiteFrame(judgement.best.slot, Tone.HINT) in marks
    played = [mark for mark in marks if isinstance(mark, TileGhost) and mark.tone is Tone.PLAYED]
    assert [ghost.cells for ghost in played] == [judgement.played_cells]
    assert played[0].tile.id == session.state.site[judgement.played.slot]
    session.close()


def test_a_move_the_strong_player_agrees_with_is_drawn_once(monkeypatch):
    monkeypatch.setattr(review, "judge", judge_with_cells)
    session = ReviewSession(record(STRONG_OPENING), CATALOG)
    session.analysis.run()
    agreed = next(i for i, j in session.analysis.results().items() if j.agrees)
    session.go(agreed)
    assert not [mark for mark in session.decision_marks() if getattr(mark, "tone", None) is Tone.PLAYED]
    session.close()
