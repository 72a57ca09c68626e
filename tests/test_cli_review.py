"""``dragonarium review``: the judgements as JSON without a window, kept beside the record; a bad record is
refused with its reason, and without a display the command says how to review headless."""
import json
from pathlib import Path

import pytest

from dragonarium.cli.commands import main
from dragonarium.rules import Facts, Place, Refusal, Rule, refusals_text

from dragonarium.play.review.judging import game_states
from dragonarium.play.review.outcome import estimate
from dragonarium.rules import parse_record

from tests.support.games import CATALOG
from tests.support.records import FAR_AWAY, STRONG_OPENING, record_text
from tests.support.judges import count_judgements

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def run(capsys, *argv):
    code = main([str(arg) for arg in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def judging(monkeypatch):
    """The stand-in judge, counting its calls."""
    return count_judgements(monkeypatch)


def test_review_json_lists_each_judged_decision_and_each_player(capsys, tmp_path, judging):
    path = tmp_path / "game.yaml"
    path.write_text(record_text(STRONG_OPENING, ("human", "strong")))
    code, out, _ = run(capsys, "review", path, "--json")
    assert code == 0
    data = json.loads(out)
    decisions = data["decisions"]
    assert decisions and all(set(d) >= {"index", "player", "kind", "played", "best", "loss"} for d in decisions)
    first = {key: value for key, value in decisions[0].items() if key not in ("estimate", "why")}
    assert first == {"index": 1, "player": "Ann", "kind": "draft", "played": "draft 2", "best": "draft 1",
                     "loss": 4.0, "mistake": True, "reason": "draft 1: the first choice"}
    assert [d["index"] for d in decisions] == sorted(i + 1 for i in set(judging))
    assert {p["name"] for p in data["players"]} == {"Ann", "Bob"}
    ann = data["players"][0]
    mine = [d for d in decisions if d["player"] == "Ann"]
    assert ann["mistakes"] == sum(1 for d in mine if d["loss"] > 3)
    assert ann["mean_loss"] == pytest.approx(sum(d["loss"] for d in mine) / len(mine), abs=0.01)
    assert (tmp_path / "game.review.json").exists()
    states = game_states(parse_record(path.read_text()), CATALOG)
    for decision in decisions:
        assert decision["estimate"] == list(estimate(states[decision["index"]])), "each player's, after it"
        assert set(decision["why"]) == {"played", "best"} and all(decision["why"].values())
    losses = sorted(decisions, key=lambda d: (-d["loss"], d["index"]))
    assert data["key_moments"] == [d["index"] for d in losses[:3]] and decisions[0]["index"] in data["key_moments"]
    judging.clear()
    code, again, _ = run(capsys, "review", path, "--json")
    assert code == 0 and json.loads(again) == data and judging == []


def test_a_record_with_an_illegal_action_is_refused(capsys, tmp_path, judging):
    path = tmp_path / "bad.yaml"
    path.write_text(record_text(FAR_AWAY[:-1] + ["place E1 E1"]))
    code, out, err = run(capsys, "review", path, "--json")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err.startswith(f"error: {path}: action {len(FAR_AWAY)}: place E1 E1: "), "the file, the number, the text"
    shape = Refusal(Rule.TILE_SHAPE, ((4, 4), (4, 4)), Facts(action=Place(((4, 4), (4, 4)))))
    assert err.rstrip("\n").endswith(refusals_text((shape,))), "and the rule it breaks"
    assert judging == [] and not (tmp_path / "bad.review.json").exists()


def test_a_record_that_starts_from_a_position_is_reviewed(capsys, tmp_path, judging):
    path = tmp_path / "from-step-6.yaml"
    path.write_text((EXAMPLES / "coco-air-from-step-6.yaml").read_text())
    code, out, err = run(capsys, "review", path, "--json")
    assert (code, err) == (0, "")
    decisions = json.loads(out)["decisions"]
    assert decisions and [d["index"] for d in decisions] == sorted(i + 1 for i in set(judging))
    assert {d["player"] for d in decisions} == {"Coco"} and (tmp_path / "from-step-6.review.json").exists()


def test_a_position_is_not_a_record(capsys, tmp_path):
    path = tmp_path / "position.yaml"
    path.write_text("format: dragonarium-position\nversion: 2\nplayers:\n  - name: Ann\n")
    code, _, err = run(capsys, "review", path, "--json")
    assert code == 2 and "position.yaml" in err and "format" in err


def test_without_a_display_the_review_says_how_to_run_headless(capsys, monkeypatch, tmp_path):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    path = tmp_path / "game.yaml"
    path.write_text(record_text(STRONG_OPENING))
    code, _, err = run(capsys, "review", path)
    assert code == 1 and "No display found" in err and "dragonarium review GAME.yaml --json" in err


def test_a_record_that_starts_from_a_position_is_judged_told_and_graphed_like_any_other(capsys, tmp_path, judging):
    """A record saved from a lesson (it starts from a position): every decision gets its estimate (from the
    position's replay) and both moves in words, and the key moments are its own."""
    path = tmp_path / "from-step-6.yaml"
    path.write_text((EXAMPLES / "coco-air-from-step-6.yaml").read_text())
    code, out, err = run(capsys, "review", path, "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    record = parse_record(path.read_text())
    states = game_states(record, CATALOG)
    assert record.start is not None and states[0].same_table(record.start)
    decisions = data["decisions"]
    assert decisions and all(d["estimate"] == list(estimate(states[d["index"]])) for d in decisions)
    assert all(d["why"]["played"] and d["why"]["best"] for d in decisions)
    assert data["key_moments"] == [d["index"] for d in sorted(decisions, key=lambda d: (-d["loss"], d["index"]))
                                   if d["loss"] > 0][:3]


def test_review_json_has_each_players_accuracy_and_grades_as_the_screen_shows_them(capsys, tmp_path, judging):
    from dragonarium.play.review_session import ReviewSession

    path = tmp_path / "game.yaml"
    path.write_text(record_text(STRONG_OPENING, ("human", "strong")))
    code, out, _ = run(capsys, "review", path, "--json")
    data = json.loads(out)
    assert code == 0 and data["grades"] == {"best": 0.05, "good": 1.0, "inaccuracy": 3.0, "mistake": 6.0}
    session = ReviewSession(parse_record(path.read_text()), CATALOG)
    session.analysis.run()
    summary = session.summary_text()
    for player, figures in zip(data["players"], session.figures()):
        assert {key: player[key] for key in ("accuracy", "kept", "lost", "available", "grades")} == figures.as_json()
        assert sum(player["grades"].values()) == player["decisions"]
        assert player["lost"] == round(sum(d["loss"] for d in data["decisions"] if d["player"] == player["name"]), 1)
        assert player["available"] == round(player["kept"] + player["lost"], 1)
        assert f"{player['accuracy']:.1f} %" in summary and f"{player['available']:.1f}" in summary
    ann = data["players"][0]
    assert ann["kept"] == estimate(game_states(parse_record(path.read_text()), CATALOG)[-1])[0]
