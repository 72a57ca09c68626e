"""Puzzle files: writing one, reading one (every mistake names the file and the field), and checking it.

A puzzle file (``data/puzzles/NNN.yaml``, docs/PUZZLES.md) holds a position (the position format of
docs/FORMAT.md, under ``position``), its best move (``answer``) with the points it makes (``value``), and the
easy player's choice there with its points (``easy``). ``verify`` checks what a file states against the game
and the grading: the position is a table that can exist and waits at a decision a puzzle asks for, each move is
legal there, and each stated value is what the evaluator finds now.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Optional, Sequence

from dragonarium.i18n import _
from dragonarium.rules import (Catalog, Cell, DataError, Draft, Fields, GameState, IllegalAction, NotationError, Place,
                               cell_name, check_number, default_data_dir, load_catalog, parse_action,
                               position_from_data, position_to_mapping, read_cell, read_yaml)
from dragonarium.puzzles.difficulty import puzzle_key
from dragonarium.puzzles.found_values import found_values
from dragonarium.puzzles.grading import Evaluator, evaluator, grade
from dragonarium.puzzles.model import FORMAT, VERSION, Answer, Kind, Puzzle

PUZZLES_DIR = "puzzles"
NOTATION = 2
"""The board notation of the moves and cells (``B3``; docs/FORMAT.md)."""
TOLERANCE = 0.02
"""A stated value is reproduced when the evaluator finds it within this many points."""


def puzzles_dir(data: Optional[Path] = None) -> Path:
    """The puzzles folder of a data folder (the shipped data, or ``$DRAGONARIUM_DATA``, by default)."""
    return (Path(data) if data is not None else default_data_dir()) / PUZZLES_DIR


def answer_mapping(answer: Answer) -> dict[str, Any]:
    found: dict[str, Any] = {"move": str(answer.action)}
    if answer.cells is not None:
        found["cells"] = [cell_name(cell) for cell in answer.cells]
    return found


def puzzle_mapping(state: GameState, answer: Answer, value: float, easy: Answer, easy_value: float, order: int,
                   found_in: str, runners_up: Sequence[float] = ()) -> dict[str, Any]:
    """A puzzle file's content (``runners_up``: the points of the next moves the evaluator found, best first)."""
    mapping = {"format": FORMAT, "version": VERSION, "order": order, "found_in": found_in,
               "answer": {**answer_mapping(answer), "value": round(value, 2)},
               "easy": {**answer_mapping(easy), "value": round(easy_value, 2)}}
    if runners_up:
        mapping["runners_up"] = [round(other, 2) for other in runners_up]
    return {**mapping, "position": position_to_mapping(state)}


def read_puzzle(path: Path, catalog: Optional[Catalog] = None) -> Puzzle:
    """A puzzle file's fields, each checked on its own (``verify`` checks the values)."""
    catalog = catalog or load_catalog()
    source = str(path)
    fields = Fields(read_yaml(Path(path)), source, "")
    kind = fields.string("format")
    if kind != FORMAT:
        raise fields.error("format", _("expected {expected}, got {found}").format(expected=repr(FORMAT),
                                                                                  found=repr(kind)))
    version = fields.integer("version")
    if version != VERSION:
        raise fields.error("version", _("unsupported version {version} (puzzles are read in version {known})")
                           .format(version=version, known=VERSION))
    order = fields.integer("order", 999, low=0, high=9999)
    found_in = fields.string("found_in", "")
    state = position_from_data(fields.raw("position"), source, catalog, fields.path("position"))
    if Kind.of(state.pending().phase) is None:
        raise fields.error("position", _("a puzzle waits at a draft, a nest, an element or a stone, not at {phase}")
                           .format(phase=state.pending().phase.value))
    answer, value = _answer(fields, "answer", state)
    easy, easy_value = _answer(fields, "easy", state)
    runners_up = _runners_up(fields, value)
    fields.done()
    return Puzzle(id=Path(path).stem, state=state, answer=answer, value=value, easy=easy, easy_value=easy_value,
                  order=order, source=source, found_in=found_in, runners_up=runners_up)


def _runners_up(fields: Fields, value: float) -> tuple[float, ...]:
    """The points of the next moves below the answer, best first (``runners_up: [5.2, 3.1]``; none when absent)."""
    raw = fields.raw("runners_up", [])
    if not isinstance(raw, list):
        raise fields.error("runners_up", _("a list of points, best first: [5.2, 3.1]"))
    found: list[float] = []
    for index, other in enumerate(raw):
        where = f"{fields.path('runners_up')}[{index}]"
        number = check_number(other, fields.source, where)
        if number > value + TOLERANCE or (found and number > found[-1]):
            raise DataError(fields.source, where, _("the next moves' points go down from the answer's"))
        found.append(number)
    return tuple(found)


def _answer(fields: Fields, key: str, state: GameState) -> tuple[Answer, float]:
    """A move of the puzzle (``{move: draft 2, cells: [B3, B4], value: 7.5}``), legal at ``state``."""
    sub = fields.sub(key)
    assert sub is not None
    text = sub.string("move")
    try:
        action = state.settled(parse_action(text, NOTATION))  # a nest naming no type: the first due
    except Exception as error:  # the notation's own errors say what is wrong with the text
        raise sub.error("move", str(error)) from None
    if action not in state.pending().choices:
        raise sub.error("move", _("{move} is not a choice of the decision the position waits at ({phase})")
                        .format(move=text, phase=state.pending().phase.value))
    cells = None
    if isinstance(action, Draft):
        cells = _cells(sub, state, action)
    elif sub.has("cells"):
        raise sub.error("cells", _("only a draft says where its tile goes"))
    value = sub.number("value")
    sub.done()
    return Answer(action, cells), value


def _cells(sub: Fields, state: GameState, action: Draft) -> tuple[Cell, Cell]:
    """The two cells a drafted tile goes on, a legal placement once it is drafted."""
    where = sub.path("cells")
    value = sub.raw("cells")
    if not isinstance(value, list) or len(value) != 2:
        raise sub.error("cells", _("the two cells the tile goes on, first square first: [B3, B4]"))
    try:
        cells = (read_cell(value[0], NOTATION), read_cell(value[1], NOTATION))
    except NotationError as error:
        raise DataError(sub.source, where, str(error)) from None
    drafted = state.copy()
    drafted.apply(action)
    try:
        drafted.copy().apply(Place(cells))
    except IllegalAction as error:
        raise DataError(sub.source, where, _("{move}: {reason}").format(move=Place(cells), reason=error.reason)) \
            from None
    return cells


def verify(puzzle: Puzzle, judge: Optional[Evaluator] = None) -> None:
    """Each stated value is what the evaluator finds now; the answer is worth at least the easy choice. With the
    evaluator the puzzles are graded with, what it found for this file is kept (``found_values``)."""

    def find(judge: Evaluator) -> list[float]:
        best = judge.value(puzzle.state, puzzle.answer)
        # the easy choice valued beside the best move as found now, as the table grades an answer
        return [best, grade(puzzle.state, puzzle.easy, best, judge, puzzle.answer).points]

    if judge is None:
        judge = evaluator()
        found = found_values(puzzle.source, judge.name, lambda: find(judge))
    else:
        found = find(judge)
    for key, stated, value in (("answer", puzzle.value, found[0]), ("easy", puzzle.easy_value, found[1])):
        value = round(value, 2)
        if abs(value - stated) > TOLERANCE:
            raise DataError(puzzle.source, f"{key}.value", _("states {stated} points, the {judge} estimate finds "
                                                            "{found}").format(stated=stated, judge=judge.name,
                                                                              found=value))
    if puzzle.value < puzzle.easy_value - TOLERANCE:
        raise DataError(puzzle.source, "answer.value", _("the answer is worth less than the easy choice"))


def load_puzzle(path: Path, catalog: Optional[Catalog] = None, judge: Optional[Evaluator] = None) -> Puzzle:
    """One puzzle file, read and checked."""
    puzzle = read_puzzle(path, catalog)
    verify(puzzle, judge)
    return puzzle


def load_puzzles(directory: Optional[Path] = None, catalog: Optional[Catalog] = None,
                 check: bool = False) -> list[Puzzle]:
    """Every puzzle file of the folder in the list's order: the Library side first, then the easiest first
    (``difficulty.puzzle_key``; then their ``order``); ``check`` also reproduces their values."""
    folder = Path(directory) if directory is not None else puzzles_dir()
    if not folder.is_dir():
        raise DataError(str(folder), "", _("no puzzles folder here"))
    catalog = catalog or load_catalog()
    read = load_puzzle if check else read_puzzle
    puzzles = [read(path, catalog) for path in sorted(folder.glob("*.yaml"))]
    return sorted(puzzles, key=lambda puzzle: (puzzle_key(puzzle), puzzle.order, puzzle.id))
