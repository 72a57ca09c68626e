"""Judging a record's decisions with the strong player's estimate: mistakes are flagged, its own moves lose
little, forced moves are not judged, and the analysis can be stopped, resumed and pointed at a decision."""
import time
from pathlib import Path

import pytest

from dragonarium.play.review import judging as review
from dragonarium.play.review.judging import (MISTAKE, Analysis, Judgement, game_states, judge, judged, review_json,
                                             summarise)
from dragonarium.play.review_session import ReviewSession
from dragonarium.play.review.text import action_words
from dragonarium.rules import Phase, Place, ReplayError, Seat, load_record, parse_action, replay, score

from tests.support.games import CATALOG
from tests.support.text_forms import CELL_FORMS, GRAMMAR_FORMS, TILE_FORMS, old_forms
from tests.support.records import FAR_AWAY, STRONG_OPENING, record
from tests.support.judges import fake_judge

ROOT = Path(__file__).resolve().parents[2]


def test_a_tile_put_far_from_where_it_scores_is_the_one_mistake_flagged():
    game = record(FAR_AWAY)
    session = ReviewSession(game, CATALOG)
    states = session.states
    results = session.analysis.run()
    index = len(FAR_AWAY) - 1
    assert [i for i, j in results.items() if j.mistake] == [index]
    judgement = results[index]
    assert judgement.kind is Phase.PLACE and judgement.player == 1 and judgement.loss > MISTAKE
    assert isinstance(judgement.best, Place) and judgement.best != judgement.played
    assert judgement.best in states[index].pending().choices
    # the strong player's choice does score more at once, by the rules' own count
    after_best, after_played = states[index].copy(), states[index].copy()
    after_best.apply(judgement.best)
    after_played.apply(judgement.played)
    assert score(after_best.boards[1]).total > score(after_played.boards[1]).total
    # and its own choice, played there, loses nothing
    assert judge(states[index], judgement.best, index).loss == 0.0
    summary = {s.name: s for s in summarise(game.seats, results)}
    assert summary["Bob"].mistakes == 1 and summary["Bob"].mean_loss > 0
    assert summary["Ann"].mistakes == 0
    # every word of the review names cells, slots and tiles in the board notation
    texts = [session.summary_text()] + [row.move for row in session.rows()]
    for step in range(session.last + 1):
        session.go(step)
        texts.append(session.panel_text())
    assert old_forms(texts, {**CELL_FORMS, **TILE_FORMS, **GRAMMAR_FORMS}) == []
    assert f"): {action_words(judgement.best)}: " in texts[-2].split("\n")[3], "the strong player's choice, then why"


@pytest.mark.slow  # two strong players judged over a whole game
def test_strong_against_strong_loses_little():
    game = record(STRONG_OPENING, ("strong", "strong"))
    results = Analysis(game_states(game, CATALOG), game.actions).run()
    assert len(results) >= 8
    assert all(j.loss < 1.0 and not j.mistake for j in results.values()), results
    assert sum(1 for j in results.values() if j.agrees) >= len(results) - 2


def test_a_single_legal_choice_and_a_trade_are_not_judged():
    game = record(STRONG_OPENING)
    states = game_states(game, CATALOG)
    forced = [i for i, state in enumerate(states[:-1]) if len(state.pending().choices) == 1]
    assert forced, "the opening has a forced stone"
    analysis = Analysis(states, game.actions)
    assert not set(forced) & set(analysis.wanted)
    assert set(analysis.wanted) | set(forced) == set(range(len(game.actions)))
    assert not judged(states[0], parse_action("trade B3"))


def test_a_loss_is_never_negative_and_a_move_as_good_as_the_choice_loses_nothing():
    game = record(STRONG_OPENING)
    states = game_states(game, CATALOG)
    first_place = 1
    choices = states[first_place].pending().choices
    losses = [judge(states[first_place], choice, first_place).loss for choice in choices[:4]]
    assert all(loss >= 0 for loss in losses) and 0.0 in losses


def test_stopping_keeps_what_was_judged_and_starting_again_goes_on(monkeypatch):
    monkeypatch.setattr(review, "judge", slow(fake_judge))
    game = record(STRONG_OPENING)
    states = game_states(game, CATALOG)
    analysis = Analysis(states, game.actions)
    try:
        analysis.start()
        wait(lambda: analysis.progress()[0] >= 2)
        analysis.stop()
        wait(lambda: not analysis.running)
        done, total = analysis.progress()
        assert 2 <= done < total and not analysis.finished
        time.sleep(0.05)
        assert analysis.progress()[0] == done, "stopped means stopped"
        analysis.start()
        wait(lambda: analysis.finished)
        assert analysis.results() == Analysis(states, game.actions).run()
    finally:
        analysis.close()


def test_a_focused_decision_is_judged_next(monkeypatch):
    monkeypatch.setattr(review, "judge", fake_judge)
    game = record(STRONG_OPENING)
    analysis = Analysis(game_states(game, CATALOG), game.actions)
    last = analysis.wanted[-1]
    analysis.focus(last)
    order = []
    analysis.run(lambda done, total: order.append(set(analysis.results())))
    assert order[0] == {last}
    assert analysis.finished and set(analysis.results()) == set(analysis.wanted)


def test_a_failing_judgement_stops_the_analysis_and_says_why(monkeypatch):
    def broken(state, played, index):
        raise RuntimeError("no strength left")

    monkeypatch.setattr(review, "judge", broken)
    game = record(STRONG_OPENING)
    analysis = Analysis(game_states(game, CATALOG), game.actions)
    with pytest.raises(RuntimeError):
        analysis.run()
    analysis.start()
    assert not analysis.running and "no strength left" in str(analysis.error)


def test_known_judgements_are_not_judged_again(monkeypatch):
    calls = []
    monkeypatch.setattr(review, "judge", lambda *args: calls.append(args[2]) or fake_judge(*args))
    game = record(STRONG_OPENING)
    states = game_states(game, CATALOG)
    first = Analysis(states, game.actions).run()
    calls.clear()
    known = {i: j for i, j in first.items() if i < 6}
    assert Analysis(states, game.actions, known).run() == first
    assert calls and min(calls) >= 6


def test_the_summary_counts_mistakes_and_averages_the_losses():
    seats = (Seat("Ann"), Seat("Bob"))
    place = parse_action("place A1 A2")
    judgements = {i: Judgement(i, i % 2, Phase.PLACE, place, place, loss)
                  for i, loss in enumerate([0.0, 5.0, 3.0, 1.0, 4.5, 0.0])}
    ann, bob = summarise(seats, judgements)
    assert (ann.decisions, ann.mistakes, ann.mean_loss) == (3, 1, 2.5)  # 3.0 is not more than the threshold
    assert (bob.decisions, bob.mistakes, bob.mean_loss) == (3, 1, 2.0)
    data = review_json(seats, judgements)
    assert [d["index"] for d in data["decisions"]] == [1, 2, 3, 4, 5, 6]
    assert data["decisions"][1] == {"index": 2, "player": "Bob", "kind": "place", "played": "place A1 A2",
                                    "best": "place A1 A2", "loss": 5.0, "mistake": True, "reason": ""}
    assert data["players"][0] == {"name": "Ann", "decisions": 3, "mistakes": 1, "mean_loss": 2.5}


def test_the_states_are_those_of_the_replay():
    game = record(STRONG_OPENING)
    states = game_states(game, CATALOG)
    assert len(states) == len(game.actions) + 1
    for upto in (0, 5, len(game.actions)):
        assert states[upto].same_table(replay(game, CATALOG, upto=upto).state)


def test_a_record_that_starts_from_a_position_goes_on_from_it():
    game = load_record(ROOT / "examples" / "coco-air-from-step-6.yaml", CATALOG)
    assert game.start is not None
    states = game_states(game, CATALOG)
    assert len(states) == len(game.actions) + 1 and states[0].same_table(game.start)
    for upto in (1, len(game.actions)):
        assert states[upto].same_table(replay(game, CATALOG, upto=upto).state)


def test_an_illegal_action_is_named_with_the_file_its_number_its_text_and_the_rule():
    game = record(FAR_AWAY[:-1] + ["place E1 E1"])
    with pytest.raises(ReplayError) as caught:
        game_states(game, CATALOG, "games/bad.yaml")
    error = caught.value
    assert (error.source, error.index, error.action, error.rule) == ("games/bad.yaml", len(FAR_AWAY) - 1,
                                                                      "place E1 E1", "tile-shape")
    assert str(error).startswith(f"games/bad.yaml: action {len(FAR_AWAY)}: place E1 E1: ")


def slow(judge_fn, seconds=0.02):
    def judged_slowly(*args):
        time.sleep(seconds)
        return judge_fn(*args)
    return judged_slowly


def wait(condition, timeout=10.0):
    end = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < end, "waited too long"
        time.sleep(0.005)
