"""The benchmark scripts run and report every figure (smoke runs, no timing asserted).

The computer players' benchmark plays whole games with the strong player, so it
runs with the soak (``pytest -m slow``).
"""
import json
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "bench.py"


def test_bench_quick_json_has_every_figure():
    out = subprocess.run([sys.executable, str(SCRIPT), "--quick", "--json"], capture_output=True, text=True,
                         check=True, timeout=300).stdout
    rules = json.loads(out)["rules"]
    for key in ("legal_placements", "check_one_placement", "score", "assistant_move"):
        assert rules[key]["median_ms"] > 0 and rules[key]["p99_ms"] >= rules[key]["median_ms"]
    assert set(rules["games_per_second"]) == {"1", "2", "3", "4"}


BOTS_SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "bench_bots.py"


@pytest.mark.slow
def test_bench_bots_reports_every_figure_on_held_out_games():
    out = subprocess.run([sys.executable, str(BOTS_SCRIPT), "--quick", "--jobs", "2", "--json"],
                         capture_output=True, text=True, check=True, timeout=300).stdout
    report = json.loads(out)
    for pairing, games in (("easy_vs_random", 2), ("strong_vs_easy", 2), ("strong_vs_three_easy", 4)):
        figures = report[pairing]
        assert figures["games"] == games and figures["held_out"] and figures["seeds"][0] >= 1_000_000
        low, high = figures["win_rate_95"]
        assert 0 <= low <= figures["win_rate"] <= high <= 1
    solo = report["strong_solo_library"]
    assert solo["games"] == 1 and solo["mean_score"] > 0 and solo["held_out"]
    moves = report["strong_move_s"]
    assert moves["moves"] > 0 and moves["max"] >= moves["median"] > 0


HINT_SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "bench_hint.py"


@pytest.mark.slow
def test_bench_hint_reports_every_figure():
    out = subprocess.run([sys.executable, str(HINT_SCRIPT), "--games", "1", "--repeats", "1", "--busy", "--table",
                          "--agreement", "--duel", "1", "--json"], capture_output=True, text=True, check=True,
                         timeout=600).stdout
    report = json.loads(out)
    kinds = {f"{phase}, {stage}" for phase in ("draft", "place", "element") for stage in ("early", "middle", "late")}
    for key in ("hint_s", "hint_beside_busy_thread_s", "hint_on_the_table_s"):
        assert set(report[key]) == kinds
        assert all(figures["max_s"] >= figures["median_s"] > 0 for figures in report[key].values())
    assert set(report["same_choice_as_full_search"]) == {"draft", "place", "element"}
    assert report["hint_search_vs_full"]["games"] == 1
