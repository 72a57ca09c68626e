"""Stepping through a record under review: every step shows the state the replay reaches there, keys and
buttons step, and the words use the board notation and count actions from 1."""
import random
import shutil
from pathlib import Path

import pytest

from dragonarium.play.review import judging as review
from dragonarium.play.base.changes import Change
from dragonarium.play.review.cache import cache_path
from dragonarium.play.review_session import ReviewSession, analyse_file, open_record
from dragonarium.play.review.text import action_words
from dragonarium.play.review.text import RowKind
from dragonarium.rules import Game, ReplayError, Seat, load_record, record_of, replay
from dragonarium.play.base.commands import Command

from tests.support.games import CATALOG, play_random
from tests.support.records import STRONG_OPENING, random_record, record
from tests.support.judges import fake_judge

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def fake(monkeypatch):
    monkeypatch.setattr(review, "judge", fake_judge)


def test_stepping_back_and_forth_shows_the_state_the_replay_reaches():
    game = random_record()
    session = ReviewSession(game, CATALOG)
    rng = random.Random(1)
    for _ in range(60):
        move = rng.choice([Command.NEXT, Command.PREVIOUS, "jump", "key"])
        if move == "jump":
            session.go(rng.randrange(-3, session.last + 4))
        elif move == "key":
            session.key(rng.choice(["arrow_left", "arrow_right", "arrow_up", "arrow_down", "home", "end"]))
        else:
            session.press(move)
        assert 0 <= session.step <= session.last
        assert session.state.same_table(replay(game, CATALOG, upto=session.step).state), session.step
    session.close()


def test_a_finished_game_ends_on_its_final_position():
    game = record_of(play_random(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 8), 8))
    session = ReviewSession(game, CATALOG)
    assert session.key("end") is Change.ALL and session.step == session.last == len(game.actions)
    assert session.state.over and session.hint is None
    assert session.panel_text() == f"After action {len(game.actions)}: the game is over."
    assert session.rows()[-1].move == "game over"
    assert session.key("arrow_right") is Change.NONE, "nothing after the end"
    assert session.key("home") is Change.ALL and session.step == 0
    assert session.key("arrow_left") is Change.NONE
    session.close()


def test_each_decision_is_told_in_the_notation_with_the_strong_players_choice():
    game = record(STRONG_OPENING, ("human", "strong"))
    session = ReviewSession(game, CATALOG)
    session.analysis.run()
    assert session.go(1) is Change.ALL
    judgement = session.judgement
    text = session.panel_text()
    assert text.startswith(f"Action 2 of {len(game.actions)}, round 1: Ann to place the ")
    lines = text.split("\n")
    assert session.hint is not None and session.hint.action == judgement.best
    if judgement.agrees:
        assert any(line.startswith("The strong player agrees (") and ": tile on A5-B5: " in line for line in lines)
    else:
        assert any(line.startswith("Played (") and ": tile on A5-B5: " in line for line in lines)
        assert any(line.startswith("The strong player's choice (") and f"): {action_words(judgement.best)}: " in line
                   for line in lines)
        assert f"Lost: {judgement.loss:.1f} points by the strong player's estimate" in text
    session.go(0)
    played = next(line for line in session.panel_text().split("\n") if line.startswith("Played ("))
    assert "): tile from slot 2 (the " in played and " tile)" in played
    session.close()


def test_forced_moves_are_steps_but_not_judged():
    game = record(STRONG_OPENING)
    session = ReviewSession(game, CATALOG)
    session.analysis.run()
    rows = session.rows()
    assert len(rows) == len(game.actions) + 1 and rows[-1].kind is RowKind.END
    forced = [i for i, row in enumerate(rows[:-1]) if row.kind is RowKind.FORCED]
    assert forced and all(i not in session.analysis.results() for i in forced)
    session.go(forced[0])
    assert "The only legal choice: not judged." in session.panel_text() and session.hint is None
    assert [row.number for row in rows[:3]] == ["1", "2", "3"]
    assert rows[0].move.startswith(f"Ann: {action_words(game.actions[0])}") and "tile from slot" in rows[0].move


def test_rows_wait_for_their_judgement_and_mistakes_are_marked():
    game = record(STRONG_OPENING)
    session = ReviewSession(game, CATALOG)
    assert {row.kind for row in session.rows()[:-1]} == {RowKind.FORCED, RowKind.WAITING}
    assert "Not judged yet" in session.panel_text() or "only legal choice" in session.panel_text()
    session.analysis.run()
    assert session.tick() is Change.PANEL and session.tick() is Change.NONE
    mistakes = [i for i, j in session.analysis.results().items() if j.mistake]
    assert mistakes, "the stand-in judge makes some"
    for index in mistakes:
        row = session.rows()[index]
        assert row.kind is RowKind.MISTAKE and row.move.endswith(" ?") and row.loss == "4.0"
    session.go(0)
    assert session.press(Command.NEXT_MISTAKE) is Change.ALL and session.step == min(i for i in mistakes if i > 0)
    session.go(session.last)
    assert session.press(Command.PREVIOUS_MISTAKE) is Change.ALL and session.step == mistakes[-1]
    assert "mistake up to 6, blunder more; mistakes and blunders are red" in session.summary_text()


def test_switches_toggle_and_the_analysis_stops_and_goes_on():
    game = record(STRONG_OPENING)
    session = ReviewSession(game, CATALOG)
    assert [name for name, _ in session.switches()] == [Command.BACK, Command.OVERLAY, Command.LEGAL_MAP,
                                                        Command.ANALYSIS]
    assert session.key("o") is Change.PANEL and session.overlay
    assert session.key("l") is Change.PANEL and session.legal_map
    assert dict(session.switches())[Command.LEGAL_MAP] == "Legal map (L): on"
    assert dict(session.switches())[Command.ANALYSIS] == "Go on with the analysis"
    session.analysis.run()
    session.tick()
    assert [name for name, _ in session.switches()] == [Command.BACK, Command.OVERLAY, Command.LEGAL_MAP], \
        "nothing left to judge"
    assert session.progress()[:2] == (1.0, f"All {session.analysis.total} decisions judged.")
    session.close()


def test_the_decision_shown_is_judged_first():
    game = record(STRONG_OPENING)
    session = ReviewSession(game, CATALOG)
    target = session.analysis.wanted[-1]
    session.go(target)
    order = []
    session.analysis.run(lambda done, total: order.append(set(session.analysis.results())))
    assert order[0] == {target}


def test_the_hint_of_a_draft_holds_where_the_tile_would_go():
    game = record(STRONG_OPENING)
    session = ReviewSession(game, CATALOG)
    judgement = review.Judgement(0, 0, session.states[0].pending().phase, game.actions[0], game.actions[0], 0.0,
                                 "why", ((0, 0), (0, 1)))
    session.analysis = review.Analysis(session.states, session.actions, {0: judgement})
    assert session.hint.action == game.actions[0] and session.hint.cells == ((0, 0), (0, 1))
    assert session.hint.reason == "why"


def test_a_record_without_actions_is_one_step():
    session = ReviewSession(record([]), CATALOG)
    assert session.last == 0 and session.analysis.finished and session.analysis.total == 0
    assert session.panel_text() == "The record holds no action yet: there is nothing to judge."
    assert [row.kind for row in session.rows()] == [RowKind.END]
    assert session.key("arrow_right") is Change.NONE and session.progress()[0] == 1.0


def test_a_record_that_starts_from_a_position_is_reviewed_from_it(tmp_path):
    path = tmp_path / "from-step-6.yaml"
    shutil.copy(ROOT / "examples" / "coco-air-from-step-6.yaml", path)
    session = analyse_file(path, CATALOG)
    assert session.record.start is not None and session.states[0].same_table(session.record.start)
    assert session.analysis.finished and session.analysis.error is None and session.analysis.total > 0
    assert session.state.same_table(session.record.start), "the review opens on the position it starts from"
    session.go(session.last)
    assert session.state.same_table(replay(session.record, CATALOG).state)
    again = ReviewSession(open_record(path, CATALOG), CATALOG, cache_path(path))
    assert again.analysis.finished, "its review is kept beside it as any other's"


def test_a_record_with_an_illegal_action_names_its_file_the_action_and_the_rule(tmp_path):
    path = tmp_path / "from-step-6.yaml"
    text = (ROOT / "examples" / "coco-air-from-step-6.yaml").read_text()
    path.write_text(text.replace("  - draft 1\n", "  - draft 9\n"))
    for opening in (lambda: analyse_file(path, CATALOG), lambda: ReviewSession(load_record(path, CATALOG), CATALOG,
                                                                                 source=str(path))):
        with pytest.raises(ReplayError) as caught:
            opening()
        assert (caught.value.source, caught.value.index + 1, caught.value.action) == (str(path), 3, "draft 9")
        assert caught.value.rule == "no-slot" and str(caught.value).startswith(f"{path}: action 3: draft 9: ")
