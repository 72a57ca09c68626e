#!/usr/bin/env python3
"""Frame times, draw calls, triangles, scene updates, start-up and memory of the 3D table, on this machine.

The table is a four-player game (fixed seed, easy computer players): its last
round is played with clicks (the scene update after each action), the hover
frames are drawn while the last tile is held, the idle and orbit frames on the
finished game; the animation frames while the last round is played again with
``motion: full`` (``bench_table_motion.py``). Start-up is from process launch to the first finished frame: the
table opened on the saved game (``fast``, what ``auto`` picks on a software
renderer) against a bare ShowBase with the same 1280 x 720 window. It is
measured as a player meets it: the ``dragonarium play GAME --quality fast``
command itself, its window on screen on an X display (``$DISPLAY``, else a
private Xvfb when one is installed). It is also measured offscreen with no
display at all (``startup_offscreen``), where the command refuses to open and
its parts are called in its order, and Panda3D first tries the X display and
fails (in both runs). Each preset runs in its own process, since a
window's multisampling is fixed when it opens (scripts/bench_table_probe.py);
the processes of both presets and the start-ups are taken in turn, ``--repeat``
rounds of them, so that a busy spell on the shared machine falls on all.

Idle, the processor time of the table's own process (``os.times``: user and
system time of all its threads) over ``IDLE_SECONDS`` of its main loop with
nothing to draw, as a share of one core (``idle_cpu_pct``): the ``dragonarium``
command itself in a window on the X display (Xvfb when there is none), on a
finished two-player game (``table``), on the start screen (``start``), on the
first lesson (``lesson``) and on the
review of that game once its analysis is done (``review``).

Pointer latency (``pointer_latency_ms``), on the same X display: from an X pointer move to the first finished
frame on screen that shows it, for the ``dragonarium play`` command holding a tile in a 1280 x 720 window (the
ghost on the new cell) and for a bare ShowBase window of that size drawing a square at the pointer
(``bench_table_pointer.py``); ``POINTER_MOVES`` moves in each, spread over the rounds, median and p90 of each and
the ratio of the p90s.

Every timed frame ends with one glFinish: an offscreen frame nobody waits for
lets a software renderer skip the drawing. Panda3D's ``gl-finish`` is not the
default because it calls glFinish after every draw call and state change, which
adds a wait per draw call; each run compares the one glFinish with a frame read
back to memory, and ``--finish prc`` uses ``gl-finish`` instead.

Draw calls are the Geoms the OpenGL state guardian draws in one frame over every
pass (shadow map, 3D, 2D), counted from its spam log (``begin_draw_primitives``
lines) after a check on a scene of known Geoms; triangles are those drawn, all
passes, from the same log; the figures are those of the frame with the most.

Prints a table, or JSON with --json. Run: python3 scripts/bench_table.py
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import shutil
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Optional

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
PROBE = Path(__file__).resolve().with_name("bench_table_probe.py")

from bench import cpu_model  # noqa: E402 (scripts/bench.py: the processor's name, read the same way)
from bench_table_pointer import measure as measure_pointer, pointer_figures  # noqa: E402

SEED = 7
PLAYERS = 4
PRESET_NAMES = ("fast", "full")
STARTS_PER_ROUND = 3
"""Start-ups of each kind in each round: the shortest of the figures, and the noisiest."""
IDLE_SECONDS = 10.0
"""How long each idle screen is measured (``--quick``: ``QUICK_IDLE_SECONDS``)."""
QUICK_IDLE_SECONDS = 2.0
IDLE_SCREENS = ("table", "start", "lesson", "review")
POINTER_MOVES = 60
"""Pointer moves timed in each window over the whole run (``--quick``: ``QUICK_POINTER_MOVES``), spread over the
rounds."""
QUICK_POINTER_MOVES = 6
IDLE_GAME = ROOT / "examples" / "two-player-game.yaml"
"""The finished two-player game the idle table and the review show."""


def build_game(work: Path) -> dict:
    """Play the benchmark game to its end and save its record; where its last round starts and its last draft is."""
    from dragonarium.bots import make_player
    from dragonarium.rules.model.actions import Draft
    from dragonarium.rules.files.catalog import load_catalog
    from dragonarium.rules.engine.game import Game, Seat
    from dragonarium.rules.files.record import load_record, record_of, record_to_yaml, replay

    catalog = load_catalog()
    game = Game(catalog, [Seat(f"P{i + 1}") for i in range(PLAYERS)], SEED)
    players = [make_player("easy", SEED * 10 + i) for i in range(PLAYERS)]
    rounds = []
    while not game.over:
        rounds.append(game.state.round)
        game.apply(players[game.state.current].choose(game.state))
    path = work / "game.yaml"
    path.write_text(record_to_yaml(record_of(game)))
    last_draft = max(i for i, action in enumerate(game.history) if isinstance(action, Draft))
    held = work / "held.yaml"  # the game saved with its last tile drafted: the person to move holds it
    held.write_text(record_to_yaml(record_of(replay(load_record(str(path), catalog), catalog, upto=last_draft + 1))))
    return {"record": str(path), "held_record": str(held), "update_from": rounds.index(rounds[-1]),
            "last_draft": last_draft,
            "actions": len(game.history), "layers": sum(len(s) for b in game.state.boards for s in b.stacks)}


def child(plan_file: Path, role: str, *extra: str, env: Optional[dict] = None) -> dict:
    """Run the probe in a fresh process in ``role``; its JSON answer."""
    done = subprocess.run([sys.executable, str(PROBE), role, str(plan_file), *extra], capture_output=True, text=True,
                          env=env)
    if done.returncode != 0:
        raise SystemExit(f"the {' '.join((role, *extra))} run failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


@contextmanager
def x_display() -> Iterator[Optional[str]]:
    """An X display for on-screen windows: ``$DISPLAY``, else a private Xvfb while the block runs (None when
    neither is there)."""
    if os.environ.get("DISPLAY"):
        yield os.environ["DISPLAY"]
        return
    if shutil.which("Xvfb") is None:
        yield None
        return
    number = next(n for n in range(90, 200) if not Path(f"/tmp/.X{n}-lock").exists()
                  and not Path(f"/tmp/.X11-unix/X{n}").exists())
    server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists() and server.poll() is None:
            if time.monotonic() > deadline:
                raise SystemExit("Xvfb did not start")
            time.sleep(0.05)
        yield f":{number}" if server.poll() is None else None
    finally:
        server.terminate()
        server.wait()


def startup_figures(starts: dict[str, list[float]], rss: list[float], window: str) -> dict:
    """Medians of the start-ups of each kind, and their ratio."""
    table_s, bare_s = statistics.median(starts["table"]), statistics.median(starts["bare"])
    return {"table_s": round(table_s, 3), "bare_s": round(bare_s, 3), "ratio": round(table_s / bare_s, 2),
            "window": window, "runs": len(starts["table"]), "table_rss_mb": statistics.median(rss)}


def frame_ms(samples: list[float]) -> dict:
    """Median, 90th percentile and fastest of frame times in seconds, in milliseconds."""
    ordered = sorted(samples)
    return {"median": round(statistics.median(ordered) * 1e3, 2),
            "p90": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))] * 1e3, 2),
            "min": round(ordered[0] * 1e3, 2), "frames": len(ordered)}


def update_ms(samples: list[float]) -> dict:
    return {"median": round(statistics.median(samples) * 1e3, 2), "max": round(max(samples) * 1e3, 2),
            "actions": len(samples)}


def preset_figures(runs: list[dict]) -> dict:
    """One preset's figures from its runs: times pooled, draw calls from the frame that drew the most."""
    pooled = {key: [t for run in runs for t in run[key]] for key in ("idle_s", "hover_s", "orbit_s", "update_s")}
    drawn = runs[0]["drawn"]
    worst = max(drawn, key=lambda kind: drawn[kind]["draw_calls"])
    return {"idle_ms": frame_ms(pooled["idle_s"]), "hover_ms": frame_ms(pooled["hover_s"]),
            "orbit_ms": frame_ms(pooled["orbit_s"]), "frames_drawn": runs[0]["frames_drawn"],
            "draw_calls": drawn[worst]["draw_calls"],
            "triangles": drawn[worst]["triangles"], "worst_frame": worst, "gl_draw_calls": drawn[worst]["gl_draws"],
            "draw_calls_by_frame": {kind: {**count["by_pass"], "total": count["draw_calls"]}
                                    for kind, count in drawn.items()},
            "triangles_by_pass": drawn[worst]["triangles_by_pass"],
            "same_counts_every_run": all(run["drawn"] == drawn for run in runs),
            "scene_graph_triangles": runs[0]["scene_graph_triangles"], "update_ms": update_ms(pooled["update_s"]),
            "finish_check": runs[0]["finish_check"], "offscreen_buffers": runs[0]["offscreen_buffers"],
            "offscreen_buffers_after_a_new_table": runs[0]["offscreen_buffers_after_a_new_table"],
            "peak_rss_mb": max(run["peak_rss_mb"] for run in runs), "runs": len(runs),
            "renderer": runs[0]["renderer"], "update_s": pooled["update_s"]}


def animation_figures(runs: list[dict]) -> dict:
    """The frames drawn while the last round's changes move (``motion: full``): their times, and the shots they
    showed (a placement settling, a hatch, a walk's stones...)."""
    return {"animation_ms": frame_ms([t for run in runs for t in run["animation_s"]]),
            "animation_shots": runs[0]["shots"]}


def hover_figures(hovers: dict[str, list[dict]]) -> dict:
    """``fast``'s hover frames in a 1920 x 1080 window: with its scene drawn at the render scale, and at the
    window's size for comparison (medians over every round's frames)."""
    scaled, unscaled = hovers["scaled"], hovers["unscaled"]
    return {"hover_ms_1080p": frame_ms([t for run in scaled for t in run["hover_s"]])["median"],
            "hover_ms_1080p_frames": frame_ms([t for run in scaled for t in run["hover_s"]]),
            "hover_ms_1080p_unscaled": frame_ms([t for run in unscaled for t in run["hover_s"]])["median"],
            "scene_size_1080p": scaled[0]["scene_size"],
            "hover_1080p_round_medians_ms": [round(statistics.median(run["hover_s"]) * 1e3, 2) for run in scaled]}


def idle_figures(plan_file: Path, env: dict, repeat: int) -> dict:
    """The processor share of one core each idle screen takes in a window (the median of ``repeat`` processes
    each, taken in turn), with what was seen meanwhile."""
    runs: dict[str, list[dict]] = {screen: [] for screen in IDLE_SCREENS}
    for _ in range(repeat):
        for screen in IDLE_SCREENS:
            runs[screen].append(child(plan_file, "idle", screen, env=env))
    first = runs[IDLE_SCREENS[0]][0]
    return {**{screen: statistics.median(run["cpu_pct"] for run in done) for screen, done in runs.items()},
            "samples": {screen: [run["cpu_pct"] for run in done] for screen, done in runs.items()},
            "seconds": first["seconds"], "window": first["window"],
            "frames_drawn": {screen: sum(run["frames_drawn"] for run in done) for screen, done in runs.items()},
            "loop_steps_per_s": {screen: round(statistics.median(run["loop_steps"] / run["seconds"] for run in done), 1)
                                 for screen, done in runs.items()}}


def bench(quick: bool, frames: int, repeat: int, finish: str) -> dict:
    """Every figure; ``frames`` per series. The work is done in ``repeat`` rounds, each a process per preset and a
    start-up of each kind, so that every figure sees the machine's load over the whole run."""
    began, load = time.monotonic(), os.getloadavg()
    size = (320, 180) if quick else (1280, 720)
    with tempfile.TemporaryDirectory(prefix="bench-table-") as folder:
        work = Path(folder)
        idle_record = work / IDLE_GAME.name  # its review is written beside it, in the bench's folder
        idle_record.write_bytes(IDLE_GAME.read_bytes())
        plan = {"work": folder, "size": size, "frames": frames, "repeat": repeat, "finish": finish,
                "startup_preset": "fast", "idle_record": str(idle_record),
                "idle_s": QUICK_IDLE_SECONDS if quick else IDLE_SECONDS, **build_game(work)}
        plan_file = work / "plan.json"
        plan_file.write_text(json.dumps(plan))
        calibration = child(plan_file, "calibrate")
        runs: dict[str, list[dict]] = {name: [] for name in PRESET_NAMES}
        hovers: dict[str, list[dict]] = {"scaled": [], "unscaled": []}
        animations: dict[str, list[dict]] = {name: [] for name in PRESET_NAMES}
        # start-ups as on a player's machine: Python's compiled bytecode kept between runs (here in a folder of
        # the bench's own, whatever PYTHONDONTWRITEBYTECODE says), made by one untimed start of each kind
        headless = {key: value for key, value in os.environ.items()
                    if key not in ("PYTHONDONTWRITEBYTECODE", "DISPLAY", "WAYLAND_DISPLAY")}
        headless["PYTHONPYCACHEPREFIX"] = str(work / "bytecode")
        with x_display() as display:
            ways = {"offscreen": ("offscreen", headless)}
            if display is not None:
                ways["onscreen"] = ("onscreen", {**headless, "DISPLAY": display})
            starts = {way: {"bare": [], "table": []} for way in ways}
            pointer: dict[str, list[dict]] = {"table": [], "bare": []}
            moves = -(-(QUICK_POINTER_MOVES if quick else POINTER_MOVES) // repeat)
            rss: dict[str, list[float]] = {way: [] for way in ways}
            for window, env in ways.values():
                for kind in ("bare", "table"):
                    child(plan_file, f"startup-{kind}", window, env=env)
            for index in range(repeat):
                for name in PRESET_NAMES:
                    runs[name].append(child(plan_file, "preset", name, *(["check"] if index == 0 else [])))
                for name in PRESET_NAMES:
                    animations[name].append(child(plan_file, "animation", name))
                for way in hovers:
                    hovers[way].append(child(plan_file, "hover", "fast", *(["unscaled"] if way == "unscaled" else [])))
                for _ in range(STARTS_PER_ROUND):
                    for way, (window, env) in ways.items():
                        for kind in ("bare", "table"):
                            launched = time.monotonic()
                            answer = child(plan_file, f"startup-{kind}", window, env=env)
                            starts[way][kind].append(answer["done"] - launched)
                            rss[way] += [answer["rss_mb"]] if kind == "table" else []
                for kind in pointer if display is not None else ():
                    pointer[kind].append(measure_pointer(display, f"pointer-{kind}", plan_file, moves, headless,
                                                         SEED + index))
            idle = (idle_figures(plan_file, {**headless, "DISPLAY": display}, repeat) if display is not None
                    else None)
    seen = "onscreen" if "onscreen" in starts else "offscreen"
    startup = startup_figures(starts[seen], rss[seen], "an on-screen window on an X display (Xvfb here)"
                              if seen == "onscreen" else "offscreen, no display to be had")
    presets = {name: preset_figures(runs[name]) for name in PRESET_NAMES}
    presets["fast"].update(hover_figures(hovers))
    for name in PRESET_NAMES:
        presets[name].update(animation_figures(animations[name]))
    updates = [t for figures in presets.values() for t in figures.pop("update_s")]
    renderers = {figures.pop("renderer") for figures in presets.values()}
    return {
        "renderer": " / ".join(sorted(renderers)),
        "machine": {"processor": cpu_model(), "cores": os.cpu_count(), "system": f"{platform.system()} "
                    f"{platform.machine()}", "python": platform.python_version(), "date": time.strftime("%Y-%m-%d"),
                    "load_average_before_after": [round(load[0], 2), round(os.getloadavg()[0], 2)]},
        "scene": {"window": list(size), "players": PLAYERS, "seed": SEED, "actions": plan["actions"],
                  "layers": plan["layers"], "frames": frames, "repeat": repeat,
                  "finish": "one glFinish after each frame" if finish == "once" else "gl-finish true"},
        "startup": {**startup, "preset": plan["startup_preset"], "bytecode": "cached, as after a first start"},
        "startup_offscreen": startup_figures(starts["offscreen"], rss["offscreen"], "offscreen, no display"),
        "presets": presets,
        "idle_cpu_pct": idle,
        "pointer_latency_ms": pointer_figures(pointer) if pointer["table"] else None,
        "update_ms": update_ms(updates),
        "peak_rss_mb": max(figures["peak_rss_mb"] for figures in presets.values()),
        "calibration": calibration,
        "bench_s": round(time.monotonic() - began, 1),
    }


def show(report: dict) -> None:
    """The report as a readable table."""
    machine, scene, presets = report["machine"], report["scene"], report["presets"]
    print(f"{machine['processor']}, {machine['cores']} cores, {report['renderer']}, {machine['date']}")
    print(f"four-player table at {scene['window'][0]}x{scene['window'][1]}, {scene['finish']}, "
          f"{scene['frames']} frames x {scene['repeat']} runs per figure; load average "
          f"{' then '.join(map(str, machine['load_average_before_after']))}")
    print(f"{'':<36}" + "".join(f"{name:>20}" for name in presets))
    for key, label in (("idle_ms", "idle frame, median / p90"), ("hover_ms", "hover frame (ghost follows)"),
                       ("orbit_ms", "orbiting camera frame"), ("animation_ms", "frame while a change moves")):
        print(f"{label:<36}" + "".join(f"{p[key]['median']:>10.1f} /{p[key]['p90']:>6.1f} ms" for p in
                                       presets.values()))
    print(f"{'draw calls, all passes':<36}" + "".join(f"{p['draw_calls']:>20}" for p in presets.values()))
    print(f"{'triangles drawn, all passes':<36}" + "".join(f"{p['triangles']:>20}" for p in presets.values()))
    print(f"{'scene update, median / max':<36}" + "".join(
        f"{p['update_ms']['median']:>10.1f} /{p['update_ms']['max']:>6.1f} ms" for p in presets.values()))
    for name, figures in presets.items():
        drawn = ", ".join(f"{kind} {count} of {scene['frames']}" for kind, count in figures["frames_drawn"].items())
        print(f"  {name} frames really drawn (on demand, as in a window): {drawn}")
        frames = "; ".join(f"{kind} " + ", ".join(f"{label} {count}" for label, count in passes.items())
                           for kind, passes in figures["draw_calls_by_frame"].items())
        print(f"  {name} draw calls per frame and pass: {frames}")
        check = figures["finish_check"]
        if not figures["same_counts_every_run"]:
            print(f"  {name}: the counts differed between runs; those of the first are shown")
        print(f"  {name} orbit frame ended by one glFinish {check['one_glfinish_ms']} ms, read back less the copy "
              f"{check['readback_less_copy_ms']} ms{'' if check['agrees'] else ' (they DISAGREE)'}, gl-finish true "
              f"{check['prc_gl_finish_ms']} ms, no finish {check['no_finish_ms']} ms")
        if len(figures["offscreen_buffers_after_a_new_table"]) > len(figures["offscreen_buffers"]):
            print(f"  {name}: offscreen buffers {figures['offscreen_buffers']} grew to "
                  f"{figures['offscreen_buffers_after_a_new_table']} after a new table")
    fast = report["presets"]["fast"]
    print(f"fast hover at 1920x1080: {fast['hover_ms_1080p']:.1f} ms median with the scene drawn at "
          f"{fast['scene_size_1080p'][0]}x{fast['scene_size_1080p'][1]} "
          f"({fast['hover_ms_1080p_unscaled']:.1f} ms at the window's size)")
    idle = report["idle_cpu_pct"]
    if idle is None:
        print("idle processor time: not measured (no X display, no Xvfb)")
    else:
        shares = ", ".join(f"{screen} {idle[screen]:.1f} %" for screen in IDLE_SCREENS)
        print(f"idle, share of one core over {idle['seconds']:.0f} s in a {idle['window'][0]}x{idle['window'][1]} "
              f"window: {shares} (frames drawn: {', '.join(map(str, idle['frames_drawn'].values()))})")
    latency = report["pointer_latency_ms"]
    if latency is None:
        print("pointer latency: not measured (no X display, no Xvfb)")
    else:
        table, bare = latency["table"], latency["bare"]
        print(f"pointer move to the finished frame showing it, {latency['window'][0]}x{latency['window'][1]} window: "
              f"table {table['median']:.1f} / {table['p90']:.1f} ms (median / p90), bare ShowBase "
              f"{bare['median']:.1f} / {bare['p90']:.1f} ms, p90 ratio {latency['ratio_p90']:.2f} "
              f"({table['moves']} and {bare['moves']} moves, {table['missed'] + bare['missed']} unanswered)")
    update = report["update_ms"]
    print(f"scene update after an action, both presets: {update['median']:.1f} ms median, {update['max']:.1f} ms max "
          f"({update['actions']} actions)")
    for start in (report["startup"], report["startup_offscreen"]):
        print(f"start-up to first frame, {start['window']}: table {start['table_s']:.2f} s, bare ShowBase "
              f"{start['bare_s']:.2f} s, ratio {start['ratio']:.2f} (medians of {start['runs']})")
    print(f"peak memory {report['peak_rss_mb']:.0f} MB; the bench took {report['bench_s']:.0f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--quick", action="store_true", help="a smoke run: a tiny window and few frames")
    parser.add_argument("--frames", type=int, help="frames per series (default 30, quick 4)")
    parser.add_argument("--repeat", type=int, help="runs of each preset and start-up (default 5, quick 1)")
    parser.add_argument("--finish", choices=("once", "prc"), default="once",
                        help="once: one glFinish after each frame (default); prc: Panda3D's gl-finish true")
    args = parser.parse_args()
    frames = args.frames if args.frames is not None else 4 if args.quick else 30
    repeat = args.repeat if args.repeat is not None else 1 if args.quick else 5
    if frames < 1 or repeat < 1:
        parser.error("--frames and --repeat take a number of at least 1")
    report = bench(args.quick, frames, repeat, args.finish)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        show(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
