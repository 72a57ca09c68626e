"""French for tests: the catalog to speak it with, and a check that a text has nothing left in English.

The catalog is the shipped one (``locale/fr/LC_MESSAGES/dragonarium.po``) once the parts are merged into it;
until then, the French parts (``locale/fr/parts/*.po``, the app's first) merged as ``msgcat --use-first`` merges
them: each message keeps the translation of the first part that has it.
"""
from __future__ import annotations

import re
from pathlib import Path

from dragonarium.i18n import parse_po
from dragonarium.rules import ACTIONS
from dragonarium.rules.model.action_text import Arg

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "locale" / "fr" / "LC_MESSAGES" / "dragonarium.po"
PARTS = ROOT / "locale" / "fr" / "parts"
FIRST_PART = PARTS / "app.po"

ENGLISH = frozenset("""
the of to and is are at for with from by not yes no this that which whose what where when then than there here
it its you your be been has have would cannot can must needs need every each only more one two three
tile tiles board boards player players pillar pillars stone stones egg eggs square squares cell cells step steps
round rounds level planning supply choose choice choices legal illegal game over winner winners rank usable
left pending empty none covered hatched hatches nests nest walks moves walking shrine cliff gap water fire
element draft drafted discarded discards trade reward free domain largest turn error help exit file
record invalid value expected following required unrecognized show write print draw picture folder data
lessons lesson replayed progress wrote seed seconds side kind count number
""".split())
"""Common English words of the table's texts that are no French words (``air``, ``royal``, ``dragon``, ``score``,
``points``, ``options``, ``position``, ``site``, ``action``, ``message``, ``usage``, ``Assistant`` are both, and
``on``, ``a``, ``or`` and ``an`` are French words too)."""

ARGUMENT = {Arg.SLOT: r"\d+", Arg.CELL: r"[A-E][1-5]", Arg.CELLS: r"[A-E][1-5] [A-E][1-5]", Arg.TYPE: r"[a-z]+",
            Arg.ELEMENT: r"[a-z]+"}
ACTION = re.compile(r"\b(?:" + "|".join(" ".join([re.escape(kind.verb)] + [ARGUMENT[arg] for arg in kind.takes])
                                        for kind in ACTIONS) + r")\b")
"""An action in the action syntax, which is not translated (every kind of action: its verb, then its arguments)."""
SYNTAX = [
    ACTION,
    re.compile(r"--[a-z][a-z-]*"),  # an option's name
    re.compile(r"\{[^{}]*\}"),  # an option's choices: {en,fr}
    re.compile(r"'[^']*'"),  # a value quoted by argparse or by a message
    re.compile(r"\S*[/\\]\S*|\S+\.(?:yaml|png|json)\b"),  # a path, and the short form of a square in a stack
    re.compile(r"\b[A-E][1-5]\b|\bT\d\d\b|\bP\d\b"),  # a cell, a tile's id, a simulated player's name
]
COMMANDS = re.compile(r"\b(?:play|validate-data|lessons|replay|score|legal|show|render|simulate)\b")
VALUES = re.compile(r"\b(?:player|top|table|fast|full|auto|random|easy|greedy|strong)\b")
"""Words of the command line's syntax: a command, and the values an option takes (said in ``--help``)."""


def catalog_folder(tmp_path: Path) -> Path:
    """A folder of catalogs (``fr/LC_MESSAGES/dragonarium.po``) holding the French the tests speak."""
    if SHIPPED.is_file():
        return ROOT / "locale"
    folder = tmp_path / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "dragonarium.po").write_text(merged_parts(), encoding="utf-8")
    return tmp_path


def merged_parts() -> str:
    """Every French part as one catalog's text: a header, then each translated message once, first part first."""
    parts = sorted(PARTS.glob("*.po"), key=lambda path: (path != FIRST_PART, path.name))
    out = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"',
           '"Plural-Forms: nplurals=2; plural=(n > 1);\\n"', ""]
    seen: set[str] = set()
    for part in parts:
        for entry in parse_po(part):
            if not entry.msgid or entry.obsolete or entry.fuzzy or entry.msgid in seen:
                continue
            seen.add(entry.msgid)
            out.append("msgid " + _quoted(entry.msgid))
            if entry.msgid_plural is not None:
                out.append("msgid_plural " + _quoted(entry.msgid_plural))
            out += [(f"msgstr[{index}] " if entry.msgid_plural is not None else "msgstr ") + _quoted(text)
                    for index, text in sorted(entry.msgstr.items())]
            out.append("")
    return "\n".join(out)


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def english_left(text: str, names: tuple[str, ...] = (), syntax: bool = False) -> list[str]:
    """Each line of ``text`` still holding an English word, with the words: the action syntax, options, quoted
    values, paths, cells, tile ids and ``names`` (players', a file's) taken out first; with ``syntax``, also the
    command line's commands and option values (for ``--help`` and its mistakes)."""
    found = []
    for line in text.splitlines():
        rest = line
        for pattern in SYNTAX + ([COMMANDS, VALUES] if syntax else []):
            rest = pattern.sub(" ", rest)
        for name in names:
            rest = rest.replace(name, " ")
        words = sorted({word for word in re.findall(r"[A-Za-z]+", rest) if word.lower() in ENGLISH})
        if words:
            found.append(f"{words}: {line}")
    return found
