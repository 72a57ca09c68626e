"""dragonarium render: any position or record to a PNG, with no display."""
import errno
import json
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from panda3d.core import Filename, PNMImage

from dragonarium.app.offscreen import OffscreenBase, picture_bytes
from dragonarium.cli.commands import main
from dragonarium.storage import atomic

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


def render_args(out, *more):
    return ["render", str(EXAMPLES / "seventy-five.yaml"), "-o", str(out), "--size", "160x90", "--quality", "fast",
            *more]


def a_good_picture(tmp_path):
    out = tmp_path / "table.png"
    assert main(render_args(out)) == 0
    return out, out.read_bytes()


FULL_DISK = r"""
import resource, runpy, signal, sys
from panda3d.core import loadPrcFileData
loadPrcFileData("test", "model-cache-dir\n")  # Panda3D's own cache files would fail too, and say so
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails, as on a full disk
resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
sys.argv = ["dragonarium"] + sys.argv[1:]
runpy.run_module("dragonarium", run_name="__main__")
"""


@pytest.mark.skipif(sys.platform == "win32", reason="a limit on a file's size is POSIX's")
def test_a_render_the_disk_cannot_hold_keeps_the_old_picture_and_says_so_in_one_line(tmp_path, capsys):
    """The limit on a file's size makes every write past 4 KB fail, as a full disk does: no "wrote", no 0-byte or
    torn picture in place of the good one, one line naming the file and the system's reason."""
    out, good = a_good_picture(tmp_path)
    capsys.readouterr()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DRAGONARIUM_CACHE": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-c", FULL_DISK, *render_args(out, "--size", "640x360")], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode != 0 and done.stdout == ""
    assert done.stderr == f"error: {os.strerror(errno.EFBIG)}: {out}\n"
    assert out.read_bytes() == good
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "cache") == ["table.png"], "no part left behind"


def test_a_full_disk_at_the_flush_keeps_the_old_picture(tmp_path, capsys, monkeypatch):
    out, good = a_good_picture(tmp_path)
    capsys.readouterr()

    def full(handle):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic.os, "fsync", full)
    assert main(render_args(out)) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == f"error: {os.strerror(errno.ENOSPC)}: {out}\n"
    assert out.read_bytes() == good
    assert [p.name for p in tmp_path.iterdir()] == ["table.png"]


def test_a_picture_panda3d_does_not_make_is_not_written(tmp_path, capsys, monkeypatch):
    out, good = a_good_picture(tmp_path)
    capsys.readouterr()
    monkeypatch.setattr(OffscreenBase, "screenshot", lambda self: PNMImage())  # nothing to write: write() fails
    assert main(render_args(out)) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and str(out) in captured.err
    assert out.read_bytes() == good and [p.name for p in tmp_path.iterdir()] == ["table.png"]


def test_a_saved_picture_is_a_whole_png(tmp_path):
    base = OffscreenBase.get((160, 90))
    base.render_frames(1)
    image = base.screenshot()
    data = picture_bytes(image, ".png")
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and data.endswith(b"IEND\xaeB`\x82")
    assert picture_bytes(PNMImage(), ".png") is None


def in_a_thread(call, fifo):
    """``call()``'s value (or what it raised); a call still blocked after a while is freed (by reading the pipe)
    and fails the test."""
    result = []

    def run():
        try:
            result.append(call())
        except BaseException as error:  # raised again in the test's thread
            result.append(error)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(60)
    if worker.is_alive():
        with open(fifo, "rb") as reader:
            reader.read()
        worker.join(10)
        pytest.fail("the write waited on the pipe")
    if isinstance(result[0], BaseException):
        raise result[0]
    return result[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX's")
@pytest.mark.parametrize("option", ["--layout-json", "-o"])
def test_a_render_to_a_fifo_is_refused_at_once(tmp_path, capsys, option):
    fifo = tmp_path / ("boxes.json" if option == "--layout-json" else "table.png")
    os.mkfifo(fifo)
    out = tmp_path / "other.png"
    args = render_args(out, "--layout-json", str(fifo)) if option == "--layout-json" else render_args(fifo)
    assert in_a_thread(lambda: main(args), fifo) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and option in err and str(fifo) in err
    assert stat.S_ISFIFO(os.stat(fifo).st_mode) and not out.exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX's")
def test_the_layout_record_is_written_in_one_step_and_never_into_a_fifo(tmp_path):
    from dragonarium.app.ui.layout_json import write

    path = tmp_path / "boxes.json"
    write([], (160, 90), path)
    assert json.loads(path.read_text()) == {"size": [160, 90], "items": []}
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    with pytest.raises(OSError) as refused:
        in_a_thread(lambda: write([], (160, 90), fifo), fifo)
    assert refused.value.filename == str(fifo)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["boxes.json", "fifo.json"]


def test_render_takes_a_text_size_and_records_each_texts_lines(tmp_path, capsys):
    out, layout = tmp_path / "big.png", tmp_path / "big.json"
    assert main(["render", str(EXAMPLES / "two-player-game.yaml"), "-o", str(out), "--size", "1024x600",
                 "--text-size", "150", "--layout-json", str(layout)]) == 0
    items = json.loads(layout.read_text(encoding="utf-8"))["items"]
    texts = [item for item in items if item["text"] and item["kind"] not in ("board", "track", "site")]
    assert texts and all(item["lines"] >= item["lines_shown"] >= 0 for item in texts)
    assert any(item["text"].startswith("Turn log") for item in texts)
    for bad in ("40", "151", "big"):
        assert main(["render", str(EXAMPLES / "two-player-game.yaml"), "-o", str(out), "--text-size", bad]) == 2
        assert "--text-size" in capsys.readouterr().err
