"""A ``DataError`` says what is wrong as a value, its ``kind`` (a ``DataProblem``), beside the words it shows: the
readers every file goes through (``Fields``, ``check_int``, ``check_number``, ``check_cell``) set it, so a test or a
caller asks the kind, not for an English phrase."""
import math

import pytest

from dragonarium.rules import DataError, DataProblem, Fields, Terrain, check_cell
from dragonarium.rules.files.yamlfile import check_int, check_number

P = DataProblem
SOURCE = "file.yaml"


def fields(value):
    return Fields(value, SOURCE, "")


def read_then_done(value, key):
    """``value`` read as a mapping of which only ``key`` is read."""
    mapping = fields(value)
    mapping.raw(key)
    mapping.done()


CASES = {
    "a field missing": (lambda: fields({}).raw("rows"), "rows", P.MISSING_FIELD),
    "a field nothing reads": (lambda: read_then_done({"rows": 5, "rowz": 5}, "rows"), "rowz", P.UNKNOWN_FIELD),
    "a list for a mapping": (lambda: fields([1, 2]), "top level", P.WRONG_KIND),
    "a list for text": (lambda: fields({"name": ["a"]}).string("name"), "name", P.WRONG_KIND),
    "a number for a list": (lambda: list(fields({"gaps": 3}).items("gaps")), "gaps", P.WRONG_KIND),
    "a word none of the choices": (lambda: fields({"type": "lava"}).choice("type", Terrain), "type",
                                   P.UNKNOWN_CHOICE),
    "a word the parser refuses": (lambda: fields({"n": "x"}).choice("n", int), "n", P.UNKNOWN_CHOICE),
    "text for a whole number": (lambda: check_int("3", SOURCE, "rows"), "rows", P.WRONG_KIND),
    "a fraction for a whole number": (lambda: check_int(2.5, SOURCE, "rows"), "rows", P.WRONG_KIND),
    "below the minimum": (lambda: fields({"rows": 0}).integer("rows", low=1), "rows", P.OUT_OF_RANGE),
    "above the maximum": (lambda: check_number(9.5, SOURCE, "value", high=9), "value", P.OUT_OF_RANGE),
    "not a number": (lambda: check_number(math.nan, SOURCE, "value"), "value", P.NOT_FINITE),
    "infinite for a whole number": (lambda: check_int(-math.inf, SOURCE, "rows"), "rows", P.NOT_FINITE),
    "past the largest float": (lambda: check_number(10 ** 400, SOURCE, "value"), "value", P.TOO_LARGE),
    "a cell of one number": (lambda: check_cell([1], SOURCE, "at"), "at", P.WRONG_KIND),
    "a cell of a word": (lambda: check_cell([1, "b"], SOURCE, "at"), "at[1]", P.WRONG_KIND),
}


@pytest.mark.parametrize("read, where, kind", CASES.values(), ids=CASES.keys())
def test_the_readers_say_what_is_wrong_as_a_kind(read, where, kind):
    with pytest.raises(DataError) as caught:
        read()
    assert (caught.value.source, caught.value.where, caught.value.kind) == (SOURCE, where, kind)


def test_an_error_given_no_kind_is_of_another_kind_and_reads_as_before():
    error = DataError(SOURCE, "rows", "a problem")
    assert (error.kind, str(error)) == (P.OTHER, "file.yaml: rows: a problem")
    assert DataError(SOURCE, "", "a problem", kind=P.BAD_YAML).kind is P.BAD_YAML


def test_the_kinds_are_stable_ids():
    assert all(problem.value == problem.name.lower().replace("_", "-") for problem in P)
