"""Every loader against truncated, mistyped, oversized, unknown-version and hostile files."""
import copy
import shutil
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dragonarium.lessons import load_lesson
from dragonarium.rules.catalog import load_board, load_solo_table, load_starting_tiles, load_tiles
from dragonarium.rules.errors import DragonariumError
from dragonarium.rules.record import load_game_file, load_position, load_record
from dragonarium.rules.yamlfile import MAX_FILE_BYTES, dump_yaml, parse_yaml
from dragonarium.saves import load_game

from tests.game.play import CATALOG

ROOT = Path(__file__).resolve().parents[2]
SAVE = """format: dragonarium-record
version: 2
seed: 3
players:
  - {name: Ann, side: library, kind: human}
  - {name: Bob, side: marble-quarry, kind: human}
actions: [draft 1, place A1 B1, element fire]
"""

LOADERS = {
    "tiles": (ROOT / "data" / "tiles.yaml", load_tiles),
    "starting": (ROOT / "data" / "starting-tiles.yaml", load_starting_tiles),
    "board": (ROOT / "data" / "boards" / "church-ruins.yaml", lambda p: load_board(p, {(2, 2)})),
    "solo": (ROOT / "data" / "solo.yaml", load_solo_table),
    "lesson": (ROOT / "data" / "lessons" / "05-hatching.yaml", load_lesson),
    "position": (ROOT / "examples" / "seventy-five.yaml", load_position),
    "record": (ROOT / "examples" / "two-player-game.yaml", load_record),
    "game file": (ROOT / "examples" / "coco-air.yaml", load_game_file),
    "save": (None, lambda p: load_game(p, CATALOG)),
}
FUZZ = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def text_of(name):
    path = LOADERS[name][0]
    return SAVE if path is None else path.read_text()


@lru_cache(maxsize=None)
def document_of(name):
    return parse_yaml(text_of(name), name)


def must_refuse_cleanly(loader, path):
    """Loading either works or raises the project's own error naming the file: never anything else."""
    try:
        loader(path)
    except DragonariumError as error:
        assert str(path) in str(error) or path.name in str(error), str(error)
        return error
    return None


def paths_in_document(document, prefix=()):
    yield prefix
    if isinstance(document, dict):
        for key, value in document.items():
            yield from paths_in_document(value, prefix + (key,))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            yield from paths_in_document(value, prefix + (index,))


JUNK = st.one_of(st.none(), st.booleans(), st.integers(-10**30, 10**30), st.floats(allow_nan=True),
                 st.text(max_size=20), st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=5),
                                                                                          st.integers(), max_size=3))


@pytest.mark.parametrize("name", sorted(LOADERS))
@FUZZ
@given(cut=st.floats(0.0, 1.0))
def test_truncated_files(tmp_path_factory, name, cut):
    text = text_of(name)
    path = tmp_path_factory.mktemp("cut") / "file.yaml"
    path.write_text(text[: int(len(text) * cut)])
    must_refuse_cleanly(LOADERS[name][1], path)


@pytest.mark.parametrize("name", sorted(LOADERS))
@FUZZ
@given(data=st.data())
def test_wrongly_typed_and_missing_fields(tmp_path_factory, name, data):
    document = document_of(name)
    paths = [p for p in paths_in_document(document) if p]
    target = data.draw(st.sampled_from(paths))
    mutated = copy.deepcopy(document)
    holder = mutated
    for key in target[:-1]:
        holder = holder[key]
    if data.draw(st.booleans()) and isinstance(holder, dict):
        del holder[target[-1]]
    else:
        holder[target[-1]] = data.draw(JUNK)
    path = tmp_path_factory.mktemp("typed") / "file.yaml"
    path.write_text(dump_yaml(mutated))
    must_refuse_cleanly(LOADERS[name][1], path)


@pytest.mark.parametrize("name", sorted(LOADERS))
def test_oversized_files_are_refused_before_parsing(tmp_path, name):
    path = tmp_path / "big.yaml"
    path.write_text(text_of(name) + "#" * (MAX_FILE_BYTES + 10))
    error = must_refuse_cleanly(LOADERS[name][1], path)
    assert error is not None and "larger than" in str(error)


@pytest.mark.parametrize("name", ["position", "record", "game file", "save", "lesson"])
def test_unknown_versions(tmp_path, name):
    path = tmp_path / "v.yaml"
    assert "version: 2" in text_of(name)
    path.write_text(text_of(name).replace("version: 2", "version: 99"))
    error = must_refuse_cleanly(LOADERS[name][1], path)
    assert error is not None and "version" in str(error)


HOSTILE = {
    "python object": '!!python/object/apply:os.system ["touch {marker}"]\n',
    "python name": "a: !!python/name:os.system\n",
    "deep nesting": "a: " + "[" * 50_000 + "]" * 50_000 + "\n",
    "deep mappings": "a: " + "{b: " * 20_000 + "1" + "}" * 20_000 + "\n",
    "billion laughs": "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
        f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n" for i in range(9)),
    "binary": "\x00\x01\x02 not text",
}


@pytest.mark.parametrize("name", sorted(LOADERS))
@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_hostile_yaml_is_refused_and_never_executed(tmp_path, name, kind):
    marker = tmp_path / "executed"
    path = tmp_path / "hostile.yaml"
    path.write_text(HOSTILE[kind].replace("{marker}", str(marker)))
    error = must_refuse_cleanly(LOADERS[name][1], path)
    assert error is not None
    assert not marker.exists()


def test_a_bad_file_in_a_data_folder_names_the_file(tmp_path):
    from dragonarium.rules.catalog import load_catalog

    shutil.copytree(ROOT / "data", tmp_path / "data")
    (tmp_path / "data" / "boards" / "library.yaml").write_text("name: library\nrows: five\n")
    with pytest.raises(DragonariumError, match=r"library.yaml: rows"):
        load_catalog.__wrapped__(tmp_path / "data")
