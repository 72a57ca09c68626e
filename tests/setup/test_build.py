"""``build``: an edit list applied line by line is the table made edit by edit; the first bad line is named with
its number and why."""
import pytest

from dragonarium.setup import EditLineError, EditRefused, EditSyntaxError, Why, build, empty_table

from tests.setup.tables import CATALOG, edited

LINES = ["# a comment", "name 1 Ann", "", "site T01 T02", "put T05 A3 A4   # on the bare board", "pillar B4",
         "put T07 B4 A4", "stone fire B3", "board 2", "dragon water A1", "decision place T09"]


def test_a_list_builds_the_table_made_edit_by_edit():
    table = empty_table(CATALOG, ("library", "library"))
    for line in LINES:
        text = line.split("#")[0].strip()
        if text:
            table = edited(table, text)
    assert build(LINES, CATALOG) == table
    assert table.selected == 1


def test_the_first_bad_line_is_named_with_its_number_and_reason():
    with pytest.raises(EditLineError) as caught:
        build(LINES[:5] + ["put T06 A1 B2", "fly away"], CATALOG)
    error = caught.value
    assert (error.number, error.line) == (6, "put T06 A1 B2")
    assert isinstance(error.problem, EditRefused) and error.problem.reason.why is Why.NOT_TOUCHING
    assert str(error).startswith("6: put T06 A1 B2: ")


def test_a_line_that_is_no_edit_is_named_too():
    with pytest.raises(EditLineError) as caught:
        build(["name 1 Ann", "fly away"], CATALOG)
    assert caught.value.number == 2 and isinstance(caught.value.problem, EditSyntaxError)


def test_a_complete_table_names_the_line_that_left_tokens_loose():
    lines = ["pillar A1", "pillar B2", "put T05 B2 C2"]
    assert build(lines, CATALOG).loose  # built, not complete
    with pytest.raises(EditLineError) as caught:
        build(lines, CATALOG, complete=True)
    assert (caught.value.number, caught.value.problem.reason.why) == (1, Why.LOOSE_PILLARS)
