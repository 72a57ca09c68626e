"""The computer players use the rules through their public API only: ``dragonarium.rules``, never its modules."""
import ast
from pathlib import Path

import dragonarium.rules as rules

BOTS = Path(__file__).resolve().parents[2] / "dragonarium" / "bots"


def test_bots_import_the_rules_package_not_its_modules():
    imported = []
    for path in sorted(BOTS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ImportFrom) and node.level == 2:
                imported.append((path.name, f"dragonarium.{node.module}", [alias.name for alias in node.names]))
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module.startswith("dragonarium"):
                imported.append((path.name, node.module, [alias.name for alias in node.names]))
            elif isinstance(node, ast.Import):
                imported += [(path.name, alias.name, []) for alias in node.names
                             if alias.name.startswith("dragonarium")]
    assert imported, "the bots use the rules"
    assert [(name, module) for name, module, _ in imported if module != "dragonarium.rules"] == []
    assert all(hasattr(rules, name) and name in rules.__all__ for _, _, names in imported for name in names)
