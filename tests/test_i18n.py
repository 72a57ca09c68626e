"""The language chosen, and catalogs read from their .po source or a compiled .mo, plural forms included."""
import builtins
import gettext
import sys
from pathlib import Path

import pytest

from tests.support.data_copies import data_without_puzzles
from dragonarium.cli import commands as cli
from dragonarium import i18n
from dragonarium.i18n import CatalogError, PoTranslations, choose_language, parse_po, placeholders, system_language

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
    with mo.open("rb") as handle:
        gnu = gettext.GNUTranslations(handle)  # Python's own reader, to check ours against
    compiled, source = i18n.MoTranslations(mo), i18n.PoTranslations(po)
    for text in ("Round {round}", "Hint", "Undo", "Place the tile"):
        assert compiled.gettext(text) == source.gettext(text) == gnu.gettext(text)
    for n in (0, 1, 2, 7):
        assert compiled.ngettext("{count} tile", "{count} tiles", n) == \
            source.ngettext("{count} tile", "{count} tiles", n) == gnu.ngettext("{count} tile", "{count} tiles", n)
    loaded = i18n.load_translations("fr", catalogs)
    assert isinstance(loaded, i18n.MoTranslations) and loaded.source == mo, "the .mo is preferred"


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


# -- a catalog that is not perfect: refused whole as it loads, or one translation left out ------------------------

@pytest.fixture
def fresh_warnings(monkeypatch):
    """Warnings said once a run are said again in each test."""
    monkeypatch.setattr(i18n, "_warned", set(), raising=False)
    yield
    i18n.use_language("en")


def write_french(root: Path, text: str, name: str = "dragonarium.po") -> Path:
    folder = root / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")
    return folder / name


def test_a_catalog_starting_with_a_byte_order_mark_is_read(tmp_path, fresh_warnings, capsys):
    write_french(tmp_path, "\ufeff" + FRENCH)
    i18n.use_language("fr", tmp_path)
    assert i18n.current_language() == "fr" and i18n._("Round {round}") == "Manche {round}"
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("header, problem", [
    ("nplurals=2; plural=n/0;", "divides by zero for n = 0"),
    ("nplurals=2; plural=(n % (n - 3));", "divides by zero for n = 3"),
    ("nplurals=2; plural=n;", "gives form 2 for n = 2"),
    ("nplurals=2; plural=(n > 1 ? 2 : 0);", "gives form 2 for n = 2"),
    ("nplurals=0; plural=0;", "nplurals is 1 to 10"),
    ("nplurals=99999999999; plural=0;", "nplurals is 1 to 10"),
    ("nplurals=2; plural=__import__('os').system('echo owned');", "unexpected"),
    ("nplurals=2; plural=(n > 1;", "expected ')'"),
    ("nplurals=2; plural=n > > 1;", "expected a number"),
    ("nplurals=2; plural=" + "(" * 200 + "n" + ")" * 200 + ";", "longer than"),
    ("nplurals=2; plural=" + "!" * 60 + "n;", "nests deeper"),
    ("plural=(n > 1);", "expected 'nplurals=N; plural=EXPRESSION;'"),
    ("nonsense", "expected 'nplurals=N; plural=EXPRESSION;'"),
])
def test_a_plural_forms_header_that_is_no_plural_rule_refuses_the_catalog_naming_its_line(tmp_path, header,
                                                                                           problem):
    path = write_french(tmp_path, FRENCH.replace("nplurals=2; plural=(n > 1);", header))
    with pytest.raises(CatalogError) as caught:
        PoTranslations(path)
    assert f"{path}, line 4: Plural-Forms: " in str(caught.value) and problem in str(caught.value)


def test_the_plural_rule_is_never_evaluated_as_python(tmp_path, monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("Python code evaluated")

    monkeypatch.setattr(builtins, "eval", refuse)
    monkeypatch.setattr(builtins, "exec", refuse)
    monkeypatch.setattr(gettext, "c2py", refuse)
    catalog = PoTranslations(write_french(tmp_path, FRENCH))
    assert [catalog.ngettext("{count} tile", "{count} tiles", n) for n in (1, 2)] == ["{count} tuile",
                                                                                       "{count} tuiles"]


@pytest.mark.parametrize("expression", [
    "(n != 1)", "(n > 1)", "0", "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)",
    "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)", "(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2",
    "(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5)",
    "(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3)", "n==1 ? 0 : n==2 ? 1 : (n>2 && n<7) ? 2 :(n>6 && n<11) ? 3 : 4",
    "!(n == 1) && !(n == 0)", "(n/10)%2", "(n*3+1)%2 - 0",
])
def test_the_plural_rule_says_what_gettext_says_for_real_languages(expression):
    from dragonarium.i18n.plural_forms import compile_expression

    ours, theirs = compile_expression(expression), gettext.c2py(expression)
    assert [ours(n) for n in range(0, 300)] == [theirs(n) for n in range(0, 300)]


def test_a_plural_form_index_past_any_language_is_refused_naming_its_line(tmp_path):
    path = write_french(tmp_path, FRENCH.replace('msgstr[1] "{count} tuiles"', 'msgstr[999999999] "{count} tuiles"'))
    with pytest.raises(CatalogError, match=r"line 13: plural form 999999999; a language has at most 10"):
        PoTranslations(path)
    path = write_french(tmp_path, FRENCH.replace('msgstr[1] "{count} tuiles"', 'msgstr[5] "{count} tuiles"'))
    with pytest.raises(CatalogError, match=r"line 13: plural form 5; the Plural-Forms header gives 2"):
        PoTranslations(path)


def test_a_refused_catalog_is_said_once_on_standard_error_and_english_is_spoken(tmp_path, fresh_warnings, capsys):
    path = write_french(tmp_path, FRENCH.replace("plural=(n > 1)", "plural=(n / 0)"))
    for _ in range(3):  # the command line, the table, the start screen's button
        i18n.use_language("fr", tmp_path)
    assert i18n.current_language() == "en" and i18n._("Round {round}") == "Round {round}"
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("warning: ") and f"{path}, line 4" in err


def compiled(tmp_path: Path) -> bytes:
    return messages.compile_mo(write_french(tmp_path, FRENCH)).read_bytes()


@pytest.mark.parametrize("damage, problem", [
    (lambda mo: b"\x00" * len(mo), "wrong magic number"),
    (lambda mo: b"garbage", "too short"),
    (lambda mo: mo[:40], "runs past the end of the file"),
    (lambda mo: mo[:len(mo) - 30], "runs past the end of the file"),
    (lambda mo: mo[:8] + (10 ** 9).to_bytes(4, "little") + mo[12:], "runs past the end of the file"),
    (lambda mo: mo[:4] + (7 << 16).to_bytes(4, "little") + mo[8:], "unknown .mo version 7"),
    (lambda mo: mo.replace("tuiles".encode(), b"tuil\xff\xfe"), "not UTF-8 text"),
    (lambda mo: mo.replace(b"nplurals=2; plural=(n > 1);", b"nplurals=2; plural=(n % 0);"), "divides by zero"),
])
def test_a_damaged_compiled_catalog_is_refused_naming_the_file(tmp_path, fresh_warnings, capsys, damage, problem):
    mo = tmp_path / "fr" / "LC_MESSAGES" / "dragonarium.mo"
    mo.write_bytes(damage(compiled(tmp_path)))
    with pytest.raises(CatalogError) as caught:
        i18n.MoTranslations(mo)
    assert str(mo) in str(caught.value) and problem in str(caught.value)
    i18n.use_language("fr", tmp_path)
    assert i18n.current_language() == "en" and str(mo) in capsys.readouterr().err


@pytest.mark.parametrize("english, french", [
    ("Round {round}", "Manche {nombre}"), ("Round {round}", "Manche {0}"), ("Round {round}", "Manche {}"),
    ("Round {round}", "Manche {round"), ("Round {round}", "Manche round}"), ("Round {round}", "{round} {manche}"),
    ("Round {round}", "Manche {round:>900000000}"), ("Round {round}", "Manche {round!r}"),
    ("Round {round}", "Manche {round.real}"), ("Round {round}", "Manche {round} à 100 %"),
    ("Round {round}", "Manche \x1b[2J{round}"), ("Round {round}", "Manche \u202e{round}"),
    ("invalid %(type)s value: %(value)r", "valeur invalide : %(valeur)r"),
    ("invalid %(type)s value: %(value)r", "valeur %(type)s invalide : %(value)s"),
    ("not allowed with argument %s", "interdit avec les arguments %s et %s"),
])
def test_a_translation_that_does_not_keep_its_placeholders_is_left_out_as_it_loads(tmp_path, fresh_warnings, capsys,
                                                                                    english, french):
    text = FRENCH + f'\nmsgid "{english}"\nmsgstr "{french}"\n'
    path = write_french(tmp_path, text.replace("\x1b", "\\x1b").replace("Round {round}", "unused {round}", 1))
    i18n.use_language("fr", tmp_path)
    assert i18n.current_language() == "fr" and i18n._("Place the tile") == "Posez la tuile", "the rest is used"
    assert i18n._(english) == english
    err = capsys.readouterr().err
    assert err.startswith(f"warning: {path}: 1 translation is not used") and repr(english) in err


def test_a_plural_form_may_leave_out_the_count_but_not_invent_a_field(tmp_path, fresh_warnings):
    kept = FRENCH.replace('msgstr[0] "{count} tuile"', 'msgstr[0] "une tuile"')
    i18n.use_language("fr", write_french(tmp_path / "kept", kept).parents[2])
    assert [i18n.ngettext("{count} tile", "{count} tiles", n).format(count=n) for n in (1, 3)] == ["une tuile",
                                                                                                 "3 tuiles"]
    invented = FRENCH.replace('msgstr[1] "{count} tuiles"', 'msgstr[1] "{nombre} tuiles"')
    i18n.use_language("fr", write_french(tmp_path / "invented", invented).parents[2])
    assert [i18n.ngettext("{count} tile", "{count} tiles", n).format(count=n) for n in (1, 3)] == ["1 tile",
                                                                                                 "3 tiles"]


def test_a_plural_rule_that_goes_wrong_past_the_counts_tried_shows_the_english(tmp_path, fresh_warnings):
    path = write_french(tmp_path, FRENCH.replace("plural=(n > 1)", "plural=(n / (n - 5000) < 2 ? n > 1 : 0)"))
    i18n.use_language("fr", path.parents[2])
    assert i18n.current_language() == "fr"
    assert i18n.ngettext("{count} tile", "{count} tiles", 2) == "{count} tuiles"
    assert i18n.ngettext("{count} tile", "{count} tiles", 5000) == "{count} tiles", "no form: the English one"


def test_the_shipped_catalog_keeps_every_translation(fresh_warnings, capsys):
    catalog = PoTranslations(Path(__file__).resolve().parents[1] / "locale" / "fr" / "LC_MESSAGES" /
                             "dragonarium.po")
    assert catalog.dropped == [] and len(catalog.singular) > 1000
    i18n.use_language("fr")
    assert capsys.readouterr().err == ""


def test_every_command_goes_on_in_english_with_a_bad_catalog_of_the_system_language(tmp_path, fresh_warnings,
                                                                                     monkeypatch, capsys):
    path = write_french(tmp_path, FRENCH.replace("plural=(n > 1)", "plural=(n > 1"))
    monkeypatch.setenv("DRAGONARIUM_LOCALE", str(tmp_path))
    monkeypatch.delenv("LANGUAGE")
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert cli.main(["--data", str(data_without_puzzles(tmp_path / "copy")), "validate-data"]) == 0
    out, err = capsys.readouterr()
    assert "all data files are valid" in out
    assert err.count("\n") == 1 and f"{path}, line 4: Plural-Forms" in err
