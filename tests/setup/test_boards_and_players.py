"""The edits of the players and their boards: how many, their sides, names and starting tiles, the board selected,
the Assistant and the pillars in hand."""
from dragonarium.setup import Why

from tests.setup.tables import board, edited, refused, table_of


def players(table):
    return table.mapping()["players"]


def test_an_empty_table_has_a_starting_tile_on_each_board():
    table = table_of(sides=("library", "church-ruins", "library"))
    assert [p["side"] for p in players(table)] == ["library", "church-ruins", "library"]
    assert [p["cells"]["C3"][0]["tile"] for p in players(table)] == ["S1", "S2", "S3"]
    assert [p["name"] for p in players(table)] == ["Player 1", "Player 2", "Player 3"]
    assert table.mapping()["pending"] == "draft"


def test_players_added_take_the_first_free_starting_tile_and_go_with_their_dragons():
    table = table_of("board 2", "start S4", "dragon fire A1", "players 3")
    assert [p["cells"]["C3"][0]["tile"] for p in players(table)] == ["S1", "S4", "S2"]
    table = edited(table, "players 1")
    assert len(players(table)) == 1 and table.mapping()["dragon_supply"]["fire"] == 12 and table.selected == 0


def test_fewer_players_keep_no_tile_of_a_set_they_do_not_play():
    reason = refused(table_of("players 3", "site T27"), "players 2")
    assert (reason.why, reason.tile) == (Why.WRONG_SET, "T27")
    assert refused(table_of(), "players 5").why is Why.OUT_OF_RANGE


def test_side_and_name():
    table = table_of("side 2 eternal-shrines", "name 2 Bob")
    assert (players(table)[1]["side"], players(table)[1]["name"]) == ("eternal-shrines", "Bob")
    assert refused(table, "side 3 library").what == "player"
    assert refused(table, "side 1 moon").why is Why.UNKNOWN_SIDE
    assert (refused(table_of("put T05 D1 C1"), "side 1 church-ruins").why,
            refused(table_of("put T05 D1 C1"), "side 1 church-ruins").cells) == (Why.GAP, ((4, 3),))
    assert refused(table, "name 1 " + "x" * 41).why is Why.BAD_NAME


def test_a_starting_tile_changes_while_nothing_lies_on_it():
    table = table_of("start S3")
    assert players(table)[0]["cells"]["C3"][0]["tile"] == "S3"
    assert players(edited(table, "start none"))[0]["cells"] == {}
    reason = refused(table, "start S2")
    assert (reason.why, reason.tile, reason.player) == (Why.START_ELSEWHERE, "S2", 1)
    assert refused(table_of("stone fire C4"), "start S3").what == "stones"
    assert refused(table_of("put T05 C3 C4"), "start S3").what == "tiles"
    assert refused(table, "start T05").why is Why.NOT_STARTING


def test_board_selects_the_board_the_edits_act_on():
    table = table_of("board 2", "assistant 7", "pillars 1 2")
    assert (board(table, 2).step, board(table, 2).pillars, board(table, 2).fresh_pillars) == (7, 1, 2)
    assert board(table, 1).step == 0
    reason = refused(table, "board 3")
    assert (reason.why, reason.what, reason.value, reason.low, reason.high) == (Why.OUT_OF_RANGE, "board", 3, 1, 2)


def test_the_assistant_stands_on_a_step_of_its_track():
    assert edited(table_of(), "assistant 23")
    assert refused(table_of(), "assistant 24").high == 23
    assert refused(table_of(), "pillars 1000 0").what == "pillars"
