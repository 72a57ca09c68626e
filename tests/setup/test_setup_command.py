"""``dragonarium setup EDITS --out POSITION.yaml``: the position every command reads, or the bad line named and
nothing written."""
from pathlib import Path

import pytest

from dragonarium.cli.commands import main
from dragonarium.i18n import use_language
from dragonarium.rules import Element, Phase, Terrain, Waiting, dump_yaml, load_position, position_to_mapping
from dragonarium.setup import (AddDragon, AddPillar, AddStone, PutTile, SelectBoard, SetDecision, SetName, SetSite,
                               apply_edit, build, empty_table, to_position)

from tests.setup.tables import CATALOG
from tests.support.french import catalog_folder, english_left

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "set-up-table.edits"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_example_is_written_and_read_by_every_command(capsys, tmp_path):
    out = tmp_path / "table.yaml"
    code, said, err = run(capsys, "setup", str(EXAMPLE), "--out", str(out))
    assert (code, err) == (0, "")
    state = load_position(out, CATALOG)
    assert position_to_mapping(state) == to_position(build(EXAMPLE.read_text().splitlines(), CATALOG))
    assert [seat.name for seat in state.seats] == ["Ann", "Bob"]
    for command in (["show"], ["legal", "--why"], ["score"]):
        code, said, err = run(capsys, command[0], str(out), *command[1:])
        assert (code, err) == (0, ""), command
        assert said
    assert "place" in run(capsys, "legal", "--why", str(out))[1]


def test_a_bad_edit_names_its_line_and_writes_nothing(capsys, tmp_path):
    edits = tmp_path / "table.edits"
    edits.write_text("# Ann\nname 1 Ann\n\nput T05 A1 B2\nput T06 A3 A4\n")
    out = tmp_path / "table.yaml"
    code, said, err = run(capsys, "setup", str(edits), "--out", str(out))
    assert code == 2 and not out.exists()
    assert err.startswith(f"{edits}:4: put T05 A1 B2: ")


def test_it_starts_from_a_position(capsys, tmp_path):
    edits = tmp_path / "more.edits"
    edits.write_text("board 2\nname 2 Zoe\n")
    out = tmp_path / "table.yaml"
    start = EXAMPLE.parent / "cliff-extra-dragon.yaml"
    code, said, err = run(capsys, "setup", str(edits), "--from", str(start), "--out", str(out))
    assert (code, err) == (0, "")
    before = position_to_mapping(load_position(start, CATALOG))
    after = position_to_mapping(load_position(out, CATALOG))
    assert after["players"][1]["name"] == "Zoe"
    before["players"][1]["name"] = "Zoe"
    assert after == before


def test_loose_tokens_are_refused_at_their_line(capsys, tmp_path):
    edits = tmp_path / "loose.edits"
    edits.write_text("pillar A1\nname 1 Ann\n")
    code, said, err = run(capsys, "setup", str(edits), "--out", str(tmp_path / "t.yaml"))
    assert code == 2 and err.startswith(f"{edits}:1: pillar A1: ")


def test_its_help_speaks_french(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("DRAGONARIUM_LOCALE", str(catalog_folder(tmp_path)))
    monkeypatch.setenv("LANGUAGE", "fr")
    try:
        with pytest.raises(SystemExit) as caught:
            main(["setup", "--help"])
    finally:
        use_language("en")
    out = capsys.readouterr().out
    assert caught.value.code == 0 and "liste de modifications" in out
    assert english_left(out, syntax=True) == [], out


def test_the_command_writes_the_file_the_clicks_make(capsys, tmp_path):
    """The analysis board's clicks make edit values; applied one by one they make the file the command writes."""
    clicks = [SetName(1, "Ann"), SetSite(("T01", "T02")), PutTile("T05", ((2, 0), (1, 0))), AddPillar((1, 1)),
              PutTile("T06", ((1, 1), (1, 0))), AddStone(Element.FIRE, (2, 1)), SelectBoard(2),
              AddDragon(Terrain.WATER, (4, 0)), SetDecision(Waiting(Phase.PLACE, tile="T09"))]
    table = empty_table(CATALOG, ("library", "library"))
    for edit in clicks:
        table = apply_edit(table, edit, CATALOG)
    edits = tmp_path / "clicks.edits"
    edits.write_text("".join(edit.text() + "\n" for edit in clicks))
    out = tmp_path / "table.yaml"
    assert run(capsys, "setup", str(edits), "--out", str(out))[0] == 0
    assert out.read_text() == dump_yaml(to_position(table))
