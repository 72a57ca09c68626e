"""Settings remembered between runs: read back as written; a broken file means the defaults and a clear word."""
import os

import pytest

from tests.support.data_copies import data_without_puzzles
from dragonarium.cli.commands import main
from dragonarium.play.quality import Quality
from dragonarium.play.settings import Settings, load_settings, save_settings

from tests.support.games import CATALOG


def test_no_file_means_the_defaults(tmp_path):
    assert load_settings(tmp_path / "settings.yaml") == (Settings(quality=Quality.AUTO), "")


def test_settings_are_read_back_as_saved(tmp_path):
    path = tmp_path / "deep" / "settings.yaml"
    save_settings(Settings().with_quality(Quality.FAST), path)
    assert load_settings(path) == (Settings(quality=Quality.FAST), "")


@pytest.mark.parametrize("text, field", [("quality: ultra\n", "quality"), ("- fast\n", "a mapping"),
                                         ("quality: [\n", "not valid YAML")])
def test_a_broken_file_gives_the_defaults_and_names_the_file_and_field(tmp_path, text, field):
    path = tmp_path / "settings.yaml"
    path.write_text(text)
    settings, problem = load_settings(path)
    assert settings == Settings()
    assert str(path) in problem and field in problem


def test_a_failed_save_keeps_the_last_good_file(tmp_path, monkeypatch):
    path = tmp_path / "settings.yaml"
    save_settings(Settings().with_quality(Quality.FULL), path)

    def disk_full(source, target):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    with pytest.raises(OSError):
        save_settings(Settings().with_quality(Quality.FAST), path)
    monkeypatch.undo()
    assert load_settings(path)[0].quality is Quality.FULL
    assert [p.name for p in tmp_path.iterdir()] == ["settings.yaml"], "no half-written file is left behind"


def test_auto_place_forced_is_read_back_as_saved(tmp_path):
    path = tmp_path / "settings.yaml"
    save_settings(Settings().with_quality(Quality.FAST).with_auto_forced(True), path)
    assert load_settings(path) == (Settings(quality=Quality.FAST, auto_forced=True), "")
    save_settings(Settings(auto_forced=False), path)
    assert load_settings(path)[0].auto_forced is False


def test_an_older_file_without_the_switch_means_off(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text("quality: full\n")
    assert load_settings(path) == (Settings(quality=Quality.FULL, auto_forced=False), "")


def test_a_switch_that_is_not_true_or_false_is_set_aside_and_named_and_the_rest_kept(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text("quality: fast\nauto_forced: sometimes\n")
    settings, problem = load_settings(path)
    assert settings == Settings(quality=Quality.FAST) and "auto_forced" in problem and "sometimes" in problem


def test_the_language_chosen_is_read_back_and_a_file_without_it_follows_the_system(tmp_path):
    path = tmp_path / "settings.yaml"
    save_settings(Settings().with_language("fr"), path)
    assert load_settings(path) == (Settings(language="fr"), "")
    save_settings(Settings(quality=Quality.FAST), path)
    assert "language" not in path.read_text() and load_settings(path)[0].language is None


def test_an_unknown_language_is_set_aside_and_named_and_the_rest_kept(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text("quality: fast\nlanguage: klingon\n")
    settings, problem = load_settings(path)
    assert settings == Settings(quality=Quality.FAST) and "language" in problem
    assert "one of en, fr, got 'klingon'" in problem


@pytest.mark.parametrize("text, field", [
    ("language: [fr]\n", "language"), ("language: {fr: true}\n", "language"), ("language: !!set {fr}\n", "language"),
    ("language: !!binary ZnI=\n", "language"), ("language: 3\n", "language"), ("quality: [fast]\n", "quality"),
    ("quality: {fast: 1}\n", "quality"), ("quality: !!binary ZmFzdA==\n", "quality"),
    ("auto_forced: [true]\n", "auto_forced"), ("auto_forced: !!set {a}\n", "auto_forced"),
    ("language: !!python/name:os.system\n", "not valid YAML"),
])
def test_a_setting_of_the_wrong_kind_gives_the_defaults_and_names_the_file_and_field(tmp_path, text, field):
    path = tmp_path / "settings.yaml"
    path.write_text(text)
    settings, problem = load_settings(path)
    assert settings == Settings()
    assert str(path) in problem and field in problem


@pytest.fixture
def broken_language(tmp_path, monkeypatch):
    """A settings file in the data folder whose language is a list."""
    monkeypatch.setenv("DRAGONARIUM_HOME", str(tmp_path))
    path = tmp_path / "settings.yaml"
    path.write_text("quality: fast\nlanguage: [fr]\n")
    return path


def test_every_command_goes_on_with_a_setting_of_the_wrong_kind_and_says_so_once(broken_language, capsys, tmp_path):
    assert main(["--data", str(data_without_puzzles(tmp_path / "copy")), "validate-data"]) == 0
    out, err = capsys.readouterr()
    assert "all data files are valid" in out
    assert err.count("\n") == 1 and err.startswith("warning: ") and f"{broken_language}: language: " in err


def test_the_table_opens_with_a_setting_of_the_wrong_kind(broken_language, monkeypatch, capsys):
    from dragonarium.app import launch as launching

    monkeypatch.setattr(launching, "has_display", lambda: False)  # it stops just before the window opens
    assert launching.launch(CATALOG) == 1
    assert "No display found" in capsys.readouterr().err


def test_a_data_folder_that_cannot_be_looked_into_gives_the_defaults_and_names_the_file(tmp_path, monkeypatch):
    path = tmp_path / "settings.yaml"

    def refused(self):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(type(path), "exists", refused)
    settings, problem = load_settings(path)
    assert settings == Settings() and str(path) in problem and "Permission denied" in problem
