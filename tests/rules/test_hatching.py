"""Covering squares: pillars granted, eggs hatched, and where the dragons nest."""
import pytest

from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.refusal import Rule
from dragonarium.rules.engine.hatching import nest_cells, nest_dragon
from dragonarium.rules.engine.placement import Placement, apply_placement
from dragonarium.rules.model.values import Terrain

from tests.support.boards import board, tile

PLAIN = tile("air/air:a", "air/air:a")


def test_covering_a_pillar_square_grants_pillars_for_next_round():
    position = board("""
    pillars: 0
    cells:
      "0,0": ["pillar:2"]
      "0,1": [royal]
    """)
    _, coverage = apply_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert coverage.pillars_gained == 2
    assert (position.pillars, position.fresh_pillars) == (0, 2)
    position.end_round()
    assert (position.pillars, position.fresh_pillars) == (2, 0)


def test_pillars_standing_on_a_pillar_square_also_cover_it():
    position = board("""
    pillars: 1
    cells:
      "0,0": [royal, royal]
      "0,1": ["pillar:1"]
    """)
    _, coverage = apply_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert coverage.pillars_gained == 1
    assert (position.pillars, position.fresh_pillars) == (0, 1)


def test_covering_a_ready_egg_hatches_a_dragon_of_the_egg_type():
    position = board("""
    cells:
      "0,0": [fire/water:ww=ww]
      "0,1": [royal/royal:**=ff]
    """)
    _, coverage = apply_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert coverage.hatched == (Terrain.WATER, Terrain.ROYAL)
    covered = [position.stack(cell)[-2] for cell in ((0, 0), (0, 1))]
    assert all(layer.hatched and not layer.has_stones for layer in covered)


def test_pillars_covering_a_ready_egg_hatch_it():
    position = board("""
    pillars: 2
    cells:
      "0,0": [royal, royal]
      "0,1": [air/fire:f=f]
    """)
    _, coverage = apply_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert coverage.hatched == (Terrain.FIRE,)


def test_eggless_squares_hatch_nothing():
    position = board("""
    cells:
      "0,0": [royal]
      "0,1": [water]
    """)
    _, coverage = apply_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert coverage == type(coverage)(pillars_gained=0, hatched=(), covered=((0, 0), (0, 1)))


def test_nests_tile_just_placed_squares_with_stones_and_bare_board():
    position = board("""
    cells:
      "0,0": [royal, air/air:a]
      "0,1": [royal, air/air:a]
      "1,0": [fire/fire:ff=f.]
      "1,1": [water/water:w]
      "1,2": [royal]
      "2,0": [fire/fire:f=f]
    dragons:
      "1,0": [royal]
    """)
    cells = set(nest_cells(position, [(0, 0), (0, 1)]))
    bare = {(r, c) for r in range(5) for c in range(5)} - {(0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (2, 0)}
    assert cells == {(0, 0), (0, 1), (2, 0)} | bare


def test_one_dragon_per_square():
    position = board("{}")
    nest_dragon(position, (3, 3), Terrain.FIRE, [])
    with pytest.raises(IllegalAction) as caught:
        nest_dragon(position, (3, 3), Terrain.AIR, [])
    refusal, = caught.value.refusals
    assert (refusal.rule, refusal.cells, refusal.facts.dragons, refusal.facts.cliff) == (
        Rule.ONE_DRAGON, ((3, 3),), (Terrain.FIRE,), False)
    assert position.dragons_on((3, 3)) == (Terrain.FIRE,)


def test_no_nest_on_a_plain_square_elsewhere():
    position = board("""
    cells:
      "2,2": [royal]
    """)
    with pytest.raises(IllegalAction) as caught:
        nest_dragon(position, (2, 2), Terrain.FIRE, [(0, 0), (0, 1)])
    refusal, = caught.value.refusals
    assert (refusal.rule, refusal.cells, refusal.facts.levels, refusal.facts.placed) == (
        Rule.NEST_PLACE, ((2, 2),), (1,), ((0, 0), (0, 1)))
    assert position.dragons_on((2, 2)) == ()
