"""The names the shipped data gives to board sides and solo ranks are in the message catalogs, and are said in the
language in use; a name of other data is said as written."""
from dataclasses import replace

import pytest

from dragonarium import i18n
from dragonarium.rules import load_catalog, parse_position
from dragonarium.rules.text.titles import BOARD_TITLES, SOLO_RANKS

from tests.support.french import catalog_folder

CATALOG = load_catalog()


@pytest.fixture
def french(tmp_path):
    i18n.use_language("fr", catalog_folder(tmp_path))
    yield
    i18n.use_language("en")


def test_every_shipped_title_is_marked_for_the_catalogs():
    assert sorted(board.title for board in CATALOG.boards.values()) == sorted(BOARD_TITLES)
    assert [rank.title for rank in CATALOG.solo.ranks] == list(SOLO_RANKS)


def test_titles_are_said_in_the_language_in_use(french):
    assert CATALOG.boards["library"].shown_title == "Bibliothèque"
    assert CATALOG.boards["library"].title == "Library", "the data keeps its own words"
    assert [rank.shown_title for rank in CATALOG.solo.ranks][-1] == "Retour aux livres"
    other = replace(CATALOG.boards["library"], title="My own side")
    assert other.shown_title == "My own side"


def test_the_solo_rank_of_an_outcome_is_said_in_the_language_in_use(french):
    state = parse_position("format: dragonarium-position\nversion: 2\nplayers:\n  - name: Ann\n")
    assert state.outcome().solo_rank == "Retour aux livres"
    i18n.use_language("en")
    assert state.outcome().solo_rank == "Back to the Books"
