"""Every edit writes its own line, and the line reads back to the same edit; a line that is no edit says why."""
import pytest

from dragonarium.rules import Element, Phase, Terrain, Waiting
from dragonarium.setup import (AddDragon, AddPillar, AddStone, EditSyntaxError, PutTile, SelectBoard, SetAssistant,
                               SetDecision, SetFirst, SetName, SetPillars, SetPlayers, SetRound, SetSide, SetSite,
                               SetStart, SetSupply, SetTurn, TakeDragon, TakePillar, TakeStone, TakeTile, parse_edit)

EDITS = {
    "board 2": SelectBoard(2),
    "players 3": SetPlayers(3),
    "side 2 church-ruins": SetSide(2, "church-ruins"),
    "name 2 Anne Marie": SetName(2, "Anne Marie"),
    "start S3": SetStart("S3"),
    "start none": SetStart("none"),
    "put T05 A1 A2": PutTile("T05", ((4, 0), (3, 0))),
    "take A1": TakeTile((4, 0)),
    "pillar B3": AddPillar((2, 1)),
    "take pillar B3": TakePillar((2, 1)),
    "stone fire B3": AddStone(Element.FIRE, (2, 1)),
    "take stone B3": TakeStone((2, 1)),
    "dragon water C4": AddDragon(Terrain.WATER, (1, 2)),
    "take dragon C4": TakeDragon((1, 2)),
    "assistant 7": SetAssistant(7),
    "pillars 2 1": SetPillars(2, 1),
    "site T01 T14 T22": SetSite(("T01", "T14", "T22")),
    "site": SetSite(()),
    "supply T03 T04": SetSupply(("T03", "T04")),
    "turn 2": SetTurn(2),
    "first 1": SetFirst(1),
    "round 3": SetRound(3),
    "decision draft": SetDecision(Waiting(Phase.DRAFT)),
    "decision place T05": SetDecision(Waiting(Phase.PLACE, tile="T05")),
    "decision nest T05 placed D3 D2 nest water fire": SetDecision(Waiting(
        Phase.NEST, tile="T05", placed=((2, 3), (3, 3)), nests=(Terrain.WATER, Terrain.FIRE))),
    "decision extra-dragon placed A4 B4 nest air extra-dragon fire water": SetDecision(Waiting(
        Phase.EXTRA_DRAGON, placed=((1, 0), (1, 1)), nests=(Terrain.AIR,),
        extra_dragon=(Terrain.FIRE, Terrain.WATER))),
    "decision stone element air steps 2": SetDecision(Waiting(Phase.STONE, element=Element.AIR, steps_left=2)),
    "decision over": SetDecision(None),
}


@pytest.mark.parametrize("line", EDITS)
def test_each_edit_writes_its_line_and_reads_it_back(line):
    edit = EDITS[line]
    assert parse_edit(line) == edit
    assert edit.text() == line
    assert parse_edit(edit.text()) == edit


def test_every_kind_of_edit_is_written_here():
    from dragonarium.setup.edits import Edit

    assert {type(edit) for edit in EDITS.values()} == set(Edit.__args__)


def test_words_are_read_in_any_case_and_spacing():
    assert parse_edit("  PUT t05  a1 A2 ") == PutTile("T05", ((4, 0), (3, 0)))
    assert parse_edit("Take Stone b3") == TakeStone((2, 1))


@pytest.mark.parametrize("line", [
    "", "fly A1", "put T05 A1", "put T05 A1 A9", "put T05 A1 F2", "stone earth B3", "dragon B3", "take",
    "take egg B3", "board two", "pillars 2", "assistant -1", "decision", "decision think", "decision over now",
    "decision nest placed D3", "decision stone element", "decision stone element air element fire",
    "name 2", "site T0$", "side 1 the moon",
])
def test_a_line_that_is_no_edit_is_refused_saying_why(line):
    with pytest.raises(EditSyntaxError) as caught:
        parse_edit(line)
    assert str(caught.value)
