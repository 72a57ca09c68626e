"""A lesson in the play session: its switches, playing the last step again, and no rank at its end."""
from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.play.base.changes import Change
from dragonarium.play.hud import hud_lines, message_text
from dragonarium.play.session import PlaySession
from dragonarium.play.base.commands import Command

from tests.support.games import CATALOG

LESSONS = {lesson.id: lesson for lesson in load_lessons(catalog=CATALOG)}


def session_of(lesson_id: str) -> PlaySession:
    run = LessonRun(LESSONS[lesson_id], CATALOG)
    return PlaySession(run.game, lesson=run)


def test_a_lesson_offers_its_own_switches_and_none_that_would_do_nothing():
    session = session_of("02-stacking")
    try:
        names = [name for name, _ in session.switches()]
        assert names[0] is Command.BACK and Command.AUTO not in names and Command.HINT in names
        assert Command.RESTART_STEP not in names, "nothing to play again before the first step"
        session.play(LESSONS["02-stacking"].steps[0].solution)
        assert (Command.RESTART_STEP, "Play the last step again") in session.switches()
    finally:
        session.close()


def test_pressing_restart_plays_the_last_step_again():
    session = session_of("02-stacking")
    try:
        start = session.game.state.copy()
        assert session.play(LESSONS["02-stacking"].steps[0].solution) is Change.ALL
        assert session.press(Command.RESTART_STEP) is Change.ALL
        assert session.game.state.same_table(start) and session.lesson.index == 0
        assert "starts again" in session.controller.message
    finally:
        session.close()


def test_a_complete_lesson_says_how_to_go_on_instead_of_a_prompt():
    lesson = LESSONS["09-royal-eggs"]
    session = session_of(lesson.id)
    try:
        for step in lesson.steps:
            session.play(step.solution)
        assert session.buttons() == [], "no decision buttons once the lesson takes no more moves"
        text = message_text(session)
        assert text.startswith("Lesson complete") and "Choose a tile" not in text
        assert session.switches()[0] == (Command.NEXT_LESSON, "Next lesson")
    finally:
        session.close()


def test_the_end_of_the_game_in_a_lesson_ranks_nobody():
    lesson = LESSONS["11-game-end"]
    session = session_of(lesson.id)
    try:
        for step in lesson.steps:
            session.play(step.solution)
        state = session.game.state
        assert state.over
        assert hud_lines(state, lesson=True)["status"] == ["Round 12 - game over", "Lesson: see its summary"]
        assert hud_lines(state)["status"][1].startswith("Rank: ")
    finally:
        session.close()
