"""The log is a list of events: each thing that happens appends one value, naming the player, the tile, the cells,
the level, the step and the stone it concerns."""
from dragonarium.rules import (ChooseElement, Draft, Drafted, EggHatched, Element, EmptySite, Ending, ExtraDragon,
                               ExtraDragonNested, FitsNowhere, FreeStone, FreeStoneLost, FreeStonePlaced, GameOver,
                               Nest, Nested, NoExtraDragon, NoneNests, Phase, PillarsGained, Place, Placed,
                               RewardPillar, RewardStoneLost, RoundEnded, ShrineSkipped, SoloDiscardedFromSite,
                               SoloDiscardedFromSupply, Stone, StepStonePlaced, StoneLost, Terrain, Trade, Traded,
                               Walked, parse_position)

FIRE, WATER, AIR = Element.FIRE, Element.WATER, Element.AIR


def logged(state, action):
    """The events ``action`` appends to the log of ``state``."""
    before = len(state.log)
    state.apply(action)
    return state.log[before:]


ANN = """
format: dragonarium-position
version: 2
players:
  - name: Ann
    start: S1
    cells:
      A5: [fire/fire:f=f]
      B5: ["pillar:2"]
  - {name: Bob, start: S2}
site: [T01, T02, T03]
supply: [T04, T05, T06, T07]
pending: draft
"""


def test_a_turn_logs_its_draft_placement_covered_squares_nest_walk_and_stones():
    state = parse_position(ANN)
    assert logged(state, Draft(0)) == [Drafted(0, 0, "T01")]
    assert logged(state, Place(((0, 0), (0, 1)))) == [Placed(0, "T01", ((0, 0), (0, 1)), 2),
                                                      PillarsGained(0, 2, ((0, 1),)),
                                                      EggHatched(0, (0, 0), Terrain.FIRE)]
    assert logged(state, Nest((4, 4))) == [Nested(0, (4, 4), Terrain.FIRE)]
    assert logged(state, ChooseElement(AIR)) == [Walked(0, AIR, 2, 0, (1, 2))]
    assert logged(state, Stone((0, 0))) == [StepStonePlaced(0, 1, AIR, (0, 0))]
    assert logged(state, Stone((0, 1))) == [StepStonePlaced(0, 2, AIR, (0, 1))]
    assert state.current == 1, "Bob's turn begins with a decision: nothing more is logged"


def test_a_placement_on_pillars_logs_the_level_the_pillars_and_their_cell():
    state = parse_position("""
format: dragonarium-position
version: 2
players:
  - name: Ann
    pillars: 3
    cells:
      A5: [fire, fire]
  - {name: Bob}
site: [T01, T02, T03]
pending: draft
""")
    assert logged(state, Draft(1)) == [Drafted(0, 1, "T02")]
    assert logged(state, Place(((0, 0), (0, 1)))) == [Placed(0, "T02", ((0, 0), (0, 1)), 3, 2, (0, 1))]


BLOCKED = "".join(f"      {'ABCDE'[c]}{5 - r}: [water/water:w]\n" for r in range(5) for c in range(5)
                  if (r, c) != (4, 4))
FALLBACK = """
format: dragonarium-position
version: 2
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


def test_a_tile_that_fits_nowhere_logs_its_discard_its_pillar_and_the_stone_of_choice():
    state = parse_position(FALLBACK % (BLOCKED, "      E1: [fire]\n"))
    assert logged(state, Draft(0)) == [Drafted(0, 0, "T01"), FitsNowhere(0, "T01", 1)]
    assert logged(state, FreeStone(WATER, (3, 1))) == [FreeStonePlaced(0, WATER, (3, 1))]


def test_with_no_space_anywhere_the_stone_of_choice_is_logged_lost():
    kinds = ("fire", "water", "air", "royal")
    dragons = "".join(f"      {'ABCDE'[c]}{5 - r}: [{kinds[(r * 5 + c) % 4]}]\n" for r in range(5) for c in range(5))
    state = parse_position(FALLBACK % ("      {}\n", dragons))
    assert logged(state, Draft(0)) == [Drafted(0, 0, "T01"), FitsNowhere(0, "T01", 1), FreeStoneLost(0)]
    assert state.pending().phase is Phase.ELEMENT


RUINS = """
format: dragonarium-position
version: 2
players:
  - name: Howard
    side: church-ruins
    assistant: %d
    fresh_pillars: 0
    cells:
      A5: [fire/fire:f]
      B5: [fire]
      A4: [fire]
      A3: [fire]
%s
site: [T01, T02, T03]
supply: [T04, T05]
pending: element
"""


def test_reward_steps_log_the_stone_of_choice_with_its_step_and_the_pillar():
    state = parse_position(RUINS % (23, "      E1: [air/air:a]"))
    assert logged(state, ChooseElement(FIRE)) == [Walked(0, FIRE, 4, 23, (0, 1, 2, 3))]
    assert logged(state, Stone((0, 0))) == [StepStonePlaced(0, 0, FIRE, (0, 0)), StoneLost(0, 1, FIRE),
                                            StoneLost(0, 2, FIRE), StoneLost(0, 3, FIRE)]
    assert state.pending().phase is Phase.REWARD_STONE
    assert logged(state, FreeStone(AIR, (4, 4)))[0] == FreeStonePlaced(0, AIR, (4, 4), step=3)
    state = parse_position(RUINS % (6, "      E1: [air/air:a]"))
    state.apply(ChooseElement(FIRE))  # steps 7, 8, 9, 10: step 9 rewards a pillar
    state.apply(Stone((0, 0)))
    assert state.log[1:5] == [StepStonePlaced(0, 7, FIRE, (0, 0)), StoneLost(0, 8, FIRE), StoneLost(0, 9, FIRE),
                              RewardPillar(0, 9)]


def test_a_reward_stone_with_no_space_anywhere_is_logged_lost_then_the_solo_discard_and_the_round_end():
    state = parse_position(RUINS % (23, ""))
    state.apply(ChooseElement(FIRE))
    assert logged(state, Stone((0, 0)))[4:] == [RewardStoneLost(0, 3), SoloDiscardedFromSite(0, 2, "T03"),
                                                RoundEnded(1, ("T04", "T05"), 0)]
    assert state.discarded == ["T03"] and state.site == ["T01", "T02", "T04", "T05"]


CLIFFS = """
format: dragonarium-position
version: 2
players:
  - name: Howard
    side: lostwing-cliffs
    cells:
      E2: [water/water:w=w]
      D2: [royal]
    dragons:
      E3: [fire]
site: [T02]
pending: place
tile: T01
"""


def test_a_full_cliff_logs_its_extra_dragon():
    state = parse_position(CLIFFS)
    assert logged(state, Place(((3, 3), (3, 4)))) == [Placed(0, "T01", ((3, 3), (3, 4)), 2),
                                                      EggHatched(0, (3, 4), Terrain.WATER)]
    assert logged(state, Nest((2, 4))) == [Nested(0, (2, 4), Terrain.WATER)]
    assert logged(state, ExtraDragon(Terrain.FIRE, (4, 4))) == [ExtraDragonNested(0, (4, 4), Terrain.FIRE)]


def test_dragons_the_supply_has_run_out_of_are_logged_as_not_nesting():
    state = parse_position(CLIFFS + "dragon_supply: {fire: 0, water: 1}\n")
    state.apply(Place(((3, 3), (3, 4))))
    assert logged(state, Nest((2, 4))) == [Nested(0, (2, 4), Terrain.WATER),
                                          NoExtraDragon(0, (Terrain.FIRE, Terrain.WATER))]
    state = parse_position(CLIFFS + "dragon_supply: {water: 0}\n")
    assert logged(state, Place(((3, 3), (3, 4))))[1:] == [EggHatched(0, (3, 4), Terrain.WATER),
                                                          NoneNests(0, Terrain.WATER)]


def test_a_trade_logs_its_pillars_its_stone_and_its_cell():
    state = parse_position("""
format: dragonarium-position
version: 2
players:
  - {name: Rae}
  - name: Quinn
    side: marble-quarry
    pillars: 5
    cells:
      A5: [fire/fire:ff]
site: [T01, T02]
current: 1
pending: draft
""")
    assert logged(state, Trade((0, 0))) == [Traded(1, 2, FIRE, (0, 0))]


def test_a_covered_shrine_the_assistant_skips_is_logged_with_its_step():
    state = parse_position("""
format: dragonarium-position
version: 2
players:
  - name: Milo
    side: eternal-shrines
    assistant: 7
    cells:
      E3: [water/water:w]
      E4: [water]
      E2: [water/water:w]
      D2: [water]
pending: element
""")
    assert logged(state, ChooseElement(WATER))[:3] == [Walked(0, WATER, 4, 7, (8, 10, 11, 12)), ShrineSkipped(0, 9),
                                                       StoneLost(0, 8, WATER)]


def test_an_empty_site_is_logged_for_each_player_and_the_round_end_names_the_next_first_player():
    state = parse_position("""
format: dragonarium-position
version: 2
players:
  - {name: Ann, cells: {A5: [fire]}}
  - {name: Bob, cells: {A5: [fire]}}
site: []
supply: [T01, T02, T03, T04, T05]
pending: draft
""")
    assert state.log == [EmptySite(0)]
    assert logged(state, ChooseElement(FIRE))[-1] == EmptySite(1)
    assert logged(state, ChooseElement(FIRE))[-1] == RoundEnded(1, ("T01", "T02", "T03", "T04"), 1)
    assert state.first == 1 and state.supply == ["T05"]


SOLO = """
format: dragonarium-position
version: 2
players:
  - {name: Solo, start: S1}
site: [T01, T06]
supply: %s
round: %d
pending: draft
"""


def test_a_solo_turn_logs_its_discard_from_the_supply_and_the_end_of_the_game():
    state = parse_position(SOLO % ("[T03, T24]", 12))
    state.apply(Draft(0))
    while state.pending().phase is not Phase.ELEMENT:
        state.apply(state.pending().choices[0])
    while not state.over:
        state.apply(ChooseElement(FIRE) if state.pending().phase is Phase.ELEMENT else state.pending().choices[0])
    assert state.log[-2:] == [SoloDiscardedFromSupply(0, Terrain.FIRE, "T03"), GameOver(12, Ending.SOLO_ROUNDS, 12)]


def test_a_round_that_leaves_the_site_full_enough_is_logged_not_replenished():
    state = parse_position("""
format: dragonarium-position
version: 2
players:
  - {name: Ann, cells: {A5: [fire]}}
  - {name: Bob, cells: {A5: [fire]}}
site: [T01, T02, T03]
supply: []
current: 1
pending: element
""")
    assert logged(state, ChooseElement(FIRE))[-1] == RoundEnded(1, (), 1)
    assert not RoundEnded(1, (), 1).refilled and RoundEnded(1, ("T01",), 1).refilled


def test_a_round_that_ends_with_the_site_to_replenish_and_no_supply_ends_the_game():
    state = parse_position("""
format: dragonarium-position
version: 2
players:
  - {name: Ann, cells: {A5: [fire]}}
  - {name: Bob, cells: {A5: [fire]}}
site: []
supply: []
round: 9
current: 1
pending: element
""")
    assert logged(state, ChooseElement(FIRE))[-1] == GameOver(9, Ending.SUPPLY_OUT, 12)
    assert state.over
