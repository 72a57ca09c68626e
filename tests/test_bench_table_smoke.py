"""The table benchmark reports every figure of the issue's shape (a smoke run; no timing is asserted).

The quick run plays a game and opens some twenty windows one after another
(offscreen, and on-screen on an X display when there is one): about twenty
seconds on a quiet machine, more under load, so it runs with the soak
(``pytest -m slow``).
"""
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPTS = Path(__file__).resolve().parents[1] / "scripts"
SCRIPT = SCRIPTS / "bench_table.py"


def load_script(name: str):
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_triangles_are_counted_from_the_logged_primitives():
    triangles = load_script("bench_table_draws").triangles
    assert triangles("triangles", 4, 12) == 4
    assert triangles("tristrips", 1, 4) == 2  # a card: one strip of four vertices
    assert triangles("tristrips", 6, 34) == 12  # a box: six strips of four, joined by two repeated vertices each
    assert triangles("trifans", 2, 10) == 6
    assert triangles("lines", 3, 6) == 0


def test_a_sample_size_below_one_is_refused_before_anything_runs():
    done = subprocess.run([sys.executable, str(SCRIPT), "--frames", "0"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "--frames and --repeat" in done.stderr


def positive_times(figures: dict) -> None:
    assert 0 < figures["median"] <= figures["p90"]


@pytest.mark.slow
def test_the_quick_run_reports_every_figure():
    done = subprocess.run([sys.executable, str(SCRIPT), "--quick", "--json"], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout)
    assert isinstance(report["renderer"], str) and report["renderer"]
    for startup in (report["startup"], report["startup_offscreen"]):
        assert startup["table_s"] > 0 and startup["bare_s"] > 0 and startup["runs"] >= 1
        assert startup["ratio"] == pytest.approx(startup["table_s"] / startup["bare_s"], abs=0.01, rel=0.01)
    assert report["startup_offscreen"]["window"] == "offscreen, no display"
    assert set(report["presets"]) == {"fast", "full"}
    for name, preset in report["presets"].items():
        for key in ("idle_ms", "hover_ms", "orbit_ms", "animation_ms"):
            positive_times(preset[key])
        assert {"settle", "stone"} <= set(preset["animation_shots"]), "the last round places tiles and walks"
        assert isinstance(preset["draw_calls"], int) and preset["draw_calls"] > 0
        assert isinstance(preset["triangles"], int) and preset["triangles"] > 0
        worst = preset["draw_calls_by_frame"][preset["worst_frame"]]
        assert worst["total"] == preset["draw_calls"] == sum(v for k, v in worst.items() if k != "total")
        assert all(passes["total"] <= preset["draw_calls"] for passes in preset["draw_calls_by_frame"].values())
        shadow_frames = [kind for kind, passes in preset["draw_calls_by_frame"].items() if "shadow" in passes]
        assert bool(shadow_frames) == (name == "full"), "only full draws a shadow map"
        assert preset["update_ms"]["actions"] > 0 and 0 < preset["update_ms"]["median"] <= preset["update_ms"]["max"]
        assert preset["peak_rss_mb"] > 0
    update = report["update_ms"]
    assert update["actions"] == sum(p["update_ms"]["actions"] for p in report["presets"].values())
    assert 0 < update["median"] <= update["max"]
    assert report["peak_rss_mb"] == max(p["peak_rss_mb"] for p in report["presets"].values())
    assert report["calibration"]["passed"] is True
    latency = report["pointer_latency_ms"]
    if latency is not None:  # measured on an X display (Xvfb here)
        for window in ("table", "bare"):
            positive_times(latency[window])
            assert latency[window]["moves"] >= 1
        assert latency["ratio_p90"] == pytest.approx(latency["table"]["p90"] / latency["bare"]["p90"], abs=0.01)
