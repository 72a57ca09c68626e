"""Pointer latency for ``bench_table.py``: from an X pointer move to the finished frame on screen that answers it.

Two windows are measured in the same run, each in a process of its own on the same X display: the table (the
``dragonarium play GAME --quality fast`` command itself, 1280 x 720, a tile held: ``run_table``), and a bare
ShowBase window of the same size drawing a small square where the pointer is (``run_bare``). Each child prints
one line (its X window and the window pixels to move to), runs its main loop as ``base.run()`` would, and stops
when the parent writes a line to its standard input.

The parent (``measure``) talks to the X server itself through libX11 (ctypes: nothing added to the dependencies):
for each sample it waits a random while (so that the table is met both busy and idle, as a person meets it),
reads a few pixels around the next target, warps the pointer there (``XWarpPointer``, the moment taken just
before the request), and reads the same pixels every millisecond until they change: the moment the first
finished frame showing the ghost (or the square) on the new cell is on screen. Both sides use
``time.monotonic`` (CLOCK_MONOTONIC, one clock for every process on Linux); the end is taken when the read that
saw the change returned, so a figure is late by at most one read and one millisecond's wait.
"""
from __future__ import annotations

import ctypes
import json
import random
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Optional

PROBE_BOX = 6
"""The side in pixels of the square read around each target."""
GAP_S = (0.1, 0.8)
"""The wait before each move, drawn at random: the table's loop slows down after half a second without input."""
SAMPLE_LIMIT_S = 2.0
"""A move nothing answers within this long is counted as missed."""
SIZE = (1280, 720)
BARE_SQUARE = 16


class XImage(ctypes.Structure):
    """The leading fields of Xlib's XImage."""
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


class XPointer:
    """A connection of the parent's own to the X display: moves the pointer, reads pixels back."""

    def __init__(self, display: str) -> None:
        x11 = ctypes.CDLL("libX11.so.6")
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XWarpPointer.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong] + [ctypes.c_int] * 2 + \
            [ctypes.c_uint] * 2 + [ctypes.c_int] * 2
        x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x11.XGetImage.restype = ctypes.POINTER(XImage)
        x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                  ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x11.XFree.argtypes = [ctypes.c_void_p]
        x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.x11 = x11
        self.display = x11.XOpenDisplay(display.encode())
        if not self.display:
            raise SystemExit(f"cannot open the X display {display}")

    def warp(self, window: int, x: int, y: int) -> None:
        self.x11.XWarpPointer(self.display, 0, window, 0, 0, 0, 0, x, y)
        self.x11.XSync(self.display, 0)

    def pixels(self, window: int, x: int, y: int) -> bytes:
        """The ``PROBE_BOX`` square of the window's pixels centred on (x, y)."""
        half = PROBE_BOX // 2
        image = self.x11.XGetImage(self.display, window, x - half, y - half, PROBE_BOX, PROBE_BOX, 0xFFFFFFFF, 2)
        if not image:
            raise SystemExit("XGetImage failed: is the window on screen?")
        try:
            return ctypes.string_at(image.contents.data, image.contents.bytes_per_line * PROBE_BOX)
        finally:
            self.x11.XFree(image.contents.data)
            self.x11.XFree(image)

    def close(self) -> None:
        self.x11.XCloseDisplay(self.display)


def next_target(targets: list[tuple[int, int]], current: Optional[int], chance: random.Random) -> int:
    """A target other than ``current`` and away from it (not touching it, when any such is there)."""
    others = [i for i in range(len(targets)) if i != current]
    if current is not None:
        cx, cy = targets[current]
        spacing = min(abs(tx - cx) + abs(ty - cy) for i, (tx, ty) in enumerate(targets) if i != current)
        far = [i for i in others if abs(targets[i][0] - cx) + abs(targets[i][1] - cy) > 1.5 * spacing]
        others = far or others
    return chance.choice(others)


def measure(display: str, role: str, plan_file: Path, moves: int, env: dict, seed: int) -> dict:
    """Start the ``role`` child (``pointer-table`` or ``pointer-bare``) on ``display``, time ``moves`` pointer moves
    in its window, stop it; the latencies in seconds, the moves nothing answered, and what the child saw."""
    probe = Path(__file__).resolve().with_name("bench_table_probe.py")
    child = subprocess.Popen([sys.executable, str(probe), role, str(plan_file)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**env, "DISPLAY": display})
    assert child.stdout is not None and child.stdin is not None
    try:
        line = child.stdout.readline()
        if not line:
            raise SystemExit(f"the {role} run failed:\n{child.stderr.read()[-3000:] if child.stderr else ''}")
        ready = json.loads(line)
        window, targets = ready["window"], [tuple(map(round, point)) for point in ready["targets"]]
        pointer, chance = XPointer(display), random.Random(seed)
        latencies, missed, current = [], 0, None
        try:
            current = next_target(targets, None, chance)
            pointer.warp(window, *targets[current])
            time.sleep(0.5)
            for _ in range(moves):
                time.sleep(chance.uniform(*GAP_S))
                current = next_target(targets, current, chance)
                x, y = targets[current]
                before = pointer.pixels(window, x, y)
                moved = time.monotonic()
                pointer.warp(window, x, y)
                while True:
                    now = time.monotonic()
                    if pointer.pixels(window, x, y) != before:
                        latencies.append(time.monotonic() - moved)
                        break
                    if now - moved > SAMPLE_LIMIT_S:
                        missed += 1
                        break
                    time.sleep(0.001)
        finally:
            pointer.close()
        child.stdin.write("stop\n")
        child.stdin.flush()
        out, err = child.communicate(timeout=60)
        if child.returncode != 0:
            raise SystemExit(f"the {role} run failed:\n{err[-3000:]}")
        return {"latency_s": latencies, "missed": missed, **json.loads(out.strip().splitlines()[-1])}
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()


def latency_figures(samples: list[float]) -> dict:
    ordered = sorted(samples)
    return {"median": round(statistics.median(ordered) * 1e3, 1),
            "p90": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))] * 1e3, 1), "moves": len(ordered)}


def pointer_figures(runs: dict[str, list[dict]]) -> dict:
    """Median and p90 of each window's latencies (every round pooled), in ms, and the ratio of the p90s."""
    figures = {}
    for kind, done in runs.items():
        samples = [t for run in done for t in run["latency_s"]]
        if not samples:
            raise SystemExit(f"no pointer move was answered in the {kind} window")
        figures[kind] = {**latency_figures(samples), "missed": sum(run["missed"] for run in done),
                         "frames_drawn": sum(run["frames_drawn"] for run in done)}
    figures["ratio_p90"] = round(figures["table"]["p90"] / figures["bare"]["p90"], 2)
    figures["window"] = list(SIZE)
    return figures


# the child's side


def wait_for_stop() -> threading.Event:
    """Set once the parent writes a line (or closes the pipe)."""
    stop = threading.Event()

    def listen() -> None:
        sys.stdin.readline()
        stop.set()
    threading.Thread(target=listen, daemon=True).start()
    return stop


def announce(base, targets: list[tuple[float, float]]) -> None:
    print(json.dumps({"window": base.win.getWindowHandle().getIntHandle(), "targets": targets}), flush=True)


def run_bare(plan: dict) -> dict:
    """A bare ShowBase window drawing a ``BARE_SQUARE`` square where the pointer is, every step, as fast as it goes
    (Panda3D's own loop, with the settings the table's window has)."""
    from direct.showbase.ShowBase import ShowBase
    from panda3d.core import CardMaker, loadPrcFileData

    from dragonarium.app.window import COMMON

    loadPrcFileData("bench-bare", COMMON + f"window-type onscreen\nwin-size {SIZE[0]} {SIZE[1]}\n"
                    "audio-library-name null\nsync-video false\n")
    base = ShowBase()
    base.disableMouse()
    card = CardMaker("square")
    half = BARE_SQUARE / 2
    card.setFrame(-half, half, -half, half)
    square = base.pixel2d.attachNewNode(card.generate())
    frames = [0]

    def follow(task):
        watcher = base.mouseWatcherNode
        if watcher.hasMouse():
            square.setPos((watcher.getMouseX() + 1) / 2 * SIZE[0], 0, -(1 - watcher.getMouseY()) / 2 * SIZE[1])
        frames[0] += 1
        return task.cont
    base.taskMgr.add(follow, "follow")
    for _ in range(5):
        base.taskMgr.step()
    announce(base, [(SIZE[0] // 6 * i, SIZE[1] // 4 * j) for i in range(1, 6) for j in range(1, 4)])
    stop = wait_for_stop()
    while not stop.is_set():
        base.taskMgr.step()
    return {"frames_drawn": frames[0]}


def run_table(plan: dict) -> dict:
    """The ``dragonarium play`` command on the saved game where the person holds a tile (``plan["held_record"]``),
    its main loop run step after step as ``base.run()`` runs it; the targets are the tops of the cells of the board
    of the player to move."""
    import os

    from direct.showbase.ShowBase import ShowBase

    from bench_table_probe import cell_pixels

    answer: dict = {}

    def run(base: ShowBase) -> None:
        from dragonarium.app.table_app import TableApp

        app = next(call.__self__ for call in base.finalExitCallbacks
                   if isinstance(getattr(call, "__self__", None), TableApp))
        settle = time.monotonic() + 1.5
        while time.monotonic() < settle or app.screen.animating:
            base.taskMgr.step()
        if (base.win.getXSize(), base.win.getYSize()) != SIZE:
            raise SystemExit(f"the table opened at {base.win.getXSize()}x{base.win.getYSize()}, not {SIZE}")
        announce(base, cell_pixels(app.screen))
        drawn = app.host.frames.frames_drawn
        stop = wait_for_stop()
        while not stop.is_set():
            base.taskMgr.step()
        answer["frames_drawn"] = app.host.frames.frames_drawn - drawn

    ShowBase.run = run  # type: ignore[method-assign]
    os.environ["DRAGONARIUM_HOME"] = str(Path(plan["work"]) / "home-pointer")
    from dragonarium.play.settings import Settings, save_settings
    from dragonarium.play.window_place import WindowPlace
    from dragonarium.__main__ import main

    save_settings(Settings().with_window(WindowPlace(*SIZE)))  # as left at that size: not fitted to the desktop

    if main(["play", plan["held_record"], "--quality", "fast"]) != 0 or not answer:
        raise SystemExit("the table did not open")
    return answer

