"""The app built by Panda3D's build_apps: every shipped file goes in, a double-clicked app on Windows or macOS
keeps what it prints in a log file, and (slow) the Linux app builds, renders an example and explains itself
with no display."""
import ast
import importlib.util
import io
import subprocess
import sys
from pathlib import Path

import pytest
from panda3d.core import GlobPattern

from dragonarium import __main__ as entry

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ("data", "models", "textures", "examples", "fonts")


def setup_value(name: str):
    """A list setup.py assigns to ``name``, read without running it."""
    for node in ast.parse((ROOT / "setup.py").read_text()).body:
        if isinstance(node, ast.Assign) and any(getattr(target, "id", "") == name for target in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"setup.py assigns no {name}")


def build_script():
    spec = importlib.util.spec_from_file_location("build_app", ROOT / "scripts" / "build_app.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def included(relative: str) -> bool:
    return any(GlobPattern(pattern).matchesFile(relative) for pattern in setup_value("INCLUDE_PATTERNS"))


def test_every_shipped_file_and_catalog_is_included_and_no_source_is():
    shipped = [path.relative_to(ROOT).as_posix() for folder in SHIPPED for path in (ROOT / folder).rglob("*")
               if path.is_file()]
    assert len(shipped) > 20
    assert [name for name in shipped if not included(name)] == []
    assert included("locale/fr/LC_MESSAGES/dragonarium.mo") and included("locale/fr/LC_MESSAGES/dragonarium.po")
    assert not any(included(name) for name in ("dragonarium/cli.py", "tests/conftest.py", "scripts/bench.py",
                                               "docs/pictures/lesson.png", "README.md"))


def test_the_three_platforms_are_configured():
    platforms = setup_value("PLATFORMS")
    assert [sum(platform.startswith(prefix) for platform in platforms)
            for prefix in ("manylinux", "win_", "macosx_")] == [1, 1, 1]


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize("platform, built, stream, logs", [
    ("win32", True, None, True),  # a GUI program on Windows has no output streams at all
    ("darwin", True, io.StringIO(), True),  # started from the Finder: output to nowhere
    ("darwin", True, Terminal(), False),  # started from a terminal: the terminal shows it
    ("linux", True, io.StringIO(), False),  # Linux keeps its streams as they are
    ("win32", False, None, False),  # run from the sources: never
])
def test_only_a_double_clicked_built_app_on_windows_or_macos_writes_to_a_log(platform, built, stream, logs):
    assert entry.writes_to_log(platform, built, stream) is logs


def test_what_a_double_clicked_app_prints_goes_to_the_log_file(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setenv("DRAGONARIUM_HOME", str(tmp_path / "home"))
    entry.log_output()
    print("to the log")
    print("and the errors", file=sys.stderr)
    sys.stdout.close()
    assert (tmp_path / "home" / "dragonarium.log").read_text() == "to the log\nand the errors\n"


def test_run_from_the_sources_output_stays_where_it_is(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setenv("DRAGONARIUM_HOME", str(tmp_path))
    entry.log_output()
    assert sys.stderr is None and not (tmp_path / "dragonarium.log").exists()


def test_the_check_names_every_file_a_built_folder_lacks(tmp_path):
    script = build_script()
    missing = script.missing_files(tmp_path)
    assert {"dragonarium", "models/dragon.egg.bam", "textures/board.png", "data/tiles.yaml",
            "data/lessons/01-first-tile.yaml", "examples/seventy-five.yaml", "fonts/DejaVuSans.ttf",
            "fonts/LICENSE-DejaVu.txt"} <= set(missing)
    for name in ("dragonarium", "models/dragon.egg.bam", "data/tiles.yaml"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("")
    assert set(script.missing_files(tmp_path)) == set(missing) - {"dragonarium", "models/dragon.egg.bam",
                                                                   "data/tiles.yaml"}


@pytest.mark.slow
def test_the_linux_app_builds_renders_and_explains_itself_with_no_display(tmp_path):
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "build_app.py"), "--archive",
                             "--build-base", str(tmp_path / "build"), "--dist-dir", str(tmp_path / "dist")],
                            capture_output=True, text=True, timeout=1200)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "rendered seventy-five.yaml" in result.stdout
    assert "with no display it says how to render instead" in result.stdout
    [archive] = (tmp_path / "dist").glob("dragonarium-*_manylinux2014_x86_64.tar.gz")
    assert 5e6 < archive.stat().st_size < 60e6
