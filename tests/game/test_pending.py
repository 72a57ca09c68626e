"""What a turn still owes: the pending decision with its context, and the dragons still to place."""
from dragonarium.rules import (ChooseElement, Draft, Element, Nest, Phase, Place, Stone, Terrain, parse_position,
                               position_to_mapping)

POSITION = """
format: dragonarium-position
version: 1
players:
  - name: Ann
    cells:
      "0,0": [fire/fire:f=f]
      "0,1": [water/water:w=w]
  - {name: Bob, start: S2}
site: [T01, T02]
supply: [T03, T04]
"""

def test_a_draft_owes_nothing_and_carries_no_context():
    state = parse_position(POSITION + "pending: draft\n")
    decision = state.pending()
    assert decision.phase is Phase.DRAFT and state.dragons_owed() == 0
    assert (decision.tile, decision.terrain, decision.element, decision.step) == (None, None, None, None)


def test_the_placement_names_the_drafted_tile():
    state = parse_position(POSITION + "pending: draft\n")
    state.apply(Draft(1))
    decision = state.pending()
    assert decision.phase is Phase.PLACE and decision.tile == "T02"


def test_each_hatched_egg_owes_a_dragon_and_the_nest_names_its_type():
    state = parse_position(POSITION + "pending: place\ntile: T05\n")
    state.apply(Place(((0, 0), (0, 1))))  # covers the ready fire egg, then the ready water egg
    decision = state.pending()
    assert decision.phase is Phase.NEST and decision.terrain is Terrain.FIRE
    assert state.dragons_owed() == 2
    state.apply(Nest((4, 4)))
    assert state.pending().terrain is Terrain.WATER and state.dragons_owed() == 1
    state.apply(Nest((4, 3)))
    assert state.pending().phase is Phase.ELEMENT and state.dragons_owed() == 0


def test_a_hatched_egg_with_no_dragon_left_owes_nothing():
    state = parse_position(POSITION + "pending: place\ntile: T05\ndragon_supply: {fire: 0}\n")
    state.apply(Place(((0, 0), (0, 1))))
    assert state.pending().terrain is Terrain.WATER and state.dragons_owed() == 1


def test_a_steps_stone_names_the_element_and_the_step():
    state = parse_position(POSITION.replace("[fire/fire:f=f]", "[air/air:a]") + "pending: element\n")
    state.apply(ChooseElement(Element.AIR))  # one air square: the Assistant moves one step, to column 0
    decision = state.pending()
    assert decision.phase is Phase.STONE and (decision.element, decision.step) == (Element.AIR, 1)
    assert decision.choices == (Stone((0, 0)),)


def test_a_position_keeps_the_pending_decision_and_its_context_at_every_point():
    state = parse_position(POSITION + "pending: place\ntile: T05\n")
    mapping = position_to_mapping(state)
    assert (mapping["pending"], mapping["tile"]) == ("place", "T05")
    state.apply(Place(((0, 0), (0, 1))))
    mapping = position_to_mapping(state)
    assert (mapping["pending"], mapping["nest"], mapping["placed"]) == ("nest", ["fire", "water"], ["A5", "B5"])
    state.apply(Nest((4, 4)))
    state.apply(Nest((4, 3)))
    assert position_to_mapping(state)["pending"] == "element"
