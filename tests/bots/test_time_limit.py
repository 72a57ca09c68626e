"""A strong move stops searching at its time limit: with no time at all it still plays a legal move, the best
of the few it judged; asked for a ranking (hints, game review) it never cuts its search short."""
import pytest

from dragonarium.bots.players import StrongPlayer
from dragonarium.rules import Phase, replay

from tests.support.games import CATALOG
from tests.support.records import STRONG_OPENING, record

GAME = record(STRONG_OPENING)


def _draft():
    state = replay(GAME, CATALOG, upto=4).state
    assert state.pending().phase is Phase.DRAFT
    return state


def test_with_no_time_left_a_move_is_still_legal_and_judged_through_the_turn():
    state = _draft()
    hurried = StrongPlayer(seed=1, time_limit=0.0)
    action = hurried.choose(state.copy())
    assert action in state.pending().choices
    assert "this turn" in hurried.last_reason  # the one move it had time for was played through the turn
    one_through = StrongPlayer(seed=1, played_through=1)  # plays only its best estimate through the turn
    assert action == one_through.choose(state.copy())
    assert hurried.last_reason == one_through.last_reason


def test_a_ranking_is_never_cut_short():
    state = _draft()
    hurried = StrongPlayer(seed=1, time_limit=0.0).ranked(state.copy())
    full = StrongPlayer(seed=1).ranked(state.copy())
    assert [c.action for c in hurried] == [c.action for c in full]
    assert [c.value for c in hurried] == pytest.approx([c.value for c in full])
