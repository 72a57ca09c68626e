"""Every noun the code counts with ``amount`` is one of the game's counted nouns, so that it speaks the language in
use wherever it is counted."""
import ast
from pathlib import Path

from dragonarium.rules.text.words import COUNTED, amount, counted

PACKAGE = Path(__file__).resolve().parents[2] / "dragonarium"
NOUN_ARGUMENT = {"amount": 1, "counted": 0}
"""Where each helper takes its noun: ``amount(number, noun)``, ``counted(noun, number)``."""


def counted_nouns() -> dict[str, list[str]]:
    """Each literal noun passed to ``amount`` or ``counted`` in the package, with where."""
    found: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            position = NOUN_ARGUMENT.get(node.func.id)
            if position is None or len(node.args) <= position:
                continue
            noun = node.args[position]
            if isinstance(noun, ast.Constant) and isinstance(noun.value, str):
                found.setdefault(noun.value, []).append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    return found


def test_every_counted_noun_has_its_message():
    nouns = counted_nouns()
    assert {"pillar", "point", "dragon", "tile", "step"} <= set(nouns)
    assert {noun: places for noun, places in nouns.items() if noun not in COUNTED} == {}


def test_a_counted_noun_agrees_with_its_number():
    assert [counted("pillar", n) for n in (0, 1, 2)] == ["0 pillars", "1 pillar", "2 pillars"]
    assert amount(1, "more step") == "1 more step" and amount(2, "legal placement") == "2 legal placements"
