"""``fast`` in a window larger than 1280 x 720 draws its 3D scene into a buffer of about that many pixels, scaled
up; the 2D layer stays at the window's own size. A window within the budget draws into a buffer of its own size
when the scene is kept (``Preset.keep_scene``), straight into itself when not."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dragonarium.app.gfx.render_scale import buffer_properties, scene_size
from dragonarium.play.quality import PRESETS, Quality

ROOT = Path(__file__).resolve().parents[2]
BUDGET = PRESETS[Quality.FAST].scene_pixels


@pytest.mark.parametrize("window, wanted", [((1920, 1080), (1280, 720)), ((2560, 1440), (1280, 720)),
                                            ((1280, 720), None), ((1024, 768), None), ((1080, 1920), (720, 1280))])
def test_the_scene_is_drawn_at_the_windows_shape_within_the_budget(window, wanted):
    size = scene_size(window, BUDGET)
    if wanted is None:
        assert size is None
    else:
        assert size == pytest.approx(wanted, abs=1)
        assert size[0] / size[1] == pytest.approx(window[0] / window[1], rel=0.01)
        assert size[0] * size[1] <= BUDGET
    assert scene_size(window, 0) is None, "full draws at the window's size"


@pytest.mark.parametrize("samples", [0, 4])
def test_the_scenes_buffer_asks_for_24_bits_of_depth(samples):
    """Asked for no depth in particular, some drivers give 16 bits: the step numbers and the name plates fought the
    surfaces under them for depth, in stripes."""
    properties = buffer_properties(samples)
    assert properties.getDepthBits() == 24
    assert properties.getMultisamples() == samples


SCALED = r"""
import json, sys
from pathlib import Path
from panda3d.core import PNMImage
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.rules import Game, Seat, load_catalog
from dataclasses import replace

folder = Path(sys.argv[1])
catalog = load_catalog()
base = OffscreenBase.get((1280, 720), multisamples=0).base
preset = replace(PRESETS[Quality.FAST], keep_scene=sys.argv[2] == "keep")
app = TableApp(base, catalog, game=Game(catalog, [Seat("A"), Seat("B")], 4), preset=preset, on_demand=True,
               autosave=folder / "autosave.yaml", settings_file=folder / "settings.yaml")
out = {}
for width, height in ((1280, 720), (1920, 1080), (1000, 700)):
    base.win.setSize(width, height)
    app.host.window.fit()
    for _ in range(4):
        base.taskMgr.step()
    picture = PNMImage()
    base.win.getScreenshot().store(picture)
    # the board in the middle of the picture: many colours, not the background alone
    colours = {tuple(round(c, 1) for c in picture.getXel(x, y)) for x in range(width // 3, 2 * width // 3, 7)
               for y in range(height // 4, 3 * height // 4, 7)}
    figures = {"scene": app.scale.size, "colours": len(colours), "lens": base.camLens.getAspectRatio(),
               "clears_2d_depth": base.cam2d.node().getDisplayRegion(0).getClearDepthActive()}
    if app.scale.buffer is not None:
        # crisp: each window pixel of the board is one of the buffer's own colours, none a blend of four
        scene = PNMImage()
        app.scale.buffer.getScreenshot().store(scene)
        across, down = scene.getXSize() / width, scene.getYSize() / height

        def rgb(image, x, y):
            return image.getRedVal(x, y), image.getGreenVal(x, y), image.getBlueVal(x, y)

        def as_drawn(x, y):  # the window's pixel is one of the scene pixels about it
            near = {rgb(scene, min(max(int(x * across) + i, 0), scene.getXSize() - 1),
                        min(max(int(y * down) + j, 0), scene.getYSize() - 1)) for i in (-1, 0, 1) for j in (-1, 0, 1)}
            return rgb(picture, x, y) in near

        shown = [(x, y) for x in range(width // 3, 2 * width // 3, 9) for y in range(height // 3, 2 * height // 3, 9)]
        figures["shown_as_drawn"] = sum(as_drawn(x, y) for x, y in shown) / len(shown)
    out[f"{width}x{height}"] = figures
print(json.dumps(out))
"""


@pytest.mark.parametrize("keep", [True, False], ids=["kept", "not-kept"])
def test_fast_draws_a_large_windows_scene_into_a_smaller_buffer(tmp_path, keep):
    result = subprocess.run([sys.executable, "-c", SCALED, str(tmp_path), "keep" if keep else "direct"], cwd=ROOT,
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr[-3000:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["1920x1080"]["scene"] == [1280, 720]
    assert seen["1920x1080"]["shown_as_drawn"] > 0.99, "scaled up crisply, by nearest pixel"
    assert not seen["1920x1080"]["clears_2d_depth"], "no depth clear for a 2D layer that never reads it"
    if keep:
        assert seen["1280x720"]["scene"] == [1280, 720] and seen["1000x700"]["scene"] == [1000, 700], \
            "within the budget, a buffer of the window's own size"
        assert seen["1280x720"]["shown_as_drawn"] > 0.99 and seen["1000x700"]["shown_as_drawn"] > 0.99
        assert not seen["1280x720"]["clears_2d_depth"] and not seen["1000x700"]["clears_2d_depth"]
    else:
        assert seen["1280x720"]["scene"] is None
        assert seen["1000x700"]["scene"] is None, "back under the budget: straight into the window again"
        assert seen["1280x720"]["clears_2d_depth"] and seen["1000x700"]["clears_2d_depth"]
    for size, figures in seen.items():
        assert figures["colours"] > 20, f"the table is drawn at {size}"
        width, height = map(int, size.split("x"))
        assert figures["lens"] == pytest.approx(width / height, rel=1e-3)
