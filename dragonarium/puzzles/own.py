"""The player's own puzzles: a finished game's biggest mistakes, kept as puzzle files in ``puzzles/`` in the
player's data folder, and read back for the Puzzles list (a file that cannot be read is listed as unreadable).

When a game is kept in the history, the decisions of its people's seats are judged (as the review judges them) and
its ``OWN_PUZZLES`` largest losses of at least ``TRY_AGAIN_LOSS`` points are written, each in one step
(``write_yaml``: ``write_atomic`` underneath), as
``KEY-N.yaml`` (``KEY``: the history's name of the game; ``N``: 1 for the largest loss), in the puzzle file format
(docs/PUZZLES.md): the best move is the strong player's, the ``easy`` move the one played in the game. They are
graded with the strong player's estimate, the review's (``StrongEvaluator``), not the expert's.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

from dragonarium.i18n import _
from dragonarium.rules import (Catalog, DragonariumError, GameRecord, PlayerKind, dump_yaml, load_catalog,
                               write_yaml)
from dragonarium.play.review import judging
from dragonarium.puzzles.files import puzzle_mapping, read_puzzle
from dragonarium.puzzles.from_review import OWN_PUZZLES, biggest_mistakes, puzzle_of
from dragonarium.puzzles.grading import StrongEvaluator
from dragonarium.puzzles.model import Puzzle
from dragonarium.paths import own_puzzles_home

STEM_DIGITS = 16
"""The history's name of a game: the first 16 hexadecimal digits of its record's key."""


@dataclass(frozen=True)
class Unreadable:
    """A file of the own puzzles' folder that could not be read, and why (in words)."""

    name: str
    problem: str


@dataclass(frozen=True)
class OwnPuzzles:
    """The player's own puzzles, newest game first and each game's largest loss first, and the files not read."""

    puzzles: tuple[Puzzle, ...] = ()
    unreadable: tuple[Unreadable, ...] = ()


def judge_of() -> StrongEvaluator:
    """The evaluator the player's own puzzles are graded with: the review's measure."""
    return StrongEvaluator()


def write_own_puzzles(folder: Path, record: GameRecord, key: str, catalog: Catalog, when: str = "",
                      judge: Callable = lambda state, played, index: judging.judge(state, played, index)
                      ) -> list[Path]:
    """Judge the decisions of ``record``'s people and write its biggest mistakes as puzzles in ``folder`` (made
    when missing), largest loss first; ``when`` is the game's end, as the file says where it was found. Raises
    ``OSError`` naming the file when one cannot be written."""
    people = [index for index, seat in enumerate(record.seats) if seat.kind is PlayerKind.HUMAN
              or any(level.seat == index and level.kind is PlayerKind.HUMAN for level in record.levels)]
    if not people:
        return []
    states = judging.game_states(record, catalog)
    actions = record.actions
    judgements = {index: judge(states[index], action, index) for index, action in enumerate(actions)
                  if judging.judged(states[index], action) and states[index].pending().player in people
                  and states[index].seats[states[index].pending().player].kind is PlayerKind.HUMAN}
    written: list[Path] = []
    stem = key[:STEM_DIGITS]
    for judgement in biggest_mistakes(states, actions, judgements, people, len(judgements)):
        if len(written) == OWN_PUZZLES:
            break
        found_in = f"your game of {when}, action {judgement.index + 1}" if when else \
            f"your game, action {judgement.index + 1}"
        puzzle = puzzle_of(states, actions, judgement.index, found_in=found_in)
        if puzzle is None:
            continue
        path = folder / f"{stem}-{len(written) + 1}.yaml"
        mapping = puzzle_mapping(puzzle.state, puzzle.answer, puzzle.value, puzzle.easy, puzzle.easy_value,
                                 len(written) + 1, found_in)
        folder.mkdir(parents=True, exist_ok=True)
        write_yaml(path, "# A puzzle from one of your games: see docs/PUZZLES.md.\n" + dump_yaml(mapping))
        written.append(path)
    return written


def load_own_puzzles(folder: Optional[Path] = None, catalog: Optional[Catalog] = None) -> OwnPuzzles:
    """The own puzzles in ``folder`` (the player's by default); never raises: a file that cannot be read is listed
    with its problem, and a folder that cannot be listed is one such line."""
    folder = folder if folder is not None else own_puzzles_home()
    try:
        names = sorted(name for name in os.listdir(folder) if name.endswith(".yaml") and not name.startswith("."))
    except FileNotFoundError:
        return OwnPuzzles()
    except OSError as error:
        return OwnPuzzles((), (Unreadable(folder.name, error.strerror or str(error)),))
    catalog = catalog or load_catalog()
    found: list[tuple[float, Puzzle]] = []
    unreadable: list[Unreadable] = []
    for name in names:
        path = folder / name
        try:
            found.append((path.stat().st_mtime, read_puzzle(path, catalog)))
        except (OSError, DragonariumError, ValueError) as error:
            unreadable.append(Unreadable(name, getattr(error, "strerror", None) or _problem(error)))
    newest: dict[str, float] = {}  # each game's puzzles together, the game written last first
    for when, puzzle in found:
        newest[_game(puzzle)] = max(when, newest.get(_game(puzzle), when))
    found.sort(key=lambda item: (-newest[_game(item[1])], _game(item[1]), item[1].order))
    return OwnPuzzles(tuple(puzzle for _, puzzle in found), tuple(unreadable))


def _game(puzzle: Puzzle) -> str:
    """The game a puzzle of the player's own comes from: its file name before the ``-N``."""
    return puzzle.id.rsplit("-", 1)[0]


def _problem(error: Exception) -> str:
    """What is wrong, without the file's path (the list names the file itself)."""
    where, problem = getattr(error, "where", None), getattr(error, "problem", None)
    if problem:
        return f"{where}: {problem}" if where else str(problem)
    return str(error) or _("cannot be read")
