"""The package passes its linter (ruff) and its type checker (mypy) with no finding, as configured in
pyproject.toml; the import contracts are checked by ``test_layers.py``."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*command: str, cache: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True,
                          env={"MYPY_CACHE_DIR": str(cache / "mypy"), "RUFF_CACHE_DIR": str(cache / "ruff"),
                               "PATH": "", "PYTHONPATH": str(ROOT)})


def test_ruff_finds_nothing_in_the_package(tmp_path):
    result = run("ruff", "check", "--no-cache", "dragonarium", cache=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_nothing_in_the_package(tmp_path):
    result = run("mypy", "--cache-dir", str(tmp_path / "mypy"), cache=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
