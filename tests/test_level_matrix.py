"""The level matrix of scripts/bench_bots.py --matrix: which games it plays, and how it counts them."""
import importlib.util
import sys
from pathlib import Path

import pytest

SCRIPTS = Path(__file__).resolve().parents[1] / "scripts"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def matrix():
    if str(SCRIPTS) not in sys.path:
        sys.path.insert(0, str(SCRIPTS))
    _load("bench_bots")
    return _load("level_matrix")


def test_every_pair_plays_each_deal_in_both_seatings(matrix):
    games = list(matrix.jobs(("strong", "random", "easy"), 2, start=10))
    assert len(games) == 3 * 2 * 2
    assert games[:6] == [("random", "easy", 10, 0), ("random", "easy", 10, 1), ("random", "strong", 10, 0),
                         ("random", "strong", 10, 1), ("easy", "strong", 10, 0), ("easy", "strong", 10, 1)]
    assert {job[2] for job in games[6:]} == {11}


def _game(seats, scores, winners):
    return {"seed": 1, "seats": seats, "scores": scores, "winners": winners, "longest_move_s": [0.1, 0.2],
            "bots": "x"}


def test_a_cell_counts_the_row_level_in_either_seat_and_a_tie_as_half(matrix):
    entries = [_game(["easy", "medium"], [90, 80], [0]),      # easy wins in seat 1
               _game(["medium", "easy"], [70, 75], [1]),      # easy wins in seat 2
               _game(["medium", "easy"], [88, 88], [0, 1]),   # a shared win
               _game(["medium", "easy"], [99, 60], [0]),
               _game(["random", "easy"], [10, 90], [1])]      # another pair: not counted
    found = matrix.cell(entries, "easy", "medium")
    assert found["games"] == 4 and found["wins"] == 2.5 and found["share"] == 0.625
    assert found["margin"] == pytest.approx((10 + 5 + 0 - 39) / 4)
    low, high = found["share_95"]
    assert low < 0.625 < high
    mirror = matrix.cell(entries, "medium", "easy")
    assert mirror["wins"] == 1.5 and mirror["margin"] == pytest.approx(-found["margin"])
    assert matrix.cell(entries, "easy", "expert") is None


def test_the_results_count_only_games_of_todays_players(matrix, tmp_path):
    results = tmp_path / "matrix.jsonl"
    today = matrix.bots_version(("random", "easy"))
    lines = [dict(_game(["random", "easy"], [10, 90], [1]), bots=today),
             dict(_game(["easy", "random"], [80, 20], [0]), bots="0000000000")]
    results.write_text("".join(__import__("json").dumps(line) + "\n" for line in lines), encoding="utf-8")
    figures = matrix.table(("random", "easy"), results)
    assert figures["cells"]["easy vs random"]["games"] == 1
    assert "| easy | 100% [" in matrix.markdown(figures, ("easy", "random"))


def test_the_expert_s_own_code_versions_only_its_own_games(matrix):
    assert matrix.bots_version(("random", "easy")) == matrix.bots_version(("medium", "strong"))
    assert matrix.bots_version(("strong", "expert")) != matrix.bots_version(("medium", "strong"))
