"""The command line against bad inputs: where it writes, the numbers it is given, files that are not files, and
text from files that would drive the terminal. Each is refused with exit status 2 and one line naming the option
or the file, and nothing is written."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dragonarium.cli.commands import main
from dragonarium.rules import quoted
from dragonarium.rules.files.record import load_record, replay
from dragonarium.cli.terminal import escaped

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = str(ROOT / "examples" / "seventy-five.yaml")
MAX_SEED = (1 << 63) - 1


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("output, message", [
    ("folder", "-o {tmp}/folder is a folder; give the file to write, ending in .png"),
    ("noext", "-o {tmp}/noext: the file written is PNG, so its name ends in .png"),
    ("picture.jpg", "-o {tmp}/picture.jpg: the file written is PNG, so its name ends in .png"),
    ("missing/y.png", "-o: there is no folder {tmp}/missing"),
    ("file/y.png", "-o: there is no folder {tmp}/file"),
])
def test_render_refuses_an_output_it_cannot_write_and_writes_nothing(tmp_path, capsys, output, message):
    (tmp_path / "folder").mkdir()
    (tmp_path / "file").write_text("not a folder")
    before = sorted(tmp_path.rglob("*"))
    code, out, err = run(capsys, "render", EXAMPLE, "-o", str(tmp_path / output), "--size", "64x64")
    assert (code, out) == (2, "")
    assert err == "error: " + message.format(tmp=tmp_path) + "\n"
    assert sorted(tmp_path.rglob("*")) == before


def test_render_refuses_a_layout_file_that_is_not_json(tmp_path, capsys):
    code, _, err = run(capsys, "render", EXAMPLE, "-o", str(tmp_path / "x.png"), "--layout-json",
                       str(tmp_path / "layout.txt"))
    assert code == 2 and "--layout-json" in err and not list(tmp_path.iterdir())


def test_simulate_record_is_a_folder(tmp_path, capsys):
    existing = tmp_path / "existing.yaml"
    existing.write_text("keep me\n")
    code, _, err = run(capsys, "simulate", "--players", "1", "--record", str(existing))
    assert code == 2 and err == f"error: --record {existing} is a file; give a folder to write into\n"
    assert existing.read_text() == "keep me\n"
    code, _, err = run(capsys, "simulate", "--players", "1", "--record", str(tmp_path / "no" / "such"))
    assert code == 2 and err == f"error: --record: there is no folder {tmp_path / 'no'}\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["existing.yaml"]


@pytest.mark.parametrize("seed, games", [(str(MAX_SEED), "2"), (str(MAX_SEED + 1), "1"), (str(MAX_SEED - 1), "5")])
def test_simulate_refuses_seeds_no_record_can_hold(tmp_path, capsys, seed, games):
    code, _, err = run(capsys, "simulate", "--players", "2", "--seed", seed, "--games", games, "--record",
                       str(tmp_path / "games"))
    assert code == 2 and err.startswith("error: --seed: seeds are whole numbers from 0 to 9223372036854775807")
    assert f"; {games} game{'' if games == '1' else 's'} from seed {seed} " in err
    assert err.endswith(" goes past them\n" if games == "1" else " go past them\n"), "one game goes, games go"
    assert not (tmp_path / "games").exists()


@pytest.mark.parametrize("seed", [0, MAX_SEED])
def test_a_simulated_games_record_continues_with_its_seed(tmp_path, capsys, seed):
    code, out, _ = run(capsys, "simulate", "--players", "2", "--seed", str(seed), "--record",
                       str(tmp_path / "games"), "--json")
    assert code == 0
    played = json.loads(out)["games"][0]
    record = load_record(tmp_path / "games" / f"game-{seed}.yaml")
    assert record.seed == seed
    assert [sheet.total for sheet in replay(record).state.outcome().sheets] == \
        [player["total"] for player in played["players"]]


@pytest.mark.parametrize("budget", ["61", "60.0000001", "61.00", "1000000000", "0" * 30 + "61"])
def test_simulate_refuses_a_budget_it_could_not_keep_quoting_it_as_typed(capsys, budget):
    code, _, err = run(capsys, "simulate", "--players", "1", f"--budget={budget}")
    assert (code, err) == (2, f"error: --budget is a number of seconds from 0 to 60, not '{budget}'\n")


# -- every number of every command: the ASCII digits 0-9 only ------------------------------------------------

NUMBER_OPTIONS = {
    "simulate --seed": (["simulate", "--players", "1"], "--seed"),
    "simulate --games": (["simulate", "--players", "1"], "--games"),
    "simulate --players": (["simulate"], "--players"),
    "show --player": (["show", EXAMPLE], "--player"),
    "render --player": (["render", EXAMPLE, "-o", "picture.png", "--size", "64x64"], "--player"),
}
NOT_WHOLE_NUMBERS = {
    "arabic-indic 3": "\u0663", "fullwidth 3": "\uff13", "devanagari 2": "\u0968", "superscript 2": "\u00b2",
    "underscore": "1_000", "spaces around": " 5 ", "space after": "5 ", "line break after": "5\n", "plus": "+5",
    "minus": "-5", "point": "5.0", "exponent": "1e3", "hexadecimal": "0x10", "empty": "", "20 digits": "9" * 20,
    "5000 digits": "9" * 5000,
}
NOT_DECIMALS = {
    "fullwidth 60": "\uff16\uff10", "arabic-indic 3": "\u0663", "arabic-indic point": "1\u066b5",
    "underscore": "1_0", "space before": " 5", "plus": "+1", "minus": "-1", "exponent": "1e1", "nan": "nan",
    "inf": "inf", "no digit before the point": ".5", "no digit after the point": "1.", "two points": "1.2.3",
    "comma": "0,5", "empty": "", "5000 digits": "9" * 5000,
}


def refused(capsys, argv):
    """The command line's refusal: argparse's exit status 2 and its message, nothing printed, nothing run."""
    with pytest.raises(SystemExit) as caught:
        main(argv)
    out, err = capsys.readouterr()
    assert caught.value.code == 2 and out == ""
    return err


@pytest.mark.parametrize("value", list(NOT_WHOLE_NUMBERS.values()), ids=list(NOT_WHOLE_NUMBERS))
@pytest.mark.parametrize("command", list(NUMBER_OPTIONS))
def test_every_whole_number_option_takes_ascii_digits_only_and_names_what_it_got(tmp_path, capsys, monkeypatch,
                                                                                 command, value):
    monkeypatch.chdir(tmp_path)
    before, option = NUMBER_OPTIONS[command]
    err = refused(capsys, [*before, f"{option}={value}"])
    assert f"argument {option}: " in err and quoted(value) in err
    assert not list(tmp_path.iterdir()), "nothing written"


@pytest.mark.parametrize("value", list(NOT_DECIMALS.values()), ids=list(NOT_DECIMALS))
def test_the_budget_takes_ascii_digits_and_a_point_only_and_names_what_it_got(capsys, value):
    err = refused(capsys, ["simulate", "--players", "1", f"--budget={value}"])
    assert "argument --budget: " in err and quoted(value) in err


def test_numbers_in_ascii_digits_are_taken(capsys):
    code, out, _ = run(capsys, "simulate", "--players", "2", "--seed", "007", "--games", "02", "--budget", "0.5",
                       "--json")
    assert code == 0 and [game["seed"] for game in json.loads(out)["games"]] == [7, 8]
    code, out, _ = run(capsys, "show", EXAMPLE, "--player", "1", "--json")
    assert code == 0 and len(json.loads(out)["players"]) == 1


@pytest.mark.parametrize("size", ["²x64", "64x٣", "9" * 5000 + "x64", "-64x64"],
                         ids=["superscript", "arabic-indic", "5000 digits", "negative"])
def test_render_sizes_are_ascii_digits(tmp_path, capsys, size):
    code, _, err = run(capsys, "render", EXAMPLE, "-o", str(tmp_path / "x.png"), f"--size={size}")
    assert code == 2 and "--size is WxH" in err and len(err) < 200


def test_a_fifo_is_refused_at_once_not_waited_on(tmp_path):
    fifo = tmp_path / "f.yaml"
    os.mkfifo(fifo)
    for command in ("score", "legal", "replay", "render"):
        extra = ["-o", str(tmp_path / "x.png")] if command == "render" else []
        done = subprocess.run([sys.executable, "-m", "dragonarium", command, str(fifo), *extra], cwd=ROOT,
                              capture_output=True, text=True, timeout=120,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert done.returncode == 2, (command, done.stderr)
        assert done.stderr == f"error: {fifo}: not a regular file (a pipe or a device), so it is not read\n"


def test_control_characters_from_a_file_never_reach_the_terminal(tmp_path, capsys):
    position = tmp_path / "position.yaml"
    position.write_text('format: dragonarium-position\nversion: 2\nplayers:\n  - name: "\\u202eAnn"\n'
                        '    cells: {A1: [fire]}\n', encoding="utf-8")
    code, out, err = run(capsys, "score", str(position))  # such a name is refused (rules/text_checks.py)
    assert code == 2 and out == "" and "players[0].name" in err and "U+202E" in err and "\u202e" not in err
    strange = tmp_path / "a\nwinner: Eve\x1b[31m.yaml"
    code, out, err = run(capsys, "score", str(strange))
    assert code == 2 and out == "" and err.count("\n") == 1 and "\x1b" not in err
    assert "a\\nwinner: Eve\\x1b[31m.yaml: cannot read file" in err
    key = tmp_path / "key.yaml"
    key.write_text('format: dragonarium-position\nversion: 2\nplayers:\n  - name: Ann\n'
                   '    cells: {"A1\\nwinner: Eve": [fire]}\n', encoding="utf-8")
    code, _, err = run(capsys, "score", str(key))
    assert code == 2 and err.count("\n") == 1 and "winner: Eve" in err


def test_escaped_keeps_printable_text_and_shows_the_rest_as_escapes():
    assert escaped("Ännie 🐉 B3") == "Ännie 🐉 B3"
    assert escaped("a\nb\x1b[2Jc\u202ed") == "a\\nb\\x1b[2Jc\\u202ed"
    assert escaped("a\nb", keep="\n") == "a\nb"


def test_a_file_that_cannot_be_written_is_reported_not_raised(tmp_path, capsys, monkeypatch):
    from dragonarium.storage import atomic

    def disk_full(*args):
        raise OSError(28, "No space left on device", str(tmp_path / "games" / "game-1.yaml"))

    monkeypatch.setattr(atomic.os, "replace", disk_full)
    code, _, err = run(capsys, "simulate", "--players", "1", "--record", str(tmp_path / "games"))
    assert code == 2 and err == f"error: No space left on device: {tmp_path / 'games' / 'game-1.yaml'}\n"
