"""docs/ARCHITECTURE.md's layout and the README's Layout table name every folder of the package (and every module
at its root), so that neither falls behind the code."""
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "dragonarium"
FOLDERS = sorted(path.parent.relative_to(PACKAGE).as_posix() for path in PACKAGE.rglob("__init__.py")
                 if path.parent != PACKAGE)
ROOT_MODULES = sorted(path.name for path in PACKAGE.glob("*.py") if path.name not in ("__init__.py", "__main__.py"))


def layout_block() -> list[str]:
    """The lines of the layout drawn in docs/ARCHITECTURE.md (its first code block)."""
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    return text.split("```", 2)[1].splitlines()


def leading_folders(line: str) -> list[str]:
    """The folders a line of the layout starts with, at the top level (``bots/ lessons/  computer players``)."""
    return re.match(r"^((?:[a-z0-9_]+/ ?)*)", line).group(1).split() if line[:1].isalpha() else []


def readme_rows() -> list[str]:
    """The rows of the README's Layout table."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.startswith("| `dragonarium")]


@pytest.mark.parametrize("folder", FOLDERS)
def test_the_architecture_layout_draws_every_folder(folder):
    parts = folder.split("/")
    lines = layout_block()
    top = next((index for index, line in enumerate(lines) if parts[0] + "/" in leading_folders(line)), None)
    assert top is not None, f"{parts[0]}/ is not in the layout"
    if len(parts) > 1:
        below = []
        for line in lines[top + 1:]:
            if re.match(r"^\S", line):
                break
            below.append(line)
        assert any(re.match(rf"^\s+{re.escape(parts[-1])}/", line) for line in below), f"{folder}/ is not drawn"


@pytest.mark.parametrize("folder", FOLDERS)
def test_the_readme_layout_names_every_folder(folder):
    parts = folder.split("/")
    rows = [row for row in readme_rows() if f"`dragonarium/{parts[0]}/`" in row]
    assert rows, f"no row for dragonarium/{parts[0]}/"
    if len(parts) > 1:
        assert any(f"`{parts[-1]}/`" in row for row in rows), f"{folder}/ is not named in its row"


@pytest.mark.parametrize("module", ROOT_MODULES)
def test_both_name_every_module_at_the_packages_root(module):
    assert any(line.startswith(module) for line in layout_block()), module
    assert any(f"`dragonarium/{module}`" in row or f"`{module}`" in row for row in readme_rows()), module
