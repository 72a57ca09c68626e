"""``dragonarium puzzles``: the puzzles shipped (or of ``--data``), the Library side first and then the easiest
first, each with its title (side, level, question), kind and round; ``--json`` prints the same as JSON
(docs/PUZZLES.md). ``validate-data`` checks them with ``puzzles_line``."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dragonarium.i18n import _, ngettext
from dragonarium.rules import Catalog, one_line
from dragonarium.puzzles.difficulty import puzzle_level
from dragonarium.puzzles.model import Kind, Puzzle
from dragonarium.puzzles.puzzle_words import listing_line, question, title
from dragonarium.puzzles.files import answer_mapping, load_puzzles


def print_puzzles(folder: Path, catalog: Catalog, as_json: bool) -> int:
    puzzles = load_puzzles(folder, catalog)
    if as_json:
        print(json.dumps({"puzzles": [puzzle_json(p, n) for n, p in enumerate(puzzles, 1)]}, indent=2,
                         ensure_ascii=False, allow_nan=False))
        return 0
    for number, puzzle in enumerate(puzzles, 1):
        print(listing_line(catalog, puzzle, number))
    return 0


def puzzle_json(puzzle: Puzzle, number: int) -> dict[str, Any]:
    return {"number": number, "id": puzzle.id, "title": title(puzzle), "question": question(puzzle),
            "kind": puzzle.kind.value, "side": puzzle.side, "round": puzzle.round, "difficulty": puzzle_level(puzzle),
            "shortfall": puzzle.shortfall,
            "answer": answer_mapping(puzzle.answer), "value": puzzle.value, "easy_value": puzzle.easy_value}


def puzzles_line(folder: Path, catalog: Catalog) -> str:
    """The puzzles of ``folder`` checked (position, moves legal, values reproduced), in a line."""
    if not folder.is_dir():
        return _("puzzles: none (no folder {folder})").format(folder=one_line(str(folder)))
    puzzles = load_puzzles(folder, catalog, check=True)
    kinds = {puzzle.kind for puzzle in puzzles}
    missing = [kind.value for kind in Kind if kind not in kinds]
    line = ngettext("puzzles: {count}, its moves legal and values reproduced",
                    "puzzles: {count}, their moves legal and values reproduced", len(puzzles)).format(
                        count=len(puzzles))
    if missing:
        line += "; " + _("kinds without a puzzle: {kinds}").format(kinds=", ".join(missing))
    return line
