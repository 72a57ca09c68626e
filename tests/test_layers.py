"""The package's shape: the layers import only downward (cli -> app -> play, report -> bots, lessons -> rules ->
storage -> i18n -> paths), the rules are used through their public API, ``dragonarium.rules``, the folders
inside a layer keep their own order, and no module imports itself through others (no circle anywhere)."""
from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

import dragonarium.rules as rules

PACKAGE = Path(__file__).resolve().parents[1] / "dragonarium"
LAYERS = {"paths": -1, "guarded_read": -1, "i18n": -0.5, "storage": -0.3, "rules": 0, "bots": 1, "lessons": 1, "play": 2, "report": 2,
          "puzzles": 2.5, "app": 3, "cli": 4, "__init__": 0, "startup_gc": 0, "__main__": 5}
"""How high each part of the package stands; a part imports only parts below it (or itself)."""

KEPT_APART = {
    "rules.model": {"rules.engine", "rules.files"},
    "rules.text": {"rules.files"},
    "rules.engine": {"rules.files"},
    "play.why": {"play.session", "play.review", "play.table"},
    "play.table": {"play.session", "play.review"},
    "play.review": {"play.session"},
    "app.gfx": {"app.scene", "app.ui", "app.screens"},
    "app.scene": {"app.screens"},
    "app.ui": {"app.screens"},
}
"""Inside a layer: what each folder (or module) never imports, so that each stands on the ones below it."""


def module_of(path: Path) -> str:
    parts = ["dragonarium", *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_of(path): path for path in PACKAGE.rglob("*.py")}


def part_of(path: Path) -> str:
    relative = path.relative_to(PACKAGE)
    return relative.parts[0] if len(relative.parts) > 1 else relative.stem


@lru_cache(maxsize=None)
def bound_in(module: str) -> frozenset[str]:
    """The names a package's ``__init__`` binds at its top level (an attribute there shadows a submodule)."""
    path = MODULES.get(module)
    if path is None or path.name != "__init__.py":
        return frozenset()
    names: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom):
            names |= {alias.asname or alias.name for alias in node.names}
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names |= {target.id for target in node.targets if isinstance(target, ast.Name)}
    return frozenset(names)


def imports(path: Path) -> list[tuple[str, list[str]]]:
    """Every ``dragonarium`` module ``path`` imports (anywhere in it: at the top, in a function, for type hints
    only), absolute, with the names it takes."""
    package = module_of(path).split(".") if path.name == "__init__.py" else module_of(path).split(".")[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            if module.startswith("dragonarium"):
                found.append((module, [alias.name for alias in node.names]))
        elif isinstance(node, ast.Import):
            found += [(alias.name, []) for alias in node.names if alias.name.startswith("dragonarium")]
    return found


def imported_modules(path: Path) -> set[str]:
    """The modules ``path`` imports: ``from package import name`` is the module ``package.name`` when there is one
    that the package's ``__init__`` does not shadow."""
    found = set()
    for module, names in imports(path):
        subs = [f"{module}.{name}" for name in names
                if f"{module}.{name}" in MODULES and name not in bound_in(module)]
        found |= set(subs)
        if len(subs) < len(names) or not names:
            found.add(module)
    return found - {module_of(path)}


def graph() -> dict[str, set[str]]:
    return {module: imported_modules(path) for module, path in MODULES.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of two or more modules (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_the_cycle_finder_finds_a_circle_and_only_circles():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set(), "c": {"b"}}) == []


def test_no_module_imports_itself_through_others():
    assert cycles(graph()) == []


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


def test_inside_a_layer_each_folder_keeps_to_the_ones_below_it():
    crossing = []
    for module, path in sorted(MODULES.items()):
        for folder, avoided in KEPT_APART.items():
            if module == f"dragonarium.{folder}" or module.startswith(f"dragonarium.{folder}."):
                crossing += [f"{module} imports {target}" for target in sorted(imported_modules(path))
                             for other in avoided
                             if target == f"dragonarium.{other}" or target.startswith(f"dragonarium.{other}.")]
    assert crossing == []


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
