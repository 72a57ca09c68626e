"""Find puzzles in games of the expert and strong players on seeded deals, and write them to data/puzzles/.

Two-player games, an expert seat against a strong one (seatings alternate; the expert plays its full count of
orders with no deadline, so a game is the same from the same seed on any machine), from game seed ``SEEDS_FROM``
on (games no issue names): one seat on the Library side in every game, the other on each B-side in turn. At each
decision a puzzle may ask for (a draft with its placement, a nest, an element, a stone; a draft from round
``DRAFTS_FROM`` on), half of them at random, the grading evaluator values the moves; the position is kept when the
best move is clear: worth at least ``LEAST_POINTS``, at most ``MOST_TIED`` moves about as good as it, and the next
move ``MARGIN`` points (and ``MARGIN_SHARE`` of the best) below it, by two evaluations of different seeds (for the
expert's evaluator, two sets of sampled orders of the supply: the best move is stable across its samples). A game
gives a seat at most ``PER_GAME_AND_KIND`` puzzles of a kind (the Library seat more) and ``PER_GAME`` in all; each
(kind, side) takes at most ``PER_KIND_AND_SIDE`` puzzles (``OTHER_SIDES`` on a B-side); the search stops once it
holds ``--count`` puzzles, half of them or more on the Library side, or the time is up, and what it found so far is
written after every game. A file keeps the points of the next ``RUNNERS_UP`` moves, which the difficulty reads.
The puzzles are numbered in the list's order: the Library side first, then the easiest first
(``dragonarium.puzzles.difficulty``). A position where the easy player's choice is worth more than the best move
found is no puzzle (at a draft the evaluator compares the strong player's best pairs; the easy choice may lie
outside them). ``--again`` values the puzzles already written once more (the best move, the easy choice, the next
moves) and numbers them again, for a change of the evaluator; ``--again --sides church-ruins`` values again only
the puzzles with a seat on one of those sides (after a change of their layout), keeps the others as written, and
drops a puzzle whose best move is another one now, and not clearly (``clear_best``), or whose position no longer
holds; ``--renumber`` numbers them again as written, for a change of the difficulty. ``--seed`` starts a search
elsewhere (into another folder), and ``--add FOLDER`` adds the puzzles of that folder, as written, to those of
``--out``, all numbered again (puzzles lost to a change of layout are made up for from games no puzzle came from).

    python3 scripts/make_puzzles.py [--minutes 60] [--jobs 2] [--count 130] [--out data/puzzles]
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
from dragonarium.puzzles.difficulty import ladder_key, level  # noqa: E402
from dragonarium.puzzles.files import load_puzzles, puzzle_mapping  # noqa: E402
from dragonarium.puzzles.grading import FOUND, evaluator  # noqa: E402
from dragonarium.puzzles.model import Answer, Kind  # noqa: E402
from dragonarium.rules import (DragonariumError, Draft, Game, GameState, Seat, dump_yaml,  # noqa: E402
                               load_catalog, write_yaml)

SEEDS_FROM = 41_000_000
SIDES = ("library", "church-ruins", "eternal-shrines", "lostwing-cliffs", "marble-quarry")
LIBRARY = SIDES[0]
DRAFTS_FROM = 3
LEAST_POINTS = 1.0
MARGIN = 1.0
MARGIN_SHARE = 0.2
MOST_TIED = 4
PER_KIND_AND_SIDE = {LIBRARY: 20}
"""Puzzles a kind takes on a side (the Library side, the beginner's, most: ``OTHER_SIDES`` on another)."""
OTHER_SIDES = 4
PER_GAME_AND_KIND = {LIBRARY: 2}
"""Puzzles of a kind a game gives one seat (the Library seat two, another seat one)."""
PER_GAME = 6
COUNT = 130
RUNNERS_UP = 5
"""The values of the next moves kept in a file beside the answer's (the difficulty reads them)."""
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
    pair = [LIBRARY, SIDES[1 + seed % 4]]  # every game has a Library seat, first or second
    if (seed // 4) % 2:
        pair.reverse()
    kinds = ["expert", "strong"] if seed % 2 else ["strong", "expert"]
    seats = [Seat(f"P{i + 1}", pair[i], kinds[i]) for i in range(2)]
    game = Game(catalog, seats, seed)
    players = [ExpertPlayer(seed, budget=math.inf) if kind == "expert" else StrongPlayer(seed) for kind in kinds]
    judges = evaluator(), evaluator(1)  # the first is the one the puzzles are graded with
    found: list[dict] = []
    taken: dict[tuple[int, Kind], int] = {}
    while not game.over and len(found) < PER_GAME:
        state = game.state
        decision = state.pending()
        kind = Kind.of(decision.phase)
        key = (state.current, kind)
        wanted = kind is not None and len(decision.choices) > 1 and rng.random() < 0.5 \
            and taken.get(key, 0) < PER_GAME_AND_KIND.get(pair[state.current], 1) \
            and not (kind is Kind.DRAFT and state.round < DRAFTS_FROM)
        if wanted:
            valued = judges[0].values(state)
            first = clear_best(valued)
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
                              "mapping": (puzzle, answer, best, easy, easy_value,
                                          f"seed {seed}, {kinds[0]} against {kinds[1]}",
                                          tuple(value for _, value in valued[1:1 + RUNNERS_UP]))})
                taken[key] = taken.get(key, 0) + 1
        game.apply(players[state.current].choose(state))
    return found


def again(folder: Path, sides: Optional[set[str]] = None) -> list[dict]:
    """The puzzles of ``folder`` valued again with the evaluator of today: the best move found anew and the easy
    player's choice (after a change of the evaluator or of the easy player). ``sides``: only the puzzles with a
    seat on one of them are valued again, and one whose best move is no longer clear is dropped; the others are
    kept as written."""
    from dragonarium.rules import read_yaml, position_from_data

    catalog = load_catalog()
    judge = evaluator()
    kept = []
    for path in sorted(folder.glob("*.yaml")):
        data = read_yaml(path)
        try:
            state = position_from_data(data["position"], str(path), catalog, "position")
        except DragonariumError as error:
            if sides is None:
                raise
            print(f"{path.name}: the position no longer holds ({error}), dropped", flush=True)
            continue
        if sides is not None and not sides & {seat.side for seat in state.seats}:
            kept.append(renumber_one(path))
            continue
        values = judge.values(state)
        if sides is not None and clear_best(values) is None and not _same(values[0][0], data["answer"]):
            print(f"{path.name}: another move is best now, and not clearly, dropped", flush=True)
            continue
        answer, best = values[0]
        print(f"{path.name}: valued again", flush=True)
        easy = easy_answer(state, int(data["found_in"].split()[1].rstrip(",")))
        easy_value = judge.value(state, easy)
        kept.append({"kind": Kind.of(state.pending().phase).value, "side": state.seats[state.current].side,
                     "mapping": (state, answer, best, easy, easy_value, data["found_in"],
                                 tuple(value for _, value in values[1:1 + RUNNERS_UP]))})
    return kept


def _same(answer: Answer, written: dict) -> bool:
    """Whether ``answer`` is the move a puzzle file's ``answer`` states."""
    from dragonarium.puzzles.files import answer_mapping

    found = answer_mapping(answer)
    return found["move"] == written["move"] and found.get("cells") == written.get("cells")


def renumber(folder: Path) -> list[dict]:
    """The puzzles of ``folder`` as they are written (no valuation), to number them again."""
    return [_as_written(puzzle) for puzzle in load_puzzles(folder)]


def renumber_one(path: Path) -> dict:
    """One puzzle file as it is written (no valuation)."""
    from dragonarium.puzzles.files import read_puzzle

    return _as_written(read_puzzle(path))


def _as_written(puzzle) -> dict:
    return {"kind": puzzle.kind.value, "side": puzzle.side,
            "mapping": (puzzle.state, puzzle.answer, puzzle.value, puzzle.easy, puzzle.easy_value,
                        puzzle.found_in, puzzle.runners_up)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=60.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, default=ROOT / "data" / "puzzles")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--count", type=int, default=COUNT, help="stop once this many puzzles are found")
    parser.add_argument("--again", action="store_true", help="value the puzzles of --out again and renumber them")
    parser.add_argument("--renumber", action="store_true", help="number the puzzles of --out again, as written")
    parser.add_argument("--seed", type=int, default=SEEDS_FROM, help="the search's first game seed")
    parser.add_argument("--add", type=Path, default=None, help="add the puzzles of this folder, as written, to those "
                                                               "of --out and number them all again")
    parser.add_argument("--sides", default=None, help="with --again: value again only the puzzles with a seat on "
                                                      "one of these sides (comma-separated)")
    options = parser.parse_args()
    if options.again:
        sides = set(options.sides.split(",")) if options.sides else None
        return write(again(options.out, sides), options.out)
    if options.renumber:
        return write(renumber(options.out), options.out)
    if options.add:
        return write(renumber(options.out) + renumber(options.add), options.out)
    deadline = time.monotonic() + 60 * options.minutes
    kept: list[dict] = []
    counts: dict[tuple[str, str], int] = {}
    with Pool(options.jobs) as pool:
        for index, puzzles in enumerate(pool.imap_unordered(search_game,
                                                            range(options.seed, options.seed + options.games))):
            for puzzle in puzzles:
                key = (puzzle["kind"], puzzle["side"])
                if counts.get(key, 0) < PER_KIND_AND_SIDE.get(puzzle["side"], OTHER_SIDES):
                    counts[key] = counts.get(key, 0) + 1
                    kept.append(puzzle)
            library = sum(puzzle["side"] == LIBRARY for puzzle in kept)
            print(f"game {index + 1}: {len(kept)} puzzles, {library} on the Library side, "
                  f"{sorted(counts.items())}", flush=True)
            write(kept, options.out)  # what is found so far, should the run be cut short
            if (len(kept) >= options.count and 2 * library >= len(kept)) or time.monotonic() > deadline:
                pool.terminate()
                break
    return 0


def write(kept: list[dict], out: Path) -> int:
    """Number the puzzles, the Library side first and then the easiest first (``difficulty.ladder_key``), and
    write them to ``out`` (in place of those there)."""
    def key(puzzle: dict) -> tuple:
        state, answer, best, easy, easy_value, found_in, runners_up = puzzle["mapping"]
        # the values as the files keep them (rounded), so the order is the one a reader of the files finds
        best, easy_value, runners_up = round(best, 2), round(easy_value, 2), tuple(round(v, 2) for v in runners_up)
        rank = level(Kind(puzzle["kind"]), len(state.pending().choices), best, easy_value, runners_up)
        return ladder_key(puzzle["side"], rank, best, easy_value, runners_up) + (found_in,)

    kept = sorted(kept, key=key)
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.yaml"):
        old.unlink()
    for number, puzzle in enumerate(kept, start=1):
        state, answer, best, easy, easy_value, found_in, runners_up = puzzle["mapping"]
        mapping = puzzle_mapping(state, answer, best, easy, easy_value, number, found_in, runners_up)
        write_yaml(out / f"{number:03d}.yaml", "# A puzzle: see docs/PUZZLES.md for the format.\n" + dump_yaml(mapping))
    print(f"{len(kept)} puzzles written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
