"""``take``: the top tile of a cell off the board, both its squares; what it lay on shows again."""
from dragonarium.rules import parse_position
from dragonarium.setup import Loose, Why, from_state

from tests.setup.tables import CATALOG, board, edited, refused, stack, table_of


def test_the_top_tile_goes_whole_and_the_square_under_it_shows_again():
    table = table_of("put T05 A3 A4", "put T06 B4 B5", "put T07 A4 B4", "take B4")
    assert [item["tile"] for item in stack(table, "A4")] == ["T05"]
    assert [item["tile"] for item in stack(table, "B4")] == ["T06"]
    assert not board(table).stack((1, 0))[0].hatched


def test_its_stones_go_with_it():
    table = table_of("put T05 A3 A4", "stone air A4", "take A3")
    assert stack(table, "A4") == []


def test_the_pillars_it_lay_on_stay_loose():
    table = table_of("pillar A3", "pillar A4", "put T05 A3 A4")
    assert stack(table, "A3") == [1, {"tile": "T05", "part": 0}] and table.loose == ()
    table = edited(table, "take A4")
    assert stack(table, "A3") == []
    assert set(table.loose) == {Loose(0, (2, 0), 1), Loose(0, (1, 0), 1)}


def test_nothing_to_take_is_refused():
    reason = refused(table_of(), "take A1")
    assert (reason.why, reason.cells, reason.what) == (Why.NOTHING_TO_TAKE, ((4, 0),), "tile")


def test_a_starting_tile_is_taken_with_start_not_take():
    reason = refused(table_of(), "take C3")
    assert (reason.why, reason.tile) == (Why.STARTING_TILE, "S1")


def test_a_tile_whose_other_square_is_covered_is_refused():
    table = table_of("put T05 A3 A4", "put T06 A5 B5", "pillar B4", "put T07 A4 A5")
    # T06's second square (B5) is on top, its first (A5) under T07
    reason = refused(table, "take B5")
    assert (reason.why, reason.tile, reason.cells) == (Why.COVERED, "T06", ((0, 0), (0, 1), (0, 0)))


def test_a_tile_under_a_dragon_is_refused():
    assert refused(table_of("put T05 A3 A4", "dragon air A4"), "take A3").what == "dragon"


def test_a_square_of_no_tile_is_taken_alone():
    state = parse_position("format: dragonarium-position\nversion: 2\nplayers:\n  - name: Coco\n"
                           "    cells: {B5: ['royal/royal:**'], A3: ['air/air:a']}\n", catalog=CATALOG)
    table = edited(from_state(state), "take B5")
    assert stack(table, "B5") == [] and stack(table, "A3") == ["air/air:a"]
