"""Why a move is refused: each refusal names its rule, the cells and levels concerned, and pictures the board. The
panel's words for each are tested once, in English (``SAID``; in French: test_french.py)."""
import pytest

from dragonarium.play.why.explain import explain_action
from dragonarium.play.why.picture import Ground, Mark
from dragonarium.play.why.panel_words import RULES, TITLES
from dragonarium.rules import Axis, Element, Line, Nest, Phase, Place, Rule, Stone, Terrain, parse_cell

from tests.support.refused import (EDGES, a_cliff, a_gap, bare_board, cells, corner_step, dragon_under_a_square,
                                   dragon_under_pillars, extra_dragon_on_a_cliff, from_the_values, nesting,
                                   no_such_slot, off_the_board, off_the_right_edge, out_of_turn, pillars_short,
                                   position, several_rules, stepping, stone_from_the_values, the_shrine, trade_short,
                                   trade_without_a_space, unready_egg, why_placing)


def test_a_legal_placement_needs_no_explaining():
    assert why_placing(position(), "B3", "C3") is None


def test_pillars_name_both_levels_and_what_the_player_has():
    why = pillars_short()
    assert why.topics == (Rule.PILLARS,)
    (refusal,) = why.refusals
    facts = refusal.facts
    assert (facts.levels, facts.tile_level, facts.square, facts.pillars_needed) == ((0, 2), 3, 2, 2)
    assert (facts.pillars_usable, facts.pillars_fresh) == (1, 2)
    reason = why.reasons[0]
    assert reason.cells == cells("C3") and why.highlight == cells("C3")
    picture = why.picture
    assert (picture.at(parse_cell("B3")).level, picture.at(parse_cell("C3")).level) == (2, 0)
    assert picture.at(parse_cell("B3")).mark is Mark.TILE and picture.at(parse_cell("C3")).mark is Mark.BREAKS
    assert picture.at(parse_cell("A1")).mark is Mark.NONE


def test_off_the_board_names_the_edge_and_the_square_still_on_it():
    why = off_the_right_edge()
    assert why.topics == (Rule.OFF_BOARD,) and why.reasons[0].cells == ((2, 5),)
    assert why.refusals[0].facts.square == 2
    assert why.picture.cols == (0, 1, 2, 3, 4, 5), "the picture widens to show where the square would hang"
    hanging = why.picture.at((2, 5))
    assert hanging.ground is Ground.OFF and hanging.mark is Mark.BREAKS and hanging.name == ""
    assert why.highlight == (), "nothing to light up on the table off its edge"


@pytest.mark.parametrize("edge", list(EDGES))
def test_every_edge_is_told(edge):
    cell, inside = EDGES[edge]
    why = off_the_board(cell, inside)
    assert why.topics == (Rule.OFF_BOARD,) and why.reasons[0].cells == (cell,)
    assert why.picture.at(cell).ground is Ground.OFF and why.picture.at(inside).mark is Mark.TILE


def test_an_unready_egg_says_how_full_it_is_and_what_it_needs():
    why = unready_egg()
    assert why.topics == (Rule.UNREADY_EGG,) and why.highlight == cells("D4")
    facts = why.refusals[0].facts
    assert (facts.levels, facts.egg, facts.filled, facts.spaces, facts.missing) == ((1,), Terrain.WATER, 1, 2,
                                                                                    (Element.WATER,))
    assert why.picture.at(parse_cell("D4")).letters == "E" and why.picture.at(parse_cell("D4")).level == 1
    assert why.picture.at(parse_cell("B2")).letters == "R", "a ready egg, which may be covered"


def test_a_dragon_under_pillars_is_said_to_be_under_the_pillars():
    why = dragon_under_pillars()
    assert why.topics == (Rule.DRAGON,) and why.highlight == cells("C2")
    facts = why.refusals[0].facts
    assert (facts.square, facts.under_pillars, facts.dragons) == (2, True, (Terrain.AIR,))
    assert why.picture.at(parse_cell("C2")).letters == "D"


def test_a_dragon_under_a_square():
    why = dragon_under_a_square()
    assert why.topics == (Rule.DRAGON,) and not why.refusals[0].facts.under_pillars
    assert why.highlight == cells("E1") and why.picture.at(parse_cell("D1")).mark is Mark.TILE


def test_several_rules_each_get_their_reason_in_the_order_found():
    why = several_rules()
    assert why.topics == (Rule.UNREADY_EGG, Rule.DRAGON, Rule.PILLARS)
    assert why.highlight == cells("A2", "B2")
    assert [reason.cells for reason in why.reasons] == [cells("A2"), cells("B2"), cells("B2")]
    assert why.refusals[2].cells == cells("B2", "A2") and why.refusals[2].facts.levels == (0, 2)


def test_a_gap_of_the_ruins():
    why = a_gap()
    assert why.topics == (Rule.GAP,) and why.reasons[0].cells == cells("D1")
    gap = why.picture.at(parse_cell("D1"))
    assert gap.ground is Ground.GAP and gap.letters == "G" and gap.mark is Mark.BREAKS


def test_a_cliff_says_how_many_dragons_it_holds_in_the_rule():
    why = a_cliff()
    assert why.topics == (Rule.CLIFF,) and why.reasons[0].cells == cells("A5")
    assert why.refusals[0].facts.capacity == 2
    assert why.picture.at(parse_cell("A5")).ground is Ground.CLIFF


def test_the_shrine_the_assistant_stands_on():
    why = the_shrine()
    assert why.topics == (Rule.SHRINE_ASSISTANT,) and why.refusals[0].facts.shrine is Terrain.FIRE
    assert why.picture.at(parse_cell("C5")).letters == "SA"


def test_a_refused_place_action_is_explained_like_its_ghost():
    state = position('D4: [water/water:ww=w.]')
    why = explain_action(state, Place(cells("D4", "C4")))
    assert why.topics == (Rule.UNREADY_EGG,) and why.refusals[0].cells == cells("D4")
    assert (why.refusals[0].facts.action, why.refusals[0].facts.tile) == (Place(cells("D4", "C4")), state.tile("T01"))
    assert explain_action(state, Place(cells("A1", "B1"))) is None


# -- dragons ---------------------------------------------------------------------------------------------------


def test_a_dragon_cannot_nest_on_a_square_without_stones_away_from_the_tile():
    why = explain_action(nesting(), Nest(parse_cell("D4")))
    assert why.topics == (Rule.NEST_PLACE,) and why.refusals[0].facts.placed == cells("B4", "C4")
    assert why.refusals[0].facts.levels == (1,)
    allowed = why.picture.marked(Mark.ALLOWED)
    assert set(cells("B4", "C4", "A5")) <= set(allowed) and parse_cell("D4") not in allowed
    assert len(allowed) == 23 and set(allowed) == set(why.refusals[0].facts.allowed)
    assert why.highlight == cells("D4")


def test_a_square_holds_one_dragon():
    why = explain_action(nesting(), Nest(parse_cell("A1")))
    assert why.topics == (Rule.ONE_DRAGON,) and why.refusals[0].facts.dragons == (Terrain.AIR,)
    assert why.highlight == cells("A1")


def test_the_extra_dragon_of_a_full_cliff_goes_off_the_cliffs():
    why = extra_dragon_on_a_cliff()
    assert why.topics == (Rule.EXTRA_OFF_CLIFF,) and why.highlight == cells("E3")
    assert parse_cell("E3") not in why.picture.marked(Mark.ALLOWED)


# -- stones ----------------------------------------------------------------------------------------------------


def test_a_step_stone_outside_the_assistants_line():
    why = explain_action(stepping(), Stone(parse_cell("A1")))
    assert why.topics == (Rule.STONE_LINE,) and why.refusals[0].facts.lines == (Line(Axis.ROW, 2),)
    assert why.refusals[0].facts.step == 9
    assert set(why.picture.marked(Mark.LINE)) == set(cells("A3", "B3", "D3", "E3"))
    assert why.picture.marked(Mark.ALLOWED) == cells("C3") and why.highlight == cells("A1")


WATER = (Element.WATER,)
SPACES = {"A3": (Terrain.WATER, None, None, None, (), None), "B3": (Terrain.WATER, Terrain.FIRE, 1, 1, (), None),
          "D3": (Terrain.WATER, Terrain.WATER, 0, 1, WATER, None),
          "E3": (Terrain.ROYAL, Terrain.ROYAL, 1, 2, WATER, Element.WATER)}
"""For each cell of row 3 without a space for the fire stone, the facts that say why: the top square's type, its egg,
the egg's spaces filled and in all, the stones it still needs, and the stone a royal egg already holds."""


@pytest.mark.parametrize("cell", list(SPACES))
def test_a_step_stone_in_line_but_without_a_space(cell):
    why = explain_action(stepping(), Stone(parse_cell(cell)))
    assert why.topics == (Rule.STONE_SPACE,) and why.highlight == (parse_cell(cell),)
    facts = why.refusals[0].facts
    assert (facts.top.terrain, facts.egg, facts.filled, facts.spaces, facts.missing, facts.held) == SPACES[cell]


def test_a_corner_step_names_both_its_lines():
    why = corner_step()
    assert why.topics == (Rule.STONE_LINE,) and why.refusals[0].facts.lines == (Line(Axis.ROW, 0), Line(Axis.COL, 0))
    assert set(why.picture.marked(Mark.LINE)) | {parse_cell("A5")} == {*cells("A1", "A2", "A3", "A4", "A5"),
                                                                       *cells("B5", "C5", "D5", "E5")}


def test_a_stone_on_bare_board():
    why = bare_board()
    assert why.topics == (Rule.STONE_SPACE,) and why.refusals[0].facts.bare and why.highlight == cells("B3")


# -- trades and the rest ---------------------------------------------------------------------------------------


def test_a_trade_without_enough_usable_pillars():
    why = trade_short()
    assert why.topics == (Rule.TRADE_COST,) and why.highlight == ()
    facts = why.refusals[0].facts
    assert (facts.cost, facts.pillars_usable, facts.element) == (2, 1, Element.FIRE)


def test_a_trade_onto_an_egg_without_a_fire_space():
    why = trade_without_a_space()
    assert why.topics == (Rule.STONE_SPACE,) and why.refusals[0].facts.egg is Terrain.AIR
    assert why.picture.marked(Mark.ALLOWED) == cells("C3")


def test_a_move_out_of_turn_quotes_the_rules():
    why = out_of_turn()
    assert why.topics == (Rule.OUT_OF_TURN,) and why.refusals[0].facts.phase is Phase.PLACE
    assert why.highlight == ()


# -- from the values alone ------------------------------------------------------------------------------------


def test_the_panel_is_made_from_the_refusal_values_alone():
    why, refusals = from_the_values()
    assert why.topics == (Rule.UNREADY_EGG, Rule.DRAGON) and why.refusals == refusals
    assert why.highlight == cells("C4", "D4") and why.reasons[1].title == TITLES[Rule.DRAGON]
    assert [reason.cells for reason in why.reasons] == [cells("D4"), cells("C4")]


def test_a_stone_refusal_draws_the_lines_and_the_cells_its_facts_name():
    why = stone_from_the_values()
    assert set(why.picture.marked(Mark.LINE)) == set(cells("A3", "B3", "E3"))
    assert why.picture.marked(Mark.ALLOWED) == cells("C3", "D3") and why.highlight == cells("A1")


def test_a_rule_of_the_turn_is_told_of_no_square():
    why = no_such_slot()
    assert why.topics == (Rule.NO_SLOT,) and why.reasons[0].cells == ()
    assert why.reasons[0].title == TITLES[Rule.NO_SLOT] and why.highlight == ()


def test_every_rule_has_a_title_and_a_rule_text():
    assert set(TITLES) == set(Rule) == set(RULES)


def test_the_picture_reads_as_text():
    why = why_placing(position('B3: [royal, royal]', dragons='E1: [fire]', pillars=0), "B3", "C3")
    lines = why.picture.text()
    assert lines[0].split() == ["A", "B", "C", "D", "E"]
    assert lines[3] == " 3  0  *2  !0   0   0", "row 3: B3 is a tile square at level 2, C3 breaks the rule at 0"
    assert lines[5].endswith("0D"), "E1 holds a dragon"
    assert why.picture.legend()[0] == "thick red frame: breaks the rule, white frame: the tile's squares"
    assert "D: dragon" in why.picture.legend()[1]
    assert why.lines()[0] == why.heading and why.reasons[0].rule in why.lines()
    assert off_the_right_edge().picture.legend()[0] == ("thick red frame: breaks the rule, white frame: the tile's "
                                                        "squares, dark grey square: off the board")


# -- the words ------------------------------------------------------------------------------------------------

SQUARES_TAKE_IT = "{count} squares take it now; their corners are marked in green."
ONLY_C3 = "Only C3 takes it now; its corners are marked in green."
SAID = [
    ("pillars", pillars_short, "Why the air/air tile cannot go on B3 and C3", (
        ("B3 is level 2 and C3 is level 0: the tile would lie at level 3, so square 2 needs 2 pillars under it.",
         "You have 1 pillar to use now; 2 more can be used from next round."),)),
    ("off the right edge", off_the_right_edge, "Why the air/air tile cannot go on E3 and a place off the board", (
        ("Square 1 is on E3, at level 1.", "Square 2 would hang past column E, off the right-hand edge of the board."),
    )),
    ("off the far edge", lambda: off_the_board(*EDGES["far"]),
     "Why the air/air tile cannot go on C5 and a place off the board",
     (("Square 1 is on C5, at level 0.", "Square 2 would hang past row 5, off the far edge of the board."),)),
    ("off the near edge", lambda: off_the_board(*EDGES["near"]),
     "Why the air/air tile cannot go on C1 and a place off the board",
     (("Square 1 is on C1, at level 0.", "Square 2 would hang past row 1, off the near edge of the board."),)),
    ("off the left edge", lambda: off_the_board(*EDGES["left"]),
     "Why the air/air tile cannot go on A3 and a place off the board",
     (("Square 1 is on A3, at level 0.", "Square 2 would hang past column A, off the left-hand edge of the board."),)),
    ("unready egg", unready_egg, "Why the air/air tile cannot go on D4 and C4", (
        ("Square 1 would lie on D4 (level 1): the water egg there has 1 of its 2 spaces filled and still needs a "
         "water stone.",),)),
    ("a dragon under the pillars", dragon_under_pillars, "Why the air/air tile cannot go on B2 and C2", (
        ("The pillars under square 2 would stand on C2 (level 0), where an air dragon has nested.",),)),
    ("a dragon under a square", dragon_under_a_square, "Why the air/air tile cannot go on E1 and D1", (
        ("Square 1 would lie on E1 (level 0), where a fire dragon has nested.",),)),
    ("several rules", several_rules, "Why the air/air tile cannot go on A2 and B2", (
        ("Square 1 would lie on A2 (level 2): the water egg there has 0 of its 1 spaces filled and still needs a "
         "water stone.",),
        ("The pillars under square 2 would stand on B2 (level 0), where an air dragon has nested.",),
        ("A2 is level 2 and B2 is level 0: the tile would lie at level 3, so square 2 needs 2 pillars under it.",
         "You have 1 pillar to use now."))),
    ("a gap", a_gap, "Why the air/air tile cannot go on C1 and D1", (
        ("Square 2 would lie over D1, a gap in the floor.",),)),
    ("a cliff", a_cliff, "Why the air/air tile cannot go on A5 and B5", (
        ("Square 1 would lie on A5, a cliff square.",),)),
    ("the shrine", the_shrine, "Why the air/air tile cannot go on C5 and D5", (
        ("Square 1 would lie on C5, the fire shrine, where the Assistant stands now.",),)),
    ("nest away from the tile", lambda: explain_action(nesting(), Nest(parse_cell("D4"))),
     "Why the dragon cannot nest on D4", (
         ("D4 (level 1) is not a square of the tile just placed (B4 and C4), not bare board, and has no stone on it.",
          SQUARES_TAKE_IT.format(count=23)),)),
    ("one dragon a square", lambda: explain_action(nesting(), Nest(parse_cell("A1"))),
     "Why the dragon cannot nest on A1", (("A1 already holds an air dragon.", SQUARES_TAKE_IT.format(count=23)),)),
    ("the extra dragon on a cliff", extra_dragon_on_a_cliff, "Why the extra dragon cannot go on E3", (
        ("E3 is a cliff square.", SQUARES_TAKE_IT.format(count=22)),)),
    ("a step's line", lambda: explain_action(stepping(), Stone(parse_cell("A1"))), "Why a fire stone cannot go on A1", (
        ("From step 9 the Assistant looks along row 3, and A1 is not in it.", ONLY_C3),)),
    ("a square without an egg", lambda: explain_action(stepping(), Stone(parse_cell("A3"))),
     "Why a fire stone cannot go on A3", (("The water square on A3 has no egg.", ONLY_C3),)),
    ("a full egg", lambda: explain_action(stepping(), Stone(parse_cell("B3"))), "Why a fire stone cannot go on B3", (
        ("The fire egg on B3 already has a stone in every space.", ONLY_C3),)),
    ("an egg of another element", lambda: explain_action(stepping(), Stone(parse_cell("D3"))),
     "Why a fire stone cannot go on D3", (
         ("The water egg on D3 has room only for a water stone, not for a fire stone.", ONLY_C3),)),
    ("a royal egg's match", lambda: explain_action(stepping(), Stone(parse_cell("E3"))),
     "Why a fire stone cannot go on E3", (
         ("The royal egg on E3 already holds a water stone, so its other space takes only water.", ONLY_C3),)),
    ("a corner step", corner_step, "Why a fire stone cannot go on C3", (
        ("From step 0 the Assistant looks along row 5 and column A, and C3 is in neither.",
         "Only A5 takes it now; its corners are marked in green."),)),
    ("bare board", bare_board, "Why a fire stone cannot go on B3", (
        ("B3 is bare board: there is no egg to take a stone.", ONLY_C3),)),
    ("a trade short of pillars", trade_short, "Why the trade cannot put its stone on C3", (
        ("A trade costs 2 pillars; you have 1 pillar to use now.",),)),
    ("a trade without a space", trade_without_a_space, "Why the trade cannot put its stone on D3", (
        ("The air egg on D3 has room only for an air stone, not for a fire stone.", ONLY_C3),)),
    ("out of turn", out_of_turn, "Why this move is refused", (
        ("The rules answer: now is the time to place the tile on your board, not to draft a tile.",),)),
    ("from the values", lambda: from_the_values()[0], "Why the air/air tile cannot go on D4 and C4", (
        ("Square 1 would lie on D4 (level 3): the water egg there has 0 of its 2 spaces filled and still needs two "
         "water stones.",),
        ("The pillars under square 2 would stand on C4 (level 2), where a royal dragon has nested.",))),
    ("a stone from the values", stone_from_the_values, "Why a fire stone cannot go on A1", (
        ("From step 9 the Assistant looks along row 3, and A1 is not in it.", SQUARES_TAKE_IT.format(count=2)),)),
    ("no such slot", no_such_slot, "Why this move is refused", (
        ("The rules answer: the planning site has slots 1 to 4; there is no slot 9.",),)),
]
"""Each kind of refusal the panel explains, with its heading and each reason's sentences in English."""


@pytest.mark.parametrize("build, heading, examples", [said[1:] for said in SAID], ids=[said[0] for said in SAID])
def test_each_reason_in_english(build, heading, examples):
    why = build()
    assert why.heading == heading
    assert tuple(reason.example for reason in why.reasons) == examples


def test_a_rule_is_said_with_the_facts_it_names():
    assert "(2 at most)" in a_cliff().reasons[0].rule
    assert "give back 2 pillars for a fire stone" in trade_short().reasons[0].rule
