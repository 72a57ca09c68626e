"""What the program keeps on disk against damage and odd places: parse-cache entries damaged anyway at all, typed
paths of every shape, write targets that are not plain files, and temporary files left over by killed writes."""
import os
import stat
import threading
import time
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from dragonarium.play.saving import save_to
from dragonarium.play.typed_path import Purpose, Refusal, typed_path
from dragonarium.storage.atomic import STALE_SECONDS, write_atomic
from dragonarium.storage.parse_cache import FORMAT
from dragonarium.rules.files.yamlfile import read_yaml

from tests.support.games import new_game
from tests.support.loaders import LOADERS, must_refuse_cleanly
from tests.support.fuzz import examples

FUZZ = settings(max_examples=examples(20), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
FILES = sorted(name for name, (path, _loader) in LOADERS.items() if path is not None)


@pytest.fixture
def cache(tmp_path_factory, monkeypatch):
    folder = tmp_path_factory.mktemp("cache")
    monkeypatch.setenv("DRAGONARIUM_CACHE", str(folder))
    return folder


@lru_cache(maxsize=None)
def parsed(name):
    return read_yaml(LOADERS[name][0], cached=False)


def entry_of(cache, raw):
    [entry] = cache.glob(f"{len(raw)}-*.marshal")
    return entry


DAMAGE = st.one_of(
    st.tuples(st.just("bytes"), st.lists(st.tuples(st.floats(0, 1, exclude_max=True), st.integers(0, 255)),
                                         min_size=1, max_size=8)),
    st.tuples(st.just("cut"), st.floats(0, 1, exclude_max=True)),
    st.tuples(st.just("appended"), st.binary(min_size=1, max_size=64)),
    st.tuples(st.just("replaced"), st.binary(max_size=256)),
)
"""Ways an entry is damaged: bytes changed where drawn, cut short, junk added at its end, or other bytes whole."""


def damaged(good, damage):
    kind, how = damage
    if kind == "bytes":
        data = bytearray(good)
        for where, value in how:
            data[int(where * len(data))] = value
        return bytes(data)
    if kind == "cut":
        return good[: int(how * len(good))]
    if kind == "appended":
        return good + how
    return how


@pytest.mark.parametrize("name", FILES)
@settings(FUZZ, max_examples=examples(12))
@given(damage=DAMAGE)
def test_a_damaged_cache_entry_is_never_believed(cache, name, damage):
    """Whatever happened to its entry, a file reads back as it is, and its loader takes it as it is."""
    path, loader = LOADERS[name]
    raw = path.read_bytes()
    right = parsed(name)
    read_yaml(path)
    entry = entry_of(cache, raw)
    good = entry.read_bytes()
    bad = damaged(good, damage)
    assume(bad != good)
    entry.write_bytes(bad)
    assert read_yaml(path) == right
    entry.write_bytes(bad)
    assert must_refuse_cleanly(loader, path) is None, "a good file is never refused for its cache entry"


TYPED = st.lists(st.sampled_from(list("~/\\.:* \t\0aé-_x1") + ["..", "nosuchuser", "yaml", "\u202e"]),
                 max_size=12).map("".join)
"""Typed text: home signs, separators, dots, blanks, a NUL, letters."""


@FUZZ
@given(text=TYPED, purpose=st.sampled_from(list(Purpose)))
def test_any_typed_text_is_a_path_or_a_refusal_never_an_error(text, purpose):
    result = typed_path(text, purpose)
    assert isinstance(result, (Refusal, os.PathLike))
    if isinstance(result, Refusal):
        assert result.words()
    else:
        assert str(result).strip() and not os.path.isdir(result)


SEGMENT = st.lists(st.sampled_from(list("abé-_ .~") + ["x.yaml", "dir"]), min_size=1, max_size=6).map("".join).filter(
    lambda part: part.strip(". ") != "" and part == part.strip())
"""A part of a path inside the test's folder (never ``..``, never a blank)."""


@FUZZ
@given(parts=st.lists(SEGMENT, min_size=1, max_size=4), made=st.integers(0, 3))
def test_saving_where_typed_never_makes_a_folder(tmp_path_factory, parts, made):
    """The first ``made`` folders of the typed path are there; saving writes the file there or says why not, and
    makes nothing else."""
    root = tmp_path_factory.mktemp("typed")
    folder = root.joinpath(*parts[:-1])
    there = root.joinpath(*parts[: min(made, len(parts) - 1)])
    there.mkdir(parents=True, exist_ok=True)
    before = {p for p in root.rglob("*")}
    saved, words = save_to(new_game(1, 2), str(root.joinpath(*parts)))
    after = {p for p in root.rglob("*")}
    assert words
    if saved:
        assert folder.is_dir() and after - before == {root.joinpath(*parts)}
    else:
        assert after == before


def blocking_guard(call, fifo, seconds=30):
    """``call()``, or what it raised; a call still waiting on ``fifo`` after ``seconds`` is freed and fails."""
    result = []

    def run():
        try:
            result.append(("value", call()))
        except BaseException as error:  # raised again in the test's thread
            result.append(("error", error))

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        with open(fifo, "rb") as reader:
            reader.read()
        worker.join(10)
        pytest.fail("the write waited on a pipe")
    kind, value = result[0]
    if kind == "error":
        raise value
    return value


TARGETS = ["missing", "file 0644", "file 0640", "file 0600", "folder", "fifo", "link to a device", "link to a file",
           "in a missing folder", "under a file"]


def make_target(root, kind):
    """A target of ``kind`` in ``root``: its path, and what must stay as it is when writing it is refused."""
    target = root / "target.yaml"
    if kind.startswith("file"):
        target.write_text("old: 1\n")
        target.chmod(int(kind.split()[1], 8))
    elif kind == "folder":
        target.mkdir()
    elif kind == "fifo":
        os.mkfifo(target)
    elif kind == "link to a device":
        target.symlink_to(os.devnull)
    elif kind == "link to a file":
        (root / "real.yaml").write_text("old: 1\n")
        target.symlink_to(root / "real.yaml")
    elif kind == "in a missing folder":
        target = root / "missing" / "target.yaml"
    elif kind == "under a file":
        (root / "afile").write_text("")
        target = root / "afile" / "target.yaml"
    return target


def snapshot(root):
    return {str(p.relative_to(root)): (stat.S_IFMT(p.lstat().st_mode), p.read_bytes() if p.is_file() else None)
            for p in root.rglob("*")}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and modes are POSIX's")
@FUZZ
@given(kind=st.sampled_from(TARGETS), content=st.one_of(st.text(max_size=50), st.binary(max_size=50)))
def test_writing_any_target_writes_it_whole_or_refuses_and_changes_nothing(tmp_path_factory, kind, content):
    root = tmp_path_factory.mktemp("target")
    target = make_target(root, kind)
    mode = target.stat().st_mode & 0o777 if target.is_file() else None
    before = snapshot(root)
    try:
        blocking_guard(lambda: write_atomic(target, content), root / "target.yaml" if kind == "fifo" else None)
    except OSError as error:
        assert error.filename == str(target)
        assert snapshot(root) == before, "a refused write changes nothing"
        assert kind in ("folder", "fifo", "link to a device", "in a missing folder", "under a file")
        return
    data = content.encode() if isinstance(content, str) else content
    assert target.read_bytes() == data
    if mode is not None:
        assert target.stat().st_mode & 0o777 == mode
    assert not [p for p in root.iterdir() if p.name.endswith(".tmp")]


LEFTOVER = st.tuples(
    st.sampled_from(["autosave.yaml", "game-3.yaml", "settings.yaml", "x.review.json"]),
    st.sampled_from(["dead", "alive", "mine"]),
    st.sampled_from(["fresh", "old"]),
    st.sampled_from(["ours", "foreign"]),
)
"""A temporary file in a folder written to: whose write (a target's name), its process (gone, running, this one),
its age, and whether it is named as this program names them."""


@FUZZ
@given(files=st.lists(LEFTOVER, max_size=8), written=st.sampled_from(["autosave.yaml", "game-9.yaml"]))
def test_a_write_removes_exactly_the_left_over_temporary_files_of_its_folder(tmp_path_factory, files, written):
    root = tmp_path_factory.mktemp("leftovers")
    pids = {"dead": 999999999, "alive": os.getppid(), "mine": os.getpid()}
    expected = set()
    for number, (name, process, age, shape) in enumerate(files):
        token = f"{number:04d}abcd"
        leftover = root / (f".{name}.{pids[process]}.{token}.tmp" if shape == "ours" else f".{name}.{token}.tmp")
        leftover.write_text("partial")
        if age == "old":
            old = time.time() - STALE_SECONDS - 60
            os.utime(leftover, (old, old))
        if shape == "foreign" or (age == "fresh" and process != "dead"):
            expected.add(leftover.name)
    write_atomic(root / written, "new: 1\n")
    assert {p.name for p in root.iterdir()} == expected | {written}


@FUZZ
@given(parts=st.lists(st.tuples(st.sampled_from(["dead", "alive", "mine", "none"]), st.booleans()), max_size=6))
def test_a_cache_write_removes_the_parts_killed_writes_left(cache, parts):
    for stale in cache.glob("*.part"):
        stale.unlink()
    pids = {"dead": "999999999.", "alive": f"{os.getppid()}.", "mine": f"{os.getpid()}.", "none": ""}
    kept = set()
    for number, (process, old) in enumerate(parts):
        part = cache / f"{number}-0000abcd.marshal.{pids[process]}part"
        part.write_bytes(b"")
        if old:
            os.utime(part, (1, 1))
        elif process in ("alive", "mine"):
            kept.add(part.name)
    source = cache.parent / f"{cache.name}-file.yaml"
    source.write_text(f"written: {time.time_ns()}\nformat: {FORMAT}\n")
    read_yaml(source)
    assert {p.name for p in cache.glob("*.part")} == kept
