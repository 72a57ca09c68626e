"""Every text of every lesson matches the table at each moment it is on screen.

Each lesson is played along its solutions and along other moves its steps accept, the decisions a step's move opens
made in several ways. After every move (accepted or refused) each text on the panel is said again for the table as
it is then (``tests.support.lesson_truth``): the steps the Assistant walked, the cells and level of the last tile,
the last stone and dragon, where the Assistant stands, every domain size and score. A text said for the table after
a move but shown while that move's walk is still going on fails here.
"""
from __future__ import annotations

import random
from typing import Optional

import pytest

from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.lessons.run import FOLLOW_UPS
from dragonarium.rules import Action

from tests.support.games import CATALOG
from tests.support.lesson_truth import said_now

LESSONS = load_lessons(catalog=CATALOG)
IDS = [lesson.id for lesson in LESSONS]
ALTERNATIVES = 3
"""Accepted moves tried besides the solution at each step."""


@pytest.fixture(params=["en", "fr"])
def language(request) -> str:
    if request.param == "fr":
        request.getfixturevalue("french")
    return request.param


def on_screen(run: LessonRun) -> list[tuple[str, object]]:
    """The templates the panel shows now, each with the goal it is said for."""
    if run.finishing:
        return []
    lesson = run.lesson
    shown = []
    if run.index > 0:
        done = lesson.steps[run.index - 1]
        shown.append((done.done, done.goal))
    if run.finished:
        shown.append((lesson.summary, None))
    else:
        shown += [(run.step.ask, run.step.goal)]
    return [(template, goal) for template, goal in shown if template]


def check_moment(run: LessonRun, where: str) -> None:
    text = run.text()
    state = run.game.state
    for template, goal in on_screen(run):
        expected = said_now(template, state, goal)
        assert expected in text, f"{run.lesson.id} {where}:\non screen: {text!r}\nthe table shows: {expected!r}"
    if run.finished:
        assert state.pending().phase not in FOLLOW_UPS, (
            f"{run.lesson.id} {where}: the lesson is complete with {state.pending().phase.value} still to do")
    if run.finishing:
        assert state.pending().doing in text


def accepted_moves(run: LessonRun) -> list[Action]:
    return [action for action in run.game.legal_actions() if run.check(action) is None]


def play_through(run: LessonRun, rng: random.Random, first: Optional[tuple[int, Action]] = None) -> None:
    """Finish ``run``: ``first`` (a step's index and an accepted move) at that step, each other step its solution
    when accepted (else its first accepted move), the decisions a move opens at random; each moment checked."""
    check_moment(run, "at the start")
    while not run.finished:
        step = run.step
        where = f"step {run.index + 1}"
        if run.finishing:
            action = rng.choice(run.game.state.pending().choices)
            where += " (finishing its move)"
        elif first is not None and first[0] == run.index:
            action = first[1]
        elif run.check(step.solution) is None:
            action = step.solution
        else:
            action = accepted_moves(run)[0]
        if not run.finishing:
            for wrong in step.wrong:
                if run.check(wrong) is not None:
                    check_moment(run, f"{where}, {wrong} refused")
        assert run.play(action) is None, f"{where}: {action}"
        check_moment(run, f"{where}, after {action}")


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_text_matches_the_table_while_it_is_shown_along_the_solutions(lesson, language):
    for seed in range(3):
        play_through(LessonRun(lesson, CATALOG), random.Random(seed))


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_text_matches_the_table_while_it_is_shown_after_other_accepted_moves(lesson, language):
    for index in range(len(lesson.steps)):
        probe = LessonRun(lesson, CATALOG)
        while probe.index < index:
            assert probe.play(probe.step.solution if not probe.finishing else
                              probe.game.state.pending().choices[0]) is None
        moves = accepted_moves(probe)
        random.Random(index).shuffle(moves)
        for number, action in enumerate(moves[:ALTERNATIVES]):
            play_through(LessonRun(lesson, CATALOG), random.Random(number), first=(index, action))


CLIFF_NAMES = {"en": r"\bthe cliff\b(?!s)(?!\s+(?:on|at)\s+\{cell:)", "fr": r"\bla falaise\b(?!s)(?!\s+en\s+\{cell:)"}
"""``the cliff`` not followed by the cell it means, in each language."""


@pytest.mark.parametrize("lesson", [lesson for lesson in LESSONS if "lostwing-cliffs" in lesson.topics],
                         ids=lambda lesson: lesson.id)
def test_on_a_board_of_several_cliffs_a_text_names_the_cliff_it_means(lesson, language):
    import re

    from dragonarium.rules import shown
    run = LessonRun(lesson, CATALOG)
    assert len(run.game.state.boards[0].spec.cliffs) > 1
    texts = [lesson.intro, lesson.summary] + [text for step in lesson.steps for text in (step.ask, step.hint, step.done)]
    vague = [shown(text) for text in texts if text and re.search(CLIFF_NAMES[language], shown(text), re.IGNORECASE)]
    assert vague == []
