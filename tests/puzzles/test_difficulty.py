"""A puzzle's level counted from facts of its position (the easy player's miss, how close the next move comes, a
draft), and the list's order: the Library side first, then the easiest first."""
import pytest

from dragonarium.puzzles.difficulty import ladder_key, lead, level
from dragonarium.puzzles.model import Kind


def test_the_lead_is_over_the_next_move_below_the_best_tied_ones_aside():
    assert lead(6.0, (6.0, 4.5, 1.0)) == pytest.approx(1.5)
    assert lead(6.0, ()) == 6.0


@pytest.mark.parametrize("kind, choices, value, easy_value, runners_up, expected", [
    (Kind.STONE, 2, 10.0, 10.0, (-9.5,), 1),      # the easy player finds it, nothing comes close, two choices
    (Kind.NEST, 21, 10.0, 10.0, (-9.5,), 2),      # the same with many cells to choose from
    (Kind.STONE, 2, 2.0, 2.0, (0.5,), 2),         # found, but the next move is 1.5 points below
    (Kind.STONE, 2, 6.0, 6.0, (6.0, 3.5), 2),     # a tied move aside, the next within 40 % of the best
    (Kind.NEST, 3, 10.0, 8.0, (8.0, 1.0), 3),     # missed by 2 points, the next 2 points below
    (Kind.ELEMENT, 3, 12.0, 3.0, (-1.0,), 3),     # missed by 9 points (far), the next far below
    (Kind.DRAFT, 3, 20.0, 20.0, (2.0,), 2),       # a draft (a tile and where: many choices) the easy player finds
    (Kind.DRAFT, 5, 20.0, 9.0, (14.8, 12.0), 4),  # a draft, missed far, the next within 40 % of the best
    (Kind.NEST, 17, 20.0, 10.0, (18.0,), 4),      # every fact: four points, still level 4
])
def test_a_puzzle_scores_a_level_for_each_fact_that_makes_it_harder(kind, choices, value, easy_value, runners_up,
                                                                    expected):
    assert level(kind, choices, value, easy_value, runners_up) == expected


def test_the_library_side_comes_first_then_the_easiest():
    keys = {"b-side level 1": ladder_key("church-ruins", 1, 10.0, 10.0, (-9.0,)),
            "library level 4": ladder_key("library", 4, 20.0, 9.0, (18.0,)),
            "library level 1, missed by 1 point": ladder_key("library", 1, 2.0, 1.0, (-8.0,)),
            "library level 1, found": ladder_key("library", 1, 2.0, 2.0, (0.5,)),
            "library level 1, found, a wider lead": ladder_key("library", 1, 2.0, 2.0, (-8.0,))}
    assert sorted(keys, key=keys.get) == ["library level 1, found, a wider lead", "library level 1, found",
                                          "library level 1, missed by 1 point", "library level 4", "b-side level 1"]
