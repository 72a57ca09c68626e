"""A lesson, a puzzle or a data folder whose name holds a line break: shown quoted, so that one entry of a listing
is always one line."""
import os
import shutil

import pytest

from dragonarium.cli.commands import main
from dragonarium.rules import one_line

from tests.support.loaders import ROOT

pytestmark = pytest.mark.skipif(os.name == "nt", reason="Windows allows no line break in a file name")


@pytest.mark.parametrize("name, shown", [("02-stacking", "02-stacking"), ("Ännie's lesson", "Ännie's lesson"),
                                         ("0x\ny2", "'0x\\ny2'"), ("a\x1b[2Jb", "'a\\x1b[2Jb'"),
                                         ("\u202eevil", "'\\u202eevil'")])
def test_a_name_that_would_break_its_line_is_quoted(name, shown):
    assert one_line(name) == shown


def data_with(tmp_path, folder, names, source):
    """A copy of the data whose ``folder`` (lessons or puzzles) holds ``source`` under each of ``names``."""
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data, ignore=shutil.ignore_patterns("lessons", "puzzles"))
    (data / folder).mkdir()
    for name in names:
        shutil.copy(ROOT / "data" / folder / source, data / folder / name)
    return data


@pytest.mark.parametrize("folder, source, command", [("puzzles", "002.yaml", "puzzles"),
                                                     ("lessons", "02-stacking.yaml", "lessons")])
def test_a_listing_shows_a_file_name_holding_a_line_break_on_one_line(tmp_path, capsys, folder, source, command):
    data = data_with(tmp_path, folder, ["001.yaml", "0x\ny2.yaml"], source)
    assert main(["--lang", "en", "--data", str(data), command]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].startswith("1. ") and lines[1].startswith("2. ")
    assert "('0x\\ny2')" in lines[1]


def test_a_data_folder_holding_a_line_break_is_named_on_one_line(tmp_path, capsys):
    data = tmp_path / "da\nta"
    shutil.copytree(ROOT / "data", data, ignore=shutil.ignore_patterns("lessons", "puzzles"))
    assert main(["--lang", "en", "--data", str(data), "validate-data"]) == 0
    out = capsys.readouterr().out
    assert f"lessons: none (no folder {str(data / 'lessons')!r})" in out.splitlines()
    assert f"puzzles: none (no folder {str(data / 'puzzles')!r})" in out.splitlines()
