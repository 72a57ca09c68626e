"""Eternal Shrines: printed shrine squares, the Assistant walking onto them, covered shrines skipped."""
import pytest

from dragonarium.rules.model.actions import ChooseElement, Stone
from dragonarium.rules.model.events import RewardPillar, ShrineSkipped
from dragonarium.rules.engine.assistant import stone_targets, walk
from dragonarium.rules.engine.hatching import nest_cells
from dragonarium.rules.model.refusal import Rule
from dragonarium.rules.engine.placement import Placement, apply_placement, check_placement
from dragonarium.rules.files.record import parse_position
from dragonarium.rules.engine.scoring import largest_domain
from dragonarium.rules.model.phases import Phase
from dragonarium.rules.model.values import Element, Terrain

from tests.support.boards import CATALOG, board, tile

SIDE = CATALOG.boards["eternal-shrines"]
PLAIN = tile("fire/fire:f", "water/water:w")


def shrines(text="{}"):
    return board(text, SIDE)


def test_shrines_are_printed_at_level_zero_with_their_type():
    position = shrines()
    assert {cell: position.top(cell).terrain for cell in SIDE.shrines} == {
        (0, 2): Terrain.FIRE, (2, 4): Terrain.WATER, (4, 2): Terrain.AIR}
    assert all(position.level(cell) == 0 for cell in SIDE.shrines)


def test_shrines_count_in_domains_at_height_zero():
    position = shrines("""
    cells:
      "0,3": [fire, fire]
    """)
    fire = largest_domain(position, Terrain.FIRE)
    assert fire.cells == {(0, 2), (0, 3)} and fire.height == 2
    air = largest_domain(position, Terrain.AIR)
    assert (air.size, air.height, air.points) == (1, 0, 0)


def test_the_assistant_steps_onto_the_shrines_and_looks_along_their_line():
    position = shrines("""
    assistant: 2
    cells:
      "3,2": [fire/fire:f]
    """)
    assert walk(position, 1) == [3]
    assert stone_targets(position, 3, Element.FIRE) == [(3, 2)]


def test_a_shrine_can_be_covered_but_not_under_the_assistant():
    position = shrines("assistant: 3")
    verdict = check_placement(position, PLAIN, Placement(((0, 2), (0, 3))))
    assert [p.rule for p in verdict.problems] == [Rule.SHRINE_ASSISTANT]
    assert verdict.problems[0].cells == ((0, 2),)
    assert (verdict.problems[0].facts.square, verdict.problems[0].facts.shrine) == (1, Terrain.FIRE)
    position.step = 4
    verdict, _ = apply_placement(position, PLAIN, Placement(((0, 2), (0, 3))))
    assert verdict.level == 1 and position.top((0, 2)).terrain is Terrain.FIRE and position.level((0, 2)) == 1


def test_a_covered_shrine_is_skipped_and_not_counted():
    position = shrines("""
    assistant: 1
    cells:
      "0,2": [royal]
    """)
    assert walk(position, 3) == [2, 4, 5]


MILO = """
format: dragonarium-position
version: 1
players:
  - name: Milo
    side: eternal-shrines
    assistant: 7
    cells:
%s      "1,4": [water]
      "3,4": [water/water:w]
      "3,3": [water]
pending: element
"""
"""The rulebook's Milo example, on the water shrine (E3): the %s slot covers the shrine, or leaves it bare."""


def test_milo_moves_water_and_the_assistant_skips_the_covered_shrine():
    state = parse_position(MILO % '      "2,4": [water/water:w]\n')
    # water domain 4 (the shrine is covered): steps 8, 10, 11, 12 — step 9 (the shrine) is skipped
    state.apply(ChooseElement(Element.WATER))
    assert state.boards[0].step == 10
    assert ShrineSkipped(0, 9) in state.log
    assert not any(isinstance(event, RewardPillar) for event in state.log)  # the skipped step's reward with it
    assert state.pending().choices == (Stone((3, 4)),)


def test_the_water_shrines_step_gives_a_pillar_while_the_shrine_is_uncovered():
    state = parse_position(MILO % "")
    assert SIDE.track[9].shrine and SIDE.track[9].at == (2, 4)
    # the uncovered shrine joins the water domain: (1,4), (2,4), (3,4), (3,3), four steps, 8 to 11
    state.apply(ChooseElement(Element.WATER))
    while state.pending().phase is Phase.STONE:
        state.apply(state.pending().choices[0])
    assert state.boards[0].step == 11
    assert [event for event in state.log if isinstance(event, RewardPillar)] == [RewardPillar(0, 9)]
    assert (state.boards[0].pillars, state.boards[0].fresh_pillars) == (3, 1)


def test_a_dragon_may_nest_on_an_uncovered_shrine():
    assert (0, 2) in nest_cells(shrines(), [])


@pytest.mark.parametrize("side", ["church-ruins", "lostwing-cliffs", "marble-quarry", "eternal-shrines"])
def test_solo_thresholds_rise_by_twenty_on_every_b_side(side):
    assert CATALOG.boards[side].solo_bonus == 20
    cells = ["1,0", "2,0", "3,0", "2,1", "3,1", "2,2", "3,2", "2,3", "1,3", "1,4"]
    stacks = "".join(f'      "{cell}": [{", ".join(["royal"] * (10 if cell == "2,2" else 1))}]\n' for cell in cells)
    state = parse_position("format: dragonarium-position\nversion: 1\nplayers:\n  - name: Solo\n"
                           f"    side: {side}\n    cells:\n{stacks}")
    assert state.boards[0].spec.name == side
    assert state.outcome().sheets[0].total == 100
    assert state.outcome().solo_rank == CATALOG.solo.rank(80).title
    assert state.outcome().solo_rank != CATALOG.solo.rank(100).title
