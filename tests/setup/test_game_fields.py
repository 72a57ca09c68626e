"""The edits around the boards: the planning site and the supply, whose turn it is, the round, the decision that
waits."""
from dragonarium.rules import Phase
from dragonarium.setup import Why, to_state

from tests.setup.tables import CATALOG, edited, refused, table_of


def test_site_and_supply_are_set_left_to_right_and_top_first():
    table = table_of("site T03 T01", "supply T04 T02")
    state = to_state(table, CATALOG)
    assert (state.site, state.supply) == (["T03", "T01"], ["T04", "T02"])
    assert to_state(edited(table, "site"), CATALOG).site == []


def test_a_tile_twice_or_already_elsewhere_is_refused():
    assert (refused(table_of(), "site T01 T01").why, refused(table_of(), "site T01 T01").tile) == (
        Why.TILE_TWICE, "T01")
    reason = refused(table_of("supply T01"), "site T01")
    assert (reason.why, reason.place) == (Why.TILE_ELSEWHERE, "supply")
    assert refused(table_of("put T01 A1 A2"), "supply T01").place == "board"
    assert edited(table_of("site T01"), "site T02 T01")  # the site given anew may keep its tiles


def test_the_site_holds_what_the_game_lays_out():
    reason = refused(table_of(), "site T01 T02 T03 T04 T05 T06 T07")
    assert reason.why is Why.TABLE and reason.detail
    assert refused(table_of(), "site T27").why is Why.WRONG_SET


def test_turn_first_and_round():
    table = table_of("players 3", "first 2", "turn 3", "round 4")
    state = to_state(table, CATALOG)
    assert (state.first, state.current, state.round) == (1, 2, 4)
    assert refused(table, "turn 4").what == "player"
    assert refused(table, "round 0").what == "round"


def test_the_decision_and_its_context():
    table = table_of("decision place T05")
    assert to_state(table, CATALOG).pending().phase is Phase.PLACE
    assert to_state(table, CATALOG).drafted == "T05"
    table = table_of("put T05 A1 A2", "decision element T05 placed A1 A2")
    assert to_state(table, CATALOG).pending().phase is Phase.ELEMENT
    assert to_state(edited(table, "decision over"), CATALOG).over


def test_a_decision_the_table_contradicts_is_refused():
    reason = refused(table_of("site T05"), "decision place T05")
    assert (reason.why, reason.place) == (Why.TILE_ELSEWHERE, "site")
    assert refused(table_of(), "decision element T05 placed A1 A2").why is Why.TABLE
    assert refused(table_of(), "decision nest").why is Why.TABLE


def test_the_decision_stays_as_stated_where_the_game_would_skip_it():
    table = table_of("decision draft")  # nothing on the site: a game would skip the draft
    assert table.mapping()["pending"] == "draft"
