"""Records for tests: written out in full (the review's), taken from random play, and written and read back to be
replayed (the oracle a game's record is judged by: it replays to the same table)."""
from __future__ import annotations

import random

from dragonarium.rules import Game, GameRecord, Seat, parse_record, record_of, record_to_yaml, replay

from tests.support.games import CATALOG


def record_text(actions: list[str], kinds: tuple[str, str] = ("strong", "strong"), seed: int = 5) -> str:
    lines = [f"  - {action}" for action in actions]
    return (f"format: dragonarium-record\nversion: 2\nseed: {seed}\nplayers:\n"
            f"  - {{name: Ann, side: library, kind: {kinds[0]}}}\n"
            f"  - {{name: Bob, side: library, kind: {kinds[1]}}}\n"
            "actions:\n" + "\n".join(lines) + "\n")


STRONG_OPENING = ["draft 2", "place A5 B5", "element air", "stone A5", "draft 3", "place B4 A4", "element fire",
                  "stone A4", "stone B3", "stone C4", "draft 3", "place A3 B3", "nest B3", "element water"]
"""The first turns of a game two strong players played from seed 5."""

FAR_AWAY = STRONG_OPENING[:5] + ["place E1 E2"]
"""Bob puts his first tile in the far corner, away from his starting tile: next to it (``place B4 A4``, as the
strong player did) his water domain grows and scores 2 points more at once."""


def record(actions: list[str], kinds: tuple[str, str] = ("strong", "human")):
    return parse_record(record_text(actions, kinds), catalog=CATALOG)


def random_record(seed: int = 3, actions: int = 90) -> GameRecord:
    """The first ``actions`` of a game between two players choosing at random."""
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], seed)
    rng = random.Random(seed)
    for _ in range(actions):
        game.apply(rng.choice(game.legal_actions()))
    return record_of(game)


def written_and_replayed(game: Game) -> Game:
    """``game``'s record written as YAML, read back and replayed: a new game, to compare with ``game``."""
    return replay(parse_record(record_to_yaml(record_of(game))))
