"""The command-line tools that need no window (show, legal, score, replay, simulate) never import Panda3D: they run
with it made unimportable, and leave no module of it loaded."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
GRAPHICS = ("panda3d", "direct")

RUN = """
import sys
class NoPanda:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in {graphics!r}:
            raise ImportError('no ' + name)
sys.meta_path.insert(0, NoPanda())
from dragonarium.__main__ import main
code = main({argv!r})
loaded = sorted(m for m in sys.modules if m.split('.')[0] in {graphics!r})
print('LOADED', loaded, file=sys.stderr)
sys.exit(code)
"""


@pytest.mark.parametrize("argv", [
    ["show", str(EXAMPLES / "seventy-five.yaml")],
    ["show", str(EXAMPLES / "coco-air.yaml"), "--json"],
    ["legal", str(EXAMPLES / "coco-air.yaml"), "--why"],
    ["legal", str(EXAMPLES / "milo-fire.yaml"), "--json"],
    ["score", str(EXAMPLES / "seventy-five.yaml")],
    ["replay", str(EXAMPLES / "two-player-game.yaml")],
    ["simulate", "--players", "2", "--games", "1"],
], ids=lambda argv: " ".join(argv[:1] + [word for word in argv[1:] if word.startswith("-")]))
def test_a_tool_runs_without_panda3d_and_loads_none_of_it(argv):
    code = RUN.format(graphics=GRAPHICS, argv=argv)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip()
    assert "LOADED []" in result.stderr
