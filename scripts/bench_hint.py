#!/usr/bin/env python3
"""Figures for the hint (H): how long it takes in two-player games, and what its cheaper search costs in strength.

Time: two-player games are played (by the easy player, which is quick) and at the first player's draft, placement
and element of a few rounds the hint is worked out as the table does (``explain.advise``: the hint's search, then
the facts behind its choice). Each moment is timed ``--repeats`` times and its median kept; the figures are the
median and the largest of those over the moments of each kind. ``--busy`` works the hints out on a second thread
while this one keeps the interpreter busy, as the table's frame thread may.

Strength: over the same moments, how often the hint's search picks what the full strong player picks
(``--agreement``), and ``--duel N`` two-player games of a strong player searching as hints do against the full
strong player, seats alternating.

Run: python3 scripts/bench_hint.py [--games 4] [--repeats 3] [--busy] [--agreement] [--duel 0]
     [--looked-at N] [--played-through N] [--json]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dragonarium.bots.explain import HINT_LOOKED_AT, HINT_PLAYED_THROUGH, advise, hint_advisor  # noqa: E402
from dragonarium.bots.players import EasyPlayer, StrongPlayer  # noqa: E402
from dragonarium.rules import Game, GameState, Phase, Seat, load_catalog  # noqa: E402

MOMENTS = (Phase.DRAFT, Phase.PLACE, Phase.ELEMENT)
ROUNDS = {1: "early", 2: "early", 5: "middle", 6: "middle", 9: "late", 10: "late"}
SEARCH = {"looked_at": HINT_LOOKED_AT, "played_through": HINT_PLAYED_THROUGH}
"""The hint's search, as ``hint_advisor`` takes it (the command line may change it)."""


def moments(games: int) -> list[tuple[str, GameState]]:
    """(kind, state) at the first seat's draft, placement and element in the rounds of ``ROUNDS``."""
    catalog = load_catalog()
    found = []
    for seed in range(games):
        game = Game(catalog, [Seat("A"), Seat("B")], 40_000 + seed)
        players = [EasyPlayer(seed), EasyPlayer(seed + 1)]
        while not game.over:
            state = game.state
            phase = state.pending().phase
            if state.current == 0 and state.round in ROUNDS and phase in MOMENTS:
                found.append((f"{phase.value}, {ROUNDS[state.round]}", state.copy()))
            game.apply(players[state.current].choose(state))
    return found


def time_hint(state: GameState, repeats: int, busy: bool) -> float:
    """The median seconds of ``repeats`` hints at ``state``."""
    times = []
    for repeat in range(repeats):
        if busy:
            times.append(_beside_busy_thread(state, repeat))
        else:
            start = time.perf_counter()
            advise(state, advisor=hint_advisor(repeat, **SEARCH))
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def _beside_busy_thread(state: GameState, seed: int) -> float:
    done = threading.Event()
    took: list[float] = []

    def work() -> None:
        start = time.perf_counter()
        advise(state, advisor=hint_advisor(seed, **SEARCH))
        took.append(time.perf_counter() - start)
        done.set()

    threading.Thread(target=work).start()
    count = 0
    while not done.is_set():  # the frame thread's Python, never waiting
        count += 1
    return took[0]


def timings(found: list[tuple[str, GameState]], repeats: int, busy: bool) -> dict[str, dict]:
    by_kind: dict[str, list[float]] = {}
    for kind, state in found:
        by_kind.setdefault(kind, []).append(time_hint(state, repeats, busy))
    return {kind: {"moments": len(times), "median_s": statistics.median(times), "max_s": max(times)}
            for kind, times in by_kind.items()}


def agreement(found: list[tuple[str, GameState]]) -> dict:
    """How often the hint's search chooses what the full strong player chooses, per kind of moment."""
    same: dict[str, list[bool]] = {}
    for kind, state in found:
        full = StrongPlayer(seed=1).ranked(state.copy())[0].action
        cheap = hint_advisor(1, **SEARCH).ranked(state.copy())[0].action
        same.setdefault(kind.split(",")[0], []).append(full == cheap)
    return {kind: sum(flags) / len(flags) for kind, flags in same.items()}


def duel(games: int) -> dict:
    """The hint's search against the full strong player over two-player games, seats alternating."""
    catalog = load_catalog()
    wins, margins = 0.0, []
    for seed in range(games):
        players = [hint_advisor(seed, **SEARCH), StrongPlayer(seed + 10_000)]
        order = [0, 1] if seed % 2 == 0 else [1, 0]
        game = Game(catalog, [Seat(f"P{i}") for i in range(2)], 50_000 + seed)
        while not game.over:
            game.apply(players[order[game.state.current]].choose(game.state))
        outcome = game.outcome()
        mine = order.index(0)
        wins += 1 / len(outcome.winners) if mine in outcome.winners else 0.0
        margins.append(outcome.sheets[mine].total - outcome.sheets[1 - mine].total)
    return {"games": games, "win_rate": wins / games, "mean_margin": statistics.mean(margins)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=4, help="two-player games to take moments from")
    parser.add_argument("--repeats", type=int, default=3, help="hints per moment (their median is kept)")
    parser.add_argument("--busy", action="store_true", help="also time hints beside a busy frame thread")
    parser.add_argument("--agreement", action="store_true", help="how often the hint's search agrees with the full one")
    parser.add_argument("--duel", type=int, default=0, help="games of the hint's search against the full one")
    parser.add_argument("--looked-at", type=int, default=HINT_LOOKED_AT, help="the hint's search: see StrongPlayer")
    parser.add_argument("--played-through", type=int, default=HINT_PLAYED_THROUGH,
                        help="the hint's search: see StrongPlayer")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    SEARCH.update(looked_at=args.looked_at, played_through=args.played_through)
    found = moments(args.games)
    report: dict = {"search": dict(SEARCH), "hint_s": timings(found, args.repeats, busy=False)}
    if args.busy:
        report["hint_beside_busy_thread_s"] = timings(found, args.repeats, busy=True)
    if args.agreement:
        report["same_choice_as_full_search"] = agreement(found)
    if args.duel:
        report["hint_search_vs_full"] = duel(args.duel)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"hint's search: {SEARCH['looked_at']} placements looked at per tile, {SEARCH['played_through']} played "
          f"through the turn")
    for title, key in (("hint", "hint_s"), ("hint beside a busy thread", "hint_beside_busy_thread_s")):
        if key not in report:
            continue
        print(f"{title} (median of {args.repeats} per moment; median and max over the moments):")
        for kind, figures in sorted(report[key].items()):
            print(f"  {kind:16} {figures['median_s'] * 1000:6.0f} ms   max {figures['max_s'] * 1000:6.0f} ms"
                  f"   ({figures['moments']} moments)")
    if args.agreement:
        same = report["same_choice_as_full_search"]
        print("same choice as the full strong player: " + ", ".join(f"{k} {v:.0%}" for k, v in sorted(same.items())))
    if args.duel:
        duel_figures = report["hint_search_vs_full"]
        print(f"hint's search vs full strong player: wins {duel_figures['win_rate']:.1%} of {duel_figures['games']} "
              f"games (mean margin {duel_figures['mean_margin']:+.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
