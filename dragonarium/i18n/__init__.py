"""The language of every text a person reads: message catalogs in gettext's ``.po`` format.

English is the source language: a text is written in English in the code and
marked for translation with ``_("...")`` (or ``ngettext`` when it depends on a
number, ``N_`` for a constant translated where it is shown). Catalogs are
``locale/<language>/LC_MESSAGES/dragonarium.po``, read directly (no build step);
a compiled ``dragonarium.mo`` beside it is used when present (the built app).
Placeholders are named (``{count}``, ``{cell}``) so a translation may reorder
them. A catalog that is not sound is refused as it loads (``catalog_files``) and
English is spoken; a translation that does not keep its English placeholders is
left out (``format_fields``). See docs/TRANSLATING.md.
"""
from __future__ import annotations

import gettext
import os
import re
import sys
from functools import lru_cache
from pathlib import Path
from typing import Mapping, Optional

# CatalogError, PoEntry and parse_po are also read from here (scripts/messages.py, the tests)
from dragonarium.i18n.catalog_files import CatalogError, CatalogText, PoEntry, parse_po, read_mo, read_po  # noqa: F401
from dragonarium.i18n.format_fields import placeholder_problem


DOMAIN = "dragonarium"
SOURCE_LANGUAGE = "en"
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}
"""Every language the table speaks, by code, with its name in itself."""
DECIMAL_MARKS: dict[str, str] = {"fr": ","}
"""The mark between a number's whole part and its decimals, by language (a point where none is given)."""

ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the system locale is read, first match first (gettext's own order)."""


def locale_dir() -> Path:
    """The folder of the catalogs: ``$DRAGONARIUM_LOCALE``, else the installation's ``locale/``."""
    override = os.environ.get("DRAGONARIUM_LOCALE")
    if override:
        return Path(override)
    from dragonarium.paths import locale_root

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


class CatalogTranslations(gettext.NullTranslations):
    """The translations of a catalog that keep their English placeholders (``format_fields``); any other is left
    out, as it loads, and its English text shows (``dropped`` says which and why)."""

    def __init__(self, text: CatalogText) -> None:
        super().__init__()
        self.source = text.source
        self.rule = text.rule
        self.dropped: list[tuple[str, str]] = []
        self.singular: dict[str, str] = {}
        for message, translation in text.singular.items():
            problem = placeholder_problem(message, translation)
            if problem:
                self.dropped.append((message, problem))
            else:
                self.singular[message] = translation
        self.plural: dict[str, tuple[str, ...]] = {}
        for message, forms in text.plural.items():
            problem = next(filter(None, (placeholder_problem(message, form, text.plural_of[message])
                                         for form in forms)), "")
            if problem:
                self.dropped.append((message, problem))
            else:
                self.plural[message] = forms

    def gettext(self, message: str) -> str:
        return self.singular.get(message, message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        forms = self.plural.get(singular)
        index = self.rule.index(n) if forms else None
        if forms is None or index is None:
            return singular if n == 1 else plural
        return forms[index]


class PoTranslations(CatalogTranslations):
    """The translations of a ``.po`` file."""

    def __init__(self, path: Path) -> None:
        super().__init__(read_po(path))


class MoTranslations(CatalogTranslations):
    """The translations of a compiled ``.mo`` file."""

    def __init__(self, path: Path) -> None:
        super().__init__(read_mo(path))


def load_translations(language: str, folder: Optional[Path] = None) -> gettext.NullTranslations:
    """The catalog of ``language``: its ``.mo`` when built, else its ``.po``; English needs none. A catalog that
    cannot be trusted whole raises ``CatalogError``."""
    if language == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    root = folder or locale_dir()
    for name, kind in ((f"{DOMAIN}.mo", MoTranslations), (f"{DOMAIN}.po", PoTranslations)):
        path = root / language / "LC_MESSAGES" / name
        try:
            if path.is_file():
                status = path.stat()
                return _read_catalog(kind, path, status.st_mtime_ns, status.st_size)
        except OSError as error:
            raise CatalogError(f"{path}: cannot read the catalog ({error})") from None
    return gettext.NullTranslations()


@lru_cache(maxsize=8)
def _read_catalog(kind: type, path: Path, modified: int, size: int) -> CatalogTranslations:
    """A catalog, read once per version of the file (the command line and the table both choose the language as
    they start)."""
    return kind(path)


_active: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE_LANGUAGE
_warned: set[str] = set()


def use_language(language: str, folder: Optional[Path] = None) -> None:
    """Speak ``language`` (a code of ``LANGUAGES``) from now on. A catalog that cannot be read is refused, with a
    warning on standard error (once a run), and English is spoken; a translation that would not keep its
    placeholders is left out with a warning, and its English text shows."""
    global _active, _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; one of {', '.join(LANGUAGES)}")
    try:
        translations = load_translations(language, folder)
    except CatalogError as error:
        _active, _language = gettext.NullTranslations(), SOURCE_LANGUAGE
        _warn(_("warning: {problem}; the texts are in English").format(problem=error))
        return
    _active, _language = translations, language
    if isinstance(translations, CatalogTranslations) and translations.dropped:
        message, problem = translations.dropped[0]
        _warn(ngettext("warning: {file}: {count} translation is not used, the English text shows: it does not keep "
                       "the English placeholders (the first: {message}: {problem})",
                       "warning: {file}: {count} translations are not used, the English texts show: they do not "
                       "keep the English placeholders (the first: {message}: {problem})",
                       len(translations.dropped)).format(file=translations.source, count=len(translations.dropped),
                                                         message=repr(message), problem=problem))


def _warn(text: str) -> None:
    """Say ``text`` on standard error, once a run."""
    if text in _warned or sys.stderr is None:
        return
    _warned.add(text)
    # a path or a catalog's text may hold control characters (terminal.escaped does the same, one layer up)
    shown = "".join(char if char.isprintable() else char.encode("unicode_escape").decode("ascii") for char in text)
    try:
        print(shown, file=sys.stderr)
    except (OSError, ValueError):
        pass


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


def shown(message: str) -> str:
    """A constant marked with ``N_`` (or a name the data gives), in the language in use; '' stays '' (gettext
    would give the catalog's header for it)."""
    return _(message) if message else message


def placeholders(text: str) -> set[str]:
    """The placeholders of a format string, whole (``{count}``, ``{value:.1f}``, a lesson's ``{domain:air}``)."""
    return set(re.findall(r"(?<!\{)\{([A-Za-z_][^{}]*)\}", text))


class Number:
    """A number that writes its decimals with the mark of the language in use when it is formatted:
    ``_("mean {mean:.1f}").format(mean=Number(5.25))`` says ``5.2`` in English and ``5,2`` in French."""

    __slots__ = ("value",)

    def __init__(self, value: float) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        text = format(self.value, spec)
        mark = DECIMAL_MARKS.get(_language, ".")
        return text if mark == "." else text.replace(".", mark)

    def __str__(self) -> str:
        return format(self, "")


def decimal(value: float, spec: str = ".1f") -> str:
    """``value`` written with ``spec`` and the decimal mark of the language in use: ``5.2``, French ``5,2``."""
    return format(Number(value), spec)
