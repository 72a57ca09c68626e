"""In a lesson H shows a move its step accepts, lit and said in the lesson's panel; a refused move is said there
too, not under the table; no Undo or Redo button is offered, as a lesson refuses them."""
from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.play.base.changes import Change
from dragonarium.play.base.commands import Command
from dragonarium.play.hud import message_text
from dragonarium.play.session import PlaySession
from dragonarium.play.table.marks import SiteFrame, TileGhost, Tone
from dragonarium.rules import parse_action

from tests.support.games import CATALOG

LESSONS = {lesson.id: lesson for lesson in load_lessons(catalog=CATALOG)}


def session_of(lesson_id: str) -> PlaySession:
    run = LessonRun(LESSONS[lesson_id], CATALOG)
    return PlaySession(run.game, lesson=run)


def test_h_in_a_lesson_lights_a_move_the_step_accepts_and_says_it_in_the_panel():
    session = session_of("05-hatching")
    try:
        solution = LESSONS["05-hatching"].steps[0].solution
        assert session.press(Command.HINT) is Change.PANEL
        assert session.lesson_table.hint == solution and session.lesson.check(solution) is None
        ghosts = [mark for mark in session.decision_marks() if isinstance(mark, TileGhost)]
        assert [(ghost.tone, set(ghost.cells)) for ghost in ghosts] == [(Tone.HINT, set(solution.cells))]
        note = session.lesson_table.note()
        assert note.startswith("Hint: put the tile on ") and all(
            name in note for name in ("B5", "C5")), note
        assert note in session.lesson_text() and note not in message_text(session)
        assert (Command.HINT, "Hint (H)") in session.switches()
        assert session.escape() is Command.HINT and session.press(Command.HINT) is Change.PANEL
        assert session.lesson_table.hint is None and session.lesson_table.note() == "", "H again puts the hint away"
    finally:
        session.close()


def test_a_lesson_hint_names_the_slot_of_a_draft_and_goes_once_a_move_is_made():
    lesson = LESSONS["01-first-tile"]
    session = session_of(lesson.id)
    try:
        for step in lesson.steps[:2]:
            session.play(step.solution)
        session.press(Command.HINT)
        hint = session.lesson_table.hint
        assert hint == lesson.steps[2].solution and [mark for mark in session.decision_marks()
                                                     if isinstance(mark, SiteFrame)] == [SiteFrame(hint.slot,
                                                                                                   Tone.HINT)]
        assert session.lesson_table.note().startswith(f"Hint: take the tile of slot {hint.slot + 1}.")
        session.play(hint)
        assert session.lesson_table.hint is None and "Hint" not in session.lesson_text()
    finally:
        session.close()


def test_a_refused_move_is_said_in_the_lesson_panel_after_the_ask_not_under_the_table():
    session = session_of("05-hatching")
    try:
        wrong = parse_action("place C5 C4")
        assert session.play(wrong) is Change.PANEL and session.controller.refusals == 1
        said = session.lesson.check(wrong)
        lines = session.lesson_text().splitlines()
        assert lines[lines.index(session.lesson.ask()) + 1] == said
        assert said not in message_text(session) and session.controller.message == ""
        session.play(LESSONS["05-hatching"].steps[0].solution)
        assert said not in session.lesson_text(), "the refusal goes with the next move made"
    finally:
        session.close()


def test_no_undo_or_redo_button_in_a_lesson_which_refuses_them():
    session = session_of("02-stacking")
    try:
        session.play(LESSONS["02-stacking"].steps[0].solution)
        presses = [button.press for button in session.buttons()]
        assert Command.UNDO not in presses and Command.REDO not in presses
        assert session.press(Command.UNDO) is Change.PANEL and "off in a lesson or a puzzle" in session.controller.message
    finally:
        session.close()
