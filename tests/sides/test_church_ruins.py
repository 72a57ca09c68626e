"""Church Ruins: gaps, one line per step, reward steps."""
from dragonarium.rules.model.actions import ChooseElement, FreeStone, Stone
from dragonarium.rules.model.events import RewardPillar
from dragonarium.rules.engine.assistant import line_cells, stone_targets
from dragonarium.rules.engine.game import Phase
from dragonarium.rules.engine.hatching import nest_cells
from dragonarium.rules.model.refusal import Rule
from dragonarium.rules.engine.placement import Placement, check_placement
from dragonarium.rules.files.record import parse_position
from dragonarium.rules.model.values import Element

from tests.support.boards import CATALOG, board, tile

SIDE = CATALOG.boards["church-ruins"]
PLAIN = tile("fire/fire:f", "water/water:w")


def ruins(text="{}"):
    return board(text, SIDE)


def test_nothing_can_cover_a_gap():
    verdict = check_placement(ruins(), PLAIN, Placement(((4, 2), (4, 3))))
    assert [p.rule for p in verdict.problems] == [Rule.GAP]
    assert verdict.problems[0].cells == ((4, 3),) and verdict.problems[0].facts.square == 2


def test_no_dragon_nests_in_a_gap():
    assert not {(4, 3), (3, 3), (0, 4)} & set(nest_cells(ruins(), []))


def test_lines_run_across_gaps():
    position = ruins("""
    cells:
      "3,4": [water/water:w]
    """)
    assert (3, 4) in stone_targets(position, 20, Element.WATER)  # left side, beside row 3, across the gap at (3,3)


def test_every_step_looks_along_exactly_one_line():
    position = ruins()
    assert all(len(step.lines) == 1 for step in SIDE.track)
    assert line_cells(position, 0) == [(0, c) for c in range(5)]
    assert line_cells(position, 6) == [(r, 4) for r in range(5)]
    assert line_cells(position, 12) == [(4, c) for c in range(5)]
    assert line_cells(position, 18) == [(r, 0) for r in range(5)]


HOWARD = """
format: dragonarium-position
version: 1
players:
  - name: Howard
    side: church-ruins
    assistant: 23
    fresh_pillars: 0
    cells:
      "0,0": [fire/fire:f]
      "0,1": [fire]
      "1,0": [fire]
      "2,0": [fire]
      "4,4": [air/air:a]
      "3,4": [water/water:w]
pending: element
"""


def test_howard_gains_a_stone_of_choice_at_the_fourth_step():
    state = parse_position(HOWARD)
    state.apply(ChooseElement(Element.FIRE))  # fire domain 4: steps 0, 1, 2, 3; step 3 is a stone reward
    assert state.pending().choices == (Stone((0, 0)),)  # step 0 looks along row 0 only
    state.apply(Stone((0, 0)))
    decision = state.pending()
    assert decision.phase is Phase.REWARD_STONE and state.boards[0].step == 3 and decision.step == 3
    assert set(decision.choices) == {FreeStone(Element.AIR, (4, 4)), FreeStone(Element.WATER, (3, 4))}
    state.apply(FreeStone(Element.AIR, (4, 4)))
    assert state.boards[0].top((4, 4)).stones == (Element.AIR,)


def test_a_pillar_reward_each_time_the_assistant_steps_onto_it():
    state = parse_position(HOWARD.replace("assistant: 23", "assistant: 5"))
    state.apply(ChooseElement(Element.FIRE))  # steps 6, 7, 8, 9: step 9 rewards a pillar
    while not state.over:
        state.apply(state.pending().choices[0])
    assert RewardPillar(0, 9) in state.log
    assert state.boards[0].fresh_pillars == 1


def test_the_reward_comes_even_when_the_steps_own_stone_is_lost():
    state = parse_position(HOWARD.replace("assistant: 23", "assistant: 2").replace('"0,0": [fire/fire:f]',
                                                                                   '"0,0": [fire]'))
    state.apply(ChooseElement(Element.FIRE))  # first step is 3: column 2 has no fire space, reward still due
    assert state.pending().phase is Phase.REWARD_STONE
