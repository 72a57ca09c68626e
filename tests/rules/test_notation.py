"""The short form of a square, and boards written back as positions."""
import pytest

from dragonarium.rules.errors import DataError, DragonariumError
from dragonarium.rules.notation import NotationError, parse_square_text, square_text
from dragonarium.rules.position import board_from_fields, board_to_mapping
from dragonarium.rules.values import Element, Terrain
from dragonarium.rules.yamlfile import Fields

from tests.boards import CATALOG, board


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
    ("fire/fire:f=ff", "1 spaces but 2 stone letters"),
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
    again = board_from_fields(Fields(board_to_mapping(original, CATALOG), "<again>", ""), CATALOG)
    assert again == original


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
