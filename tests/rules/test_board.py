"""One player's board: stacks, the view from above, setup, copies."""
from dragonarium.rules.engine.board import Board, PillarLayer, SquareLayer
from dragonarium.rules.model.values import Element, Terrain

from tests.support.boards import CATALOG, LIBRARY, board


def test_setup_puts_the_starting_tile_at_level_one():
    start = CATALOG.starting_tiles[0]
    position = Board.new(LIBRARY, start)
    assert {cell for cell in position.cells() if position.level(cell) == 1} == set(start.cells)
    assert position.pillars == 3 and position.fresh_pillars == 0 and position.step == 0
    assert position.top((2, 2)).terrain is Terrain.ROYAL and position.top((2, 2)).square.egg is None


def test_view_from_above_shows_top_square_dragon_and_level():
    position = board("""
    cells:
      "1,1": [water, 1, fire/air:a=a]
    dragons:
      "1,1": [royal]
    """)
    view = position.view((1, 1))
    assert view.level == 3
    assert view.terrains == {Terrain.FIRE, Terrain.ROYAL}
    assert view.square.stones == (Element.AIR,) and view.square.ready
    assert [type(layer) for layer in position.stack((1, 1))] == [SquareLayer, PillarLayer, SquareLayer]
    assert [layer.level for layer in position.stack((1, 1))] == [1, 2, 3]


def test_bare_board_is_level_zero_and_shows_only_dragons():
    position = board("""
    dragons:
      "4,4": [air]
    """)
    assert position.level((4, 4)) == 0 and position.top((4, 4)) is None
    assert position.view((4, 4)).terrains == {Terrain.AIR}
    assert position.view((0, 0)).terrains == frozenset()


def test_copies_are_independent():
    position = board("""
    cells:
      "0,0": [fire/fire:f]
    """)
    twin = position.copy()
    twin.add_stone((0, 0), Element.FIRE)
    twin.add_dragon((4, 4), Terrain.FIRE)
    assert position.top((0, 0)).stones == (None,) and position.dragons_on((4, 4)) == ()
    assert twin != position
