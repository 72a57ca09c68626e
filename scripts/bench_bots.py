#!/usr/bin/env python3
"""Figures for the computer players: win rates, the strong player's solo score, time per strong move.

Run: python3 scripts/bench_bots.py [--games 200] [--solo 50] [--jobs 2] [--json]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dragonarium.bots.players import make_player  # noqa: E402
from dragonarium.rules.catalog import load_catalog  # noqa: E402
from dragonarium.rules.game import Game, Seat  # noqa: E402


class Timed:
    """Wraps a player to time each of its moves."""

    def __init__(self, player) -> None:
        self.player = player
        self.name = player.name
        self.times: list[float] = []

    def choose(self, state):
        start = time.perf_counter()
        action = self.player.choose(state)
        self.times.append(time.perf_counter() - start)
        return action


def _duel_game(job: tuple[str, str, int, float]) -> tuple[float, int, list[float]]:
    """One two-player game, seats alternating with the seed: (share of the win, margin, strong move times)."""
    first, second, seed, budget = job
    catalog = load_catalog()
    players = [Timed(make_player(first, seed, budget)), Timed(make_player(second, seed + 10_000, budget))]
    kinds = [first, second]
    if seed % 2:
        players.reverse()
        kinds.reverse()
    game = Game(catalog, [Seat(kind + str(i), kind=kind) for i, kind in enumerate(kinds)], 20_000 + seed)
    while not game.over:
        game.apply(players[game.state.current].choose(game.state))
    outcome = game.outcome()
    mine = kinds.index(first)
    win = 1 / len(outcome.winners) if mine in outcome.winners else 0.0
    times = [t for player in players if player.name == "strong" for t in player.times]
    return win, outcome.sheets[mine].total - outcome.sheets[1 - mine].total, times


def _solo_game(job: tuple[int, float]) -> tuple[int, list[float]]:
    seed, budget = job
    player = Timed(make_player("strong", seed, budget))
    game = Game(load_catalog(), [Seat("Solo", "library", "strong")], 30_000 + seed)
    while not game.over:
        game.apply(player.choose(game.state))
    return game.outcome().sheets[0].total, player.times


def _run(function, jobs: list, workers: int) -> list:
    if workers <= 1:
        return [function(job) for job in jobs]
    with Pool(workers) as pool:
        return pool.map(function, jobs, chunksize=1)


def duel(first: str, second: str, games: int, budget: float, timer: list[float], workers: int) -> dict:
    """``first`` against ``second`` over two-player games, seats alternating; ties split the win."""
    results = _run(_duel_game, [(first, second, seed, budget) for seed in range(games)], workers)
    for _, _, times in results:
        timer.extend(times)
    return {"games": games, "win_rate": sum(r[0] for r in results) / games,
            "mean_margin": statistics.mean(r[1] for r in results)}


def solo(catalog, games: int, budget: float, timer: list[float], workers: int) -> dict:
    results = _run(_solo_game, [(seed, budget) for seed in range(games)], workers)
    scores = [score for score, _ in results]
    for _, times in results:
        timer.extend(times)
    return {"games": games, "mean_score": statistics.mean(scores), "best": max(scores), "worst": min(scores),
            "rank_of_mean": catalog.solo.rank(round(statistics.mean(scores))).title}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200, help="two-player games per pairing")
    parser.add_argument("--solo", type=int, default=50, help="solo games for the strong player")
    parser.add_argument("--budget", type=float, default=None, help="strong player's thinking time per move")
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played at once (time per move is only comparable with --jobs 1 or on idle cores)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    catalog = load_catalog()
    budget = args.budget if args.budget is not None else make_player("strong").budget
    strong_times: list[float] = []
    report = {
        "budget_s": budget,
        "easy_vs_random": duel("easy", "random", args.games, budget, [], args.jobs),
        "strong_vs_easy": duel("strong", "easy", args.games, budget, strong_times, args.jobs),
        "strong_solo_library": solo(catalog, args.solo, budget, strong_times, args.jobs),
    }
    report["strong_move_s"] = {"median": statistics.median(strong_times), "max": max(strong_times),
                               "moves": len(strong_times)}
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"easy vs random:   easy wins {report['easy_vs_random']['win_rate']:.1%} of "
          f"{args.games} games (mean margin {report['easy_vs_random']['mean_margin']:+.1f})")
    print(f"strong vs easy:   strong wins {report['strong_vs_easy']['win_rate']:.1%} of "
          f"{args.games} games (mean margin {report['strong_vs_easy']['mean_margin']:+.1f})")
    s = report["strong_solo_library"]
    print(f"strong solo, Library: mean {s['mean_score']:.1f} points over {s['games']} games "
          f"(best {s['best']}, worst {s['worst']}; {s['rank_of_mean']})")
    t = report["strong_move_s"]
    print(f"time per strong move: median {t['median'] * 1000:.0f} ms, max {t['max'] * 1000:.0f} ms "
          f"({t['moves']} moves, budget {budget} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
