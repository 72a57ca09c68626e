"""Lostwing Cliffs: dragons only, two per cliff, the extra dragon, cliffs in domains."""
import pytest

from dragonarium.rules.model.actions import ExtraDragon, Nest, Place
from dragonarium.rules.engine.assistant import anywhere_targets, line_cells
from dragonarium.rules.model.events import NoExtraDragon
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.engine.game import Phase
from dragonarium.rules.engine.hatching import nest_cells
from dragonarium.rules.model.refusal import Rule
from dragonarium.rules.engine.placement import Placement, check_placement
from dragonarium.rules.files.record import parse_position
from dragonarium.rules.engine.scoring import largest_domain
from dragonarium.rules.model.values import Element, Terrain

from tests.support.boards import CATALOG, board, tile

SIDE = CATALOG.boards["lostwing-cliffs"]
PLAIN = tile("fire/fire:f", "water/water:w")


def cliffs(text="{}"):
    return board(text, SIDE)


def test_no_tile_on_a_cliff():
    verdict = check_placement(cliffs(), PLAIN, Placement(((0, 1), (0, 0))))
    assert [p.rule for p in verdict.problems] == [Rule.CLIFF]


def test_no_pillar_on_a_cliff():
    position = cliffs("""
    pillars: 3
    cells:
      "1,0": [royal, royal]
    """)
    verdict = check_placement(position, PLAIN, Placement(((1, 0), (0, 0))))
    assert [p.rule for p in verdict.problems] == [Rule.CLIFF]


def test_no_stone_on_a_cliff_and_lines_run_across_it():
    position = cliffs("""
    cells:
      "0,1": [water/water:w]
    dragons:
      "0,0": [water]
    """)
    assert (0, 0) not in anywhere_targets(position, Element.WATER)
    assert (0, 1) in anywhere_targets(position, Element.WATER)
    assert (0, 0) in line_cells(position, 0) and (4, 0) in line_cells(position, 18)


def test_a_cliff_holds_two_dragons():
    position = cliffs('dragons: {"2,4": [fire]}')
    assert (2, 4) in nest_cells(position, [])
    position = cliffs('dragons: {"2,4": [fire, air]}')
    assert (2, 4) not in nest_cells(position, [])


def test_a_cliff_with_dragons_counts_as_their_types_at_height_zero():
    position = cliffs("""
    cells:
      "1,4": [water, water]
    dragons:
      "2,4": [water, fire]
    """)
    water = largest_domain(position, Terrain.WATER)
    assert water.cells == {(1, 4), (2, 4)} and water.height == 2
    fire = largest_domain(position, Terrain.FIRE)
    assert (fire.size, fire.height, fire.points) == (1, 0, 0)


HOWARD = """
format: dragonarium-position
version: 1
players:
  - name: Howard
    side: lostwing-cliffs
    cells:
      "3,4": [water/water:w=w]
      "3,3": [royal]
    dragons:
      "2,4": [fire]
site: [T02]
pending: place
tile: T01
"""


def hatch_onto_the_cliff():
    state = parse_position(HOWARD)
    state.apply(Place(((3, 3), (3, 4))))
    assert state.pending().phase is Phase.NEST and state.pending().terrain is Terrain.WATER
    assert state.dragons_owed() == 1
    state.apply(Nest((2, 4)))
    return state


def test_howard_places_a_water_dragon_on_the_cliff_and_owes_an_extra_dragon():
    state = hatch_onto_the_cliff()
    decision = state.pending()
    assert decision.phase is Phase.EXTRA_DRAGON and state.dragons_owed() == 1
    kinds = {choice.terrain for choice in decision.choices}
    cells = {choice.cell for choice in decision.choices}
    assert kinds == {Terrain.FIRE, Terrain.WATER}
    assert not cells & SIDE.cliffs and (3, 3) in cells and (4, 4) in cells
    state.apply(ExtraDragon(Terrain.FIRE, (4, 4)))
    board_ = state.boards[0]
    assert board_.dragons_on((2, 4)) == (Terrain.FIRE, Terrain.WATER)
    assert board_.dragons_on((4, 4)) == (Terrain.FIRE,)
    assert state.dragons[Terrain.FIRE] == 10 and state.dragons[Terrain.WATER] == 11
    assert state.pending().phase is Phase.ELEMENT and state.dragons_owed() == 0


def test_the_extra_dragon_is_of_a_cliff_type_and_off_the_cliffs():
    state = hatch_onto_the_cliff()
    before = state.copy()
    with pytest.raises(IllegalAction) as caught:
        state.apply(ExtraDragon(Terrain.ROYAL, (4, 4)))
    refusal, = caught.value.refusals
    assert refusal.rule is Rule.EXTRA_TYPE and refusal.facts.types == (Terrain.FIRE, Terrain.WATER)
    with pytest.raises(IllegalAction) as caught:
        state.apply(ExtraDragon(Terrain.FIRE, (0, 0)))
    refusal, = caught.value.refusals
    assert (refusal.rule, refusal.cells) == (Rule.EXTRA_OFF_CLIFF, ((0, 0),))
    assert (4, 4) in refusal.facts.allowed and not set(refusal.facts.allowed) & SIDE.cliffs
    assert state.same_table(before)


def test_no_extra_dragon_when_the_supply_has_none_of_either_type():
    state = parse_position(HOWARD + "dragon_supply: {fire: 0, water: 1}\n")
    state.apply(Place(((3, 3), (3, 4))))
    state.apply(Nest((2, 4)))
    assert state.pending().phase is Phase.ELEMENT
    assert state.log[-1] == NoExtraDragon(0, (Terrain.FIRE, Terrain.WATER))
