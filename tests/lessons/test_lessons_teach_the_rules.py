"""What three lessons teach holds on their own tables, judged by the rules themselves: the Church Ruins walk gets a
reward at a reward step it passes over and at the one it ends on, with the side's gaps marked; lesson 10's smaller,
taller domain scores nothing beside a larger one and its tied water domains score the one worth more; lesson 8 lights
no square before the learner has chosen the element."""
from __future__ import annotations

from dragonarium.lessons import Lesson, LessonRun, Style, load_lessons
from dragonarium.rules import (FreeStonePlaced, Place, RewardPillar, RewardStoneLost, Terrain, Walked, domains,
                               score)

from tests.support.games import CATALOG

LESSONS = {lesson.order: lesson for lesson in load_lessons(catalog=CATALOG)}


def lit(run: LessonRun, style: Style) -> set:
    return {cell for shown, focus in run.highlights() if shown is style for cell in focus.cells}


def play_through(lesson: Lesson) -> LessonRun:
    run = LessonRun(lesson, CATALOG)
    while not run.finished:
        assert run.play(run.step.solution) is None
        run.finish()
    return run


def test_church_ruins_rewards_a_reward_step_passed_over_and_the_one_the_walk_ends_on():
    lesson = LESSONS[12]
    run = LessonRun(lesson, CATALOG)
    gaps = run.game.state.board.spec.gaps
    assert gaps and gaps <= lit(run, Style.INFO), "the gaps the introduction names are marked"
    run = play_through(lesson)
    log = run.game.state.log
    walk = next(event for event in log if isinstance(event, Walked))
    track = run.game.state.board.spec.track
    reward_steps = [step for step in walk.path if track[step].reward is not None]
    rewarded = [event.step for event in log if isinstance(event, (RewardPillar, RewardStoneLost))
                or isinstance(event, FreeStonePlaced) and event.step is not None]
    passed = [step for step in reward_steps if step != walk.path[-1]]
    assert passed and walk.path[-1] in reward_steps, "one passed over, one landed on"
    assert rewarded == reward_steps


def test_lesson_10_shows_a_smaller_taller_domain_that_does_not_score():
    run = LessonRun(LESSONS[10], CATALOG)
    board = run.game.state.board
    scored = score(board).types[Terrain.FIRE].domain
    assert scored is not None and scored.cells == lit(run, Style.INFO)
    smaller = [domain for domain in domains(board, Terrain.FIRE) if domain.size < scored.size]
    assert any(domain.points > scored.points and domain.height > scored.height for domain in smaller)
    assert lit(run, Style.AVOID) == set().union(*(domain.cells for domain in smaller))


def water_ties(run: LessonRun) -> None:
    """The water of the table: largest domains tied in size, worth different points, the one worth more scored and
    lit."""
    board = run.game.state.board
    water = domains(board, Terrain.WATER)
    largest = [domain for domain in water if domain.size == max(each.size for each in water)]
    assert len(largest) > 1 and len({domain.points for domain in largest}) > 1
    scored = score(board).types[Terrain.WATER]
    assert scored.points == max(domain.points for domain in largest)
    assert scored.domain is not None and lit(run, Style.INFO) == scored.domain.cells


def test_lesson_10_teaches_the_tie_after_every_placement_its_first_step_accepts():
    lesson = LESSONS[10]
    accepted = 0
    first = LessonRun(lesson, CATALOG)
    for choice in first.game.state.pending().choices:
        assert isinstance(choice, Place)
        run = LessonRun(lesson, CATALOG)
        if run.play(choice) is not None:
            continue
        accepted += 1
        run.finish()
        water_ties(run)
        while not run.finished:
            assert run.play(run.step.solution) is None
            run.finish()
    assert accepted > 1


def test_lesson_8_lights_no_square_before_the_element_is_chosen():
    run = LessonRun(LESSONS[8], CATALOG)
    assert run.step.goal.kind.value == "element"
    assert all(not focus.cells and not focus.stacks and not focus.slots for _style, focus in run.highlights())
