"""``find_tiles``: a tile found by what its squares show, the one on the table within a few picks; and the tiles
still free."""
from dragonarium.setup import find_tiles, free_tiles

from tests.setup.tables import CATALOG, table_of


def ids(words, **options):
    return [tile.id for tile in find_tiles(CATALOG, words, **options)]


def test_a_tile_id_finds_that_tile_first():
    assert ids("T05") == ["T05"]
    assert ids("t5") == ["T05"]


def test_every_tile_found_shows_every_word():
    found = find_tiles(CATALOG, "fire egg", players=2)
    assert found and all(any(square.egg is not None and "fire" in (square.egg.terrain.value,
                                                                   getattr(square.terrain, "value", ""))
                             for square in tile.squares) for tile in found)
    assert ids("pillar", players=2) == [tile.id for tile in CATALOG.tiles_for(2)
                                        if any(square.is_pillar_square for square in tile.squares)]


def test_the_words_on_one_square_come_before_the_words_across_two():
    found = ids("water royal", players=2)
    assert found[0] == "T04"  # water square, royal egg: both on one square
    assert "T02" in found[1:]  # a water square and a royal one


def test_a_slash_asks_for_one_square_each_in_either_order():
    assert ids("fire/water", players=2) == ["T08"]
    assert ids("water/fire", players=2) == ["T08"]


def test_a_beginning_of_a_word_is_enough_and_nonsense_finds_nothing():
    assert set(ids("wat")) == set(ids("water"))
    assert ids("dragonfly") == []


def test_the_sets_of_the_player_count_and_the_tiles_taken_are_left_out():
    assert "T27" not in ids("", players=2) and "T27" in ids("", players=3)
    assert ids("T05", taken={"T05"}) == []


def test_free_tiles_are_those_not_on_the_table():
    table = table_of("site T01", "supply T02", "put T03 A1 A2", "decision place T04")
    free = free_tiles(table, CATALOG)
    assert not {"T01", "T02", "T03", "T04"} & set(free)
    assert len(free) == len(CATALOG.tiles_for(2)) - 4
