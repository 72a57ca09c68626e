"""A drafted tile that fits nowhere: it is discarded, the player gains a pillar and places a stone of choice."""
import pytest

from dragonarium.rules import (ChooseElement, Draft, Element, FreeStone, FreeStoneLost, IllegalAction, Phase, Rule,
                               parse_position)
from dragonarium.rules.engine.fallback import free_stone_choices

from tests.support.boards import board

# Every cell holds an unready egg or a dragon: nothing can be covered, so no tile fits.
BLOCKED = "".join(f'      "{r},{c}": [water/water:w]\n' for r in range(5) for c in range(5) if (r, c) != (4, 4))
KINDS = ("fire", "water", "air", "royal")
FULL_OF_DRAGONS = "".join(f'      "{r},{c}": [{KINDS[(r * 5 + c) % 4]}]\n' for r in range(5) for c in range(5))

POSITION = """
format: dragonarium-position
version: 1
players:
  - name: Ann
    pillars: 2
    cells:
%s    dragons:
%s  - {name: Bob, start: S2}
site: [T01, T02]
supply: [T03, T04]
pending: draft
"""


def position(cells=BLOCKED, dragons='      "4,4": [fire]\n'):
    return parse_position(POSITION % (cells, dragons))


def test_a_tile_that_fits_nowhere_is_discarded_for_a_pillar_and_a_stone_of_choice():
    state = position()
    state.apply(Draft(0))
    decision = state.pending()
    assert decision.phase is Phase.FALLBACK_STONE and decision.tile == "T01"
    assert state.discarded == ["T01"]
    assert (state.boards[0].pillars, state.boards[0].fresh_pillars) == (2, 1)
    assert {choice.element for choice in decision.choices} == {Element.WATER}
    assert FreeStone(Element.WATER, (3, 1)) in decision.choices
    state.apply(FreeStone(Element.WATER, (3, 1)))
    assert state.boards[0].top((3, 1)).stones == (Element.WATER,)
    assert state.pending().phase is Phase.ELEMENT


def test_a_tile_that_fits_must_be_placed():
    state = parse_position(POSITION % ("      {}\n", "      {}\n"))
    state.apply(Draft(0))
    before = state.copy()
    assert state.pending().phase is Phase.PLACE and state.discarded == []
    with pytest.raises(IllegalAction) as caught:
        state.apply(FreeStone(Element.WATER, (3, 1)))
    assert caught.value.rule is Rule.OUT_OF_TURN and caught.value.refusals[0].facts.phase is Phase.PLACE
    assert state.same_table(before)


def test_the_stone_of_choice_must_fit_its_space():
    state = position()
    state.apply(Draft(0))
    before = state.copy()
    with pytest.raises(IllegalAction) as caught:
        state.apply(FreeStone(Element.FIRE, (3, 1)))
    refusal, = caught.value.refusals
    assert (refusal.rule, refusal.cells, refusal.facts.element) == (Rule.STONE_SPACE, ((3, 1),), Element.FIRE)
    assert state.same_table(before)


def test_the_stone_of_choice_cannot_be_skipped_when_it_fits_somewhere():
    state = position()
    state.apply(Draft(0))
    with pytest.raises(IllegalAction) as caught:
        state.apply(ChooseElement(Element.WATER))
    assert caught.value.rule is Rule.OUT_OF_TURN and caught.value.refusals[0].facts.phase is Phase.FALLBACK_STONE


def test_no_space_anywhere_means_no_stone():
    assert free_stone_choices(board("dragons:\n" + FULL_OF_DRAGONS.replace("      ", "  "))) == []
    state = position(cells="      {}\n", dragons=FULL_OF_DRAGONS)
    state.apply(Draft(0))
    assert state.boards[0].fresh_pillars == 1 and state.discarded == ["T01"]
    assert state.log[-1] == FreeStoneLost(0)
    assert state.pending().phase is Phase.ELEMENT
