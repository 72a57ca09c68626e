"""The French parts (``locale/fr/parts/*.po``, the app's first) merged as a catalog folder the loader reads, for
tests: each message keeps the translation of the first part that has it, as ``msgcat --use-first`` does."""
from __future__ import annotations

from pathlib import Path

from dragonarium.i18n import DOMAIN, parse_po

PARTS = Path(__file__).resolve().parents[2] / "locale" / "fr" / "parts"
PART = PARTS / "app.po"


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def merged_parts() -> str:
    """Every French part as one catalog's text: the app part's header, then each message once."""
    parts = [PART] + sorted(path for path in PARTS.glob("*.po") if path != PART)
    seen: set[str] = set()
    out: list[str] = []
    for part in parts:
        for entry in parse_po(part):
            if entry.obsolete or entry.fuzzy or (entry.msgid == "" and out) or entry.msgid in seen:
                continue
            seen.add(entry.msgid)
            out.append("msgid " + _quoted(entry.msgid))
            if entry.msgid_plural is not None:
                out.append("msgid_plural " + _quoted(entry.msgid_plural))
                out += [f"msgstr[{index}] " + _quoted(text) for index, text in sorted(entry.msgstr.items())]
            else:
                out.append("msgstr " + _quoted(entry.msgstr.get(0, "")))
            out.append("")
    return "\n".join(out)


def french_folder(root: Path) -> Path:
    """A locale folder under ``root`` holding the merged French parts as the French catalog; returns the folder."""
    target = root / "locale" / "fr" / "LC_MESSAGES"
    target.mkdir(parents=True, exist_ok=True)
    (target / f"{DOMAIN}.po").write_text(merged_parts(), encoding="utf-8")
    return root / "locale"
