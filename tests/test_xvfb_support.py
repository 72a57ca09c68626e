"""The real-window tests find a free X display: one held by a live server is skipped, one a killed server left
behind (its lock or socket still there) is taken over."""
import os
import subprocess
import sys
from pathlib import Path

from tests.support.xvfb import display_in_use

NUMBER = 64999
"""A display no one uses: its lock file is written and removed by the test."""


def test_only_a_lock_naming_a_live_process_holds_a_display():
    lock = Path(f"/tmp/.X{NUMBER}-lock")
    assert not lock.exists()
    try:
        assert not display_in_use(NUMBER), "no lock"
        lock.write_text(f"{os.getpid():>10}\n")
        assert display_in_use(NUMBER), "a live server's lock"
        ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                               text=True, check=True)
        lock.write_text(f"{ended.stdout.strip():>10}\n")
        assert not display_in_use(NUMBER), "a lock left by a server that is gone"
        lock.write_text("garbage\n")
        assert not display_in_use(NUMBER)
    finally:
        lock.unlink(missing_ok=True)
