"""Domains read from above, largest per type, height, and the rulebook's scoring examples."""
from dragonarium.rules.engine.scoring import domains, largest_domain, score
from dragonarium.rules.model.values import Terrain

from tests.support.boards import board

# The rulebook's end-of-game example: Fire 4 x 3, Water 6 x 3, Air 2 x 3,
# Royal 9 x 3 and four royal dragons: 75 points.
SEVENTY_FIVE = """
cells:
  "0,0": [royal, royal, royal]
  "0,1": [royal]
  "0,2": [royal]
  "0,3": [water]
  "0,4": [water, water, water]
  "1,0": [royal]
  "1,1": [royal]
  "1,2": [royal]
  "1,3": [water]
  "1,4": [water]
  "2,0": [fire]
  "2,1": [fire]
  "2,2": [royal]
  "2,3": [water]
  "2,4": [water]
  "3,0": [fire, 1, fire]
  "3,1": [fire]
  "3,2": [air]
  "3,3": [air, air, air]
dragons:
  "2,1": [royal]
  "3,2": [royal]
  "4,0": [royal]
  "4,4": [royal]
"""


def test_rulebook_example_scores_75():
    sheet = score(board(SEVENTY_FIVE))
    got = {terrain: (s.size, s.height, s.points) for terrain, s in sheet.types.items()}
    assert got == {
        Terrain.FIRE: (4, 3, 12),
        Terrain.WATER: (6, 3, 18),
        Terrain.AIR: (2, 3, 6),
        Terrain.ROYAL: (9, 3, 27),
    }
    assert sheet.royal_dragons == 4
    assert sheet.royal_dragon_points == 12
    assert sheet.total == 75


def test_royal_domain_counts_cells_through_dragons():
    domain = largest_domain(board(SEVENTY_FIVE), Terrain.ROYAL)
    assert (2, 1) in domain.cells and (3, 2) in domain.cells
    assert domain.height_cell == (0, 0)


def test_level_zero_royal_domain_scores_nothing_but_its_dragons_do():
    # Three royal dragons side by side on bare board beat a level-1 royal square
    # for size, so the royal domain is 3 x 0; the dragons still score 3 each.
    position = board("""
    cells:
      "2,2": [royal]
    dragons:
      "4,0": [royal]
      "4,1": [royal]
      "4,2": [royal]
    """)
    sheet = score(position)
    royal = sheet.types[Terrain.ROYAL]
    assert (royal.size, royal.height, royal.points) == (3, 0, 0)
    assert sheet.royal_dragon_points == 9
    assert sheet.total == 9


def test_tie_for_largest_scores_the_better_domain():
    position = board("""
    cells:
      "0,0": [fire]
      "0,1": [fire]
      "4,3": [fire, fire]
      "4,4": [fire, fire, fire]
    """)
    best = largest_domain(position, Terrain.FIRE)
    assert best.cells == {(4, 3), (4, 4)}
    assert (best.size, best.height, best.points) == (2, 3, 6)


def test_larger_domain_wins_over_higher_smaller_one():
    position = board("""
    cells:
      "0,0": [water]
      "0,1": [water]
      "0,2": [water]
      "4,4": [water, water, water, water]
    """)
    sheet = score(position)
    assert (sheet.types[Terrain.WATER].size, sheet.types[Terrain.WATER].points) == (3, 3)


def test_cells_connect_orthogonally_only_whatever_their_height():
    position = board("""
    cells:
      "1,1": [air]
      "1,2": [air, air, air]
      "2,3": [air]
    """)
    found = sorted(len(d.cells) for d in domains(position, Terrain.AIR))
    assert found == [1, 2]


def test_pillar_squares_have_no_type():
    position = board("""
    cells:
      "0,0": [fire]
      "0,1": ["pillar:2"]
      "0,2": [fire]
    """)
    assert [d.size for d in domains(position, Terrain.FIRE)] == [1, 1]


def test_a_dragon_adds_its_type_to_the_square_under_it():
    position = board("""
    cells:
      "0,0": [fire]
      "0,1": [water]
      "0,2": [fire]
    dragons:
      "0,1": [fire]
    """)
    fire = largest_domain(position, Terrain.FIRE)
    water = largest_domain(position, Terrain.WATER)
    assert fire.size == 3 and water.size == 1


def test_a_covered_square_no_longer_counts():
    position = board("""
    cells:
      "0,0": [fire, water]
      "0,1": [fire]
    """)
    assert largest_domain(position, Terrain.FIRE).size == 1
    assert largest_domain(position, Terrain.WATER).height == 2


def test_empty_board_scores_zero():
    sheet = score(board("{}"))
    assert sheet.total == 0
    assert all(s.domain is None for s in sheet.types.values())


def test_dragon_counts_for_tie_break():
    position = board("""
    cells:
      "0,0": [fire]
    dragons:
      "0,0": [water]
      "4,4": [royal]
    """)
    sheet = score(position)
    assert sheet.dragons == 2 and sheet.royal_dragons == 1


def test_key_concepts_example_largest_domains():
    # The rulebook's "largest domains" example: fire 6, water 1, air 5, royal 2,
    # with dragons interweaving fire into an air domain.
    position = board("""
    cells:
      "0,0": [fire]
      "0,1": [fire]
      "0,2": [air]
      "1,0": [fire]
      "1,1": [air]
      "1,2": [air]
      "1,3": [air]
      "2,0": [fire]
      "2,1": [air]
      "2,2": [water]
      "3,0": [royal]
      "3,1": [royal]
      "4,4": [water]
    dragons:
      "1,1": [fire]
      "2,1": [fire]
    """)
    sizes = {terrain: largest_domain(position, terrain).size for terrain in Terrain}
    assert sizes == {Terrain.FIRE: 6, Terrain.WATER: 1, Terrain.AIR: 5, Terrain.ROYAL: 2}
