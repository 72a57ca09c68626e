"""Every test run keeps its parse cache (rules/parse_cache.py) out of the user's own cache folder."""
import os
import shutil
import tempfile

_OWN_CACHE = None if "DRAGONARIUM_CACHE" in os.environ else tempfile.mkdtemp(prefix="dragonarium-test-cache-")
if _OWN_CACHE is not None:
    os.environ["DRAGONARIUM_CACHE"] = _OWN_CACHE


def pytest_sessionfinish(session, exitstatus):
    if _OWN_CACHE is not None:
        shutil.rmtree(_OWN_CACHE, ignore_errors=True)
