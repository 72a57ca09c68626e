"""Every lesson test starts in English, whatever the machine's locale or an earlier test chose; ``french`` speaks
French from the lessons' own part of the French catalog (or the merged catalog once the parts are merged)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from dragonarium.i18n import use_language

ROOT = Path(__file__).resolve().parents[2]
PART = ROOT / "locale" / "fr" / "parts" / "lessons.po"
MERGED = ROOT / "locale" / "fr" / "LC_MESSAGES" / "dragonarium.po"


def french_catalog() -> Path:
    """The French catalog the lessons are tested with: their part, else the merged catalog."""
    return PART if PART.is_file() else MERGED


@pytest.fixture(scope="session")
def french_folder(tmp_path_factory) -> Path:
    """A locale folder holding the French catalog, as ``use_language`` reads it."""
    folder = tmp_path_factory.mktemp("locale")
    (folder / "fr" / "LC_MESSAGES").mkdir(parents=True)
    shutil.copy(french_catalog(), folder / "fr" / "LC_MESSAGES" / "dragonarium.po")
    return folder


@pytest.fixture(autouse=True)
def english():
    use_language("en")
    yield
    use_language("en")


@pytest.fixture
def french(english, french_folder):
    use_language("fr", french_folder)
    yield
    use_language("en")
