"""The level matrix: every computer level against every other in two-player games on held-out deals, each deal
played in both seatings, and the table docs/PLAYERS.md shows.

``play`` appends one JSON line per game to the results file and skips the games the file already holds for the
same players (a short hash of the code the two levels play by, ``bots_version``: a change to the expert
leaves the other pairs' games standing), so a long run can be stopped and
taken up later; the deals are played deal by deal across the pairs, so a run stopped early has played every pair
alike. ``report`` counts the games of today's players only and prints, for each pair, the row level's share of the
wins against the column level (a tie half a win) with its Wilson 95 % interval, the mean margin with its 95 %
interval, and each level's longest move.

Game seeds start at 6,000,000 (``MATRIX_FROM``): no player was tuned or chosen on them.

    python3 scripts/bench_bots.py --matrix [--games 100] [--levels random,easy,medium,strong,expert] [--jobs 2]
    python3 scripts/bench_bots.py --matrix --report [--levels ...]
"""
from __future__ import annotations

import functools
import hashlib
import itertools
import json
import statistics
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any, Iterator, Optional

from bench_bots import mean_interval, wilson_interval
from dragonarium.bots.ladder import make_player
from dragonarium.rules import Game, Seat, load_catalog

ROOT = Path(__file__).resolve().parents[1]
LEVELS = ("random", "easy", "medium", "strong", "expert")
"""The computer levels, weakest first."""
MATRIX_FROM = 6_000_000
RESULTS = ROOT / "docs" / "players" / "matrix.jsonl"


COMMON_CODE = ("evaluation.py", "greedy.py", "medium.py", "players.py")
"""The computer players' code every level plays by (random, easy, medium and strong live there)."""
OWN_CODE = {"expert": ("expert.py", "sampling.py", "ladder.py")}
"""The code only a level plays by: a change to the expert leaves the other levels' games standing."""


@functools.lru_cache(maxsize=None)
def bots_version(kinds: tuple[str, ...] = ()) -> str:
    """A short hash of the code the computer players ``kinds`` play by: which players a game was played by."""
    digest = hashlib.sha256()
    names = set(COMMON_CODE).union(*(OWN_CODE.get(kind, ()) for kind in kinds))
    for name in sorted(names):
        digest.update(name.encode())
        digest.update((ROOT / "dragonarium" / "bots" / name).read_bytes())
    return digest.hexdigest()[:10]


def pairs(levels: tuple[str, ...]) -> list[tuple[str, str]]:
    """Each pair of different levels once, the weaker first."""
    return list(itertools.combinations(sorted(levels, key=LEVELS.index), 2))


Job = tuple[str, str, int, int]
"""(weaker level, stronger level, game seed, seat of the weaker level)."""


def jobs(levels: tuple[str, ...], deals: int, start: int = MATRIX_FROM) -> Iterator[Job]:
    """Every game of the matrix, deal by deal: each pair on each deal, the weaker level in the first seat, then
    in the second."""
    for deal in range(deals):
        for low, high in pairs(levels):
            for seat in (0, 1):
                yield low, high, start + deal, seat


def play_one(job: Job) -> dict[str, Any]:
    """One game of ``job``: the seats' kinds, scores, winners and longest move of each seat."""
    low, high, seed, seat = job
    kinds = [low, high] if seat == 0 else [high, low]
    players = [make_player(kind, seed * 7 + i) for i, kind in enumerate(kinds)]
    game = Game(load_catalog(), [Seat(f"P{i + 1}", kind=kind) for i, kind in enumerate(kinds)], seed)
    longest = [0.0, 0.0]
    started = time.perf_counter()
    while not game.over:
        mover = game.state.current
        began = time.perf_counter()
        action = players[mover].choose(game.state)
        longest[mover] = max(longest[mover], time.perf_counter() - began)
        game.apply(action)
    outcome = game.outcome()
    return {"seed": seed, "seats": kinds, "scores": [sheet.total for sheet in outcome.sheets],
            "winners": sorted(outcome.winners), "longest_move_s": [round(t, 3) for t in longest],
            "seconds": round(time.perf_counter() - started, 2)}


def read_results(path: Path) -> list[dict[str, Any]]:
    """The lines of a results file (none when it does not exist yet)."""
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def current(path: Path) -> list[dict[str, Any]]:
    """The games of ``path`` played by the code the two levels play by today."""
    return [e for e in read_results(path) if e.get("bots") == bots_version(tuple(sorted(e["seats"])))]


def append_result(path: Path, entry: dict[str, Any]) -> None:
    """Add one line to a results file, as soon as it is played: a run stopped keeps what it played."""
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(entry, sort_keys=True) + "\n")
    print(json.dumps(entry), flush=True)


def play(levels: tuple[str, ...], deals: int, workers: int, path: Path = RESULTS) -> None:
    """Play the games of the matrix not yet in ``path`` (for today's players), ``workers`` at a time, appending
    each one as it ends."""
    done = {(e["seed"], tuple(e["seats"])) for e in current(path)}
    todo = [job for job in jobs(levels, deals)
            if (job[2], (job[0], job[1]) if job[3] == 0 else (job[1], job[0])) not in done]
    path.parent.mkdir(parents=True, exist_ok=True)
    pool = Pool(workers) if workers > 1 else None
    try:
        found = pool.imap(play_one, todo, chunksize=1) if pool else map(play_one, todo)
        for entry in found:
            entry["bots"] = bots_version(tuple(entry["seats"]))
            append_result(path, entry)
    finally:
        if pool:
            pool.terminate()


def cell(entries: list[dict[str, Any]], row: str, col: str) -> Optional[dict[str, Any]]:
    """The games of ``row`` against ``col``: their count, the row level's wins (a tie half) and share with its
    interval, its mean margin with its interval; None when they have played no game."""
    wins, margins = 0.0, []
    for e in entries:
        if sorted(e["seats"]) != sorted([row, col]) or row == col:
            continue
        mine = e["seats"].index(row)
        other = 1 - mine
        wins += (1 / len(e["winners"])) if mine in e["winners"] else 0.0
        margins.append(e["scores"][mine] - e["scores"][other])
    if not margins:
        return None
    low, high = wilson_interval(wins, len(margins))
    m_low, m_high = mean_interval(margins)
    return {"games": len(margins), "wins": wins, "share": wins / len(margins), "share_95": [low, high],
            "margin": statistics.fmean(margins), "margin_95": [m_low, m_high]}


def table(levels: tuple[str, ...], path: Path = RESULTS) -> dict[str, Any]:
    """Every pair's figures for today's players, and each level's longest move and games."""
    entries = current(path)
    ordered = sorted(levels, key=LEVELS.index)
    cells = {f"{row} vs {col}": found for row in ordered for col in ordered
             if row != col and (found := cell(entries, row, col)) is not None}
    longest = {level: max((t for e in entries for kind, t in zip(e["seats"], e["longest_move_s"]) if kind == level),
                          default=None) for level in ordered}
    return {"bots": {level: bots_version((level,)) for level in ordered}, "from_seed": MATRIX_FROM, "cells": cells,
            "longest_move_s": longest}


def markdown(figures: dict[str, Any], levels: tuple[str, ...]) -> str:
    """The matrix as a Markdown table: the row level's share of wins against the column level, its 95 %
    interval, and the games played."""
    ordered = sorted(levels, key=LEVELS.index)
    lines = ["| row wins against column | " + " | ".join(ordered) + " |",
             "| --- |" + " --- |" * len(ordered)]
    for row in ordered:
        texts = []
        for col in ordered:
            found = figures["cells"].get(f"{row} vs {col}")
            if row == col:
                texts.append("")
            elif found is None:
                texts.append("not played")
            else:
                low, high = found["share_95"]
                texts.append(f"{found['share']:.0%} [{low:.0%}, {high:.0%}], {found['games']} games")
        lines.append(f"| {row} | " + " | ".join(texts) + " |")
    return "\n".join(lines)


def margins(figures: dict[str, Any]) -> str:
    """Each pair's mean margin of the stronger level, one line each."""
    out = []
    for name, found in figures["cells"].items():
        row, col = name.split(" vs ")
        if LEVELS.index(row) > LEVELS.index(col):
            low, high = found["margin_95"]
            out.append(f"{name:20s} {found['games']:4d} games  margin {found['margin']:+6.1f} "
                       f"[{low:+.1f}, {high:+.1f}]")
    return "\n".join(out)
