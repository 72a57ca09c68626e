"""The tile tray's order: grouped by the pair of square types, then the eggs, then the pillars, then the id; the
search's best answers first when words are typed."""
from dragonarium.rules import EggSpec, Element, SquareSpec, Terrain, TileSpec
from dragonarium.setup.tile_order import tray_order

FIRE, WATER, AIR, ROYAL = Terrain.FIRE, Terrain.WATER, Terrain.AIR, Terrain.ROYAL


def square(terrain, egg=None, spaces=1):
    return SquareSpec(terrain, None if egg is None else EggSpec(egg, (Element.FIRE,) * spaces))


def pillar(count=1):
    return SquareSpec(None, None, count)


def tile(name, first, second):
    return TileSpec(name, 2, (first, second))


TILES = (
    tile("T01", square(ROYAL, ROYAL), pillar(2)),        # royal/pillar
    tile("T02", square(WATER, WATER), square(FIRE, FIRE)),  # fire/water, read in type order
    tile("T03", square(FIRE, FIRE, 2), square(FIRE, FIRE)),  # fire/fire, eggs of 1 and 2 spaces
    tile("T04", square(FIRE, FIRE), square(FIRE, FIRE)),  # fire/fire, two eggs of one space
    tile("T05", square(ROYAL, ROYAL), pillar(1)),        # royal/pillar, one pillar fewer
    tile("T06", square(FIRE, WATER), square(WATER, WATER)),  # fire/water, a water egg on the fire square
    tile("T07", pillar(1), square(AIR, AIR)),            # air/pillar
    tile("T08", square(AIR, AIR), square(FIRE, FIRE)),   # fire/air
)


def order(words=""):
    return [found.id for found in tray_order(TILES, words)]


def test_the_tray_groups_by_square_types_then_eggs_then_pillars():
    assert order() == ["T04", "T03", "T02", "T06", "T08", "T07", "T05", "T01"]


def test_the_same_tiles_in_any_order_make_the_same_tray():
    assert [found.id for found in tray_order(tuple(reversed(TILES)))] == order()


def test_words_typed_put_the_best_answers_first_each_grouped():
    # "water egg": the squares that show a water egg first (T06's fire square, T02 and T06's water squares)
    assert order("water egg")[:2] == ["T02", "T06"]
    assert order("pillar")[:3] == ["T07", "T05", "T01"]  # the tiles with a pillar square, in tray order


def test_each_first_type_starts_a_row():
    from dragonarium.setup.tile_order import tray_rows

    rows = tray_rows(tray_order(TILES), 3)
    assert [[found.id for found in row] for row in rows] == [["T04", "T03", "T02"], ["T06", "T08"], ["T07"],
                                                             ["T05", "T01"]]
