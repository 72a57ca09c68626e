"""A kept scene: a frame in which only what follows the pointer changed (the held tile's ghost, a travelling piece, a
walking Assistant) copies the table as last drawn and draws those over it, and shows exactly what drawing the
whole table again would show."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

KEPT = r"""
import json, sys
from pathlib import Path
from panda3d.core import ClockObject
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.table_app import TableApp
from dragonarium.play.motion import Motion
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.settings import Settings
from dragonarium.rules import Game, Seat, load_catalog
from tests.app.driver import Driver

folder, quality = Path(sys.argv[1]), Quality(sys.argv[2])
catalog = load_catalog()
base = OffscreenBase.get((480, 270), multisamples=0).base
game = Game(catalog, [Seat("A"), Seat("B")], 4)
app = TableApp(base, catalog, game=game, preset=PRESETS[quality], autosave=folder / "autosave.yaml",
               settings=Settings(quality=quality, motion=Motion.FULL), settings_file=folder / "settings.yaml",
               on_demand=True)
app.host.frames.loop.pace = False
frames, screen = app.host.frames, app.screen
clock = ClockObject.getGlobalClock()
clock.setMode(ClockObject.MNonRealTime)
clock.setFrameRate(30)

def picture():
    return bytes(base.win.getScreenshot().getRamImageAs("RGB"))

def step(count=1):
    before = (frames.frames_drawn, frames.scene_frames_drawn)
    for _ in range(count):
        base.taskMgr.step()
    return frames.frames_drawn - before[0], frames.scene_frames_drawn - before[1]

def redrawn():
    '''The picture with the whole table drawn again.'''
    frames.request()
    step()
    return picture()

def differing(one, other):
    return sum(a != b for a, b in zip(one, other)) / len(one)

out = {"kept": app.scale.kept is not None}
screen.apply(screen.session.play(game.legal_actions()[0]))   # a draft: the tile is held
step(90)
driver = Driver(screen)
cells = [cell for cell in game.state.boards[game.state.current].cells()][:4]
pixels = [driver.cell_pixel(game.state.current, cell) for cell in cells]
step(5)
bare = picture()
hovers = []
for pixel in pixels:
    screen.pointer(*pixel)
    drawn = step()
    shown = picture()
    hovers.append({"drawn": drawn, "ghost": differing(shown, bare), "off": differing(shown, redrawn())})
out["hovers"] = hovers
screen.controls.orbit(30, 0)
out["orbit"] = step()
step(60)
place = next(action for action in game.legal_actions() if type(action).__name__ == "Place")
screen.apply(screen.session.play(place))
moving = [0, 0]
for _ in range(400):
    if not screen.animating:
        break
    drawn, scene = step()
    moving[0] += drawn
    moving[1] += scene
out["motion"] = moving
step(3)
out["after_motion"] = differing(picture(), redrawn())
print(json.dumps(out))
"""


@pytest.mark.parametrize("quality", ["fast", "full"])
def test_a_frame_that_only_moves_the_ghost_shows_what_a_whole_frame_would(tmp_path, quality):
    result = subprocess.run([sys.executable, "-c", KEPT, str(tmp_path), quality], cwd=ROOT, capture_output=True,
                            text=True, timeout=180)
    assert result.returncode == 0, result.stderr[-3000:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["kept"], "a table drawn on demand keeps its scene"
    for hover in seen["hovers"]:
        assert hover["drawn"] == [1, 0], "a frame is drawn, the table in it is not"
        assert hover["ghost"] > 0.001, "the ghost shows"
        assert hover["off"] == 0.0, "exactly the picture a whole frame draws"
    assert seen["orbit"] == [1, 1], "a camera that moved draws the table"
    frames, scene = seen["motion"]
    assert frames >= 10 and scene <= frames / 3, "a change moving draws the table only when a piece lands"
    assert seen["after_motion"] == 0.0


REVIEW = r"""
import json, sys
from pathlib import Path
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.review_session import ReviewSession
from tests.support.games import CATALOG
from tests.support.records import STRONG_OPENING, record
from tests.app.driver import Driver

folder = Path(sys.argv[1])
base = OffscreenBase.get((480, 270), multisamples=0).base
session = ReviewSession(record(STRONG_OPENING), CATALOG)
app = TableApp(base, CATALOG, review=session, preset=PRESETS[Quality.FAST], autosave=folder / "autosave.yaml",
               settings_file=folder / "settings.yaml", on_demand=True)
app.host.frames.loop.pace = False
frames, screen = app.host.frames, app.screen
for _ in range(30):
    base.taskMgr.step()
state = screen.session.state
place = screen.table.places[state.current]
from dragonarium.app.scene.layout import cell_centre
pixels = [screen.picker.screen_point(place.to_world(*cell_centre(cell), 0.0)) for cell in ((0, 0), (2, 2), (4, 4))]
seen = []
for pixel in pixels:
    before = (frames.frames_drawn, frames.scene_frames_drawn, screen._hover_text)
    screen.pointer(*pixel)
    base.taskMgr.step()
    seen.append([frames.frames_drawn - before[0], frames.scene_frames_drawn - before[1], screen._hover_text != before[2]])
print(json.dumps(seen))
"""


def test_the_reviews_hover_panel_follows_the_pointer_without_drawing_the_table(tmp_path):
    result = subprocess.run([sys.executable, "-c", REVIEW, str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                            timeout=180)
    assert result.returncode == 0, result.stderr[-3000:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert [changed for _, _, changed in seen] == [True] * 3, "each cell is named in the hover panel"
    assert [(drawn, scene) for drawn, scene, _ in seen] == [(1, 0)] * 3
