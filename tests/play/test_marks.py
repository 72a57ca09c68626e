"""The marks over the table are values worked out in play/: the held tile's ghost, a hint, a lesson's step, the
squares "Why?" speaks of, the legal map; the table only draws them."""
import pytest

from dragonarium.bots.players import Choice
from dragonarium.lessons import Focus, LessonRun, load_lessons
from dragonarium.play.base.commands import Command
from dragonarium.play.hud import legal_count_text
from dragonarium.play.base.picks import CellPick
from dragonarium.play.review_session import ReviewSession
from dragonarium.play.session import PlaySession
from dragonarium.play.table.legal_map import legal_map
from dragonarium.play.table.marks import (AssistantFrame, CellFrames, CellRings, HeldTile, SiteFrame, TileGhost, Tone,
                                          hint_marks, lesson_marks)
from dragonarium.rules import (Draft, Game, Nest, Phase, Place, Seat, legal_placements, parse_action, parse_cell,
                               parse_position, record_of)

from tests.support.games import CATALOG

TABLE = """format: dragonarium-position
version: 2
players:
  - name: Ann
    pillars: 3
    cells: {B4: [fire/fire:f=f], C4: [royal], D4: [water/water:ww=w.], E2: [royal]}
  - name: Bob
pending: place
tile: T01
"""
DRAFT = """format: dragonarium-position
version: 2
players:
  - name: Ann
  - name: Bob
site: [T01, T02, T03]
supply: [T04, T05]
pending: draft
"""
LESSONS = {lesson.id: lesson for lesson in load_lessons(catalog=CATALOG)}


def cells(*names):
    return tuple(parse_cell(name) for name in names)


@pytest.fixture
def session():
    session = PlaySession(Game.from_state(parse_position(TABLE)))
    yield session
    session.close()


def test_the_held_tile_over_a_free_cell_is_a_legal_ghost_there(session):
    session.hover(CellPick(0, parse_cell("A1")))
    ghost = session.pointer_mark()
    assert isinstance(ghost, TileGhost) and ghost.tone is Tone.HELD
    assert (ghost.player, ghost.cells, ghost.tile.id) == (0, cells("A1", "B1"), "T01")
    assert ghost.legal and ghost.level == 1 and ghost.broken == () and ghost.pillars == 0
    assert session.held_tile() is None, "over its board the ghost shows, nothing floats"


def test_the_held_tile_over_an_unready_egg_is_refused_and_names_the_egg(session):
    session.hover(CellPick(0, parse_cell("D4")))
    ghost = session.pointer_mark()
    assert ghost.cells == cells("D4", "E4") and not ghost.legal
    assert ghost.broken == cells("D4"), "the water egg still needs a stone"
    assert ghost.level >= 1


def test_off_its_board_the_held_tile_floats_with_what_the_pointer_is_on(session):
    assert session.pointer_mark() is None and session.held_tile() == HeldTile(0, session.game.state.tile("T01"), 0,
                                                                              None)
    session.rotate(1)
    session.hover(CellPick(1, parse_cell("A1")))
    held = session.held_tile()
    assert session.pointer_mark() is None and held.rotation == 1 and held.pointer == CellPick(1, parse_cell("A1"))


def test_a_computer_players_tile_never_floats():
    game = Game(CATALOG, [Seat("Bot", kind="easy"), Seat("You")], 4)
    session = PlaySession(game)
    try:
        session.controller.play(Draft(0))
        assert game.pending().phase is Phase.PLACE and session.held_tile() is None
    finally:
        session.close()


def test_a_place_hint_is_a_blue_ghost_where_the_tile_would_go(session):
    session.hints.choice = Choice(Place(cells("A1", "A2")), 0.0, "", None)
    marks = session.decision_marks()
    ghosts = [mark for mark in marks if isinstance(mark, TileGhost)]
    assert len(ghosts) == 1 and ghosts[0].tone is Tone.HINT and ghosts[0].cells == cells("A1", "A2")
    assert ghosts[0].legal and ghosts[0].tile.id == "T01"


def test_a_draft_hint_frames_the_tile_on_the_site_and_shows_where_it_would_go():
    state = parse_position(DRAFT)
    marks = hint_marks(state, state.pending(), Draft(1), cells("C3", "C4"))
    assert marks[0] == SiteFrame(1, Tone.HINT)
    ghost = marks[1]
    assert isinstance(ghost, TileGhost) and ghost.tone is Tone.HINT
    assert ghost.tile.id == "T02" and ghost.cells == cells("C3", "C4"), "the tile taken, where the plan puts it"
    assert hint_marks(state, state.pending(), Draft(1)) == [SiteFrame(1, Tone.HINT)], "no plan: the frame alone"


def test_a_hint_on_a_cell_frames_that_cell_beside_the_cells_to_choose(session):
    session.click(CellPick(0, parse_cell("B4")))
    assert session.game.pending().phase is Phase.NEST
    targets = [choice.cell for choice in session.game.pending().choices]
    session.hints.choice = Choice(Nest(targets[-1]), 0.0, "", None)
    assert session.decision_marks() == (CellFrames(0, (targets[-1],), Tone.HINT),
                                        CellFrames(0, tuple(targets), Tone.CHOOSE))


def test_the_why_panel_frames_the_squares_that_break_the_rule(session):
    session.hover(CellPick(0, parse_cell("D4")))
    assert session.decision_marks() == ()
    session.press(Command.WHY)
    assert session.decision_marks() == (CellFrames(0, cells("D4"), Tone.BREAKS),)
    session.press(Command.WHY)
    assert session.decision_marks() == ()


def test_the_legal_map_is_a_mark_while_its_switch_is_on(session):
    assert not any(isinstance(mark, type(legal_map(session.game.state.boards[0], session.game.state.tile("T01"))))
                   for mark in session.decision_marks())
    session.press(Command.LEGAL_MAP)
    state = session.game.state
    assert session.decision_marks() == (legal_map(state.boards[0], state.tile("T01")),)


def test_the_legal_map_counts_every_legal_placement_and_each_pair_once(session):
    state = session.game.state
    board, tile = state.boards[0], state.tile("T01")
    verdicts = list(legal_placements(board, tile))
    shown = legal_map(board, tile)
    assert shown.placements == len(verdicts)
    assert {frozenset(pair.cells) for pair in shown.pairs} == {frozenset(v.placement.cells) for v in verdicts}
    assert len(shown.pairs) == len({pair.cells for pair in shown.pairs}), "each pair once"
    assert cells("D4")[0] in shown.crossed and cells("C4")[0] not in shown.crossed
    assert legal_count_text(board, tile) == (f"{shown.placements} legal placements for this tile, "
                                             f"on {len(shown.pairs)} pairs of cells")
    for pair in shown.pairs:
        options = [(v.level, v.pillars_needed) for v in verdicts if frozenset(v.placement.cells) == set(pair.cells)]
        assert (pair.level, pair.pillars) == min(options)


def test_a_lesson_step_rings_the_pieces_it_shows():
    run = LessonRun(LESSONS["01-first-tile"], CATALOG)
    session = PlaySession(run.game, lesson=run)
    try:
        assert session.lesson_marks() == (CellRings(0, cells("B3", "C2", "C3", "C4", "D3"), Tone.LESSON_AVOID),)
        session.play(parse_action("place A1 B1"))
        assert session.lesson_marks() == (AssistantFrame(0, Tone.LESSON),)
        session.play(parse_action("element water"))
        assert session.lesson_marks() == (SiteFrame(0, Tone.LESSON_USE),), "the T19 is in the first slot"
    finally:
        session.close()


def test_a_lesson_rings_a_stack_and_a_cell_shown_twice_once():
    focus = Focus(cells=cells("A3", "B4"), stacks=cells("A4", "B4"), slots=(2,), assistant=True)
    assert lesson_marks(focus) == (CellRings(0, cells("A3", "B4", "A4"), Tone.LESSON), AssistantFrame(0, Tone.LESSON),
                                   SiteFrame(2, Tone.LESSON))
    assert lesson_marks(Focus()) == ()


def test_no_marks_once_the_game_is_over_or_the_lesson_complete():
    game = Game(CATALOG, [Seat("A")], 3)
    while not game.over:
        game.apply(game.legal_actions()[0])
    session = PlaySession(game)
    try:
        session.press(Command.LEGAL_MAP)
        assert session.decision_marks() == () and session.pointer_mark() is None and session.held_tile() is None
    finally:
        session.close()


def test_a_review_draws_the_strong_players_choice_as_a_hint():
    game = Game(CATALOG, [Seat("A"), Seat("B")], 4)
    game.apply(Draft(0))
    review = ReviewSession(record_of(game), CATALOG)
    try:
        review.go(1)
        assert review.decision_marks() == ()
        review.press(Command.LEGAL_MAP)
        state = review.state
        assert review.decision_marks() == (legal_map(state.boards[state.current], state.tile(state.pending().tile),
                                                     state.current),)
    finally:
        review.close()
