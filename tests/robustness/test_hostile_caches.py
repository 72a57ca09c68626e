"""A cache entry that is not a small regular file (a FIFO, a link to a device, a huge sparse file) or that a full
disk cut short is passed over at once and made again: every kind of file still loads as it is, a command does not
wait, and a render after a full disk draws the same picture as before (Panda3D's own model cache, whose cut entries
made its loader spin for ever, is not used)."""
import os
import subprocess
import sys

import pytest

from dragonarium.rules.files.yamlfile import read_yaml

from tests.robustness.test_fuzzed_storage import cache, entry_of, parsed  # noqa: F401 - the cache fixture
from tests.support.hostile import HOSTILE as HOSTILE_KINDS, make_hostile, within
from tests.support.loaders import LOADERS, ROOT, must_refuse_cleanly

posix = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and device files are POSIX's")
FILES = sorted(name for name, (path, _loader) in LOADERS.items() if path is not None)
HOSTILE = [kind for kind in HOSTILE_KINDS if kind != "cut in half"]


def made_hostile(entry, kind):
    good = entry.read_bytes()
    entry.unlink()
    make_hostile(entry, kind, good)


@posix
@pytest.mark.parametrize("kind", HOSTILE)
@pytest.mark.parametrize("name", FILES)
def test_a_hostile_cache_entry_is_passed_over_and_made_again(cache, name, kind):  # noqa: F811 - the fixture
    path, loader = LOADERS[name]
    raw = path.read_bytes()
    read_yaml(path)
    entry = entry_of(cache, raw)
    made_hostile(entry, kind)
    assert within(lambda: read_yaml(path), entry) == ("value", parsed(name))
    assert entry.is_file() and not entry.is_symlink() and entry.stat().st_size < 1 << 20, "the entry is made again"
    made_hostile(entry, kind)
    assert within(lambda: must_refuse_cleanly(loader, path), entry) == ("value", None)


def run(command, cache_home, seconds=120):
    environment = dict(os.environ, DRAGONARIUM_CACHE=str(cache_home / "dragonarium"),
                       XDG_CACHE_HOME=str(cache_home), DRAGONARIUM_HOME=str(cache_home / "home"))
    return subprocess.run([sys.executable, "-m", "dragonarium", *command], env=environment, capture_output=True,
                          text=True, timeout=seconds, cwd=ROOT)


@posix
def test_replay_does_not_wait_on_cache_entries_turned_into_fifos(tmp_path):
    record = str(ROOT / "examples" / "two-player-game.yaml")
    first = run(["replay", record, "--json"], tmp_path)
    assert first.returncode == 0, first.stderr
    for entry in (tmp_path / "dragonarium").glob("*.marshal"):
        entry.unlink()
        os.mkfifo(entry)
    try:
        again = run(["replay", record, "--json"], tmp_path, seconds=60)
    except subprocess.TimeoutExpired:
        pytest.fail("replay waited on a FIFO in the parse cache")
    assert (again.returncode, again.stdout) == (0, first.stdout)


def test_a_render_after_a_full_disk_cut_every_cached_file_draws_the_same_picture(tmp_path):
    """Every file in the caches cut at 4,096 bytes, as a render stopped by a full disk left Panda3D's model cache:
    the next render neither spins nor draws anything else."""
    position = str(ROOT / "examples" / "seventy-five.yaml")
    first = run(["render", position, "-o", str(tmp_path / "first.png"), "--size", "320x180"], tmp_path)
    assert first.returncode == 0, first.stderr
    cut = 0
    for entry in tmp_path.rglob("*"):
        if entry.is_file() and entry.suffix != ".png" and entry.stat().st_size > 4096:
            with open(entry, "r+b") as stream:
                stream.truncate(4096)
            cut += 1
    assert cut > 0, "the render kept something in its caches"
    try:
        again = run(["render", position, "-o", str(tmp_path / "again.png"), "--size", "320x180"], tmp_path)
    except subprocess.TimeoutExpired:
        pytest.fail("the render after the full disk did not end")
    assert again.returncode == 0, again.stderr
    assert (tmp_path / "again.png").read_bytes() == (tmp_path / "first.png").read_bytes()
