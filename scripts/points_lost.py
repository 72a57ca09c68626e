"""Points lost per decision: each computer level's decisions judged by a long search, and the review's judge
beside it.

Each level plays two-player games against the strong player (its seat alternating), game seeds from 7,000,000
(``POINTS_FROM``: no player was tuned or chosen on them). In each game ``PER_GAME`` of the level's decisions are
drawn at random (a draft with the placement the level then gave its tile, a nest, an element, a stone; a decision
with one choice, or a trade, is not drawn). Each drawn decision is judged twice:

- by the long search: the expert's way of judging a move given ten times its orders of the supply
  (``DEEP_ORDERS``, 160 where the expert's own drafts play at most 16 in their 3 s), every move played out on the
  same orders to the expert's own horizon, and valued by the margin where the playouts stop. At a draft it plays
  out the strong player's ``SHORTLIST`` best (tile, placement) pairs, the level's own and the review judge's
  choice; at any other decision, every choice. A move's points lost are the best move's mean less its own.
- by the review's judge (the strong player's estimate, ``StrongEvaluator``, the one the game review shows): the
  points it says the level's move lost, and how many points its own best move loses by the long search (how far
  the review's judge is from a deeper one).

One JSON line per decision goes to the results file, with a short hash of the code the level and the long search
play by; a run stopped can be taken up again.

    python3 scripts/bench_bots.py --points-lost [--games 6] [--levels random,easy,medium,strong,expert] [--jobs 2]
    python3 scripts/bench_bots.py --points-lost --report
"""
from __future__ import annotations

import random
import statistics
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any, Optional

from bench_bots import mean_interval
from level_matrix import LEVELS, append_result, bots_version, read_results
from dragonarium.bots.expert import SAMPLES, ExpertPlayer, horizon_for
from dragonarium.bots.greedy import Choice
from dragonarium.bots.ladder import make_player
from dragonarium.bots.players import StrongPlayer
from dragonarium.puzzles.grading import StrongEvaluator
from dragonarium.puzzles.model import Answer
from dragonarium.rules import Draft, Game, GameState, Phase, Place, Seat, Trade, load_catalog

ROOT = Path(__file__).resolve().parents[1]
POINTS_FROM = 7_000_000
DEEP_ORDERS = 10 * SAMPLES
"""Orders of the supply the long search plays every move on: ten times the expert's own."""
SHORTLIST = 8
"""The strong player's best (tile, placement) pairs the long search plays out at a draft."""
PER_GAME = 4
"""Decisions of the level drawn from each game."""
RESULTS = ROOT / "docs" / "players" / "points_lost.jsonl"


def _decisions(level: str, seed: int) -> list[tuple[GameState, Answer]]:
    """The level's decisions in one game against the strong player (the level in the first seat on an even seed),
    each with the move it made: a draft's answer names where the tile then went."""
    mine = seed % 2
    kinds = ["strong", level] if mine else [level, "strong"]
    players = [make_player(kind, seed * 7 + i) for i, kind in enumerate(kinds)]
    game = Game(load_catalog(), [Seat(f"P{i + 1}", kind=kind) for i, kind in enumerate(kinds)], seed)
    found: list[tuple[GameState, Answer]] = []
    drafted: Optional[tuple[GameState, Draft]] = None
    while not game.over:
        mover = game.state.current
        decision = game.state.pending()
        before = game.state.copy() if mover == mine else None
        action = players[mover].choose(game.state)
        game.apply(action)
        if before is None:
            continue
        if isinstance(action, Place) and drafted is not None:
            found.append((drafted[0], Answer(drafted[1], action.cells)))
        drafted = (before, action) if isinstance(action, Draft) else None
        if not isinstance(action, (Draft, Place, Trade)) and len(decision.choices) > 1:
            found.append((before, Answer(action)))
    return found


def _deep_values(state: GameState, answers: list[Answer], seed: int) -> list[float]:
    """Each answer's mean margin by the long search, on the same orders of the supply."""
    judge = ExpertPlayer(seed, budget=float("inf"), samples=DEEP_ORDERS, horizon=horizon_for(len(state.seats)))
    return judge.mean_outcomes(state, [Choice(answer.action, 0.0, "", answer.cells) for answer in answers],
                               DEEP_ORDERS)


def _moves(state: GameState, own: Answer, review_best: Answer, seed: int) -> list[Answer]:
    """The moves the long search plays out at ``state``: the level's and the review judge's first, then at a
    draft the strong player's best pairs, at any other decision every choice."""
    moves = [own] + ([review_best] if review_best != own else [])
    if state.pending().phase is Phase.DRAFT:
        extra = [Answer(choice.action, choice.cells) for choice in StrongPlayer(seed).ranked(state)
                 if isinstance(choice.action, Draft) and choice.cells is not None][:SHORTLIST]
    else:
        extra = [Answer(action) for action in state.pending().choices if not isinstance(action, Trade)]
    return moves + [move for move in extra if move not in moves]


def judge_one(job: tuple[str, int, int, GameState, Answer]) -> dict[str, Any]:
    """One decision judged by the long search and by the review's judge."""
    level, seed, index, state, own = job
    started = time.perf_counter()
    review = StrongEvaluator(seed)
    ranked = review.values(state)
    review_best = ranked[0][0] if ranked else own
    review_loss = max(0.0, (ranked[0][1] if ranked else 0.0) - review.value(state, own))
    moves = _moves(state, own, review_best, seed)
    values = _deep_values(state, moves, seed)
    best = max(values)
    return {"level": level, "seed": seed, "index": index, "phase": state.pending().phase.name.lower(),
            "moves": len(moves), "lost": round(best - values[0], 3), "review_says_lost": round(review_loss, 3),
            "review_pick_lost": round(best - values[moves.index(review_best)], 3),
            "seconds": round(time.perf_counter() - started, 2)}


def _version(level: str) -> str:
    return bots_version((level, "expert"))


def judge_game(job: tuple[str, int]) -> list[dict[str, Any]]:
    """The drawn decisions of one game of ``level`` (``job``: level, game seed), each judged."""
    level, seed = job
    decisions = _decisions(level, seed)
    picks = sorted(random.Random(seed).sample(range(len(decisions)), min(PER_GAME, len(decisions))))
    return [judge_one((level, seed, index, *decisions[index])) for index in picks]


def play(levels: tuple[str, ...], games: int, workers: int, path: Path = RESULTS) -> None:
    """Judge the drawn decisions of ``games`` games of each level not yet in ``path``, appending each game's."""
    done = {(e["level"], e["seed"]) for e in read_results(path) if e.get("bots") == _version(e["level"])}
    todo = [(level, POINTS_FROM + n) for n in range(games) for level in levels
            if (level, POINTS_FROM + n) not in done]
    path.parent.mkdir(parents=True, exist_ok=True)
    pool = Pool(workers) if workers > 1 else None
    try:
        found = pool.imap_unordered(judge_game, todo, chunksize=1) if pool else map(judge_game, todo)
        for judged in found:
            for entry in judged:
                entry["bots"] = _version(entry["level"])
                append_result(path, entry)
    finally:
        if pool:
            pool.terminate()


def table(levels: tuple[str, ...], path: Path = RESULTS) -> dict[str, Any]:
    """Per level: decisions judged, mean points lost by the long search (95 % interval), the review judge's
    estimate of the same, and the long search's points lost by the review judge's own picks at those decisions."""
    entries = [e for e in read_results(path) if e.get("bots") == _version(e["level"])]
    rows: dict[str, Any] = {}
    for level in sorted(levels, key=LEVELS.index):
        mine = [e for e in entries if e["level"] == level]
        if not mine:
            continue
        lost = [e["lost"] for e in mine]
        rows[level] = {"decisions": len(mine), "games": len({e["seed"] for e in mine}),
                       "lost": statistics.fmean(lost), "lost_95": list(mean_interval(lost)),
                       "review_says_lost": statistics.fmean(e["review_says_lost"] for e in mine),
                       "review_pick_lost": statistics.fmean(e["review_pick_lost"] for e in mine)}
    picks = [e["review_pick_lost"] for e in entries]
    return {"from_seed": POINTS_FROM, "deep_orders": DEEP_ORDERS, "levels": rows,
            "review_judge": ({"decisions": len(picks), "lost": statistics.fmean(picks),
                              "lost_95": list(mean_interval(picks))} if picks else None)}


def markdown(figures: dict[str, Any]) -> str:
    """The figures as a Markdown table."""
    lines = ["| level | decisions (games) | points lost a decision, long search [95 %] | the review's judge says |",
             "| --- | --- | --- | --- |"]
    for level, row in figures["levels"].items():
        low, high = row["lost_95"]
        lines.append(f"| {level} | {row['decisions']} ({row['games']}) | {row['lost']:.2f} [{low:.2f}, {high:.2f}] "
                     f"| {row['review_says_lost']:.2f} |")
    judge = figures["review_judge"]
    if judge:
        low, high = judge["lost_95"]
        lines.append(f"\nThe review's judge's own best moves, at the same {judge['decisions']} decisions, lose "
                     f"{judge['lost']:.2f} [{low:.2f}, {high:.2f}] points a decision by the long search.")
    return "\n".join(lines)
