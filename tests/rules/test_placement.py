"""Placing a territory tile: forced level, pillars, and every reason it may not go."""
import pytest

from dragonarium.rules.model.errors import IllegalAction
from dragonarium.rules.engine.placement import Placement, Rule, apply_placement, check_placement, legal_placements

from tests.boards import board, side, tile

PLAIN = tile("fire/fire:f", "water/water:w")


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
    assert verdict.reason == "square 2 (C4) needs 2 pillars under it, you have 1 usable (2 more from next round)"


def test_off_the_board():
    verdict = check_placement(board("{}"), PLAIN, Placement(((0, 4), (0, 5))))
    assert rules_broken(verdict) == [Rule.OFF_BOARD]
    assert verdict.reason == "square 2 would be off the board"


def test_cannot_cover_an_unready_egg():
    position = board("""
    cells:
      "2,2": [water/water:ww=w.]
      "2,3": [royal]
    """)
    verdict = check_placement(position, PLAIN, Placement(((2, 3), (2, 2))))
    assert rules_broken(verdict) == [Rule.UNREADY_EGG]
    assert verdict.reason == "square 2 (C3) would cover an egg that still needs a water stone"


def test_unready_egg_reason_names_every_missing_stone():
    position = board("""
    cells:
      "0,0": [fire/fire:fa]
      "0,1": [royal/royal:**=a.]
    """)
    verdict = check_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert [p.message for p in verdict.problems] == [
        "square 1 (A5) would cover an egg that still needs a fire stone and an air stone",
        "square 2 (B5) would cover an egg that still needs an air stone",
    ]


def test_empty_royal_egg_needs_two_matching_stones():
    position = board("""
    cells:
      "0,0": [royal/royal:**]
      "0,1": [royal]
    """)
    verdict = check_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert verdict.reason == "square 1 (A5) would cover an egg that still needs two matching stones"


def test_pillars_cannot_stand_on_an_unready_egg():
    position = board("""
    pillars: 3
    cells:
      "1,1": [royal, royal]
      "1,2": [air/air:a]
    """)
    verdict = check_placement(position, PLAIN, Placement(((1, 1), (1, 2))))
    assert rules_broken(verdict) == [Rule.UNREADY_EGG]
    assert verdict.reason == "the pillars under square 2 (C4) would cover an egg that still needs an air stone"


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
    assert verdict.reason == "square 2 (B5) would cover a dragon"


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
    assert verdict.reason == "the pillars under square 2 (B5) would cover a dragon"


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
    assert verdict.problems[0].cell == (1, 1) and verdict.problems[0].square == 1


def test_no_tile_on_a_cliff():
    position = board("{}", side(cliffs=frozenset({(0, 0)})))
    verdict = check_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
    assert rules_broken(verdict) == [Rule.CLIFF]
    assert verdict.reason == "square 1 (A5) would be on a cliff, where only dragons may go"


def test_shrine_under_the_assistant_cannot_be_covered():
    from dataclasses import replace

    from tests.boards import LIBRARY

    from dragonarium.rules.model.values import Terrain

    track = list(LIBRARY.track)
    track[3] = replace(track[3], at=(0, 2), shrine=True)
    position = board("assistant: 3", side(shrines={(0, 2): Terrain.FIRE}, track=tuple(track)))
    verdict = check_placement(position, PLAIN, Placement(((0, 2), (0, 3))))
    assert rules_broken(verdict) == [Rule.SHRINE_ASSISTANT]
    position.step = 2
    assert check_placement(position, PLAIN, Placement(((0, 2), (0, 3)))).legal


def test_squares_must_touch():
    with pytest.raises(IllegalAction, match="side by side"):
        Placement(((0, 0), (1, 1)))


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
    with pytest.raises(IllegalAction, match="still needs a fire stone"):
        apply_placement(position, PLAIN, Placement(((0, 0), (0, 1))))
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
