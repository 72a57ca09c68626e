"""Data files are parsed once and then read from the parse cache; a changed or damaged entry is never used; a
file this program writes is in the cache already."""
import marshal
import os
import zlib
from pathlib import Path

import pytest

from dragonarium.rules import DataError, DataProblem, read_yaml
from dragonarium.storage.parse_cache import FORMAT, MISSING, cache_dir, pack, unpack
from dragonarium.rules.files.record import load_record
from dragonarium.rules.files.yamlfile import write_yaml

ROOT = Path(__file__).resolve().parents[2]


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
    entry.write_bytes(pack(raw, {"planted": True}))  # the entry, not the file, answers the next read
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
        with pytest.raises(DataError) as caught:
            read_yaml(path, cached=True)
        assert (caught.value.where, caught.value.kind) == ("line 2", DataProblem.DUPLICATE)
    assert not list(cache.glob("*.marshal"))


def test_an_unwritable_cache_still_reads_the_file(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setenv("DRAGONARIUM_CACHE", str(blocker / "cache"))
    path = tmp_path / "a.yaml"
    path.write_text("when: 2025-01-01\nsize: 2\n")  # a timestamp marshal cannot hold, too
    assert read_yaml(path, cached=True)["size"] == 2


def test_the_cache_keeps_only_the_most_recently_used_entries(tmp_path, cache, monkeypatch):
    monkeypatch.setattr("dragonarium.storage.parse_cache.KEEP", 3)
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
    entry.write_bytes(pack(b"count: 4\n", {"count": 4}))  # as if two files had one name
    assert read_yaml(path) == {"count": 3}
    blob = marshal.dumps(("yaml-2.7-m1", path.read_bytes(), {"count": 4}))  # another Python's
    entry.write_bytes(zlib.crc32(blob).to_bytes(4, "big") + blob)
    assert read_yaml(path) == {"count": 3}
    entry.write_bytes(marshal.dumps((FORMAT, path.read_bytes(), {"count": 4})))  # an entry with no checksum
    assert read_yaml(path) == {"count": 3}


def test_a_file_written_here_is_read_back_without_parsing(tmp_path, cache, monkeypatch):
    path = tmp_path / "autosave.yaml"
    write_yaml(path, "format: dragonarium-record\nactions: [draft 1]\n")

    def no_parsing(text, source):
        raise AssertionError("parsed again")

    monkeypatch.setattr("dragonarium.rules.files.yamlfile.parse_yaml", no_parsing)
    assert read_yaml(path) == {"format": "dragonarium-record", "actions": ["draft 1"]}
    path.write_text("format: dragonarium-record\nactions: [draft 2]\n")  # changed by someone else: parsed
    with pytest.raises(AssertionError, match="parsed again"):
        read_yaml(path)


@pytest.mark.parametrize("flip", [0xFF, 0x01, 0x80], ids=["every bit of a byte", "its lowest bit", "its highest bit"])
def test_every_single_byte_flip_of_a_record_entry_reads_back_right_or_is_ignored(cache, flip):
    """No damage to an entry is believed: what it gives is the file's value, or nothing (and the file is parsed),
    never a changed value, and never an error."""
    path = ROOT / "examples" / "two-player-game.yaml"
    raw = path.read_bytes()
    right = read_yaml(path, cached=False)
    assert read_yaml(path) == right
    [entry] = cache.glob("*.marshal")
    good = entry.read_bytes()
    assert unpack(good, raw) == right
    for index in range(len(good)):
        damaged = bytearray(good)
        damaged[index] ^= flip
        assert unpack(bytes(damaged), raw) is MISSING, f"byte {index} of {len(good)}"


def test_a_damaged_entry_of_a_record_never_blames_the_good_file(cache):
    """Through the record's loader and the files: an entry flipped anywhere (a byte in every 23) loads the record
    as it is."""
    path = ROOT / "examples" / "two-player-game.yaml"
    right = load_record(path)
    [entry] = cache.glob(f"{len(path.read_bytes())}-*.marshal")
    good = entry.read_bytes()
    for index in range(0, len(good), 23):
        damaged = bytearray(good)
        damaged[index] ^= 0xFF
        entry.write_bytes(bytes(damaged))
        try:
            assert load_record(path) == right, f"byte {index} of {len(good)}"
        except Exception as error:
            raise AssertionError(f"byte {index} of {len(good)}: {error!r}") from None


def test_a_failed_write_leaves_no_part_and_a_killed_ones_part_is_removed(tmp_path, cache, monkeypatch):
    path = tmp_path / "a.yaml"
    path.write_text("count: 3\n")
    cache.mkdir()
    real_fdopen = os.fdopen

    def full_folder(handle, *args, **kwargs):
        stream = real_fdopen(handle, *args, **kwargs)  # the file is made, then the disk is full

        def write(data):
            raise OSError(28, "No space left on device")

        stream.write = write
        return stream

    with monkeypatch.context() as patched:
        patched.setattr(os, "fdopen", full_folder)
        assert read_yaml(path) == {"count": 3}
    assert list(cache.iterdir()) == [], "the part of the failed write is gone"
    killed = cache / "12-0000abcd.marshal.999999999.part"  # a process that no longer runs
    live = cache / f"12-0000abcd.marshal.{os.getppid()}.part"  # a running process's write in progress
    old = cache / f"12-0000dcba.marshal.{os.getppid()}.part"
    for part in (killed, live, old):
        part.write_bytes(b"")
    os.utime(old, (1, 1))
    assert read_yaml(path) == {"count": 3}
    assert sorted(p.name for p in cache.iterdir() if p.suffix == ".part") == [live.name]
