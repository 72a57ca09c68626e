#!/usr/bin/env python3
"""Figures for the hint (H): how long it takes in two-player games, and what its smaller search costs in strength.

Time: two-player games are played (by the easy player, which is quick) and at the first player's draft, placement
and element of a few rounds the hint is worked out as the table does (``outlook.advise``: the hint's search, then
the facts behind its choice). Each moment is timed ``--repeats`` times and its median kept; the figures are the
median and the largest of those over the moments of each kind. Beside them, optionally:
``--busy``   the hint on a second thread while this one keeps the interpreter busy without pause;
``--table``  the hint asked on the play screen (offscreen, fast preset) while frames are drawn back to back and the
             camera orbits, until the hint is shown (Panda3D needed).

Strength: over the same moments, how often the hint's search picks what the full strong player picks
(``--agreement``), and ``--duel N`` two-player games of a strong player searching as hints do against the full
strong player, seats alternating.

``--looked-at`` and ``--played-through`` set the hint's search (16 and 24 are the strong player's own).

Run: python3 scripts/bench_hint.py [--games 4] [--repeats 3] [--busy] [--table] [--agreement] [--duel 0]
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
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dragonarium.bots import outlook  # noqa: E402
from dragonarium.bots.players import EasyPlayer, StrongPlayer  # noqa: E402
from dragonarium.rules import Game, GameState, Phase, Seat, load_catalog  # noqa: E402

MOMENTS = (Phase.DRAFT, Phase.PLACE, Phase.ELEMENT)
ROUNDS = {1: "early", 2: "early", 5: "middle", 6: "middle", 9: "late", 10: "late"}
FRAME = 1 / 60
"""Seconds each drawn frame tells the screen have passed."""


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


def alone(state: GameState, seed: int) -> float:
    start = time.perf_counter()
    outlook.advise(state, seed)
    return time.perf_counter() - start


def beside_busy_thread(state: GameState, seed: int) -> float:
    done = threading.Event()
    took: list[float] = []

    def work() -> None:
        took.append(alone(state, seed))
        done.set()

    threading.Thread(target=work).start()
    count = 0
    while not done.is_set():  # the frame thread's Python, never waiting
        count += 1
    return took[0]


class OnTheTable:
    """Hints asked on the play screen, drawn offscreen frame after frame while the camera orbits."""

    def __init__(self) -> None:
        from dragonarium.app.offscreen import OffscreenBase
        from dragonarium.play.quality import PRESETS, Quality

        self.offscreen = OffscreenBase.get((800, 450))
        self.preset = PRESETS[Quality.FAST]

    def __call__(self, state: GameState, seed: int) -> float:
        from dragonarium.app.screens.game_screen import GameScreen
        from dragonarium.app.screens.screen_context import ScreenContext
        from dragonarium.play.session import PlaySession

        self.offscreen.fresh_scene()
        self.offscreen.fresh_overlay()
        screen = GameScreen(ScreenContext(self.offscreen.base, self.offscreen.assets, self.preset),
                            PlaySession(Game.from_state(state.copy(), seed)))
        try:
            self.offscreen.render_frames(2)
            start = time.perf_counter()
            screen.ask_hint()
            while screen.session.hint_pending:
                screen.controls.orbit(4, 0)
                screen.tick(FRAME)
                self.offscreen.base.graphicsEngine.renderFrame()
            return time.perf_counter() - start
        finally:
            screen.cleanup()


def timings(found: list[tuple[str, GameState]], repeats: int, timer: Callable[[GameState, int], float]) -> dict:
    """Per kind of moment: the median and the largest of each moment's median time over ``repeats``."""
    by_kind: dict[str, list[float]] = {}
    for kind, state in found:
        by_kind.setdefault(kind, []).append(statistics.median(timer(state, seed) for seed in range(repeats)))
    return {kind: {"moments": len(times), "median_s": statistics.median(times), "max_s": max(times)}
            for kind, times in by_kind.items()}


def agreement(found: list[tuple[str, GameState]]) -> dict:
    """How often the hint's search chooses what the full strong player chooses, per kind of moment."""
    same: dict[str, list[bool]] = {}
    for kind, state in found:
        full = StrongPlayer(seed=1).ranked(state.copy())[0].action
        cheap = outlook.hint_advisor(1).ranked(state.copy())[0].action
        same.setdefault(kind.split(",")[0], []).append(full == cheap)
    return {kind: sum(flags) / len(flags) for kind, flags in same.items()}


def duel(games: int) -> dict:
    """The hint's search against the full strong player over two-player games, seats alternating."""
    catalog = load_catalog()
    wins, margins = 0.0, []
    for seed in range(games):
        players = [outlook.hint_advisor(seed), StrongPlayer(seed + 10_000)]
        order = [0, 1] if seed % 2 == 0 else [1, 0]
        game = Game(catalog, [Seat(f"P{i}") for i in range(2)], 50_000 + seed)
        while not game.over:
            game.apply(players[order[game.state.current]].choose(game.state))
        outcome = game.outcome()
        mine = order.index(0)
        wins += 1 / len(outcome.winners) if mine in outcome.winners else 0.0
        margins.append(outcome.sheets[mine].total - outcome.sheets[1 - mine].total)
    return {"games": games, "win_rate": wins / games, "mean_margin": statistics.mean(margins)}


TITLES = {"hint_s": "hint", "hint_beside_busy_thread_s": "hint beside a busy thread",
          "hint_on_the_table_s": "hint on the table, frames drawn back to back"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=4, help="two-player games to take moments from")
    parser.add_argument("--repeats", type=int, default=3, help="hints per moment (their median is kept)")
    parser.add_argument("--busy", action="store_true", help="also time hints beside a busy frame thread")
    parser.add_argument("--table", action="store_true", help="also time hints on the offscreen play screen")
    parser.add_argument("--agreement", action="store_true", help="how often the hint's search agrees with the full one")
    parser.add_argument("--duel", type=int, default=0, help="games of the hint's search against the full one")
    parser.add_argument("--looked-at", type=int, default=outlook.HINT_LOOKED_AT, help="the hint's search")
    parser.add_argument("--played-through", type=int, default=outlook.HINT_PLAYED_THROUGH, help="the hint's search")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    outlook.HINT_LOOKED_AT, outlook.HINT_PLAYED_THROUGH = args.looked_at, args.played_through
    found = moments(args.games)
    report: dict = {"search": {"looked_at": args.looked_at, "played_through": args.played_through},
                    "hint_s": timings(found, args.repeats, alone)}
    if args.busy:
        report["hint_beside_busy_thread_s"] = timings(found, args.repeats, beside_busy_thread)
    if args.table:
        report["hint_on_the_table_s"] = timings(found, args.repeats, OnTheTable())
    if args.agreement:
        report["same_choice_as_full_search"] = agreement(found)
    if args.duel:
        report["hint_search_vs_full"] = duel(args.duel)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"hint's search: {args.looked_at} placements looked at per tile, {args.played_through} played through "
          f"the turn")
    for key, title in TITLES.items():
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
