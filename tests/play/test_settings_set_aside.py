"""A settings file with a bad field among good ones: the bad one alone is set aside (its default used, the file
and the field named), every good field is kept, a field this version does not know is written back as it was,
and nothing is written until a setting changes."""
import os

from dragonarium.play.motion import Motion
from dragonarium.play.quality import Quality
from dragonarium.play.settings import VOLUME, Settings, load_settings, save_settings
from dragonarium.play.window_place import WindowPlace
from dragonarium.rules import read_yaml

FIVE_FIELDS = "language: fr\ntext_size: 150\nmotion: reduced\nquality: fast\nvolume: 101\n"
"""Four good values and one out of range."""


def test_one_bad_value_is_set_aside_and_the_four_good_ones_are_kept_through_a_save(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text(FIVE_FIELDS, encoding="utf-8")
    settings, note = load_settings(path)
    assert settings == Settings(language="fr", text_size=150, motion=Motion.REDUCED, quality=Quality.FAST)
    assert settings.volume == VOLUME
    assert str(path) in note and "volume: " in note and "101" in note
    assert not any(name in note for name in ("language", "text_size", "motion", "quality"))
    save_settings(settings.with_window(WindowPlace(1111, 666, 12, 34)), path)
    assert load_settings(path) == (Settings(language="fr", text_size=150, motion=Motion.REDUCED,
                                            quality=Quality.FAST, window=WindowPlace(1111, 666, 12, 34)), "")


def test_each_field_set_aside_is_named_once_with_the_file_once(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text("quality: ultra\nmuted: true\nvolume: loud\nwindow: {width: 5, height: 600}\n", encoding="utf-8")
    settings, note = load_settings(path)
    assert settings == Settings(muted=True)
    assert note.count(str(path)) == 1
    assert all(field in note for field in ("quality: ", "volume: ", "window.width: "))


def test_a_field_of_a_newer_version_is_kept_and_written_back_as_it_was(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text("quality: full\ncolour_blind: deuteranopia\nlayout: {panels: [left, right], dock: 2}\n"
                    "42: answer\n", encoding="utf-8")
    settings, note = load_settings(path)
    assert note == "" and settings.quality is Quality.FULL
    save_settings(settings.with_volume(30), path)
    written = read_yaml(path)
    assert written["colour_blind"] == "deuteranopia" and written["volume"] == 30 and written["quality"] == "full"
    assert written["layout"] == {"panels": ["left", "right"], "dock": 2} and written[42] == "answer"
    assert load_settings(path) == (settings.with_volume(30), "")


def test_reading_never_writes(tmp_path):
    for text in (FIVE_FIELDS, "quality: fast\nfuture: 1\n", "- not a mapping\n", "quality: [\n"):
        path = tmp_path / "settings.yaml"
        path.write_text(text, encoding="utf-8")
        os.utime(path, (1_000_000_000, 1_000_000_000))
        load_settings(path)
        assert path.read_text(encoding="utf-8") == text and path.stat().st_mtime == 1_000_000_000
        assert [p.name for p in tmp_path.iterdir()] == ["settings.yaml"]
