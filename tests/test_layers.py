"""The package's shape. The import checker's contracts (``[tool.importlinter]`` in pyproject.toml) say most of it:
the parts import only downward (cli -> app -> puzzles -> play, report -> bots, lessons -> rules -> storage -> i18n
-> paths, guarded_read), the folders inside ``rules/``, ``play/`` and ``app/`` keep their order, the rules are used
through ``dragonarium.rules``, only the app imports Panda3D, and no module imports itself through others (imports
inside functions and for type hints count). What the checker cannot say is checked here: that no folder imports
itself through others (the modules at a folder's top count as the folder) and that what is taken from
``dragonarium.rules`` is in its ``__all__``."""
from __future__ import annotations

import ast
import os
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import grimp

import dragonarium.rules as rules

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "dragonarium"
LINT = f"""
import sys
import dragonarium
assert dragonarium.__file__.startswith({str(PACKAGE)!r}), dragonarium.__file__
from importlinter.cli import lint_imports
sys.exit(lint_imports(no_cache=True, no_logo=True))
"""


@lru_cache(maxsize=None)
def graph() -> grimp.ImportGraph:
    """Every import between the package's modules (at the top, in a function, for type hints only)."""
    return grimp.build_graph("dragonarium", cache_dir=None)


def source(module: str) -> Path:
    path = ROOT.joinpath(*module.split("."))
    return path / "__init__.py" if path.is_dir() else path.with_suffix(".py")


def folder_of(module: str) -> str:
    """The folder a module belongs to: a package is its own folder, a module its package's; the modules at the
    package's root (``paths``, ``guarded_read``...) are each a part of their own."""
    if source(module).name == "__init__.py":
        return module
    parent = module.rpartition(".")[0]
    return module if parent == "dragonarium" else parent


def test_the_import_contracts_are_kept():
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    result = subprocess.run([sys.executable, "-c", LINT], capture_output=True, text=True, cwd=ROOT, env=environment)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def test_no_folder_imports_itself_through_others():
    imports = graph()
    folders = grimp.ImportGraph()
    edges = set()
    for module in imports.modules:
        for imported in imports.find_modules_directly_imported_by(module):
            if folder_of(module) != folder_of(imported):
                edges.add((folder_of(module), folder_of(imported)))
    for importer, imported in edges:
        folders.add_import(importer=importer, imported=imported)
    circles = sorted({tuple(sorted(folders.find_shortest_chain(importer=imported, imported=importer) or ()))
                      for importer, imported in edges if folders.chain_exists(importer=imported, imported=importer)})
    assert circles == []


def test_outside_the_rules_only_the_rules_public_names_are_taken():
    private = []
    for module in sorted(graph().find_modules_that_directly_import("dragonarium.rules")):
        if module.startswith("dragonarium.rules."):
            continue
        for node in ast.walk(ast.parse(source(module).read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "dragonarium.rules":
                private += [f"{module} takes {alias.name}" for alias in node.names if alias.name not in rules.__all__]
    assert private == []
