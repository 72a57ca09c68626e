"""The lessons in French: every text translated and checked like the English, the placeholders said in French
words (counts agreeing, French 0 and 1 singular), the refusals in whole French sentences."""
from __future__ import annotations

import sys

import pytest

from dragonarium.i18n import PoTranslations, use_language
from dragonarium.lessons import (LessonRun, Scene, Trail, literal_claims, load_lesson, load_lessons, render,
                                 translatable_texts)
from dragonarium.lessons.goals import PIECE_ON, CellIs, Goal, Kind, Level, SlotIs, Touches
from dragonarium.lessons.texts import PLACEHOLDER, check_template
from dragonarium.rules import (DataError, Terrain, a_dragon, counted, dragons, either, listed, parse_action, parse_cell,
                               parse_position, pillars, shown, type_word)

from tests.support.games import CATALOG
from tests.lessons.conftest import ROOT, french_catalog
from tests.lessons.lesson_files import HEADER, POSITION, STEP, write_lesson
from tests.lessons.test_goals import PLACING, move
from tests.lessons.test_texts import TABLE

LESSONS = load_lessons(catalog=CATALOG)
TEXTS = list(translatable_texts())


def placeholders_of(text: str) -> set[str]:
    return {match.group(0) for match in PLACEHOLDER.finditer(text)}


def test_every_text_a_learner_reads_is_listed_for_the_catalogs_with_its_file_and_field():
    listed = {place: text for text, place in TEXTS}
    for lesson in LESSONS:
        name = f"data/lessons/{lesson.id}.yaml"
        assert listed[f"{name}:title"] == lesson.title and listed[f"{name}:summary"] == lesson.summary
        assert listed[f"{name}:intro"] == lesson.intro
        for index, step in enumerate(lesson.steps):
            for field, text in (("ask", step.ask), ("hint", step.hint), ("done", step.done)):
                assert listed.get(f"{name}:steps[{index}].{field}") == (text or None)
    assert all("\n" not in text for text in listed.values()), "folded as the loader reads it"


def test_the_catalog_script_extracts_the_lesson_texts():
    sys.path.insert(0, str(ROOT / "scripts"))
    import messages

    extracted = messages.extracted()
    for text, place in TEXTS:
        assert place in extracted[text].places


def test_every_lesson_text_has_a_french_translation_with_the_same_placeholders_that_states_nothing_of_its_own():
    catalog = PoTranslations(french_catalog())
    for text, place in TEXTS:
        french = catalog.singular.get(text)
        assert french, f"{place}: untranslated"
        assert placeholders_of(french) == placeholders_of(text), place
        assert literal_claims(french, "fr") == [], place
        check_template(french, CATALOG, "fr")


def test_the_lessons_load_in_french_their_translations_checked_and_said_along_the_solutions(french):
    lessons = load_lessons(catalog=CATALOG)
    assert [lesson.display_title for lesson in lessons][:2] == ["Vos premières tuiles", "Construire en hauteur"]
    run = LessonRun(lessons[0], CATALOG)
    # the intro, then the first step's ask
    assert run.text().startswith("Vos premières tuiles (1/5)\nÀ chaque tour, vous prenez une tuile")
    assert "\nVous avez en main la tuile air/air." in run.text()


def test_a_translation_that_could_lie_is_refused_with_its_field_and_one_that_drops_a_placeholder_is_left_out(
        tmp_path):
    lesson = write_lesson(tmp_path, HEADER + POSITION + STEP)
    for ask, done, where, problem in (
            ("Posez la tuile sur deux cases.", "Posée sur {cells:placed}.", "steps[0].ask", "'deux cases'"),
            ("Posez la tuile.", "Posée.", None, None),
            ("Posez la tuile en C3.", "Posée sur {cells:placed}.", "steps[0].ask", "'C3'")):
        folder = tmp_path / ask.replace(" ", "-")
        (folder / "fr" / "LC_MESSAGES").mkdir(parents=True)
        (folder / "fr" / "LC_MESSAGES" / "dragonarium.po").write_text(
            f'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
            f'msgid "Lay the tile."\nmsgstr "{ask}"\n\nmsgid "Laid on {{cells:placed}}."\nmsgstr "{done}"\n',
            encoding="utf-8")
        use_language("fr", folder)
        if where is None:  # the catalog leaves the translation out as it loads: the English text shows
            assert shown("Laid on {cells:placed}.") == "Laid on {cells:placed}."
            assert shown("Lay the tile.") == "Posez la tuile."
            load_lesson(lesson, CATALOG)
            continue
        with pytest.raises(DataError) as caught:
            load_lesson(lesson, CATALOG)
        assert caught.value.where == where and "(fr)" in caught.value.problem, str(caught.value)
        assert problem in caught.value.problem
    use_language("en")
    assert load_lesson(lesson, CATALOG).steps[0].ask == "Lay the tile."


@pytest.mark.parametrize("text, claims", [
    ("Posez-la sur deux cases voisines.", ["deux cases"]),
    ("L'Assistant avance de trois étapes.", ["trois étapes"]),
    ("Prenez la tuile de l'emplacement trois, dans la colonne B.", ["emplacement trois", "colonne B"]),
    ("La tuile en haut à gauche, la plus à droite ou le plus à gauche.",
     ["en haut à gauche", "la plus à droite", "le plus à gauche"]),
    ("Posez la pierre en B5, au niveau 2.", ["2", "B5"]),
    ("Une case voisine de {cell:C2} ; les cases de la tuile doivent toutes deux reposer sur des cases.", []),
    ("Un seul des deux peut prendre une pierre. Une étape de récompense, une ligne.", []),
])
def test_french_claims_are_found_outside_placeholders(text, claims):
    assert sorted(literal_claims(text, "fr")) == sorted(claims)


@pytest.fixture
def scene() -> Scene:
    return Scene(parse_position(TABLE), Trail())


@pytest.mark.parametrize("template, said", [
    ("{domain:air}", "4 cases"), ("{domain:water}", "1 case"), ("{steps:fire}", "2 étapes"),
    ("{height:fire}", "hauteur 2"), ("{score:fire}", "2 x 2 = 4 points"), ("{score:royal}", "1 x 1 = 1 point"),
    ("{points:dragons}", "3 points"), ("{per-royal-dragon}", "3 points"),
    ("{dragons}", "1 dragon"), ("{dragons:fire}", "0 dragon de feu"), ("{dragon-supply:royal}", "11 dragons royaux"),
    ("{pillars}", "2 piliers"), ("{pillars:fresh}", "1 pilier"), ("{level:E5}", "niveau 2"),
    ("{egg:B5}", "l'œuf de feu en B5"), ("{needs:B5}", "une pierre de feu"), ("{holds:A5}", "une pierre d'eau"),
    ("{square:D5}", "la case de feu en D5"), ("{square:A5}", "la case royale en A5"), ("{cell:C3}", "C3"),
    ("{step}", "étape 1"), ("{line}", "la colonne A"), ("{stop:fire}", "étape 3, face à la colonne C"),
    ("{slot:T09}", "emplacement 2"), ("{tile:T09}", "tuile pilier/feu"), ("{supply}", "3 tuiles"),
    ("{site}", "2 tuiles"), ("{round}", "manche 4"), ("{cliff}", "2 dragons"),
])
def test_each_placeholder_says_the_table_in_french(french, scene, template, said):
    assert render(f"~ {template}", scene) == f"~ {said}"


def test_a_placeholder_starting_a_french_sentence_is_capitalised(french, scene):
    assert render("{egg:B5} attend. {step} : {egg:B5}", scene) == (
        "L'œuf de feu en B5 attend. Étape 1 : l'œuf de feu en B5")


def test_french_counts_agree_and_zero_is_singular(french):
    assert [counted("square", n, none=True) for n in (0, 1, 2)] == ["0 case", "1 case", "2 cases"]
    assert [pillars(n, none=True) for n in (0, 1, 3)] == ["0 pilier", "1 pilier", "3 piliers"]
    assert [dragons(n, Terrain.ROYAL, none=True) for n in (0, 1, 2)] == ["0 dragon royal", "1 dragon royal",
                                                                          "2 dragons royaux"]
    assert [a_dragon(kind) for kind in Terrain] == [
        "un dragon de feu", "un dragon d'eau", "un dragon d'air", "un dragon royal"]
    assert [type_word(kind) for kind in Terrain] == ["feu", "eau", "air", "royal"]
    assert listed(["A1", "B1", "C1"]) == "A1, B1 et C1" and either(["B5", "B3"]) == "B5 ou B3"


def test_the_english_words_stay_english_when_no_language_is_chosen():
    assert [counted("square", n, none=True) for n in (0, 1, 2)] == ["no squares", "1 square", "2 squares"]
    assert a_dragon(Terrain.AIR) == "an air dragon" and listed(["A1", "B1", "C1"]) == "A1, B1 and C1"


def test_a_goal_says_what_it_asks_and_what_the_move_did_in_french(french):
    state = parse_position(PLACING)
    goal = Goal(Kind.PLACE, (Level(1), Touches(parse_cell("C2"))))
    assert goal.request(state) == "La leçon demande ici la tuile au niveau 1 et une case voisine de C2."
    assert goal.misses(move(PLACING, "place A5 B5")) == [
        "la tuile au niveau 1 (sur A5 et B5, la tuile est au niveau 2)",
        "une case voisine de C2 (A5 et B5 n'en sont pas voisines)"]
    drafting = PLACING.replace("pending: place\ntile: T01\n", "pending: draft\n")
    assert SlotIs(tile="T09").wanted(parse_position(drafting)) == "la tuile pilier/feu de l'emplacement 2"
    nest = CellIs((parse_cell("B5"), parse_cell("B3")), PIECE_ON[Kind.NEST])
    assert nest.wanted(state) == "le dragon sur B5 ou B3"


def test_a_refusal_in_french_is_a_whole_sentence(french):
    lesson = LESSONS[0]
    run = LessonRun(lesson, CATALOG)
    assert run.check(parse_action("place D2 E2")) == (
        "Pas ce coup : la leçon demande ici une tuile posée à l'écart, qui ne touche aucune de vos cases "
        "(sur D2 et E2, elle touche D3 et C2).")
    assert run.check(parse_action("element air")).startswith("Refusé : ")
    quarry = LessonRun(next(lesson for lesson in LESSONS if lesson.id == "14-marble-quarry"), CATALOG)
    assert quarry.check(parse_action("draft 1")).startswith(
        "Pas ce coup : ici, il faut échanger des piliers contre une pierre, et non prendre une tuile")


def test_french_lesson_one_says_a_tile_need_not_touch_anything_and_forbids_nothing(french):
    lesson = next(lesson for lesson in LESSONS if lesson.order == 1)
    said = LessonRun(lesson, CATALOG).ask()
    assert "n'a pas besoin de toucher" in said, said
    assert "sans rien toucher" not in said, "no rule forbids a tile to touch others"
