"""The README's pictures exist, are shown by the README, and the script that draws them still runs."""
import importlib.util
import re
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PICTURES = ROOT / "docs" / "pictures"
NAMES = ("player-view", "table-view", "scoring-overlay", "refused-placement", "lesson")
TURN = "turn.gif"
TURN_SIZE = (800, 450)
MOST = 2_000_000
"""The animated turn stays under 2 MB."""


def gif_facts(data: bytes) -> tuple[tuple[int, int], list[int]]:
    """A GIF's size and the delay of each of its frames (hundredths of a second), read block by block; an
    AssertionError when it is not a whole GIF."""
    assert data[:6] in (b"GIF87a", b"GIF89a"), "not a GIF"
    width, height, packed = struct.unpack_from("<HHB", data, 6)
    at = 13 + (3 << ((packed & 7) + 1) if packed & 0x80 else 0)
    delays, delay = [], 0

    def skip_blocks(at: int) -> int:
        while data[at]:
            at += data[at] + 1
        return at + 1

    while data[at] != 0x3B:
        if data[at] == 0x21:  # an extension: a frame's delay is in its graphic control extension
            if data[at + 1] == 0xF9:
                delay = struct.unpack_from("<H", data, at + 4)[0]
            at = skip_blocks(at + 2)
        else:
            assert data[at] == 0x2C, f"unknown block {data[at]:#x} at {at}"
            local = data[at + 9]
            at += 10 + (3 << ((local & 7) + 1) if local & 0x80 else 0)
            at = skip_blocks(at + 1)  # the LZW code size, then the image's data
            delays.append(delay)
    return (width, height), delays


def test_the_readme_shows_the_animated_turn_and_it_is_small_and_moves():
    assert f"](docs/pictures/{TURN})" in (ROOT / "README.md").read_text()
    data = (PICTURES / TURN).read_bytes()
    size, delays = gif_facts(data)
    assert size == TURN_SIZE and len(data) < MOST
    assert len(delays) > 10 and sum(delays) > 300  # many frames, over more than 3 seconds


def test_the_gif_reader_reads_a_gif_it_did_not_write(tmp_path):
    """The reader above against ImageMagick's own: two frames of 4 x 3, shown a quarter second each."""
    convert = "/usr/bin/convert"
    if not Path(convert).exists():
        pytest.skip("needs ImageMagick's convert")
    picture = tmp_path / "two.gif"
    subprocess.run([convert, "-delay", "25", "-size", "4x3", "xc:red", "xc:blue", "-loop", "0", str(picture)],
                   check=True, timeout=30)
    assert gif_facts(picture.read_bytes()) == ((4, 3), [25, 25])
    with pytest.raises(AssertionError):
        gif_facts(b"\x89PNG\r\n\x1a\n" + bytes(20))


def test_without_imagemagick_the_script_says_what_it_needs_and_draws_nothing(tmp_path, monkeypatch, capsys):
    spec = importlib.util.spec_from_file_location("make_pictures", ROOT / "scripts" / "make_pictures.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    monkeypatch.setattr(script, "image_magick", lambda: None)
    out = tmp_path / "pictures"
    assert script.main(["--out", str(out)]) == 1
    assert "ImageMagick" in capsys.readouterr().err and not out.exists()


def test_the_readme_shows_every_picture_and_each_is_small():
    shown = set(re.findall(r"\]\(docs/pictures/([\w-]+)\.png\)", (ROOT / "README.md").read_text()))
    assert shown == set(NAMES)
    for name in NAMES:
        picture = PICTURES / f"{name}.png"
        assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and picture.stat().st_size < 400_000, name


@pytest.mark.slow
def test_the_script_draws_every_picture(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "scripts" / "make_pictures.py"), "--out", str(tmp_path)],
                   check=True, capture_output=True, timeout=300)
    for name in NAMES:
        assert (tmp_path / f"{name}.png").stat().st_size > 50_000, name
    data = (tmp_path / TURN).read_bytes()
    size, delays = gif_facts(data)
    assert size == TURN_SIZE and len(delays) > 10 and len(data) < MOST
