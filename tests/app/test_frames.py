"""Drawing on demand: an idle table draws no frame, a change draws one, the shadow map only when the table moved."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PACED = """
import sys
from pathlib import Path
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.rules import Game, Seat, load_catalog

folder = Path(sys.argv[1])
catalog = load_catalog()
base = OffscreenBase.get((320, 180), multisamples=0).base
game = Game(catalog, [Seat("A"), Seat("B")], 4)
app = TableApp(base, catalog, game=game, preset=PRESETS[Quality.FULL], autosave=folder / "autosave.yaml",
               settings_file=folder / "settings.yaml", on_demand=True)
frames, screen = app.host.frames, app.screen

def steps(count):
    before = (frames.frames_drawn, frames.shadow_frames_drawn)
    for _ in range(count):
        base.taskMgr.step()
    return frames.frames_drawn - before[0], frames.shadow_frames_drawn - before[1]

def report(name, drawn):
    print(name, *drawn)

report("start", steps(10))
report("idle", steps(40))
screen.key("o")                      # the overlay: the panels change, the table's stacks do not
report("overlay", steps(5))
screen.left_click(2, 2)              # empty space: nothing changes at all
report("nothing", steps(5))
screen.apply(screen.session.controller.play(game.legal_actions()[0]))   # a draft: the table changes
report("draft", steps(1))
place = next(action for action in game.legal_actions() if type(action).__name__ == "Place")
screen.apply(screen.session.controller.play(place))   # and at once a placement: its own shadows
report("place", steps(5))
report("idle again", steps(40))
screen.controls.orbit(40, 0)         # the camera moves: the picture changes, the shadows do not
report("orbit", steps(5))
"""


def test_an_idle_table_draws_nothing_and_each_change_draws_once(tmp_path):
    result = subprocess.run([sys.executable, "-c", PACED, str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    drawn = {line.rsplit(" ", 2)[0]: tuple(map(int, line.rsplit(" ", 2)[1:])) for line in result.stdout.splitlines()}
    assert drawn["start"][0] >= 1 and drawn["start"][1] == 1, "the first frames draw the table and its shadows"
    assert drawn["idle"] == (0, 0), "40 idle steps draw nothing"
    assert drawn["overlay"] == (1, 0), "a panel change draws one frame and leaves the shadow map"
    assert drawn["nothing"] == (0, 0), "a click on empty space changes nothing, so nothing is drawn"
    assert drawn["draft"] == (1, 1), "a move draws one frame with its shadows"
    assert drawn["place"][1] == 1, "the next move, right after, draws its shadows too"
    assert drawn["idle again"] == (0, 0)
    assert drawn["orbit"] == (1, 0)


IDLE = """
import sys
from pathlib import Path
from panda3d.core import ClockObject
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.table_app import TableApp
from dragonarium.app.loop_rate import IDLE_RATE, BUSY_RATE
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.rules import load_catalog

folder = Path(sys.argv[1])
catalog = load_catalog()
base = OffscreenBase.get((320, 180), multisamples=0).base
app = TableApp(base, catalog, preset=PRESETS[Quality.FAST], autosave=folder / "autosave.yaml",
               settings_file=folder / "settings.yaml", on_demand=True)   # the start screen
frames, loop = app.host.frames, app.host.frames.loop
loop.idle_after = 0.0    # idle as soon as nothing happens (the table waits half a second)
naps = []
loop.sleep = lambda seconds: naps.append(seconds)   # heard, not slept: the test takes no time
for _ in range(10):
    base.taskMgr.step()
drawn, steps, naps[:] = frames.frames_drawn, loop.steps, []
for _ in range(40):
    base.taskMgr.step()
print("idle", frames.frames_drawn - drawn, loop.steps - steps, len(naps), max(naps), loop.idle)
print("limiter", ClockObject.getGlobalClock().getMode() == ClockObject.MLimited)
print("rates", IDLE_RATE, BUSY_RATE)
loop.idle_after = 10.0
base.messenger.send("frame-input-press")   # a key or a button: back to the full rate, and a frame
naps[:] = []
drawn = frames.frames_drawn
base.taskMgr.step()
print("woken", frames.frames_drawn - drawn, loop.idle, max(naps) if naps else 0)
"""


def test_an_idle_screen_draws_nothing_and_sleeps_between_fewer_steps(tmp_path):
    result = subprocess.run([sys.executable, "-c", IDLE, str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    seen = {line.split()[0]: line.split()[1:] for line in result.stdout.splitlines()}
    drawn, steps, naps, longest, idle = seen["idle"]
    idle_rate, busy_rate = map(float, seen["rates"])
    assert int(drawn) == 0, "idle steps draw no frame"
    assert int(naps) == int(steps) == 40, "every idle step ends with a sleep"
    assert idle == "True" and idle_rate < busy_rate
    assert 1 / busy_rate < float(longest) <= 1 / idle_rate, "idle, the loop sleeps longer than a busy step"
    assert seen["limiter"] == ["False"], "Panda3D's limiter spins on the clock: not used"
    woken_drawn, woken_idle, woken_nap = seen["woken"]
    assert int(woken_drawn) == 1 and woken_idle == "False" and float(woken_nap) <= 1 / busy_rate
