#!/usr/bin/env python3
"""Benchmarks of the rules engine (and, with --table, the 3D table), on this machine.

Prints a table of figures, or JSON with --json. Run: python3 scripts/bench.py
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dragonarium.rules import assistant  # noqa: E402
from dragonarium.rules.board import Board  # noqa: E402
from dragonarium.rules.catalog import load_catalog  # noqa: E402
from dragonarium.rules.game import Seat  # noqa: E402
from dragonarium.rules.placement import check_placement, legal_placements, Placement  # noqa: E402
from dragonarium.rules.scoring import largest_size, score  # noqa: E402
from dragonarium.rules.values import ELEMENTS  # noqa: E402
from dragonarium.simulate import play_game  # noqa: E402


def per_call(func: Callable[[], Any], calls: int) -> list[float]:
    """Seconds for each of ``calls`` calls."""
    times = []
    clock = time.perf_counter
    for _ in range(calls):
        start = clock()
        func()
        times.append(clock() - start)
    return times


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {"median_ms": statistics.median(ordered) * 1e3,
            "p99_ms": ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1e3}


def crowded_boards(catalog, games: int = 10) -> list[Board]:
    """The final boards of four-player random games, most crowded first."""
    boards = []
    for seed in range(games):
        boards.extend(play_game(catalog, [Seat(f"P{i}") for i in range(4)], seed).state.boards)
    return sorted(boards, key=lambda b: -sum(len(stack) for stack in b.stacks))


def bench_rules(quick: bool) -> dict[str, Any]:
    catalog = load_catalog()
    boards = crowded_boards(catalog, 4 if quick else 10)[:8]
    tiles = list(catalog.tiles.values())
    calls = 300 if quick else 2000
    rng = random.Random(1)
    picks = [(rng.choice(boards), rng.choice(tiles)) for _ in range(calls)]
    it = iter(picks)

    def one_listing():
        board, tile = next(it)
        legal_placements(board, tile)

    results: dict[str, Any] = {}
    results["legal_placements"] = summary(per_call(one_listing, calls))
    probe = Placement(((2, 2), (2, 3)))
    results["check_one_placement"] = summary(per_call(lambda: check_placement(boards[0], tiles[0], probe), calls))
    results["score"] = summary(per_call(lambda: score(boards[0]), calls))

    def assistant_move():
        board = boards[0].copy()
        element = ELEMENTS[0]
        for step in assistant.walk(board, largest_size(board, element.terrain)):
            board.step = step
            targets = assistant.stone_targets(board, step, element)
            if targets:
                board.add_stone(targets[0], element)

    results["assistant_move"] = summary(per_call(assistant_move, calls))
    results["crowded_board_layers"] = sum(len(stack) for stack in boards[0].stacks)
    games: dict[str, float] = {}
    for players in (1, 2, 3, 4):
        count = 10 if quick else 60
        start = time.perf_counter()
        for seed in range(count):
            play_game(catalog, [Seat(f"P{i}") for i in range(players)], 1000 + seed)
        games[str(players)] = count / (time.perf_counter() - start)
    results["games_per_second"] = games
    return results


TABLE_PROBE = r"""
import json, resource, sys, time
started = float(sys.argv[1])
sys.path.insert(0, sys.argv[2])
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.table_view import TableView
from dragonarium.app.hud import Hud
from dragonarium.app.camera import apply_view, board_view
from dragonarium.rules.catalog import load_catalog
from dragonarium.rules.game import Seat, Game
from dragonarium.simulate import play_game
import random

catalog = load_catalog()
final = play_game(catalog, [Seat(f"P{i}") for i in range(4)], 7)
base = OffscreenBase.get((1280, 720))
table = TableView(base.assets, base.fresh_scene())
table.show(final.state)
Hud(base.fresh_overlay()).show(final.state)
apply_view(base.camera, board_view(table.places[0]))
base.render_frames(1)
first_frame = time.time() - started
frames = int(sys.argv[3])
start = time.perf_counter()
base.render_frames(frames)
fps = frames / (time.perf_counter() - start)
geoms = sum(n.node().getNumGeoms() for n in base.base.render.findAllMatches("**/+GeomNode"))
# each text panel draws its card and its glyphs: two Geoms
geoms_2d = 2 * base.base.render2d.findAllMatches("**/+TextNode").getNumPaths()
game = Game(catalog, [Seat(f"P{i}") for i in range(4)], 7)
rng = random.Random(7)
updates = []
while not game.over and len(updates) < int(sys.argv[4]):
    game.apply(rng.choice(game.legal_actions()))
    begin = time.perf_counter()
    table.show(game.state)
    updates.append(time.perf_counter() - begin)
board_updates = sorted(updates)
print(json.dumps({"first_frame_s": first_frame, "fps_1280x720": fps, "geoms_3d": geoms, "geoms_2d": geoms_2d,
                  "update_median_ms": board_updates[len(board_updates) // 2] * 1e3,
                  "update_max_ms": board_updates[-1] * 1e3,
                  "peak_memory_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def bench_table(quick: bool) -> dict[str, Any]:
    """Start a fresh process that draws a four-player end-of-game table offscreen and measures it."""
    import subprocess

    root = str(Path(__file__).resolve().parents[1])
    started = time.time()
    out = subprocess.run([sys.executable, "-c", TABLE_PROBE, repr(started), root, "10" if quick else "60",
                          "30" if quick else "150"], capture_output=True, text=True, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine() -> dict[str, Any]:
    return {"python": platform.python_version(), "machine": platform.machine(), "cores": os.cpu_count(),
            "processor": cpu_model(), "date": time.strftime("%Y-%m-%d")}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (a smoke run)")
    parser.add_argument("--no-table", action="store_true", help="skip the 3D table figures")
    args = parser.parse_args()
    report = {"machine": machine(), "rules": bench_rules(args.quick)}
    if not args.no_table:
        report["table"] = bench_table(args.quick)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    rules = report["rules"]
    info = report["machine"]
    print(f"machine: {info['processor']}, {info['cores']} cores, {info['machine']}, Python {info['python']}, "
          f"{info['date']}")
    print(f"{'rules':<40}{'median':>12}{'p99':>12}")
    for key, label in (("legal_placements", "all legal placements of a tile"),
                       ("check_one_placement", "judge one placement (mouse move)"),
                       ("score", "score one board"), ("assistant_move", "one Assistant move")):
        print(f"{label:<40}{rules[key]['median_ms']:>10.3f}ms{rules[key]['p99_ms']:>10.3f}ms")
    print(f"(crowded end-of-game board: {rules['crowded_board_layers']} layers)")
    for players, rate in rules["games_per_second"].items():
        print(f"random games, {players} player(s){'':<17}{rate:>10.1f}/s")
    table = report.get("table")
    if table:
        print("table (four players, end of game, 1280 x 720, software renderer)")
        print(f"  start-up to first frame          {table['first_frame_s']:.2f} s")
        print(f"  frames per second                {table['fps_1280x720']:.1f}")
        print(f"  draw calls (Geoms, 3D + 2D)      {table['geoms_3d']} + {table['geoms_2d']}")
        print(f"  scene update after one action    {table['update_median_ms']:.1f} ms median, "
              f"{table['update_max_ms']:.1f} ms max")
        print(f"  peak memory                      {table['peak_memory_mb']:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
