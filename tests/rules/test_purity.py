"""Everything below the table's drawing is plain Python: no module outside ``dragonarium/app`` imports Panda3D."""
import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "dragonarium"
GRAPHICS = ("panda3d", "direct")


def plain_modules() -> list[Path]:
    """Every module of the package outside ``app/``."""
    return sorted(path for path in PACKAGE.rglob("*.py") if "app" not in path.relative_to(PACKAGE).parts[:-1])


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_the_plain_layers_are_all_checked():
    names = {module_name(path) for path in plain_modules()}
    assert {"dragonarium.rules.engine.game", "dragonarium.play.session", "dragonarium.play.controller",
            "dragonarium.bots.players", "dragonarium.lessons", "dragonarium.cli.commands"} <= names
    assert not any(name.startswith("dragonarium.app") for name in names)


def test_no_plain_module_names_panda3d_or_the_app():
    offenders = []
    for path in plain_modules():
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] in GRAPHICS]
            if isinstance(node, ast.ImportFrom) and path.parent.name != "dragonarium" and (node.module or "").startswith("app"):
                offenders.append(f"{path.name}: {node.module}")
    assert offenders == []


def test_every_plain_module_imports_with_panda3d_absent():
    # a finder that refuses Panda3D, as on a machine without it
    code = ("import importlib, sys\n"
            "class NoPanda:\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            f"        if name.split('.')[0] in {GRAPHICS!r}: raise ImportError('no ' + name)\n"
            "sys.meta_path.insert(0, NoPanda())\n"
            f"for name in {[module_name(p) for p in plain_modules()]!r}: importlib.import_module(name)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('panda3d', 'direct')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=PACKAGE.parent)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
