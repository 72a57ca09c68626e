"""Starting the table: with no display, a clear message on how to render instead."""
import pytest

from dragonarium.cli.commands import main


@pytest.mark.parametrize("argv", [[], ["play"]])
def test_no_display_explains_how_to_run_headless(monkeypatch, capsys, argv):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "No display found" in err and "dragonarium render" in err


CAPTURE_LAUNCH = """
import sys
import dragonarium.app.launch as launching
launching.launch = lambda *args, **named: print(named["lessons"]) or 0
from dragonarium.cli.commands import main
main(sys.argv[1:])
print("lessons loaded" if "dragonarium.lessons" in sys.modules else "lessons not loaded")
"""


def test_opening_a_game_leaves_the_lessons_unread_unless_other_data_is_given(tmp_path):
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    from dragonarium.rules import default_data_dir

    def play(*words: str) -> list[str]:
        done = subprocess.run([sys.executable, "-c", CAPTURE_LAUNCH, *words, "play"], capture_output=True, text=True,
                              timeout=60, cwd=Path(__file__).resolve().parents[2])
        assert done.returncode == 0, done.stderr[-2000:]
        return done.stdout.split("\n")[:2]

    # the table then finds the shipped lessons (or $DRAGONARIUM_DATA's) itself, when they are asked for
    assert play() == ["None", "lessons not loaded"]
    data = tmp_path / "data"
    shutil.copytree(default_data_dir(), data)
    assert play("--data", str(data)) == [str(data / "lessons"), "lessons loaded"]
