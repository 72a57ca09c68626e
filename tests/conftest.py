"""Every test run keeps its parse cache (rules/parse_cache.py) out of the user's own cache folder, and reads
English whatever the machine's locale or a remembered language (``settings.yaml`` of a home of its own): a test of
another language chooses it itself."""
import os
import shutil
import tempfile

_OWN_CACHE = None if "DRAGONARIUM_CACHE" in os.environ else tempfile.mkdtemp(prefix="dragonarium-test-cache-")
if _OWN_CACHE is not None:
    os.environ["DRAGONARIUM_CACHE"] = _OWN_CACHE
_OWN_HOME = tempfile.mkdtemp(prefix="dragonarium-test-home-")
os.environ["DRAGONARIUM_HOME"] = _OWN_HOME
os.environ["LANGUAGE"] = "en"


def pytest_sessionfinish(session, exitstatus):
    if _OWN_CACHE is not None:
        shutil.rmtree(_OWN_CACHE, ignore_errors=True)
    shutil.rmtree(_OWN_HOME, ignore_errors=True)
