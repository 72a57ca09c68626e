"""The shipped component data meets its stated targets, and bad data files are refused.

Targets: the reconstructed components described in the README ("The components
are a reconstruction") and in the comments heading data/tiles.yaml,
data/starting-tiles.yaml and data/boards/; each test below states its target.
Every bad file must raise a DataError naming file, entry, field.
"""
from __future__ import annotations

import copy
import functools
import shutil
from collections import Counter
from pathlib import Path
from typing import Callable

import pytest
import yaml

from dragonarium.rules.files.catalog import load_catalog
from dragonarium.rules.model.components import Axis, Line, PillarSource, Reward, TradeSpec
from dragonarium.rules.model.errors import DataError, DataProblem
from dragonarium.rules.model.values import Element, Terrain

DATA = Path(__file__).resolve().parents[2] / "data"
load = load_catalog.__wrapped__  # uncached: every test reads its own directory

CATALOG = load(DATA)
TILES = list(CATALOG.tiles.values())
SQUARES = [square for tile in TILES for square in tile.squares]
TERRITORY = [square for square in SQUARES if not square.is_pillar_square]
ELEMENT_EGGS = [s.egg for s in TERRITORY if s.egg is not None and s.egg.terrain is not Terrain.ROYAL]
ROYAL_EGGS = [s.egg for s in TERRITORY if s.egg is not None and s.egg.terrain is Terrain.ROYAL]


# --- the shipped data -------------------------------------------------------

def test_default_data_loads():
    assert load_catalog() is load_catalog()
    assert len(load_catalog().tiles) == 50


def test_fifty_tiles_in_sets_26_12_12():
    assert len(TILES) == 50
    assert Counter(tile.set for tile in TILES) == {2: 26, 3: 12, 4: 12}
    assert [len(CATALOG.tiles_for(n)) for n in (1, 2, 3, 4)] == [26, 26, 38, 50]


def test_pillar_squares():
    pillars = [square.pillars for square in SQUARES if square.is_pillar_square]
    assert Counter(pillars) == {2: 7, 1: 3}
    assert all(square.egg is None for square in SQUARES if square.is_pillar_square)


def test_territory_squares_by_type():
    assert Counter(square.terrain for square in TERRITORY) == {
        Terrain.FIRE: 24, Terrain.WATER: 24, Terrain.AIR: 24, Terrain.ROYAL: 18}


def test_every_territory_square_has_an_egg():
    assert all(square.egg is not None for square in TERRITORY)


def test_about_three_eggs_in_four_match_their_square():
    matching = sum(square.egg.terrain is square.terrain for square in TERRITORY)
    assert 0.65 <= matching / len(TERRITORY) <= 0.85
    assert matching < len(TERRITORY)


def test_element_eggs_have_one_space_about_sixty_percent_else_two():
    sizes = Counter(len(egg.spaces) for egg in ELEMENT_EGGS)
    assert set(sizes) == {1, 2}
    assert 0.5 <= sizes[1] / len(ELEMENT_EGGS) <= 0.7


def test_element_eggs_mostly_match_some_mixed():
    assert all(None not in egg.spaces for egg in ELEMENT_EGGS)
    mixed = [egg for egg in ELEMENT_EGGS if any(space.terrain is not egg.terrain for space in egg.spaces)]
    assert 0 < len(mixed) < len(ELEMENT_EGGS) / 2
    assert all(any(space.terrain is egg.terrain for space in egg.spaces) for egg in mixed)


def test_royal_eggs_have_two_any_spaces():
    assert ROYAL_EGGS
    assert all(egg.spaces == (None, None) for egg in ROYAL_EGGS)


def test_some_tiles_have_two_squares_of_one_type_none_two_pillars():
    same = [t for t in TILES if t.squares[0].terrain is not None and t.squares[0].terrain is t.squares[1].terrain]
    assert same
    assert not [t for t in TILES if t.squares[0].is_pillar_square and t.squares[1].is_pillar_square]


@pytest.mark.parametrize("tile_set", [2, 3, 4])
def test_each_set_keeps_the_proportions(tile_set):
    def shares(squares):
        counts = Counter(square.terrain for square in squares)
        return {kind: counts[kind] / len(squares) for kind in (*Terrain, None)}

    whole = shares(SQUARES)
    part = shares([square for tile in TILES if tile.set == tile_set for square in tile.squares])
    for kind in whole:
        assert abs(part[kind] - whole[kind]) <= 0.10, kind


def test_starting_tiles_are_pluses_around_the_centre():
    assert len(CATALOG.starting_tiles) == 4
    plus = {(2, 2), (1, 2), (3, 2), (2, 1), (2, 3)}
    for tile in CATALOG.starting_tiles:
        assert len(tile.squares) == 5 and set(tile.cells) == plus
        centre = dict(tile.squares)[(2, 2)]
        assert centre.terrain is Terrain.ROYAL and centre.egg is None


def test_starting_tile_arms_have_own_eggs_and_a_different_fourth_type():
    fourths = []
    for tile in CATALOG.starting_tiles:
        arms = [square for cell, square in tile.squares if cell != (2, 2)]
        for arm in arms:
            assert arm.egg is not None and arm.egg.terrain is arm.terrain
            expected = (None, None) if arm.terrain is Terrain.ROYAL else (Element(arm.terrain.value),)
            assert arm.egg.spaces == expected
        kinds = Counter(arm.terrain for arm in arms)
        assert all(kinds[kind] >= 1 for kind in (Terrain.FIRE, Terrain.WATER, Terrain.AIR))
        kinds.subtract([Terrain.FIRE, Terrain.WATER, Terrain.AIR])
        fourths.append(next(kind for kind, n in kinds.items() if n == 1))
    assert sorted(fourths) == sorted(Terrain)
    assert len({tile.squares[1:] for tile in CATALOG.starting_tiles}) == 4


def _ring() -> list[tuple[int, int]]:
    """Clockwise from the top-left corner around a 5 x 5 grid."""
    return ([(-1, c) for c in range(-1, 5)] + [(r, 5) for r in range(-1, 5)]
            + [(5, c) for c in range(5, -1, -1)] + [(r, -1) for r in range(5, -1, -1)])


def test_library_track():
    library = CATALOG.boards["library"]
    assert (library.rows, library.cols, library.start_step) == (5, 5, 0)
    track = library.track
    assert len(track) == 24
    assert [step.at for step in track] == _ring()
    assert set(track[0].lines) == {Line(Axis.ROW, 0), Line(Axis.COL, 0)}
    for step in track:
        r, c = step.at
        if r in (-1, 5) and c in (-1, 5):
            corner = {Line(Axis.ROW, min(max(r, 0), 4)), Line(Axis.COL, min(max(c, 0), 4))}
            assert set(step.lines) == corner, step
        elif r in (-1, 5):
            assert step.lines == (Line(Axis.COL, c),), step
        else:
            assert step.lines == (Line(Axis.ROW, r),), step
        assert step.reward is None and not step.shrine
    assert not library.gaps and not library.cliffs and not library.shrines
    assert library.pillar_source is PillarSource.PLAYER and library.solo_bonus == 0


def test_solo_ranks_descend():
    minima = [rank.minimum for rank in CATALOG.solo.ranks]
    assert minima == sorted(minima, reverse=True) and len(set(minima)) == len(minima)
    assert minima[-1] == 0


# --- bad data ---------------------------------------------------------------

def copy_data(tmp_path: Path) -> Path:
    root = tmp_path / "data"
    shutil.copytree(DATA, root)
    return root


@functools.lru_cache(maxsize=8)
def _parsed(text: str):
    return yaml.safe_load(text)


def edit(root: Path, name: str, change: Callable[[dict], object]) -> None:
    path = root / name
    doc = copy.deepcopy(_parsed(path.read_text(encoding="utf-8")))  # the same text parses once per run
    change(doc)
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")


def refused(root: Path, *fragments: str) -> DataError:
    """The error loading ``root`` raises, whose message holds each of ``fragments`` (for the errors that have no
    kind of their own: the checks of the data as a whole, ``catalog_checks``)."""
    with pytest.raises(DataError) as caught:
        load(root)
    message = str(caught.value)
    for fragment in fragments:
        assert fragment in message, (fragment, message)
    return caught.value


def refused_as(root: Path, name: str, where: str, kind: DataProblem, *values: str) -> DataError:
    """The error loading ``root`` raises: it names the file ``name`` (its path's last part) and the field ``where``,
    says ``kind``, and quotes each of ``values`` (what was refused)."""
    with pytest.raises(DataError) as caught:
        load(root)
    error = caught.value
    assert (Path(error.source).name, error.where, error.kind) == (name, where, kind), str(error)
    for value in values:
        assert value in str(error), (value, str(error))
    return error


def test_copied_data_loads(tmp_path):
    root = copy_data(tmp_path)
    edit(root, "tiles.yaml", lambda doc: None)
    assert len(load(root).tiles) == 50


def square(doc, index=0):
    return doc["tiles"][3]["squares"][index]


def put(index, value):
    def change(doc):
        doc["tiles"][3]["squares"][index] = value
    return change


T4 = "tiles[3] (id T04)"
FIRE_EGG = {"type": "fire", "spaces": ["fire"]}
P = DataProblem

TILE_CASES = {
    "unknown square type": (put(0, {"type": "lava", "egg": FIRE_EGG}), f"{T4}.squares[0].type", P.UNKNOWN_CHOICE,
                            ["lava"]),
    "unknown egg type": (put(0, {"type": "fire", "egg": {"type": "earth", "spaces": ["fire"]}}),
                         f"{T4}.squares[0].egg.type", P.UNKNOWN_CHOICE, ["earth"]),
    "unknown element": (put(1, {"type": "fire", "egg": {"type": "fire", "spaces": ["fire", "mud"]}}),
                        f"{T4}.squares[1].egg.spaces[1]", P.UNKNOWN_CHOICE, ["mud"]),
    "egg on a pillar square": (put(0, {"pillars": 2, "egg": FIRE_EGG}), f"{T4}.squares[0].egg", P.INCONSISTENT, []),
    "type on a pillar square": (put(0, {"pillars": 2, "type": "fire"}), f"{T4}.squares[0].type", P.INCONSISTENT, []),
    "no pillars": (put(0, {"pillars": 0}), f"{T4}.squares[0].pillars", P.OUT_OF_RANGE, ["0"]),
    "royal egg with one space": (put(0, {"type": "royal", "egg": {"type": "royal", "spaces": ["any"]}}),
                                 f"{T4}.squares[0].egg.spaces", P.INCONSISTENT, []),
    "royal egg not any": (put(0, {"type": "royal", "egg": {"type": "royal", "spaces": ["fire", "fire"]}}),
                          f"{T4}.squares[0].egg.spaces", P.INCONSISTENT, []),
    "element egg with any": (put(1, {"type": "water", "egg": {"type": "water", "spaces": ["any"]}}),
                             f"{T4}.squares[1].egg.spaces", P.INCONSISTENT, []),
    "element egg without spaces": (put(1, {"type": "water", "egg": {"type": "water", "spaces": []}}),
                                   f"{T4}.squares[1].egg.spaces", P.WRONG_COUNT, ["0"]),
    "egg field typo": (put(1, {"type": "water", "egg": {"type": "water", "space": ["water"]}}),
                       f"{T4}.squares[1].egg.spaces", P.MISSING_FIELD, []),
    "square field typo": (put(1, {"type": "water", "eg": FIRE_EGG}), f"{T4}.squares[1].eg", P.UNKNOWN_FIELD, []),
    "square not a mapping": (put(1, "water"), f"{T4}.squares[1]", P.WRONG_KIND, []),
    "three squares": (lambda doc: doc["tiles"][3]["squares"].append({"pillars": 1}), f"{T4}.squares",
                      P.WRONG_COUNT, ["3"]),
    "one square": (lambda doc: doc["tiles"][3]["squares"].pop(), f"{T4}.squares", P.WRONG_COUNT, ["1"]),
    "duplicate id": (lambda doc: doc["tiles"][3].update(id="T01"), "tiles[3] (id T01).id", P.DUPLICATE, ["T01"]),
    "set of 5": (lambda doc: doc["tiles"][3].update(set=5), f"{T4}.set", P.OUT_OF_RANGE, ["5"]),
    "set not a number": (lambda doc: doc["tiles"][3].update(set="two"), f"{T4}.set", P.WRONG_KIND, []),
    "missing set": (lambda doc: doc["tiles"][3].pop("set"), f"{T4}.set", P.MISSING_FIELD, []),
    "missing id": (lambda doc: doc["tiles"][3].pop("id"), "tiles[3].id", P.MISSING_FIELD, []),
    "unknown tile field": (lambda doc: doc["tiles"][3].update(sett=2), f"{T4}.sett", P.UNKNOWN_FIELD, []),
    "unknown top field": (lambda doc: doc.update(tile=[]), "tile", P.UNKNOWN_FIELD, []),
    "tiles not a list": (lambda doc: doc.update(tiles={"a": 1}), "tiles", P.WRONG_KIND, []),
    "no tiles": (lambda doc: doc.update(tiles=[]), "tiles", P.WRONG_COUNT, []),
}


@pytest.mark.parametrize("change, where, kind, values", TILE_CASES.values(), ids=TILE_CASES.keys())
def test_bad_tile_is_refused(tmp_path, change, where, kind, values):
    root = copy_data(tmp_path)
    edit(root, "tiles.yaml", change)
    refused_as(root, "tiles.yaml", where, kind, *values)


def arm(cell):
    def change(doc):
        doc["starting_tiles"][0]["squares"][1]["cell"] = cell
    return change


S1 = "starting_tiles[0] (id S1).squares[1]"
STARTING_CASES = {
    "cell off the grid": (arm([2, 5]), f"{S1}.cell", P.OUT_OF_RANGE, ["[2, 5]"]),
    "negative cell": (arm([-1, 2]), f"{S1}.cell", P.OUT_OF_RANGE, ["[-1, 2]"]),
    "cell not a pair": (arm([2]), f"{S1}.cell", P.WRONG_KIND, []),
    "two squares on a cell": (arm([2, 2]), f"{S1}.cell", P.DUPLICATE, ["[2, 2]"]),
    "no cell": (lambda doc: doc["starting_tiles"][0]["squares"][1].pop("cell"), f"{S1}.cell", P.MISSING_FIELD, []),
    "bad arm egg": (lambda doc: doc["starting_tiles"][0]["squares"][1]["egg"].update(type="lava"),
                    f"{S1}.egg.type", P.UNKNOWN_CHOICE, ["lava"]),
    "duplicate id": (lambda doc: doc["starting_tiles"][1].update(id="S1"), "starting_tiles[1] (id S1).id",
                     P.DUPLICATE, ["S1"]),
    "unknown field": (lambda doc: doc["starting_tiles"][0].update(level=1), "starting_tiles[0] (id S1).level",
                      P.UNKNOWN_FIELD, []),
}


@pytest.mark.parametrize("change, where, kind, values", STARTING_CASES.values(), ids=STARTING_CASES.keys())
def test_bad_starting_tile_is_refused(tmp_path, change, where, kind, values):
    root = copy_data(tmp_path)
    edit(root, "starting-tiles.yaml", change)
    refused_as(root, "starting-tiles.yaml", where, kind, *values)


def add_side(root: Path, change: Callable[[dict], object]) -> None:
    """A second board side, ``boards/test-side.yaml``: the Library plus ``change``."""
    shutil.copy(root / "boards" / "library.yaml", root / "boards" / "test-side.yaml")
    edit(root, "boards/test-side.yaml", lambda doc: (doc.update(name="test-side"), change(doc)))


def step(index, **fields):
    return lambda doc: doc["track"][index].update(fields)


BOARD_CASES = {
    "line off the grid": (step(3, lines=[{"row": 7}]), "track[3].lines[0].row", P.OUT_OF_RANGE, ["7"]),
    "line with row and col": (step(3, lines=[{"row": 1, "col": 1}]), "track[3].lines[0]", P.WRONG_KIND, []),
    "no lines": (step(3, lines=[]), "track[3].lines", P.WRONG_COUNT, []),
    "step inside the grid": (step(3, at=[2, 0]), "track[3].at", P.OUT_OF_RANGE, ["[2, 0]"]),
    "step far outside": (step(3, at=[-3, 2]), "track[3].at", P.OUT_OF_RANGE, ["[-3, 2]"]),
    "shrine step off a shrine": (step(3, at=[0, 2], shrine=True), "track[3].at", P.INCONSISTENT, ["[0, 2]"]),
    "unknown reward": (step(3, reward="gold"), "track[3].reward", P.UNKNOWN_CHOICE, ["gold"]),
    "unknown step field": (step(3, look=[]), "track[3].look", P.UNKNOWN_FIELD, []),
    "no track": (lambda doc: doc.update(track=[]), "track", P.WRONG_COUNT, []),
    "start step past the end": (lambda doc: doc.update(start_step=24), "start_step", P.OUT_OF_RANGE, ["24"]),
    "unknown pillar source": (lambda doc: doc.update(pillar_source="bank"), "pillar_source", P.UNKNOWN_CHOICE,
                              ["bank"]),
    "gap off the grid": (lambda doc: doc.update(gaps=[[1, 1], [5, 2]]), "gaps[1]", P.OUT_OF_RANGE, ["[5, 2]"]),
    "gap on the starting tile": (lambda doc: doc.update(gaps=[[2, 3]]), "gaps[0]", P.INCONSISTENT, ["[2, 3]"]),
    "cliff on the starting tile": (lambda doc: doc.update(cliffs=[[2, 2]]), "cliffs[0]", P.INCONSISTENT, ["[2, 2]"]),
    "shrine on the starting tile": (lambda doc: doc.update(shrines=[{"cell": [1, 2], "type": "fire"}]),
                                    "shrines[0].cell", P.INCONSISTENT, ["[1, 2]"]),
    "shrine off the grid": (lambda doc: doc.update(shrines=[{"cell": [0, 5], "type": "fire"}]),
                            "shrines[0].cell", P.OUT_OF_RANGE, ["[0, 5]"]),
    "unknown shrine type": (lambda doc: doc.update(shrines=[{"cell": [0, 2], "type": "lava"}]),
                            "shrines[0].type", P.UNKNOWN_CHOICE, ["lava"]),
    "cliff and gap on one cell": (lambda doc: doc.update(gaps=[[1, 1]], cliffs=[[1, 1]]), "cliffs[0]",
                                  P.INCONSISTENT, ["[1, 1]"]),
    "two gaps on one cell": (lambda doc: doc.update(gaps=[[1, 1], [1, 1]]), "gaps[1]", P.INCONSISTENT, ["[1, 1]"]),
    "trade of royal stones": (lambda doc: doc.update(trade={"pillars": 2, "stone": "royal"}), "trade.stone",
                              P.UNKNOWN_CHOICE, ["royal"]),
    "trade field typo": (lambda doc: doc.update(trade={"pillars": 2, "stones": "fire"}), "trade.stone",
                         P.MISSING_FIELD, []),
    "cliff capacity 0": (lambda doc: doc.update(cliff_capacity=0), "cliff_capacity", P.OUT_OF_RANGE, ["0"]),
    "negative solo bonus": (lambda doc: doc.update(solo_bonus=-20), "solo_bonus", P.OUT_OF_RANGE, ["-20"]),
    "unknown board field": (lambda doc: doc.update(gapz=[]), "gapz", P.UNKNOWN_FIELD, []),
}


@pytest.mark.parametrize("change, where, kind, values", BOARD_CASES.values(), ids=BOARD_CASES.keys())
def test_bad_board_side_is_refused(tmp_path, change, where, kind, values):
    root = copy_data(tmp_path)
    add_side(root, change)
    refused_as(root, "test-side.yaml", where, kind, *values)


def test_board_side_defined_twice_is_refused(tmp_path):
    root = copy_data(tmp_path)
    shutil.copy(root / "boards" / "library.yaml", root / "boards" / "library2.yaml")
    error = refused_as(root, "library2.yaml", "name", P.DUPLICATE, "'library'")
    assert str(root / "boards" / "library.yaml") in error.problem


def test_a_side_named_as_another_names_both_files(tmp_path):
    """``library.yaml`` renamed ``marble-quarry``: the error names the file read second and the one read first."""
    root = copy_data(tmp_path)
    edit(root, "boards/library.yaml", lambda doc: doc.update(name="marble-quarry"))
    error = refused_as(root, "marble-quarry.yaml", "name", P.DUPLICATE, "'marble-quarry'")
    assert (error.source, error.where) == (str(root / "boards" / "marble-quarry.yaml"), "name")
    assert str(root / "boards" / "library.yaml") in error.problem


def test_no_board_files_is_refused(tmp_path):
    root = copy_data(tmp_path)
    for path in (root / "boards").glob("*.yaml"):
        path.unlink()
    refused_as(root, "boards", "", P.MISSING_FILE)


def test_the_default_library_side_is_required(tmp_path):
    root = copy_data(tmp_path)
    (root / "boards" / "library.yaml").unlink()
    refused_as(root, "boards", "", P.MISSING_FILE, "'library'")


def test_b_side_features_load(tmp_path):
    root = copy_data(tmp_path)

    def features(doc):
        doc.update(gaps=[[1, 1]], cliffs=[[0, 0]], shrines=[{"cell": [0, 2], "type": "fire"}],
                   pillar_source="supply", trade={"pillars": 2, "stone": "fire"}, cliff_capacity=2, solo_bonus=20)
        doc["track"][3] = {"at": [0, 2], "shrine": True, "lines": [{"col": 2}]}
        doc["track"][9]["reward"] = "pillar"

    add_side(root, features)
    side = load(root).boards["test-side"]
    assert side.gaps == {(1, 1)} and side.cliffs == {(0, 0)} and side.shrines == {(0, 2): Terrain.FIRE}
    assert side.track[3].shrine and side.track[3].at == (0, 2)
    assert side.track[9].reward is Reward.PILLAR
    assert side.pillar_source is PillarSource.SUPPLY and side.trade == TradeSpec(2, Element.FIRE)
    assert (side.cliff_capacity, side.solo_bonus) == (2, 20)


def test_solo_ranks_not_descending_are_refused(tmp_path):
    root = copy_data(tmp_path)
    edit(root, "solo.yaml", lambda doc: doc["ranks"][1].update(minimum=100))
    refused_as(root, "solo.yaml", "ranks[1].minimum", P.INCONSISTENT)


def test_solo_rank_without_title_is_refused(tmp_path):
    root = copy_data(tmp_path)
    edit(root, "solo.yaml", lambda doc: doc["ranks"][2].pop("title"))
    refused_as(root, "solo.yaml", "ranks[2].title", P.MISSING_FIELD)


def test_a_solo_table_whose_lowest_rank_does_not_start_at_0_is_refused(tmp_path):
    """Without a rank from 0, a score under the lowest minimum would take the lowest rank all the same: 21 points
    would make an Egg Cracker, whose minimum is 60."""
    root = copy_data(tmp_path)
    edit(root, "solo.yaml", lambda doc: doc["ranks"].pop())
    refused_as(root, "solo.yaml", "ranks[4].minimum", P.OUT_OF_RANGE, "60")


def test_a_solo_table_of_one_rank_from_0_loads(tmp_path):
    root = copy_data(tmp_path)
    edit(root, "solo.yaml", lambda doc: doc.update(ranks=[{"minimum": 0, "title": "Dragon Keeper"}]))
    solo = load(root).solo
    assert [(rank.minimum, rank.title) for rank in solo.ranks] == [(0, "Dragon Keeper")]
    assert solo.rank(21).title == "Dragon Keeper"


def test_two_solo_ranks_of_one_title_are_refused(tmp_path):
    root = copy_data(tmp_path)
    edit(root, "solo.yaml", lambda doc: doc["ranks"][3].update(title=doc["ranks"][1]["title"]))
    refused_as(root, "solo.yaml", "ranks[3].title", P.DUPLICATE, "'Minister of Dragons'")


# --- bad files --------------------------------------------------------------

def test_yaml_syntax_error_names_the_line(tmp_path):
    root = copy_data(tmp_path)
    (root / "tiles.yaml").write_text("tiles:\n  - id: T01\n    set: [2\n", encoding="utf-8")
    refused_as(root, "tiles.yaml", "line 4, column 1", P.BAD_YAML)


def test_python_object_tag_is_refused_not_run(tmp_path):
    root = copy_data(tmp_path)
    marker = tmp_path / "ran"
    (root / "solo.yaml").write_text(
        f'ranks: !!python/object/apply:os.system ["touch {marker}"]\n', encoding="utf-8")
    refused_as(root, "solo.yaml", "line 1, column 8", P.BAD_YAML, "python/object")
    assert not marker.exists()


def test_yaml_alias_is_refused(tmp_path):
    root = copy_data(tmp_path)
    (root / "solo.yaml").write_text(
        "ranks:\n  - &best {minimum: 100, title: Best}\n  - *best\n", encoding="utf-8")
    refused_as(root, "solo.yaml", "line 3", P.BAD_YAML)


def test_duplicate_key_is_refused(tmp_path):
    root = copy_data(tmp_path)
    text = (root / "tiles.yaml").read_text(encoding="utf-8")
    (root / "tiles.yaml").write_text(text.replace("set: 2\n", "set: 2\n    set: 3\n", 1), encoding="utf-8")
    second = text[:text.index("set: 2\n")].count("\n") + 2
    refused_as(root, "tiles.yaml", f"line {second}", P.DUPLICATE, "'set'")


def test_file_over_one_mebibyte_is_refused(tmp_path):
    root = copy_data(tmp_path)
    with open(root / "tiles.yaml", "a", encoding="utf-8") as handle:
        handle.write(("#" * 1023 + "\n") * 1025)
    refused_as(root, "tiles.yaml", "", P.TOO_LARGE, "1048576")


def test_non_utf8_file_is_refused(tmp_path):
    root = copy_data(tmp_path)
    (root / "solo.yaml").write_bytes(b"ranks:\n  - {minimum: 0, title: \"Caf\xe9\"}\n")
    refused_as(root, "solo.yaml", "", P.NOT_READABLE)


@pytest.mark.parametrize("name", ["tiles.yaml", "starting-tiles.yaml", "solo.yaml"])
def test_missing_file_is_refused(tmp_path, name):
    root = copy_data(tmp_path)
    (root / name).unlink()
    refused_as(root, name, "", P.NOT_READABLE)


@pytest.mark.parametrize("name", ["tiles.yaml", "starting-tiles.yaml", "solo.yaml", "boards/library.yaml"])
def test_empty_file_is_refused(tmp_path, name):
    root = copy_data(tmp_path)
    (root / name).write_text("# nothing here\n", encoding="utf-8")
    refused_as(root, Path(name).name, "top level", P.WRONG_KIND)
