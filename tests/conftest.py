"""Every test run keeps its parse cache (rules/parse_cache.py) out of the user's own cache folder, and its saves
and settings out of the user's data folder; it speaks English (the tests read English texts) whatever the
machine's locale or the language the user chose on the start screen."""
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

# The shared oracles assert as the tests do: their failures show the values compared.
pytest.register_assert_rewrite("tests.support")

_OWN_CACHE = None if "DRAGONARIUM_CACHE" in os.environ else tempfile.mkdtemp(prefix="dragonarium-test-cache-")
if _OWN_CACHE is not None:
    os.environ["DRAGONARIUM_CACHE"] = _OWN_CACHE
_OWN_HOME = tempfile.mkdtemp(prefix="dragonarium-test-home-")
os.environ["DRAGONARIUM_HOME"] = _OWN_HOME  # no remembered language (nor autosave) of the user's
os.environ["LANGUAGE"] = "en"  # read first of the locale variables

# Compiled modules are kept between the suite's processes (its workers and the commands it runs), outside the
# sources, even where the environment turns the bytecode cache off: each process would compile the package anew.
_PYCACHE = Path(tempfile.gettempdir()) / f"dragonarium-test-pycache-{os.getuid() if hasattr(os, 'getuid') else 0}"
os.environ["PYTHONPYCACHEPREFIX"] = str(_PYCACHE)
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.pycache_prefix = str(_PYCACHE)
sys.dont_write_bytecode = False


def pytest_sessionfinish(session, exitstatus):
    for folder in (_OWN_CACHE, _OWN_HOME):
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)
