"""Numbers with decimals are written with the decimal mark of the language in use: a point in English, a comma in
French (points lost in the review, a player's mean score, a puzzle's points)."""
import pytest

from dragonarium import i18n
from dragonarium.i18n import Number, decimal
from dragonarium.play.history.figures import PlayerFigures
from dragonarium.play.history.lines import figures_line
from dragonarium.play.review.accuracy import PlayerFigures as ReviewFigures
from dragonarium.play.review.text import summary_lines
from dragonarium.puzzles.puzzle_words import points_text
from dragonarium.rules import PlayerKind

from tests.app.french import french_folder


@pytest.fixture
def french(tmp_path):
    i18n.use_language("fr", french_folder(tmp_path))
    yield
    i18n.use_language("en")


FIGURES = PlayerFigures("Ann", PlayerKind.HUMAN, games=3, solo=0, wins=1, mean=61.25, best=70)
SUMMARY = ReviewFigures("Ann", decisions=4, counts=(1, 1, 1, 1, 0), lost=5.2, kept=61.3)
"""Kept 61.3 of 66.5: an accuracy of 92.2 %."""


def test_english_writes_a_decimal_point():
    assert decimal(5.2) == "5.2" and f"{Number(-0.25):+.2f}" == "-0.25" and str(Number(2.5)) == "2.5"
    assert "mean 61.2," in figures_line(FIGURES) and "92.2 %: 61.3 points kept of 66.5 (5.2 lost)" in summary_lines([SUMMARY])[1]
    assert points_text(2.5) == "2.5" and points_text(11.4) == "11"


def test_french_writes_a_decimal_comma(french):
    assert decimal(5.2) == "5,2" and f"{Number(-0.25):+.2f}" == "-0,25" and str(Number(2.5)) == "2,5"
    assert "61,2" in figures_line(FIGURES) and "92,2 %" in summary_lines([SUMMARY])[1] and "61,3" in summary_lines([SUMMARY])[1]
    assert points_text(2.5) == "2,5" and points_text(11.4) == "11"


def test_the_mark_follows_the_language_when_the_text_is_made(french):
    number = Number(5.2)
    assert f"{number:.1f}" == "5,2"
    i18n.use_language("en")
    assert f"{number:.1f}" == "5.2"
