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
            boards = []
            for i, board in enumerate(state.boards):
                points = total_points(board)
                boards.append([points, state_value(state, i, promise) - points,
                               list(board_features(board, state.dragons))])
            rounds.append([state.round, boards])
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

    rows: dict[tuple[int, int], list[tuple[list[float], float, float, bool]]] = {}
    for path in args.files:
        for text in Path(path).read_text(encoding="utf-8").splitlines():
            game = json.loads(text)
            kept_apart = game["seed"] % 5 == 0  # one game in five checks the fit, the rest make it
            for round_, boards in game["rounds"]:
                for (points, promise, features), final in zip(boards, game["final"]):
                    rows.setdefault((game["players"], round_), []).append((features, final - points, promise,
                                                                           kept_apart))
    weights = {}
    for (players, round_), found in sorted(rows.items()):
        x = np.array([features + [1.0] for features, _, _, _ in found])
        y = np.array([gain for _, gain, _, _ in found])
        promise = np.vstack([[p for _, _, p, _ in found], np.ones(len(found))]).T
        apart = np.array([a for _, _, _, a in found])

        ridge = args.ridge * np.eye(x.shape[1])
        ridge[-1, -1] = 0.0  # the constant is not held back

        def solve(mask, x=x, y=y, ridge=ridge):
            return np.linalg.solve(x[mask].T @ x[mask] + ridge, x[mask].T @ y[mask])

        def error(prediction, mask, y=y) -> float:
            return float(np.sqrt(np.mean((prediction[mask] - y[mask]) ** 2)))

        learned = x @ solve(~apart)
        # the promise weights with their scale and offset fitted too, so that only how they rank boards is compared
        scaled = promise @ np.linalg.lstsq(promise[~apart], y[~apart], rcond=None)[0]
        weights[f"{players}:{round_}"] = [round(float(v), 4) for v in solve(np.ones(len(found), bool))]
        print(f"{players} players, round {round_:2d}: {len(found):5d} boards, error on the games kept apart: "
              f"learned {error(learned, apart):5.2f}, promise {error(scaled, apart):5.2f}, "
              f"spread {float(np.std(y[apart])):5.2f}; mean gain {y.mean():5.1f}")
    Path(args.out).write_text(json.dumps({"features": list(FEATURES), "weights": weights}, indent=1),
                              encoding="utf-8")
    pooled(rows)


def pooled(rows: dict) -> None:
    """Every round together, on the games kept apart: the error of each round's mean gain alone, of the promise
    weights (scaled by round), and of the features weighted by round (each weight a constant plus a share of the
    rounds left)."""
    import numpy as np

    found = [(players, round_, *row) for (players, round_), kept in rows.items() for row in kept]
    rounds = np.array([round_ for _, round_, *_ in found], float)
    left = ((13 - rounds) / 12)[:, None]
    means = np.stack([(rounds == r).astype(float) for r in sorted(set(rounds))], 1)
    features = np.array([f for _, _, f, _, _, _ in found])
    promise = np.array([p for _, _, _, _, p, _ in found])[:, None]
    y = np.array([g for _, _, _, g, _, _ in found])
    apart = np.array([a for *_, a in found])
    for name, x in (("round means", means), ("promise", np.hstack([means, promise, promise * left])),
                    ("learned", np.hstack([means, features, features * left]))):
        w = np.linalg.lstsq(x[~apart], y[~apart], rcond=None)[0]
        error = float(np.sqrt(np.mean((x[apart] @ w - y[apart]) ** 2)))
        print(f"every round, games kept apart ({int(apart.sum())} boards): {name} error {error:.2f}")
    x = np.hstack([means, features, features * left])
    w = np.linalg.lstsq(x, y, rcond=None)[0][means.shape[1]:]
    count = len(FEATURES)
    for index, name in enumerate(FEATURES):  # a weight at round 1 (12 rounds left) and at round 12 (1 left)
        print(f"  {name:18s} round 1 {w[index] + w[count + index]:+6.2f}, round 12 "
              f"{w[index] + w[count + index] / 12:+6.2f}")


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
