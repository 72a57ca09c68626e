"""Starting the table: with no display, a clear message on how to render instead."""
import pytest

from dragonarium.cli import main


@pytest.mark.parametrize("argv", [[], ["play"]])
def test_no_display_explains_how_to_run_headless(monkeypatch, capsys, argv):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "No display found" in err and "dragonarium render" in err
