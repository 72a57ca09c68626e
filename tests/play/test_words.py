"""The table's words read right for every name and every count: no ``You's board``, ``a air``, ``1 tiles``."""
import pytest

from dragonarium.play.hud import hover_text, hud_lines
from dragonarium.play.base.picks import CellPick
from dragonarium.play.table.summary import final_summary
from dragonarium.rules import Draft, Drafted, Game, Seat, UnknownWord, amount, article
from dragonarium.rules.files.record import parse_position

from tests.support.games import CATALOG


def table(*players, side="library"):
    text = "format: dragonarium-position\nversion: 1\nplayers:\n"
    for name, cells, dragons in players:
        text += f"  - name: {name}\n    side: {side}\n    cells: {{{cells}}}\n    dragons: {{{dragons}}}\n"
    return parse_position(text)


@pytest.mark.parametrize("word, said", [("air", "an air"), ("egg", "an egg"), ("any", "an any"),
                                        ("fire", "a fire"), ("water", "a water"), ("royal", "a royal"),
                                        ("Air", "an Air")])
def test_the_article_agrees_with_the_word(word, said):
    assert article(word) == said


@pytest.mark.parametrize("number, said", [(0, "0 steps"), (1, "1 step"), (2, "2 steps")])
def test_a_count_agrees_with_its_number(number, said):
    assert amount(number, "step") == said


def test_a_noun_the_vocabulary_lacks_is_refused_not_said_in_english():
    with pytest.raises(UnknownWord) as caught:
        amount(3, "foot")
    assert "'foot'" in str(caught.value) and "pillar" in str(caught.value)


def test_the_hover_panel_names_the_board_for_a_player_called_you():
    # a player named as the learner of a lesson is (You) has "Your board", never "Board of You"
    state = table(("You", '"0,0": [fire]', ""), ("James", "", ""))
    pick = CellPick(0, (0, 0), (0.0, 0.0, 0.0))
    text = hover_text(state, pick)
    assert text.splitlines()[0] == "Your board" and "Board of You" not in text
    assert hover_text(state, CellPick(1, (0, 0), (0.0, 0.0, 0.0))).startswith("Board of James")


def test_the_hud_says_whose_turn_it_is_for_any_name():
    game = Game(CATALOG, [Seat("You"), Seat("You")], 3)
    assert hud_lines(game.state)["status"][0] == "Round 1 - You to play"


def test_the_hud_counts_one_point_and_one_dragon():
    lines = hud_lines(table(("You", '"0,0": [fire]', '"4,4": [fire]'), ("Ann", "", "")))
    you = next(line for line in lines["players"] if "You:" in line)
    assert "1 point," in you and you.endswith("1 dragon"), you
    assert "0 points" in next(line for line in lines["players"] if "Ann:" in line)


def test_the_end_lines_count_one_point_and_one_dragon():
    summary = final_summary(table(("You", '"0,0": [fire]', '"4,4": [fire]'), ("Ann", "", "")))
    line = summary.lines()[0]
    assert line.startswith("1. You (winner): 1 point - ") and line.endswith("; 1 dragon"), line


def test_a_solo_game_ends_with_the_rank_reached_not_winner():
    summary = final_summary(table(("You", '"0,0": [fire, fire]', "")))
    heading = summary.heading(summary.players[0])
    assert "winner" not in heading and summary.solo_title and heading == f"You - {summary.solo_title}"
    assert "winner" not in summary.lines()[0]


def test_the_turn_log_holds_the_draft_as_a_value_worded_when_shown():
    game = Game(CATALOG, [Seat("You"), Seat("Ann")], 3)
    player, tile = game.state.current, game.state.site[0]
    game.apply(Draft(0))
    assert game.state.log[-1] == Drafted(player, 0, tile)  # its words, without a verb: test_event_words.py


FRESH = """format: dragonarium-position
version: 2
players:
  - {name: Ann, pillars: 1, fresh_pillars: 2}
  - {name: Bob}
round: 12
"""


@pytest.mark.parametrize("pending, shown", [("pending: draft\nsite: [T01, T02]\nsupply: [T03]\n", True), ("", False)])
def test_pillars_for_next_round_are_shown_only_while_a_round_is_to_come(pending, shown):
    state = parse_position(FRESH + pending)
    assert state.over is not shown and state.boards[0].fresh_pillars == 2
    ann = next(line for line in hud_lines(state)["players"] if "Ann:" in line)
    assert ("+2" in ann) is shown and "1 pillar" in ann, ann
