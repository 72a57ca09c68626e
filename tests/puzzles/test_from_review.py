"""A puzzle made from a reviewed game's mistake: the position before the decision, the question of its kind, the
best move and the move played valued by the strong player's estimate (the review's measure), and the threshold
a decision is tried again from."""
import pytest

from dragonarium.play.review.judging import Judgement, game_states, judge
from dragonarium.puzzles.from_review import TRY_AGAIN_LOSS, can_try_again, puzzle_of, puzzle_step
from dragonarium.puzzles.grading import StrongEvaluator, grade
from dragonarium.puzzles.model import Answer, Kind
from dragonarium.puzzles.puzzle_words import title
from dragonarium.rules import Phase, Place, parse_action

from tests.support.games import CATALOG
from tests.support.records import FAR_AWAY, record

RECORD = record(FAR_AWAY)
"""Bob (a person) puts his first tile in the far corner, E1 E2, action 6."""
STATES = game_states(RECORD, CATALOG)


def test_a_placement_mistake_is_tried_again_from_its_draft_with_the_values_of_the_review():
    judgement = judge(STATES[5], RECORD.actions[5], 5)
    assert judgement.kind is Phase.PLACE and judgement.loss == 7.96 and judgement.player == 1
    assert puzzle_step(STATES, RECORD.actions, 5) == 4  # which tile, and where: the draft just before
    puzzle = puzzle_of(STATES, RECORD.actions, 5)
    assert puzzle is not None
    assert puzzle.state.boards == STATES[4].boards and puzzle.state.site == STATES[4].site
    assert puzzle.kind is Kind.DRAFT and puzzle.state.current == 1 and puzzle.round == 1
    assert title(puzzle).endswith(" · Which tile, and where?") and puzzle.round == 1
    assert puzzle.answer == Answer(parse_action("draft 3", 2), parse_action("place B4 A4", 2).cells)
    # the move made in the game
    assert puzzle.easy == Answer(parse_action("draft 3", 2), parse_action("place E1 E2", 2).cells)
    assert (puzzle.value, puzzle.easy_value) == (9.06, 1.1)
    assert puzzle.value - puzzle.easy_value == pytest.approx(judgement.loss)  # the review's loss, point for point


def test_the_puzzle_grades_an_answer_by_the_strong_players_values():
    puzzle = puzzle_of(STATES, RECORD.actions, 5)
    judge_ = StrongEvaluator()
    mine = grade(puzzle.state, puzzle.easy, puzzle.value, judge_, puzzle.answer)
    assert mine.points == pytest.approx(1.1, abs=0.005) and mine.percent == 12 and not mine.found
    best = grade(puzzle.state, puzzle.answer, puzzle.value, judge_, puzzle.answer)
    assert best.found and best.percent == 100


def test_a_decision_is_tried_again_from_the_threshold_on_and_only_where_a_puzzle_asks_for_its_kind():
    def judged(index, loss):
        return Judgement(index, 1, STATES[index].pending().phase, RECORD.actions[index], RECORD.actions[index], loss)

    assert not can_try_again(STATES, RECORD.actions, judged(5, TRY_AGAIN_LOSS - 0.01))
    assert can_try_again(STATES, RECORD.actions, judged(5, TRY_AGAIN_LOSS))
    assert not can_try_again(STATES, RECORD.actions, None)  # not judged yet
    assert puzzle_step(STATES, RECORD.actions, 4) == 4  # a draft followed by its placement
    assert puzzle_step(STATES, RECORD.actions, 6) is None  # after the record's last action: nothing to try
    assert isinstance(RECORD.actions[5], Place)
