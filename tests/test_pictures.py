"""The README's pictures exist, are shown by the README, and the script that draws them still runs."""
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PICTURES = ROOT / "docs" / "pictures"
NAMES = ("player-view", "table-view", "scoring-overlay", "refused-placement", "lesson")


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
