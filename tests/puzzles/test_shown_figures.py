"""The figures a graded puzzle shows add up: each move's points as what it scores now plus what the expert's
estimate finds later, the total the sum of the rounded parts, the grade made of those totals (shipped puzzles 001,
049 and an element whose choice puts no stone), and the grade kept is the one they make."""
import re

from dragonarium.puzzles.figures import Parts, parts_of, shown_percent
from dragonarium.puzzles.grading import Grade
from dragonarium.puzzles.files import read_puzzle
from dragonarium.puzzles.model import Answer
from dragonarium.puzzles.puzzle_words import grade_sentence, parts_text
from dragonarium.puzzles.run import PuzzleRun
from dragonarium.rules import ChooseElement, Element, Nest, read_cell

from tests.puzzles.support import CASES


def graded(name, answer):
    """The puzzle ``name`` answered ``answer`` twice (a first answer short of the best is tried once more)."""
    run = PuzzleRun(read_puzzle(CASES / name))
    run.answered(answer)
    if run.grade is None:
        run.answered(answer)
    return run


def adds_up(parts: Parts) -> bool:
    return round(parts.now + parts.later, parts.digits) == parts.total


def shown_totals(run):
    """The figures of the grade's sentence and of each ``= N points`` in the panel."""
    text = run.text()
    return [float(found) for found in re.findall(r"= (-?[0-9.]+) points?", text)], text


def test_a_nest_scored_now_and_lost_later_adds_up_to_its_value():
    run = graded("001.yaml", Answer(Nest(read_cell("E3", 2))))
    best, yours = run.figures
    assert (best.now, best.later, best.total) == (9, -2.0, 7.0)  # the "+9 points now" of the explanation
    assert "(+9 points now)" in run.text() and adds_up(best) and adds_up(yours)
    assert yours.total == round(run.grade.points, 1) and yours.now == 0
    totals, text = shown_totals(run)
    assert totals == [best.total, yours.total]
    assert parts_text(best) in text and parts_text(yours) in text and grade_sentence(run.grade, best, yours) in text


def test_a_draft_shows_tenths_that_add_up_to_the_share_kept():
    puzzle = read_puzzle(CASES / "049.yaml")
    run = graded("049.yaml", puzzle.easy)
    best, yours = run.figures
    assert (best.now, best.later, best.total) == (4, 9.3, 13.3)  # 13.27: the "+4 points now" of the explanation
    assert (yours.now, yours.later, yours.total) == (4, 3.7, 7.7)  # 7.73
    assert adds_up(best) and adds_up(yours)
    assert "You found 7.7 of the 13.3 points" in run.text()
    assert shown_totals(run)[0] == [13.3, 7.7]
    assert shown_percent(run.grade) == round(100 * 7.7 / 13.3) == 58  # the grade the list shows


def test_two_figures_shown_alike_are_the_best_move_found_or_not_far_from_it():
    assert shown_percent(Grade(None, 12.9, 13.27)) == 97  # tenths: "12.9 of the 13.3", not "13 of the 13"
    assert shown_percent(Grade(None, 13.24, 13.27)) == 100 and shown_percent(Grade(None, -1.0, 13.27)) == 0
    assert shown_percent(Grade(None, 0.04, 1.6)) == 0  # shown as 0.0 points: none of them


def test_an_element_that_puts_no_stone_makes_its_points_later_only():
    run = graded("038.yaml", Answer(ChooseElement(Element.FIRE)))  # the "0.3 of 1.6 points" of the issue
    best, yours = run.figures
    assert run.spots[Answer(ChooseElement(Element.FIRE))] == ()  # its walk puts no stone
    assert (yours.now, yours.later, yours.total) == (0, 0.3, 0.3) and (best.now, best.total) == (0, 1.6)
    assert adds_up(best) and adds_up(yours)
    assert "You found 0.3 of the 1.6 points" in run.text() and "+0 now, +0.3 later = 0.3 points" in run.text()
    assert "expert's estimate over 12 orders" in run.text()


def test_the_parts_are_rounded_first_and_the_total_is_their_sum():
    assert parts_of(7.04, 9, 1) == Parts(9, -2.0, 1) and parts_of(7.04, 9, 1).total == 7.0
    assert parts_of(13.27, 4, 0).total == 13 and parts_of(0.04, 0, 1).later == 0.0
    assert parts_text(Parts(9, -2.0, 1)) == "+9 now, -2.0 later = 7.0 points"
    assert str(parts_of(-0.04, 0, 1).later) == "0.0"  # never "-0.0"
