"""The shipped collection is a ladder a beginner can climb: at least 120 puzzles, at least half on the Library
side, spread over at least four levels (none holding more than 40 %), listed the Library side first and then the
easiest first; each title names the side, the level and the question (a nest names its dragon's type); a sample
of the answers is still the best move by the grading."""
from collections import Counter

import pytest

from dragonarium.puzzles.difficulty import puzzle_key, puzzle_level
from dragonarium.puzzles.files import load_puzzles
from dragonarium.puzzles.grading import FOUND, evaluator
from dragonarium.puzzles.model import Answer, Kind, Puzzle
from dragonarium.puzzles.puzzle_words import question, short_title, title
from dragonarium.rules import Stone, read_cell, type_word

from tests.puzzles.support import SHIPPED, stone_state

PUZZLES = load_puzzles(SHIPPED)


def test_at_least_120_puzzles_half_of_them_on_the_library_side():
    assert len(PUZZLES) >= 120
    assert 2 * sum(puzzle.side == "library" for puzzle in PUZZLES) >= len(PUZZLES)


def test_four_levels_or_more_none_holding_more_than_two_fifths():
    levels = Counter(puzzle_level(puzzle) for puzzle in PUZZLES)
    assert len(levels) >= 4
    assert max(levels.values()) <= 0.4 * len(PUZZLES)


def test_the_list_is_the_library_side_first_then_the_easiest_first_as_the_files_number_it():
    sides = [puzzle.side != "library" for puzzle in PUZZLES]
    assert sides == sorted(sides)
    for library in (True, False):
        levels = [puzzle_level(puzzle) for puzzle in PUZZLES if (puzzle.side == "library") is library]
        assert levels == sorted(levels)
    keys = [puzzle_key(puzzle) for puzzle in PUZZLES]
    assert keys == sorted(keys)
    assert [puzzle.order for puzzle in PUZZLES] == list(range(1, len(PUZZLES) + 1))


def test_every_title_names_the_side_the_level_and_the_question():
    for puzzle in PUZZLES:
        side = puzzle.state.catalog.boards[puzzle.side].shown_title
        assert title(puzzle) == f"{side} side · level {puzzle_level(puzzle)} · {question(puzzle)}"
        assert short_title(puzzle).startswith(f"{side}, level {puzzle_level(puzzle)}: ")


def test_a_nest_puzzle_names_the_dragon_that_nests():
    nests = [puzzle for puzzle in PUZZLES if puzzle.kind is Kind.NEST]
    assert nests
    for puzzle in nests:
        kind = type_word(puzzle.state.pending().terrain)
        if puzzle.state.pending().nest_types:  # dragons of two types wait: the player chooses which nests next
            assert question(puzzle) == "Which dragon nests next, and where?"
            assert short_title(puzzle).endswith(": nest")
            continue
        assert question(puzzle) == f"Where does the {kind} dragon nest?"
        assert short_title(puzzle).endswith(f": {kind} dragon nest")


def test_a_title_from_a_literal_position():
    state = stone_state()
    puzzle = Puzzle("t", state, Answer(Stone(read_cell("B3", 2))), 4.0, Answer(Stone(read_cell("B4", 2))), 1.0, 1,
                    "t.yaml", runners_up=(2.0,))
    assert title(puzzle) == "Library side · level 3 · Where does this stone go?"
    assert short_title(puzzle) == "Library, level 3: stone"


# a Library puzzle of each kind but the draft, the one with the fewest choices: each values every choice there
SAMPLE = [min((p for p in PUZZLES if p.kind is kind and p.side == "library"),
              key=lambda p: (len(p.state.pending().choices), p.order))
          for kind in (Kind.NEST, Kind.ELEMENT, Kind.STONE)]


@pytest.mark.parametrize("puzzle", SAMPLE, ids=[puzzle.id for puzzle in SAMPLE])
def test_a_sampled_answer_is_still_the_best_by_the_grading(puzzle):
    (best, value), *others = evaluator().values(puzzle.state)
    assert value == pytest.approx(puzzle.value, abs=0.02)
    assert best == puzzle.answer or any(answer == puzzle.answer and other >= value - FOUND
                                        for answer, other in others)
