"""No module of the package grows past 450 lines: one job a module keeps each one readable at a sitting."""
from pathlib import Path

LIMIT = 450
PACKAGE = Path(__file__).resolve().parents[1] / "dragonarium"


def test_no_module_of_the_package_is_longer_than_the_limit():
    long = {str(path.relative_to(PACKAGE)): lines for path in sorted(PACKAGE.rglob("*.py"))
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) > LIMIT}
    assert long == {}
