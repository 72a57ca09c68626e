"""The language of every text a person reads: message catalogs in gettext's ``.po`` format.

English is the source language: a text is written in English in the code and
marked for translation with ``_("...")`` (or ``ngettext`` when it depends on a
number, ``N_`` for a constant translated where it is shown). Catalogs are
``locale/<language>/LC_MESSAGES/dragonarium.po``, read directly (no build step);
a compiled ``dragonarium.mo`` beside it is used when present (the built app).
Placeholders are named (``{count}``, ``{cell}``) so a translation may reorder
them. See docs/TRANSLATING.md.
"""
from __future__ import annotations

import ast
import gettext
import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Mapping, Optional

DOMAIN = "dragonarium"
SOURCE_LANGUAGE = "en"
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}
"""Every language the table speaks, by code, with its name in itself."""

ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the system locale is read, first match first (gettext's own order)."""


def locale_dir() -> Path:
    """The folder of the catalogs: ``$DRAGONARIUM_LOCALE``, else the installation's ``locale/``."""
    override = os.environ.get("DRAGONARIUM_LOCALE")
    if override:
        return Path(override)
    from .paths import locale_root

    return locale_root()


def system_language(environ: Mapping[str, str] = os.environ) -> Optional[str]:
    """The first language the system locale asks for that the table speaks (``fr_FR.UTF-8`` gives ``fr``)."""
    for variable in ENVIRONMENT:
        value = environ.get(variable, "")
        if not value:
            continue
        for entry in value.split(":"):  # LANGUAGE may list several, best first
            code = entry.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
            if code in ("c", "posix"):
                return SOURCE_LANGUAGE
        if variable != "LANGUAGE":
            return None  # the first locale variable that is set decides
    return None


def choose_language(explicit: Optional[str] = None, remembered: Optional[str] = None,
                    environ: Mapping[str, str] = os.environ) -> str:
    """The language to speak: the one asked for on the command line, else the one chosen on the start screen,
    else the system's, else English."""
    for choice in (explicit, remembered):
        if choice in LANGUAGES:
            return choice
    return system_language(environ) or SOURCE_LANGUAGE


class CatalogError(ValueError):
    """A ``.po`` file that cannot be read: its path, line and what is wrong."""


def read_po(path: Path) -> tuple[dict[str, str], dict[str, list[str]], str]:
    """A ``.po`` file's translations: (singular by message, plural forms by singular message, Plural-Forms).

    Untranslated and fuzzy entries are left out, so the English text shows."""
    singular: dict[str, str] = {}
    plural: dict[str, list[str]] = {}
    header = ""
    for entry in parse_po(path):
        if entry.fuzzy or entry.obsolete:
            continue
        if entry.msgid == "":
            header = entry.msgstr.get(0, "")
            continue
        if entry.msgid_plural is not None:
            forms = [entry.msgstr.get(index, "") for index in range(max(entry.msgstr, default=-1) + 1)]
            if forms and all(forms):
                plural[entry.msgid] = forms
        elif entry.msgstr.get(0):
            singular[entry.msgid] = entry.msgstr[0]
    match = re.search(r"^Plural-Forms:\s*(.*)$", header, re.MULTILINE)
    return singular, plural, match.group(1).strip() if match else ""


class PoEntry:
    """One entry of a ``.po`` file."""

    def __init__(self, line: int) -> None:
        self.line = line
        self.msgid = ""
        self.msgid_plural: Optional[str] = None
        self.msgstr: dict[int, str] = {}
        self.fuzzy = False
        self.obsolete = False
        self.references: list[str] = []


_KEYWORD = re.compile(r"^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(\".*\")\s*$")


def parse_po(path: Path) -> list[PoEntry]:
    """Every entry of a ``.po`` file, in order; ``CatalogError`` names the path and line of a malformed one."""
    entries: list[PoEntry] = []
    current: Optional[PoEntry] = None
    field: Optional[tuple[str, int]] = None
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise CatalogError(f"{path}: cannot read the catalog ({error})") from None

    def start(number: int) -> PoEntry:
        entry = PoEntry(number)
        entries.append(entry)
        return entry

    pending_flags: list[str] = []
    pending_refs: list[str] = []
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
        if not line:
            current, field = None, None
            continue
        if line.startswith("#,"):
            pending_flags += [flag.strip() for flag in line[2:].split(",")]
            continue
        if line.startswith("#:"):
            pending_refs += line[2:].split()
            continue
        if line.startswith("#"):
            continue
        keyword = _KEYWORD.match(line)
        if keyword:
            name, index, text = keyword.group(1), keyword.group(2), _unquote(keyword.group(3), path, number)
            if name in ("msgctxt", "msgid") and (current is None or current.msgstr):
                current = start(number)
                current.fuzzy, current.obsolete, current.references = "fuzzy" in pending_flags, obsolete, pending_refs
                pending_flags, pending_refs = [], []
            if current is None:
                raise CatalogError(f"{path}, line {number}: {name} comes before its msgid")
            if name == "msgctxt":
                raise CatalogError(f"{path}, line {number}: message contexts are not used in this catalog")
            if name == "msgid":
                current.msgid, field = text, ("msgid", 0)
            elif name == "msgid_plural":
                current.msgid_plural, field = text, ("msgid_plural", 0)
            else:
                slot = int(index) if index is not None else 0
                current.msgstr[slot] = text
                field = ("msgstr", slot)
            continue
        if line.startswith('"') and current is not None and field is not None:
            text = _unquote(line, path, number)
            kind, slot = field
            if kind == "msgid":
                current.msgid += text
            elif kind == "msgid_plural":
                current.msgid_plural = (current.msgid_plural or "") + text
            else:
                current.msgstr[slot] += text
            continue
        raise CatalogError(f"{path}, line {number}: not a catalog line: {raw!r}")
    return entries


def _unquote(text: str, path: Path, number: int) -> str:
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        raise CatalogError(f"{path}, line {number}: a badly quoted string") from None
    if not isinstance(value, str):
        raise CatalogError(f"{path}, line {number}: a badly quoted string")
    return value


def plural_rule(expression: str):
    """The function from a count to a plural form index, from a Plural-Forms header (``nplurals=2; plural=(n > 1);``).

    The expression is read with gettext's own safe parser (C-like, no Python evaluated)."""
    match = re.search(r"plural\s*=\s*([^;]+)", expression)
    if not match:
        return lambda n: 0 if n == 1 else 1
    return gettext.c2py(match.group(1).strip())


class PoTranslations(gettext.NullTranslations):
    """Translations read from a ``.po`` file (the English text for anything not translated)."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.singular, self.plural, forms = read_po(path)
        self.rule = plural_rule(forms)

    def gettext(self, message: str) -> str:
        return self.singular.get(message, message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        forms = self.plural.get(singular)
        if not forms:
            return singular if n == 1 else plural
        index = self.rule(n)
        return forms[index] if 0 <= index < len(forms) else forms[-1]


def load_translations(language: str, folder: Optional[Path] = None) -> gettext.NullTranslations:
    """The catalog of ``language``: its ``.mo`` when built, else its ``.po``; English needs none."""
    if language == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    root = folder or locale_dir()
    compiled = root / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if compiled.is_file():
        with open(compiled, "rb") as handle:
            return gettext.GNUTranslations(handle)
    source = root / language / "LC_MESSAGES" / f"{DOMAIN}.po"
    if source.is_file():
        return _read_po(source, source.stat().st_mtime_ns)
    return gettext.NullTranslations()


@lru_cache(maxsize=8)
def _read_po(source: Path, modified: int) -> PoTranslations:
    """A ``.po`` catalog, read once per version of the file (the command line and the table both choose the
    language as they start)."""
    return PoTranslations(source)


_active: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE_LANGUAGE


def use_language(language: str, folder: Optional[Path] = None) -> None:
    """Speak ``language`` from now on (a code of ``LANGUAGES``)."""
    global _active, _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; one of {', '.join(LANGUAGES)}")
    _active, _language = load_translations(language, folder), language


def current_language() -> str:
    return _language


def _(message: str) -> str:
    """``message`` in the current language."""
    return _active.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the count ``n``, in the current language."""
    return _active.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks a constant for the catalog; it is translated with ``_`` where it is shown."""
    return message


def placeholders(text: str) -> set[str]:
    """The placeholders of a format string, whole (``{count}``, ``{value:.1f}``, a lesson's ``{domain:air}``)."""
    return set(re.findall(r"(?<!\{)\{([A-Za-z_][^{}]*)\}", text))
