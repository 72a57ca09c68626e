"""Saving never destroys the last good save: failures, kills at any point of a write, two tables at once.

A kill leaves a temporary file that the next save removes; a second table running beside another saves to a
file of its own.
"""
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from dragonarium.storage.atomic import leftovers, remove_leftovers
from dragonarium.rules.engine.game import Game, Seat
from dragonarium.storage.atomic import write_atomic
from dragonarium.rules.files.record import load_record, record_of, save_record

from tests.support.games import CATALOG

ROOT = Path(__file__).resolve().parents[2]


def a_game(actions=3):
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 12)
    for _ in range(actions):
        game.apply(game.legal_actions()[0])
    return game


def test_a_full_disk_in_the_middle_of_writing_keeps_the_old_save(tmp_path, monkeypatch):
    path = tmp_path / "autosave.yaml"
    good = a_game(2)
    save_record(good, path)
    real_fdopen = os.fdopen

    class FullDisk:
        def __init__(self, stream):
            self.stream = stream

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.stream.close()
            return False

        def write(self, text):
            self.stream.write(text[: len(text) // 2])
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fdopen", lambda *a, **k: FullDisk(real_fdopen(*a, **k)))
    with pytest.raises(OSError, match="No space"):
        save_record(a_game(4), path)
    monkeypatch.undo()
    assert load_record(path) == record_of(good)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.yaml"]


CRASHING_WRITER = r"""
import os, sys, time
sys.path.insert(0, sys.argv[1])
from dragonarium.storage.atomic import write_atomic
def slow_fsync(fd):
    print("writing", flush=True)
    time.sleep(30)
os.fsync = slow_fsync
write_atomic(sys.argv[2], "format: dragonarium-record\nversion: 1\nseed: 99\n" + "#" * 100000)
"""


def test_a_crash_during_a_save_leaves_the_previous_save_readable(tmp_path):
    path = tmp_path / "autosave.yaml"
    good = a_game(3)
    save_record(good, path)
    child = subprocess.Popen([sys.executable, "-c", CRASHING_WRITER, str(ROOT), str(path)], stdout=subprocess.PIPE,
                             text=True)
    assert child.stdout.readline().strip() == "writing"
    child.send_signal(signal.SIGKILL)
    child.wait(10)
    assert load_record(path) == record_of(good)


def test_a_failed_autosave_is_reported_and_play_goes_on(tmp_path):
    from dragonarium.play.autosave import Autosaver
    from dragonarium.play.controller import PlayController
    from dragonarium.rules.model.actions import Draft

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be")
    game = a_game(0)
    saver = Autosaver(blocker / "autosave.yaml")
    controller = PlayController(game, autosave=saver)
    try:
        assert controller.play(Draft(0))
        assert saver.flush()
        assert "Autosave failed" in controller.save_error
        assert game.history == [Draft(0)]
    finally:
        saver.close()


def test_write_atomic_replaces_in_one_step(tmp_path):
    path = tmp_path / "x.yaml"
    write_atomic(path, "a: 1\n")
    write_atomic(path, "a: 2\n")
    assert path.read_text() == "a: 2\n" and len(list(tmp_path.iterdir())) == 1



KILLED_WRITER = r"""
import os, sys, time
sys.path.insert(0, sys.argv[1])
from dragonarium.storage import atomic
point = sys.argv[3]
real = {"fdopen": os.fdopen, "fsync": os.fsync, "replace": os.replace}

def stop(name):
    def held(*args, **kwargs):
        if name == point:
            print("stopped", flush=True)
            time.sleep(60)
        return real[name](*args, **kwargs)
    return held

class HalfWriter:
    def __init__(self, stream):
        self.stream = stream
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return self.stream.__exit__(*exc)
    def write(self, text):
        self.stream.write(text[: len(text) // 2])
        self.stream.flush()
        print("stopped", flush=True)
        time.sleep(60)
    def __getattr__(self, name):
        return getattr(self.stream, name)

os.fsync, os.replace = stop("fsync"), stop("replace")
if point == "write":
    os.fdopen = lambda *a, **k: HalfWriter(real["fdopen"](*a, **k))
atomic.write_atomic(sys.argv[2], "format: dragonarium-record\nversion: 2\nseed: 99\n" + "#" * 100000)
"""


@pytest.mark.parametrize("point", ["write", "fsync", "replace"])
def test_a_kill_anywhere_in_a_save_keeps_the_last_save_and_the_next_save_sweeps_up(tmp_path, point):
    path = tmp_path / "autosave.yaml"
    good = a_game(3)
    save_record(good, path)
    for _ in range(3):
        child = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, str(ROOT), str(path), point],
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout.readline().strip() == "stopped"
        child.send_signal(signal.SIGKILL)
        child.wait(10)
        child.stdout.close()
        assert load_record(path) == record_of(good)
    assert len(leftovers(path)) == 1, "each write swept up the file the kill before it left; the last one stays"
    newer = a_game(5)
    save_record(newer, path)
    assert load_record(path) == record_of(newer)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.yaml"]


def test_a_write_in_progress_elsewhere_is_left_alone_and_an_old_one_removed(tmp_path):
    path = tmp_path / "autosave.yaml"
    live = tmp_path / f".autosave.yaml.{os.getppid()}.abcd1234.tmp"  # a running process's write
    dead = tmp_path / ".autosave.yaml.999999999.efgh5678.tmp"  # no process has this id
    old = tmp_path / f".autosave.yaml.{os.getppid()}.ijkl9012.tmp"
    other_live = tmp_path / f".settings.yaml.{os.getppid()}.mnop3456.tmp"  # another file's write in progress
    other_dead = tmp_path / ".game-17.yaml.999999999.qrst7890.tmp"  # another file's write, killed
    foreign = tmp_path / ".notes.999999999.tmp"  # not named as this program names its temporary files
    for leftover in (live, dead, old, other_live, other_dead, foreign):
        leftover.write_text("partial")
    os.utime(old, (1, 1))
    assert remove_leftovers(path) == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([live.name, other_live.name, foreign.name])


def test_a_killed_record_writes_temporary_file_goes_at_the_next_write_in_its_folder(tmp_path):
    """``simulate --record`` killed midway leaves ``.game-N.yaml.PID.XXXXXXXX.tmp``; the next run writes other
    games, and their first write removes it."""
    records = tmp_path / "games"
    records.mkdir()
    child = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, str(ROOT), str(records / "game-7.yaml"),
                              "fsync"], stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline().strip() == "stopped"
    child.send_signal(signal.SIGKILL)
    child.wait(10)
    child.stdout.close()
    assert len(leftovers(records / "game-7.yaml")) == 1
    save_record(a_game(2), records / "game-8.yaml")
    assert sorted(p.name for p in records.iterdir()) == ["game-8.yaml"]


HOLDER = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from dragonarium.play.saves import SaveLock
lock = SaveLock.take(Path(sys.argv[2]))
print("held" if lock is not None else "refused", flush=True)
time.sleep(60)
"""


def hold_in_another_process(path):
    child = subprocess.Popen([sys.executable, "-c", HOLDER, str(ROOT), str(path)], stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline().strip() == "held"
    return child


def take_in_another_process(path, prelude=""):
    """What another process gets when it takes ``path``'s lock and lets go at once: "held" or "refused"."""
    code = prelude + HOLDER.replace("time.sleep(60)", "")
    return subprocess.run([sys.executable, "-c", code, str(ROOT), str(path)], capture_output=True, text=True,
                          timeout=60).stdout.strip()


WITHOUT_FCNTL = r"""
import sys
import filelock  # the lock library keeps what it found; the package itself finds no fcntl, as on Windows
sys.modules.pop("fcntl", None)
class NoFcntl:
    def find_spec(self, name, path=None, target=None):
        if name == "fcntl":
            raise ImportError("no fcntl")
sys.meta_path.insert(0, NoFcntl())
"""


@pytest.mark.parametrize("prelude", ["", WITHOUT_FCNTL], ids=["here", "package without fcntl"])
def test_a_second_process_is_refused_the_lock_until_the_first_lets_go(tmp_path, prelude):
    path = tmp_path / "autosave.yaml"
    first = subprocess.Popen([sys.executable, "-c", prelude + HOLDER, str(ROOT), str(path)], stdout=subprocess.PIPE,
                             text=True)
    try:
        assert first.stdout.readline().strip() == "held"
        assert take_in_another_process(path, prelude) == "refused"
    finally:
        first.terminate()
        first.wait(10)
        first.stdout.close()
    assert take_in_another_process(path, prelude) == "held", "the first process ended, and its lock with it"


def test_a_lock_let_go_on_another_thread_is_let_go(tmp_path):
    """The autosave is held for the whole process: the thread that closes a table need not be the one that took
    its file."""
    from dragonarium.play.saves import SaveLock

    path = tmp_path / "autosave.yaml"
    lock = SaveLock.take(path)
    assert lock is not None and take_in_another_process(path) == "refused"
    releaser = threading.Thread(target=lock.release)
    releaser.start()
    releaser.join(10)
    assert not SaveLock.held_here(path) and take_in_another_process(path) == "held"


def test_two_tables_never_write_the_same_autosave(tmp_path):
    from dragonarium.play.autosave import Autosaver
    from dragonarium.play.saves import latest_autosave

    path = tmp_path / "autosave.yaml"
    first_game = a_game(2)
    save_record(first_game, path)
    other = hold_in_another_process(path)  # another table is playing the game in autosave.yaml
    try:
        saver = Autosaver(path)
        try:
            assert saver.path == tmp_path / "autosave-2.yaml"
            assert saver.notice == "Another table is saving to autosave.yaml: this game is saved to autosave-2.yaml"
            second_game = a_game(4)
            saver.save(second_game)
            assert saver.flush()
        finally:
            saver.close()
        assert load_record(path) == record_of(first_game), "the other table's save is untouched"
        assert load_record(saver.path) == record_of(second_game)
        assert latest_autosave(path) == saver.path, "the game no running table holds is the one to continue"
    finally:
        other.kill()
        other.wait(10)
        other.stdout.close()
    assert latest_autosave(path) == saver.path, "the newest save once no table holds either"
    os.utime(path)
    assert latest_autosave(path) == path


def test_a_killed_table_leaves_no_lock_behind(tmp_path):
    from dragonarium.play.autosave import Autosaver

    path = tmp_path / "autosave.yaml"
    other = hold_in_another_process(path)
    other.kill()
    other.wait(10)
    other.stdout.close()
    saver = Autosaver(path)
    try:
        assert saver.path == path and saver.notice == ""
    finally:
        saver.close()


def test_one_table_taking_its_autosave_again_keeps_it(tmp_path):
    from dragonarium.play.autosave import Autosaver

    path = tmp_path / "autosave.yaml"
    old, new = Autosaver(path), Autosaver(path)  # a new game's screen is made before the last one closes
    try:
        assert old.path == new.path == path and new.notice == ""
    finally:
        old.close()
        new.close()
    other = subprocess.run([sys.executable, "-c", HOLDER.replace("time.sleep(60)", ""), str(ROOT), str(path)],
                           capture_output=True, text=True, timeout=60)
    assert other.stdout.strip() == "held", "closing both let the file go"


def test_the_second_table_says_where_its_game_is_saved(tmp_path):
    from dragonarium.play.hud import message_text
    from dragonarium.play.session import PlaySession

    path = tmp_path / "autosave.yaml"
    other = hold_in_another_process(path)
    try:
        session = PlaySession(a_game(0), autosave=path)
        try:
            assert "Another table is saving to autosave.yaml: this game is saved to autosave-2.yaml" in \
                message_text(session)
        finally:
            session.close()
    finally:
        other.kill()
        other.wait(10)
        other.stdout.close()


@pytest.fixture
def umask():
    """Set the process's umask for a test; the one before is put back."""
    before = os.umask(0o022)
    yield os.umask
    os.umask(before)


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX's")
@pytest.mark.parametrize("mode", [0o644, 0o640, 0o664, 0o600], ids=oct)
def test_saving_over_a_file_keeps_its_mode(tmp_path, mode):
    path = tmp_path / "game.yaml"
    path.write_text("old: 1\n")
    path.chmod(mode)
    save_record(a_game(2), path)
    assert stat_mode(path) == mode
    write_atomic(path, b"new: 2\n")
    assert stat_mode(path) == mode and path.read_bytes() == b"new: 2\n"


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX's")
@pytest.mark.parametrize("mask, mode", [(0o022, 0o644), (0o027, 0o640), (0o002, 0o664)], ids=["022", "027", "002"])
def test_a_new_save_autosave_or_review_follows_the_umask(tmp_path, umask, mask, mode):
    from dragonarium.play.autosave import Autosaver
    from dragonarium.play.review.cache import save_cached

    umask(mask)
    save_record(a_game(2), tmp_path / "record.yaml")
    saver = Autosaver(tmp_path / "autosave.yaml")
    try:
        saver.save(a_game(3))
        assert saver.flush() and saver.error == ""
    finally:
        saver.close()
    save_cached(tmp_path / "record.review.json", "key", {})
    assert {name: stat_mode(tmp_path / name) for name in ("record.yaml", "autosave.yaml", "record.review.json")} \
        == dict.fromkeys(("record.yaml", "autosave.yaml", "record.review.json"), mode)


def stat_mode(path):
    return path.stat().st_mode & 0o777
