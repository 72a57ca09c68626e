#!/usr/bin/env python3
"""Figures for the computer players on held-out games: win rates and the strong player's solo score, each with
a 95 % confidence interval, and the time per strong move.

The strong player was tuned on two-player games from game seeds 20000-20199 (seats alternating, player seeds
0-199 and 10000-10199) and solo games from game seeds 30000-30049; later changes were chosen on validation games
from game seed 2,000,000 (``VALIDATION_FROM``: two-player, four-player and solo games from 2,000,000 to 2,000,199;
each change played against the player before it on the same deals; docs/PLAYERS.md lists what was tried and
what was kept). Those games are never used for the figures reported here: by default the games start at game
seed 1,000,000 (``HELD_OUT_FROM``), ``--start`` picks another start (the README's figures come from a range never
used to choose anything), and ``--fresh`` draws a random start (at or above 1,000,000) and prints it with the
result, so a run can be played again.

- two players: each deal is played twice, the strong (or easy) player in each seat, so 200 games are 100 deals;
- four players: one strong seat against three easy ones, each deal played four times with the strong player in
  each seat (200 games are 50 deals); a tie won with others counts as a share of the win;
- solo: the strong player on the Library side, one game per seed.

A change to the strong player is measured against the player before it on the same deals: run the script with
``--json`` before the change, then after it with ``--against`` that report (same ``--start`` and game counts): each
game's margin (or solo score) is compared with the same deal's before: the deal's own luck cancels, and a margin
tells more than a win. ``--looked-at`` and ``--played-through`` try another breadth of search without changing the code.

The ladder (``--ladder``): medium against easy and against strong (two-player games, both seatings), expert
against strong (two-player), one expert seat against three strong ones, and the expert's and the strong player's
solo scores on the same Library deals, with each kind's time per move. Its figures start at game seed 5,000,000
(``LADDER_HELD_OUT_FROM``); tuning the medium and expert players belongs to games from 20,000
(``LADDER_TUNING_SEEDS``). ``--out`` keeps the report written section by section; ``--against`` an earlier ladder
report compares each duel's margins game by game, as for the strong player.

Run: python3 scripts/bench_bots.py [--games 200] [--four 200] [--solo 200] [--jobs 2] [--json] [--quick]
     [--looked-at N] [--played-through N] [--against REPORT.json]
     python3 scripts/bench_bots.py --ladder [--games 200] [--expert-games 200] [--four 200] [--solo 200]
     [--expert-budget 3] [--expert-samples 16] [--expert-horizon H] [--sections medium_vs_easy,...]
     [--out REPORT.json] [--jobs 2]
     [--against REPORT.json]
     python3 scripts/bench_bots.py --matrix [--games 100] [--levels random,easy,...] [--jobs 2] [--report]
     python3 scripts/bench_bots.py --points-lost [--lost-games 6] [--levels random,easy,...] [--jobs 2] [--report]
"""
from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from dataclasses import dataclass
from functools import lru_cache
from multiprocessing import Pool
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dragonarium.bots.expert import EXPERT_BUDGET, GATE, SAMPLES, ExpertPlayer, horizon_for  # noqa: E402
from dragonarium.bots.board_features import LearnedValue  # noqa: E402
from dragonarium.bots.ladder import make_player  # noqa: E402
from dragonarium.bots.players import PLACEMENTS_LOOKED_AT, PLAYED_THROUGH, StrongPlayer  # noqa: E402
from dragonarium.rules.files.catalog import load_catalog  # noqa: E402
from dragonarium.rules import Phase  # noqa: E402
from dragonarium.rules.engine.game import Game, Seat  # noqa: E402

HELD_OUT_FROM = 1_000_000
"""The first game seed of the held-out games; every seed used while tuning is below it."""
TUNED_SEEDS = (range(20_000, 20_200), range(30_000, 30_050))
"""The game seeds the strong player was tuned on (two-player games, solo games)."""
VALIDATION_FROM = 2_000_000
VALIDATION_SEEDS = range(VALIDATION_FROM, VALIDATION_FROM + 200)
"""The game seeds later changes to the strong player were chosen on (held out from tuning, not from choosing)."""
LADDER_TUNING_SEEDS = range(20_000, 20_200)
"""The game seeds for tuning the medium and expert players (their first settings were chosen without games)."""
LADDER_HELD_OUT_FROM = 5_000_000
"""The first game seed of ``--ladder``'s figures: never used to choose anything about any player."""
Z95 = 1.959964


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) for a rate of ``successes`` out of ``trials``; a tie counted
    as a share of a win may make ``successes`` fractional."""
    if trials <= 0:
        raise ValueError("an interval needs at least one trial")
    if not 0 <= successes <= trials:
        raise ValueError(f"{successes} successes out of {trials} trials")
    rate = successes / trials
    centre = (rate + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z / (1 + z * z / trials) * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials))
    # the bounds always hold the rate itself (rounding can leave 1 - 1e-16 above a rate of 1)
    return max(0.0, min(rate, centre - half)), min(1.0, max(rate, centre + half))


def mean_interval(values: list[float], z: float = Z95) -> tuple[float, float]:
    """The normal-approximation interval (95 % by default) for the mean of ``values``."""
    if len(values) < 2:
        return (values[0], values[0]) if values else (math.nan, math.nan)
    mean = statistics.mean(values)
    half = z * statistics.stdev(values) / math.sqrt(len(values))
    return mean - half, mean + half


@dataclass(frozen=True)
class Search:
    """How the strong player searches: seconds of playouts per tile choice, placements of each tile judged with the
    move they leave, (tile, placement) pairs played through the turn."""

    budget: float = 0.0
    looked_at: int = PLACEMENTS_LOOKED_AT
    played_through: int = PLAYED_THROUGH
    expert_budget: float = EXPERT_BUDGET
    expert_samples: int = SAMPLES
    expert_horizon: Optional[int] = None
    """Rounds the expert's playouts go on for; None: its own choice for the number of players."""
    expert_gate: float = GATE
    expert_elements: bool = False
    expert_values: Optional[str] = None
    """A file of learned values (``scripts/learn_values.py fit``) the expert's playouts stop on."""

    def player(self, kind: str, seed: int):
        if kind == "strong":
            return StrongPlayer(seed, budget=self.budget, looked_at=self.looked_at, played_through=self.played_through)
        if kind == "expert":
            return ExpertPlayer(seed, budget=self.expert_budget, samples=self.expert_samples,
                                horizon=self.expert_horizon, gate=self.expert_gate, elements=self.expert_elements,
                                leaf=None if self.expert_values is None else learned_value(self.expert_values))
        return make_player(kind, seed)


@lru_cache(maxsize=None)
def learned_value(path: str) -> LearnedValue:
    """The learned values in ``path``, read once a process (every expert of its games shares them)."""
    return LearnedValue.from_json(json.loads(Path(path).read_text(encoding="utf-8")))


class Timed:
    """Wraps a player to time each of its moves, and to count the orders of the supply an expert's drafts played."""

    def __init__(self, player) -> None:
        self.player = player
        self.name = player.name
        self.times: list[float] = []
        self.orders: list[int] = []

    def choose(self, state):
        draft = state.pending().phase is Phase.DRAFT
        start = time.perf_counter()
        action = self.player.choose(state)
        self.times.append(time.perf_counter() - start)
        if draft and getattr(self.player, "last_estimates", None):  # an expert's draft that compared candidates
            self.orders.append(self.player.last_samples)
        return action


def _table_game(job: tuple[list[str], int, int, Search]) -> tuple[float, int, list[float], dict[str, list[float]],
                                                                list[int]]:
    """One game with ``kinds`` seated in order, the player of interest in seat ``mine``: (its share of the win,
    its margin over the best other seat, the move times of the kind in seat ``mine``, the move times of each
    other kind, the orders of the supply each of its searched drafts played when it is an expert)."""
    kinds, mine, seed, search = job
    players = [Timed(search.player(kind, seed * 7 + i)) for i, kind in enumerate(kinds)]
    game = Game(load_catalog(), [Seat(f"{kind}{i}", kind=kind) for i, kind in enumerate(kinds)], seed)
    while not game.over:
        game.apply(players[game.state.current].choose(game.state))
    outcome = game.outcome()
    win = 1 / len(outcome.winners) if mine in outcome.winners else 0.0
    best_other = max(sheet.total for i, sheet in enumerate(outcome.sheets) if i != mine)
    times = [t for player in players if player.name == kinds[mine] for t in player.times]
    others: dict[str, list[float]] = {}
    for player in players:
        if player.name != kinds[mine]:
            others.setdefault(player.name, []).extend(player.times)
    return win, outcome.sheets[mine].total - best_other, times, others, players[mine].orders


def _solo_game(job: tuple) -> tuple[int, list[float], list[int]]:
    seed, search, kind = job if len(job) == 3 else (*job, "strong")
    player = Timed(search.player(kind, seed))
    game = Game(load_catalog(), [Seat("Solo", "library", kind)], seed)
    while not game.over:
        game.apply(player.choose(game.state))
    return game.outcome().sheets[0].total, player.times, player.orders


def _run(function, jobs: list, workers: int, on_result=None) -> list:
    """``function`` over ``jobs``, ``workers`` at a time, the results in the jobs' order; ``on_result`` hears the
    results so far after each one (a long run keeps what it has played when it is stopped)."""
    results: list = []
    if workers <= 1:
        found = map(function, jobs)
    else:
        pool = Pool(workers)
        found = pool.imap(function, jobs, chunksize=1)
    try:
        for result in found:
            results.append(result)
            if on_result is not None:
                on_result(results)
    finally:
        if workers > 1:
            pool.terminate()
    return results


def _rates(results: list, jobs: list) -> dict:
    seeds = [job[2] for job in jobs]
    wins = sum(r[0] for r in results)
    low, high = wilson_interval(wins, len(results))
    margins = [r[1] for r in results]
    m_low, m_high = mean_interval(margins)
    return {"games": len(results), "seeds": [min(seeds), max(seeds)], "held_out": min(seeds) >= HELD_OUT_FROM,
            "wins": wins, "win_rate": wins / len(results), "win_rate_95": [low, high],
            "mean_margin": statistics.mean(margins), "mean_margin_95": [m_low, m_high],
            "per_game": [[job[2], job[1], r[0], r[1]] for job, r in zip(jobs, results)]}


def duel(first: str, second: str, games: int, start: int, search: Search, timer: list[float], workers: int,
         played: Optional[list] = None) -> dict:
    """``first`` against ``second`` over two-player games, each deal played in both seatings; ``played`` (when
    given) receives every game's result."""
    jobs = []
    for n in range(games):
        mine = n % 2
        kinds = [first, second] if mine == 0 else [second, first]
        jobs.append((kinds, mine, start + n // 2, search))
    results = _run(_table_game, jobs, workers)
    for _, _, times, *_ in results:
        timer.extend(times)
    if played is not None:
        played.extend(results)
    return _rates(results, jobs)


def four(games: int, start: int, search: Search, timer: list[float], workers: int) -> dict:
    """One strong seat against three easy ones, each deal played with the strong player in each seat."""
    jobs = []
    for n in range(games):
        mine = n % 4
        jobs.append((["easy"] * mine + ["strong"] + ["easy"] * (3 - mine), mine, start + n // 4, search))
    results = _run(_table_game, jobs, workers)
    for _, _, times, *_ in results:
        timer.extend(times)
    return _rates(results, jobs)


def solo(catalog, games: int, start: int, search: Search, timer: list[float], workers: int) -> dict:
    """The strong player alone on the Library side."""
    results = _run(_solo_game, [(start + n, search) for n in range(games)], workers)
    scores = [score for score, *_ in results]
    for _, times, _ in results:
        timer.extend(times)
    low, high = mean_interval(scores)
    return {"games": games, "seeds": [start, start + games - 1], "held_out": start >= HELD_OUT_FROM,
            "mean_score": statistics.mean(scores), "mean_score_95": [low, high], "best": max(scores),
            "worst": min(scores), "rank_of_mean": catalog.solo.rank(round(statistics.mean(scores))).title,
            "per_game": [[start + n, score] for n, score in enumerate(scores)]}


def _times(times: list[float]) -> dict:
    return {"median": statistics.median(times), "max": max(times), "moves": len(times)} if times else {}


def _orders(per_game: list[list[int]]) -> dict:
    """How many orders of the supply the expert's searched drafts played, from each game's counts."""
    orders = [n for game in per_game for n in game]
    return {"median": statistics.median(orders), "min": min(orders), "max": max(orders),
            "drafts": len(orders)} if orders else {}


def _others_times(results: list) -> dict:
    """The move times of each other kind over ``_table_game`` results."""
    found: dict[str, list[float]] = {}
    for result in results:
        for kind, times in result[3].items():
            found.setdefault(kind, []).extend(times)
    return {kind: _times(times) for kind, times in found.items()}


def ladder_four(games: int, start: int, search: Search, workers: int, on_part=None) -> dict:
    """One expert seat against three strong ones, each deal played with the expert in each seat; ``on_part`` hears
    the figures of the games played so far after each game."""
    jobs = [(["strong"] * (n % 4) + ["expert"] + ["strong"] * (3 - n % 4), n % 4, start + n // 4, search)
            for n in range(games)]

    def figures(results: list) -> dict:
        return {**_rates(results, jobs[:len(results)]), "move_s": _times([t for r in results for t in r[2]]),
                "others_move_s": _others_times(results), "orders": _orders([r[4] for r in results])}

    results = _run(_table_game, jobs, workers, None if on_part is None else lambda done: on_part(figures(done)))
    return figures(results)


def ladder_solo(games: int, start: int, search: Search, workers: int) -> dict:
    """The expert and the strong player alone on the Library side, on the same deals: each one's mean, and the
    mean of the expert's score less the strong player's, deal by deal."""
    jobs = [(start + n, search, kind) for n in range(games) for kind in ("expert", "strong")]
    results = _run(_solo_game, jobs, workers)
    expert, strong = [r[0] for r in results[0::2]], [r[0] for r in results[1::2]]
    gains = [e - s for e, s in zip(expert, strong)]
    return {"games": games, "seeds": [start, start + games - 1], "held_out": start >= LADDER_HELD_OUT_FROM,
            "expert_mean": statistics.mean(expert), "expert_mean_95": list(mean_interval(expert)),
            "strong_mean": statistics.mean(strong), "strong_mean_95": list(mean_interval(strong)),
            "mean_gain": statistics.mean(gains), "mean_gain_95": list(mean_interval(gains)),
            "move_s": _times([t for r in results[0::2] for t in r[1]]),
            "others_move_s": {"strong": _times([t for r in results[1::2] for t in r[1]])},
            "orders": _orders([r[2] for r in results[0::2]]),
            "per_game": [[start + n, e, s] for n, (e, s) in enumerate(zip(expert, strong))]}


LADDER = ("medium_vs_easy", "medium_vs_strong", "expert_vs_strong", "expert_solo_library", "expert_vs_three_strong")


def ladder(args, search: Search, start: int) -> dict:
    """The ladder's figures, section by section, each written to ``args.out`` (when given) as soon as it is done."""
    report: dict = {"start_seed": start, "expert_budget_s": search.expert_budget,
                    "expert_samples": search.expert_samples,
                    "expert_horizon": (search.expert_horizon if search.expert_horizon is not None
                                       else {str(n): horizon_for(n) for n in (1, 2, 4)}),
                    "expert_gate": search.expert_gate, "expert_elements": search.expert_elements,
                    "expert_values": search.expert_values,
                    "jobs": args.jobs}
    counts = {"medium_vs_easy": args.games, "medium_vs_strong": args.games, "expert_vs_strong": args.expert_games,
              "expert_solo_library": args.solo, "expert_vs_three_strong": args.four}
    for section in args.sections.split(",") if args.sections else LADDER:
        began = time.perf_counter()
        games = counts[section]
        if not games:
            continue
        if section == "expert_solo_library":
            report[section] = ladder_solo(games, start, search, args.jobs)
        elif section == "expert_vs_three_strong":
            def part(figures: dict, section: str = section) -> None:
                if args.out and len(figures["per_game"]) > 1:
                    args.out.write_text(json.dumps({**report, section: {**figures, "unfinished": True}}, indent=2),
                                        encoding="utf-8")

            report[section] = ladder_four(games, start, search, args.jobs, part)
        else:
            first, second = section.split("_vs_")
            times: list[float] = []
            others: list = []
            report[section] = {**duel(first, second, games, start, search, times, args.jobs, others),
                               "move_s": _times(times), "others_move_s": _others_times(others),
                               "orders": _orders([r[4] for r in others])}
        report[section]["wall_s"] = time.perf_counter() - began
        if args.out:
            args.out.write_text(json.dumps(report, indent=2), encoding="utf-8")
        print(f"{section}: {_ladder_line(report[section])}", flush=True)
    return report


def _ladder_line(figures: dict) -> str:
    moves = figures.get("move_s") or {}
    timing = f"; move median {moves['median']:.2f} s, max {moves['max']:.2f} s" if moves else ""
    timing += "".join(f"; {kind}'s longest move {found['max']:.2f} s"
                      for kind, found in (figures.get("others_move_s") or {}).items() if found)
    if "mean_gain" in figures:
        return (f"expert {figures['expert_mean']:.1f}, strong {figures['strong_mean']:.1f} "
                f"on {figures['games']} deals; "
                f"gain {figures['mean_gain']:+.1f} (95 %: {figures['mean_gain_95'][0]:+.1f} to "
                f"{figures['mean_gain_95'][1]:+.1f}){timing}")
    return _percent(figures) + timing


PAIRED = {"strong_vs_easy": "margin", "strong_vs_three_easy": "margin", "strong_solo_library": "score",
          "medium_vs_easy": "margin", "medium_vs_strong": "margin", "expert_vs_strong": "margin",
          "expert_vs_three_strong": "margin"}


def paired(before: dict, after: dict) -> dict:
    """Each figure's change from the report ``before`` to ``after``, over the games both played (same seed, same
    seat): the mean change of the margin (or solo score) with its 95 % interval, and the win rates on those games."""
    changes = {}
    for section, measure in PAIRED.items():
        if section not in before or section not in after:
            continue
        width = 2 if measure == "margin" else 1  # (seed, seat) or seed
        then = {tuple(game[:width]): game for game in before[section]["per_game"]}
        both = [(then[tuple(game[:width])], game) for game in after[section]["per_game"] if tuple(game[:width]) in then]
        if not both:
            continue
        deltas = [new[-1] - old[-1] for old, new in both]
        change = {"games": len(both), "measure": measure, "mean_change": statistics.mean(deltas),
                  "mean_change_95": list(mean_interval(deltas))}
        if measure == "margin":
            change["win_rate_before"] = statistics.mean(old[2] for old, _ in both)
            change["win_rate_after"] = statistics.mean(new[2] for _, new in both)
        changes[section] = change
    return changes


def _percent(figures: dict) -> str:
    low, high = figures["win_rate_95"]
    return (f"{figures['win_rate']:.1%} of {figures['games']} games (95 %: {low:.1%}-{high:.1%}; "
            f"mean margin {figures['mean_margin']:+.1f}, 95 %: {figures['mean_margin_95'][0]:+.1f} to "
            f"{figures['mean_margin_95'][1]:+.1f})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="two-player games per pairing (even)")
    parser.add_argument("--four", type=int, default=200, help="four-player games, one strong seat against three easy")
    parser.add_argument("--solo", type=int, default=200, help="solo games for the strong player")
    parser.add_argument("--budget", type=float, default=None, help="strong player's thinking time per move")
    parser.add_argument("--start", type=int, default=HELD_OUT_FROM,
                        help=f"first game seed (default {HELD_OUT_FROM:,}; the seeds used while tuning lie below it)")
    parser.add_argument("--fresh", action="store_true", help="start at a random held-out seed, printed with the result")
    parser.add_argument("--skip-easy", action="store_true", help="leave out easy against random")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 2 games of each kind, 1 solo game")
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played at once (time per move is only comparable with --jobs 1 or on idle cores)")
    parser.add_argument("--looked-at", type=int, default=PLACEMENTS_LOOKED_AT,
                        help="strong player's placements of each tile judged with the move left (default %(default)s)")
    parser.add_argument("--played-through", type=int, default=PLAYED_THROUGH,
                        help="strong player's (tile, placement) pairs played through the turn (default %(default)s)")
    parser.add_argument("--against", type=Path, metavar="REPORT",
                        help="an earlier --json report on the same seeds: also give each figure's change game by game")
    parser.add_argument("--ladder", action="store_true",
                        help=f"the medium and expert figures (from game seed {LADDER_HELD_OUT_FROM:,} by default)")
    parser.add_argument("--expert-games", type=int, default=200, help="two-player games, expert against strong")
    parser.add_argument("--expert-budget", type=float, default=EXPERT_BUDGET, help="expert's seconds per draft")
    parser.add_argument("--expert-samples", type=int, default=SAMPLES, help="expert's orders of the supply per draft")
    parser.add_argument("--expert-horizon", type=int, default=None,
                        help="rounds an expert's playout goes on after the current one (default: the expert's own "
                             "for the number of players)")
    parser.add_argument("--expert-gate", type=float, default=GATE,
                        help="standard errors by which the expert's pick must lead the strong player's")
    parser.add_argument("--expert-elements", action="store_true",
                        help="the expert searches the element that moves the Assistant too")
    parser.add_argument("--expert-values",
                        help="learned values (scripts/learn_values.py fit) for the expert's playouts")
    parser.add_argument("--sections", help="--ladder: the sections to play, comma-separated (default all)")
    parser.add_argument("--out", type=Path, help="--ladder: write the report here after each section")
    parser.add_argument("--matrix", action="store_true",
                        help="every level against every other (scripts/level_matrix.py): --games games a pair, "
                             "each deal in both seatings")
    parser.add_argument("--levels", default="random,easy,medium,strong,expert", help="--matrix: the levels")
    parser.add_argument("--report", action="store_true",
                        help="--matrix, --points-lost: print the figures of the games played, play none")
    parser.add_argument("--points-lost", action="store_true",
                        help="each level's points lost a decision by a long search (scripts/points_lost.py)")
    parser.add_argument("--lost-games", type=int, default=6, help="--points-lost: games of each level")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.points_lost:
        import points_lost

        levels = tuple(args.levels.split(","))
        if not args.report:
            points_lost.play(levels, args.lost_games, args.jobs)
        figures = points_lost.table(levels)
        print(json.dumps(figures, indent=2) if args.json else points_lost.markdown(figures))
        return 0
    if args.matrix:
        import level_matrix

        levels = tuple(args.levels.split(","))
        if not args.report:
            level_matrix.play(levels, args.games // 2, args.jobs)
        figures = level_matrix.table(levels)
        print(json.dumps(figures, indent=2) if args.json
              else level_matrix.markdown(figures, levels) + "\n\n" + level_matrix.margins(figures))
        return 0
    before = None
    if args.against:
        try:
            before = json.loads(args.against.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            parser.error(f"--against {args.against}: {error}")
        if not isinstance(before, dict):
            parser.error(f"--against {args.against}: not a report of this script (--json)")
    if args.ladder:
        start = args.start if args.start != HELD_OUT_FROM else LADDER_HELD_OUT_FROM
        search = Search(expert_budget=args.expert_budget, expert_samples=args.expert_samples,
                        expert_horizon=args.expert_horizon, expert_gate=args.expert_gate,
                        expert_elements=args.expert_elements, expert_values=args.expert_values)
        report = ladder(args, search, start)
        if before is not None:
            report["against"] = {"report": str(args.against), **paired(before, report)}
            if args.out:
                args.out.write_text(json.dumps(report, indent=2), encoding="utf-8")
        if args.json:
            print(json.dumps(report, indent=2))
        else:
            _print_changes(report, args.against)
        return 0
    if args.quick:
        args.games, args.four, args.solo = 2, 4, 1
    start = random.SystemRandom().randrange(HELD_OUT_FROM, 2**31 - 10_000) if args.fresh else args.start
    end = start + max(args.games, args.four, args.solo)
    if any(start < tuned.stop and tuned.start < end for tuned in TUNED_SEEDS):
        print(f"warning: game seeds from {start} include games the strong player was tuned on", file=sys.stderr)
    if start < VALIDATION_SEEDS.stop and VALIDATION_SEEDS.start < end:
        print(f"warning: game seeds from {start} include the validation games changes were chosen on", file=sys.stderr)
    catalog = load_catalog()
    budget = args.budget if args.budget is not None else make_player("strong").budget
    search = Search(budget, args.looked_at, args.played_through)
    strong_times: list[float] = []
    report: dict = {"budget_s": budget, "looked_at": search.looked_at, "played_through": search.played_through,
                    "start_seed": start}
    if not args.skip_easy and args.games:
        report["easy_vs_random"] = duel("easy", "random", args.games, start, search, [], args.jobs)
    if args.games:
        report["strong_vs_easy"] = duel("strong", "easy", args.games, start, search, strong_times, args.jobs)
    if args.four:
        report["strong_vs_three_easy"] = four(args.four, start, search, strong_times, args.jobs)
    if args.solo:
        report["strong_solo_library"] = solo(catalog, args.solo, start, search, strong_times, args.jobs)
    if strong_times:
        report["strong_move_s"] = {"median": statistics.median(strong_times), "max": max(strong_times),
                                   "moves": len(strong_times)}
    if before is not None:
        report["against"] = {"report": str(args.against), **paired(before, report)}
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"held-out games from game seed {start}")
    if "easy_vs_random" in report:
        print(f"easy vs random:       easy wins {_percent(report['easy_vs_random'])}")
    if "strong_vs_easy" in report:
        print(f"strong vs easy:       strong wins {_percent(report['strong_vs_easy'])}")
    if "strong_vs_three_easy" in report:
        print(f"strong vs 3 easy:     strong wins {_percent(report['strong_vs_three_easy'])} "
              "(margin over the best easy seat)")
    if "strong_solo_library" in report:
        s = report["strong_solo_library"]
        print(f"strong solo, Library: mean {s['mean_score']:.1f} points over {s['games']} games "
              f"(95 %: {s['mean_score_95'][0]:.1f}-{s['mean_score_95'][1]:.1f}; best {s['best']}, "
              f"worst {s['worst']}; {s['rank_of_mean']})")
    if "strong_move_s" in report:
        t = report["strong_move_s"]
        print(f"time per strong move: median {t['median'] * 1000:.0f} ms, max {t['max'] * 1000:.0f} ms "
              f"({t['moves']} moves, budget {budget} s)")
    _print_changes(report, args.against)
    return 0


def _print_changes(report: dict, against: Optional[Path]) -> None:
    """A line for each figure's change from the report ``against``, over the games both played."""
    for section, change in report.get("against", {}).items():
        if section in PAIRED:
            low, high = change["mean_change_95"]
            rates = (f"; wins {change['win_rate_before']:.1%} before, {change['win_rate_after']:.1%} now"
                     if "win_rate_after" in change else "")
            print(f"against {against}, {section}: {change['measure']} {change['mean_change']:+.2f} "
                  f"(95 %: {low:+.2f} to {high:+.2f}) over {change['games']} games played by both{rates}")


if __name__ == "__main__":
    sys.exit(main())
