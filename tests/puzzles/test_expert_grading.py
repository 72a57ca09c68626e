"""The expert's grading, which the puzzles use: every move played out on the same sampled orders of the supply,
counted from the strong player's best move, the same value every time it is asked."""
import pytest

from dragonarium.bots.expert import ExpertPlayer
from dragonarium.bots.greedy import Choice
from dragonarium.puzzles.grading import ORDERS, ROUNDS_ON, EVALUATOR, ExpertEvaluator, StrongEvaluator, grade
from dragonarium.puzzles.model import Answer
from dragonarium.rules import Draft, Stone, read_cell

from tests.puzzles.support import stone_state


def stone(name):
    return Answer(Stone(read_cell(name, 2)))


def test_the_puzzles_are_graded_by_the_expert():
    assert EVALUATOR is ExpertEvaluator and ExpertEvaluator.name == "expert"


def test_the_strong_players_best_move_is_worth_the_points_the_strong_player_finds():
    state = stone_state()
    strong = StrongEvaluator().value(state, stone("B3"))
    values = dict(ExpertEvaluator(3).values(state))
    assert values[stone("B3")] == pytest.approx(strong)
    assert set(values) == {stone("B3"), stone("B4"), stone("B5")}


def test_another_move_is_that_plus_its_lead_over_the_strong_players_in_the_playouts():
    state = stone_state()
    strong = StrongEvaluator().value(state, stone("B3"))
    moves = [Choice(answer.action, 0.0) for answer in (stone("B4"), stone("B3"))]
    expert = ExpertPlayer(3, budget=float("inf"), samples=ORDERS, horizon=ROUNDS_ON)
    mine, theirs = expert.mean_outcomes(state, moves, ORDERS)
    assert ExpertEvaluator(3).value(state, stone("B4")) == pytest.approx(strong + mine - theirs)
    assert mine != theirs


def test_its_playouts_stop_two_rounds_on_as_the_shipped_puzzles_were_valued(monkeypatch):
    from dragonarium.bots import expert as expert_module

    state = stone_state()
    assert len(state.seats) == 2  # where the expert at the table plays three rounds on
    stops = []
    monkeypatch.setattr(expert_module, "fast_playout", lambda probe, stop_round, memo=None: stops.append(stop_round))
    ExpertEvaluator(3).value(state, stone("B4"))
    assert stops and set(stops) == {state.round + 1 + 2}


def test_a_move_is_worth_the_same_alone_among_the_others_and_beside_the_best():
    state = stone_state()
    judge = ExpertEvaluator(5)
    among = dict(judge.values(state))
    best_answer, best = max(among.items(), key=lambda item: item[1])
    for answer in (stone("B4"), stone("B5")):
        alone = judge.value(state, answer)
        assert alone == pytest.approx(among[answer], abs=1e-9)
        assert ExpertEvaluator(5).value(state, answer) == alone, "asked again, the same"
        assert grade(state, answer, best, judge, best_answer).points == pytest.approx(alone, abs=1e-9)


def test_its_orders_come_from_its_seed():
    state = stone_state()
    moves = [Choice(stone("B4").action, 0.0)]
    first = ExpertPlayer(1, budget=float("inf")).mean_outcomes(state, moves, ORDERS)
    assert ExpertPlayer(1, budget=float("inf")).mean_outcomes(state, moves, ORDERS) == first
    assert ExpertPlayer(2, budget=float("inf")).mean_outcomes(state, moves, ORDERS) != first


def test_a_draft_answer_without_its_cells_is_refused():
    from dragonarium.rules import Game, Seat, load_catalog

    state = Game(load_catalog(), (Seat("You", "library"), Seat("Ann", "library", "easy")), 4).state
    with pytest.raises(ValueError):
        ExpertEvaluator().value(state, Answer(Draft(0)))
