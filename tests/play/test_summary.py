"""The final screen's content: ranking, tie-break, breakdowns and the solo table."""
from dragonarium.rules.files.record import parse_position
from dragonarium.play.table.summary import final_summary


def table(*players, side="library"):
    text = "format: dragonarium-position\nversion: 1\nplayers:\n"
    for name, cells, dragons in players:
        text += f"  - name: {name}\n    side: {side}\n    cells: {{{cells}}}\n    dragons: {{{dragons}}}\n"
    return parse_position(text)


def test_ranking_with_breakdowns():
    summary = final_summary(table(("Ann", '"0,0": [fire]', ""), ("Bob", '"0,0": [water, water]', '"4,4": [royal]')))
    assert [(p.rank, p.name, p.total, p.winner) for p in summary.players] == [(1, "Bob", 5, True),
                                                                            (2, "Ann", 1, False)]
    bob = summary.players[0]
    assert dict((kind, (size, height, points)) for kind, size, height, points in bob.types)["water"] == (1, 2, 2)
    assert (bob.royal_dragons, bob.royal_dragon_points) == (1, 3)
    assert summary.lines()[0].startswith("1. Bob (winner): 5 points - fire 0x0=0, water 1x2=2")


def test_the_tie_break_is_explained_and_shared_ranks_agree():
    summary = final_summary(table(("Ann", '"0,0": [air]', '"4,4": [fire]'), ("Bob", '"0,0": [water]', '"4,4": [air]')))
    assert [p.rank for p in summary.players] == [1, 1]
    assert all(p.winner for p in summary.players)
    assert "shared" in summary.tie_break and any("shared" in line for line in summary.lines())


def test_solo_shows_the_table_with_the_b_side_bonus():
    summary = final_summary(table(("Solo", '"0,0": [fire, fire]', ""), side="church-ruins"))
    assert summary.solo_lines[0].startswith("Solo: 2 points - ")
    assert "+20 on the Church Ruins side" in summary.solo_lines[0]
    assert summary.solo_lines[1].strip().startswith("120+")
