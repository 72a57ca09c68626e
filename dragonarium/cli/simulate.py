"""Whole games played by computer players, for the command line, tests and benchmarks.

``simulated_games`` plays a run of games one after the other and hands each game's entry on as soon as it ends,
keeping none of them: a run of any length takes the memory of one game. ``write_games_json`` writes the entries
as one JSON document as they come, the same text ``json.dumps({"games": [...]}, indent=2)`` would give.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable, Iterator, Optional, Sequence, TextIO

from dragonarium.bots.ladder import make_player
from dragonarium.bots.players import Player
from dragonarium.rules import Catalog, Game, PlayerKind, Seat, save_record

INDENT = 2
"""Spaces per level of the JSON ``simulate --json`` prints."""


def play_game(catalog: Catalog, seats: Sequence[Seat], seed: int,
              players: Optional[Sequence[Player]] = None) -> Game:
    """Play one whole game from ``seed``; each seat's player picks its actions (random by default)."""
    game = Game(catalog, seats, seed)
    chosen = list(players) if players else [make_player("random", seed * 7 + i) for i in range(len(seats))]
    while not game.over:
        game.apply(chosen[game.state.current].choose(game.state))
    return game


def simulated_games(catalog: Catalog, seats: Sequence[Seat], kinds: Sequence[PlayerKind], first: int, count: int,
                    budget: float = 0.0, folder: Optional[Path] = None) -> Iterator[dict[str, Any]]:
    """Play ``count`` games from seed ``first`` counting up, ``kinds[i]`` at seat ``i`` (a strong player may add
    ``budget`` seconds of playouts to each tile choice), and yield each game's entry when it ends: its seed,
    rounds and scores. ``folder``: each game's record is written there (``game-SEED.yaml``) first."""
    from dragonarium.report.scores import scores_json

    for number in range(count):
        seed = first + number
        players = [make_player(kind, seed * 7 + i, budget) for i, kind in enumerate(kinds)]
        game = play_game(catalog, seats, seed, players)
        if folder is not None:
            save_record(game, folder / f"game-{seed}.yaml")
        yield {"seed": seed, "rounds": game.state.round, **scores_json(game.state)}


def write_games_json(entries: Iterable[dict[str, Any]], out: TextIO) -> int:
    """Write ``{"games": [...]}`` to ``out`` one entry at a time, as each comes, and return how many there were.
    The text is the one ``json.dumps`` gives with ``indent=2``, and a line break; a run stopped by an error leaves
    the document unfinished (the list never closed), so that no reader takes it for a whole run."""
    pad = " " * (2 * INDENT)
    written = 0
    for entry in entries:
        text = json.dumps(entry, indent=INDENT, allow_nan=False).replace("\n", "\n" + pad)
        out.write(("{\n" + " " * INDENT + '"games": [\n' if not written else ",\n") + pad + text)
        out.flush()
        written += 1
    out.write(("\n" + " " * INDENT + "]\n}\n") if written else "{\n" + " " * INDENT + '"games": []\n}\n')
    return written
