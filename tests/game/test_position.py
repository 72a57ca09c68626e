"""Game positions: boards stated cell by cell, site, supply and the pending decision."""
import pytest
import yaml

from dragonarium.rules.errors import DataError
from dragonarium.rules.game import Phase
from dragonarium.rules.record import parse_position, position_to_mapping
from dragonarium.rules.values import Terrain

BASE = """
format: dragonarium-position
version: 1
players:
  - name: Ann
    start: S1
    pillars: 2
    dragons: {"4,4": [fire]}
  - {name: Bob, start: S2, assistant: 5}
site: [T01, T02]
supply: [T03]
current: 1
"""


def test_position_reads_boards_site_supply_and_turn():
    state = parse_position(BASE + "pending: draft\n")
    assert [seat.name for seat in state.seats] == ["Ann", "Bob"]
    assert state.boards[0].pillars == 2 and state.boards[1].step == 5
    assert state.site == ["T01", "T02"] and state.supply == ["T03"]
    assert state.dragons[Terrain.FIRE] == 11
    decision = state.pending()
    assert decision.phase is Phase.DRAFT and decision.player == 1


def test_pending_place_names_the_tile():
    state = parse_position(BASE + "pending: place\ntile: T04\n")
    assert state.pending().phase is Phase.PLACE and state.pending().tile == "T04"


def test_without_pending_there_is_no_decision():
    assert parse_position(BASE).pending().phase is Phase.OVER


def test_position_round_trips():
    state = parse_position(BASE + "pending: element\n")
    again = parse_position(yaml.safe_dump(position_to_mapping(state)))
    assert again.same_table(state)


@pytest.mark.parametrize("extra, where", [
    ("pending: nap\n", "pending"),
    ("pending: place\n", "tile"),
    ("pending: draft\ntile: T04\n", "tile"),
    ("round: 0\n", "round"),
    ("dragon_supply: {fire: 20}\n", "dragon_supply.fire"),
])
def test_bad_position_fields_are_named(extra, where):
    with pytest.raises(DataError) as caught:
        parse_position(BASE + extra, "pos.yaml")
    assert str(caught.value).startswith(f"pos.yaml: {where}:")


def test_unknown_tile_in_site():
    with pytest.raises(DataError, match=r"pos.yaml: site\[1\]: unknown tile 'T99'"):
        parse_position(BASE.replace("[T01, T02]", "[T01, T99]"), "pos.yaml")


def test_too_many_dragons_of_a_type():
    text = BASE.replace('dragons: {"4,4": [fire]}', "dragons: {" + ", ".join(
        f'"{r},{c}": [fire]' for r in range(5) for c in range(3)) + "}")
    with pytest.raises(DataError, match="more than 12 dragons"):
        parse_position(text, "pos.yaml")


BASE_V2 = """
format: dragonarium-position
version: 2
players:
  - name: Ann
    start: S1
    pillars: 2
    dragons: {E1: [fire]}
  - {name: Bob, start: S2, assistant: 5}
site: [T01, T02]
supply: [T03]
current: 1
"""


def test_a_version_1_position_reads_like_its_version_2_twin():
    old = parse_position(BASE + "pending: draft\n")
    new = parse_position(BASE_V2 + "pending: draft\n")
    assert old.same_table(new)
    assert new.boards[0].dragons_on((4, 4)) == (Terrain.FIRE,)


def test_a_position_is_written_in_version_2_with_cells_named_like_b3():
    state = parse_position(BASE + "pending: element\n")
    mapping = position_to_mapping(state)
    assert mapping["version"] == 2
    assert mapping["players"][0]["dragons"] == {"E1": ["fire"]}
    assert set(mapping["players"][0]["cells"]) == {"C3", "C4", "D3", "C2", "B3"}  # the starting tile S1


@pytest.mark.parametrize("key, message", [
    ("F1", "no column F"),
    ("A0", "no row 0"),
    ("1A", "like B3"),
    ('"4,4"', "like B3"),
])
def test_a_bad_cell_key_is_named_with_what_is_wrong(key, message):
    with pytest.raises(DataError) as caught:
        parse_position(BASE_V2.replace("E1:", f"{key}:"), "pos.yaml")
    assert str(caught.value).startswith("pos.yaml: players[0].dragons.") and message in str(caught.value)
