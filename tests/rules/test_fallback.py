"""A tile that fits nowhere: discard it, gain a pillar and a stone of your choice."""
import pytest

from dragonarium.rules.errors import IllegalAction
from dragonarium.rules.fallback import apply_fallback, can_place, free_stone_choices
from dragonarium.rules.values import Element

from tests.boards import board, tile

PLAIN = tile("fire/fire:f", "water/water:w")

# Every cell holds an unready egg or a dragon: nothing can be covered.
BLOCKED = """
pillars: 2
cells:
""" + "".join(f'  "{r},{c}": [water/water:w]\n' for r in range(5) for c in range(5) if (r, c) != (4, 4)) + """
dragons:
  "4,4": [fire]
"""


def test_a_blocked_board_cannot_take_the_tile():
    assert not can_place(board(BLOCKED), PLAIN)


def test_fallback_gains_a_pillar_and_places_the_chosen_stone_anywhere():
    position = board(BLOCKED)
    assert {element for element, _ in free_stone_choices(position)} == {Element.WATER}
    apply_fallback(position, PLAIN, (Element.WATER, (3, 1)))
    assert position.top((3, 1)).stones == (Element.WATER,)
    assert (position.pillars, position.fresh_pillars) == (2, 1)


def test_fallback_refused_when_the_tile_fits():
    position = board("{}")
    before = position.copy()
    with pytest.raises(IllegalAction, match="must be placed"):
        apply_fallback(position, PLAIN, None)
    assert position == before


def test_fallback_stone_must_fit_its_space():
    position = board(BLOCKED)
    before = position.copy()
    with pytest.raises(IllegalAction, match="empty fire space"):
        apply_fallback(position, PLAIN, (Element.FIRE, (3, 1)))
    assert position == before


def test_fallback_stone_cannot_be_skipped_when_it_fits_somewhere():
    position = board(BLOCKED)
    with pytest.raises(IllegalAction, match="must be placed"):
        apply_fallback(position, PLAIN, None)


def test_no_space_anywhere_means_no_stone():
    every_cell = "".join(f'  "{r},{c}": [fire]\n' for r in range(5) for c in range(5))
    position = board("dragons:\n" + every_cell)
    assert free_stone_choices(position) == []
    apply_fallback(position, PLAIN, None)
    assert position.fresh_pillars == 1
