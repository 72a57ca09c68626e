"""``dragonarium show``: every board as a grid in the board notation, the supplies, the pending decision and its
context, as text and as JSON."""
import json

import pytest

from dragonarium.cli.commands import main

POSITION = """
format: dragonarium-position
version: 2
players:
  - name: Ann
    pillars: 1
    fresh_pillars: 2
    assistant: 9
    cells:
      D3: [water/water:w, water, {tile: T08, part: 0}]
      D2: [fire/fire:f, 1, {tile: T08, part: 1}]
      B4: [air/air:a=a]
      C3: [royal/royal:**=f.]
    dragons: {A1: [royal], B4: [air]}
  - {name: Bob, side: eternal-shrines, kind: easy, assistant: 1}
site: [T01, T02]
supply: [T03, T04, T05]
dragon_supply: {fire: 7}
round: 4
pending: nest
tile: T08
placed: [D3, D2]
nest: [water, fire]
"""
"""Ann placed the water/fire tile (T08) on D3 and D2 (over 1 pillar on D2), hatching a water and a fire egg."""


def run(capsys, tmp_path, *argv, text=POSITION):
    path = tmp_path / "position.yaml"
    path.write_text(text)
    code = main([argv[0], str(path), *argv[1:]])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def cell_lines(lines, board_title, name):
    """The lines of cell ``name`` (like ``D3``) in the grid under ``board_title``."""
    start = lines.index(board_title)
    header = lines[start + 1]
    column = header.index(name[0])
    row = next(i for i in range(start, len(lines)) if lines[i].startswith(f" {name[1]} |"))
    left = lines[row].rindex("|", 0, column)
    right = lines[row].index("|", column)
    found = []
    for line in lines[row:]:
        if line.startswith("   +"):
            break
        found.append(line[left + 1:right].strip())
    return [text for text in found if text]


def test_each_cell_is_drawn_where_the_board_notation_puts_it(capsys, tmp_path):
    lines = run(capsys, tmp_path, "show").splitlines()
    title = "Board of Ann (Library, human), to play"
    assert cell_lines(lines, title, "D3") == ["water L3", "water:w=."]
    assert cell_lines(lines, title, "D2") == ["fire L3", "fire:f=."]
    assert cell_lines(lines, title, "B4") == ["air L1", "air:a=a", "dragon air"]
    assert cell_lines(lines, title, "C3") == ["royal L1", "royal:**=f."]
    assert cell_lines(lines, title, "A1") == ["dragon royal"]
    assert cell_lines(lines, title, "E5") == []
    shrines = "Board of Bob (Eternal Shrines, easy)"
    assert cell_lines(lines, shrines, "C5") == ["fire shrine"]
    assert cell_lines(lines, shrines, "E3") == ["water shrine"]
    assert "  D3: water/water:w (covered), water (covered), water/water:w" in lines
    assert "  D2: fire/fire:f (covered), 1 pillar, fire/fire:f" in lines


def test_the_text_gives_pillars_assistant_supplies_and_the_pending_context(capsys, tmp_path):
    lines = run(capsys, tmp_path, "show").splitlines()
    assert lines[:8] == [
        "Round 4",
        "Pending: Ann: choose where the hatched dragon nests",
        "  the drafted tile: water/fire tile (T08), placed on D3 and D2",
        "  a water dragon about to nest; then fire",
        "Planning site: 1 air/air tile (T01), 2 water/royal tile (T02)",
        "Supply: 3 tiles",
        "Dragons left: 7 fire, 12 water, 11 air, 11 royal",
        "",
    ]
    assert "Pillars: 1 usable, 2 gained this round (usable from the next)" in lines
    assert "Assistant: step 9, looking along row 3" in lines
    assert "Dragons: air on B4, royal on A1" in lines
    assert "Pillars: 3 usable" in lines and "Assistant: step 1, looking along column A" in lines


def test_one_players_board_alone(capsys, tmp_path):
    out = run(capsys, tmp_path, "show", "--player", "2")
    assert "Board of Bob" in out and "Board of Ann" not in out
    data = json.loads(run(capsys, tmp_path, "show", "--player", "2", "--json"))
    assert [player["name"] for player in data["players"]] == ["Bob"]


def test_a_player_number_out_of_range_is_refused(capsys, tmp_path):
    path = tmp_path / "position.yaml"
    path.write_text(POSITION)
    assert main(["show", str(path), "--player", "3"]) == 2
    assert "--player is a player's number, from 1 to 2" in capsys.readouterr().err


def test_the_json_holds_the_whole_state(capsys, tmp_path):
    data = json.loads(run(capsys, tmp_path, "show", "--json"))
    assert (data["round"], data["supply"], data["over"]) == (4, 3, False)
    assert data["dragons_left"] == {"fire": 7, "water": 12, "air": 11, "royal": 11}
    assert [entry["tile"] for entry in data["site"]] == ["T01", "T02"]
    assert data["pending"] == {"kind": "nest", "player": "Ann", "prompt": "choose where the hatched dragon nests",
                               "context": {"tile": {"id": "T08", "name": "water/fire tile"}, "placed": ["D3", "D2"],
                                           "nest": ["water", "fire"]}}
    ann, bob = data["players"]
    assert ann["pillars"] == {"usable": 1, "fresh": 2} and ann["assistant"] == {"step": 9, "lines": ["row 3"]}
    assert len(ann["cells"]) == 25
    assert ann["cells"]["D2"] == {"level": 3, "top": "fire/fire:f", "type": "fire",
                                  "egg": {"type": "fire", "spaces": "f", "stones": ".", "ready": False},
                                  "dragons": [], "feature": None,
                                  "stack": ["fire/fire:f", 1, {"tile": "T08", "part": 1}]}
    assert ann["cells"]["C3"]["egg"] == {"type": "royal", "spaces": "**", "stones": "f.", "ready": False}
    assert ann["cells"]["B4"]["dragons"] == ["air"]
    assert ann["dragons"] == [{"cell": "B4", "type": "air"}, {"cell": "A1", "type": "royal"}]
    assert bob["cells"]["C5"]["feature"] == "shrine" and bob["kind"] == "easy"
    path = tmp_path / "position.yaml"
    assert main(["score", str(path), "--json"]) == 0
    scores = json.loads(capsys.readouterr().out)["players"]
    assert [player["score"]["total"] for player in data["players"]] == [player["total"] for player in scores]


def test_a_finished_game_shows_no_pending_decision(capsys, tmp_path):
    text = POSITION[:POSITION.index("pending:")]
    data = json.loads(run(capsys, tmp_path, "show", "--json", text=text))
    assert data["over"] and data["pending"] == {"kind": "over", "player": None, "prompt": "the game is over",
                                                "context": {}}
    assert run(capsys, tmp_path, "show", text=text).splitlines()[1] == "The game is over: winner Ann"


@pytest.mark.parametrize("command", ["show", "legal"])
def test_help(capsys, command):
    with pytest.raises(SystemExit) as caught:
        main([command, "--help"])
    assert caught.value.code == 0 and "usage: dragonarium" in capsys.readouterr().out
