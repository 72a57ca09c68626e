#!/usr/bin/env python3
"""A board's value learned from finished games, for the expert's playouts to stop on.

``play``: self-play games between strong players searching as the hint does (8 placements judged with the move
they leave, 12 played through: about a quarter of the strong player's time), one JSON line a game: at the start
of every round, each board's points and ``board_features``; at the end, each player's final points.

``fit``: for each (players, round), the least-squares weights of the features (and a constant) for the points a
board adds from then to the end of the game; written as JSON (``--out``), with the fit's error beside the strong
player's own promise weights' on the same positions.

Run: python3 scripts/learn_values.py play --games 400 --start 40000000 --players 2 --jobs 2 --out FILE.jsonl
     python3 scripts/learn_values.py fit FILE.jsonl [...] --out WEIGHTS.json
"""
from __future__ import annotations

import argparse
import json
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dragonarium.bots.board_features import FEATURES, board_features  # noqa: E402
from dragonarium.bots.evaluation import state_value  # noqa: E402
from dragonarium.bots.players import StrongPlayer, promise_left  # noqa: E402
from dragonarium.rules import total_points  # noqa: E402
from dragonarium.rules.engine.game import Game, Seat  # noqa: E402
from dragonarium.rules.files.catalog import load_catalog  # noqa: E402


def play_one(job: tuple[int, int]) -> dict:
    """One self-play game: every round's start as (round, [points, strong value, features] a board), final points."""
    seed, players = job
    bots = [StrongPlayer(seed * 7 + i, looked_at=8, played_through=12) for i in range(players)]
    game = Game(load_catalog(), [Seat(f"S{i}", kind="strong") for i in range(players)], seed)
    rounds = []
    seen = 0
    while not game.over:
        state = game.state
        if state.round != seen:
            seen = state.round
            promise = promise_left(state)
            rounds.append([state.round, [[total_points(board), state_value(state, i, promise) - total_points(board),
                                          list(board_features(board, state.dragons))]
                                         for i, board in enumerate(state.boards)]])
        game.apply(bots[state.current].choose(state))
    return {"seed": seed, "players": players, "rounds": rounds,
            "final": [sheet.total for sheet in game.outcome().sheets]}


def play(args) -> None:
    jobs = [(seed, args.players) for seed in range(args.start, args.start + args.games)]
    with open(args.out, "a", encoding="utf-8") as out:
        with Pool(args.jobs) as pool:
            for line in pool.imap_unordered(play_one, jobs):
                out.write(json.dumps(line) + "\n")
                out.flush()


def fit(args) -> None:
    import numpy as np

    rows: dict[tuple[int, int], list[tuple[list[float], float, float]]] = {}
    for path in args.files:
        for text in Path(path).read_text(encoding="utf-8").splitlines():
            game = json.loads(text)
            for round_, boards in game["rounds"]:
                for (points, promise, features), final in zip(boards, game["final"]):
                    rows.setdefault((game["players"], round_), []).append((features, final - points, promise))
    weights = {}
    for (players, round_), found in sorted(rows.items()):
        x = np.array([features + [1.0] for features, _, _ in found])
        y = np.array([gain for _, gain, _ in found])
        ridge = args.ridge * np.eye(x.shape[1])
        ridge[-1, -1] = 0.0
        w = np.linalg.solve(x.T @ x + ridge, x.T @ y)
        error = float(np.sqrt(np.mean((x @ w - y) ** 2)))
        promise = np.array([p for _, _, p in found])
        # the promise weights' error, their scale and offset fitted too, so that only what they rank is compared
        a = np.vstack([promise, np.ones_like(promise)]).T
        k = np.linalg.lstsq(a, y, rcond=None)[0]
        promise_error = float(np.sqrt(np.mean((a @ k - y) ** 2)))
        weights[f"{players}:{round_}"] = [round(float(v), 4) for v in w]
        print(f"{players} players, round {round_:2d}: {len(found):5d} boards, learned error {error:5.2f}, "
              f"promise's {promise_error:5.2f}, mean gain {y.mean():5.1f}")
    Path(args.out).write_text(json.dumps({"features": list(FEATURES), "weights": weights}, indent=1),
                              encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("play")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--start", type=int, default=40_000_000)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", required=True)
    f = commands.add_parser("fit")
    f.add_argument("files", nargs="+")
    f.add_argument("--ridge", type=float, default=1.0)
    f.add_argument("--out", required=True)
    args = parser.parse_args()
    (play if args.command == "play" else fit)(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
