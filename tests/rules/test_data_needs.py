"""Component data that reads well but cannot make the game is refused, saying what the game needs.

Each case edits a copy of the shipped data, which itself passes every check (see ``test_data``).
"""
import copy

import pytest

from dragonarium.cli.commands import main
from dragonarium.rules.files.catalog_checks import TILES_PER_SET

from tests.rules.test_data import add_side, copy_data, edit, load, refused

COUNTS = "the game needs 26 marked 2, 12 marked 3, 12 marked 4"


def keep_tiles(count):
    return lambda doc: doc.update(tiles=doc["tiles"][:count])


def many_tiles(doc):
    doc["tiles"] = [dict(copy.deepcopy(tile), id=f"X{index}") for index, tile in
                    enumerate(doc["tiles"] * 5)]


TILE_CASES = {
    "one tile": (keep_tiles(1), ["tiles: 1 marked 2, 0 marked 3, 0 marked 4", COUNTS]),
    "three tiles": (keep_tiles(3), ["tiles: 3 marked 2", COUNTS]),
    "forty tiles": (keep_tiles(40), ["tiles: 26 marked 2, 12 marked 3, 2 marked 4", COUNTS]),
    "250 tiles": (many_tiles, ["tiles: 130 marked 2, 60 marked 3, 60 marked 4", COUNTS]),
    "every tile in set 4": (lambda doc: [tile.update(set=4) for tile in doc["tiles"]],
                            ["0 marked 2, 0 marked 3, 50 marked 4", COUNTS]),
    "no eggs": (lambda doc: [square.pop("egg", None) for tile in doc["tiles"] for square in tile["squares"]],
                ["tiles[0] (id T01).squares[0].egg: missing: every territory square of a territory tile carries "
                 "an egg"]),
    "only pillar squares": (lambda doc: doc["tiles"][4].update(squares=[{"pillars": 1}, {"pillars": 2}]),
                            ["tiles[4] (id T05).squares: a tile has at least one territory square"]),
    "an empty id": (lambda doc: doc["tiles"][2].update(id=""),
                    ["tiles[2].id: an id is 1 to 20 letters, digits, '-' or '_', not ''"]),
    "an id with a line break": (lambda doc: doc["tiles"][2].update(id="T\n03"), ["tiles[2].id", "'T\\n03'"]),
    "a starting tile's id": (lambda doc: doc["tiles"][2].update(id="S1"),
                             ["tiles[2] (id S1).id: S1 is also a starting tile's id", "starting-tiles.yaml"]),
}


@pytest.mark.parametrize("change, fragments", TILE_CASES.values(), ids=TILE_CASES.keys())
def test_tiles_the_game_cannot_use_are_refused(tmp_path, change, fragments):
    root = copy_data(tmp_path)
    edit(root, "tiles.yaml", change)
    refused(root, "tiles.yaml", *fragments)


def test_the_counts_are_the_rulebooks():
    assert TILES_PER_SET == {2: 26, 3: 12, 4: 12}


def test_one_starting_tile_is_refused(tmp_path):
    root = copy_data(tmp_path)
    edit(root, "starting-tiles.yaml", lambda doc: doc.update(starting_tiles=doc["starting_tiles"][:1]))
    refused(root, "starting-tiles.yaml", "starting_tiles: 1 starting tile; a game of 4 players deals one to each, "
                                         "so it needs 4")


OUTSIDE_START = [[r, c] for r in range(5) for c in range(5) if (r, c) not in {(2, 2), (1, 2), (3, 2), (2, 1), (2, 3)}]

SIDE_CASES = {
    "sixteen gaps": (lambda doc: doc.update(gaps=OUTSIDE_START[:16]),
                     ["gaps: 16 cells of the 20 around the starting tile are gaps or cliffs; at most 10"]),
    "eleven cliffs": (lambda doc: doc.update(cliffs=OUTSIDE_START[:11]), ["cliffs: 11 cells of the 20"]),
    "a row of gaps": (lambda doc: doc.update(gaps=[[0, c] for c in range(5)]),
                      ["gaps: row 5 is all gaps and cliffs: no stone could go on it"]),
    "a column of gaps and cliffs": (lambda doc: doc.update(gaps=[[0, 0], [1, 0]], cliffs=[[3, 0], [4, 0], [2, 0]]),
                                    ["column A is all gaps and cliffs"]),
    "a one-step track": (lambda doc: doc.update(track=doc["track"][:1], start_step=0),
                         ["track: the track has 1 step and does not go around the grid"]),
    "half a track": (lambda doc: doc.update(track=doc["track"][:7] + doc["track"][19:], start_step=0),
                     ["track[7].at: [4, -1] is not next to step 6 ([-1, 5])"]),
    "a step out of turn": (lambda doc: doc.update(track=doc["track"][:5] + doc["track"][6:] + doc["track"][5:6]),
                           ["track[5].at: [-1, 5] is not next to step 4 ([-1, 3])"]),
    "a step twice": (lambda doc: doc["track"][7].update(at=[-1, 4]), ["track[7].at: [-1, 4] is already step 5"]),
    "a name with spaces": (lambda doc: doc.update(name="test side"), ["name: a side's name is 1 to 20 letters"]),
}


@pytest.mark.parametrize("change, fragments", SIDE_CASES.values(), ids=SIDE_CASES.keys())
def test_board_sides_the_game_cannot_use_are_refused(tmp_path, change, fragments):
    root = copy_data(tmp_path)
    add_side(root, change)
    refused(root, "test-side.yaml", *fragments)


def test_a_track_walked_the_other_way_round_is_a_track(tmp_path):
    root = copy_data(tmp_path)
    add_side(root, lambda doc: doc.update(track=doc["track"][::-1], start_step=0))
    assert len(load(root).boards["test-side"].track) == 24


def test_validate_data_says_what_is_wrong(tmp_path, capsys):
    root = copy_data(tmp_path)
    edit(root, "tiles.yaml", keep_tiles(3))
    assert main(["--data", str(root), "validate-data"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {root / 'tiles.yaml'}: tiles: 3 marked 2") and COUNTS in err
