"""The ``animation`` role of ``bench_table_probe.py``: frame times while the table shows its changes moving.

The benchmark game's last round is played again on a table with ``motion: full`` (its players' actions, one after
another, as the clicks would play them); after each action the frames are drawn until nothing moves any more, the
screen's clock stepping a thirtieth of a second a frame (a made-up clock, so a slow frame does not skip the rest of
the change). Every timed frame ends with the plan's finish (one glFinish), as the other frames of the bench.
"""
from __future__ import annotations

import time
from pathlib import Path

from bench_table_draws import finisher, open_base

STEP = 1 / 30
"""The screen's clock per frame, in seconds."""
MOST_FRAMES = 400
"""At most this many frames for one change (a change that keeps moving is an error)."""


def run_animation(plan: dict, name: str) -> dict:
    """The times (seconds) of the frames drawn while a change moves, on preset ``name``, and which kinds of shot
    they showed."""
    from panda3d.core import ClockObject

    from dragonarium.app.table_app import TableApp
    from dragonarium.play.motion import Motion
    from dragonarium.play.quality import PRESETS, Quality
    from dragonarium.play.settings import Settings
    from dragonarium.rules.files.catalog import load_catalog
    from dragonarium.rules.files.record import load_record, replay

    preset, work = PRESETS[Quality(name)], Path(plan["work"])
    base = open_base(tuple(plan["size"]), preset.multisamples, plan["finish"])
    finish = finisher(plan["finish"])
    catalog = load_catalog()
    record = load_record(plan["record"], catalog)
    start = plan["update_from"]
    app = TableApp(base, catalog, game=replay(record, catalog, upto=start), preset=preset,
                   autosave=work / f"autosave-motion-{name}.yaml", settings=Settings(motion=Motion.FULL),
                   settings_file=work / f"settings-motion-{name}.yaml", on_demand=True)
    app.host.frames.loop.pace = False
    clock = ClockObject.getGlobalClock()  # after the app: its loop sets the clock's mode
    clock.setMode(ClockObject.MNonRealTime)
    clock.setFrameRate(1 / STEP)
    screen = app.screen
    times: list[float] = []
    kinds: dict[str, int] = {}

    def frame() -> float:
        began = time.perf_counter()
        base.taskMgr.step()
        finish()
        return time.perf_counter() - began

    for _ in range(3):
        frame()
    for action in record.actions[start:]:
        screen.apply(screen.session.play(action))
        for shot in screen.motion.shots:
            kinds[shot.kind.value] = kinds.get(shot.kind.value, 0) + 1
        for _ in range(MOST_FRAMES):
            if not screen.animating:
                break
            times.append(frame())
        else:
            raise SystemExit(f"the change after {action} kept moving")
    if not times:
        raise SystemExit("no change of the last round moved")
    return {"animation_s": times, "shots": kinds, "renderer_frames": app.host.frames.frames_drawn}
