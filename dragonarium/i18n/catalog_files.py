"""Reading a message catalog: gettext's ``.po`` source or its compiled ``.mo``, every mistake refused.

A catalog that cannot be trusted whole is refused with a ``CatalogError``
naming the file and the line (the entry, in a ``.mo``): a file that is not
UTF-8 (a byte order mark is fine), a malformed line, a plural form index past
what any language has, a ``Plural-Forms`` header that is no plural rule, a
``.mo`` whose tables point outside the file. See ``i18n`` for what is done
with what is read.
"""
from __future__ import annotations

import ast
import re
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from dragonarium.guarded_read import FileRefused, Refusal, read_file
from dragonarium.i18n.plural_forms import MAX_FORMS, PluralFormsError, PluralRule, parse_plural_forms

MAX_CATALOG_BYTES = 16 * 1024 * 1024
"""The largest catalog read (the French one has some 200 kB)."""
MO_MAGIC = 0x950412DE


class CatalogError(ValueError):
    """A catalog file that cannot be read: its path, line and what is wrong."""


@dataclass(frozen=True)
class CatalogText:
    """What a catalog says: its translations (singular by message, plural forms by singular message) and its
    plural rule. Untranslated and fuzzy entries are left out, so the English text shows."""

    source: Path
    singular: dict[str, str]
    plural: dict[str, tuple[str, ...]]
    plural_of: dict[str, str]
    """The English plural of each plural message."""
    rule: PluralRule


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
        self.pieces: list[tuple[int, int, str]] = []
        """Each quoted piece of the translation: (line, form index, text)."""

    def line_of(self, slot: int) -> int:
        """The line where form ``slot`` of the translation starts."""
        return next((line for line, index, _text in self.pieces if index == slot), self.line)


_KEYWORD = re.compile(r"^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(\".*\")\s*$")


def _text_of(path: Path) -> str:
    try:
        return _bytes_of(path).decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise CatalogError(f"{path}: cannot read the catalog ({error})") from None


def _bytes_of(path: Path) -> bytes:
    """The catalog file's bytes, through the guarded reader; ``CatalogError`` when it refuses them."""
    try:
        return read_file(path, MAX_CATALOG_BYTES)
    except FileRefused as refused:
        if refused.refusal is Refusal.TOO_LARGE:
            raise CatalogError(f"{path}: larger than {MAX_CATALOG_BYTES // (1024 * 1024)} MB, not a catalog") from None
        if refused.refusal is Refusal.CANNOT_OPEN:
            raise CatalogError(f"{path}: cannot read the catalog ({refused.problem})") from None
        raise CatalogError(f"{path}: cannot read the catalog (not a regular file)") from None


def parse_po(path: Path) -> list[PoEntry]:
    """Every entry of a ``.po`` file, in order; ``CatalogError`` names the path and line of a malformed one."""
    entries: list[PoEntry] = []
    current: Optional[PoEntry] = None
    field_: Optional[tuple[str, int]] = None
    lines = _text_of(path).splitlines()

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
            current, field_ = None, None
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
                current.msgid, field_ = text, ("msgid", 0)
            elif name == "msgid_plural":
                current.msgid_plural, field_ = text, ("msgid_plural", 0)
            else:
                if index is not None and (len(index) > 2 or int(index) >= MAX_FORMS):
                    raise CatalogError(f"{path}, line {number}: plural form {index[:12]}; a language has at most "
                                       f"{MAX_FORMS} (0 to {MAX_FORMS - 1})")
                slot = int(index) if index is not None else 0
                current.msgstr[slot] = text
                current.pieces.append((number, slot, text))
                field_ = ("msgstr", slot)
            continue
        if line.startswith('"') and current is not None and field_ is not None:
            text = _unquote(line, path, number)
            kind, slot = field_
            if kind == "msgid":
                current.msgid += text
            elif kind == "msgid_plural":
                current.msgid_plural = (current.msgid_plural or "") + text
            else:
                current.msgstr[slot] += text
                current.pieces.append((number, slot, text))
            continue
        raise CatalogError(f"{path}, line {number}: not a catalog line: {raw!r}")
    return entries


def _unquote(text: str, path: Path, number: int) -> str:
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        raise CatalogError(f"{path}, line {number}: a badly quoted string") from None
    if not isinstance(value, str):
        raise CatalogError(f"{path}, line {number}: a badly quoted string")
    return value


def _plural_forms(header: str) -> str:
    match = re.search(r"^Plural-Forms:(.*)$", header, re.MULTILINE | re.IGNORECASE)
    return match.group(1).strip() if match else ""


def _rule(header: str, where: str) -> PluralRule:
    try:
        return parse_plural_forms(_plural_forms(header))
    except PluralFormsError as error:
        raise CatalogError(f"{where}: Plural-Forms: {error}") from None


def read_po(path: Path) -> CatalogText:
    """A ``.po`` file's translations and plural rule; ``CatalogError`` when the file is not a sound catalog."""
    entries = [entry for entry in parse_po(path) if not entry.fuzzy and not entry.obsolete]
    header = next((entry for entry in entries if entry.msgid == ""), None)
    if header is None:
        rule = _rule("", str(path))
    else:
        line = next((number for number, _slot, text in header.pieces if "plural-forms:" in text.lower()),
                    header.line)
        rule = _rule(header.msgstr.get(0, ""), f"{path}, line {line}")
    singular: dict[str, str] = {}
    plural: dict[str, tuple[str, ...]] = {}
    plural_of: dict[str, str] = {}
    for entry in entries:
        if entry.msgid == "":
            continue
        if entry.msgid_plural is not None:
            beyond = [slot for slot in entry.msgstr if slot >= rule.forms]
            if beyond:
                raise CatalogError(f"{path}, line {entry.line_of(beyond[0])}: plural form {beyond[0]}; the "
                                   f"Plural-Forms header gives {rule.forms} (0 to {rule.forms - 1})")
            forms = tuple(entry.msgstr.get(index, "") for index in range(rule.forms))
            if all(forms):
                plural[entry.msgid], plural_of[entry.msgid] = forms, entry.msgid_plural
        elif entry.msgstr.get(0):
            singular[entry.msgid] = entry.msgstr[0]
    return CatalogText(path, singular, plural, plural_of, rule)


def read_mo(path: Path) -> CatalogText:
    """A compiled ``.mo`` file's translations and plural rule; ``CatalogError`` names the file and the entry when
    it is not a sound catalog (a wrong magic number, a table pointing outside the file, text not UTF-8)."""
    data = _bytes_of(path)
    order = _byte_order(data, path)
    version, count, originals, translations = struct.unpack_from(order + "4I", data, 4)
    if version >> 16 not in (0, 1):
        raise CatalogError(f"{path}: unknown .mo version {version >> 16}")
    for table in (originals, translations):
        if table + 8 * count > len(data):
            raise CatalogError(f"{path}: a table of {count} entries runs past the end of the file")
    pairs: list[tuple[str, str]] = []
    for number in range(count):
        where = f"{path}, entry {number + 1}"
        key = _mo_string(data, order, originals + 8 * number, where)
        value = _mo_string(data, order, translations + 8 * number, where)
        pairs.append((key, value))
    header = next((value for key, value in pairs if key == ""), "")
    rule = _rule(header, str(path))
    singular: dict[str, str] = {}
    plural: dict[str, tuple[str, ...]] = {}
    plural_of: dict[str, str] = {}
    for number, (key, value) in enumerate(pairs):
        if key == "" or "\x04" in key:  # the header; a message context (not used here)
            continue
        if "\x00" in key:
            msgid, english_plural = key.split("\x00", 1)
            forms = tuple(value.split("\x00"))
            if len(forms) > rule.forms:
                raise CatalogError(f"{path}, entry {number + 1}: {len(forms)} plural forms; the Plural-Forms "
                                   f"header gives {rule.forms}")
            if len(forms) == rule.forms and all(forms):
                plural[msgid], plural_of[msgid] = forms, english_plural
        elif value:
            singular[key] = value
    return CatalogText(path, singular, plural, plural_of, rule)


def _byte_order(data: bytes, path: Path) -> str:
    if len(data) < 20:
        raise CatalogError(f"{path}: too short for a .mo file")
    for order in ("<", ">"):
        if struct.unpack_from(order + "I", data)[0] == MO_MAGIC:
            return order
    raise CatalogError(f"{path}: not a .mo file (wrong magic number)")


def _mo_string(data: bytes, order: str, at: int, where: str) -> str:
    length, start = struct.unpack_from(order + "2I", data, at)
    if start + length > len(data):
        raise CatalogError(f"{where}: a string runs past the end of the file")
    try:
        return data[start:start + length].decode("utf-8")
    except UnicodeDecodeError:
        raise CatalogError(f"{where}: not UTF-8 text") from None

