"""No file of the project holds an unresolved merge: a line that opens, splits or closes a conflict."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKER = re.compile("^(?:" + "<" * 7 + "|" + ">" * 7 + ")(?: |$)|^" + "=" * 7 + "$|^" + r"\|" * 7 + "(?: |$)",
                    re.MULTILINE)
"""Git's markers: seven of ``<``, ``|`` or ``>`` alone or before a space, or seven ``=`` alone on a line."""
SKIPPED = {".git", "build", "dist", "__pycache__", ".pytest_cache"}


def project_files() -> list[Path]:
    """The files git tracks, or, outside a checkout, every file of the tree but the build and cache folders."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
        return [ROOT / name for name in listed.decode("utf-8", "surrogateescape").split("\0") if name]
    except (OSError, subprocess.CalledProcessError):
        return [path for path in ROOT.rglob("*")
                if path.is_file() and not SKIPPED & set(path.relative_to(ROOT).parts)
                and not any(part.startswith(".") and part != ".ci" for part in path.relative_to(ROOT).parts)]


def markers_in(text: str) -> list[int]:
    """The line numbers (from 1) of the conflict markers in ``text``."""
    return [text.count("\n", 0, match.start()) + 1 for match in MARKER.finditer(text)]


def test_the_marker_pattern_finds_each_kind_of_marker_and_nothing_else():
    merged = "a\n" + "<" * 7 + " HEAD\nb\n" + "|" * 7 + " base\n" + "=" * 7 + "\nc\n" + ">" * 7 + " branch\nd\n"
    assert markers_in(merged) == [2, 4, 5, 7]
    assert markers_in("Title\n" + "=" * 8 + "\n" + "=" * 7 + "x\na <<<<<<< b\n") == []


def test_no_tracked_file_holds_a_conflict_marker():
    found = []
    for path in project_files():
        if not path.is_file():
            continue
        data = path.read_bytes()
        if b"\0" in data[:8192]:
            continue  # pictures, models, compiled catalogs
        found += [f"{path.relative_to(ROOT)}:{line}" for line in markers_in(data.decode("utf-8", "replace"))]
    assert found == []
