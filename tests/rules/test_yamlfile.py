"""YAML files are parsed once with the safe loader (libyaml's when present) and hostile documents are refused.

Refused, with an error naming the file and the line: aliases (a "billion
laughs" bomb among them), nesting deeper than ``MAX_DEPTH``, duplicate keys,
more values than ``MAX_NODES``, numbers too long to convert or that cannot be
converted, control characters. Only regular files are read.
Each guard is checked with libyaml's parser and with the pure-Python one.
"""
from __future__ import annotations

import datetime
import os
import re
import threading
import time
from pathlib import Path

import pytest
import yaml

from dragonarium.rules.files import yaml_text, yamlfile
from dragonarium.rules.model.errors import DataError, DataProblem
from dragonarium.rules.files.yaml_text import guarded_loader
from dragonarium.rules.files.yaml_limits import MAX_DEPTH, MAX_NODES
from dragonarium.rules.files.yamlfile import dump_yaml, parse_yaml, read_yaml

BASES = [pytest.param(yaml.SafeLoader, id="pure")]
if yaml.__with_libyaml__:
    BASES.append(pytest.param(yaml.CSafeLoader, id="libyaml"))

BILLION_LAUGHS = """\
a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]
"""


@pytest.fixture(params=BASES)
def loader(request, monkeypatch):
    """Parse with the given base loader for the duration of one test."""
    monkeypatch.setattr(yaml_text, "LOADER", guarded_loader(request.param))
    return request.param


def test_libyaml_is_used_when_pyyaml_has_it():
    if not yaml.__with_libyaml__:
        pytest.skip("PyYAML was built without libyaml")
    assert issubclass(yaml_text.LOADER, yaml.CSafeLoader)
    assert yaml_text.DUMPER is yaml.CSafeDumper


def test_plain_document_reads(loader):
    text = "name: library\ncells: [[0, 1], [2, 3]]\nsteps:\n  - {row: 0}\n  - col: 4\nflag: true\n"
    assert parse_yaml(text, "side.yaml") == {
        "name": "library", "cells": [[0, 1], [2, 3]], "steps": [{"row": 0}, {"col": 4}], "flag": True}


def test_empty_document_is_nothing(loader):
    assert parse_yaml("", "empty.yaml") is None
    assert parse_yaml("# only a comment\n", "empty.yaml") is None


def test_billion_laughs_is_refused_at_its_first_alias(loader, tmp_path):
    path = tmp_path / "bomb.yaml"
    path.write_text(BILLION_LAUGHS, encoding="utf-8")
    start = time.process_time()
    with pytest.raises(DataError) as caught:
        read_yaml(path)
    assert time.process_time() - start < 1.0
    assert caught.value.source == str(path)
    assert re.match(r"line 2\b", caught.value.where)
    assert caught.value.kind is DataProblem.BAD_YAML
    assert str(path) in str(caught.value)


def test_lone_alias_is_refused(loader):
    with pytest.raises(DataError) as caught:
        parse_yaml("ranks:\n  - &best {minimum: 100, title: Best}\n  - *best\n", "solo.yaml")
    assert (caught.value.source, caught.value.where, caught.value.kind) == ("solo.yaml", "line 3", DataProblem.BAD_YAML)


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 100_000])
def test_flow_nesting_too_deep_is_refused(loader, tmp_path, depth):
    path = tmp_path / "deep.yaml"
    path.write_text("[" * depth + "]" * depth + "\n", encoding="utf-8")
    with pytest.raises(DataError) as caught:
        read_yaml(path)
    assert caught.value.source == str(path)
    assert re.match(r"line 1\b", caught.value.where)  # the parser may add a column, as newer libyaml does
    assert caught.value.kind is DataProblem.TOO_LARGE and str(MAX_DEPTH) in caught.value.problem


def test_block_nesting_too_deep_is_refused(loader):
    text = "".join("  " * level + "a:\n" for level in range(MAX_DEPTH + 5))
    with pytest.raises(DataError) as caught:
        parse_yaml(text, "deep.yaml")
    assert caught.value.source == "deep.yaml" and re.fullmatch(r"line \d+", caught.value.where)
    assert caught.value.kind is DataProblem.TOO_LARGE and str(MAX_DEPTH) in caught.value.problem


def test_nesting_at_the_limit_reads(loader):
    depth = MAX_DEPTH - 1  # containers; the innermost scalar is the last level
    value = parse_yaml("[" * depth + "1" + "]" * depth, "limit.yaml")
    for _ in range(depth):
        assert isinstance(value, list) and len(value) == 1
        value = value[0]
    assert value == 1


def test_duplicate_key_is_refused_with_its_line(loader):
    with pytest.raises(DataError) as caught:
        parse_yaml("id: T01\nset: 2\nset: 3\n", "tiles.yaml")
    assert (caught.value.source, caught.value.where, caught.value.kind) == ("tiles.yaml", "line 3",
                                                                            DataProblem.DUPLICATE)
    assert "'set'" in caught.value.problem


def test_python_tags_are_refused(loader, tmp_path):
    marker = tmp_path / "ran"
    with pytest.raises(DataError) as caught:
        parse_yaml(f'x: !!python/object/apply:os.system ["touch {marker}"]\n', "evil.yaml")
    assert caught.value.kind is DataProblem.BAD_YAML and "python/object" in caught.value.problem
    assert not marker.exists()


def test_syntax_error_names_line_and_column(loader):
    with pytest.raises(DataError) as caught:
        parse_yaml("tiles:\n  - id: T01\n    set: [2\n", "tiles.yaml")
    assert caught.value.where.startswith("line 4, column")
    assert caught.value.kind is DataProblem.BAD_YAML


def test_oversized_text_is_refused_before_parsing(loader):
    with pytest.raises(DataError) as caught:
        parse_yaml("[" * (yamlfile.MAX_FILE_BYTES + 1), "big.yaml")
    assert (caught.value.source, caught.value.where, caught.value.kind) == ("big.yaml", "", DataProblem.TOO_LARGE)
    assert "1048576" in caught.value.problem


def test_dump_keeps_key_order_and_reads_back(loader):
    data = {"format": "dragonarium-record", "version": 1, "players": [{"name": "Ännie", "kind": "human"}],
            "actions": ["place T01 0,0 0,1"]}
    text = dump_yaml(data)
    assert text.index("format") < text.index("version") < text.index("players") < text.index("actions")
    assert "Ännie" in text
    assert parse_yaml(text, "record.yaml") == data


@pytest.mark.parametrize("scalar, kind, shown", [
    ("1" * 5000, DataProblem.TOO_LARGE, "40"),
    ("0x" + "f" * 6000, DataProblem.TOO_LARGE, "40"),
    ("1:" * 3000 + "1", DataProblem.TOO_LARGE, "40"),
    ("2001-13-45", DataProblem.BAD_YAML, "'2001-13-45'"),
    ("!!float x", DataProblem.BAD_YAML, "'x'"),
    ("!!int 1.5", DataProblem.BAD_YAML, "'1.5'"),
])
def test_numbers_that_cannot_be_read_are_refused_with_their_line(loader, scalar, kind, shown):
    with pytest.raises(DataError) as caught:
        parse_yaml(f"format: x\nseed: {scalar}\n", "game.yaml")
    assert (caught.value.source, caught.value.where, caught.value.kind) == ("game.yaml", "line 2", kind)
    assert shown in caught.value.problem


def test_numbers_the_files_use_still_read(loader):
    assert parse_yaml("a: 9223372036854775807\nb: -3\nc: 1.5\nd: 0x1f\ne: 2001-01-02\n", "x.yaml") == {
        "a": 9223372036854775807, "b": -3, "c": 1.5, "d": 31, "e": datetime.date(2001, 1, 2)}


def test_a_control_character_is_named_with_its_line_and_column(loader):
    with pytest.raises(DataError) as caught:
        parse_yaml("format: x\nname: Ann\x00e\n", "game.yaml")
    assert (caught.value.where, caught.value.kind) == ("line 2, column 10", DataProblem.BAD_YAML)
    assert "U+0000" in caught.value.problem
    assert "unicode string" not in str(caught.value) and "position" not in str(caught.value)


def test_more_values_than_any_file_needs_are_refused_as_they_stream_in(loader):
    text = "actions:\n" + "- draft 1\n" * (MAX_NODES + 10)
    start = time.process_time()
    with pytest.raises(DataError) as caught:
        parse_yaml(text, "long.yaml")
    assert time.process_time() - start < 5.0
    assert (caught.value.where, caught.value.kind) == (f"line {MAX_NODES - 1}", DataProblem.TOO_LARGE)
    assert str(MAX_NODES) in caught.value.problem
    assert len(parse_yaml("actions:\n" + "- draft 1\n" * (MAX_NODES - 3), "long.yaml")["actions"]) == \
        MAX_NODES - 3


def test_a_fifo_a_folder_and_a_device_are_refused_without_waiting(tmp_path):
    fifo = tmp_path / "game.yaml"
    os.mkfifo(fifo)
    outcome = []
    reader = threading.Thread(target=lambda: outcome.append(_refusal(read_yaml, fifo)), daemon=True)
    reader.start()
    reader.join(10)
    if reader.is_alive():  # free the reader before failing
        with open(fifo, "w"):
            pass
        pytest.fail("reading a FIFO waited for a writer")
    assert outcome == [(str(fifo), "", DataProblem.NOT_READABLE)]
    assert _refusal(read_yaml, tmp_path) == (str(tmp_path), "", DataProblem.NOT_READABLE)
    assert _refusal(read_yaml, Path("/dev/zero")) == ("/dev/zero", "", DataProblem.NOT_READABLE)


def _refusal(function, *args):
    try:
        function(*args)
    except DataError as error:
        return error.source, error.where, error.kind
    return None
