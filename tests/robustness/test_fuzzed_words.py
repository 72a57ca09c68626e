"""The words around the game against fuzzed input: message catalogs (``.po`` and ``.mo``, their plural rules and
placeholders), names and titles with any character, and output to terminals of any encoding (the settings file:
``test_fuzzed_settings.py``). Nothing of it ever stops a command: a catalog is used or refused, a translation kept
or left out, a name or title kept or refused with its file and field, a character written or escaped."""
import io
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from dragonarium import i18n
from dragonarium.cli.commands import main
from dragonarium.i18n import CatalogError, MoTranslations, PoTranslations
from dragonarium.lessons import read_lesson
from dragonarium.i18n.plural_forms import CHECKED_COUNTS, PluralFormsError, parse_plural_forms
from dragonarium.rules import DataError
from dragonarium.rules.files.catalog import load_board
from dragonarium.rules.files.record import parse_record
from dragonarium.rules.files.text_checks import is_blank, refused_character
from dragonarium.cli.terminal import tolerant_output

from tests.support.games import CATALOG

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import messages  # noqa: E402
from tests.support.fuzz import examples

ROOT = Path(__file__).resolve().parents[2]
FUZZ = settings(max_examples=examples(20), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

# -- catalogs ------------------------------------------------------------------------------------------------

MESSAGES = {
    "Round {round}": lambda text: text.format(round=3),
    "Score {value:.1f} on {cell}": lambda text: text.format(value=1.25, cell="B3"),
    "invalid %(type)s value: %(value)r": lambda text: text % {"type": "int", "value": "x"},
    "not allowed with argument %s": lambda text: text % ("--json",),
}
"""English messages, each with the way the program fills it in."""
GOOD = {"Round {round}": "Manche {round}", "Score {value:.1f} on {cell}": "Score {value:.1f} en {cell}",
        "invalid %(type)s value: %(value)r": "valeur %(type)s invalide : %(value)r",
        "not allowed with argument %s": "interdit avec %s"}
"""A translation of each that keeps its placeholders."""
PLURAL = ("{count} tile", "{count} tiles")

PIECES = st.sampled_from(["{round}", "{nombre}", "{0}", "{}", "{", "}", "{{", "}}", "{round:>900000000}",
                          "{round!r}", "{value:.1f}", "{value}", "{cell}", "{count}", "{count:d}", "%(type)s",
                          "%(valeur)r", "%(value)r", "%s", "%r", "%", "%%", "%d", " ", "Manche", "é", "\x1b", "\u202e",
                          "\\n", "\\t", '\\"', "\\x00"])
TRANSLATION = st.lists(PIECES, max_size=6).map("".join)
TOKENS = st.sampled_from(["n", "0", "1", "2", "3", "10", "100", "99999999999999999999", "(", ")", "?", ":", "!",
                          "==", "!=", "<", "<=", ">", ">=", "&&", "||", "+", "-", "*", "/", "%", " ", "m", ";",
                          "__import__", "'", "**", "//"])
OPERATORS = st.sampled_from(["==", "!=", "<", "<=", ">", ">=", "&&", "||", "+", "-", "*", "/", "%"])
GRAMMATICAL = st.recursive(st.sampled_from(["n", "0", "1", "2", "3", "10", "100"]),
                           lambda inner: st.builds("({} {} {})".format, inner, OPERATORS, inner)
                           | st.builds("!{}".format, inner) | st.builds("{} ? {} : {}".format, inner, inner, inner),
                           max_leaves=12)
"""Expressions of the plural language: valid, though they may divide by zero or give any number."""
EXPRESSION = st.one_of(st.lists(TOKENS, min_size=0, max_size=25).map(" ".join), GRAMMATICAL,
                       st.builds("({}) % {}".format, GRAMMATICAL, st.sampled_from(["1", "2", "3"])))
REAL_RULES = st.builds("nplurals={}; plural={};".format, st.sampled_from([1, 2, 3]),
                       st.sampled_from(["(n != 1)", "(n > 1)", "0", "n % 3", "n / 0", "n", "(n%10==1 && n%100!=11 ? 0 "
                                        ": n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)"]))
HEADER = st.one_of(st.just("nplurals=2; plural=(n > 1);"), REAL_RULES, REAL_RULES,
                   st.builds("nplurals={}; plural={};".format, st.integers(-2, 12), EXPRESSION),
                   st.text(max_size=30).map(lambda text: text.replace('"', "").replace("\\", "")))
"""Plural-Forms headers: mostly real rules (some of them wrong for their nplurals), or any tokens, or any text."""
FORMS = st.one_of(st.just({0: "{count} tuile", 1: "{count} tuiles"}),
                  st.dictionaries(st.integers(0, 2), st.one_of(st.just("{count} tuiles"), TRANSLATION), max_size=3),
                  st.dictionaries(st.one_of(st.integers(0, 3), st.integers(0, 10 ** 12)), TRANSLATION, max_size=4))


def po_text(header: str, translations: dict[str, str], forms: dict[int, str]) -> str:
    lines = ['msgid ""', 'msgstr ""', f'"Plural-Forms: {header}\\n"', ""]
    for english, french in translations.items():
        lines += [f'msgid "{english}"', f'msgstr "{french}"', ""]
    lines += [f'msgid "{PLURAL[0]}"', f'msgid_plural "{PLURAL[1]}"']
    lines += [f'msgstr[{index}] "{text}"' for index, text in forms.items()]
    return "\n".join(lines) + "\n"


def every_message_is_sayable() -> None:
    """Each message, translated or not, fills in as the program fills it in, for any count."""
    for english, fill in MESSAGES.items():
        fill(i18n._(english))
    for n in (0, 1, 2, 5, 21, 101, 1000, 12345, 2 ** 40):
        i18n.ngettext(*PLURAL, n).format(count=n)


@pytest.fixture
def quiet_after():
    yield
    i18n.use_language("en")


@FUZZ
@given(header=HEADER, translations=st.fixed_dictionaries({english: st.one_of(st.just(GOOD[english]), TRANSLATION)
                                                           for english in MESSAGES}),
       forms=FORMS, bom=st.booleans(), compiled=st.booleans())
def test_any_catalog_is_used_or_refused_and_every_message_stays_sayable(tmp_path_factory, quiet_after, header,
                                                                         translations, forms, bom, compiled):
    root = tmp_path_factory.mktemp("catalog")
    folder = root / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = folder / "dragonarium.po"
    po.write_text(("\ufeff" if bom else "") + po_text(header, translations, forms), encoding="utf-8")
    if compiled:
        try:
            messages.compile_mo(po)
        except CatalogError:
            pass  # a .po the compiler cannot read either: the .po alone is tried
    i18n.use_language("fr", root)
    assert i18n.current_language() in ("fr", "en")
    every_message_is_sayable()


@FUZZ
@given(data=st.data())
def test_any_damage_to_a_compiled_catalog_is_read_or_refused_cleanly(tmp_path_factory, quiet_after, data):
    root = tmp_path_factory.mktemp("mo")
    folder = root / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = folder / "dragonarium.po"
    po.write_text(po_text("nplurals=2; plural=(n > 1);", {"Round {round}": "Manche {round}"},
                          {0: "{count} tuile", 1: "{count} tuiles"}), encoding="utf-8")
    mo = bytearray(messages.compile_mo(po).read_bytes())
    po.unlink()
    for _ in range(data.draw(st.integers(1, 6))):
        kind = data.draw(st.sampled_from(["flip", "cut", "insert", "word"]))
        at = data.draw(st.integers(0, max(0, len(mo) - 1)))
        if kind == "flip" and mo:
            mo[at] = data.draw(st.integers(0, 255))
        elif kind == "cut":
            del mo[at:]
        elif kind == "insert":
            mo[at:at] = data.draw(st.binary(max_size=8))
        elif len(mo) >= at + 4:
            mo[at:at + 4] = data.draw(st.sampled_from([0, 1, 2 ** 31, 2 ** 32 - 1, 0x950412DE])).to_bytes(4, "little")
    (folder / "dragonarium.mo").write_bytes(bytes(mo))
    try:
        MoTranslations(folder / "dragonarium.mo")
    except CatalogError as error:
        assert str(folder / "dragonarium.mo") in str(error)
    i18n.use_language("fr", root)
    every_message_is_sayable()


@FUZZ
@given(expression=EXPRESSION, forms=st.integers(1, 10), counts=st.lists(st.integers(0, 2 ** 64), max_size=20))
def test_any_plural_expression_is_a_rule_or_refused_and_a_rule_never_fails(expression, forms, counts):
    try:
        rule = parse_plural_forms(f"nplurals={forms}; plural={expression};")
    except PluralFormsError:
        return
    assert all(0 <= rule.index(n) < forms for n in CHECKED_COUNTS[:200])
    for n in counts:
        index = rule.index(n)
        assert index is None or 0 <= index < forms


@FUZZ
@given(text=st.text(max_size=300))
def test_any_text_as_a_catalog_is_read_or_refused_naming_the_file(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("po") / "dragonarium.po"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    try:
        PoTranslations(path)
    except CatalogError as error:
        assert str(path) in str(error)


# -- names and titles ----------------------------------------------------------------------------------------

NAME = st.text(st.characters(exclude_categories=()), min_size=0, max_size=45) | \
    st.lists(st.sampled_from(["Ann", " ", "\u200b", "\u200d", "\u200c", "\ufeff", "\u202e", "\x1b", "\u3164", "é",
                              "\u0301", "👩", "\u2028", "\t", "\x85", "\U000e0041"]), max_size=8).map("".join)
"""Names and titles: any characters (surrogate halves too), or the invisible ones and their neighbours."""


def yaml_quoted(text: str) -> str:
    """``text`` as a YAML double-quoted string, every character that is not printable written as an escape."""
    def escape(char: str) -> str:
        if char in '\\"':
            return "\\" + char
        if char.isprintable() and not 0xD800 <= ord(char) <= 0xDFFF:
            return char
        return f"\\U{ord(char):08x}" if ord(char) > 0xFFFF else f"\\u{ord(char):04x}"
    return '"' + "".join(map(escape, text)) + '"'


RECORD = "format: dragonarium-record\nversion: 2\nseed: 3\nactions: []\n"


def names_the_place(error: DataError, fields: tuple[str, ...], text: str) -> bool:
    """The refusal names one of ``fields``; or, for a text holding a lone surrogate (whose escape YAML itself
    refuses), the line the parser stopped on."""
    if error.where in fields:
        return True
    return any(0xD800 <= ord(char) <= 0xDFFF for char in text) and error.where.startswith("line ")


@FUZZ
@given(name=NAME)
@example(name="\ud800")  # a lone surrogate: YAML refuses its escape itself, at a line of the file
def test_any_name_in_a_record_is_kept_or_refused_naming_the_file_and_field(name):
    text = RECORD + f"players:\n  - {{name: {yaml_quoted(name)}, side: library}}\n  - {{name: Bob, side: library}}\n"
    try:
        record = parse_record(text, "game.yaml", CATALOG)
    except DataError as error:
        assert error.source == "game.yaml" and names_the_place(error, ("players[0].name", "", "players"), name), \
            str(error)
        return
    kept = record.seats[0].name
    assert refused_character(kept) is None and not is_blank(kept) and len(kept) <= 40


@FUZZ
@given(title=NAME)
def test_any_board_title_is_kept_or_refused_naming_the_file_and_field(tmp_path_factory, title):
    path = tmp_path_factory.mktemp("board") / "library.yaml"
    text = (ROOT / "data" / "boards" / "library.yaml").read_text(encoding="utf-8")
    path.write_text(text.replace("title: Library", "title: " + yaml_quoted(title)),
                    encoding="utf-8")
    try:
        board = load_board(path, {(2, 2)})
    except DataError as error:
        assert error.source == str(path) and names_the_place(error, ("title", ""), title), str(error)
        return
    assert refused_character(board.title) is None


@FUZZ
@given(text=NAME, field=st.sampled_from(["intro", "title"]))
def test_any_lesson_text_is_kept_or_refused_naming_the_file_and_field(tmp_path_factory, text, field):
    path = tmp_path_factory.mktemp("lesson") / "lesson.yaml"
    original = (ROOT / "data" / "lessons" / "01-first-tile.yaml").read_text(encoding="utf-8")
    line = next(line for line in original.splitlines() if line.startswith(field + ":"))
    path.write_text(original.replace(line, f"{field}: " + yaml_quoted(text)), encoding="utf-8")
    try:
        lesson = read_lesson(path, CATALOG)
    except DataError as error:
        assert error.source == str(path) and names_the_place(error, (field, ""), text), str(error)
        return
    kept = lesson.title if field == "title" else lesson.intro
    assert refused_character(kept, "\n" if field == "intro" else "") is None


# -- output --------------------------------------------------------------------------------------------------

ENCODINGS = st.sampled_from(["cp1252", "ascii", "latin-1", "cp437", "utf-8", "iso8859-7", "shift_jis"])


@FUZZ
@given(name=NAME.filter(lambda name: name.strip() and refused_character(name) is None and not is_blank(name)
                        and len(name) <= 40),
       encoding=ENCODINGS, command=st.sampled_from(["show", "score", "legal"]), french=st.booleans())
def test_any_name_reaches_a_terminal_of_any_encoding(tmp_path_factory, monkeypatch, quiet_after, name, encoding,
                                                     command, french):
    path = tmp_path_factory.mktemp("record") / "game.yaml"
    text = (ROOT / "examples" / "two-player-game.yaml").read_text(encoding="utf-8")
    path.write_text(text.replace("name: P1", "name: " + yaml_quoted(name)), encoding="utf-8")
    out, err = io.BytesIO(), io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(out, encoding=encoding, errors="strict"))
    monkeypatch.setattr(sys, "stderr", io.TextIOWrapper(err, encoding=encoding, errors="strict"))
    tolerant_output()
    code = main((["--lang", "fr"] if french else []) + [command, str(path)])
    sys.stdout.flush()
    assert code == 0 and out.getvalue()
