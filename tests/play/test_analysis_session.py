"""The analysis board's editing session, without a window: clicks and keys made into edit values, a table refused
with its reason, undo and redo, the same table as the edit list the clicks wrote, saving a position."""
from __future__ import annotations

from dragonarium.play.analysis_session import AnalysisSession, Mode
from dragonarium.play.base.changes import Change
from dragonarium.play.base.picks import CellPick
from dragonarium.rules import Element, Terrain, load_position, parse_cell
from dragonarium.setup import Why, build, empty_table, to_position

from tests.support.games import CATALOG


def fresh(sides=("library", "library")) -> AnalysisSession:
    return AnalysisSession(empty_table(CATALOG, list(sides)), CATALOG)


def on(player: int, name: str) -> CellPick:
    return CellPick(player, parse_cell(name))


def test_clicks_make_the_edits_of_each_mode_and_select_the_board_they_are_on():
    session = fresh()
    session.pick_tile("T03")
    assert session.click(on(0, "A1")) == Change.ALL
    session.set_mode(Mode.PILLAR)
    session.click(on(1, "B2"))
    session.pick_tile("T06")
    session.click(on(1, "B2"))  # beside the starting tile's square on C2: both at level 1 under it
    session.set_element(Element.WATER)
    session.click(on(1, "B2"))
    session.set_terrain(Terrain.FIRE)
    session.click(on(0, "E5"))
    assert session.lines == ["put T03 A1 B1", "board 2", "pillar B2", "put T06 B2 C2", "stone water B2",
                             "board 1", "dragon fire E5"]
    board = session.state.boards[1]
    assert board.level(parse_cell("B2")) == 2 and board.top(parse_cell("B2")).stones[0] is Element.WATER
    assert session.state.boards[0].dragons_on(parse_cell("E5")) == (Terrain.FIRE,)


def test_the_clicks_make_the_table_their_edit_list_makes():
    session = fresh()
    for tile, cell in (("T03", "A1"), ("T06", "C1"), ("T08", "A2")):
        session.pick_tile(tile)
        session.click(on(0, cell))
    session.set_mode(Mode.TAKE)
    session.click(on(0, "C1"))
    assert to_position(build(session.lines, CATALOG)) == to_position(session.table)


def test_a_table_that_cannot_exist_is_refused_with_its_reason_and_nothing_changes():
    session = fresh()
    session.pick_tile("T03")
    session.click(on(0, "A1"))
    before = session.table
    session.pick_tile("T03")  # already on the table
    assert session.click(on(0, "C1")) == Change.PANEL | Change.POINTER
    assert session.table is before and session.lines == ["put T03 A1 B1"]
    assert session.refused is not None and session.refused.reason.why is Why.TILE_ELSEWHERE
    assert session.refused.line == "put T03 C1 D1" and "T03" in session.status()
    session.set_mode(Mode.TAKE)
    session.click(on(0, "E1"))
    assert session.refused.reason.why is Why.NOTHING_TO_TAKE


def test_the_ghost_shows_where_the_tile_would_lie_and_whether_it_is_refused():
    session = fresh()
    session.pick_tile("T03")
    session.hover(on(0, "A1"))
    ghost = session.ghost()
    assert ghost is not None and ghost.legal and ghost.cells == (parse_cell("A1"), parse_cell("B1"))
    assert ghost.level == 1
    session.rotate(2)  # its second square off the board
    ghost = session.ghost()
    assert ghost is not None and not ghost.legal and "refused" in session.preview()


def test_undo_and_redo_step_back_and_forth_a_click_at_a_time():
    session = fresh()
    session.pick_tile("T03")
    session.click(on(1, "A1"))  # "board 2" and the tile: one step
    first = session.table
    session.set_mode(Mode.PILLAR)
    session.click(on(1, "C1"))
    session.undo()
    assert session.table is first and session.lines == ["board 2", "put T03 A1 B1"]
    session.undo()
    assert session.lines == [] and not session.can_undo()
    assert session.undo() == Change.PANEL and session.message
    session.redo()
    session.redo()
    assert session.lines == ["board 2", "put T03 A1 B1", "pillar C1"] and not session.can_redo()


def test_the_keys_cursor_moves_across_boards_and_enter_acts_as_a_click():
    session = fresh()
    assert session.cursor == on(0, "A1")
    session.move_cursor(0, 1)
    session.move_cursor(-1, 0)  # off board 1's left edge: board 2's right column
    assert session.cursor == on(1, "E2")
    session.set_mode(Mode.PILLAR)
    session.put()
    assert session.lines == ["board 2", "pillar E2"]


def test_a_tile_picked_and_put_leaves_the_hand_and_the_list():
    session = fresh()
    session.search("fire air")
    assert session.tile is None or session.tile == "T03"
    session.pick_tile("T03")
    session.click(on(0, "A1"))
    assert session.tile is None and "T03" not in [tile.id for tile in session.found()]
    assert session.click(on(0, "C1")) == Change.PANEL | Change.POINTER and session.lines == ["put T03 A1 B1"]


def test_the_table_controls_and_a_typed_line_are_edits_too():
    session = fresh()
    session.table_step("usable+")
    session.table_step("players+")
    session.table_step("turn")
    session.apply_line("round 4")
    assert session.lines == ["pillars 4 0", "players 3", "turn 2", "round 4"]
    session.table_step("players+")
    assert session.table_step("players+") == Change.PANEL and session.refused is not None
    session.apply_line("nonsense 3")
    assert session.refused is not None and session.refused.line == "nonsense 3"
    assert session.lines[-1] == "players 4"


def test_a_saved_position_reads_back_as_the_table(tmp_path):
    session = fresh()
    session.pick_tile("T03")
    session.click(on(0, "A1"))
    session.set_mode(Mode.PILLAR)
    session.click(on(0, "C1"))
    assert not session.save_as(str(tmp_path / "p.yaml")), "a pillar holding up no tile cannot be written"
    assert session.refused is not None and session.refused.reason.why is Why.LOOSE_PILLARS
    session.undo()
    assert session.save_as(str(tmp_path / "p.yaml")) and "p.yaml" in session.message
    assert load_position(tmp_path / "p.yaml", CATALOG).same_table(session.state)


def test_the_pointer_near_a_cells_edge_turns_the_held_tile_toward_it():
    session = fresh()
    session.pick_tile("T03")
    assert session.aim(0.05, -0.1) == Change.NONE and session.rotation == 0, "near the centre: as it was"
    session.aim(0.0, 0.3)  # toward the far edge: the second square on the row above
    session.click(on(0, "A1"))
    session.pick_tile("T06")
    session.aim(-0.4, 0.1)  # toward the left edge
    session.click(on(0, "E1"))
    assert session.lines == ["put T03 A1 A2", "put T06 E1 D1"]


def test_tiles_go_to_the_site_and_the_supply_and_leave_the_site_when_taken_away():
    from dragonarium.play.base.picks import SitePick

    session = fresh()
    for tile, where in (("T01", "site"), ("T02", "site"), ("T04", "supply")):
        session.pick_tile(tile)
        session.tile_to(where)
    session.set_mode(Mode.TAKE)
    session.click(SitePick(0))
    assert session.lines == ["site T01", "site T01 T02", "supply T04", "site T02"]
    assert session.state.site == ["T02"] and session.state.supply == ["T04"]


def test_a_click_done_is_said_done_where_it_was_made_not_refused_as_a_second_click_would_be():
    session = fresh()
    session.set_terrain(Terrain.FIRE)
    session.hover(on(0, "E5"))
    assert session.preview() == "dragon fire E5"
    session.click(on(0, "E5"))
    assert session.preview() == "" and session.status() == "Done: dragon fire E5"
    session.hover(on(0, "D5"))
    assert session.preview() == "dragon fire D5" and "Done" not in session.status()
    session.hover(on(0, "E5"))  # back on the cell: now the pointer asks what another click would do
    assert session.preview().startswith("dragon fire E5: refused")
