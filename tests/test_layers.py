"""The layers import only downward (cli -> app -> play, report -> bots, lessons -> rules -> i18n -> paths), and
the rules only through their public API, ``dragonarium.rules``."""
import ast
from pathlib import Path

import dragonarium.rules as rules

PACKAGE = Path(__file__).resolve().parents[1] / "dragonarium"
LAYERS = {"paths": -1, "rules": 0, "bots": 1, "lessons": 1, "play": 2, "report": 2, "saves": 1, "settings": 2.5,
          "simulate": 2.5, "app": 3, "outputs": 3.5, "numbers": 3.5, "cli": 4, "__init__": 0, "collector": 0,
          "i18n": -0.5, "terminal": 0, "__main__": 5, "catalog_files": -0.7, "plural_forms": -0.8,
          "format_fields": -0.8}
"""How high each part of the package stands; a part imports only parts below it (or itself)."""


def part_of(path: Path) -> str:
    relative = path.relative_to(PACKAGE)
    return relative.parts[0] if len(relative.parts) > 1 else relative.stem


def imports(path: Path) -> list[tuple[str, list[str]]]:
    """Every ``dragonarium`` module ``path`` imports, absolute, with the names it takes."""
    package = ["dragonarium", *path.relative_to(PACKAGE).parent.parts]
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            if module.startswith("dragonarium"):
                found.append((module, [alias.name for alias in node.names]))
        elif isinstance(node, ast.Import):
            found += [(alias.name, []) for alias in node.names if alias.name.startswith("dragonarium")]
    return found


def test_every_part_is_placed_in_a_layer():
    assert {part_of(path) for path in PACKAGE.rglob("*.py")} <= set(LAYERS)


def test_each_part_imports_only_the_parts_below_it():
    upward = []
    for path in sorted(PACKAGE.rglob("*.py")):
        mine = LAYERS[part_of(path)]
        for module, _ in imports(path):
            parts = module.split(".")
            target = parts[1] if len(parts) > 1 else "__init__"
            if target != part_of(path) and LAYERS[target] >= mine:
                upward.append(f"{path.relative_to(PACKAGE)} imports {module}")
    assert upward == []


def test_outside_the_rules_the_rules_are_used_through_their_public_api():
    private = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if part_of(path) == "rules":
            continue
        for module, names in imports(path):
            if module.startswith("dragonarium.rules."):
                private.append(f"{path.relative_to(PACKAGE)} imports {module}")
            elif module == "dragonarium.rules":
                private += [f"{path.relative_to(PACKAGE)} takes {name}" for name in names if name not in rules.__all__]
    assert private == []
