#!/usr/bin/env python3
"""The message catalogs: extract every marked text, write the template, update and check each language.

  python3 scripts/messages.py extract   # locale/dragonarium.pot from the code and the lessons
  python3 scripts/messages.py update    # each locale/<lang>/LC_MESSAGES/dragonarium.po: new messages added
                                        # (untranslated), messages no longer used dropped, translations kept
  python3 scripts/messages.py check     # what is missing, stale, untranslated or drops a placeholder
  python3 scripts/messages.py compile   # the .mo beside each .po (for the built app; needs nothing else)
  python3 scripts/messages.py part fr PREFIX... --output FILE
                                        # a .po of only the messages used under the PREFIXes (paths such as
                                        # dragonarium/app/), keeping FILE's translations: for translating one
                                        # part of the code at a time; merge parts with `msgcat --use-first`

Marked texts: ``_("...")``, ``N_("...")`` and ``ngettext("...", "...", n)`` in ``dragonarium/``, and the
lesson texts (see ``lesson_messages``). See docs/TRANSLATING.md.
"""
from __future__ import annotations

import ast
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator, Optional

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dragonarium.i18n.format_fields import placeholder_problem  # noqa: E402
from dragonarium.i18n import DOMAIN, LANGUAGES, SOURCE_LANGUAGE, parse_po, placeholders  # noqa: E402

PACKAGE = ROOT / "dragonarium"
LOCALE = ROOT / "locale"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
HEADER = {"en": "", "fr": "nplurals=2; plural=(n > 1);"}


@dataclass
class Message:
    """A text to translate, with its plural when it has one, and where it is used."""

    msgid: str
    plural: Optional[str] = None
    places: list[str] = field(default_factory=list)


def python_messages(folder: Path = PACKAGE) -> Iterator[tuple[str, Optional[str], str]]:
    """(text, plural or None, "file:line") for every marked text in the package's code."""
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        where = path.relative_to(ROOT).as_posix()
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            name, args = node.func.id, node.args
            if name in ("_", "N_") and args and _text(args[0]) is not None:
                yield _text(args[0]), None, f"{where}:{node.lineno}"  # type: ignore[misc]
            elif name == "ngettext" and len(args) >= 2 and _text(args[0]) is not None and _text(args[1]) is not None:
                yield _text(args[0]), _text(args[1]), f"{where}:{node.lineno}"  # type: ignore[misc]
            elif name in ("_", "N_", "ngettext") and (name == "N_" or any(map(_built, args[:2]))):
                # _(NAMES[kind]) translates a constant marked with N_ where it is defined; text built in place is not
                raise SystemExit(f"{where}:{node.lineno}: {name}() needs literal text, not an expression")


def lesson_messages() -> Iterator[tuple[str, Optional[str], str]]:
    """The texts of the lessons, when the lesson module says which they are."""
    try:
        from dragonarium.lessons import translatable_texts  # type: ignore[attr-defined]
    except ImportError:
        return
    for text, where in translatable_texts():
        yield text, None, where


def _built(node: ast.AST) -> bool:
    """Text made in place (an f-string, ``+``, ``%``, a call): it cannot be in the catalog."""
    return isinstance(node, (ast.JoinedStr, ast.BinOp, ast.Call))


def _text(node: ast.AST) -> Optional[str]:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def collect(sources: Iterable[tuple[str, Optional[str], str]]) -> dict[str, Message]:
    messages: dict[str, Message] = {}
    for text, plural, place in sources:
        message = messages.setdefault(text, Message(text, plural))
        if plural is not None:
            if message.plural not in (None, plural):
                raise SystemExit(f"{place}: {text!r} has two plurals: {message.plural!r} and {plural!r}")
            message.plural = plural
        message.places.append(place)
    return messages


def extracted() -> dict[str, Message]:
    return collect([*python_messages(), *lesson_messages()])


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if "\n" not in escaped:
        return f'"{escaped}"'
    parts = escaped.split("\n")
    lines = [f'"{part}\\n"' for part in parts[:-1]] + ([f'"{parts[-1]}"'] if parts[-1] else [])
    return '""\n' + "\n".join(lines)


def render(messages: dict[str, Message], language: Optional[str], translations: dict[str, dict[int, str]]) -> str:
    """A catalog's text: the template (``language`` None) or a language's ``.po``."""
    head = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"']
    if language is not None:
        head.append(f'"Language: {language}\\n"')
        head.append(f'"Plural-Forms: {HEADER.get(language) or "nplurals=2; plural=(n != 1);"}\\n"')
    out = ["\n".join(head)]
    for message in sorted(messages.values(), key=lambda m: (m.places[0].split(":")[0], m.msgid)):
        files = [place.split(":")[0] for place in message.places]  # no line numbers: a moved line changes nothing
        lines = ["#: " + " ".join(sorted(set(files), key=files.index))]
        lines.append(f"msgid {_quote(message.msgid)}")
        found = translations.get(message.msgid, {})
        if message.plural is not None:
            lines.append(f"msgid_plural {_quote(message.plural)}")
            lines += [f"msgstr[{index}] {_quote(found.get(index, ''))}" for index in range(2)]
        else:
            lines.append(f"msgstr {_quote(found.get(0, ''))}")
        out.append("\n".join(lines))
    return "\n\n".join(out) + "\n"


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def translations_of(path: Path) -> dict[str, dict[int, str]]:
    if not path.is_file():
        return {}
    return {entry.msgid: dict(entry.msgstr) for entry in parse_po(path)
            if entry.msgid and not entry.obsolete and not entry.fuzzy}


def problems() -> list[str]:
    """Everything that keeps the catalogs from matching the code: an empty list when they do."""
    messages = extracted()
    found: list[str] = []
    template = {entry.msgid: entry for entry in parse_po(TEMPLATE) if entry.msgid} if TEMPLATE.is_file() else {}
    found += [f"{TEMPLATE.name}: missing {text!r}" for text in messages if text not in template]
    found += [f"{TEMPLATE.name}: stale {text!r}" for text in template if text not in messages]
    for language in LANGUAGES:
        if language == SOURCE_LANGUAGE:
            continue
        path = po_path(language)
        entries = {entry.msgid: entry for entry in parse_po(path) if entry.msgid and not entry.obsolete} \
            if path.is_file() else {}
        for text, message in messages.items():
            entry = entries.get(text)
            if entry is None:
                found.append(f"{language}: missing {text!r}")
                continue
            forms = [entry.msgstr.get(index, "") for index in range(2 if message.plural else 1)]
            if entry.fuzzy or not all(forms):
                found.append(f"{language}: untranslated {text!r}")
                continue
            wanted = placeholders(text) | placeholders(message.plural or "")
            for form in forms:
                if placeholders(form) != wanted and not (message.plural and placeholders(form) <= wanted):
                    found.append(f"{language}: {text!r} has placeholders {sorted(placeholders(form))}, "
                                 f"the English {sorted(wanted)}")
                elif placeholder_problem(text, form, message.plural):  # the table would leave it out
                    found.append(f"{language}: {text!r} is not used: {placeholder_problem(text, form, message.plural)}")
        found += [f"{language}: stale {text!r}" for text in entries if text not in messages]
    return found


def compile_mo(po: Path) -> Path:
    """Write the ``.mo`` of a ``.po`` (GNU format, as Python's gettext reads it)."""
    entries = [entry for entry in parse_po(po) if not entry.obsolete and not entry.fuzzy]
    pairs: dict[bytes, bytes] = {}
    for entry in entries:
        if entry.msgid_plural is not None:
            forms = [entry.msgstr.get(index, "") for index in range(max(entry.msgstr, default=-1) + 1)]
            if not all(forms):
                continue
            pairs[(entry.msgid + "\0" + entry.msgid_plural).encode()] = "\0".join(forms).encode()
        elif entry.msgid == "" or entry.msgstr.get(0):
            pairs[entry.msgid.encode()] = entry.msgstr.get(0, "").encode()
    keys = sorted(pairs)
    ids, strs = b"", b""
    offsets = []
    for key in keys:
        offsets.append((len(ids), len(key), len(strs), len(pairs[key])))
        ids += key + b"\0"
        strs += pairs[key] + b"\0"
    start = 7 * 4 + 16 * len(keys)
    table_ids = b"".join(struct.pack("II", length, start + offset) for offset, length, _, _ in offsets)
    table_strs = b"".join(struct.pack("II", length, start + len(ids) + offset) for _, _, offset, length in offsets)
    header = struct.pack("Iiiiiii", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + 8 * len(keys), 0, 0)
    target = po.with_suffix(".mo")
    target.write_bytes(header + table_ids + table_strs + ids + strs)
    return target


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "extract":
        LOCALE.mkdir(exist_ok=True)
        TEMPLATE.write_text(render(extracted(), None, {}), encoding="utf-8")
        print(f"wrote {TEMPLATE.relative_to(ROOT)}")
    elif command == "update":
        messages = extracted()
        for language in LANGUAGES:
            if language == SOURCE_LANGUAGE:
                continue
            path = po_path(language)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(render(messages, language, translations_of(path)), encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    elif command == "check":
        found = problems()
        print("\n".join(found) if found else "the catalogs match the code")
        return 1 if found else 0
    elif command == "part":
        language, rest = argv[1], argv[2:]
        if "--output" not in rest or rest.index("--output") == len(rest) - 1:
            print("part needs --output FILE")
            return 2
        output = Path(rest[rest.index("--output") + 1])
        prefixes = [word for index, word in enumerate(rest) if word != "--output" and
                    (index == 0 or rest[index - 1] != "--output")]
        chosen = {text: message for text, message in extracted().items()
                  if any(place.startswith(prefix) for place in message.places for prefix in prefixes)}
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_text(render(chosen, language, translations_of(output)), encoding="utf-8")
        print(f"wrote {output} ({len(chosen)} messages)")
    elif command == "compile":
        for language in LANGUAGES:
            if language != SOURCE_LANGUAGE and po_path(language).is_file():
                print(f"wrote {compile_mo(po_path(language)).relative_to(ROOT)}")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
