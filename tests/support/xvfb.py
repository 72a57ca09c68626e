"""A private X server for real-window tests and the walk-through script: Xvfb on the first free display from :90,
used once it says it is ready (``-displayfd``), and waits bounded by a timeout that say why they failed."""
from __future__ import annotations

import os
import select
import subprocess
import time
from pathlib import Path
from typing import Optional

FIRST_DISPLAY = 90


def read_line(fd: int, seconds: float) -> str:
    """What the process writes on ``fd`` up to its first newline, or up to its end or the timeout."""
    text, end = b"", time.monotonic() + seconds
    while not text.endswith(b"\n"):
        ready, _, _ = select.select([fd], [], [], max(0.0, end - time.monotonic()))
        chunk = os.read(fd, 64) if ready else b""
        if not chunk:
            break
        text += chunk
    return text.decode().strip()


def display_in_use(number: int) -> bool:
    """A live X server holds display ``number``: its lock file names a running process. A socket or a lock left
    by a server that was killed is not in use (Xvfb takes such a display over)."""
    try:
        pid = int(Path(f"/tmp/.X{number}-lock").read_text().strip())
    except (OSError, ValueError):
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def start_xvfb(screen: str = "1280x800x24") -> tuple[subprocess.Popen, str]:
    """An Xvfb server on the first free display from :90, returned once it accepts clients, with its name."""
    for number in range(FIRST_DISPLAY, FIRST_DISPLAY + 100):
        if display_in_use(number):
            continue
        read_end, write_end = os.pipe()
        server = subprocess.Popen(["Xvfb", f":{number}", "-displayfd", str(write_end), "-screen", "0", screen,
                                   "-nolisten", "tcp"], pass_fds=(write_end,),
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        try:
            announced = read_line(read_end, 30.0)
        finally:
            os.close(read_end)
        if announced == str(number):
            return server, f":{number}"
        server.kill()  # another server took the display meanwhile, or this one failed: try the next
        server.wait(10)
    raise RuntimeError(f"no free X display from :{FIRST_DISPLAY}")


def output_tail(log: Optional[Path]) -> str:
    """The end of the application's output, for a failure's message."""
    if log is None or not log.exists():
        return ""
    return log.read_text(errors="replace")[-4000:]


def wait_for(condition, seconds: float = 60.0, what: str = "condition", app: Optional[subprocess.Popen] = None,
             log: Optional[Path] = None):
    """The condition's first true value, polled until the timeout; a RuntimeError with the app's output (``log``)
    when the app ends first or the time runs out."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        result = condition()
        if result:
            return result
        if app is not None and app.poll() is not None:
            raise RuntimeError(f"the application ended ({app.returncode}) before {what}:\n{output_tail(log)}")
        time.sleep(0.1)
    raise RuntimeError(f"timed out waiting for {what}:\n{output_tail(log)}")
