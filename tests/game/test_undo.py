"""Undo and redo within the current turn."""
import pytest

from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.refusal import Rule

from tests.support.games import new_game


def take(game, count):
    for _ in range(count):
        game.apply(game.legal_actions()[-1])


def test_undo_restores_the_exact_prior_state_step_by_step():
    game = new_game(2, seed=3)
    states = [game.state.copy()]
    turn = game.state.current
    for _ in range(2):  # draft and place: the element choice always follows in the same turn
        game.apply(game.legal_actions()[-1])
        states.append(game.state.copy())
    assert game.state.current == turn
    for expected in reversed(states[:-1]):
        game.undo()
        assert game.state.same_table(expected)
        assert game.state.boards == expected.boards


def test_redo_replays_what_was_undone():
    game = new_game(2, seed=3)
    take(game, 2)
    after = game.state.copy()
    history = list(game.history)
    game.undo()
    game.undo()
    assert not game.can_undo and game.can_redo
    game.redo()
    game.redo()
    assert game.state.same_table(after) and game.history == history


def test_a_new_action_clears_redo():
    game = new_game(2, seed=3)
    take(game, 2)
    game.undo()
    game.apply(game.legal_actions()[0])
    assert not game.can_redo


def test_undo_stops_at_the_start_of_the_turn():
    game = new_game(2, seed=8)
    first = game.state.current
    while game.state.current == first:
        game.apply(game.legal_actions()[0])
    assert not game.can_undo
    with pytest.raises(IllegalAction) as caught:
        game.undo()
    assert caught.value.rule is Rule.NOTHING_TO_UNDO


def test_undo_keeps_history_consistent_with_the_state():
    from dragonarium.rules.files.record import record_of, replay

    game = new_game(3, seed=4)
    take(game, 2)
    game.undo()
    again = replay(record_of(game))
    assert again.state.same_table(game.state)
