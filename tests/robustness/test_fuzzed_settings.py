"""The settings file against fuzzed input: any file gives settings of the right kinds and never stops the table;
a bad field among good ones is set aside alone (its default used, the file and the field named) while every good
field and every field of a newer version is kept through a save; reading never writes."""
import dataclasses

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dragonarium import i18n
from dragonarium.play.motion import Motion
from dragonarium.play.quality import Quality
from dragonarium.play.settings import READERS, Settings, load_settings, save_settings
from dragonarium.play.table.screen_layout import TEXT_SIZES
from dragonarium.play.window_place import MAX_SIDE, MIN_SIDE, WindowPlace
from dragonarium.rules import dump_yaml, read_yaml

from tests.support.fuzz import examples

FUZZ = settings(max_examples=examples(20), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

VALUES = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=8),
                                st.sampled_from(["fr", "en", "fast", "full", "auto", "FR", " fr", "fr\x00"])),
                      lambda inner: st.one_of(st.lists(inner, max_size=3),
                                              st.dictionaries(st.text(max_size=4), inner, max_size=3)),
                      max_leaves=6)
TAGGED = st.sampled_from(["!!set {fr}", "!!binary ZnI=", "!!python/tuple [fr]", "!!timestamp 2001-12-14",
                          "!!str fr", "!!int 3", "!!float .inf", "!!null ''", "&a fr", "*a", "[fr", "{fr: }"])


def flow(value) -> str:
    """``value`` as YAML on one line."""
    return yaml.safe_dump(value, default_flow_style=True).strip().removesuffix("...").strip()


@FUZZ
@given(values=st.dictionaries(st.sampled_from(["quality", "auto_forced", "language", "volume", "window", "other"]),
                              st.one_of(VALUES.map(flow), TAGGED), max_size=5))
def test_any_settings_file_gives_settings_and_a_word_naming_the_file_and_is_never_written(tmp_path_factory, values):
    path = tmp_path_factory.mktemp("settings") / "settings.yaml"
    text = "".join(f"{key}: {value}\n" for key, value in values.items())
    path.write_text(text, encoding="utf-8")
    settings_read, note = load_settings(path)
    assert isinstance(settings_read.quality, Quality) and isinstance(settings_read.motion, Motion)
    assert settings_read.language in (None, *i18n.LANGUAGES) and isinstance(settings_read.auto_forced, bool)
    assert 0 <= settings_read.volume <= 100
    assert settings_read.window is None or isinstance(settings_read.window, WindowPlace)
    assert note == "" or str(path) in note
    assert path.read_text(encoding="utf-8") == text
    assert all(key not in READERS for key, _ in settings_read.unknown)


# -- one bad field among good ones ---------------------------------------------------------------------------

PLAIN = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.text(max_size=8),
                               st.floats(allow_nan=False, allow_infinity=False)),
                     lambda inner: st.one_of(st.lists(inner, max_size=3),
                                             st.dictionaries(st.text(max_size=4), inner, max_size=3)),
                     max_leaves=6)
"""Values a newer version may have written (no NaN, which equals nothing, itself included)."""

WINDOWS = st.builds(lambda width, height, corner: WindowPlace(width, height, *corner),
                    st.integers(MIN_SIDE, MAX_SIDE), st.integers(MIN_SIDE, MAX_SIDE),
                    st.one_of(st.just((None, None)), st.tuples(st.integers(-MAX_SIDE, MAX_SIDE),
                                                               st.integers(-MAX_SIDE, MAX_SIDE))))
GOOD = st.builds(Settings, quality=st.sampled_from(Quality), auto_forced=st.booleans(),
                 language=st.sampled_from([None, *i18n.LANGUAGES]),
                 text_size=st.integers(TEXT_SIZES[0], TEXT_SIZES[-1]), volume=st.integers(0, 100),
                 muted=st.booleans(), keep_history=st.booleans(), motion=st.sampled_from(Motion),
                 window=st.one_of(st.none(), WINDOWS),
                 unknown=st.dictionaries(st.text(min_size=1, max_size=8).filter(lambda key: key not in READERS),
                                         PLAIN, max_size=3).map(lambda found: tuple(found.items())))
"""Settings every field of which is good, and fields of a newer version."""

WRONG_KIND = st.one_of(st.booleans(), st.integers(-10**6, 10**6), st.floats(), st.text(max_size=8),
                       st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=3), st.integers(),
                                                                            max_size=2))
FLAG_BAD = WRONG_KIND.filter(lambda value: not isinstance(value, bool)) | st.none()
WHOLE = st.integers(-10**6, 10**6)


def not_a_word_of(choices):
    """Values that are not one of the ``choices`` enum's words (in any case, spaces around)."""
    return WRONG_KIND.filter(lambda v: not (isinstance(v, str) and v.strip().lower() in {c.value for c in choices}))


BAD = {
    "quality": not_a_word_of(Quality), "motion": not_a_word_of(Motion),
    "language": WRONG_KIND.filter(lambda v: not (isinstance(v, str) and v in i18n.LANGUAGES)),
    "auto_forced": FLAG_BAD, "muted": FLAG_BAD, "keep_history": FLAG_BAD,
    "text_size": WRONG_KIND.filter(lambda v: not (type(v) is int and TEXT_SIZES[0] <= v <= TEXT_SIZES[-1])),
    "volume": WRONG_KIND.filter(lambda v: not (type(v) is int and 0 <= v <= 100)) | st.none(),
    "window": st.one_of(WRONG_KIND.filter(lambda v: not isinstance(v, dict)),
                        st.fixed_dictionaries({"width": WHOLE.filter(lambda w: not MIN_SIDE <= w <= MAX_SIDE),
                                               "height": st.integers(MIN_SIDE, MAX_SIDE)}),
                        st.fixed_dictionaries({"width": st.integers(MIN_SIDE, MAX_SIDE), "height": WRONG_KIND.filter(
                            lambda v: not (type(v) is int and MIN_SIDE <= v <= MAX_SIDE))}),
                        st.just({"width": 800, "height": 600, "x": 5}),
                        st.just({"width": 800, "height": 600, "depth": 3})),
}
"""For each setting, values it refuses."""


def test_every_setting_has_its_bad_values():
    assert set(BAD) == set(READERS)


@FUZZ
@given(good=GOOD, field=st.sampled_from(sorted(BAD)), data=st.data())
def test_one_bad_field_is_set_aside_and_every_good_one_kept_through_a_save(tmp_path_factory, good, field, data):
    path = tmp_path_factory.mktemp("settings") / "settings.yaml"
    save_settings(good, path)
    mapping = read_yaml(path)
    mapping[field] = data.draw(BAD[field], label="bad")
    path.write_text(dump_yaml(mapping), encoding="utf-8")
    kept = dataclasses.replace(good, **{field: getattr(Settings(), field)})
    settings_read, note = load_settings(path)
    assert settings_read == kept
    assert note.count(str(path)) == 1 and f"{field}" in note
    save_settings(settings_read, path)
    assert load_settings(path) == (kept, "")
