"""The table releases the garbage collector, held by the ``dragonarium`` command, once its first frame is drawn."""
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent("""
    import gc
    from pathlib import Path
    from dragonarium.startup_gc import hold_collection
    hold_collection()
    from dragonarium.app.offscreen import OffscreenBase
    from dragonarium.app.table_app import TableApp
    from dragonarium.play.quality import PRESETS, Quality
    from dragonarium.rules.files.catalog import load_catalog
    from dragonarium.rules.engine.game import Game, Seat
    catalog = load_catalog()
    base = OffscreenBase.get((320, 180)).base
    app = TableApp(base, catalog, game=Game(catalog, [Seat("Ann"), Seat("Bob")], 4), autosave=Path(AUTOSAVE),
                   preset=PRESETS[Quality.FAST])
    held = not gc.isenabled()
    from panda3d.core import ClockObject
    frames = ClockObject.getGlobalClock().getFrameCount()
    base.taskMgr.step()
    print(held, frames, gc.isenabled(), gc.get_freeze_count() > 0, ClockObject.getGlobalClock().getFrameCount() > frames)
""")


def test_the_collector_runs_again_once_the_first_frame_is_drawn(tmp_path):
    script = SCRIPT.replace("AUTOSAVE", repr(str(tmp_path / "autosave.yaml")))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    held, _frames, enabled, frozen, drawn_after = done.stdout.split()
    assert held == "True", "held while the table is built"
    assert (enabled, frozen, drawn_after) == ("True", "True", "True"), "released and frozen with the first frame"
