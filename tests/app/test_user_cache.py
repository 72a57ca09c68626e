"""Panda3D's model cache: the player's cache folder in a built app, Panda3D's own folder run from the sources."""
import sys

import pytest
from panda3d.core import BamCache, ConfigVariableFilename, Filename

from dragonarium.app.window import use_user_cache


@pytest.fixture
def cache_root():
    cache = BamCache.getGlobalPtr()
    before = Filename(cache.getRoot())
    yield cache
    ConfigVariableFilename("model-cache-dir").clearLocalValue()
    cache.setRoot(before)


def test_a_built_app_keeps_panda3ds_cache_in_the_players_cache_folder(cache_root, monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setenv("DRAGONARIUM_CACHE", str(tmp_path / "cache"))
    use_user_cache()
    assert (tmp_path / "cache" / "panda3d").is_dir()
    assert cache_root.getRoot() == Filename.fromOsSpecific(str(tmp_path / "cache" / "panda3d"))
    assert ConfigVariableFilename("model-cache-dir").getValue() == cache_root.getRoot()


def test_run_from_the_sources_panda3d_keeps_its_own_cache(cache_root, monkeypatch, tmp_path):
    before = Filename(cache_root.getRoot())
    monkeypatch.setenv("DRAGONARIUM_CACHE", str(tmp_path / "cache"))
    use_user_cache()
    assert cache_root.getRoot() == before
    assert not (tmp_path / "cache").exists()
