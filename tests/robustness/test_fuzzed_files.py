"""Every loader against truncated, mistyped, oversized, unknown-version and hostile files, odd digits and huge
numbers, added keys, long lists, FIFOs, and ``validate-data`` over mutated data and lessons."""
import copy
import math
import os
import shutil
import threading
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dragonarium.rules.model.errors import DataProblem, DragonariumError
from dragonarium.rules.files.yamlfile import MAX_FILE_BYTES, dump_yaml, parse_yaml

from tests.support.fuzz import JUNK, drawn_field, examples, paths_in_document
from tests.support.loaders import LOADERS, ROOT, SAVE, must_refuse_cleanly

FUZZ = settings(max_examples=examples(15), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def text_of(name):
    path = LOADERS[name][0]
    return SAVE if path is None else path.read_text()


@lru_cache(maxsize=None)
def document_of(name):
    return parse_yaml(text_of(name), name)


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
    mutated, holder, key = drawn_field(document_of(name), data)
    if data.draw(st.booleans()) and isinstance(holder, dict):
        del holder[key]
    else:
        holder[key] = data.draw(JUNK)
    path = tmp_path_factory.mktemp("typed") / "file.yaml"
    path.write_text(dump_yaml(mutated))
    must_refuse_cleanly(LOADERS[name][1], path)


@pytest.mark.parametrize("name", sorted(LOADERS))
def test_oversized_files_are_refused_before_parsing(tmp_path, name):
    path = tmp_path / "big.yaml"
    path.write_text(text_of(name) + "#" * (MAX_FILE_BYTES + 10))
    error = must_refuse_cleanly(LOADERS[name][1], path)
    assert error is not None and error.kind is DataProblem.TOO_LARGE


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
    from dragonarium.rules.files.catalog import load_catalog

    shutil.copytree(ROOT / "data", tmp_path / "data")
    (tmp_path / "data" / "boards" / "library.yaml").write_text("name: library\nrows: five\n")
    with pytest.raises(DragonariumError, match=r"library.yaml: rows"):
        load_catalog.__wrapped__(tmp_path / "data")


# -- what the first fuzzing missed ---------------------------------------------------------------------------

HUGE = {"'@huge@'": "9" * 5000, "'@negative@'": "-" + "1" * 5000}
"""Numbers too long for YAML's writer: written as markers, then spelled out in the file's text."""
ODD = st.sampled_from(["²", "٣", "--1", "²,0", "--1,0", "00,0", " 0,0", "pillar:²", "B²", "draft ²", "9" * 5000,
                       "@huge@", "@negative@", 2 ** 63, -1, "\x1b[31m", "a\nb", "\u202e", "", " ",
                       math.nan, math.inf, -math.inf])
"""Values the first fuzzing never tried: other scripts' digits, huge numbers, control characters, blanks, numbers
that are not finite (``.nan``, ``.inf``, ``-.inf``)."""


def dump_odd(document):
    text = dump_yaml(document)
    for marker, number in HUGE.items():
        text = text.replace(marker, number)
    return text


def mutate_at(document, data, value_strategy):
    mutated, holder, key = drawn_field(document, data)
    holder[key] = data.draw(value_strategy)
    return mutated


@pytest.mark.parametrize("name", sorted(LOADERS))
@FUZZ
@given(data=st.data())
def test_odd_digits_huge_numbers_and_control_characters(tmp_path_factory, name, data):
    path = tmp_path_factory.mktemp("odd") / "file.yaml"
    path.write_text(dump_odd(mutate_at(document_of(name), data, ODD)))
    must_refuse_cleanly(LOADERS[name][1], path)


@pytest.mark.parametrize("name", sorted(LOADERS))
@FUZZ
@given(data=st.data())
def test_added_keys(tmp_path_factory, name, data):
    """A key added to any mapping: a typo, a second spelling of a cell, a huge or odd key."""
    mutated = copy.deepcopy(document_of(name))
    mappings = [p for p in paths_in_document(mutated) if isinstance(_at(mutated, p), dict)]
    holder = _at(mutated, data.draw(st.sampled_from(mappings)))
    key = data.draw(st.one_of(st.sampled_from(["colour", "a5", " A5", "4,0 ", "00,0", "x" * 5000, "\x1b"]),
                              st.text(max_size=8)))
    if key in holder:
        return
    holder[key] = data.draw(st.one_of(JUNK, ODD))
    path = tmp_path_factory.mktemp("added") / "file.yaml"
    path.write_text(dump_odd(mutated))
    must_refuse_cleanly(LOADERS[name][1], path)


def _at(document, path):
    for key in path:
        document = document[key]
    return document


@pytest.mark.parametrize("name", sorted(LOADERS))
@settings(max_examples=examples(3), deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(data=st.data(), copies=st.sampled_from([40, 2000]))
def test_large_collections(tmp_path_factory, name, data, copies):
    """A list in the file made long (copies of one of its items): refused, or read if the game allows it."""
    mutated = copy.deepcopy(document_of(name))
    lists = [p for p in paths_in_document(mutated) if isinstance(_at(mutated, p), list) and _at(mutated, p)]
    if not lists:
        return
    target = _at(mutated, data.draw(st.sampled_from(lists)))
    target.extend(copy.deepcopy(target[0]) for _ in range(copies))
    path = tmp_path_factory.mktemp("large") / "file.yaml"
    path.write_text(dump_yaml(mutated))
    must_refuse_cleanly(LOADERS[name][1], path)


CUTS = [0.0, 0.01, 0.1, 0.25, 0.33, 0.5, 0.66, 0.75, 0.9, 0.99]


@pytest.mark.parametrize("name", sorted(LOADERS))
def test_every_file_truncated_at_several_points_even_inside_a_character(tmp_path, name):
    raw = text_of(name).replace("Ann", "Ännie").encode("utf-8")
    points = sorted({int(len(raw) * cut) for cut in CUTS} | {raw.index("Ä".encode()) + 1} if b"\xc3" in raw
                    else {int(len(raw) * cut) for cut in CUTS})
    for point in points:
        path = tmp_path / f"cut-{point}.yaml"
        path.write_bytes(raw[:point])
        must_refuse_cleanly(LOADERS[name][1], path)


@pytest.mark.parametrize("name", sorted(LOADERS))
def test_a_fifo_is_refused_by_every_loader_without_waiting(tmp_path, name):
    fifo = tmp_path / "file.yaml"
    os.mkfifo(fifo)
    outcome = []
    reader = threading.Thread(target=lambda: outcome.append(must_refuse_cleanly(LOADERS[name][1], fifo)),
                              daemon=True)
    reader.start()
    reader.join(30)
    if reader.is_alive():
        with open(fifo, "w"):  # let the reader go before failing
            pass
        pytest.fail(f"the {name} loader waited on a FIFO")
    assert outcome and outcome[0].kind is DataProblem.NOT_READABLE


DATA_FILES = ["tiles.yaml", "starting-tiles.yaml", "solo.yaml", "boards/library.yaml", "boards/church-ruins.yaml",
              "lessons/01-first-tile.yaml", "lessons/12-church-ruins.yaml"]


EVERY_TIME = {"tiles.yaml", "solo.yaml", "boards/library.yaml", "lessons/01-first-tile.yaml"}  # the rest: soak


@pytest.mark.parametrize("name", [pytest.param(name, marks=() if name in EVERY_TIME else pytest.mark.slow)
                                  for name in DATA_FILES])
@settings(max_examples=examples(6), deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_validate_data_over_fuzzed_data_and_lessons(tmp_path_factory, name, data):
    """``validate-data`` over a data folder (lessons included) with one file mutated: it says the data is valid
    or names what is wrong; it never fails otherwise."""
    from dragonarium.cli.commands import main

    root = tmp_path_factory.mktemp("data") / "data"
    # the puzzles left out: a mutated data file that still holds would have every puzzle played out again
    # (a puzzle file is fuzzed on its own, as every kind in LOADERS is)
    shutil.copytree(ROOT / "data", root, ignore=shutil.ignore_patterns("puzzles"))
    document = parse_yaml((root / name).read_text(encoding="utf-8"), name)
    (root / name).write_text(dump_odd(mutate_at(document, data, st.one_of(JUNK, ODD))), encoding="utf-8")
    code = main(["--data", str(root), "validate-data"])
    assert code in (0, 2)
