"""dragonarium render: any position or record to a PNG, with no display."""
import os
import subprocess
import sys
from pathlib import Path

import pytest
from panda3d.core import Filename, PNMImage

from dragonarium.cli import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def test_render_writes_a_png_of_the_asked_size(tmp_path, capsys):
    out = tmp_path / "table.png"
    assert main(["render", str(EXAMPLES / "seventy-five.yaml"), "-o", str(out), "--size", "480x270"]) == 0
    image = PNMImage()
    assert image.read(Filename.fromOsSpecific(str(out)))
    assert (image.getXSize(), image.getYSize()) == (480, 270)
    # the table is drawn, not an empty background
    colours = {tuple(round(c, 1) for c in image.getXel(x, y)) for x in range(0, 480, 20) for y in range(0, 270, 20)}
    assert len(colours) > 20


def test_render_a_record_from_above(tmp_path, capsys):
    out = tmp_path / "top.png"
    assert main(["render", str(EXAMPLES / "two-player-game.yaml"), "-o", str(out), "--view", "top",
                 "--size", "400x225"]) == 0
    assert out.stat().st_size > 1000


def test_render_refuses_a_bad_size_and_a_bad_player(tmp_path, capsys):
    assert main(["render", str(EXAMPLES / "seventy-five.yaml"), "-o", str(tmp_path / "x.png"), "--size", "big"]) == 2
    assert "--size is WxH" in capsys.readouterr().err
    assert main(["render", str(EXAMPLES / "seventy-five.yaml"), "-o", str(tmp_path / "x.png"), "--player", "2"]) == 2
    assert "--player is a player's number, from 1 to 1" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("display", [None, ":987"], ids=["no display", "a display that does not answer"])
def test_render_without_a_display_prints_only_what_it_wrote(tmp_path, display):
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    if display:
        env["DISPLAY"] = display
    env["PYTHONPATH"] = str(ROOT)
    out = tmp_path / "table.png"
    done = subprocess.run([sys.executable, "-m", "dragonarium", "render", str(EXAMPLES / "seventy-five.yaml"),
                           "-o", str(out), "--size", "160x90", "--quality", "fast"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stderr
    assert (done.stdout, done.stderr) == (f"wrote {out}\n", "")
    assert out.stat().st_size > 1000
