"""Moving the Assistant: steps, lines, must-place, royal eggs, and the rulebook's examples."""
import pytest

from dragonarium.rules.engine.assistant import line_cells, place_stone_at_step, stone_targets, walk
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.components import Axis, Line
from dragonarium.rules.model.refusal import Rule
from dragonarium.rules.engine.scoring import largest_size
from dragonarium.rules.model.values import Element, Terrain

from tests.support.boards import board

# Milo: largest domains fire 4, water 5, air 3; the Assistant on step 0 looks
# next along columns 0, 1, 2 and 3, and column 2 has no empty fire space.
MILO = """
cells:
  "0,0": [fire/fire:f]
  "0,1": [fire]
  "0,2": [water/water:w]
  "0,3": [water]
  "1,0": [fire]
  "1,1": [fire/fire:f]
  "1,2": [water]
  "1,3": [water]
  "2,0": [air]
  "2,1": [air]
  "2,2": [air/air:a]
  "2,3": [water]
  "3,3": [fire/fire:f]
"""

# Coco: largest air domain 3; the Assistant on step 4. Step 5 looks along
# column 4, where the only royal egg already holds a water stone; step 6 (the
# corner) along row 0 and column 4, where the only air space is an empty
# royal egg; step 7 along row 0 again.
COCO = """
assistant: 4
cells:
  "0,1": [royal/royal:**]
  "2,0": [air/air:a]
  "2,1": [air]
  "2,2": [air]
  "3,4": [royal/royal:**=w.]
"""


def play_move(position, element):
    """Walk the Assistant, placing each step's stone on its first target; return what happened."""
    placed = []
    for step in walk(position, largest_size(position, element.terrain)):
        targets = stone_targets(position, step, element)
        if targets:
            place_stone_at_step(position, step, element, targets[0])
        placed.append((step, targets))
        position.step = step
    return placed


def test_milo_domains():
    position = board(MILO)
    sizes = {t: largest_size(position, t) for t in (Terrain.FIRE, Terrain.WATER, Terrain.AIR)}
    assert sizes == {Terrain.FIRE: 4, Terrain.WATER: 5, Terrain.AIR: 3}


def test_milo_chooses_fire_and_cannot_place_at_step_3():
    position = board(MILO)
    moves = play_move(position, Element.FIRE)
    assert moves == [(1, [(0, 0)]), (2, [(1, 1)]), (3, []), (4, [(3, 3)])]
    assert position.step == 4
    fire_stones = sum(layer.stones.count(Element.FIRE) for cell in position.cells()
                      if (layer := position.top(cell)) is not None)
    assert fire_stones == 3


def test_coco_chooses_air_blocked_by_the_blue_stone_then_forced_onto_the_royal_egg():
    position = board(COCO)
    assert largest_size(position, Terrain.AIR) == 3
    moves = play_move(position, Element.AIR)
    assert moves[0] == (5, [])
    assert moves[1] == (6, [(0, 1)])
    assert moves[2] == (7, [(0, 1)])
    assert position.top((0, 1)).stones == (Element.AIR, Element.AIR)
    assert position.top((0, 1)).ready


def test_royal_egg_takes_a_second_stone_only_of_the_same_element():
    position = board("""
    cells:
      "0,1": [royal/royal:**=f.]
    """)
    assert stone_targets(position, 2, Element.WATER) == []
    assert stone_targets(position, 2, Element.FIRE) == [(0, 1)]


def test_mixed_egg_takes_each_element_once():
    position = board("""
    cells:
      "0,1": [fire/fire:fa=f.]
    """)
    assert stone_targets(position, 2, Element.FIRE) == []
    assert stone_targets(position, 2, Element.AIR) == [(0, 1)]


def test_only_top_squares_take_stones():
    position = board("""
    cells:
      "0,1": [air/air:a, royal]
    """)
    assert stone_targets(position, 2, Element.AIR) == []


def test_a_stone_off_the_lines_is_refused_and_changes_nothing():
    position = board("""
    cells:
      "0,1": [fire/fire:f]
      "3,3": [fire/fire:f]
    """)
    before = position.copy()
    with pytest.raises(IllegalAction) as caught:
        place_stone_at_step(position, 2, Element.FIRE, (3, 3))
    refusal, = caught.value.refusals
    assert (refusal.rule, refusal.cells) == (Rule.STONE_LINE, ((3, 3),))
    assert (refusal.facts.step, refusal.facts.lines, refusal.facts.allowed) == (2, (Line(Axis.COL, 1),), ((0, 1),))
    assert position == before


def test_corner_steps_look_along_their_row_and_column():
    position = board("{}")
    assert set(line_cells(position, 0)) == {(0, c) for c in range(5)} | {(r, 0) for r in range(5)}
    assert set(line_cells(position, 12)) == {(4, c) for c in range(5)} | {(r, 4) for r in range(5)}
    assert line_cells(position, 9) == [(2, c) for c in range(5)]
    assert line_cells(position, 15) == [(r, 2) for r in range(5)]


def test_walk_goes_clockwise_and_wraps():
    position = board("assistant: 22")
    assert walk(position, 4) == [23, 0, 1, 2]
    assert walk(position, 0) == []
