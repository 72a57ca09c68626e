"""Every lesson walked at the table in French: nothing the table shows is left in English.

Each lesson is played through a ``PlaySession`` in French, a wrong move and the solution at every step and the
decisions a move opens; at each moment every text the table shows (the lesson's panel, the banner, the HUD's
panels, the buttons and switches, the board's heading) is searched for the English of the catalog's messages.
"""
from __future__ import annotations

import re

import pytest

from dragonarium.i18n import parse_po
from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.play.hud import board_title, hud_lines, message_text
from dragonarium.play.session import PlaySession

from tests.lessons.conftest import french_catalog
from tests.support.games import CATALOG

LESSONS = load_lessons(catalog=CATALOG)
SHORTEST = 14
"""English pieces of a message shorter than this are left out (a name, a word French shares)."""


def english_pieces() -> set[str]:
    """The English between the placeholders of every message the French catalog translates otherwise."""
    pieces = set()
    for entry in parse_po(french_catalog()):
        said = " ".join(entry.msgstr.values())
        if not entry.msgid or not said:
            continue
        for piece in re.split(r"\{[^}]*\}", entry.msgid):
            piece = piece.strip(" .,:;")
            if len(piece) >= SHORTEST and " " in piece and piece not in said:
                pieces.add(piece)
    return pieces


PIECES = english_pieces()


def shown_now(session: PlaySession) -> list[str]:
    state = session.game.state
    texts = [session.lesson_text("Suite"), message_text(session), board_title(state.seats[0].name)]
    texts += [line for lines in hud_lines(state, lesson=True).values() for line in lines]
    texts += [button.label for button in session.buttons()] + [label for _press, label in session.switches()]
    return texts


def untranslated(session: PlaySession) -> list[tuple[str, str]]:
    return [(piece, text) for text in shown_now(session) for piece in PIECES if piece in text]


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_a_lesson_at_the_table_in_french_shows_no_english(lesson, french):
    assert PIECES, "the catalog has English to look for"
    run = LessonRun(lesson, CATALOG)
    session = PlaySession(run.game, lesson=run)
    try:
        assert untranslated(session) == []
        assert shown_now(session)[2] == "Votre plateau" and run.game.state.seats[0].name == "Vous"
        assert not re.search(r"\bYou\b", " ".join(shown_now(session)))
        for step in lesson.steps:
            for wrong in step.wrong[:1]:
                session.play(wrong)
                assert untranslated(session) == []
            session.play(step.solution)
            assert untranslated(session) == []
            while run.finishing:
                session.play(run.game.state.pending().choices[0])
                assert untranslated(session) == []
        assert run.finished
    finally:
        session.close()


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_the_intro_is_shown_when_the_lesson_opens_before_its_first_step(lesson):
    run = LessonRun(lesson, CATALOG)
    intro = run.say(lesson.intro)
    assert intro and run.text().splitlines()[1:3] == [intro, run.ask()]
    assert run.play(lesson.steps[0].solution) is None
    run.finish()
    assert intro not in run.text()
