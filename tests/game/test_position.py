"""Game positions: boards stated cell by cell, site, supply and the pending decision; refused unless each piece
is in one place, each tile whole and flat and of a set of the player count."""
from pathlib import Path

import pytest
import yaml

from dragonarium.lessons import load_lessons
from dragonarium.rules.model.errors import DataError
from dragonarium.rules.engine.game import Phase
from dragonarium.rules.files.record import load_game_file, parse_position, parse_record, position_to_mapping
from dragonarium.rules.model.values import Terrain

from tests.support.games import CATALOG

ROOT = Path(__file__).resolve().parents[2]

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


# -- physical integrity: each piece in one place, tiles whole and flat, the sets of the player count ----------

def table(ann="", bob="", site="[T01, T02]", supply="[T03]", rest="pending: draft\n", version=2):
    """A two-player position: Ann (starting tile S1, on C2, B3, C3, D3 and C4) with the cells ``ann``, Bob
    (S2) with the cells ``bob``."""
    ann_cells = f"    cells: {{{ann}}}\n" if ann else ""
    bob_cells = f"    cells: {{{bob}}}\n" if bob else ""
    return (f"format: dragonarium-position\nversion: {version}\nplayers:\n  - name: Ann\n    start: S1\n{ann_cells}"
            f"  - name: Bob\n    start: S2\n{bob_cells}site: {site}\nsupply: {supply}\n{rest}")


def refused(text, source="pos.yaml"):
    with pytest.raises(DataError) as caught:
        parse_position(text, source)
    assert caught.value.source == source
    return caught.value


T05 = "A1: [{tile: T05, part: 0}], B1: [{tile: T05, part: 1}]"
"""The royal (air egg)/air tile (T05) lying on A1 and B1, at level 1."""


@pytest.mark.parametrize("site, supply, where", [
    ("[T01, T05]", "[T03]", "site[1]"),
    ("[T01]", "[T03, T04, T05]", "supply[2]"),
])
def test_the_drafted_tile_is_neither_on_the_site_nor_in_the_supply(site, supply, where):
    error = refused(table(site=site, supply=supply, rest="pending: place\ntile: T05\n"))
    assert error.where == where and "(T05)" in error.problem


@pytest.mark.parametrize("rest", [
    "pending: place\ntile: T05\n",
    "pending: fallback-stone\ntile: T05\n",
    "pending: element\ntile: T05\n",  # no placed: it fit nowhere and was discarded
])
def test_the_drafted_tile_is_on_no_board_unless_it_was_placed(rest):
    error = refused(table(ann=T05, rest=rest))
    assert error.where == "players[0].cells.A1" and "(T05)" in error.problem


def test_a_placed_drafted_tile_lies_on_the_cells_placed_of_the_board_whose_turn_it_is():
    placed = "pending: element\ntile: T05\nplaced: [A1, B1]\n"
    assert parse_position(table(ann=T05, rest=placed)).drafted == "T05"
    on_bobs = refused(table(ann="A1: [fire], B1: [air]", bob=T05, rest=placed))
    assert on_bobs.where == "players[1].cells.A1" and "Ann" in on_bobs.problem
    elsewhere = refused(table(ann="A1: [fire], B1: [air], " + T05.replace("A1", "D1").replace("B1", "E1"),
                              rest=placed))
    assert elsewhere.where == "placed" and "D1 and E1" in elsewhere.problem and "A1 and B1" in elsewhere.problem


@pytest.mark.parametrize("cells, where, named", [
    ("A1: [{tile: T05, part: 0}], C1: [{tile: T05, part: 1}]", "players[0].cells.C1", "A1 and C1"),
    ("A1: [{tile: T05, part: 0}], B2: [{tile: T05, part: 1}]", "players[0].cells.A1", "A1 and B2"),
    ("A1: [fire, {tile: T05, part: 0}], B1: [{tile: T05, part: 1}]", "players[0].cells.B1", "levels 2 and 1"),
    ("A1: [{tile: T05, part: 0}]", "players[0].cells.A1", "2 squares, only 1"),
])
def test_a_tiles_two_squares_lie_whole_side_by_side_and_flat(cells, where, named):
    error = refused(table(ann=cells))
    assert error.where == where and "(T05)" in error.problem and named in error.problem


def test_a_version_1_file_hears_of_a_torn_tile_in_the_board_notation():
    error = refused(table(ann='"4,0": [{tile: T05, part: 0}], "4,2": [{tile: T05, part: 1}]', version=1))
    assert error.where == "players[0].cells.C1" and "A1 and C1" in error.problem


def test_a_tile_lies_on_one_board():
    error = refused(table(ann="A1: [{tile: T05, part: 0}]", bob="B1: [{tile: T05, part: 1}]"))
    assert error.where == "players[1].cells.B1" and "Ann" in error.problem and "players[0].cells.A1" in error.problem


def players_position(count, site="[]", supply="[]", rest="pending: draft\n", cells=""):
    board = f", cells: {{{cells}}}" if cells else ""
    players = "".join(f"  - {{name: P{i + 1}{board if i == 0 else ''}}}\n" for i in range(count))
    return f"format: dragonarium-position\nversion: 2\nplayers:\n{players}site: {site}\nsupply: {supply}\n{rest}"


@pytest.mark.parametrize("text, where", [
    (players_position(1, site="[T01, T33]"), "site[1]"),
    (players_position(2, supply="[T27]"), "supply[0]"),
    (players_position(2, rest="pending: place\ntile: T40\n"), "tile"),
    (players_position(3, cells="A1: [{tile: T40, part: 0}], B1: [{tile: T40, part: 1}]"), "players[0].cells.A1"),
])
def test_a_tile_of_a_larger_set_is_refused_in_a_smaller_game(text, where):
    error = refused(text)
    assert error.where == where and ("set 3" in error.problem or "set 4" in error.problem)


def test_the_sets_of_the_player_count_read():
    assert parse_position(players_position(3, site="[T01, T33]")).site == ["T01", "T33"]
    assert parse_position(players_position(4, site="[T33, T40]")).site == ["T33", "T40"]


S1_CELLS = {"C3": 0, "C4": 1, "D3": 2, "C2": 3, "B3": 4}
"""Where the starting tile S1 lies, each of its squares by its part."""


def s1_cells(moved=None, left_out=()):
    """S1 stated square by square; ``moved`` = (part, cell) puts one square elsewhere."""
    cells = {cell: part for cell, part in S1_CELLS.items() if part not in left_out}
    if moved is not None:
        cells = {cell: part for cell, part in cells.items() if part != moved[0]} | {moved[1]: moved[0]}
    return ", ".join(f"{cell}: [{{tile: S1, part: {part}}}]" for cell, part in cells.items())


def test_a_starting_tile_is_in_one_place_and_lies_whole_on_its_cells():
    twice = refused(table().replace("start: S2", "start: S1"))
    assert twice.where == "players[1].start" and "Ann" in twice.problem
    for cells, where in (("C3: [{tile: S1, part: 0}]", "C3"), ("A5: [{tile: S1, part: 1}]", "A5")):
        again = refused(table(ann=cells))
        assert again.where == f"players[0].cells.{where}" and "players[0].start" in again.problem
    stated = parse_position(table().replace("    start: S1\n", f"    cells: {{{s1_cells()}}}\n"))
    assert stated.boards[0] == parse_position(table()).boards[0]
    moved = refused(table().replace("    start: S1\n", f"    cells: {{{s1_cells(moved=(1, 'A1'))}}}\n"))
    assert moved.where == "players[0].cells.A1" and "C4" in moved.problem
    part = refused(table().replace("    start: S1\n", f"    cells: {{{s1_cells(left_out=(1, 2, 3, 4))}}}\n"))
    assert part.where == "players[0].cells.C3" and "5 squares, only 1" in part.problem


def test_no_more_dragons_of_a_type_than_the_game_has():
    dragons = "pending: draft\ndragon_supply: {fire: %d}\n"
    error = refused(table(ann="A1: [fire]", rest=dragons % 12).replace("    cells:", "    dragons: {A1: [fire]}\n"
                                                                       "    cells:"))
    assert error.where == "dragon_supply.fire" and "13" in error.problem
    state = parse_position(table(ann="A1: [fire]", rest=dragons % 11).replace("    cells:", "    dragons: {A1: "
                                                                              "[fire]}\n    cells:"))
    assert state.dragons[Terrain.FIRE] == 11


@pytest.mark.parametrize("ann, site, rest, where, elsewhere", [
    ("{name: Ann, start: S1}", "[T01, T05]", "pending: place\n  tile: T05\n", "start.site[1]", None),
    ("{name: Ann, cells: {%s}}" % T05, "[T05]", "pending: draft\n", "start.players[0].cells.A1", "start.site[0]"),
    ("{name: Ann, start: S1}", "[T05, T05]", "pending: draft\n", "start.site[1]", "start.site[0]"),
])
def test_a_record_starting_from_a_position_names_the_fields_in_its_start(ann, site, rest, where, elsewhere):
    text = (f"format: dragonarium-record\nversion: 2\nstart:\n  players: [{ann}, {{name: Bob}}]\n  site: {site}\n"
            f"  {rest}actions: []\n")
    with pytest.raises(DataError) as caught:
        parse_record(text, "game.yaml")
    assert (caught.value.source, caught.value.where) == ("game.yaml", where)
    assert elsewhere is None or elsewhere in caught.value.problem


def test_every_shipped_example_and_lesson_passes():
    for path in sorted(ROOT.joinpath("examples").glob("*.yaml")):
        load_game_file(path)
    assert len(load_lessons(ROOT / "data" / "lessons", CATALOG)) == 15


def test_the_position_docs_format_shows_reads():
    text = (ROOT / "docs" / "FORMAT.md").read_text().split("## Position")[1].split("```yaml")[1].split("```")[0]
    state = parse_position(text, "FORMAT.md")
    assert state.pending().tile == "T05" and state.boards[0].top((3, 4)).tile == "T07"
