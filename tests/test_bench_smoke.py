"""The benchmark script runs and reports every figure (a smoke run, no timing asserted)."""
import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "bench.py"


def test_bench_quick_json_has_every_figure():
    out = subprocess.run([sys.executable, str(SCRIPT), "--quick", "--json"], capture_output=True, text=True,
                         check=True, timeout=300).stdout
    rules = json.loads(out)["rules"]
    for key in ("legal_placements", "check_one_placement", "score", "assistant_move"):
        assert rules[key]["median_ms"] > 0 and rules[key]["p99_ms"] >= rules[key]["median_ms"]
    assert set(rules["games_per_second"]) == {"1", "2", "3", "4"}
    table = json.loads(out)["table"]
    assert table["first_frame_s"] > 0 and table["fps_1280x720"] > 0 and table["geoms_3d"] <= 150
    assert table["update_median_ms"] > 0 and table["peak_memory_mb"] > 0
