"""Settings remembered between runs: read back as written; a broken file means the defaults and a clear word."""
import os

import pytest

from dragonarium.play.quality import Quality
from dragonarium.settings import Settings, load_settings, save_settings


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


def test_a_switch_that_is_not_true_or_false_gives_the_defaults_and_names_the_field(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text("quality: fast\nauto_forced: sometimes\n")
    settings, problem = load_settings(path)
    assert settings == Settings() and "auto_forced" in problem and "sometimes" in problem


def test_the_language_chosen_is_read_back_and_a_file_without_it_follows_the_system(tmp_path):
    path = tmp_path / "settings.yaml"
    save_settings(Settings().with_language("fr"), path)
    assert load_settings(path) == (Settings(language="fr"), "")
    save_settings(Settings(quality=Quality.FAST), path)
    assert "language" not in path.read_text() and load_settings(path)[0].language is None


def test_an_unknown_language_gives_the_defaults_and_names_the_field(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text("quality: fast\nlanguage: klingon\n")
    settings, problem = load_settings(path)
    assert settings == Settings() and "language" in problem and "one of en, fr, got 'klingon'" in problem
