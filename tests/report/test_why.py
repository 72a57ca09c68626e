"""``dragonarium legal --why``: every choice of the pending decision with its verdict; a refused one with each rule
it breaks, in the words of the table's red ghost (placements) or of the game's refusal (the other decisions)."""
import json

from dragonarium.cli.commands import main
from dragonarium.play.hud import verdict_text
from dragonarium.rules import Placement, check_placement, parse_action, parse_position

PLACE = """
format: dragonarium-position
version: 2
players:
  - name: Ann
    start: S1
    pillars: 1
    fresh_pillars: 2
    cells:
      B4: [water/water:ww=w.]
      D4: [fire/fire:f, 2, air/air:a]
    dragons: {A1: [royal]}
site: [T09]
supply: [T03]
pending: place
tile: T08
"""
"""The water/fire tile (T08) in hand; unready eggs on B4, D4 and the starting tile, a dragon on A1, 1 usable
pillar and 2 more from the next round."""

NEST = """
format: dragonarium-position
version: 2
players:
  - name: Ann
    side: marble-quarry
    pillars: 1
    cells:
      D3: [water/water:w, {tile: T08, part: 0}]
      D2: [fire/fire:f, {tile: T08, part: 1}]
      C3: [royal]
    dragons: {A1: [royal]}
pending: nest
tile: T08
placed: [D3, D2]
nest: [water]
"""


def run(capsys, tmp_path, text, *options):
    path = tmp_path / "position.yaml"
    path.write_text(text)
    code = main(["legal", str(path), "--why", *options])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def entries(out):
    """Each choice of the text: its action, yes or no, the words on its line and the lines under it."""
    found = {}
    current = None
    for line in out.splitlines():
        if line.startswith("  yes ") or line.startswith("  no  "):
            action, _, note = line[6:].partition(": ")
            current = found[action] = {"legal": line.startswith("  yes"), "note": note, "reasons": []}
        elif line.startswith("        ") and current is not None:
            current["reasons"].append(line.strip())
    return found


def test_every_placement_is_judged_and_a_refused_one_lists_the_ghosts_lines(capsys, tmp_path):
    out = run(capsys, tmp_path, PLACE)
    state = parse_position(PLACE)
    board, tile = state.board, state.tile("T08")
    found = entries(out)
    assert len(found) == 80, "every ordered pair of touching cells"
    legal = {str(action) for action in state.legal_actions()}
    assert {action for action, entry in found.items() if entry["legal"]} == legal
    assert f"{len(legal)} of 80 choices legal" in out.splitlines()
    for action, entry in found.items():
        ghost = verdict_text(check_placement(board, tile, Placement(parse_action(action).cells))).splitlines()
        if entry["legal"]:
            assert [entry["note"]] == ghost
        else:
            assert [entry["note"]] + entry["reasons"] == ghost
    assert len(found["place C4 D4"]["reasons"]) == 3 and len(found["place A2 A1"]["reasons"]) == 1
    said = {option["action"]: option for option in json.loads(run(capsys, tmp_path, PLACE, "--json"))["options"]}
    assert all(entry["reasons"] == said[action].get("reasons", []) for action, entry in found.items()), \
        "the text says the words the JSON gives"
    assert [(r["rule"], r["cells"]) for r in said["place C4 D4"]["refusals"]] == [
        ("unready-egg", ["C4"]), ("unready-egg", ["D4"]), ("pillars", ["C4", "D4"])]
    assert said["place A2 A1"]["refusals"][0]["facts"]["dragons"] == ["royal"]


def test_the_json_gives_each_choice_its_verdict_reasons_and_rules(capsys, tmp_path):
    data = json.loads(run(capsys, tmp_path, PLACE, "--json"))
    options = {option["action"]: option for option in data["options"]}
    assert {action for action, option in options.items() if option["legal"]} == set(data["choices"])
    assert options["place A5 B5"] == {"action": "place A5 B5", "legal": True, "note": "Level 1"}
    assert options["place D5 D4"]["rules"] == ["unready-egg", "pillars"]
    assert len(options["place D5 D4"]["reasons"]) == 2
    egg, short = options["place D5 D4"]["refusals"]
    assert egg == {"rule": "unready-egg", "cells": ["D4"], "facts": {
        "action": "place D5 D4", "kind": "place", "tile": "T08", "square": 2, "under_pillars": False, "levels": [4],
        "egg": "air", "missing": ["air"], "filled": 0, "spaces": 1}}
    assert (short["rule"], short["cells"]) == ("pillars", ["D5", "D4"])
    assert {key: short["facts"][key] for key in ("square", "levels", "tile_level", "pillars_needed",
                                                 "pillars_usable", "pillars_fresh")} == {
        "square": 1, "levels": [0, 4], "tile_level": 5, "pillars_needed": 4, "pillars_usable": 1,
        "pillars_fresh": 2}


def test_other_decisions_list_every_cell_with_the_games_reason(capsys, tmp_path):
    found = entries(run(capsys, tmp_path, NEST))
    nests = {action: entry for action, entry in found.items() if action.startswith("nest")}
    assert len(nests) == 25
    assert {action for action, entry in nests.items() if not entry["legal"]} == {"nest C3", "nest A1"}
    assert all(len(nests[action]["reasons"]) == 1 for action in ("nest C3", "nest A1"))
    said = {option["action"]: option for option in json.loads(run(capsys, tmp_path, NEST, "--json"))["options"]}
    taken, = said["nest A1"]["refusals"]
    assert (taken["rule"], taken["cells"], taken["facts"]["dragons"], taken["facts"]["cliff"]) == (
        "one-dragon", ["A1"], ["royal"], False)
    elsewhere, = said["nest C3"]["refusals"]
    assert (elsewhere["rule"], elsewhere["cells"], elsewhere["facts"]["levels"], elsewhere["facts"]["placed"]) == (
        "nest-place", ["C3"], [1], ["D3", "D2"])
    assert "C3" not in elsewhere["facts"]["allowed"] and "D3" in elsewhere["facts"]["allowed"]


def test_a_sides_trades_are_judged_at_any_decision(capsys, tmp_path):
    found = entries(run(capsys, tmp_path, NEST))
    trades = {action: entry for action, entry in found.items() if action.startswith("trade")}
    assert len(trades) == 25 and not any(entry["legal"] for entry in trades.values())
    assert len(trades["trade D2"]["reasons"]) == 1
    said = {option["action"]: option for option in json.loads(run(capsys, tmp_path, NEST, "--json"))["options"]}
    assert said["trade D2"]["refusals"] == [{"rule": "trade-cost", "cells": [], "facts": {
        "action": "trade D2", "kind": "trade", "cost": 2, "pillars_usable": 1, "pillars_fresh": 0, "element": "fire"}}]
    richer = NEST.replace("pillars: 1", "pillars: 2")
    found = entries(run(capsys, tmp_path, richer))
    assert [action for action, entry in found.items() if action.startswith("trade") and entry["legal"]] == [
        "trade D2"]
    said = {option["action"]: option for option in json.loads(run(capsys, tmp_path, richer, "--json"))["options"]}
    bare, = said["trade A1"]["refusals"]
    assert (bare["rule"], bare["cells"], bare["facts"]["bare"], bare["facts"]["allowed"]) == (
        "stone-space", ["A1"], True, ["D2"])


def test_drafts_and_elements_say_what_they_would_do(capsys, tmp_path):
    undrafted = PLACE.replace("pending: place\ntile: T08", "pending: draft").replace("[T09]", "[T08, T09]")
    found = entries(run(capsys, tmp_path, undrafted))
    assert found == {"draft 1": {"legal": True, "note": "water/fire tile (T08)", "reasons": []},
                     "draft 2": {"legal": True, "note": "pillar/fire tile (T09)", "reasons": []}}
    element = PLACE.replace("pending: place\ntile: T08", "pending: element")
    element = element.replace("      B4:", "      C1: [air]\n      B4:")
    found = entries(run(capsys, tmp_path, element))
    assert found["element air"]["note"] == "the Assistant walks 2 steps"  # C1 and C2 (the starting tile's)
    assert found["element water"]["note"] == "the Assistant walks 1 step"  # D3 and B4 do not touch


def test_a_finished_game_has_nothing_to_judge(capsys, tmp_path):
    assert run(capsys, tmp_path, PLACE[:PLACE.index("pending:")]).strip() == "no decision pending"
