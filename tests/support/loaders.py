"""Every loader of the project with a good file of its kind, and the oracle a loader is judged by on a bad file: it
reads the file or refuses it with the project's own error naming the file, never anything else."""
from __future__ import annotations

from pathlib import Path

from dragonarium.lessons import load_lesson
from dragonarium.play.saves import load_game
from dragonarium.puzzles.files import read_puzzle
from dragonarium.rules.files.catalog import load_board, load_solo_table, load_starting_tiles, load_tiles
from dragonarium.rules.files.record import load_game_file, load_position, load_record
from dragonarium.rules.model.errors import DragonariumError

from tests.support.games import CATALOG

ROOT = Path(__file__).resolve().parents[2]
SAVE = """format: dragonarium-record
version: 2
seed: 3
players:
  - {name: Ann, side: library, kind: human}
  - {name: Bob, side: marble-quarry, kind: human}
actions: [draft 1, place A1 B1, element fire]
"""
"""A save's text (a save has no file of its own among the examples)."""

LOADERS = {
    "tiles": (ROOT / "data" / "tiles.yaml", load_tiles),
    "starting": (ROOT / "data" / "starting-tiles.yaml", load_starting_tiles),
    "board": (ROOT / "data" / "boards" / "church-ruins.yaml", lambda p: load_board(p, {(2, 2)})),
    "solo": (ROOT / "data" / "solo.yaml", load_solo_table),
    "lesson": (ROOT / "data" / "lessons" / "05-hatching.yaml", load_lesson),
    "position": (ROOT / "examples" / "seventy-five.yaml", load_position),
    "record": (ROOT / "examples" / "two-player-game.yaml", load_record),
    "game file": (ROOT / "examples" / "coco-air.yaml", load_game_file),
    "save": (None, lambda p: load_game(p, CATALOG)),
    "puzzle": (ROOT / "data" / "puzzles" / "001.yaml", lambda p: read_puzzle(p, CATALOG)),
}
"""Each kind of file: a good file of it (None: ``SAVE``'s text) and its loader (a puzzle's: its fields read, its
values not graded again)."""


def must_refuse_cleanly(loader, path):
    """Loading either works or raises the project's own error naming the file: never anything else."""
    try:
        loader(path)
    except DragonariumError as error:
        assert str(path) in str(error) or path.name in str(error), str(error)
        return error
    return None
