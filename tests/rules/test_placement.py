"""Placing a territory tile: forced level, pillars, and every reason it may not go."""
import pytest

from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.engine.placement import Placement, apply_placement, check_placement, legal_placements
from dragonarium.rules.model.actions import Place
from dragonarium.rules.model.refusal import Facts, Refusal, Rule
from dragonarium.rules.model.values import Element, Terrain

from tests.support.boards import board, side, tile

PLAIN = tile("fire/fire:f", "water/water:w")
LIBRARY_CAPACITY = side().cliff_capacity


def rules_broken(verdict):
    return [problem.rule for problem in verdict.problems]


def test_level_one_on_bare_board():
    verdict = check_placement(board("{}"), PLAIN, Placement(((0, 0), (0, 1))))
    assert verdict.legal
    assert (verdict.level, verdict.pillars_needed, verdict.pillar_cell) == (1, 0, None)


def test_level_is_one_above_the_higher_top():
    position = board("""
    cells:
      "0,0": [royal, royal]
      "0,1": [royal, royal]
    """)
    verdict = check_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert verdict.legal and verdict.level == 3 and verdict.pillars_needed == 0


def test_lower_square_stands_on_pillars():
    position = board("""
    pillars: 3
    cells:
      "1,1": [royal, royal]
      "1,2": [royal]
    """)
    verdict = check_placement(position, PLAIN, Placement(((1, 1), (1, 2))))
    assert verdict.legal
    assert (verdict.level, verdict.pillar_cell, verdict.pillars_needed) == (3, (1, 2), 1)


def test_square_over_bare_board_next_to_a_stack_needs_a_pillar_per_level():
    position = board("""
    pillars: 3
    cells:
      "1,1": [royal, royal, royal]
    """)
    verdict = check_placement(position, PLAIN, Placement(((1, 2), (1, 1))))
    assert verdict.legal
    assert (verdict.level, verdict.pillar_cell, verdict.pillars_needed) == (4, (1, 2), 3)


def test_not_enough_usable_pillars():
    position = board("""
    pillars: 1
    fresh_pillars: 2
    cells:
      "1,1": [royal, royal]
    """)
    verdict = check_placement(position, PLAIN, Placement(((1, 1), (1, 2))))
    assert rules_broken(verdict) == [Rule.PILLARS]
    problem = verdict.problems[0]
    assert problem.cells == ((1, 2), (1, 1)), "the square short of pillars, then the square it is level with"
    facts = problem.facts
    assert (facts.square, facts.levels, facts.tile_level) == (2, (0, 2), 3)
    assert (facts.pillars_needed, facts.pillars_usable, facts.pillars_fresh) == (2, 1, 2)


def test_off_the_board():
    verdict = check_placement(board("{}"), PLAIN, Placement(((0, 4), (0, 5))))
    assert verdict.problems == (Refusal(Rule.OFF_BOARD, ((0, 5),), Facts(
        action=Place(((0, 4), (0, 5))), tile=PLAIN, square=2)),)


def test_cannot_cover_an_unready_egg():
    position = board("""
    cells:
      "2,2": [water/water:ww=w.]
      "2,3": [royal]
    """)
    verdict = check_placement(position, PLAIN, Placement(((2, 3), (2, 2))))
    assert rules_broken(verdict) == [Rule.UNREADY_EGG]
    problem = verdict.problems[0]
    assert problem.cells == ((2, 2),)
    facts = problem.facts
    assert (facts.square, facts.under_pillars, facts.levels, facts.egg) == (2, False, (1,), Terrain.WATER)
    assert (facts.missing, facts.filled, facts.spaces) == ((Element.WATER,), 1, 2)


def test_unready_egg_reason_names_every_missing_stone():
    position = board("""
    cells:
      "0,0": [fire/fire:fa]
      "0,1": [royal/royal:**=a.]
    """)
    verdict = check_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert [(p.rule, p.cells, p.facts.square, p.facts.missing) for p in verdict.problems] == [
        (Rule.UNREADY_EGG, ((0, 0),), 1, (Element.FIRE, Element.AIR)),
        (Rule.UNREADY_EGG, ((0, 1),), 2, (Element.AIR,)),
    ], "a half-filled royal egg needs the match of its stone"


def test_empty_royal_egg_needs_two_matching_stones():
    position = board("""
    cells:
      "0,0": [royal/royal:**]
      "0,1": [royal]
    """)
    verdict = check_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert [(p.rule, p.facts.square, p.facts.missing) for p in verdict.problems] == [
        (Rule.UNREADY_EGG, 1, (None, None))], "two stones of any element, alike"


def test_pillars_cannot_stand_on_an_unready_egg():
    position = board("""
    pillars: 3
    cells:
      "1,1": [royal, royal]
      "1,2": [air/air:a]
    """)
    verdict = check_placement(position, PLAIN, Placement(((1, 1), (1, 2))))
    assert rules_broken(verdict) == [Rule.UNREADY_EGG]
    facts = verdict.problems[0].facts
    assert verdict.problems[0].cells == ((1, 2),)
    assert (facts.square, facts.under_pillars, facts.missing) == (2, True, (Element.AIR,))


def test_ready_eggs_and_eggless_squares_can_be_covered():
    position = board("""
    pillars: 1
    cells:
      "1,1": [royal, fire/fire:ff=ff]
      "1,2": ["pillar:2"]
    """)
    verdict = check_placement(position, PLAIN, Placement(((1, 1), (1, 2))))
    assert verdict.legal and verdict.level == 3 and verdict.pillars_needed == 1


def test_cannot_cover_a_dragon():
    position = board("""
    dragons:
      "0,1": [fire]
    """)
    verdict = check_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert rules_broken(verdict) == [Rule.DRAGON]
    facts = verdict.problems[0].facts
    assert verdict.problems[0].cells == ((0, 1),)
    assert (facts.square, facts.under_pillars, facts.dragons, facts.levels) == (2, False, (Terrain.FIRE,), (0,))


def test_cannot_cover_a_dragon_with_pillars():
    position = board("""
    pillars: 2
    cells:
      "0,0": [royal, royal]
      "0,1": [royal]
    dragons:
      "0,1": [water]
    """)
    verdict = check_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert rules_broken(verdict) == [Rule.DRAGON]
    facts = verdict.problems[0].facts
    assert (facts.square, facts.under_pillars, facts.dragons, facts.levels) == (2, True, (Terrain.WATER,), (1,))


def test_every_broken_rule_is_listed():
    position = board("""
    pillars: 0
    cells:
      "0,0": [royal, royal, water/water:w]
    dragons:
      "0,1": [fire]
    """)
    verdict = check_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert rules_broken(verdict) == [Rule.UNREADY_EGG, Rule.DRAGON, Rule.PILLARS]


def test_nothing_goes_over_a_gap():
    position = board("{}", side(gaps=frozenset({(1, 1)})))
    verdict = check_placement(position, PLAIN, Placement(((1, 0), (1, 1))))
    assert rules_broken(verdict) == [Rule.GAP]
    assert verdict.problems[0].cells == ((1, 1),) and verdict.problems[0].facts.square == 2


def test_no_tile_on_a_cliff():
    position = board("{}", side(cliffs=frozenset({(0, 0)})))
    verdict = check_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert rules_broken(verdict) == [Rule.CLIFF]
    problem = verdict.problems[0]
    assert (problem.cells, problem.facts.square, problem.facts.capacity) == (((0, 0),), 1, LIBRARY_CAPACITY)


def test_shrine_under_the_assistant_cannot_be_covered():
    from dataclasses import replace

    from tests.support.boards import LIBRARY

    from dragonarium.rules.model.values import Terrain

    track = list(LIBRARY.track)
    track[3] = replace(track[3], at=(0, 2), shrine=True)
    position = board("assistant: 3", side(shrines={(0, 2): Terrain.FIRE}, track=tuple(track)))
    verdict = check_placement(position, PLAIN, Placement(((0, 2), (0, 3))))
    assert rules_broken(verdict) == [Rule.SHRINE_ASSISTANT]
    position.step = 2
    assert check_placement(position, PLAIN, Placement(((0, 2), (0, 3)))).legal


def test_squares_must_touch():
    with pytest.raises(IllegalAction) as caught:
        Placement(((0, 0), (1, 1)))
    assert caught.value.refusals == (Refusal(Rule.TILE_SHAPE, ((0, 0), (1, 1)), Facts(action=Place(((0, 0), (1, 1))))),)


def test_rotations_go_round_the_first_square():
    cells = [Placement.at((2, 2), r).cells[1] for r in range(4)]
    assert cells == [(2, 3), (3, 2), (2, 1), (1, 2)]
    assert [Placement.at((2, 2), r).rotation for r in range(4)] == [0, 1, 2, 3]


def test_legal_placements_on_an_empty_board_are_every_pair_both_ways():
    verdicts = legal_placements(board("{}"), PLAIN)
    assert len(verdicts) == 80
    assert all(v.level == 1 and v.legal for v in verdicts)


def test_legal_placements_agree_with_check_placement_everywhere():
    position = board("""
    pillars: 1
    start: S1
    cells:
      "0,0": [air/air:a=a]
      "0,1": [royal, royal]
      "4,4": [water/water:w]
    dragons:
      "3,3": [fire]
    """)
    listed = {v.placement: v for v in legal_placements(position, PLAIN)}
    for r in range(5):
        for c in range(5):
            for rotation in range(4):
                placement = Placement.at((r, c), rotation)
                verdict = check_placement(position, PLAIN, placement)
                assert verdict.legal == (placement in listed), placement
                if verdict.legal:
                    assert listed[placement] == verdict


def test_applying_an_illegal_placement_changes_nothing():
    position = board("""
    cells:
      "0,1": [fire/fire:f]
    """)
    before = position.copy()
    with pytest.raises(IllegalAction) as caught:
        apply_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert [(r.rule, r.cells, r.facts.missing) for r in caught.value.refusals] == [
        (Rule.UNREADY_EGG, ((0, 1),), (Element.FIRE,))]
    assert position == before


def test_applying_stacks_pillars_and_spends_them():
    position = board("""
    pillars: 3
    cells:
      "1,1": [royal, royal]
    """)
    verdict, _ = apply_placement(position, PLAIN, Placement(((1, 1), (1, 2))))
    assert position.level((1, 1)) == 3 and position.level((1, 2)) == 3
    assert position.pillars == 1
    assert [type(layer).__name__ for layer in position.stack((1, 2))] == ["PillarLayer", "SquareLayer"]
    assert position.top((1, 2)).square == PLAIN.squares[1]
