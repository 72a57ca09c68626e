"""Starting the table: with no display, a clear message on how to render instead; the lessons and puzzles of
the data in use (`--data`) handed to the table."""
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
launching.launch = lambda *args, **named: print(named["lessons"], named["puzzles"], sep="\\n") or 0
from dragonarium.cli.commands import main
main(sys.argv[1:])
print(*("loaded" if name in sys.modules else "not loaded" for name in ("dragonarium.lessons", "dragonarium.puzzles")))
"""


def test_the_table_follows_other_data_and_leaves_the_lessons_and_puzzles_unread_without(tmp_path):
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    from dragonarium.rules import default_data_dir

    def table(*words: str) -> list[str]:
        done = subprocess.run([sys.executable, "-c", CAPTURE_LAUNCH, *words], capture_output=True, text=True,
                              timeout=60, cwd=Path(__file__).resolve().parents[2])
        assert done.returncode == 0, done.stderr[-2000:]
        return done.stdout.split("\n")[:3]

    # the table then finds the shipped lessons and puzzles (or $DRAGONARIUM_DATA's) itself, when they are asked for
    assert table("play") == ["None", "None", "not loaded not loaded"]
    data = tmp_path / "data"
    shutil.copytree(default_data_dir(), data)
    for command in (["play"], ["review", "examples/two-player-game.yaml"]):
        assert table("--data", str(data), *command) == [str(data / "lessons"), str(data / "puzzles"),
                                                         "loaded loaded"]


def test_launch_hands_the_lessons_and_puzzles_folders_to_the_table(monkeypatch, tmp_path):
    """Everything that opens a window stood in for: the table is made with the folders ``launch`` was given."""
    from types import SimpleNamespace

    import dragonarium.app.audio as audio
    import dragonarium.app.launch as launching
    import dragonarium.app.table_app as table_app
    from dragonarium.play.quality import PRESETS, Quality
    from tests.support.games import CATALOG

    made = {}
    base = SimpleNamespace(finalExitCallbacks=[], run=lambda: None)
    monkeypatch.setattr(launching, "has_display", lambda: True)
    monkeypatch.setattr(launching, "configure", lambda **named: None)
    monkeypatch.setattr(launching, "open_on_screen", lambda base, window: True)
    monkeypatch.setattr(launching, "window_preset", lambda base, choice: PRESETS[Quality.FAST])
    monkeypatch.setattr(audio, "TableBase", lambda **named: base)
    monkeypatch.setattr(table_app, "TableApp", lambda *args, **named: made.update(named) or SimpleNamespace(
        close=lambda: None))
    assert launching.launch(CATALOG, lessons=tmp_path / "lessons", puzzles=tmp_path / "puzzles") == 0
    assert (made["lessons"], made["puzzles"]) == (tmp_path / "lessons", tmp_path / "puzzles")
