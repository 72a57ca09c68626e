"""A step's goal accepts exactly the moves it describes, and says of any other what was asked and what it did."""
import pytest

from dragonarium.lessons.goals import (PIECE_ON, Apart, CellIs, Covers, ElementIs, Goal, Hatches, Joins, Kind, Level,
                                       Move, OnCells, Pillars, Scores, SlotIs, Touches)
from dragonarium.rules import (ChooseElement, Draft, Element, Nest, Place, Terrain, parse_action, parse_cell,
                               parse_position)

PLACING = """format: dragonarium-position
version: 2
players:
  - name: You
    start: S1
    pillars: 1
    cells:
      A5: [royal]
      E5: [fire/fire:f=f]
site: [T08, T09]
supply: [T03]
pending: place
tile: T01
"""


def move(position: str, action: str) -> Move:
    state = parse_position(position)
    after = state.copy()
    chosen = parse_action(action)
    after.apply(chosen)
    return Move(state, chosen, after)


def judge(criterion, position: str, action: str):
    return criterion.miss(move(position, action))


@pytest.mark.parametrize("criterion, accepted, refused, said", [
    (Touches(parse_cell("C2")), "place D2 E2", "place A1 B1", "A1 and B1 are not next to it"),
    (Joins(Terrain.AIR), "place C1 D1", "place A1 B1", "on A1 and B1 it stays apart from it"),
    (Apart(), "place A1 B1", "place D2 E2", "on D2 and E2 it touches D3 and C2"),
    (Level(2), "place A5 B5", "place A1 B1", "on A1 and B1 the tile lies on level 1"),
    (Pillars(1), "place A5 B5", "place A1 B1", "on A1 and B1 it stands on no pillar"),
    (Pillars(0), "place A1 B1", "place A5 B5", "on A5 and B5 it stands on 1 pillar"),
    (Covers(parse_cell("A5")), "place A5 A4", "place A1 B1", "yours went on A1 and B1"),
    (OnCells(frozenset({parse_cell("A1"), parse_cell("B1")})), "place B1 A1", "place A1 A2", "yours went on A1 and A2"),
    (Hatches(True), "place E5 E4", "place A5 A4", "no ready egg lies under A5 and A4"),
    (Hatches(False), "place A5 A4", "place E5 E4", "it covers a ready egg on E5 and E4"),
])
def test_each_placement_criterion_accepts_and_refuses_with_what_the_move_did(criterion, accepted, refused, said):
    assert judge(criterion, PLACING, accepted) is None
    assert judge(criterion, PLACING, refused) == said


def test_joining_needs_a_square_of_the_type():
    fire_tile = PLACING.replace("tile: T01", "tile: T24")
    assert judge(Joins(Terrain.AIR), fire_tile, "place C1 D1") == "the tile has no air square"
    assert judge(Joins(Terrain.FIRE), fire_tile, "place C5 B5") is None  # C5 touches C4, the start tile's fire


def test_the_score_is_judged_on_the_table_after_the_move():
    fire_tile = PLACING.replace("tile: T01", "tile: T24")
    assert judge(Scores(Terrain.FIRE, 3), fire_tile, "place C5 B5") is None  # with C4: 3 squares on level 1
    assert judge(Scores(Terrain.FIRE, 3), fire_tile, "place A1 B1") == "that move makes 2 points"
    assert judge(Scores(Terrain.FIRE, 4), fire_tile, "place A5 B5") is None  # 2 squares on level 2


DRAFTING = PLACING.replace("pending: place\ntile: T01\n", "pending: draft\n")


def test_a_draft_goal_names_the_tile_and_its_slot_and_follows_a_tile_wherever_it_lies():
    state = parse_position(DRAFTING)
    by_tile = SlotIs(tile="T09")
    assert by_tile.wanted(state) == "the pillar/fire tile in slot 2"
    assert judge(by_tile, DRAFTING, "draft 2") is None
    assert judge(by_tile, DRAFTING, "draft 1") == "you took the water/fire tile in slot 1"
    assert judge(SlotIs(slot=0), DRAFTING, "draft 1") is None


ELEMENT = PLACING.replace("pending: place\ntile: T01\n", "pending: element\n")


def test_an_element_goal_says_how_far_each_element_walks():
    goal = Goal(Kind.ELEMENT, (ElementIs(Element.FIRE),))
    state = parse_position(ELEMENT)
    assert goal.request(state) == "This step asks for fire, which walks 1 step."
    assert goal.misses(move(ELEMENT, "element fire")) == []
    assert goal.misses(move(ELEMENT, "element water")) == ["fire, which walks 1 step (you chose water, which walks "
                                                           "1 step)"]


def test_a_goal_knows_another_kind_of_move():
    goal = Goal(Kind.DRAFT, (SlotIs(slot=0),))
    assert goal.other_kind(Draft(0)) is None
    assert goal.other_kind(ChooseElement(Element.AIR)) is Kind.ELEMENT


def test_every_criterion_missed_is_said_and_the_goal_lists_what_it_asks():
    goal = Goal(Kind.PLACE, (Level(1), Touches(parse_cell("C2"))))
    state = parse_position(PLACING)
    assert goal.request(state) == "This step asks for the tile on level 1 and for a square next to C2."
    assert goal.asked(state) == "the tile on level 1 and a square next to C2"
    assert goal.misses(move(PLACING, "place A5 B5")) == [
        "the tile on level 1 (on A5 and B5 the tile lies on level 2)",
        "a square next to C2 (A5 and B5 are not next to it)"]


def test_a_cell_goal_offers_every_cell_it_accepts():
    criterion = CellIs((parse_cell("B5"), parse_cell("B3")), PIECE_ON[Kind.NEST])
    state = parse_position(PLACING)
    assert criterion.wanted(state) == "the dragon on B5 or B3"
    three = CellIs((parse_cell("B5"), parse_cell("B3"), parse_cell("C1")), PIECE_ON[Kind.STONE])
    assert three.wanted(state) == "the stone on B5, B3 or C1"
    probe = Move(state, Nest(parse_cell("B3")), state)
    assert criterion.miss(probe) is None
    assert criterion.miss(Move(state, Nest(parse_cell("A1")), state)) == "you chose A1"
    assert Place((parse_cell("A1"), parse_cell("B1"))) != probe.action
