"""The end of the game: winners, the dragons tie-break, shared victories, solo ranks."""
from dragonarium.rules.files.record import parse_position

from tests.support.games import new_game


def table(*players):
    text = "format: dragonarium-position\nversion: 1\nplayers:\n"
    for name, cells, dragons in players:
        text += f"  - name: {name}\n    cells: {{{cells}}}\n    dragons: {{{dragons}}}\n"
    return parse_position(text)


def test_most_points_wins():
    state = table(("Ann", '"0,0": [fire, fire]', ""), ("Bob", '"0,0": [fire]', ""))
    outcome = state.outcome()
    assert [s.total for s in outcome.sheets] == [2, 1]
    assert outcome.winners == (0,) and outcome.tie_break == ""


def test_tie_on_points_goes_to_most_dragons():
    state = table(("Ann", '"0,0": [fire, fire]', ""), ("Bob", '"0,0": [water, water]', '"4,4": [fire]'))
    outcome = state.outcome()
    assert [s.total for s in outcome.sheets] == [2, 2]
    assert outcome.winners == (1,)
    assert outcome.tie_break == "tied on 2 points: most dragons (1) wins"


def test_tie_on_points_and_dragons_is_shared():
    state = table(("Ann", '"0,0": [air]', '"4,4": [fire]'), ("Bob", '"0,0": [water]', '"4,4": [air]'),
                  ("Cid", "", ""))
    outcome = state.outcome()
    assert outcome.winners == (0, 1)
    assert "shared" in outcome.tie_break


def test_solo_rank_from_the_table_and_the_b_side_bonus():
    from dragonarium.rules.model.components import SoloRank, SoloTable

    solo = SoloTable((SoloRank(100, "top"), SoloRank(90, "second"), SoloRank(0, "last")))
    assert solo.rank(100).title == "top" and solo.rank(99).title == "second" and solo.rank(12).title == "last"
    assert solo.rank(115, bonus=20).title == "second" and solo.rank(120, bonus=20).title == "top"
    state = table(("Solo", '"0,0": [fire, fire]', ""))
    assert state.outcome().solo_rank == state.catalog.solo.ranks[-1].title


def test_forced_single_choices_can_be_played_automatically_and_are_recorded():
    game = new_game(2, seed=3)
    while len(game.legal_actions()) > 1:
        game.apply(game.legal_actions()[0])
    forced = game.play_forced()
    assert forced and game.history[-len(forced):] == forced
    assert len(game.legal_actions()) != 1 or game.over
