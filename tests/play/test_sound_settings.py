"""The sounds' volume and mute in the settings file: read back as written, absent in an older file, and a bad
value named with the file and the field while the defaults are used."""
import pytest

from dragonarium.play.quality import Quality
from dragonarium.play.settings import VOLUME, Settings, load_settings, save_settings


def test_volume_and_mute_are_read_back_as_saved(tmp_path):
    path = tmp_path / "settings.yaml"
    save_settings(Settings(quality=Quality.FAST, volume=0, muted=True), path)
    assert load_settings(path) == (Settings(quality=Quality.FAST, volume=0, muted=True), "")
    save_settings(Settings(volume=100).with_muted(False), path)
    assert load_settings(path) == (Settings(volume=100, muted=False), "")


def test_an_older_file_without_them_means_the_usual_volume_unmuted(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text("quality: fast\nauto_forced: true\n")
    settings, problem = load_settings(path)
    assert (settings.volume, settings.muted, problem) == (VOLUME, False, "")
    assert 0 < VOLUME <= 100


@pytest.mark.parametrize("line, field, shown", [
    ("volume: 101", "volume", "101"), ("volume: -1", "volume", "-1"), ("volume: loud", "volume", "loud"),
    ("volume: 50.5", "volume", "50.5"), ("volume: true", "volume", "True"), ("volume: [50]", "volume", "50"),
    ("muted: 1", "muted", "1"), ("muted: sometimes", "muted", "sometimes"),
])
def test_a_bad_volume_or_mute_is_set_aside_and_named_with_the_file_and_the_value(tmp_path, line, field, shown):
    path = tmp_path / "settings.yaml"
    path.write_text(f"quality: fast\n{line}\n")
    settings, problem = load_settings(path)
    assert settings == Settings(quality=Quality.FAST)
    assert str(path) in problem and field in problem and shown in problem
    assert problem.count(str(path)) == 1, "one warning"
