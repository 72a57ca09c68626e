"""Find puzzles in games of the expert and strong players on seeded deals, and write them to data/puzzles/.

Two-player games, an expert seat against a strong one (seatings alternate; the expert plays its full count of
orders with no deadline, so a game is the same from the same seed on any machine), their board sides cycling
through every pair, from game seed ``SEEDS_FROM`` on. At each decision a puzzle may ask for (a draft with its placement,
a nest, an element, a stone; a draft from round ``DRAFTS_FROM`` on), the grading evaluator values the moves; the
position is kept when the best move is clear: worth at least ``LEAST_POINTS``, at most ``MOST_TIED`` moves about
as good as it, and the next move ``MARGIN`` points (and ``MARGIN_SHARE`` of the best) below it, by two
evaluations of different seeds (for the expert's evaluator, two sets of sampled orders of the supply: the best
move is stable across its samples). Each (kind, side) takes at most ``PER_KIND_AND_SIDE`` puzzles and a game at most
``PER_GAME``; the search stops once every kind and side has its share or the time is up. The puzzles are
numbered by difficulty: how many points the easy player's choice falls short of the best, least first (then by
the best move's lead over the next, widest first). A position where the easy player's choice is worth more than the
best move found is no puzzle (at a draft the evaluator compares the strong player's best pairs; the easy choice may
lie outside them). ``--again`` values the puzzles already written once more
(the best move, the easy choice) and numbers them again, for a change of the evaluator.

    python3 scripts/make_puzzles.py [--minutes 25] [--jobs 2] [--out data/puzzles]
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dragonarium.bots.expert import ExpertPlayer  # noqa: E402
from dragonarium.bots.players import EasyPlayer, StrongPlayer  # noqa: E402
from dragonarium.puzzles.files import puzzle_mapping  # noqa: E402
from dragonarium.puzzles.grading import FOUND, evaluator  # noqa: E402
from dragonarium.puzzles.model import Answer, Kind  # noqa: E402
from dragonarium.rules import (Draft, Game, GameState, Phase, Seat, dump_yaml, load_catalog,  # noqa: E402
                               write_yaml)

SEEDS_FROM = 5_000_000
SIDES = ("library", "church-ruins", "eternal-shrines", "lostwing-cliffs", "marble-quarry")
DRAFTS_FROM = 3
LEAST_POINTS = 1.0
MARGIN = 1.0
MARGIN_SHARE = 0.2
MOST_TIED = 4
PER_KIND_AND_SIDE = 3
PER_GAME = 4
NAMES = ("You", "Ann")


def clear_best(values: list[tuple[Answer, float]]) -> Optional[tuple[Answer, float, float]]:
    """(best move, its points, the next lower move's points) when the best is clear, else None."""
    if not values:
        return None
    best = values[0][1]
    tied = [v for _, v in values if v >= best - FOUND]
    lower = [v for _, v in values if v < best - FOUND]
    if best < LEAST_POINTS or len(tied) > MOST_TIED or not lower:
        return None
    second = lower[0]
    if best - second < max(MARGIN, MARGIN_SHARE * best):
        return None
    return values[0][0], best, second


def easy_answer(state: GameState, seed: int) -> Answer:
    """The easy player's choice, with where it would place a drafted tile."""
    easy = EasyPlayer(seed)
    action = _choice(easy, state)
    if not isinstance(action, Draft):
        return Answer(action)
    drafted = state.copy()
    drafted.apply(action)
    return Answer(action, _choice(easy, drafted).cells)


def _choice(easy: EasyPlayer, state: GameState):
    """The easy player's best choice of the pending decision (a Marble Quarry trade, open beside it, is not one)."""
    choices = state.pending().choices
    return next(choice.action for choice in easy.ranked(state) if choice.action in choices)


def as_puzzle(state: GameState) -> GameState:
    """The position as the learner meets it: the player to move is "You", a person; the other keeps its side."""
    seats = list(state.seats)
    probe = state.copy()
    for index, seat in enumerate(seats):
        name = NAMES[0] if index == state.current else NAMES[1]
        seats[index] = Seat(name, seat.side, "human" if index == state.current else seat.kind)
    probe.seats = tuple(seats)
    return probe


def search_game(seed: int) -> list[dict]:
    """The puzzles of one game (as file mappings, without their order)."""
    catalog = load_catalog()
    rng = random.Random(seed)
    pair = [SIDES[seed % 5], SIDES[(seed // 5 + seed + 1) % 5]]
    kinds = ["expert", "strong"] if seed % 2 else ["strong", "expert"]
    seats = [Seat(f"P{i + 1}", pair[i], kinds[i]) for i in range(2)]
    game = Game(catalog, seats, seed)
    players = [ExpertPlayer(seed, budget=math.inf) if kind == "expert" else StrongPlayer(seed) for kind in kinds]
    judges = evaluator(), evaluator(1)  # the first is the one the puzzles are graded with
    found: list[dict] = []
    taken: set[Kind] = set()
    while not game.over and len(found) < PER_GAME:
        state = game.state
        decision = state.pending()
        kind = Kind.of(decision.phase)
        wanted = kind is not None and len(decision.choices) > 1 and kind not in taken and rng.random() < 0.5 \
            and not (kind is Kind.DRAFT and state.round < DRAFTS_FROM)
        if wanted:
            first = clear_best(judges[0].values(state))
            second = clear_best(judges[1].values(state)) if first else None
            if first and second and first[0] == second[0]:
                answer, best, second_best = first
                easy = easy_answer(state, seed)
                easy_value = judges[0].value(state, easy)
                if easy_value > best + FOUND:
                    # the easy choice lies outside the moves the evaluator compared and beats them: no clear best
                    game.apply(players[state.current].choose(state))
                    continue
                puzzle = as_puzzle(state)
                found.append({"kind": kind.value, "side": state.seats[state.current].side,
                              "difficulty": round(max(0.0, best - easy_value), 2), "margin": best - second_best,
                              "mapping": (puzzle, answer, best, easy, easy_value,
                                          f"seed {seed}, {kinds[0]} against {kinds[1]}")})
                taken.add(kind)
        game.apply(players[state.current].choose(state))
    return found


def again(folder: Path) -> list[dict]:
    """The puzzles of ``folder`` valued again with the evaluator of today: the best move found anew and the easy
    player's choice (after a change of the evaluator or of the easy player)."""
    from dragonarium.rules import read_yaml, position_from_data

    catalog = load_catalog()
    judge = evaluator()
    kept = []
    for path in sorted(folder.glob("*.yaml")):
        data = read_yaml(path)
        state = position_from_data(data["position"], str(path), catalog, "position")
        values = judge.values(state)
        answer, best = values[0]
        lower = [value for _, value in values if value < best - FOUND]
        easy = easy_answer(state, int(data["found_in"].split()[1].rstrip(",")))
        easy_value = judge.value(state, easy)
        kept.append({"kind": Kind.of(state.pending().phase).value, "side": state.seats[state.current].side,
                     "difficulty": round(max(0.0, best - easy_value), 2),
                     "margin": best - (lower[0] if lower else 0.0),
                     "mapping": (state, answer, best, easy, easy_value, data["found_in"])})
    return kept


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=25.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, default=ROOT / "data" / "puzzles")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--again", action="store_true", help="value the puzzles of --out again and renumber them")
    options = parser.parse_args()
    if options.again:
        return write(again(options.out), options.out)
    deadline = time.monotonic() + 60 * options.minutes
    kept: list[dict] = []
    counts: dict[tuple[str, str], int] = {}
    with Pool(options.jobs) as pool:
        for index, puzzles in enumerate(pool.imap_unordered(search_game,
                                                            range(SEEDS_FROM, SEEDS_FROM + options.games))):
            for puzzle in puzzles:
                key = (puzzle["kind"], puzzle["side"])
                if counts.get(key, 0) < PER_KIND_AND_SIDE:
                    counts[key] = counts.get(key, 0) + 1
                    kept.append(puzzle)
            print(f"game {index + 1}: {len(kept)} puzzles, {sorted(counts.items())}", flush=True)
            full = len(counts) == len(Kind) * len(SIDES) and min(counts.values()) >= PER_KIND_AND_SIDE
            if full or time.monotonic() > deadline:
                pool.terminate()
                break
    return write(kept, options.out)


def write(kept: list[dict], out: Path) -> int:
    """Number the puzzles by difficulty, easiest first, and write them to ``out`` (in place of those there)."""
    # as hard for the easy player: the narrower the best move's lead, the harder
    kept.sort(key=lambda puzzle: (puzzle["difficulty"], -round(puzzle["margin"], 2), puzzle["kind"], puzzle["side"]))
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.yaml"):
        old.unlink()
    for number, puzzle in enumerate(kept, start=1):
        state, answer, best, easy, easy_value, found_in = puzzle["mapping"]
        mapping = puzzle_mapping(state, answer, best, easy, easy_value, number, found_in)
        write_yaml(out / f"{number:03d}.yaml", "# A puzzle: see docs/PUZZLES.md for the format.\n" + dump_yaml(mapping))
    print(f"{len(kept)} puzzles written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
