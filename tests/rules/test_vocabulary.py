"""The game's vocabulary (``rules/text/words.py``) says each of its words in English and in French through the
catalogs, singular and plural; a word it does not hold is refused; and the places that used to write these words
again now give the vocabulary's."""
import pytest

from dragonarium import i18n
from dragonarium.rules import (Element, PlayerKind, Terrain, UnknownWord, a_dragon, a_space, a_stone, amount, an_egg,
                               counted, dragon_word, dragons, egg_word, kind_word, pillars, points, space_word,
                               square_word, stone_word, stones, type_title, type_word)
from dragonarium.rules.text.titles import BOARD_TITLES
from dragonarium.rules.text.words import COUNTED, KIND_LINE, KIND_WORD, NONE, kind_line

from tests.support.french import catalog_folder
from tests.support.games import CATALOG

FIRE, WATER, AIR, ROYAL = Terrain.FIRE, Terrain.WATER, Terrain.AIR, Terrain.ROYAL


@pytest.fixture
def french(tmp_path):
    i18n.use_language("fr", catalog_folder(tmp_path))
    yield
    i18n.use_language("en")


def test_each_counted_noun_is_singular_for_one_and_plural_for_more_in_english():
    for noun in COUNTED:
        assert counted(noun, 1) == f"1 {noun}" and counted(noun, 2) == f"2 {noun}s", noun
        assert counted(noun, 0) == f"0 {noun}s", f"English says none in the plural: {noun}"


def test_each_counted_noun_follows_the_french_plural_through_the_catalog(french):
    for noun in COUNTED:
        one, two, none = counted(noun, 1), counted(noun, 2), counted(noun, 0)
        assert one != two and "1" in one and "2" in two, noun
        assert none == one.replace("1", "0", 1), f"French 0 is singular: {noun}"
    assert [counted("pillar", n) for n in (0, 1, 2)] == ["0 pilier", "1 pilier", "2 piliers"]
    assert [counted("tile", 1), counted("square", 3), counted("step", 2)] == ["1 tuile", "3 cases", "2 étapes"]
    assert counted("more stone", 2) == "encore 2 pierres"


def test_none_in_words_where_a_sentence_reads_better_so(french):
    assert [counted(noun, 0, none=True) for noun in ("square", "pillar", "point")] == ["0 case", "0 pilier", "0 point"]
    assert dragons(0, ROYAL, none=True) == "0 dragon royal" and dragons(2, ROYAL, none=True) == "2 dragons royaux"
    i18n.use_language("en")
    assert {noun: counted(noun, 0, none=True) for noun in NONE} == {noun: f"no {noun}s" for noun in NONE}
    assert dragons(0, FIRE, none=True) == "no fire dragons" and dragons(0, FIRE) == "0 fire dragons"
    assert counted("pillar", 2, none=True) == "2 pillars", "none changes only zero"


def test_points_pillars_and_dragons_are_the_counted_nouns():
    assert [points(n) for n in (0, 1, 12)] == ["0 points", "1 point", "12 points"]
    assert [pillars(n) for n in (1, 3)] == ["1 pillar", "3 pillars"] and points(0, none=True) == "no points"
    assert [dragons(1), dragons(2, WATER), dragons(1, AIR)] == ["1 dragon", "2 water dragons", "1 air dragon"]


def test_a_word_the_vocabulary_does_not_hold_is_refused_not_said_in_english():
    for ask in (lambda: amount(3, "foot"), lambda: counted("foot", 1), lambda: counted("cell", 0, none=True)):
        with pytest.raises(UnknownWord):
            ask()
    assert not issubclass(UnknownWord, ValueError), "a mistake of the code, not of what a person gave"


def test_types_and_pieces_in_english():
    assert [type_word(t) for t in Terrain] == ["fire", "water", "air", "royal"]
    assert [type_title(t) for t in Terrain] == ["Fire", "Water", "Air", "Royal"]
    assert [a_dragon(t) for t in Terrain] == ["a fire dragon", "a water dragon", "an air dragon", "a royal dragon"]
    assert [an_egg(t) for t in Terrain] == ["a fire egg", "a water egg", "an air egg", "a royal egg"]
    assert [dragon_word(AIR), egg_word(ROYAL), square_word(WATER), square_word(None)] == [
        "air dragon", "royal egg", "water square", "pillar square"]
    assert [a_stone(e) for e in Element] == ["a fire stone", "a water stone", "an air stone"]
    assert [stone_word(Element.AIR), space_word(Element.FIRE), a_space(Element.AIR)] == [
        "air stone", "fire space", "an air space"]


def test_types_and_pieces_in_french(french):
    assert [type_word(t) for t in Terrain] == ["feu", "eau", "air", "royal"]
    assert [type_title(t) for t in Terrain] == ["Feu", "Eau", "Air", "Royal"]
    assert [a_dragon(t) for t in Terrain] == ["un dragon de feu", "un dragon d'eau", "un dragon d'air",
                                              "un dragon royal"]
    assert [a_stone(e) for e in Element] == ["une pierre de feu", "une pierre d'eau", "une pierre d'air"]
    assert square_word(None) == "case pilier" and square_word(WATER) == "case d'eau"


def test_stones_are_counted_in_words_up_to_three_in_both_languages(french):
    assert stones([Element.WATER] * 3) == "trois pierres d'eau"
    assert stones([Element.FIRE, Element.FIRE, Element.AIR]) == "deux pierres de feu et une pierre d'air"
    i18n.use_language("en")
    assert stones([Element.WATER] * 3) == "three water stones"
    assert stones([Element.FIRE, Element.FIRE, Element.AIR]) == "two fire stones and an air stone"
    assert stones([None, None]) == "two matching stones" and stones([Element.AIR]) == "an air stone"


def test_every_kind_of_player_has_its_word_random_too(french):
    assert set(KIND_WORD) == set(PlayerKind)
    assert [kind_word(kind) for kind in PlayerKind] == ["humain", "ordinateur au hasard", "ordinateur facile",
                                                        "ordinateur moyen", "ordinateur fort", "ordinateur expert"]
    assert set(KIND_LINE) == set(PlayerKind) and len({kind_line(kind) for kind in PlayerKind}) == len(PlayerKind)
    assert kind_line("expert").startswith("Prévoit")
    i18n.use_language("en")
    assert [kind_word(kind) for kind in PlayerKind] == ["human", "random", "easy", "medium", "strong", "expert"]
    assert kind_word("strong") == "strong", "a seat's kind id names the same kind"


def test_board_sides_are_named_through_the_titles_in_each_language(french):
    french_names = {board.title: board.shown_title for board in CATALOG.boards.values()}
    assert set(french_names) == set(BOARD_TITLES)
    assert french_names["Library"] == "Bibliothèque"
    assert all(shown != title for title, shown in french_names.items()), french_names
    i18n.use_language("en")
    assert {board.shown_title for board in CATALOG.boards.values()} == set(BOARD_TITLES)
