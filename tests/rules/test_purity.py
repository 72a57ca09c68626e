"""The rules package stays pure Python: it never imports Panda3D."""
import ast
import subprocess
import sys
from pathlib import Path

RULES = Path(__file__).resolve().parents[2] / "dragonarium" / "rules"


def test_no_rules_module_names_panda3d():
    offenders = []
    for path in sorted(RULES.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] in ("panda3d", "direct", "app")]
    assert offenders == []


def test_importing_the_rules_loads_no_panda3d():
    code = ("import importlib, pkgutil, sys, dragonarium.rules as r\n"
            "for m in pkgutil.iter_modules(r.__path__): importlib.import_module('dragonarium.rules.' + m.name)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('panda3d', 'direct')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=RULES.parents[1]).stdout
    assert out.strip() == "[]"
