"""Every command's output on a terminal that cannot show every character (a Windows console in cp1252, a C
locale): a Greek name or a French word it lacks is written as its escape, and the command does its work."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GREEK = "Αλέξανδρος"
RECORD = (ROOT / "examples" / "two-player-game.yaml").read_text().replace("name: P1", f"name: {GREEK}")

TERMINALS = {
    "cp1252": {"PYTHONIOENCODING": "cp1252"},
    "cp1252, strict": {"PYTHONIOENCODING": "cp1252:strict"},
    "C locale": {"LC_ALL": "C"},
    "C locale, no UTF-8 mode": {"LC_ALL": "C", "PYTHONUTF8": "0"},
}


def run(tmp_path: Path, terminal: dict[str, str], *argv: str) -> subprocess.CompletedProcess:
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("LC_", "PYTHONIOENCODING", "PYTHONUTF8")) and key not in ("LANG", "LANGUAGE")}
    env.update(terminal, DRAGONARIUM_HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "dragonarium", "--lang", "fr", *argv], capture_output=True,
                          env=env, cwd=tmp_path, timeout=120)


@pytest.fixture
def greek(tmp_path) -> Path:
    path = tmp_path / "greek.yaml"
    path.write_text(RECORD, encoding="utf-8")
    return path


def every_terminal(command: str) -> list:
    """Each terminal for ``show``; the other commands on the strictest one every time, on the rest in the soak."""
    return [pytest.param(command, terminal, id=f"{command}-{name}",
                         marks=() if command == "show" or name == "cp1252, strict" else pytest.mark.slow)
            for name, terminal in TERMINALS.items()]


@pytest.mark.parametrize("command, terminal", [case for command in ("show", "score", "replay")
                                               for case in every_terminal(command)])
def test_a_greek_name_in_french_reaches_any_terminal(tmp_path, greek, terminal, command):
    done = run(tmp_path, terminal, command, str(greek))
    assert done.returncode == 0 and b"Error" not in done.stderr, done.stderr.decode("ascii", "replace")[-600:]
    out = done.stdout.decode("utf-8" if terminal == {"LC_ALL": "C"} else "ascii", "replace")
    assert GREEK in out or GREEK.encode("ascii", "backslashreplace").decode() in out, out[:300]


@pytest.mark.parametrize("terminal", TERMINALS.values(), ids=list(TERMINALS))
def test_an_error_naming_a_greek_file_and_french_help_reach_any_terminal(tmp_path, terminal):
    broken = tmp_path / f"{GREEK}.yaml"
    broken.write_text(RECORD.replace("side: library", "side: Ωmega", 1), encoding="utf-8")
    done = run(tmp_path, terminal, "legal", str(broken))
    err = done.stderr.decode("ascii", "replace")
    assert done.returncode == 2 and done.stdout == b"" and "Traceback" not in err, err[-600:]
    assert err.count("\n") == 1 and "players[0].side" in err
    done = run(tmp_path, terminal, "--help")
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr.decode("ascii", "replace")[-600:]
    assert b"validate-data" in done.stdout and b"options" in done.stdout
