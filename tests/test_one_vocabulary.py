"""The places that used to write the game's words again (the play layer's names, the end panel, the start screen's
kinds, ``show``'s kinds and squares, the final summary's sides) now say the vocabulary's words, in each language."""
import pytest

from dragonarium import i18n
from dragonarium import rules
from dragonarium.play.base import names
from dragonarium.play.table.summary import final_summary
from dragonarium.report.grid import stack_lines
from dragonarium.report.show import show_text
from dragonarium.rules import (Element, PlayerKind, Terrain, dragons, kind_word, parse_position, parse_square_text,
                               points, square_shown, square_text, type_word)

from tests.support.french import catalog_folder
from tests.support.games import CATALOG

POSITION = """format: dragonarium-position
version: 2
players:
  - {name: Ann, kind: random, cells: {D2: [fire, 1, fire/water:wa=w.]}}
  - {name: Bob, kind: easy}
"""
SOLO = "format: dragonarium-position\nversion: 2\nplayers:\n  - {name: Ann, side: church-ruins}\n"


@pytest.fixture
def french(tmp_path):
    i18n.use_language("fr", catalog_folder(tmp_path))
    yield
    i18n.use_language("en")


def test_the_play_layer_takes_its_words_from_the_vocabulary():
    passed_on = [name for name in names.__all__ if name != "sentence"]
    assert {name for name in passed_on if getattr(names, name) is not getattr(rules, name)} == set()
    assert {"points", "pillars", "dragons", "stones", "type_title", "square_word"} <= set(passed_on)


def test_an_eggs_missing_stones_read_the_same_on_the_table_as_in_the_rules(french):
    needs = [Element.FIRE, Element.FIRE, Element.AIR]
    assert names.stones(needs) == rules.stones(needs) == "deux pierres de feu et une pierre d'air"
    i18n.use_language("en")
    assert names.stones(needs) == "two fire stones and an air stone"


def test_the_end_panel_counts_with_the_vocabulary(french):
    end_panel = pytest.importorskip("dragonarium.app.ui.end_panel")
    heading = end_panel.player_heading("Ann", 1, 3)
    assert heading == f"Ann : {points(1)}, {dragons(3)}" == "Ann : 1 point, 3 dragons"
    assert end_panel.segment_label("water", 2, 1, 2) == f"{type_word(Terrain.WATER)} 2x1=2" == "eau 2x1=2"
    assert end_panel.segment_label("dragons", 2, 3, 6) == "dragons royaux 2x3=6"


def test_show_says_who_plays_each_seat_with_the_vocabulary(french):
    text = show_text(parse_position(POSITION))
    assert f"({CATALOG.boards['library'].shown_title}, {kind_word(PlayerKind.RANDOM)})" in text
    assert "Bibliothèque, ordinateur au hasard" in text and "Bibliothèque, ordinateur facile" in text


def test_show_writes_a_square_in_the_notations_short_form():
    for tile in CATALOG.tiles.values():
        for square in tile.squares:
            stones = tuple(space for space in square.egg.spaces) if square.egg and square.terrain else ()
            assert square_shown(square) == square_text(square), "English type words are the notation's ids"
            if stones and all(stones):
                assert square_shown(square, stones) == square_text(square, stones)
    assert stack_lines(parse_position(POSITION).boards[0]) == ["D2: fire (covered), 1 pillar, fire/water:wa=w."]


def test_show_writes_the_short_form_with_its_types_in_french(french):
    square, stones = parse_square_text("fire/water:wa=w.")
    assert square_shown(square, stones) == "feu/eau:wa=w." and square_text(square, stones) == "fire/water:wa=w."
    assert square_shown(parse_square_text("pillar:2")[0]) == "pilier:2"
    assert stack_lines(parse_position(POSITION).boards[0]) == ["D2: feu (couverte), 1 pilier, feu/eau:wa=w."]


def test_the_solo_summary_names_the_side_and_the_ranks_as_the_titles_say(french):
    summary = final_summary(parse_position(SOLO))
    assert "Ruines de l'église" in summary.solo_lines[0]
    assert summary.solo_lines[-1].endswith(CATALOG.solo.ranks[-1].shown_title) and "Retour aux livres" in \
        summary.solo_lines[-1]
