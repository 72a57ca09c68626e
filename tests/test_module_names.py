"""A module's name says what it holds: no file name (other than ``__init__.py``) is used in more than two folders
of the package, so that a name read in a traceback or an import points to one of at most two places."""
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "dragonarium"
MOST_FOLDERS = 2


def test_no_file_name_is_in_more_than_two_folders():
    folders = defaultdict(list)
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name != "__init__.py":
            folders[path.name].append(str(path.parent.relative_to(PACKAGE.parent)))
    assert {name: places for name, places in folders.items() if len(places) > MOST_FOLDERS} == {}
