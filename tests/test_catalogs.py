"""The catalogs match the code: every marked text is in the template and translated into every language, nothing
stale is kept, and no translation drops or invents a placeholder."""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import messages  # noqa: E402


def test_the_catalogs_match_the_code():
    problems = messages.problems()
    assert problems == [], "run python3 scripts/messages.py extract and update, then translate:\n" + "\n".join(
        problems[:40])


def test_the_check_finds_a_missing_a_stale_and_a_broken_translation(tmp_path, monkeypatch):
    template = tmp_path / "dragonarium.pot"
    french = tmp_path / "fr" / "LC_MESSAGES" / "dragonarium.po"
    french.parent.mkdir(parents=True)
    found = {"Round {round}": messages.Message("Round {round}", None, ["dragonarium/play/hud.py:1"]),
             "{count} tile": messages.Message("{count} tile", "{count} tiles", ["dragonarium/play/hud.py:2"]),
             "Undo": messages.Message("Undo", None, ["dragonarium/app/widgets.py:3"])}
    template.write_text(messages.render({k: v for k, v in found.items() if k != "Undo"}, None, {}))
    french.write_text(messages.render({**found, "Gone": messages.Message("Gone", None, ["x.py:1"])}, "fr",
                                      {"Round {round}": {0: "Manche"}, "{count} tile": {0: "{count} tuile",
                                                                                         1: "{count} tuiles"},
                                       "Gone": {0: "Parti"}}))
    monkeypatch.setattr(messages, "extracted", lambda: found)
    monkeypatch.setattr(messages, "TEMPLATE", template)
    monkeypatch.setattr(messages, "po_path", lambda language: french)
    problems = messages.problems()
    assert "dragonarium.pot: missing 'Undo'" in problems
    assert "fr: untranslated 'Undo'" in problems
    assert "fr: stale 'Gone'" in problems
    assert any(line.startswith("fr: 'Round {round}' has placeholders []") for line in problems)
    assert not any("{count} tile" in line for line in problems)


def test_the_check_finds_a_translation_the_table_would_leave_out(tmp_path, monkeypatch):
    template = tmp_path / "dragonarium.pot"
    french = tmp_path / "fr" / "LC_MESSAGES" / "dragonarium.po"
    french.parent.mkdir(parents=True)
    found = {"Round {round}": messages.Message("Round {round}", None, ["dragonarium/play/hud.py:1"]),
             "Score {value:.1f}": messages.Message("Score {value:.1f}", None, ["dragonarium/play/hud.py:2"])}
    template.write_text(messages.render(found, None, {}))
    french.write_text(messages.render(found, "fr", {"Round {round}": {0: "Manche {round} {0}"},
                                                    "Score {value:.1f}": {0: "Score {value:.1f} à 100 %"}}))
    monkeypatch.setattr(messages, "extracted", lambda: found)
    monkeypatch.setattr(messages, "TEMPLATE", template)
    monkeypatch.setattr(messages, "po_path", lambda language: french)
    problems = messages.problems()
    assert any(line.startswith("fr: 'Round {round}' is not used: fields") for line in problems)
    assert any(line.startswith("fr: 'Score {value:.1f}' is not used: a '%'") for line in problems)


def test_each_board_side_has_one_french_name_wherever_a_text_names_it():
    from dragonarium.i18n import parse_po
    from dragonarium.rules.text.titles import BOARD_TITLES
    entries = parse_po(Path(__file__).resolve().parents[1] / "locale" / "fr" / "LC_MESSAGES" / "dragonarium.po")
    french = {entry.msgid: entry.msgstr[0] for entry in entries}
    other_names = []
    for side in BOARD_TITLES:
        name = french[side]
        assert name and name != side
        for entry in entries:
            if side.lower() in entry.msgid.lower() and entry.msgid != side:
                said = " ".join(entry.msgstr.values())
                if name.lower() not in said.lower() or side.lower() in said.lower():
                    other_names.append((side, entry.msgid, said))
    assert other_names == []
