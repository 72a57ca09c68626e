"""A turn as a sequence of explicit decisions, each with its legal choices."""
import pytest

from dragonarium.rules.model.actions import ChooseElement, Draft, FreeStone, Nest, Place, Stone
from dragonarium.rules.model.events import NoneNests, StoneLost
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.refusal import Facts, Refusal, Rule
from dragonarium.rules.engine.game import Phase
from dragonarium.rules.files.record import parse_position
from dragonarium.rules.model.values import Element, Terrain

POSITION = """
format: dragonarium-position
version: 1
players:
  - name: Ann
    start: S1
    cells:
      "0,0": [fire/fire:f=f]
      "0,1": ["pillar:2"]
  - {name: Bob, start: S2}
site: [T01, T02, T03]
supply: [T04, T05, T06, T07]
pending: %s
"""


def position(pending="draft", **extra):
    text = POSITION % pending
    for key, value in extra.items():
        text += f"{key}: {value}\n"
    return parse_position(text)


def test_draft_then_place_then_hatch_then_element_then_stones():
    state = position()
    assert state.pending().phase is Phase.DRAFT
    state.apply(Draft(0))
    decision = state.pending()
    assert decision.phase is Phase.PLACE and decision.tile == "T01"
    assert Place(((0, 0), (0, 1))) in decision.choices
    state.apply(Place(((0, 0), (0, 1))))
    board = state.boards[0]
    assert board.fresh_pillars == 2
    decision = state.pending()
    assert decision.phase is Phase.NEST and decision.terrain is Terrain.FIRE
    assert Nest((0, 0)) in decision.choices and Nest((4, 4)) in decision.choices
    assert Nest((2, 2)) not in decision.choices
    state.apply(Nest((4, 4)))
    assert board.dragons_on((4, 4)) == (Terrain.FIRE,) and state.dragons[Terrain.FIRE] == 11
    assert state.pending().phase is Phase.ELEMENT
    state.apply(ChooseElement(Element.AIR))
    # air domain: the two new air squares at (0,0)-(0,1) -> 2 steps: column 0 then column 1
    assert board.step == 1
    decision = state.pending()
    assert decision.phase is Phase.STONE and decision.step == 1 and decision.choices == (Stone((0, 0)),)
    state.apply(Stone((0, 0)))
    assert state.pending().choices == (Stone((0, 1)),)
    state.apply(Stone((0, 1)))
    assert state.current == 1 and state.pending().phase is Phase.DRAFT
    assert board.step == 2


def test_an_egg_hatched_with_no_dragon_left_nests_nothing():
    state = position(dragon_supply="{fire: 0}")
    state.apply(Draft(0))
    state.apply(Place(((0, 0), (0, 1))))
    assert state.pending().phase is Phase.ELEMENT
    assert state.log[-1] == NoneNests(0, Terrain.FIRE)


def test_illegal_placement_names_the_rule_and_changes_nothing():
    state = position()
    state.apply(Draft(0))
    before = state.copy()
    with pytest.raises(IllegalAction) as caught:
        state.apply(Place(((2, 3), (2, 4))))
    assert state.same_table(before)
    assert [(r.rule, r.cells, r.facts.missing) for r in caught.value.refusals] == [
        (Rule.UNREADY_EGG, ((2, 3),), (Element.WATER,))]


def test_an_action_of_another_phase_is_refused():
    state = position()
    with pytest.raises(IllegalAction) as caught:
        state.apply(Place(((0, 0), (0, 1))))
    assert caught.value.refusals == (Refusal(Rule.OUT_OF_TURN, (), Facts(action=Place(((0, 0), (0, 1))),
                                                                         phase=Phase.DRAFT)),)
    with pytest.raises(IllegalAction) as caught:
        state.apply(Draft(7))
    assert caught.value.refusals == (Refusal(Rule.NO_SLOT, (), Facts(action=Draft(7), slot=7, slots=3)),)


def test_a_tile_that_fits_nowhere_becomes_a_pillar_and_a_free_stone():
    blocked = "\n".join(f'      "{r},{c}": [water/water:w]' for r in range(5) for c in range(5)
                        if abs(r - 2) + abs(c - 2) > 1)
    text = POSITION.replace("      \"0,0\": [fire/fire:f=f]\n      \"0,1\": [\"pillar:2\"]", blocked)
    text = text.replace("start: S1", "start: S1\n    pillars: 0")
    state = parse_position(text % "draft")
    # S1's arms hold unready eggs and its centre fits no tile alone: T01 fits nowhere
    state.apply(Draft(0))
    decision = state.pending()
    assert decision.phase is Phase.FALLBACK_STONE and state.discarded == ["T01"]
    assert state.boards[0].fresh_pillars == 1
    assert FreeStone(Element.WATER, (0, 0)) in decision.choices
    state.apply(FreeStone(Element.WATER, (0, 0)))
    assert state.boards[0].top((0, 0)).ready
    assert state.pending().phase is Phase.ELEMENT


def test_steps_without_a_space_are_skipped_and_logged():
    state = position("element")
    state.apply(ChooseElement(Element.WATER))
    # S1 water domain is 1: one step, to step 1 (column 0): no water space there
    assert state.current == 1
    assert StoneLost(0, 1, Element.WATER) in state.log


def test_every_decision_lists_its_choices():
    state = position()
    decision = state.pending()
    assert decision.choices == (Draft(0), Draft(1), Draft(2))
    assert decision.prompt == "choose a tile from the planning site"
