"""``stone`` and ``take stone``: a stone on the egg of a top square, where the rules would put one."""
from dragonarium.rules import Element, Rule
from dragonarium.setup import Why

from tests.setup.tables import board, edited, refused, stack, table_of


def test_a_stone_goes_on_the_egg_and_is_written():
    table = table_of("stone fire C4")  # S1's fire arm
    assert stack(table, "C4") == [{"tile": "S1", "part": 1, "stones": "f"}]
    assert board(table).top((1, 2)).stones == (Element.FIRE,)


def test_a_royal_egg_takes_two_matching_stones():
    table = table_of("put T02 A1 A2", "stone water A2", "stone water A2")
    assert board(table).top((3, 0)).stones == (Element.WATER, Element.WATER)


def test_a_square_without_an_egg_is_refused_with_the_rules_refusal():
    reason = refused(table_of(), "stone fire C3")  # the starting tile's royal centre has no egg
    assert (reason.why, reason.refusal.rule, reason.refusal.cells) == (Why.STONE, Rule.STONE_SPACE, ((2, 2),))
    assert reason.refusal.facts.egg is None


def test_a_full_egg_is_refused():
    reason = refused(table_of("stone fire C4"), "stone fire C4")
    assert (reason.refusal.facts.filled, reason.refusal.facts.spaces) == (1, 1)


def test_the_wrong_element_and_the_bare_board_are_refused():
    assert refused(table_of(), "stone water C4").refusal.rule is Rule.STONE_SPACE
    assert refused(table_of(), "stone water A1").refusal.facts.bare


def test_take_stone_takes_the_last_one():
    table = table_of("put T02 A1 A2", "stone water A2", "stone water A2", "take stone A2")
    assert board(table).top((3, 0)).stones == (Element.WATER, None)
    assert edited(table, "take stone A2") == table_of("put T02 A1 A2")
    assert refused(table_of(), "take stone C4").what == "stone"
