"""``dragon`` and ``take dragon``: a dragon from the supply on a square (two on a cliff), back to the supply when
taken; never more of a type than the game has."""
from dragonarium.rules import Terrain
from dragonarium.setup import Why

from tests.setup.tables import board, edited, refused, table_of


def supply(table, kind="water"):
    return table.mapping()["dragon_supply"][kind]


def test_a_dragon_comes_from_the_supply_and_goes_back():
    table = table_of("dragon water C4")
    assert board(table).dragons_on((1, 2)) == (Terrain.WATER,) and supply(table) == 11
    table = edited(table, "take dragon C4")
    assert board(table).dragons_on((1, 2)) == () and supply(table) == 12


def test_a_13th_dragon_of_a_type_is_refused():
    cells = [f"{column}{row}" for column in "ABCDE" for row in "12345"]
    table = table_of(*[f"dragon royal {cell}" for cell in cells[:12]])
    assert supply(table, "royal") == 0
    reason = refused(table, f"dragon royal {cells[12]}")
    assert (reason.why, reason.terrain, reason.value) == (Why.NO_DRAGON_LEFT, Terrain.ROYAL, 12)
    assert edited(table, f"dragon fire {cells[12]}")


def test_dragons_on_two_boards_count_together():
    table = table_of(*[f"dragon air {c}{r}" for c in "ABC" for r in "12345"][:8], "board 2",
                     *[f"dragon air {c}{r}" for c in "ABC" for r in "12345"][:4])
    assert refused(table, "dragon air E5").why is Why.NO_DRAGON_LEFT


def test_a_cliff_holds_its_two_dragons_and_a_square_one():
    table = table_of("dragon fire A5", "dragon water A5", sides=("lostwing-cliffs",))
    assert board(table).dragons_on((0, 0)) == (Terrain.FIRE, Terrain.WATER)
    reason = refused(table, "dragon air A5")
    assert (reason.why, reason.cells, reason.value) == (Why.DRAGON_THERE, ((0, 0),), 2)
    assert refused(table_of("dragon fire C3"), "dragon fire C3").value == 1
    assert board(edited(table, "take dragon A5")).dragons_on((0, 0)) == (Terrain.FIRE,)


def test_no_dragon_on_a_gap_and_none_to_take():
    assert refused(table_of(sides=("church-ruins",)), "dragon fire D1").why is Why.GAP
    assert refused(table_of(), "take dragon A1").what == "dragon"
