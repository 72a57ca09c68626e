#!/usr/bin/env python3
"""Benchmarks of the rules engine on this machine (the 3D table has its own: scripts/bench_table.py).

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

from dragonarium.rules.engine import assistant  # noqa: E402
from dragonarium.rules.engine.board import Board  # noqa: E402
from dragonarium.rules.files.catalog import load_catalog  # noqa: E402
from dragonarium.rules.engine.game import Seat  # noqa: E402
from dragonarium.rules.engine.placement import check_placement, legal_placements, Placement  # noqa: E402
from dragonarium.rules.engine.scoring import largest_size, score  # noqa: E402
from dragonarium.rules.model.values import ELEMENTS  # noqa: E402
from dragonarium.cli.simulate import play_game  # noqa: E402


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
    args = parser.parse_args()
    report = {"machine": machine(), "rules": bench_rules(args.quick)}
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
