"""Drawing on demand while a change is shown moving: a frame each loop step while a piece travels, none once every
piece has arrived; with ``motion: off`` a move draws one frame, its final state. The loop's clock is a made-up one
(a fixed 50 ms a step), so no time is waited for."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PACED = """
import sys
from pathlib import Path
from panda3d.core import ClockObject
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.table_app import TableApp
from dragonarium.play.motion import Motion
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.settings import Settings
from dragonarium.rules import Game, Seat, load_catalog

folder, motion = Path(sys.argv[1]), Motion(sys.argv[2])
catalog = load_catalog()
base = OffscreenBase.get((320, 180), multisamples=0).base
game = Game(catalog, [Seat("A"), Seat("B")], 4)
app = TableApp(base, catalog, game=game, preset=PRESETS[Quality.FAST], autosave=folder / "autosave.yaml",
               settings=Settings(motion=motion), settings_file=folder / "settings.yaml", on_demand=True)
frames, screen = app.host.frames, app.host.screen
frames.loop.sleep = lambda seconds: None
clock = ClockObject.getGlobalClock()   # after the app: its loop sets the clock's mode
clock.setMode(ClockObject.MNonRealTime)
clock.setFrameRate(20)

def steps(count):
    before = frames.frames_drawn
    for _ in range(count):
        base.taskMgr.step()
    return frames.frames_drawn - before

steps(10)
print("idle", steps(20))
place = None
screen.apply(screen.session.controller.play(game.legal_actions()[0]))
steps(20)
place = next(action for action in game.legal_actions() if type(action).__name__ == "Place")
screen.apply(screen.session.controller.play(place))
print("moving", steps(5), screen.motion.moving)
print("rest", steps(60))
print("after", steps(20), screen.motion.moving)
"""


def run(tmp_path, motion: str) -> dict[str, list[str]]:
    result = subprocess.run([sys.executable, "-c", PACED, str(tmp_path), motion], cwd=ROOT, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return {line.split()[0]: line.split()[1:] for line in result.stdout.splitlines()}


def test_frames_are_drawn_while_a_placement_moves_and_none_once_it_has_settled(tmp_path):
    drawn = run(tmp_path, "full")
    assert drawn["idle"] == ["0"]
    assert drawn["moving"] == ["5", "True"], "a frame each step while the tile travels"
    assert drawn["after"] == ["0", "False"], "nothing once it has settled"


def test_with_motion_off_a_move_draws_one_frame(tmp_path):
    drawn = run(tmp_path, "off")
    assert drawn["moving"] == ["1", "False"]
    assert drawn["rest"] == ["0"] and drawn["after"] == ["0", "False"]
