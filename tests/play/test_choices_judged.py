"""Each choice of a decision judged as the review judges a move: the strong player's choice loses nothing, the
others what the review would say they lose, every choice once, best first."""
from __future__ import annotations

from dragonarium.play.review.choices import ChoicesJudging, choices_of, judge_choice
from dragonarium.play.review.judging import judge
from dragonarium.rules import ChooseElement, Element, Phase

from tests.support.games import new_game


def element_decision():
    game = new_game(2, seed=3)
    while game.state.pending().phase is not Phase.ELEMENT:
        game.apply(game.legal_actions()[0])
    return game.state


def test_every_choice_is_judged_once_best_first_as_the_review_judges_a_move():
    state = element_decision()
    found = ChoicesJudging(state).run()
    assert sorted(str(item.action) for item in found) == sorted(str(action) for action in choices_of(state))
    assert found[0].best and found[0].lost == 0.0
    assert [item.lost for item in found] == sorted(item.lost for item in found)
    for item in found:
        assert item.lost == judge(state, item.action, 0).loss  # the review's own measure


def test_a_choice_judged_says_its_points_now_and_later():
    state = element_decision()
    fire = judge_choice(state, ChooseElement(Element.FIRE))
    assert (fire.now, fire.later) == (0, 0) and fire.lost > 0 and not fire.best


def test_a_game_over_has_no_choice_to_judge():
    state = element_decision()
    state.over = True
    assert choices_of(state) == () and ChoicesJudging(state).run() == []
