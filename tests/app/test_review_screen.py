"""The review screen: keys and the move list step through the game with the table following, the strong
player's choice is drawn as the hint is, the analysis shows its progress, and Esc leaves."""
import threading
import time

import pytest
from direct.showbase.MessengerGlobal import messenger

from dragonarium.app.ui.layout_json import collect, problems
from dragonarium.app.host import ScreenHost
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.review_screen import WHEEL_ROWS, ReviewScreen
from dragonarium.play.review import judging as review
from dragonarium.play.review_session import ReviewSession
from dragonarium.play.review.text import action_words
from dragonarium.play.review.text import RowKind
from dragonarium.rules import Draft, Place
from dragonarium.play.base.commands import Command

from tests.app.contexts import context_of
from tests.support.games import CATALOG
from tests.support.records import STRONG_OPENING, random_record, record
from tests.support.judges import fake_judge

SIZE = (1280, 720)


def open_review(game):
    offscreen = OffscreenBase.get(SIZE)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    return ReviewScreen(context_of(offscreen), ReviewSession(game, CATALOG))


@pytest.fixture
def screen(monkeypatch):
    monkeypatch.setattr(review, "judge", fake_judge)
    left = []
    offscreen = OffscreenBase.get(SIZE)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    session = ReviewSession(record(STRONG_OPENING), CATALOG)
    shown = ReviewScreen(context_of(offscreen), session, on_quit=lambda: left.append(True))
    shown.left = left
    session.analysis.run()  # whatever the screen's own thread left
    shown.tick(0.0)
    yield shown
    shown.cleanup()


def test_keys_and_rows_step_and_the_table_follows(screen):
    session = screen.session
    assert session.step == 0 and screen.table.matches(session.states[0])
    screen.key("arrow_right")
    screen.key("arrow_down")
    assert session.step == 2 and screen.table.matches(session.states[2])
    screen.key("arrow_left")
    assert session.step == 1 and screen.table.matches(session.states[1])
    host = ScreenHost(screen.base)  # it binds the keys of the table and hands each to the screen on show
    host.show(screen)
    try:
        messenger.send("end")  # the keyboard's End, as Panda3D announces it
        assert session.step == session.last and screen.table.matches(session.states[-1])
        assert screen.moves.current == session.last
        messenger.send("home")
        assert session.step == 0
    finally:
        host.screen = None  # the fixture cleans the screen up
    slot = 4 - screen.moves.first
    screen.moves.click(slot)
    assert session.step == 4 and screen.table.matches(session.states[4])
    assert screen.moves.texts()[slot].startswith(f"5  {session.rows()[4].move}")


def test_one_redraw_per_step(screen):
    before = screen.redraws
    screen.key("arrow_right")
    screen.key("arrow_right")
    assert screen.redraws == before + 2
    screen.key("home")
    screen.key("arrow_left")  # already at the start: nothing to redraw
    assert screen.redraws == before + 3


def test_the_strong_players_choice_is_drawn_as_a_hint(screen):
    session = screen.session
    place = next(i for i, action in enumerate(session.actions) if isinstance(action, Place))
    screen.go(place)
    judgement = session.judgement
    assert judgement is not None and isinstance(judgement.best, Place)
    assert [node.getName() for node in screen.marks.decision_marks].count("hint") == 1
    words = screen.hud.panels["message"].getText()
    assert action_words(session.actions[place]) in words and action_words(judgement.best) in words
    draft = next(i for i, action in enumerate(session.actions) if isinstance(action, Draft))
    screen.go(draft)
    assert "hint" in [node.getName() for node in screen.marks.decision_marks], "the tile to take, framed"


def test_the_move_played_is_drawn_beside_the_choice(screen):
    session = screen.session
    differ = next(i for i, j in sorted(session.analysis.results().items())
                  if not j.agrees and isinstance(j.played, Place))
    screen.go(differ)
    names = [node.getName() for node in screen.marks.decision_marks]
    assert names.count("played") == 1 and names.count("hint") == 1
    played = next(node for node in screen.marks.decision_marks if node.getName() == "played")
    assert not played.find("**/triangle").isEmpty() and not played.find("**/ghost-outline").isEmpty()
    words = screen.hud.panels["message"].getText().split("\n")
    assert sum(action_words(session.actions[differ]) in line for line in words) == 1
    assert sum(action_words(session.judgement.best) in line for line in words) == 1


def test_the_legal_map_and_the_overlay_work_at_any_step(screen):
    session = screen.session
    place = next(i for i, action in enumerate(session.actions) if isinstance(action, Place))
    screen.go(place)
    marks = len(screen.marks.decision_marks)
    screen.key("l")
    assert len(screen.marks.decision_marks) == marks + 1
    screen.key("o")
    assert screen.score_overlay.visible and screen.score_overlay.marks
    screen.key("arrow_right")
    assert screen.score_overlay.visible
    assert screen.score_overlay.totals[0].startswith("Ann")


def test_mistakes_are_marked_in_the_list_and_the_summary(screen):
    rows = screen.session.rows()
    mistakes = [i for i, row in enumerate(rows) if row.kind is RowKind.MISTAKE]
    assert mistakes
    summary = screen.summary.getText()
    assert "Ann:" in summary and "Bob:" in summary and "mistake" in summary
    screen.key("home")
    screen.press(Command.NEXT_MISTAKE)
    assert screen.session.step == min(i for i in mistakes if i > 0)


def test_the_panels_lie_apart_inside_the_window(screen):
    OffscreenBase.get(SIZE).render_frames(1)
    for step in (1, 5, screen.session.last):
        screen.go(step)
        assert problems(collect(screen.base.aspect2d, SIZE), SIZE) == [], step


def test_escape_and_back_leave(screen):
    screen.key("escape")
    screen.press(Command.BACK)
    assert screen.left == [True, True]


def test_a_long_list_keeps_the_row_shown_in_view_and_the_wheel_scrolls_it(monkeypatch):
    monkeypatch.setattr(review, "judge", fake_judge)
    shown = open_review(random_record())
    try:
        moves = shown.moves
        assert len(moves.rows) > moves.visible_rows
        shown.key("end")
        assert moves.first <= moves.current < moves.first + moves.visible_rows
        box = moves.box
        monkeypatch.setattr(shown, "_pointer_2d", lambda: (box.centre, (box.top + box.bottom) / 2))
        shown.wheel(1)
        shown.wheel(1)
        assert moves.first == len(moves.rows) - moves.visible_rows - 2 * WHEEL_ROWS
        shown.session.analysis.run()
        shown.tick(0.0)  # new judgements redraw the list, which stays where the wheel put it
        assert moves.first == len(moves.rows) - moves.visible_rows - 2 * WHEEL_ROWS
        view = shown.controls.view
        monkeypatch.setattr(shown, "_pointer_2d", lambda: (0.0, 0.0))
        shown.wheel(1)
        assert shown.controls.view != view and moves.first == len(moves.rows) - moves.visible_rows - 2 * WHEEL_ROWS
        shown.key("home")
        assert moves.first == 0 and moves.texts()[0].startswith("1  Ann: ")
    finally:
        shown.cleanup()


def test_the_progress_shows_while_judging(monkeypatch):
    gate = threading.Event()

    def waiting(state, played, index):
        gate.wait(5)
        return fake_judge(state, played, index)

    monkeypatch.setattr(review, "judge", waiting)
    shown = open_review(record(STRONG_OPENING))
    session = shown.session
    try:
        assert not shown.progress.root.isHidden()
        assert shown.progress.label.getText().startswith("Judging the decisions: 0 of ")
        assert dict(session.switches())[Command.ANALYSIS] == "Stop the analysis"
        shown.press(Command.ANALYSIS)
        assert dict(session.switches())[Command.ANALYSIS] == "Go on with the analysis"
        shown.press(Command.ANALYSIS)
        gate.set()
        for _ in range(500):
            shown.tick(0.01)
            if session.analysis.finished:
                break
            time.sleep(0.01)
        shown.tick(0.0)
        assert session.analysis.finished and shown.progress.root.isHidden()
    finally:
        gate.set()
        shown.cleanup()


def test_the_window_reviews_a_record_that_starts_from_a_position(monkeypatch):
    from pathlib import Path

    from dragonarium.play.review_session import open_record

    monkeypatch.setattr(review, "judge", fake_judge)
    path = Path(__file__).resolve().parents[2] / "examples" / "coco-air-from-step-6.yaml"
    shown = open_review(open_record(path, CATALOG))
    try:
        session = shown.session
        assert session.record.start is not None and shown.table.matches(session.record.start)
        session.analysis.run()
        shown.tick(0.0)
        shown.key("end")
        assert session.step == session.last and shown.table.matches(session.states[-1])
        assert session.analysis.error is None and session.analysis.finished
        assert shown.graph.series == session.estimates and len(shown.graph.series) == session.last + 1
    finally:
        shown.cleanup()


def test_the_graph_draws_each_players_estimate_and_a_click_goes_there(screen):
    session = screen.session
    graph = screen.graph
    assert graph.series == session.estimates and len(graph.series) == session.last + 1
    for player in (1, 2):
        assert not graph.root.find(f"**/graph-player-{player}").isEmpty()
    mistakes, keys = session.graph_marks()
    assert mistakes and graph.mistakes == mistakes and graph.keys == keys
    target = mistakes[-1][0]
    graph.click_at(graph.x_of(target + 1))  # a decision's point is the estimate after it
    assert session.step == target and screen.table.matches(session.states[target])
    assert graph.current == target


def test_the_key_moments_come_first_in_the_summary(screen):
    session = screen.session
    lines = screen.summary.getText().split("\n")
    keys = session.key_moments()
    assert len(keys) == 3 and lines[1].startswith("Key moments")
    for rank, index in enumerate(keys, 1):
        assert lines[1 + rank].startswith(f"{rank}. Action {index + 1}, ")
