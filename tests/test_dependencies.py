"""The package imports nothing that installing it does not install: beside the standard library, only the
distributions ``pyproject.toml`` lists in ``dependencies``. numpy is for the scripts and the tests (the ``tools``
and ``test`` extras), never for ``dragonarium/``."""
from __future__ import annotations

import ast
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "dragonarium"
DEPENDENCIES = {"panda3d": "panda3d", "direct": "panda3d", "yaml": "pyyaml", "platformdirs": "platformdirs",
                "filelock": "filelock"}
"""The top-level modules the package may import from outside it, and the distribution each comes from."""


def outside_imports() -> dict[str, set[str]]:
    """Each top-level module the package imports from outside itself and the standard library (anywhere in a
    module: at the top, in a function, for type hints only), with the package's files importing it."""
    found: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                if top != "dragonarium" and top not in sys.stdlib_module_names and top != "__future__":
                    found.setdefault(top, set()).add(str(path.relative_to(PACKAGE.parent)))
    return found


def test_the_package_never_imports_numpy():
    assert "numpy" not in outside_imports(), outside_imports().get("numpy")


def test_the_package_imports_only_its_dependencies():
    found = outside_imports()
    assert set(found) <= set(DEPENDENCIES), {name: files for name, files in found.items() if name not in DEPENDENCIES}
