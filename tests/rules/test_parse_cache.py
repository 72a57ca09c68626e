"""Data files are parsed once and then read from the parse cache; a changed or damaged entry is never used; a
file this program writes is in the cache already."""
import marshal
import os
from pathlib import Path

import pytest

from dragonarium.rules import DataError, read_yaml
from dragonarium.rules.parse_cache import FORMAT, cache_dir
from dragonarium.rules.yamlfile import write_yaml


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("DRAGONARIUM_CACHE", str(folder))
    return folder


def test_a_file_is_parsed_once_then_read_from_the_cache(tmp_path, cache):
    path = tmp_path / "tiles.yaml"
    path.write_text("tiles: [{id: T01, squares: [fire, water]}]\n")
    assert read_yaml(path, cached=True) == {"tiles": [{"id": "T01", "squares": ["fire", "water"]}]}
    [entry] = cache.glob("*.marshal")
    assert cache_dir() == cache
    raw = path.read_bytes()
    entry.write_bytes(marshal.dumps((FORMAT, raw, {"planted": True})))  # the entry, not the file, answers the next read
    assert read_yaml(path, cached=True) == {"planted": True}
    assert read_yaml(path, cached=False) == {"tiles": [{"id": "T01", "squares": ["fire", "water"]}]}  # parsed


def test_a_changed_file_is_parsed_again(tmp_path, cache):
    path = tmp_path / "board.yaml"
    path.write_text("name: library\n")
    assert read_yaml(path, cached=True) == {"name": "library"}
    path.write_text("name: church-ruins\n")
    assert read_yaml(path, cached=True) == {"name": "church-ruins"}
    assert len(list(cache.glob("*.marshal"))) == 2


def test_a_damaged_entry_is_ignored_and_replaced(tmp_path, cache):
    path = tmp_path / "a.yaml"
    path.write_text("count: 3\n")
    read_yaml(path, cached=True)
    [entry] = cache.glob("*.marshal")
    entry.write_bytes(b"\x00garbage")
    assert read_yaml(path, cached=True) == {"count": 3}
    assert read_yaml(path, cached=True) == {"count": 3}


def test_a_broken_file_is_refused_every_time_and_never_cached(tmp_path, cache):
    path = tmp_path / "bad.yaml"
    path.write_text("a: 1\na: 2\n")
    for _ in range(2):
        with pytest.raises(DataError, match="duplicate key 'a'"):
            read_yaml(path, cached=True)
    assert not list(cache.glob("*.marshal"))


def test_an_unwritable_cache_still_reads_the_file(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setenv("DRAGONARIUM_CACHE", str(blocker / "cache"))
    path = tmp_path / "a.yaml"
    path.write_text("when: 2025-01-01\nsize: 2\n")  # a timestamp marshal cannot hold, too
    assert read_yaml(path, cached=True)["size"] == 2


def test_the_cache_keeps_only_the_most_recently_used_entries(tmp_path, cache, monkeypatch):
    monkeypatch.setattr("dragonarium.rules.parse_cache.KEEP", 3)
    paths = []
    for index in range(5):
        path = tmp_path / f"f{index}.yaml"
        path.write_text(f"n: {index}\n")
        paths.append(path)
        read_yaml(path, cached=True)
        for entry in cache.glob("*.marshal"):  # make the order of use unambiguous on coarse clocks
            os.utime(entry, ns=(entry.stat().st_mtime_ns - 10**9,) * 2)
    assert len(list(cache.glob("*.marshal"))) == 3


def test_an_entry_made_of_other_bytes_is_never_used(tmp_path, cache):
    path = tmp_path / "a.yaml"
    path.write_text("count: 3\n")
    read_yaml(path)
    [entry] = cache.glob("*.marshal")
    entry.write_bytes(marshal.dumps((FORMAT, b"count: 4\n", {"count": 4})))  # as if two files had one name
    assert read_yaml(path) == {"count": 3}
    entry.write_bytes(marshal.dumps(("yaml-2.7-m1", path.read_bytes(), {"count": 4})))  # another Python's
    assert read_yaml(path) == {"count": 3}


def test_a_file_written_here_is_read_back_without_parsing(tmp_path, cache, monkeypatch):
    path = tmp_path / "autosave.yaml"
    write_yaml(path, "format: dragonarium-record\nactions: [draft 1]\n")

    def no_parsing(text, source):
        raise AssertionError("parsed again")

    monkeypatch.setattr("dragonarium.rules.yamlfile.parse_yaml", no_parsing)
    assert read_yaml(path) == {"format": "dragonarium-record", "actions": ["draft 1"]}
    path.write_text("format: dragonarium-record\nactions: [draft 2]\n")  # changed by someone else: parsed
    with pytest.raises(AssertionError, match="parsed again"):
        read_yaml(path)
