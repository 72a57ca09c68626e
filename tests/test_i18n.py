"""The language chosen, and catalogs read from their .po source or a compiled .mo, plural forms included."""
import gettext
import sys
from pathlib import Path

import pytest

from dragonarium import i18n
from dragonarium.i18n import CatalogError, choose_language, parse_po, placeholders, system_language

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
import messages  # noqa: E402

FRENCH = '''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\\n"

#: dragonarium/play/hud.py:3
msgid "Round {round}"
msgstr "Manche {round}"

msgid "{count} tile"
msgid_plural "{count} tiles"
msgstr[0] "{count} tuile"
msgstr[1] "{count} tuiles"

#, fuzzy
msgid "Hint"
msgstr "Conseil"

msgid "Undo"
msgstr ""

msgid "Place the "
"tile"
msgstr "Posez la "
"tuile"
'''


@pytest.fixture
def catalogs(tmp_path) -> Path:
    folder = tmp_path / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "dragonarium.po").write_text(FRENCH, encoding="utf-8")
    yield tmp_path
    i18n.use_language("en")


@pytest.mark.parametrize("environ, language", [
    ({"LANG": "fr_FR.UTF-8"}, "fr"), ({"LANG": "en_GB.UTF-8"}, "en"), ({"LANGUAGE": "de:fr", "LANG": "de_DE"}, "fr"),
    ({"LC_ALL": "C", "LANG": "fr_FR"}, "en"), ({"LC_MESSAGES": "fr_CA", "LANG": "en_US"}, "fr"),
    ({"LANG": "de_DE.UTF-8"}, None), ({}, None)])
def test_the_system_locale_is_read_as_gettext_reads_it(environ, language):
    assert system_language(environ) == language


def test_the_command_line_beats_the_remembered_choice_which_beats_the_system():
    assert choose_language("en", "fr", {"LANG": "fr_FR"}) == "en"
    assert choose_language(None, "fr", {"LANG": "en_US"}) == "fr"
    assert choose_language(None, None, {"LANG": "fr_BE.UTF-8"}) == "fr"
    assert choose_language(None, None, {"LANG": "ja_JP"}) == "en"
    assert choose_language("xx", None, {}) == "en"


def test_a_po_catalog_translates_with_its_plural_rule(catalogs):
    i18n.use_language("fr", catalogs)
    assert i18n._("Round {round}").format(round=3) == "Manche 3"
    assert [i18n.ngettext("{count} tile", "{count} tiles", n).format(count=n) for n in (0, 1, 2)] == \
        ["0 tuile", "1 tuile", "2 tuiles"]  # French: 0 and 1 are singular
    assert i18n._("Hint") == "Hint", "a fuzzy translation is not used"
    assert i18n._("Undo") == "Undo", "an untranslated message shows in English"
    assert i18n._("Place the tile") == "Posez la tuile"
    assert i18n._("Never marked") == "Never marked"
    i18n.use_language("en")
    assert i18n._("Round {round}") == "Round {round}" and i18n.ngettext("{count} tile", "{count} tiles", 0) == \
        "{count} tiles"


def test_a_compiled_catalog_says_the_same(catalogs):
    po = catalogs / "fr" / "LC_MESSAGES" / "dragonarium.po"
    mo = messages.compile_mo(po)
    compiled = gettext.GNUTranslations(mo.open("rb"))
    source = i18n.PoTranslations(po)
    for text in ("Round {round}", "Hint", "Undo", "Place the tile"):
        assert compiled.gettext(text) == source.gettext(text)
    for n in (0, 1, 2, 7):
        assert compiled.ngettext("{count} tile", "{count} tiles", n) == source.ngettext("{count} tile", "{count} tiles", n)
    assert isinstance(i18n.load_translations("fr", catalogs), gettext.GNUTranslations), "the .mo is preferred"


def test_a_malformed_catalog_names_its_file_and_line(tmp_path):
    path = tmp_path / "broken.po"
    path.write_text('msgid "Round"\nmsgstr "Man"che"\n', encoding="utf-8")
    with pytest.raises(CatalogError, match=r"broken.po, line 2: a badly quoted string"):
        parse_po(path)
    path.write_text('msgid "Round"\nmsgstr "Manche"\nwhat is this\n', encoding="utf-8")
    with pytest.raises(CatalogError, match=r"broken.po, line 3: not a catalog line"):
        parse_po(path)


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="unknown language 'de'; one of en, fr"):
        i18n.use_language("de")


def test_placeholders_are_the_named_fields_only():
    assert placeholders("{count} tiles on {cell}, {{literal}} and {value:.1f}") == {"count", "cell", "value:.1f"}
    assert placeholders("your {domain:air} air squares") == {"domain:air"}


def test_the_extractor_takes_a_marked_constant_translated_where_shown_and_refuses_text_built_in_place(tmp_path,
                                                                                                       monkeypatch):
    monkeypatch.setattr(messages, "ROOT", tmp_path)  # places are named relative to it
    (tmp_path / "names.py").write_text('NAMES = {"fire": N_("fire")}\n\ndef name(kind):\n    return _(NAMES[kind])\n')
    assert [text for text, _, _ in messages.python_messages(tmp_path)] == ["fire"]
    for built in ('_(f"{kind} tile")', '_("a " + kind)', '_("{kind}".format(kind=kind))', 'N_(kind)'):
        (tmp_path / "names.py").write_text(f"def name(kind):\n    return {built}\n")
        with pytest.raises(SystemExit, match=r"names.py:2: .*needs literal text"):
            list(messages.python_messages(tmp_path))
