"""The quality choice reaches the window: multisampling, shadow map, texture filtering, and it is remembered."""
import subprocess
import sys
from pathlib import Path

from dragonarium.app.scene.table_view import TableView
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.play.quality import PRESETS, Quality

from tests.support.games import new_game

ROOT = Path(__file__).resolve().parents[2]

SWITCHING = """
import sys
from pathlib import Path
from panda3d.core import AntialiasAttrib
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality, is_software
from dragonarium.rules.files.catalog import load_catalog
from dragonarium.play.settings import load_settings

settings = Path(sys.argv[1])
base = OffscreenBase.get((320, 180), multisamples=0).base
app = TableApp(base, load_catalog(), autosave=settings.parent / "autosave.yaml", preset=PRESETS[Quality.FAST],
               settings_file=settings)

def report():
    attrib = base.render.getAttrib(AntialiasAttrib)
    print(base.win.getFbProperties().getMultisamples(), attrib.getMode() == AntialiasAttrib.MMultisample,
          app.assets.textures["board"].getAnisotropicDegree(), load_settings(settings)[0].quality.value,
          app.screen.quality_button["text"])

report()
app.screen.next_quality()
report()
app.screen.next_quality()
report()
print(is_software(OffscreenBase.get().renderer))
"""


def test_choosing_a_quality_on_the_start_screen_sets_the_window_and_is_remembered(tmp_path):
    result = subprocess.run([sys.executable, "-c", SWITCHING, str(tmp_path / "settings.yaml")], cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    *lines, software = result.stdout.strip().splitlines()
    fast, full, auto = [line.split(" ", 4) for line in lines]
    assert fast == ["0", "False", "1", "auto", "Quality: fast"], "nothing saved yet: the file still says auto"
    assert full == ["4", "True", "4", "full", "Quality: full"]
    if software == "True":
        assert auto == ["0", "False", "1", "auto", "Quality: auto"], "auto is fast on a software renderer"
    else:
        assert auto == ["4", "True", "4", "auto", "Quality: auto"], "auto is full on a graphics card"


def test_the_sun_casts_a_shadow_map_only_in_full():
    base = OffscreenBase.get((800, 450))
    state = new_game(2).state
    for quality, casts in ((Quality.FAST, False), (Quality.FULL, True)):
        table = TableView(base.assets, base.fresh_scene(), PRESETS[quality])
        table.show(state)
        assert table.sun.node().isShadowCaster() is casts
