"""``put``: a tile on two touching cells, one level above their tops, which must be at one level; refused, with
the reason as a value, where it could not lie."""
from dragonarium.rules import Terrain
from dragonarium.setup import Why

from tests.setup.tables import board, edited, refused, stack, table_of


def test_a_tile_lies_on_the_bare_board_at_level_1():
    table = table_of("put T05 A1 A2")
    assert stack(table, "A1") == [{"tile": "T05", "part": 0}]
    assert stack(table, "A2") == [{"tile": "T05", "part": 1}]
    assert board(table).level((4, 0)) == 1


def test_a_tile_on_two_tiles_lies_one_level_above_and_covers_their_squares():
    table = table_of("put T05 A3 A4", "put T06 B4 B5", "put T07 A4 B4")
    assert [item["tile"] for item in stack(table, "A4")] == ["T05", "T07"]
    assert board(table).level((1, 0)) == 2
    assert board(table).stack((1, 0))[0].hatched


def test_the_order_of_the_cells_gives_the_turn():
    table = table_of("put T05 A2 A1")
    assert stack(table, "A2") == [{"tile": "T05", "part": 0}]


def test_cells_at_two_levels_are_refused_with_both_levels():
    reason = refused(table_of(), "put T05 A3 B3")  # B3 holds the starting tile
    assert (reason.why, reason.cells, reason.levels) == (Why.NOT_FLAT, ((2, 0), (2, 1)), (0, 1))


def test_cells_that_do_not_touch_are_refused():
    reason = refused(table_of(), "put T05 A1 B2")
    assert (reason.why, reason.cells) == (Why.NOT_TOUCHING, ((4, 0), (3, 1)))


def test_a_tile_already_on_a_board_is_refused_naming_where():
    table = table_of("board 2", "put T05 A1 A2", "board 1")
    reason = refused(table, "put T05 E1 E2")
    assert (reason.why, reason.tile, reason.place, reason.player, set(reason.cells)) == (
        Why.TILE_ELSEWHERE, "T05", "board", 1, {(4, 0), (3, 0)})


def test_a_tile_on_the_site_in_the_supply_or_drafted_is_refused():
    table = table_of("site T01", "supply T02", "decision place T03")
    assert [(r.why, r.place) for r in (refused(table, f"put {tile} A1 A2") for tile in ("T01", "T02", "T03"))] == [
        (Why.TILE_ELSEWHERE, "site"), (Why.TILE_ELSEWHERE, "supply"), (Why.TILE_ELSEWHERE, "drafted")]


def test_a_tile_of_set_3_in_a_game_of_2_is_refused():
    reason = refused(table_of(), "put T27 A1 A2")
    assert (reason.why, reason.tile, reason.value, reason.count) == (Why.WRONG_SET, "T27", 3, 2)
    assert edited(table_of("players 3"), "put T27 A1 A2")


def test_an_unknown_tile_is_refused():
    assert refused(table_of(), "put T99 A1 A2").why is Why.UNKNOWN_TILE


def test_gaps_and_cliffs_take_no_tile():
    ruins = table_of(sides=("church-ruins",))
    assert (refused(ruins, "put T05 D1 C1").why, refused(ruins, "put T05 D1 C1").cells) == (Why.GAP, ((4, 3),))
    cliffs = table_of(sides=("lostwing-cliffs",))
    assert refused(cliffs, "put T05 A5 B5").why is Why.CLIFF


def test_a_tile_over_stones_or_a_dragon_is_refused():
    table = table_of("put T05 A3 A4", "stone air A4", "dragon fire A5")
    assert (refused(table, "put T06 A4 B4").why, refused(table, "put T06 A4 B4").what) == (Why.HOLDS, "stones")
    assert refused(table, "put T06 A5 B5").what == "dragon"
    assert board(table).dragons_on((0, 0)) == (Terrain.FIRE,)
