"""Numbers written in text (slots, rows, pillar counts, seeds, sizes) are the digits 0-9 and nothing else.

Other scripts' digits, superscripts, signs and numbers of thousands of digits are refused with the project's
own words, never with Python's (``invalid literal for int()``, ``Exceeds the limit``, ``is not a valid
Element``).
"""
import pytest

from dragonarium.rules.text.notation import ActionSyntaxError, parse_action
from dragonarium.rules.model.plain_text import whole_number
from dragonarium.rules.text.notation import (NotationError, parse_cell, parse_row_col, parse_slot, parse_square_text,
                                             read_slot)

ODD_DIGITS = ["²", "٣", "३", "１", "-1", "+1", "1e3", "1.0", "9" * 5000]
PYTHON_WORDS = ("invalid literal", "Exceeds the limit", "is not a valid", "base 10")


@pytest.mark.parametrize("text, number", [("0", 0), ("7", 7), ("0042", 42), ("9" * 19, int("9" * 19))])
def test_ascii_digits_read(text, number):
    assert whole_number(text) == number


@pytest.mark.parametrize("text", ODD_DIGITS + ["", " 1", "9" * 20, None, 3])
def test_anything_else_is_not_a_whole_number(text):
    assert whole_number(text) is None


@pytest.mark.parametrize("read, text", [(parse_slot, t) for t in ODD_DIGITS] + [(lambda t: read_slot(t, 1), t)
                                                                                for t in ODD_DIGITS] +
                         [(parse_cell, "B" + t) for t in ODD_DIGITS] + [(parse_row_col, f"{t},0") for t in ODD_DIGITS] +
                         [(parse_row_col, "--1,0"), (parse_row_col, "00,1")] +
                         [(parse_square_text, "pillar:" + t) for t in ODD_DIGITS])
def test_notation_refuses_other_digits_in_its_own_words(read, text):
    with pytest.raises(NotationError) as caught:
        read(text)
    message = str(caught.value)
    assert not any(words in message for words in PYTHON_WORDS) and len(message) < 160


@pytest.mark.parametrize("text, message", [
    ("draft ²", "'draft ²': '²': a planning-site slot is a number from 1 (the left-most)"),
    ("element plasma", "'element plasma': unknown element 'plasma' (fire, water or air)"),
    ("free-stone royal A1", "'free-stone royal A1': unknown element 'royal' (fire, water or air)"),
    ("extra-dragon lava A1", "'extra-dragon lava A1': unknown dragon type 'lava' (fire, water, air or royal)"),
    ("place A1 B²", "'place A1 B²': 'B²': a cell is written as a column A-E and a row 1-5, like B3"),
])
def test_actions_say_what_is_wrong_and_what_is_allowed(text, message):
    with pytest.raises(ActionSyntaxError) as caught:
        parse_action(text)
    assert str(caught.value) == message


def test_an_action_of_thousands_of_digits_is_quoted_short():
    with pytest.raises(ActionSyntaxError) as caught:
        parse_action("draft " + "9" * 5000)
    assert "a planning-site slot is a number from 1" in str(caught.value) and len(str(caught.value)) < 200
