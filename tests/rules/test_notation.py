"""The notation people read: cells (B3), site slots, tile names; the short form of a square; boards written
back as positions."""
import pytest

from dragonarium.rules.model.components import Axis, Line
from dragonarium.rules.model.errors import DataError, DragonariumError
from dragonarium.rules.model.cell_names import OFF_BOARD, cell_name, slot_name
from dragonarium.rules.model.short_form import square_text
from dragonarium.rules.text.notation import (NotationError, cells_name, line_name, parse_cell, parse_row_col,
                                             parse_slot, parse_square_text, read_cell, read_slot, tile_name)
from dragonarium.rules.files.position import board_from_fields, board_to_mapping
from dragonarium.rules.model.values import Element, Terrain
from dragonarium.rules.files.yamlfile import Fields

from tests.support.boards import CATALOG, board, tile

# -- cells -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("cell, name", [
    ((4, 0), "A1"), ((4, 4), "E1"), ((0, 0), "A5"), ((0, 4), "E5"), ((2, 1), "B3"), ((2, 2), "C3"), ((3, 2), "C2"),
    ((1, 3), "D4"),
])
def test_cells_are_named_by_column_from_the_left_and_row_from_the_player(cell, name):
    assert cell_name(cell) == name
    assert parse_cell(name) == cell
    assert parse_cell(name.lower()) == cell
    assert parse_cell(f" {name} ") == cell


def test_every_cell_of_the_grid_round_trips_and_has_its_own_name():
    cells = [(row, col) for row in range(5) for col in range(5)]
    names = [cell_name(cell) for cell in cells]
    assert len(set(names)) == 25
    assert all(parse_cell(name) == cell for cell, name in zip(cells, names))
    assert sorted(names) == sorted(f"{c}{r}" for c in "ABCDE" for r in "12345")


@pytest.mark.parametrize("text, message", [
    ("F1", "no column F"),
    ("Z3", "no column Z"),
    ("A0", "no row 0"),
    ("A6", "no row 6"),
    ("B03", "no row 03"),
    ("3B", "like B3"),
    ("B", "like B3"),
    ("", "like B3"),
    ("B3B4", "like B3"),
    ("2,1", "like B3"),
    (21, "like B3"),
])
def test_a_cell_that_is_not_on_the_board_or_not_in_the_notation_is_refused(text, message):
    with pytest.raises(NotationError, match=message):
        parse_cell(text)


def test_the_notation_error_is_one_of_the_project_errors():
    assert issubclass(NotationError, DragonariumError)


def test_a_cell_off_the_grid_has_no_name_and_says_so():
    assert cell_name((5, 0)) == OFF_BOARD and cell_name((0, -1)) == OFF_BOARD


def test_several_cells_read_as_a_list():
    assert cells_name([(2, 1), (1, 1)]) == "B3 and B4"
    assert cells_name([(4, 0), (4, 1), (4, 2)]) == "A1, B1 and C1"
    assert cells_name([(0, 0)]) == "A5"


def test_version_1_cells_are_row_col_from_the_far_left_corner():
    assert parse_row_col("2,1") == (2, 1) and parse_row_col("4,0") == (4, 0)
    assert read_cell("4,0", version=1) == parse_cell("A1")
    assert read_cell("A1", version=2) == (4, 0)
    for text in ("5,0", "-1,2", "0,5", "a,b", "B3", "2, 1 ,3"):
        with pytest.raises(NotationError):
            parse_row_col(text)


def test_lines_of_the_assistant_are_named_like_the_cells():
    assert line_name(Line(Axis.ROW, 0)) == "row 5"
    assert line_name(Line(Axis.ROW, 4)) == "row 1"
    assert line_name(Line(Axis.COL, 2)) == "column C"
    assert line_name(Line(Axis.COL, 0)) == "column A"


# -- slots -------------------------------------------------------------------------------------------------


def test_site_slots_count_from_one_at_the_left():
    assert [slot_name(slot) for slot in range(6)] == ["1", "2", "3", "4", "5", "6"]
    assert [parse_slot(text) for text in ("1", "2", "6")] == [0, 1, 5]
    assert read_slot("3", version=2) == 2
    assert read_slot("3", version=1) == 3


@pytest.mark.parametrize("text", ["0", "-1", "x", "", "1.5"])
def test_a_slot_that_is_not_a_number_from_one_is_refused(text):
    with pytest.raises(NotationError, match="from 1"):
        parse_slot(text)


# -- tiles -------------------------------------------------------------------------------------------------


def test_a_tile_is_named_by_its_squares_first_square_first():
    assert tile_name(tile("fire/fire:f", "water/water:w")) == "fire/water tile"
    assert tile_name(tile("water/water:w", "fire/fire:f")) == "water/fire tile"
    assert tile_name(tile("pillar:2", "air/air:aa")) == "pillar/air tile"
    assert tile_name(tile("royal", "royal/royal:**")) == "royal/royal tile"


def test_an_egg_of_another_type_than_its_square_is_named():
    assert tile_name(tile("water/royal:**", "royal/water:ww")) == "water (royal egg)/royal (water egg) tile"
    assert tile_name(tile("air/air:a", "fire/air:a")) == "air/fire (air egg) tile"


def test_the_id_is_a_tag_after_the_name():
    assert tile_name(tile("fire/fire:f", "water/water:w", "T08"), tagged=True) == "fire/water tile (T08)"
    assert tile_name(CATALOG.tiles["T04"], tagged=True).endswith(" tile (T04)")


# -- squares -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "fire", "royal", "pillar:2", "fire/water:wa", "fire/water:wa=w.", "royal/royal:**=f.", "air/air:aa=aa",
])
def test_round_trip(text):
    square, stones = parse_square_text(text)
    assert square_text(square, stones) == text


def test_parts_are_read():
    square, stones = parse_square_text("water/fire:fa=.a")
    assert square.terrain is Terrain.WATER and square.egg.terrain is Terrain.FIRE
    assert square.egg.spaces == (Element.FIRE, Element.AIR)
    assert stones == (None, Element.AIR)


@pytest.mark.parametrize("text, message", [
    ("lava", "unknown type 'lava'"),
    ("fire/fire:x", "unknown space letter 'x'"),
    ("fire/fire:f=ff", "1 space but 2 stone letters"),
    ("fire/fire:f=w", "a water stone on a fire space"),
    ("royal/royal:**=fw", "must match"),
    ("royal/royal:*", "exactly two"),
    ("fire/fire:*", "only a royal egg"),
    ("pillar:0", "pillar:N"),
    ("fire=f", "stones need an egg"),
])
def test_mistakes_are_explained(text, message):
    with pytest.raises(NotationError, match=message) as caught:
        parse_square_text(text)
    assert isinstance(caught.value, DragonariumError) and isinstance(caught.value, ValueError)


# -- boards ------------------------------------------------------------------------------------------------


def test_board_round_trips_through_its_mapping():
    original = board("""
    pillars: 2
    fresh_pillars: 1
    assistant: 7
    start: S2
    cells:
      "1,2": [{tile: T05, part: 1}]
      "0,0": [fire/water:w=w]
      "3,3": [royal, 2, {tile: T07, part: 0, stones: "."}]
    dragons:
      "4,4": [royal]
    """)
    mapping = board_to_mapping(original, CATALOG)
    assert set(mapping["cells"]) >= {"C4", "A5", "D2"} and mapping["dragons"] == {"E1": ["royal"]}
    again = board_from_fields(Fields(mapping, "<again>", ""), CATALOG)
    assert again == original


def test_a_board_in_either_version_is_the_same_board():
    old = board("""
    cells:
      "4,0": [fire, 1, water]
    dragons:
      "0,4": [air]
    """)
    new = board("""
    cells:
      A1: [fire, 1, water]
    dragons:
      E5: [air]
    """, version=2)
    assert old == new and new.level((4, 0)) == 3


def test_levels_follow_the_stack():
    position = board("""
    cells:
      "3,3": [royal, 2, air]
    """)
    assert position.level((3, 3)) == 4
    assert position.top((3, 3)).level == 4


@pytest.mark.parametrize("text, where", [
    ('cells: {"9,9": [fire]}', "cells.9,9"),
    ('cells: {"0,0": [fire, 2]}', "cells.0,0[1]"),
    ('cells: {"0,0": [fire/fire:f=f, air]}', "cells.0,0[0]"),
    ('cells: {"0,0": [{tile: NOPE}]}', "cells.0,0[0].tile"),
    ("side: moon", "side"),
    ('dragons: {"0,0": [fire, water]}', "dragons.0,0"),
    ('dragons: {"0,0": [lava]}', "dragons.0,0[0]"),
    ("assistant: 99", "assistant"),
    ("colour: red", "colour"),
])
def test_bad_board_fields_are_named(text, where):
    with pytest.raises(DataError) as caught:
        board(text)
    assert f"<test>: {where}:" in str(caught.value)


@pytest.mark.parametrize("text, where, message", [
    ("cells: {F1: [fire]}", "cells.F1", "no column F"),
    ("cells: {A9: [fire]}", "cells.A9", "no row 9"),
    ('cells: {"0,0": [fire]}', "cells.0,0", "like B3"),
    ("dragons: {3C: [fire]}", "dragons.3C", "like B3"),
])
def test_bad_cells_of_a_version_2_board_are_named(text, where, message):
    with pytest.raises(DataError) as caught:
        board(text, version=2)
    assert f"<test>: {where}:" in str(caught.value) and message in str(caught.value)
