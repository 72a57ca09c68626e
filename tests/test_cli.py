"""The dragonarium command line, without a window."""
import json
from pathlib import Path

import pytest
import yaml

from tests.support.data_copies import data_without_puzzles
from dragonarium.cli.commands import main

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_validate_data_reports_what_it_found(capsys, tmp_path):
    data = data_without_puzzles(tmp_path)
    code, out, _ = run(capsys, "--data", str(data), "validate-data")
    assert code == 0
    assert "tiles: 50 (26 marked 2, 12 marked 3, 12 marked 4)" in out
    assert "board side library: 5 x 5, 24 steps" in out


def test_lessons_lists_each_lesson_with_its_topics_and_steps(capsys):
    from dragonarium.lessons import TOPICS

    code, out, _ = run(capsys, "lessons", "--json")
    lessons = json.loads(out)["lessons"]
    assert code == 0 and len(lessons) >= len(TOPICS) - 3
    assert set(lessons[0]) == {"id", "title", "topics", "steps"}
    assert lessons[0]["id"] == "01-first-tile" and lessons[0]["topics"] == ["placing"] and lessons[0]["steps"] >= 2
    assert {topic for lesson in lessons for topic in lesson["topics"]} == set(TOPICS)
    code, out, _ = run(capsys, "lessons")
    assert code == 0 and out.splitlines()[0].startswith("1. Your first tiles (01-first-tile): placing; ")


def data_copy(tmp_path: Path) -> Path:
    import shutil

    data = tmp_path / "data"
    shutil.copytree(Path(__file__).resolve().parents[1] / "data", data)
    return data


def test_validate_data_plays_the_lessons_of_the_data_it_is_given(capsys, tmp_path, monkeypatch):
    from dragonarium.lessons import lessons_dir
    from dragonarium.report.data import lessons_line
    from dragonarium.rules import load_catalog

    line = lessons_line(lessons_dir(), load_catalog())  # validate-data's line of the shipped lessons
    assert "lessons: 15, " in line and "every topic taught" in line
    data = data_copy(tmp_path)
    lesson = data / "lessons" / "05-hatching.yaml"
    lesson.write_text(lesson.read_text().replace("solution: nest B5", "solution: nest C3"))
    code, out, err = run(capsys, "--data", str(data), "validate-data")
    assert code == 2 and "all data files are valid" not in out
    assert "05-hatching.yaml: steps[1].solution: nest C3: Not allowed" in err
    code, _, err = run(capsys, "--data", str(data), "lessons")
    assert code == 2 and "05-hatching.yaml: steps[1].solution" in err
    monkeypatch.setenv("DRAGONARIUM_DATA", str(data))
    code, _, err = run(capsys, "validate-data")
    assert code == 2 and "05-hatching.yaml" in err


def test_a_lesson_naming_a_tile_the_data_lacks_is_refused_with_file_and_field(capsys, tmp_path):
    data = data_copy(tmp_path)
    lesson = data / "lessons" / "01-first-tile.yaml"
    lesson.write_text(lesson.read_text().replace("supply: [T04, T05, T06, T07]", "supply: [T04, T77]"))
    code, _, err = run(capsys, "--data", str(data), "validate-data")
    assert code == 2 and "01-first-tile.yaml: position.supply[1]: unknown tile 'T77'" in err


def test_validate_data_without_a_lessons_folder_says_so(capsys, tmp_path):
    data = data_without_puzzles(tmp_path, "lessons")
    code, out, _ = run(capsys, "--data", str(data), "validate-data")
    assert code == 0 and "lessons: none (no folder" in out


def test_validate_data_fails_on_bad_data(capsys, tmp_path):
    code, _, err = run(capsys, "--data", str(tmp_path), "validate-data")
    assert code == 2 and "tiles.yaml" in err


def test_score_json_of_the_75_point_example(capsys):
    code, out, _ = run(capsys, "score", str(EXAMPLES / "seventy-five.yaml"), "--json")
    data = json.loads(out)
    assert code == 0
    player = data["players"][0]
    assert player["total"] == 75 and player["royal_dragons"] == 4 and player["dragons"] == 4
    assert player["domains"]["royal"] == {"size": 9, "height": 3, "points": 27}
    assert set(player["domains"]) == {"fire", "water", "air", "royal"}
    assert data["winners"] == ["Example"]


def test_legal_lists_the_pending_choices(capsys):
    code, out, _ = run(capsys, "legal", str(EXAMPLES / "milo-fire.yaml"), "--json")
    data = json.loads(out)
    assert data["decision"] == "element" and data["choices"] == ["element fire", "element water", "element air"]


DRAFT = """format: dragonarium-position
version: 2
players:
  - {name: Ann, start: S1}
site: [T08, T09]
supply: [T03]
pending: %s
"""


def test_legal_names_slots_from_one_and_tiles_by_their_squares(capsys, tmp_path):
    path = tmp_path / "draft.yaml"
    path.write_text(DRAFT % "draft")
    code, out, _ = run(capsys, "legal", str(path))
    assert code == 0
    assert out.splitlines() == ["Ann: choose a tile from the planning site", "  draft 1: water/fire tile (T08)",
                                "  draft 2: pillar/fire tile (T09)"]
    code, out, _ = run(capsys, "legal", str(path), "--json")
    data = json.loads(out)
    assert data["site"] == [{"slot": 1, "tile": "T08", "name": "water/fire tile"},
                            {"slot": 2, "tile": "T09", "name": "pillar/fire tile"}]
    assert data["choices"] == ["draft 1", "draft 2"]


def test_legal_places_on_cells_named_like_b3(capsys, tmp_path):
    path = tmp_path / "place.yaml"
    path.write_text(DRAFT.replace("[T08, T09]", "[T09]") % "place\ntile: T08")  # drafted: off the site
    code, out, _ = run(capsys, "legal", str(path))
    lines = out.splitlines()
    assert code == 0 and lines[0] == "Ann: place the tile on your board: water/fire tile (T08)"
    assert "  place A1 B1" in lines and "  place B1 A1" in lines and "  place A5 A4" in lines
    code, out, _ = run(capsys, "legal", str(path), "--json")
    data = json.loads(out)
    assert data["tile"] == "T08" and data["tile_name"] == "water/fire tile" and "place E1 E2" in data["choices"]


def test_replay_of_the_example_game(capsys):
    code, out, _ = run(capsys, "replay", str(EXAMPLES / "two-player-game.yaml"), "--json")
    data = json.loads(out)
    assert code == 0 and data["over"] and data["round"] == 12 and len(data["players"]) == 2


def test_replay_exits_2_at_the_first_illegal_action(capsys, tmp_path):
    text = (EXAMPLES / "two-player-game.yaml").read_text()
    lines = text.splitlines()
    first_place = next(i for i, line in enumerate(lines) if line.startswith("- place"))
    lines[first_place] = "- place A5 E5"
    bad = tmp_path / "bad.yaml"
    bad.write_text("\n".join(lines) + "\n")
    code, _, err = run(capsys, "replay", str(bad))
    index = sum(1 for line in lines[:first_place] if line.startswith("- ") and not line.startswith("- name"))
    assert code == 2 and err.count("\n") == 1
    # the file, the action counted from 1 as people do, its text, and the rule it breaks
    assert err.startswith(f"error: {bad}: action {index + 1}: place A5 E5: ")
    code, out, json_err = run(capsys, "replay", str(bad), "--json")
    assert code == 2 and json_err == err, "the error is said on stderr as without --json"
    assert json.loads(out) == {"illegal": {
        "file": str(bad), "index": index + 1, "action": "place A5 E5", "reason": err.split(": ", 4)[-1].strip(),
        "refusals": [{"rule": "tile-shape", "cells": ["A5", "E5"],
                      "facts": {"action": "place A5 E5", "kind": "place"}}]}}


PILLARS_SHORT = """format: dragonarium-record
version: 2
start:
  players:
    - name: Coco
      pillars: 1
      fresh_pillars: 2
      cells: {B3: [royal, royal]}
  site: [T02]
  supply: [T03, T04]
  pending: place
  tile: T01
actions:
  - place B3 C3
"""
"""Coco holds the air/air tile with 1 usable pillar: B3 is at level 2, C3 bare, so C3 needs 2 pillars."""


def test_replay_json_gives_an_illegal_placements_rules_with_their_cells_and_facts(capsys, tmp_path):
    bad = tmp_path / "short.yaml"
    bad.write_text(PILLARS_SHORT)
    code, out, err = run(capsys, "replay", str(bad), "--json")
    assert code == 2 and err.startswith(f"error: {bad}: action 1: place B3 C3: ")
    assert json.loads(out)["illegal"]["refusals"] == [{"rule": "pillars", "cells": ["C3", "B3"], "facts": {
        "action": "place B3 C3", "kind": "place", "tile": "T01", "square": 2, "levels": [0, 2], "tile_level": 3,
        "pillars_needed": 2, "pillars_usable": 1, "pillars_fresh": 2}}]
    good = tmp_path / "good.yaml"
    good.write_text(PILLARS_SHORT.replace("place B3 C3", "place A1 B1"))
    code, out, _ = run(capsys, "replay", str(good), "--json")
    assert code == 0 and json.loads(out)["actions"] == 1 and "illegal" not in json.loads(out)


def test_simulate_json_and_records(capsys, tmp_path):
    code, out, _ = run(capsys, "simulate", "--players", "3", "--games", "2", "--seed", "40", "--json",
                       "--record", str(tmp_path))
    data = json.loads(out)
    assert code == 0 and [g["seed"] for g in data["games"]] == [40, 41]
    assert all(g["rounds"] == 12 and len(g["players"]) == 3 and g["winners"] for g in data["games"])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game-40.yaml", "game-41.yaml"]
    code, out, _ = run(capsys, "score", str(tmp_path / "game-40.yaml"), "--json")
    assert [p["total"] for p in json.loads(out)["players"]] == [p["total"] for p in data["games"][0]["players"]]


def test_simulate_json_is_the_document_it_always_was(capsys):
    from dragonarium.bots.ladder import make_player
    from dragonarium.report.scores import scores_json
    from dragonarium.rules import PlayerKind, Seat, load_catalog
    from dragonarium.cli.simulate import play_game

    code, out, _ = run(capsys, "simulate", "--players", "3", "--games", "2", "--seed", "40", "--bots",
                       "random,random,random", "--json")
    catalog = load_catalog()
    kinds = [PlayerKind.RANDOM, PlayerKind.RANDOM, PlayerKind.RANDOM]
    seats = [Seat(f"P{i + 1}", "library", kind) for i, kind in enumerate(kinds)]
    games = []
    for seed in (40, 41):
        game = play_game(catalog, seats, seed, [make_player(kind, seed * 7 + i, 0.0) for i, kind in enumerate(kinds)])
        games.append({"seed": seed, "rounds": game.state.round, **scores_json(game.state)})
    assert code == 0 and out == json.dumps({"games": games}, indent=2) + "\n"


@pytest.mark.slow  # tracemalloc slows every game it watches; the printing itself is checked every time above
@pytest.mark.parametrize("as_json", [False, True], ids=["lines", "json"])
def test_simulate_keeps_no_game_once_it_is_printed(capsys, monkeypatch, tmp_path, as_json):
    """The memory in use before each game, once garbage is collected, is the same before the 24th as before the
    6th: no game (nor its entry) is kept once it is printed (to a file, so that no captured output is counted)."""
    import contextlib
    import gc
    import tracemalloc

    from dragonarium.cli import simulate

    before_each = []
    play = simulate.play_game
    played = []

    def measured(*args, **kwargs):
        gc.collect()
        before_each.append(tracemalloc.get_traced_memory()[0])
        if not played:  # one game played for real, then handed out again: what is kept is the run's, not a game's
            played.append(play(*args, **kwargs))
        return played[0]

    monkeypatch.setattr(simulate, "play_game", measured)
    run(capsys, "simulate", "--players", "2", "--games", "2")  # every module the run needs is loaded
    before_each.clear()
    played.clear()
    printed = tmp_path / "printed.txt"
    tracemalloc.start()
    try:
        with open(printed, "w", encoding="utf-8") as sink, contextlib.redirect_stdout(sink):
            code = main(["simulate", "--players", "2", "--games", "24", *(["--json"] if as_json else [])])
    finally:
        tracemalloc.stop()
    out = printed.read_text(encoding="utf-8")
    assert code == 0 and len(before_each) == 24
    assert (len(json.loads(out)["games"]) if as_json else out.count("\n")) == 24
    # a game's entry alone takes some 2,500 bytes: keeping 18 of them would be 45,000 bytes more
    assert before_each[23] - before_each[5] < 20_000, before_each


def test_a_simulation_stopped_by_an_error_leaves_its_json_unfinished(capsys, tmp_path, monkeypatch):
    from dragonarium.cli import simulate

    saved = []

    def disk_full_at_the_third(game, path):
        if len(saved) == 2:
            raise OSError(28, "No space left on device", str(path))
        saved.append(path)

    monkeypatch.setattr(simulate, "save_record", disk_full_at_the_third)
    code, out, err = run(capsys, "simulate", "--players", "1", "--games", "5", "--json", "--record", str(tmp_path))
    assert code == 2 and "No space left on device" in err
    assert out.startswith('{\n  "games": [\n') and out.count('"seed": ') == 2
    with pytest.raises(json.JSONDecodeError):
        json.loads(out)  # no reader takes two games for the whole run


def test_simulate_solo_reports_a_rank(capsys):
    code, out, _ = run(capsys, "simulate", "--players", "1", "--json")
    assert "solo_rank" in json.loads(out)["games"][0]


def test_simulate_pits_computer_kinds_against_each_other(capsys, tmp_path):
    code, out, _ = run(capsys, "simulate", "--players", "2", "--bots", "greedy,random", "--seed", "3", "--json",
                       "--record", str(tmp_path))
    assert code == 0 and json.loads(out)["games"][0]["winners"]
    record = yaml.safe_load((tmp_path / "game-3.yaml").read_text())
    assert [p["kind"] for p in record["players"]] == ["easy", "random"]  # greedy is the easy player
    code, _, err = run(capsys, "simulate", "--players", "2", "--bots", "genius")
    assert code == 2 and "unknown player kind 'genius'" in err


def test_simulate_json_names_each_seats_kind_and_side(capsys):
    code, out, _ = run(capsys, "simulate", "--players", "3", "--bots", "random,greedy,random",
                       "--side", "library,library,church-ruins", "--seed", "5", "--json")
    players = json.loads(out)["games"][0]["players"]
    assert code == 0
    assert [(p["name"], p["kind"], p["side"]) for p in players] == [
        ("P1", "random", "library"), ("P2", "easy", "library"), ("P3", "random", "church-ruins")]


def test_errors_go_to_stderr_with_a_non_zero_exit(capsys, tmp_path):
    code, out, err = run(capsys, "score", str(tmp_path / "missing.yaml"))
    assert code == 2 and out == "" and "missing.yaml" in err and "cannot read" in err
    code, _, err = run(capsys, "simulate", "--players", "2", "--side", "moon")
    assert code == 2 and "unknown board side 'moon'" in err


@pytest.mark.parametrize("command", ["validate-data", "lessons", "replay", "score", "legal", "simulate", "play"])
def test_help_for_each_command(capsys, command):
    with pytest.raises(SystemExit) as caught:
        main([command, "--help"])
    assert caught.value.code == 0
    assert "usage: dragonarium" in capsys.readouterr().out


def test_every_example_file_loads(capsys):
    for path in sorted(EXAMPLES.glob("*.yaml")):
        code, _, err = run(capsys, "score", str(path))
        assert code == 0, (path, err)
