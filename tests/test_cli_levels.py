"""``replay --json`` and ``show`` report who plays each seat at the end of a record whose seats changed during the
game, and ``replay --json`` lists the changes; a record without them reports as before; a bad change is refused
naming the file and the field."""
import json

from dragonarium.cli.commands import main

from tests.game.test_record_levels import WITH_LEVELS


def run(capsys, *args):
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_replay_json_and_show_report_the_kinds_at_the_end_and_the_changes(capsys, tmp_path):
    record = tmp_path / "game.yaml"
    record.write_text(WITH_LEVELS, encoding="utf-8")
    code, out, _err = run(capsys, "replay", str(record), "--json")
    data = json.loads(out)
    assert code == 0 and [player["kind"] for player in data["players"]] == ["strong", "expert"]
    assert data["levels"] == [{"after": 4, "seat": 2, "kind": "expert"}, {"after": 6, "seat": 1, "kind": "strong"}]
    code, out, _err = run(capsys, "show", str(record), "--json")
    assert code == 0 and [player["kind"] for player in json.loads(out)["players"]] == ["strong", "expert"]


def test_a_record_without_changes_reports_no_levels(capsys, tmp_path):
    record = tmp_path / "game.yaml"
    record.write_text(WITH_LEVELS.split("levels:")[0], encoding="utf-8")
    code, out, _err = run(capsys, "replay", str(record), "--json")
    assert code == 0 and "levels" not in json.loads(out)
    assert [player["kind"] for player in json.loads(out)["players"]] == ["human", "easy"]


def test_a_bad_change_is_refused_naming_the_file_and_the_field(capsys, tmp_path):
    record = tmp_path / "game.yaml"
    record.write_text(WITH_LEVELS.replace("after: 6", "after: 60"), encoding="utf-8")
    code, _out, err = run(capsys, "replay", str(record))
    assert code == 2 and f"{record}: levels[1].after" in err
