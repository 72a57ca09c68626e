"""A command whose output is read by another that stops early (``dragonarium simulate ... | head -c 1``) ends
quietly, as command-line tools do: exit status 141 (``PIPE_CLOSED``), nothing on stderr (no traceback, no
"Exception ignored ... BrokenPipeError", no exit status 120)."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dragonarium.cli.terminal import PIPE_CLOSED

ROOT = Path(__file__).resolve().parents[1]
COMMANDS = {"simulate": ["simulate", "--players", "2", "--games", "3"],
            "simulate --json": ["simulate", "--players", "2", "--games", "3", "--json"],
            "puzzles --json": ["puzzles", "--json"],
            "legal --why --json": ["legal", "examples/milo-fire.yaml", "--why", "--json"]}


def environment(tmp_path: Path, buffered: bool) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key != "PYTHONUNBUFFERED"}
    env.update(DRAGONARIUM_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    if not buffered:
        env["PYTHONUNBUFFERED"] = "1"
    return env


@pytest.mark.parametrize("buffered", [True, False], ids=["buffered", "unbuffered"])
@pytest.mark.parametrize("command", COMMANDS)
def test_output_to_a_pipe_closed_before_it_is_written_ends_quietly(tmp_path, command, buffered):
    reading, writing = os.pipe()
    os.close(reading)  # nobody will read: every write to the pipe fails
    try:
        done = subprocess.run([sys.executable, "-m", "dragonarium", *COMMANDS[command]], stdout=writing,
                              stderr=subprocess.PIPE, text=True, env=environment(tmp_path, buffered), cwd=ROOT,
                              timeout=120)
    finally:
        os.close(writing)
    assert (done.returncode, done.stderr) == (PIPE_CLOSED, "")


def test_a_reader_that_stops_after_one_byte_ends_the_command_quietly(tmp_path):
    command = subprocess.Popen([sys.executable, "-m", "dragonarium", "simulate", "--players", "2", "--games", "500"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment(tmp_path, True),
                               cwd=ROOT)
    try:
        assert command.stdout.read(1) == b"g"
        command.stdout.close()  # as ``head -c 1`` does
        errors = command.stderr.read().decode()
    finally:
        command.wait(120)
    assert (command.returncode, errors) == (PIPE_CLOSED, "")
