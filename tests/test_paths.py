"""Where things are: the shipped files in a checkout, beside a built app's executable or in a macOS bundle; the
player's saves, settings and caches in each platform's own folders, Linux's exactly as they always were."""
import sys
from pathlib import Path

import platformdirs.windows
import pytest

from dragonarium import paths
from dragonarium.rules import default_data_dir
from dragonarium.storage.parse_cache import cache_dir
from dragonarium.play.saves import autosave_path, data_home
from dragonarium.play.settings import settings_path

ROOT = Path(__file__).resolve().parents[1]
VARIABLES = ("DRAGONARIUM_HOME", "DRAGONARIUM_CACHE", "DRAGONARIUM_DATA", "XDG_DATA_HOME", "XDG_CACHE_HOME",
             "XDG_STATE_HOME", "LOCALAPPDATA")


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """A player's home folder with none of the variables that move the folders set."""
    folder = tmp_path / "ada"
    monkeypatch.setenv("HOME", str(folder))
    for name in VARIABLES:
        monkeypatch.delenv(name, raising=False)
    # Windows asks the shell for its folders; here it reads %LOCALAPPDATA%, as platformdirs does without the shell
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", platformdirs.windows.get_win_folder_from_env_vars)
    return folder


def built_app(monkeypatch, executable: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(executable))


def test_a_checkout_reads_the_files_at_the_root_of_the_repository():
    assert not paths.is_built()
    assert paths.install_root() == ROOT
    assert (paths.data_root() / "tiles.yaml").is_file()
    assert (paths.models_root() / "dragon.egg").is_file()
    assert (paths.textures_root() / "board.png").is_file()
    assert (paths.fonts_root() / "DejaVuSans.ttf").is_file() and (paths.fonts_root() / "LICENSE-DejaVu.txt").is_file()
    assert paths.locale_root() == ROOT / "locale"
    assert paths.examples_root() == ROOT / "examples"


def test_the_rules_read_the_shipped_data_unless_told_otherwise(monkeypatch, tmp_path):
    monkeypatch.delenv("DRAGONARIUM_DATA", raising=False)
    assert default_data_dir() == ROOT / "data"
    monkeypatch.setenv("DRAGONARIUM_DATA", str(tmp_path))
    assert default_data_dir() == tmp_path


def test_a_built_app_reads_the_files_beside_its_executable(monkeypatch, tmp_path):
    app = tmp_path / "manylinux2014_x86_64"
    (app / "data").mkdir(parents=True)
    built_app(monkeypatch, app / "dragonarium")
    assert paths.is_built()
    assert paths.install_root() == app
    assert paths.data_root() == app / "data"
    assert paths.models_root() == app / "models"
    assert paths.textures_root() == app / "textures"
    assert paths.fonts_root() == app / "fonts"
    assert paths.locale_root() == app / "locale"
    monkeypatch.delenv("DRAGONARIUM_DATA", raising=False)
    assert default_data_dir() == app / "data"


def test_a_macos_bundle_reads_the_files_in_its_resources(monkeypatch, tmp_path):
    contents = tmp_path / "dragonarium.app" / "Contents"
    (contents / "MacOS").mkdir(parents=True)
    (contents / "Resources" / "data").mkdir(parents=True)
    built_app(monkeypatch, contents / "MacOS" / "dragonarium")
    assert paths.install_root() == contents / "Resources"
    assert paths.textures_root() == contents / "Resources" / "textures"


def test_linux_keeps_its_folders_under_the_home_folder(home):
    assert paths.user_data_home("linux") == home / ".local" / "share" / "dragonarium"
    assert paths.user_cache_home("linux") == home / ".cache" / "dragonarium"


def test_linux_follows_the_xdg_variables(home, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert paths.user_data_home("linux") == tmp_path / "data" / "dragonarium"
    assert paths.user_cache_home("linux") == tmp_path / "cache" / "dragonarium"


def test_windows_keeps_its_folders_in_local_app_data(home, tmp_path, monkeypatch):
    local = tmp_path / "AppData" / "Local"
    monkeypatch.setenv("LOCALAPPDATA", str(local))
    assert paths.user_data_home("win32") == local / "dragonarium"
    assert paths.user_cache_home("win32") == local / "dragonarium" / "Cache"
    assert paths.log_file("win32") == local / "dragonarium" / "Logs" / "dragonarium.log"


def test_macos_keeps_its_folders_in_the_library(home):
    assert paths.user_data_home("darwin") == home / "Library" / "Application Support" / "dragonarium"
    assert paths.user_cache_home("darwin") == home / "Library" / "Caches" / "dragonarium"
    assert paths.log_file("darwin") == home / "Library" / "Logs" / "dragonarium" / "dragonarium.log"


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_the_dragonarium_variables_win_on_every_platform(home, tmp_path, monkeypatch, platform):
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "local"))
    monkeypatch.setenv("DRAGONARIUM_HOME", str(tmp_path / "saves"))
    monkeypatch.setenv("DRAGONARIUM_CACHE", str(tmp_path / "cache"))
    assert paths.user_data_home(platform) == tmp_path / "saves"
    assert paths.log_file(platform) == tmp_path / "saves" / "dragonarium.log"
    assert paths.user_cache_home(platform) == tmp_path / "cache"


def test_saves_settings_and_the_parse_cache_go_where_the_platform_keeps_them(home, monkeypatch):
    monkeypatch.setattr(sys, "platform", "darwin")
    support = home / "Library" / "Application Support" / "dragonarium"
    assert data_home() == support
    assert autosave_path() == support / "autosave.yaml"
    assert settings_path() == support / "settings.yaml"
    assert cache_dir() == home / "Library" / "Caches" / "dragonarium"
    monkeypatch.setattr(sys, "platform", "linux")
    assert autosave_path() == home / ".local" / "share" / "dragonarium" / "autosave.yaml"
    assert settings_path() == home / ".local" / "share" / "dragonarium" / "settings.yaml"
    assert cache_dir() == home / ".cache" / "dragonarium"
