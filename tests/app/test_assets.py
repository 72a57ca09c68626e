"""The generated assets: reproducible by scripts/make_assets.py, loadable, of the right size and look."""
from __future__ import annotations

import math
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from panda3d.core import Filename, loadPrcFileData

loadPrcFileData("", "window-type none\naudio-library-name null")

from panda3d.core import Loader, LoaderOptions, NodePath, PNMImage, Texture  # noqa: E402

from dragonarium.app.gfx import palette  # noqa: E402
from dragonarium.rules.model.values import Terrain  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "make_assets.py"

# (x across, y along the facing, z up) in board cells
MODEL_SIZES = {
    "dragon": (0.6, 0.62, 0.5),
    "stone": (0.18, 0.18, 0.09),
    "egg": (0.26, 0.34, 0.06),
    "socket": (0.17, 0.17, 0.026),
    "pillar": (0.32, 0.32, 1.0),
    "assistant": (0.35, 0.35, 0.7),
    "arrow": (0.32, 0.55, 0.03),
    "crown": (0.3, 0.3, 0.15),
}
# Triangles per model: the small ones are drawn hundreds of times on a full table, in the main and the shadow pass.
TRIANGLE_BUDGETS = {
    "dragon": 310,
    "stone": 80,
    "egg": 60,
    "socket": 40,
    "pillar": 60,
    "assistant": 220,
    "arrow": 18,
    "crown": 100,
}
TEXTURE_SIZES = {"terrain_atlas": (1024, 512), "table": (512, 512), "board": (512, 512), "ui_button": (32, 32),
                 "ui_panel": (32, 32)}
FILES = [f"models/{name}.egg" for name in MODEL_SIZES] + [f"textures/{name}.png" for name in TEXTURE_SIZES]
SLOT = 256


@pytest.fixture(scope="module")
def generated(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("assets")
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], check=True, capture_output=True, timeout=300)
    return out


@pytest.mark.slow  # it builds every model again; the committed models are loaded and measured every time
@pytest.mark.parametrize("relative", FILES)
def test_the_script_reproduces_the_committed_file(generated, relative):
    committed = ROOT / relative
    assert committed.is_file(), f"{relative} is missing: run python3 scripts/make_assets.py"
    assert (generated / relative).read_bytes() == committed.read_bytes(), \
        f"{relative} differs from what scripts/make_assets.py makes: run it again"


def _load(name: str) -> NodePath:
    path = ROOT / "models" / f"{name}.egg"
    node = Loader.getGlobalPtr().loadSync(Filename.fromOsSpecific(str(path)), LoaderOptions(LoaderOptions.LF_no_cache))
    assert node is not None, f"{path} does not load"
    return NodePath(node)


def _triangles(model: NodePath) -> int:
    count = 0
    for geom_node in model.findAllMatches("**/+GeomNode"):
        node = geom_node.node()
        for i in range(node.getNumGeoms()):
            for primitive in node.getGeom(i).getPrimitives():
                count += primitive.decompose().getNumPrimitives()
    return count


@pytest.mark.parametrize("name", list(MODEL_SIZES))
def test_model_loads_with_the_right_size(name):
    model = _load(name)
    low, high = model.getTightBounds()
    size = high - low
    for axis, want in enumerate(MODEL_SIZES[name]):
        assert abs(size[axis] - want) <= 0.2 * want, f"{name}: size {tuple(size)} is not about {MODEL_SIZES[name]}"
    assert abs(low[2]) < 1e-4, f"{name} does not stand on z = 0"
    assert abs(low[0] + high[0]) < 1e-3 and abs(low[1] + high[1]) < 1e-3, f"{name} is not centred on its origin"


@pytest.mark.parametrize("name", list(MODEL_SIZES))
def test_model_keeps_within_its_triangle_budget(name):
    triangles = _triangles(_load(name))
    assert 0 < triangles <= TRIANGLE_BUDGETS[name], f"{name}: {triangles} triangles, budget {TRIANGLE_BUDGETS[name]}"


def test_pillar_is_exactly_one_high():
    low, high = _load("pillar").getTightBounds()
    assert high[2] - low[2] == pytest.approx(1.0, abs=1e-5)


def test_tinted_parts_are_white_and_details_are_baked():
    text = (ROOT / "models" / "dragon.egg").read_text()
    assert "<RGBA> { 1.00000 1.00000 1.00000 1.00000 }" in text  # body, tinted at runtime
    assert "<RGBA> { 0.80000 0.80000 0.80000 1.00000 }" in text  # wing membranes
    assert "<RGBA> { 0.06000 0.05000 0.05000 1.00000 }" in text  # eyes
    assert "<RGBA> { 0.90000 0.75000 0.60000 1.00000 }" in (ROOT / "models" / "assistant.egg").read_text()


def _colours_by_height(name: str) -> list[tuple[float, float, float]]:
    """(distance from the axis, z, brightness of the baked colour) of every vertex of a model."""
    text = (ROOT / "models" / f"{name}.egg").read_text()
    points = re.findall(r"<Vertex> \d+ {\n\s+(\S+) (\S+) (\S+)\n.*?<RGBA> { (\S+) (\S+) (\S+)", text, re.S)
    return [(math.hypot(float(x), float(y)), float(z), (float(r) + float(g) + float(b)) / 3) for x, y, z, r, g, b in points]


def test_an_empty_space_is_a_rim_round_a_dark_floor_and_a_stone_a_dome_on_a_dark_base():
    socket = _colours_by_height("socket")
    assert all(b < 0.2 and z < 0.01 for r, z, b in socket if r < 0.05)  # a dark floor, low in the middle
    assert max(z for r, z, b in socket if b == 1.0) > 0.02  # round it a white (tinted) rim, higher
    stone = _colours_by_height("stone")
    assert all(b < 0.1 for r, z, b in stone if z < 0.016)  # dark base, wider than the dome
    assert max(r for r, z, b in stone if b < 0.1) > max(r for r, z, b in stone if b == 1.0)
    assert max(z for r, z, b in stone if b == 1.0) > 0.08  # tinted dome well above it


def _pixels(name: str) -> np.ndarray:
    """The PNG as read by Panda3D: (height, width, 4) floats in [0, 1], row 0 at the top."""
    image = PNMImage()
    assert image.read(Filename.fromOsSpecific(str(ROOT / "textures" / f"{name}.png")))
    assert image.getNumChannels() == 4 and image.getMaxval() == 255
    texture = Texture()
    texture.load(image)
    data = np.frombuffer(bytes(texture.getRamImageAs("RGBA")), np.uint8)
    return data.reshape(image.getReadYSize(), image.getReadXSize(), 4)[::-1].astype(float) / 255.0


@pytest.mark.parametrize("name", list(TEXTURE_SIZES))
def test_texture_size(name):
    image = PNMImage()
    assert image.read(Filename.fromOsSpecific(str(ROOT / "textures" / f"{name}.png")))
    assert (image.getXSize(), image.getYSize()) == TEXTURE_SIZES[name]


@pytest.fixture(scope="module")
def atlas() -> np.ndarray:
    return _pixels("terrain_atlas")


def _slot(atlas: np.ndarray, slot: str) -> np.ndarray:
    index = palette.ATLAS_SLOTS.index(slot)
    row, column = index // palette.ATLAS_COLUMNS, index % palette.ATLAS_COLUMNS
    return atlas[row * SLOT:(row + 1) * SLOT, column * SLOT:(column + 1) * SLOT]


def _symbol_mask(slot: np.ndarray) -> np.ndarray:
    """Pixels of the upper-left quadrant (inside the border) that stand out from the ground colour."""
    quadrant = slot[10:128, 10:128, :3]
    brightness = quadrant.mean(axis=2)
    ground = np.median(slot[128:246, 128:246, :3].mean(axis=2))
    return np.abs(brightness / ground - 1) > 0.2


@pytest.mark.parametrize("terrain", list(Terrain))
def test_atlas_slot_is_its_territory_colour_in_the_middle(atlas, terrain):
    middle = _slot(atlas, terrain.value)[96:160, 96:160, :3].reshape(-1, 3).mean(axis=0)
    assert np.all(np.abs(middle - np.array(palette.TERRAIN_COLOUR[terrain])) <= 0.15), middle


def test_atlas_symbols_are_different_shapes(atlas):
    masks = {terrain: _symbol_mask(_slot(atlas, terrain.value)) for terrain in Terrain}
    for terrain, mask in masks.items():
        assert 0.08 < mask.mean() < 0.7, f"{terrain}: symbol covers {mask.mean():.2f} of its quadrant"
    terrains = list(Terrain)
    for i, a in enumerate(terrains):
        for b in terrains[i + 1:]:
            overlap = (masks[a] & masks[b]).sum() / (masks[a] | masks[b]).sum()
            assert overlap < 0.7, f"{a} and {b} symbols overlap {overlap:.2f}"


def test_atlas_pillar_slots_show_one_and_two_columns(atlas):
    def columns(slot: str) -> int:
        # light column capitals crossing a row near the top
        row = _slot(atlas, slot)[42, 8:248, :3].mean(axis=1) > np.mean(palette.PILLAR_TOKEN) * 0.8
        return int(np.sum(row[1:] & ~row[:-1]) + row[0])
    assert columns("pillar1") == 1
    assert columns("pillar2") == 2


def test_atlas_squares_have_a_darker_border(atlas):
    for slot in palette.ATLAS_SLOTS[:6]:
        pixels = _slot(atlas, slot)[..., :3].mean(axis=2)
        assert pixels[2, 100:156].mean() < 0.8 * pixels[170:230, 170:230].mean(), slot


def test_board_grid_lines_divide_it_in_five():
    board = _pixels("board")[..., :3].mean(axis=2)
    cell = 512 / 5
    for k in range(1, 5):
        line = int(k * cell)  # the pixel the boundary falls in
        assert board[:, line].mean() < board[:, line + 20].mean() - 0.03
        assert board[line, :].mean() < board[line + 20, :].mean() - 0.03


def test_table_wood_tiles():
    table = _pixels("table")[..., :3]
    step = np.abs(np.diff(table, axis=1)).mean()
    wrap = np.abs(table[:, 0] - table[:, -1]).mean()
    assert wrap < 3 * step
    step = np.abs(np.diff(table, axis=0)).mean()
    wrap = np.abs(table[0] - table[-1]).mean()
    assert wrap < 3 * step
    assert np.all(np.abs(table.reshape(-1, 3).mean(axis=0) - np.array(palette.TABLE)) < 0.1)
