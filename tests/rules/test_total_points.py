"""The score total the computer players ask for (total_points): the sheet's total, on every kind of board."""
import random

import pytest

from dragonarium.rules import Game, Seat, Terrain, domains, largest_size, load_catalog, score, total_points

from tests.support.boards import board
from tests.rules.test_scoring import SEVENTY_FIVE

EDGES = """
cells:
  "0,4": [fire]
  "1,0": [fire]
  "1,4": [water]
  "2,0": [water]
  "3,4": [air, air]
  "4,0": [air]
"""
"""Squares at the end of one row and the start of the next: neighbours in reading order, not on the board."""

DRAGONS_AND_PILLARS = """
cells:
  "0,0": [royal, royal]
  "0,1": ["pillar:2"]
  "0,2": [royal]
  "2,2": [fire, 1, fire]
  "2,3": [fire]
dragons:
  "0,1": [royal]
  "2,4": [fire]
  "4,4": [royal]
"""


def test_the_rulebook_example_totals_75():
    assert total_points(board(SEVENTY_FIVE)) == 75


def test_squares_at_row_ends_do_not_join_the_next_row():
    position = board(EDGES)
    for terrain in (Terrain.FIRE, Terrain.WATER, Terrain.AIR):
        assert [d.size for d in domains(position, terrain)] == [1, 1]
        assert largest_size(position, terrain) == 1
    # fire 1 x 1, water 1 x 1, air: the higher of two single squares, 1 x 2
    assert total_points(position) == score(position).total == 4


def test_dragons_join_domains_over_pillars_and_bare_board():
    position = board(DRAGONS_AND_PILLARS)
    royal = [(d.size, d.height) for d in domains(position, Terrain.ROYAL)]
    assert royal == [(3, 2), (1, 0)]
    fire = [(d.size, d.height) for d in domains(position, Terrain.FIRE)]
    assert fire == [(3, 3)]
    # royal 3 x 2, fire 3 x 3, two royal dragons
    assert total_points(position) == score(position).total == 6 + 9 + 6


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_total_is_the_sheets_total_on_every_board_of_a_game(players):
    catalog = load_catalog()
    sides = sorted(catalog.boards)
    seats = [Seat(f"P{n + 1}", sides[(players + n) % len(sides)]) for n in range(players)]
    game = Game(catalog, seats, 7 + players)
    chooser = random.Random(players)
    checked = 0
    while not game.over:
        game.apply(chooser.choice(game.state.legal_actions()))
        for position in game.state.boards:
            assert total_points(position) == score(position).total
            for terrain in Terrain:
                assert largest_size(position, terrain) == max((d.size for d in domains(position, terrain)), default=0)
            checked += 1
    assert checked > 50 * players
