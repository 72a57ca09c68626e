"""``dragonarium history [--json]``: the games kept, newest first, each player's figures and the solo games; a
file of the history folder that is skipped is named on stderr."""
import json
from datetime import datetime, timedelta, timezone

import pytest

from dragonarium.cli.commands import main
from dragonarium.play.history.store import keep_game
from dragonarium.rules import Game, PlayerKind, Seat

from tests.support.games import CATALOG, play_random

WHEN = datetime(2025, 3, 1, 14, 2, 11, tzinfo=timezone.utc)


def finished(seats, seed):
    return play_random(Game(CATALOG, seats, seed), seed)


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A data folder with a history of two games of two players and two solo games of Ann's."""
    monkeypatch.setenv("DRAGONARIUM_HOME", str(tmp_path))
    folder = tmp_path / "history"
    games = [finished([Seat("Ann"), Seat("Bob", "church-ruins", PlayerKind.EASY)], 3),
             finished([Seat("Ann", "marble-quarry")], 4),
             finished([Seat("Ann"), Seat("Bob", "church-ruins", PlayerKind.EASY)], 5),
             finished([Seat("Ann")], 6)]
    for hours, game in enumerate(games):
        keep_game(folder, game, WHEN + timedelta(hours=hours))
    return folder, games


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_history_json_lists_the_games_newest_first_with_the_figures(capsys, home):
    folder, games = home
    code, out, err = run(capsys, "history", "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["folder"] == str(folder) and data["skipped"] == []
    assert [g["seed"] for g in data["games"]] == [6, 5, 4, 3]
    first = data["games"][-1]
    outcome = games[0].state.outcome()
    assert [(p["name"], p["kind"], p["side"], p["score"]) for p in first["players"]] == [
        ("Ann", "human", "library", outcome.sheets[0].total), ("Bob", "easy", "church-ruins", outcome.sheets[1].total)]
    assert [p["winner"] for p in first["players"]] == [i in outcome.winners for i in range(2)]
    assert first["finished"] == "2025-03-01T14:02:11+00:00" and first["solo_rank"] is None
    assert (folder / first["record"].split("/")[-1]).is_file()
    solo = data["games"][0]
    total = games[3].state.outcome().sheets[0].total
    assert solo["solo_rank"] == CATALOG.solo.rank(total).title and solo["players"][0]["place"] == 1
    ann = next(p for p in data["players"] if p["name"] == "Ann")
    scores = [g.state.outcome().sheets[0].total for g in games]
    assert (ann["games"], ann["solo_games"], ann["best"]) == (4, 2, max(scores))
    assert ann["mean"] == pytest.approx(sum(scores) / 4, abs=0.01)
    bob = next(p for p in data["players"] if p["name"] == "Bob")
    assert bob["wins"] == sum(1 in g.state.outcome().winners for g in (games[0], games[2]))
    chart = data["solo"][0]
    assert chart["name"] == "Ann" and [g["side"] for g in chart["games"]] == ["marble-quarry", "library"]
    assert chart["games"][0]["thresholds"][CATALOG.solo.ranks[0].title] == CATALOG.solo.ranks[0].minimum + 20
    assert chart["games"][1]["thresholds"][CATALOG.solo.ranks[0].title] == CATALOG.solo.ranks[0].minimum


def test_history_prints_a_game_a_line_and_each_players_figures(capsys, home):
    code, out, err = run(capsys, "history")
    lines = out.splitlines()
    assert code == 0 and err == ""
    games = [line for line in lines if line.startswith("  2025-03-01")]
    assert [line[2:18] for line in games[:4]] == ["2025-03-01 17:02", "2025-03-01 16:02", "2025-03-01 15:02",
                                                  "2025-03-01 14:02"]
    assert "Bob (easy, Church Ruins)" in games[1] and "Marble Quarry" in games[2]
    assert any(line.startswith("  Ann (human): 4 games (2 solo)") for line in lines)
    assert "Solo games of Ann:" in lines


def test_a_skipped_file_is_named_on_stderr_and_the_rest_is_printed(capsys, home):
    folder, _games = home
    (folder / "notes.txt").write_text("mine")
    (folder / "0123456789abcdef.json").write_text("[" * 5000 + "]" * 5000)
    code, out, err = run(capsys, "history", "--json")
    assert code == 0 and len(json.loads(out)["games"]) == 4
    assert "notes.txt" in err and "0123456789abcdef.json" in err
    assert {s["file"].split("/")[-1] for s in json.loads(out)["skipped"]} == {"notes.txt", "0123456789abcdef.json"}


def test_an_empty_history_says_so(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("DRAGONARIUM_HOME", str(tmp_path))
    code, out, err = run(capsys, "history")
    assert code == 0 and "No games kept yet" in out
    assert json.loads(run(capsys, "history", "--json")[1])["games"] == []


def test_history_speaks_french(capsys, home):
    code, out, err = run(capsys, "--lang", "fr", "history")
    assert code == 0 and "Ruines de l'église" in out and "parties (2 en solo)" in out
