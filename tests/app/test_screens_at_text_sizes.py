"""No text of a lesson, a puzzle or a review drops a line in silence, runs out of its panel or of the window, and
no panel lies over a marked cell: at 1024x768 and 1920x1080, text 100 % and 150 %, in English and in French.

The everyday run lays out three puzzles and three decisions of a review in all eight of those, and each lesson's
first and last step in one of them in turn (so every lesson is seen, and every one of the eight); the whole sweep
(every step of every lesson, ten puzzles, ten decisions and two with the review's analysis stopped, as ``render
--review`` draws them, each in all eight) is marked slow (``python -m pytest -m slow``). Each failure names the
screen, the window size, the text size, the language and the text."""
from __future__ import annotations

import itertools

import pytest

from dragonarium import i18n
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.play.review import judging

from tests.app.french import french_folder
from tests.app.screen_sweep import SIZES, TEXT_SIZES, lesson_cases, puzzle_cases, report, review_cases
from tests.support.judges import fake_judge

DECISIONS = 94
"""The decisions the review of ``screen_sweep.RECORD`` judges."""
LANGUAGES = ["en", "fr"]
COMBINATIONS = list(itertools.product(LANGUAGES, TEXT_SIZES, SIZES))
"""The eight ways a screen is laid out: language, text size, window size."""


def in_turn(cases):
    """Each case in one of the eight combinations, in turn."""
    return [(case, language, text_size, [size])
            for case, (language, text_size, size) in zip(cases, itertools.cycle(COMBINATIONS))]


def in_all(cases):
    """Each case in all eight combinations (both window sizes on one screen)."""
    return [(case, language, text_size, SIZES) for case in cases for language in LANGUAGES for text_size in TEXT_SIZES]


EVERYDAY = in_turn(lesson_cases(ends_only=True)) + in_all(puzzle_cases(3) + review_cases(3, DECISIONS))
WHOLE = in_all(lesson_cases() + puzzle_cases(10) + review_cases(10, DECISIONS) + review_cases(2, DECISIONS, False))


def name(run) -> str:
    case, language, text_size, sizes = run
    return f"{case.name}-{language}-{text_size}-" + "+".join(f"{w}x{h}" for w, h in sizes)


@pytest.fixture(autouse=True, scope="module")
def window_put_back(tmp_path_factory):
    """The French catalog in a folder of the module's own; the language and the shared offscreen window back as
    they were for the tests after these."""
    yield french_folder(tmp_path_factory.mktemp("locale"))
    i18n.use_language("en")
    OffscreenBase.get((1280, 720), multisamples=0)


@pytest.fixture(autouse=True)
def quick_judge(monkeypatch):
    """The review's judgements made without the strong player (the layout is what is looked at)."""
    monkeypatch.setattr(judging, "judge", fake_judge)


def check(run, locale) -> None:
    case, language, text_size, sizes = run
    i18n.use_language(language, locale if language == "fr" else None)
    found = report(case, text_size, language, sizes)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("run", EVERYDAY, ids=[name(run) for run in EVERYDAY])
def test_every_line_shows_inside_its_panel_and_off_the_marked_cells(run, window_put_back):
    check(run, window_put_back)


@pytest.mark.slow
@pytest.mark.parametrize("run", WHOLE, ids=[name(run) for run in WHOLE])
def test_every_screen_of_the_sweep_shows_every_line_inside_its_panel(run, window_put_back):
    check(run, window_put_back)
