"""A review's figures in points: each decision graded by the points it lost, and each player's accuracy (the points
kept of those available), worked out from literal judgements."""
import pytest

from dragonarium.play.review.accuracy import GRADES, Grade, grade, grades_json, player_figures
from dragonarium.play.review.judging import Judgement
from dragonarium.play.review.text import summary_lines
from dragonarium.rules import Phase, Seat, parse_action

SEATS = (Seat("Ann"), Seat("Bob"))
PLACE = parse_action("place A1 A2")
LOSSES = [0.0, 7.5, 0.03, 1.0, 3.0, 0.6, 6.0, 2.0, 3.01, 0.0]
"""Ann decides at the even indexes, Bob at the odd ones."""


def judgements():
    return {i: Judgement(i, i % 2, Phase.PLACE, PLACE, PLACE, loss) for i, loss in enumerate(LOSSES)}


@pytest.mark.parametrize("loss, kind", [(0.0, Grade.BEST), (0.04, Grade.BEST), (0.05, Grade.GOOD), (1.0, Grade.GOOD),
                                        (1.01, Grade.INACCURACY), (3.0, Grade.INACCURACY), (3.01, Grade.MISTAKE),
                                        (6.0, Grade.MISTAKE), (6.01, Grade.BLUNDER), (12.0, Grade.BLUNDER)])
def test_each_loss_has_its_grade(loss, kind):
    assert grade(loss) is kind


def test_each_player_has_the_count_of_each_grade_and_the_points_kept_of_those_available():
    ann, bob = player_figures(SEATS, judgements(), kept=(40.0, 31.45))
    # Ann: 0.0, 0.03 best; 3.0 inaccuracy; 6.0 and 3.01 mistakes
    assert (ann.decisions, ann.counts) == (5, (2, 0, 1, 2, 0))
    assert (ann.kept, ann.lost, ann.available, ann.accuracy) == (40.0, 12.0, 52.0, 76.9)
    # Bob: 7.5 blunder; 1.0 and 0.6 good; 2.0 inaccuracy; 0.0 best
    assert (bob.decisions, bob.counts) == (5, (1, 2, 1, 0, 1))
    assert (bob.kept, bob.lost, bob.available, bob.accuracy) == (31.4, 11.1, 42.5, 73.9)
    assert bob.count(Grade.BLUNDER) == 1 and sum(bob.counts) == bob.decisions
    assert bob.as_json() == {"accuracy": 73.9, "kept": 31.4, "lost": 11.1, "available": 42.5,
                             "grades": {"best": 1, "good": 2, "inaccuracy": 1, "mistake": 0, "blunder": 1}}


def test_a_player_who_lost_nothing_kept_everything():
    none, = player_figures(SEATS[:1], {}, kept=(0.0,))
    assert (none.decisions, none.accuracy, none.counts) == (0, 100.0, (0,) * len(GRADES))
    perfect, = player_figures(SEATS[:1], {0: Judgement(0, 0, Phase.PLACE, PLACE, PLACE, 0.0)}, kept=(25.0,))
    assert perfect.accuracy == 100.0 and perfect.count(Grade.BEST) == 1


def test_the_summary_shows_each_figure_with_the_parts_that_make_it():
    lines = summary_lines(player_figures(SEATS, judgements(), kept=(40.0, 31.45)))
    assert ("1", "3", "6") == tuple(str(limit).removesuffix(".0") for limit in list(grades_json().values())[1:])
    assert all(f"{limit:g}" in lines[0] for limit in (1, 3, 6))
    ann = lines[1:3]
    assert all(figure in ann[0] for figure in ("Ann", "76.9 %", "40.0", "52.0", "12.0"))
    assert [int(word.strip(",")) for word in ann[1].split() if word.strip(",").isdigit()] == [5, 2, 0, 1, 2, 0]


@pytest.mark.parametrize("loss, words", [(4.2, "a mistake (3 to 6)"), (12.5, "a blunder (more than 6)")])
def test_a_decisions_loss_is_named_by_its_grade_as_the_legend_names_it(loss, words):
    from dragonarium.play.review.judging import Judgement
    from dragonarium.play.review.text import decision_lines
    from dragonarium.rules import Game, Phase, Seat, load_catalog

    game = Game(load_catalog(), [Seat("Ann"), Seat("Bob")], 3)
    state = game.state
    played, best = state.legal_actions()[:2]
    judgement = Judgement(0, state.current, Phase.DRAFT, played, best, loss)
    lost = decision_lines(state, 0, 1, played, True, judgement, False)[1]
    assert lost.endswith(words + ".") and f"{loss:.1f}" in lost


def test_a_tile_drafted_then_placed_elsewhere_than_judged_says_where_it_went_and_how_it_is_judged():
    from dragonarium.play.review.judging import Judgement
    from dragonarium.play.review.text import decision_lines
    from dragonarium.play.review.why import Why
    from dragonarium.rules import Draft, Game, Phase, Seat, load_catalog, parse_cell

    game = Game(load_catalog(), [Seat("Ann"), Seat("Bob")], 3)
    state = game.state
    played, best = [action for action in state.legal_actions() if isinstance(action, Draft)][:2]
    judged_at, went_to = (parse_cell("C5"), parse_cell("B5")), (parse_cell("A1"), parse_cell("A2"))
    judgement = Judgement(0, state.current, Phase.DRAFT, played, best, 4.0, cells=judged_at, played_cells=judged_at)
    why = Why("played", "best", played_turn="placed on C5-B5: it starts your fire domain",
              best_turn="placed on C5-B5: it starts your water domain")
    lines = decision_lines(state, 0, 2, played, True, judgement, False, why, placed=went_to)
    assert lines[1].startswith("Lost: 4.0 points"), "the verdict before the moves"
    assert "then placed on A1-A2" in lines[2] and "best place" in lines[2] and "C5-B5" in lines[2]
    same = decision_lines(state, 0, 2, played, True, judgement, False, why, placed=judged_at)
    assert "then placed on" not in same[2] and "C5-B5" in same[2]
