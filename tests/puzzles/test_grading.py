"""Grading: the points a move makes by the strong player's estimate, and the share of the best move's points
(tests/puzzles/test_expert_grading.py: the expert's estimate, which the puzzles are graded with)."""
import pytest

from dragonarium.bots.evaluation import OPEN_TOP, READY_EGG, STONE_PLACED
from dragonarium.bots.players import promise_left
from dragonarium.puzzles.grading import StrongEvaluator, grade
from dragonarium.puzzles.model import Answer
from dragonarium.puzzles.puzzle_words import grade_sentence, points_text
from dragonarium.rules import Stone, read_cell

from tests.puzzles.support import stone_state


def stone(name):
    return Answer(Stone(read_cell(name, 2)))


def test_each_stone_is_worth_what_it_adds_to_the_board():
    state = stone_state()
    promise = promise_left(state)
    ready = (READY_EGG + OPEN_TOP) * promise  # an egg readied: it is worth a ready egg with an open top
    values = dict((str(answer), value) for answer, value in StrongEvaluator().values(state))
    assert values["stone B3"] == pytest.approx(ready)  # from empty to ready: one space
    assert values["stone B5"] == pytest.approx(ready - STONE_PLACED * promise)  # it held a stone already
    assert values["stone B4"] == pytest.approx(STONE_PLACED * promise)  # one stone of two
    assert [str(answer) for answer, _ in StrongEvaluator().values(state)] == ["stone B3", "stone B5", "stone B4"]


def test_the_grade_is_the_share_of_the_best_moves_points():
    state = stone_state()
    best = StrongEvaluator().value(state, stone("B3"))
    partly = grade(state, stone("B4"), best, StrongEvaluator())
    assert partly.fraction == pytest.approx(STONE_PLACED / (READY_EGG + OPEN_TOP))
    assert not partly.found and partly.percent == round(100 * STONE_PLACED / (READY_EGG + OPEN_TOP))
    assert grade(state, stone("B5"), best, StrongEvaluator()).fraction == pytest.approx(
        1 - STONE_PLACED / (READY_EGG + OPEN_TOP))
    right = grade(state, stone("B3"), best, StrongEvaluator())
    assert right.found and right.fraction == 1.0


def test_the_grade_in_words_names_both_figures():
    state = stone_state()
    best = StrongEvaluator().value(state, stone("B3"))
    partly = grade(state, stone("B4"), best, StrongEvaluator())
    words = grade_sentence(partly)
    assert points_text(partly.points, best) in words and f"{best:.1f}" in words
    assert grade_sentence(grade(state, stone("B3"), best, StrongEvaluator())) != words


def test_a_move_worth_nothing_or_less_gets_none_of_the_points():
    from dragonarium.puzzles.grading import Grade

    assert Grade(stone("B4"), -1.5, 6.0).fraction == 0.0
    assert Grade(stone("B4"), 3.0, 6.0).fraction == 0.5
    assert Grade(stone("B4"), 6.2, 6.0).found


def test_the_puzzle_speaks_the_language_in_use_and_names_the_learner_in_it(tmp_path):
    from dragonarium.i18n import use_language
    from dragonarium.puzzles.model import Puzzle
    from dragonarium.puzzles.run import PuzzleRun
    from tests.app.french import french_folder

    state = stone_state()
    best = StrongEvaluator().value(state, stone("B3"))
    puzzle = Puzzle("t", state, stone("B3"), best, stone("B4"), 0.0, 1, "t.yaml")
    use_language("fr", french_folder(tmp_path))
    try:
        run = PuzzleRun(puzzle)
        assert run.game.state.seats[0].name == "Vous" and run.text().startswith("Face Bibliothèque · niveau ")
        assert run.play(stone("B4").action) is None and run.grade is None  # a first answer short of the best
        assert run.play(stone("B4").action) is None
        assert "la pierre en B4" in run.text() and run.grade.fraction < 1
    finally:
        use_language("en")
