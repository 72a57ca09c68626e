"""Files made hostile for the robustness tests (a FIFO, a link to a device, a huge sparse file, one cut short or
emptied), and a call run with a bound on how long it may wait on one."""
from __future__ import annotations

import os
import threading

import pytest

HOSTILE = ("fifo", "link to /dev/zero", "link to /dev/urandom", "sparse 2 GB", "cut at 4096 bytes", "cut in half",
           "empty")


def make_hostile(path, kind, good=b""):
    """``path`` (which must not exist) made a file of ``kind``; ``good`` is the file's content to cut."""
    if kind == "fifo":
        os.mkfifo(path)
    elif kind.startswith("link to "):
        path.symlink_to(kind.removeprefix("link to "))
    elif kind == "sparse 2 GB":
        with open(path, "wb") as stream:
            stream.truncate(2 << 30)
    elif kind == "cut at 4096 bytes":
        path.write_bytes(good[:4096] if len(good) > 4096 else good[: len(good) // 2])
    elif kind == "cut in half":
        path.write_bytes(good[: len(good) // 2])
    else:
        path.write_bytes(b"")


def within(call, path, seconds=20):
    """("value", what ``call()`` gives) or ("error", what it raised); a call still waiting after ``seconds`` (on the
    FIFO ``path``) is let go and the test fails."""
    outcome = []

    def attempt():
        try:
            outcome.append(("value", call()))
        except Exception as error:  # noqa: BLE001 - judged in the test's thread
            outcome.append(("error", error))

    worker = threading.Thread(target=attempt, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        if path.exists() and not path.is_file():
            with open(path, "wb"):  # a writer lets a FIFO's reader go before the test fails
                pass
        pytest.fail(f"reading {path.name} waited")
    return outcome[0]
