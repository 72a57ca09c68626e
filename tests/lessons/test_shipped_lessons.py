"""Every shipped lesson, played along its solution and along every other move at every step.

A move the step refuses must be told what differs; a move it accepts must leave a lesson that can still be
completed, with every text sayable and true to the table; no text states a number or place of its own. The lessons
are played in English and in French.
"""
from __future__ import annotations

import random
import re

import pytest

from dragonarium.i18n import _, current_language
from dragonarium.lessons import COMPLETE, TOPICS, Lesson, LessonRun, literal_claims, load_lessons
from dragonarium.lessons.goals import DOING
from dragonarium.play.base.changes import Change
from dragonarium.play.session import PlaySession
from dragonarium.rules import Action, SoloDiscardedFromSite, SoloDiscardedFromSupply, SoloNothingDiscarded, shown
from dragonarium.play.base.commands import Command

from tests.support.games import CATALOG

SOLO_DISCARDS = (SoloDiscardedFromSite, SoloDiscardedFromSupply, SoloNothingDiscarded)

LESSONS = load_lessons(catalog=CATALOG)
IDS = [lesson.id for lesson in LESSONS]
SIDES = ("church-ruins", "lostwing-cliffs", "marble-quarry", "eternal-shrines")
ALTERNATIVES = 6
"""Accepted moves tried besides the solution at each step (all of them when there are fewer)."""


ENGLISH_WORDS = re.compile(r"\b(?:the|and|of|squares?|steps?|pillars?|tiles?|slot|row|column|level|height|round|"
                           r"fire|water|eggs?|stones?|nothing|no)\b")
"""English that a French panel must not show (placeholders said in English, say)."""


@pytest.fixture(params=["en", "fr"])
def language(request) -> str:
    """Each test using it runs once in English and once in French."""
    if request.param == "fr":
        request.getfixturevalue("french")
    return request.param


def openings() -> tuple[str, ...]:
    """How a refusal starts in the language in use: ``Not allowed:``, ``Not this move:``."""
    messages = ("Not allowed: {reason}.", "Not this move: this step asks for {wanted}.",
                "Not this move: this step asks you to {wanted}, not to {done}.")
    return tuple(_(message).split(":")[0] + ":" for message in messages)


def says_what_is_asked(said: str, run: LessonRun) -> bool:
    goal = run.step.goal
    return (any(criterion.wanted(run.game.state) in said for criterion in goal.criteria)
            or shown(DOING[goal.kind]) in said)


def in_its_language(text: str) -> bool:
    """No English words in a French text."""
    return current_language() == "en" or not ENGLISH_WORDS.search(text)


def texts_of(lesson: Lesson) -> list[str]:
    return [lesson.intro, lesson.summary] + [text for step in lesson.steps
                                             for text in (step.ask, step.hint, step.done)]


def test_every_topic_is_taught_and_each_b_side_on_its_own_board():
    taught = {topic for lesson in LESSONS for topic in lesson.topics}
    assert taught == set(TOPICS)
    for side in SIDES:
        lessons = [lesson for lesson in LESSONS if side in lesson.topics]
        assert lessons and all(p.get("side") == side for lesson in lessons for p in lesson.position["players"])


def test_the_lessons_are_listed_in_their_order():
    assert [lesson.order for lesson in LESSONS] == sorted(lesson.order for lesson in LESSONS)
    assert len({lesson.id for lesson in LESSONS}) == len(LESSONS)


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_no_text_states_a_number_or_place_of_its_own(lesson):
    assert [claim for text in texts_of(lesson) for claim in literal_claims(text)] == []


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_a_learner_completes_the_lesson_through_the_table_and_every_wrong_move_is_told_what_differs(lesson, language):
    run = LessonRun(lesson, CATALOG)
    session = PlaySession(run.game, lesson=run)
    starts = openings()
    try:
        for index, step in enumerate(lesson.steps):
            assert run.text().endswith(run.say(step.ask, strict=True))
            assert in_its_language(run.text()) and in_its_language(run.say(step.hint, strict=True)), run.text()
            assert not run.focus().empty, f"step {index + 1} shows what it speaks of"
            refused = [action for action in run.game.legal_actions() if run.check(action) is not None]
            refused += list(step.wrong)
            assert refused, f"step {index + 1} has a move to refuse"
            for action in refused:
                before = run.game.state.copy()
                assert session.play(action) is Change.PANEL, action
                said = session.lesson_table.note()
                assert said in session.lesson_text() and not session.controller.message
                assert said.startswith(starts) and says_what_is_asked(said, run), said
                assert said.startswith(starts[0]) or in_its_language(said), said
                assert run.game.state.same_table(before), "a refused move changes nothing"
                assert run.index == index
            moves = len(run.game.history)
            assert session.play(step.solution) is Change.ALL, step.solution
            finishing = 0
            while run.finishing:  # the decisions the move opened, which the next step does not ask for
                assert run.index == index and run.feedback != run.say(step.done, step=step)
                assert session.play(run.game.state.pending().choices[0]) is Change.ALL
                finishing += 1
            assert len(run.game.history) == moves + 1 + finishing and run.index == index + 1
            assert run.feedback == run.say(step.done, strict=True, step=step)
        assert run.finished and run.summary() in run.text() and in_its_language(run.text())
        assert shown(COMPLETE) in run.text()
        if language == "en":  # the table's own words (dragonarium/play) are not the lessons' catalog
            assert session.controller.message.startswith("Lesson complete")
            assert (Command.NEXT_LESSON, "Next lesson") in session.switches()
        assert run.game.over == ("game-end" in lesson.topics)
        assert not any(isinstance(event, SOLO_DISCARDS) for event in run.game.state.log), "no solo discard in a lesson"
    finally:
        session.close()


def complete(run: LessonRun) -> list[str]:
    """Finish ``run`` from where it stands, each step with its solution or else any move it accepts; every text
    is said strictly on the way. Returns the texts said."""
    said = []
    while not run.finished:
        step = run.step
        assert step is not None
        said += [run.say(step.ask, strict=True), run.say(step.hint, strict=True)]
        choices = [step.solution] + [a for a in run.game.legal_actions() if a != step.solution]
        accepted = next((action for action in choices if run.check(action) is None), None)
        assert accepted is not None, f"{run.lesson.id}: step {run.index + 1} accepts no move after an alternative"
        assert run.play(accepted) is None
        run.finish()
        said.append(run.feedback)
    said.append(run.summary())
    return said


def alternatives(run: LessonRun) -> list[Action]:
    accepted = [action for action in run.game.legal_actions() if run.check(action) is None]
    random.Random(len(accepted)).shuffle(accepted)
    return accepted[:ALTERNATIVES]


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_after_any_accepted_move_the_lesson_goes_on_and_its_texts_stay_sayable(lesson, language):
    for index in range(len(lesson.steps)):
        probe = LessonRun(lesson, CATALOG)
        for step in lesson.steps[:index]:
            assert probe.play(step.solution) is None
            probe.finish()
        for action in alternatives(probe):
            run = LessonRun(lesson, CATALOG)
            for step in lesson.steps[:index]:
                assert run.play(step.solution) is None
                run.finish()
            assert run.play(action) is None, action
            run.finish()
            texts = complete(run)
            assert all("{" not in text and in_its_language(text) for text in texts), texts


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_playing_the_last_step_again_puts_the_table_back_as_that_step_found_it(lesson):
    run = LessonRun(lesson, CATALOG)
    for index, step in enumerate(lesson.steps):
        before, moves, feedback, trail = run.game.state.copy(), len(run.game.history), run.feedback, run.trail
        assert run.play(step.solution) is None
        run.restart_step()
        assert run.index == index and run.feedback == feedback and run.trail == trail and not run.finishing
        assert run.game.state.same_table(before) and len(run.game.history) == moves
        assert run.play(step.solution) is None
        if run.finishing:  # half-way through the decisions its move opened, the step starts again too
            run.play(run.game.state.pending().choices[0])
            run.restart_step()
            assert run.index == index and not run.finishing and run.game.state.same_table(before)
            assert run.play(step.solution) is None
        run.finish()
    assert run.finished
    run.restart_step()
    assert run.index == len(lesson.steps) - 1 and not run.finished
    run.restart()
    assert run.index == 0 and run.game.state.same_table(LessonRun(lesson, CATALOG).game.state)
