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
