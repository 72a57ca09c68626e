"""The shipped French catalog in a locale folder of a test's own, as the loader reads it."""
from __future__ import annotations

import shutil
from pathlib import Path

from dragonarium.i18n import DOMAIN

CATALOG = Path(__file__).resolve().parents[2] / "locale" / "fr" / "LC_MESSAGES" / f"{DOMAIN}.po"


def french_folder(root: Path) -> Path:
    """A locale folder under ``root`` holding the French catalog; returns the folder."""
    target = root / "locale" / "fr" / "LC_MESSAGES"
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy(CATALOG, target / f"{DOMAIN}.po")
    return root / "locale"
