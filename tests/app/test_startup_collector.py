"""The table releases the garbage collector, held by the ``dragonarium`` command, once its first frame is drawn."""
import gc

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.table_app import TableApp
from dragonarium.collector import hold_collection
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.rules.game import Game, Seat

from tests.game.play import CATALOG


def test_the_collector_runs_again_after_the_first_frame(tmp_path):
    offscreen = OffscreenBase.get((640, 360))
    offscreen.fresh_scene()
    frozen = gc.get_freeze_count()
    hold_collection()
    try:
        app = TableApp(offscreen.base, CATALOG, game=Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4),
                       autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST])
        assert not gc.isenabled(), "held while the table is built"
        offscreen.base.taskMgr.step()
        assert gc.isenabled() and gc.get_freeze_count() > frozen
        app.close()
    finally:
        gc.enable()
        gc.unfreeze()
