"""The strong player values any choice of a decision the way it values the ones it plays through, so a move it
only estimated can be measured against its choice."""
import pytest

from dragonarium.bots.players import StrongPlayer
from dragonarium.rules import Phase, parse_action, replay

from tests.support.games import CATALOG
from tests.support.records import STRONG_OPENING, record

GAME = record(STRONG_OPENING)


def state_before(index):
    return replay(GAME, CATALOG, upto=index).state


def test_a_placement_played_through_keeps_its_value():
    state = state_before(5)
    assert state.pending().phase is Phase.PLACE
    ranked = StrongPlayer(seed=1).ranked(state.copy())
    for choice in ranked[:3]:
        assert StrongPlayer(seed=2).value_of(state.copy(), choice.action).value == pytest.approx(choice.value)


def test_a_placement_only_estimated_is_valued_on_the_same_scale():
    state = state_before(5)
    ranked = StrongPlayer(seed=1).ranked(state.copy())
    best, last = ranked[0], ranked[-1]
    assert last.value < -500, "ranked only estimates the placements beyond its first few"
    judged = StrongPlayer(seed=1).value_of(state.copy(), last.action)
    assert judged.action == last.action and -20 < judged.value < best.value
    assert str(last.action) in judged.reason


def test_a_tile_is_valued_with_its_best_placements():
    state = state_before(4)
    assert state.pending().phase is Phase.DRAFT
    ranked = StrongPlayer(seed=1).ranked(state.copy())
    for choice in ranked[:1] + ranked[-1:]:  # a tile played through, and a tile only estimated
        judged = StrongPlayer(seed=1).value_of(state.copy(), choice.action)
        assert judged.value >= choice.value - 1e-9
        assert judged.value > -500 and judged.cells is not None


def test_other_decisions_take_their_ranked_value():
    state = state_before(2)
    assert state.pending().phase is Phase.ELEMENT
    ranked = StrongPlayer(seed=1).ranked(state.copy())
    assert {c.action: c.value for c in ranked} == {
        c.action: StrongPlayer(seed=1).value_of(state.copy(), c.action).value for c in ranked}


def test_a_move_that_is_no_choice_is_refused():
    with pytest.raises(ValueError, match="not a choice"):
        StrongPlayer().value_of(state_before(2), parse_action("nest B3"))
