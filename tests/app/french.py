"""The table's own French (``locale/fr/parts/app.po``) as a catalog folder the loader reads, for tests."""
from __future__ import annotations

import shutil
from pathlib import Path

from dragonarium.i18n import DOMAIN

PART = Path(__file__).resolve().parents[2] / "locale" / "fr" / "parts" / "app.po"


def french_folder(root: Path) -> Path:
    """A locale folder under ``root`` holding the app part as the French catalog; returns the folder."""
    target = root / "locale" / "fr" / "LC_MESSAGES"
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy(PART, target / f"{DOMAIN}.po")
    return root / "locale"
