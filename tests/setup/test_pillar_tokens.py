"""``pillar`` and ``take pillar``: tokens laid on a cell's top, loose until a tile is put on them; a table with
loose tokens is not written."""
import pytest

from dragonarium.setup import EditRefused, Loose, Why, check_complete, to_position

from tests.setup.tables import board, edited, refused, stack, table_of


def test_a_token_is_loose_on_the_top_until_a_tile_lies_on_it():
    table = table_of("pillar A1", "pillar A1")
    assert table.loose == (Loose(0, (4, 0), 2),) and stack(table, "A1") == []
    table = edited(edited(table, "put T05 A2 A3"), "pillar A2")  # A2 at level 2 too, as A1 with its tokens
    table = edited(table, "put T07 A1 A2")
    assert stack(table, "A1") == [2, {"tile": "T07", "part": 0}]
    assert stack(table, "A2") == [{"tile": "T05", "part": 0}, 1, {"tile": "T07", "part": 1}]
    assert board(table).level((4, 0)) == 3 and table.loose == ()


def test_a_tile_lies_on_tokens_only_at_the_level_they_make():
    reason = refused(table_of("pillar A1"), "put T05 A1 A2")
    assert (reason.why, reason.levels) == (Why.NOT_FLAT, (1, 0))


def test_loose_tokens_are_not_written():
    table = table_of("pillar A1")
    with pytest.raises(EditRefused) as caught:
        to_position(table)
    assert (caught.value.reason.why, caught.value.reason.cells) == (Why.LOOSE_PILLARS, ((4, 0),))
    check_complete(edited(table, "take pillar A1"))


def test_take_pillar_takes_a_loose_token_only():
    table = table_of("pillar A3", "pillar A4", "put T05 A3 A4")
    reason = refused(table, "take pillar A3")
    assert (reason.why, reason.what) == (Why.NOTHING_TO_TAKE, "pillar")
    assert edited(table_of("pillar A1", "pillar A1"), "take pillar A1").loose == (Loose(0, (4, 0), 1),)


def test_no_token_on_a_gap_a_cliff_stones_or_a_dragon():
    assert refused(table_of(sides=("church-ruins",)), "pillar D1").why is Why.GAP
    assert refused(table_of(sides=("lostwing-cliffs",)), "pillar A5").why is Why.CLIFF
    assert refused(table_of("stone fire C4"), "pillar C4").what == "stones"
    assert refused(table_of("dragon fire A1"), "pillar A1").what == "dragon"


def test_at_most_20_tokens_under_a_square():
    table = table_of(*["pillar A1"] * 20)
    reason = refused(table, "pillar A1")
    assert (reason.why, reason.what, reason.value, reason.high) == (Why.OUT_OF_RANGE, "loose", 21, 20)
