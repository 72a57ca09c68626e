#!/usr/bin/env python3
"""The board sides' balance: the strong player's solo score on each side, and two-player games between strong
players on different sides.

Two runs play games and append one JSON line per game to a results file; a run started again skips the games
its file already holds for the same layout, so a long run can be stopped and taken up later:

- ``solo``: the strong player alone on each side, one game per seed from ``--seed``, the same seeds on every side
  (so a B-side is compared with the Library on the same deals);
- ``pairs``: for each pair of different sides, each seed (``--games`` of them) played twice, each side once in the
  first seat (P1), the other in the second: the deal and the first player come from the seed, so both seatings of
  one deal are played.

Each line keeps the layout it was played on (a short hash of the side's data file): ``report`` counts only the
lines of the layouts in data/boards now, and prints the solo table (mean, 95 % interval, difference from the
Library on the same seeds with its 95 % interval, the target Library + 20 within 5) and the side matrix (wins of
the row side against the column side, a tie a half win, with the Wilson 95 % interval).

Seeds: tuning games start at 9,100,000 (``TUNING_FROM``); the figures reported in docs/RULES.md come from seeds
never used to choose a layout, from 77,000,000 (``HELD_OUT_FROM``) for solo and 78,000,000 (``PAIRS_FROM``) for
the matrix. Every run plays one game at a time, in one process.

Run: python3 scripts/bench_sides.py solo --games 200 [--seed 77000000] [--sides library,church-ruins] [--out FILE]
     python3 scripts/bench_sides.py pairs --games 30 [--seed 78000000] [--sides ...] [--out FILE]
     python3 scripts/bench_sides.py report [--solo FILE] [--pairs FILE] [--seed-from S --seed-to T] [--json]
"""
from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Iterable, Optional

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dragonarium.cli.simulate import simulated_games  # noqa: E402
from dragonarium.rules import PlayerKind, Seat, load_catalog  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DATA = [ROOT / "data"]
"""The data folder whose sides are played and reported (``--data`` picks another, e.g. a layout being tried)."""
SIDES = ("library", "church-ruins", "lostwing-cliffs", "marble-quarry", "eternal-shrines")
TUNING_FROM = 9_100_000
HELD_OUT_FROM = 77_000_000
PAIRS_FROM = 78_000_000
SOLO_FILE = ROOT / "docs" / "balance" / "solo.jsonl"
PAIRS_FILE = ROOT / "docs" / "balance" / "pairs.jsonl"
TARGET = 20.0
"""The rulebook's solo table rises by 20 points on a B-side: a B-side should score about the Library's + 20."""
WITHIN = 5.0
Z95 = 1.96


def layout(side: str) -> str:
    """A short hash of the side's data file: which layout a game was played on."""
    return hashlib.sha256((DATA[0] / "boards" / f"{side}.yaml").read_bytes()).hexdigest()[:10]


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a rate of ``successes`` out of ``trials`` (a tie counted as half a win)."""
    rate = successes / trials
    centre = (rate + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z / (1 + z * z / trials) * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials))
    return max(0.0, min(rate, centre - half)), min(1.0, max(rate, centre + half))


def mean_interval(values: list[float], z: float = Z95) -> tuple[float, float, float]:
    """The mean of ``values`` and its normal-approximation interval."""
    mean = statistics.fmean(values)
    half = z * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return mean, mean - half, mean + half


def _read(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _append(path: Path, entry: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(entry, sort_keys=True) + "\n")


_CATALOG: list[Any] = []


def _play(sides: tuple[str, ...], seed: int) -> dict[str, Any]:
    if not _CATALOG:
        _CATALOG.append(load_catalog(DATA[0]))
    catalog = _CATALOG[0]
    kinds = [PlayerKind.STRONG] * len(sides)
    seats = [Seat(f"P{i + 1}", side, kind) for i, (side, kind) in enumerate(zip(sides, kinds))]
    started = time.perf_counter()
    entry = next(simulated_games(catalog, seats, kinds, seed, 1))
    return {"seed": seed, "sides": list(sides), "layouts": [layout(side) for side in sides],
            "scores": [player["total"] for player in entry["players"]],
            "dragons": [player["dragons"] for player in entry["players"]],
            "winners": [int(name[1:]) - 1 for name in entry["winners"]],
            "seconds": round(time.perf_counter() - started, 2)}


def _done(path: Path) -> set[tuple[int, tuple[str, ...], tuple[str, ...]]]:
    return {(e["seed"], tuple(e["sides"]), tuple(e["layouts"])) for e in _read(path)}


def run(games: Iterable[tuple[str, ...]], seeds: range, path: Path) -> None:
    """Play each seating of ``games`` on each seed not yet in ``path``, seed by seed, appending each game."""
    done = _done(path)
    for seed in seeds:
        for sides in games:
            if (seed, sides, tuple(layout(side) for side in sides)) in done:
                continue
            entry = _play(sides, seed)
            _append(path, entry)
            print(json.dumps(entry), flush=True)


def solo_table(entries: list[dict[str, Any]], sides: tuple[str, ...]) -> dict[str, Any]:
    """Per side: games, mean score and interval, and the difference from the Library on the same seeds."""
    now = {side: layout(side) for side in sides}
    by_side: dict[str, dict[int, int]] = {side: {} for side in sides}
    for e in entries:
        side = e["sides"][0]
        if len(e["sides"]) == 1 and side in now and e["layouts"][0] == now[side]:
            by_side[side][e["seed"]] = e["scores"][0]
    table: dict[str, Any] = {}
    library = by_side.get("library", {})
    for side, scores in by_side.items():
        if not scores:
            continue
        mean, low, high = mean_interval(list(scores.values()))
        row: dict[str, Any] = {"games": len(scores), "seeds": [min(scores), max(scores)], "mean": round(mean, 1),
                               "interval": [round(low, 1), round(high, 1)]}
        shared = sorted(set(scores) & set(library))
        if side != "library" and len(shared) > 1:
            diff, dlow, dhigh = mean_interval([scores[s] - library[s] for s in shared])
            row.update(paired_games=len(shared), above_library=round(diff, 1),
                       above_interval=[round(dlow, 1), round(dhigh, 1)],
                       on_target=abs(diff - TARGET) <= WITHIN)
        table[side] = row
    return table


def pair_table(entries: list[dict[str, Any]], sides: tuple[str, ...]) -> dict[str, Any]:
    """For each ordered pair (row side, column side): games, the row side's wins (a tie a half) and the interval."""
    now = {side: layout(side) for side in sides}
    wins: dict[tuple[str, str], float] = {}
    games: dict[tuple[str, str], int] = {}
    for e in entries:
        if len(e["sides"]) != 2 or any(s not in now or lay != now[s] for s, lay in zip(e["sides"], e["layouts"])):
            continue
        share = 1 / len(e["winners"])
        for me, other in ((0, 1), (1, 0)):
            key = (e["sides"][me], e["sides"][other])
            games[key] = games.get(key, 0) + 1
            wins[key] = wins.get(key, 0.0) + (share if me in e["winners"] else 0.0)
    table: dict[str, Any] = {}
    for (row, col), count in sorted(games.items()):
        low, high = wilson_interval(wins[(row, col)], count)
        won = wins[(row, col)]
        table[f"{row} vs {col}"] = {"games": count, "wins": won, "rate": round(won / count, 3),
                                    "interval": [round(low, 3), round(high, 3)]}
    return table


def _in_seeds(entries: list[dict[str, Any]], low: Optional[int], high: Optional[int]) -> list[dict[str, Any]]:
    return [e for e in entries if (low is None or e["seed"] >= low) and (high is None or e["seed"] < high)]


def report(args: argparse.Namespace) -> None:
    sides = tuple(args.sides.split(","))
    solo = solo_table(_in_seeds(_read(args.solo), args.seed_from, args.seed_to), sides)
    pairs = pair_table(_in_seeds(_read(args.pairs), args.seed_from, args.seed_to), sides)
    if args.json:
        print(json.dumps({"layouts": {side: layout(side) for side in sides}, "solo": solo, "pairs": pairs}, indent=2))
        return
    print("Solo, strong player (score: mean [95 %]; B-side minus Library on the same seeds: mean [95 %])")
    for side, row in solo.items():
        line = f"  {side:16} {row['games']:4} games  {row['mean']:6.1f} [{row['interval'][0]}, {row['interval'][1]}]"
        if "above_library" in row:
            low, high = row["above_interval"]
            line += (f"  {row['above_library']:+6.1f} [{low:+.1f}, {high:+.1f}]"
                     f"  {'on target' if row['on_target'] else 'OFF target'} (+{TARGET:.0f} within {WITHIN:.0f})")
        print(line)
    print("Two players, strong against strong: row side's wins against the column side (ties count half)")
    for key, row in pairs.items():
        low, high = row["interval"]
        print(f"  {key:36} {row['games']:4} games  {row['rate']:.3f} [{low:.3f}, {high:.3f}]")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("solo", "pairs", "report"))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--sides", default=",".join(SIDES))
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--solo", type=Path, default=SOLO_FILE)
    parser.add_argument("--pairs", type=Path, default=PAIRS_FILE)
    parser.add_argument("--seed-from", type=int, default=None)
    parser.add_argument("--seed-to", type=int, default=None)
    parser.add_argument("--data", type=Path, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.data is not None:
        DATA[0] = args.data
    sides = tuple(args.sides.split(","))
    if args.mode == "report":
        report(args)
    elif args.mode == "solo":
        start = HELD_OUT_FROM if args.seed is None else args.seed
        run([(side,) for side in sides], range(start, start + args.games), args.out or SOLO_FILE)
    else:
        start = PAIRS_FROM if args.seed is None else args.seed
        seatings = [seating for a, b in itertools.combinations(sides, 2) for seating in ((a, b), (b, a))]
        run(seatings, range(start, start + args.games), args.out or PAIRS_FILE)
    return 0


if __name__ == "__main__":
    sys.exit(main())
